/**
 * The VAS methods. A gift card order: a replayed reference answers the
 * order as it stands (no catalogue call, no second purchase); a new one is
 * validated and created, then the executor runs it detached while the
 * request waits at most VAS_ORDER_WAIT_MS. A failed order answers its
 * failure code (400, 502, 503) to every replay, a processing one 200 with
 * status `processing` (look it up by the same reference later).
 */
import { vasOrderRef } from '../order/decide'
import { vasSettingsRef } from '../settings/decide'
import { RejectionError, reject } from '../../../platform/errors'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable, type InputOf } from '../../../platform/operation'
import { unwrap } from '../../runtime/unwrap'
import { requireBusiness } from '../../../platform/caller'
import type { Caller } from '../../../platform/caller'
import type { ReloadlyClient } from '../providers/reloadly/reloadly'
import type { Margin } from '../settings/state'
import { billDraft, billers, dataBundles, dataDraft } from '../bills_data'
import type { DraftBase } from '../draft'
import type { VasSettingsCommand } from '../settings/commands'
import type { VasSettingsState } from '../settings/state'
import { VAS_CATEGORIES, type VasCategory, type VasOrder, type VasOrderDraft } from '../order/state'
import { vasOrderId } from '../order/state'
import type { VasContext } from '../context'
import type { VasExecutor } from '../executor'
import { airtimeDraft, detect, operatorView, quote, quoteView } from '../airtime'
import { giftcardDraft, productView } from '../giftcards'
import { ORDER_KEY, orderFingerprint } from '../order/key_rule'
import { keyOutcome } from '../../../platform/idempotency'
import { listOrders } from '../list'
import * as ops from './operations'
import { orderView } from '../views'
import { field, listField } from '../../../platform/json_object'

/** The sealed list of codes, as the executor sealed it; anything else there is a fault, thrown. */
function redeemCodes(text: string): { cardNumber: string; pinCode: string }[] {
  return listField(JSON.parse(text)).map((item) => {
    const cardNumber = field(item, 'cardNumber')
    const pinCode = field(item, 'pinCode')
    if (typeof cardNumber !== 'string' || typeof pinCode !== 'string') throw new Error('a sealed redeem code is not a card number and PIN')
    return { cardNumber, pinCode }
  })
}

/** The order with its redeem codes opened: only the two answers the spec allows call this. */
function withCodes(c: VasContext, o: VasOrder) {
  const codes = o.sealedCodes ? redeemCodes(c.codeSealer.open(o.sealedCodes, o.id)) : undefined
  return orderView(o, codes)
}

export function vasMethods(c: VasContext, executor: VasExecutor): Record<string, MethodHandler> {
  const existing = async (id: string): Promise<VasOrder | null> => {
    const r = await c.payments.host.ask(vasOrderRef(id), { type: 'get', businessId: null })
    return r.ok ? r.reply : null
  }
  /** A replay answers the order as it stands (no catalogue call); a new reference is validated and created; then the bounded wait. */
  const place = async (id: string, businessId: string, hash: string, draft: () => Promise<VasOrderDraft>) => {
    let state = await existing(id)
    if (!state) state = await c.order(id, { type: 'create', draft: await draft() })
    else {
      // Decided here too (the order decides again on create) so a reused reference costs no catalogue call.
      const key = keyOutcome({ fingerprint: state.requestHash }, { fingerprint: hash }, ORDER_KEY, c.payments.clock.nowMs())
      if (key.kind === 'reused') throw new RejectionError(key.rejection)
    }
    if (state.step !== 'successful' && state.step !== 'failed') {
      await executor.runWithin(id, c.waitMs)
      state = await c.order(id, { type: 'get', businessId })
    }
    if (state.failure) throw new RejectionError(reject(state.failure.code, state.failure.message))
    return withCodes(c, state)
  }
  const settings = async (businessId: string) => unwrap(await c.payments.host.ask(vasSettingsRef(businessId), { type: 'get' }))
  const marginOf = async (businessId: string, category: VasCategory) => (await settings(businessId)).margins[category]
  const marginsView = (s: VasSettingsState) => ({
    margins: VAS_CATEGORIES.map((category) => ({
      category,
      type: s.margins[category]?.type ?? 'fixed',
      value: s.margins[category]?.value ?? '0',
    })),
  })
  /** The method of an order of a category whose draft `make` builds (airtime, data, bills; gift cards have their own id-bound draft). */
  const ordered =
    <I extends { reference: string; currency?: 'USDT' | 'USDC' | undefined; customer_id?: string | undefined }>(
      category: VasCategory,
      make: (p: ReloadlyClient, base: DraftBase, input: I, margin: Margin | undefined) => Promise<VasOrderDraft>,
    ) =>
    async (input: I, caller: Caller) => {
      const businessId = requireBusiness(caller)
      const id = vasOrderId(businessId, caller.isTestMode, input.reference)
      const requestHash = orderFingerprint(category, input)
      const base = {
        businessId,
        isTest: caller.isTestMode,
        orderId: id,
        reference: input.reference,
        requestHash,
        currency: input.currency,
        customerId: input.customer_id,
      }
      return place(id, businessId, requestHash, async () =>
        make(c.provider(caller.isTestMode), base, input, await marginOf(businessId, category)),
      )
    }
  return methodTable(
    implement(ops.getMargins, async (_input, caller) => marginsView(await settings(requireBusiness(caller)))),
    implement(ops.setMargin, async (input, caller) => {
      const margin = input.type === 'none' ? null : { type: input.type, value: input.value ?? '' }
      const command: VasSettingsCommand = { type: 'set_margin', category: input.category, margin }
      return marginsView(unwrap(await c.payments.host.ask(vasSettingsRef(requireBusiness(caller)), command)))
    }),
    implement(ops.giftcardOrder, async (input, caller) => {
      const businessId = requireBusiness(caller)
      const id = vasOrderId(businessId, caller.isTestMode, input.reference)
      const hash = orderFingerprint('giftcard', input)
      return place(id, businessId, hash, async () =>
        giftcardDraft(
          c.provider(caller.isTestMode),
          businessId,
          caller.isTestMode,
          id,
          input,
          hash,
          await marginOf(businessId, 'giftcard'),
        ),
      )
    }),
    implement(ops.airtimeOrder, ordered<InputOf<typeof ops.airtimeOrder>>('airtime', airtimeDraft)),
    implement(ops.dataOrder, ordered<InputOf<typeof ops.dataOrder>>('data', dataDraft)),
    implement(ops.billOrder, ordered<InputOf<typeof ops.billOrder>>('bill', billDraft)),
    implement(ops.dataBundles, async (q, caller) => dataBundles(c.provider(caller.isTestMode), q.country_code)),
    implement(ops.billers, async (q, caller) => billers(c.provider(caller.isTestMode), q.country_code, q.type)),
    implement(ops.airtimeDetect, async (q, caller) => operatorView(await detect(c.provider(caller.isTestMode), q.phone, q.country_code))),
    implement(ops.airtimeQuote, async (body, caller) =>
      quoteView(await quote(c.provider(caller.isTestMode), body, await marginOf(requireBusiness(caller), 'airtime')), body.phone),
    ),
    implement(ops.getOrder, async (input, caller) => {
      const businessId = requireBusiness(caller)
      const o = await c.order(vasOrderId(businessId, caller.isTestMode, input.reference), { type: 'get', businessId })
      return withCodes(c, o)
    }),
    implement(ops.listOrders, async (q, caller) => listOrders(c.payments.sql, requireBusiness(caller), caller.isTestMode, q)),
    implement(ops.giftcardCountries, async (_input, caller) => {
      const list = listField(await c.provider(caller.isTestMode).read('giftcards', '/countries'))
      return {
        countries: list.map((x) => ({
          iso_name: String(field(x, 'isoName')),
          name: String(field(x, 'name')),
          currency_code: String(field(x, 'currencyCode') ?? ''),
          currency_name: String(field(x, 'currencyName') ?? ''),
          flag_url: String(field(x, 'flagUrl') ?? ''),
        })),
      }
    }),
    implement(ops.giftcardProducts, async (q, caller) => {
      const query = q.country_code ? `?countryCode=${q.country_code.toUpperCase()}` : ''
      const page = await c.provider(caller.isTestMode).read('giftcards', `/products${query}`)
      return { products: listField(page, 'content').map(productView) }
    }),
  )
}
