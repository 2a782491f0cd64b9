/** The remittance methods: the merchant's (API key, dashboard), the signing keys (settings), the partner's webhook. */
import { createHash, randomBytes } from 'node:crypto'
import { actingParty } from '../../../platform/audit'
import { requireBusiness, type Caller } from '../../../platform/caller'
import { fingerprint, keyId, keyReused, keyScope, uuidFromKey, type KeyRule } from '../../../platform/idempotency'
import { RejectionError } from '../../../platform/errors'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import { accessContext, requireSecondFactor } from '../../accounts'
import { fail, type RemitContext } from '../context'
import { corridorOf, RATE_PAIRS } from '../corridors'
import { receiveWebhook } from '../inbound'
import { decimalOf, minorOf } from '../../../platform/fiat_amounts'
import { priceQuote } from '../pricing'
import type { PartnerAnswer } from '../providers/wise/partner'
import type { RemitQuote } from '../quote/state'
import { checkTransferSignature } from '../signing/check'
import type { RemitTransfer } from '../transfer/state'
import { listTransfers } from '../queries'
import { quoteView, transferView } from '../views'
import { advanceTransfer } from '../workflow'
import * as ops from './operations'

type QuoteRequest = { readonly source_currency: string; readonly source_amount: string; readonly dest_currency: string }
type TransferRequest = QuoteRequest & {
  readonly recipient_name: string
  readonly recipient_account: string
  readonly recipient_bank: string
  readonly recipient_email: string
  readonly recipient_country: string
  readonly reference: string
  readonly purpose: string
  readonly quote_id?: string
}

function answered<T>(answer: PartnerAnswer<T>): T {
  if (answer.kind === 'unknown') fail('PARTNER_UNAVAILABLE', `the remittance partner did not answer: ${answer.reason}; retry`)
  if (answer.kind === 'refused') fail('PARTNER_REFUSED', `the remittance partner refused: ${answer.code} ${answer.message}`)
  return answer.value
}

/** The caller's business; a `business_id` naming another is refused (never another merchant's data). */
function ownBusiness(caller: Caller, businessId: string | undefined): string {
  const own = requireBusiness(caller)
  if (businessId !== undefined && businessId !== own)
    fail('BUSINESS_MISMATCH', 'business_id is not the business this credential acts for', 'business_id')
  return own
}

async function approvedMerchant(c: RemitContext, businessId: string) {
  const m = await c.merchant(businessId)
  if (m.status !== 'active' || m.kyc !== 'approved') fail('KYC_REQUIRED', 'remittance needs approved KYC')
  return m
}

function amountOf(text: string): bigint {
  const minor = minorOf(text)
  if (minor <= 0n) fail('INVALID_AMOUNT', 'source_amount must be more than zero', 'source_amount')
  return minor
}

async function makeQuote(c: RemitContext, businessId: string, isTest: boolean, plan: string, b: QuoteRequest): Promise<RemitQuote> {
  const corridor = corridorOf(b.source_currency, b.dest_currency)
  if (!corridor)
    fail('UNSUPPORTED_CORRIDOR', `the platform does not send ${b.source_currency} to ${b.dest_currency}: see GET /api/v1/remittance/rates`)
  const sourceAmount = decimalOf(amountOf(b.source_amount))
  const partnerQuote = answered(
    await c.partner(isTest).createQuote({ sourceCurrency: corridor.source, targetCurrency: corridor.dest, sourceAmount }),
  )
  const nowMs = c.payments.clock.nowMs()
  const priced = priceQuote(partnerQuote, { businessId, isTest, plan, feePercent: c.settings.feePercent, nowMs })
  if (typeof priced === 'string') fail('PARTNER_REFUSED', `the partner's quote cannot be used: ${priced}`)
  return c.quote(`rq_${randomBytes(12).toString('hex')}`, { type: 'create', quote: priced })
}

/** A transfer's Idempotency-Key (API or dashboard alike): it names the transfer for as long as the transfer exists. */
const TRANSFER_KEY: KeyRule = {
  operation: 'remittance.transfer',
  name: 'Idempotency-Key',
  resource: 'remittance transfer',
  retentionMs: null,
}

/** The transfer's id: from the Idempotency-Key (scoped to merchant and environment), or new. */
function transferIdOf(businessId: string, isTest: boolean, key: string | undefined): string {
  if (key === undefined) return `rmt_${randomBytes(12).toString('hex')}`
  const id = keyId(keyScope(TRANSFER_KEY, businessId, isTest), key)
  return `rmt_${createHash('sha256').update(id).digest('hex').slice(0, 24)}`
}

const requestHashOf = (b: TransferRequest) =>
  fingerprint([
    b.source_currency.toUpperCase(),
    b.source_amount,
    b.dest_currency.toUpperCase(),
    b.recipient_name,
    b.recipient_account,
    b.recipient_bank,
    b.recipient_email,
    b.recipient_country,
    b.reference,
    b.purpose,
    b.quote_id ?? null,
  ])

async function createTransfer(
  c: RemitContext,
  caller: Caller,
  businessId: string,
  b: TransferRequest,
  via: RemitTransfer['via'],
  key: string | undefined,
): Promise<RemitTransfer> {
  const m = await approvedMerchant(c, businessId)
  const isTest = c.isTest(caller)
  const id = transferIdOf(businessId, isTest, key)
  const requestHash = requestHashOf(b)
  const earlier = await c.transfer(id, { type: 'get', businessId: null }).catch(() => null)
  if (earlier && earlier.requestHash !== requestHash) throw new RejectionError(keyReused(TRANSFER_KEY))
  if (earlier && earlier.hold !== 'refused' && earlier.hold !== 'none') return earlier
  let quote: RemitQuote
  if (b.quote_id !== undefined) {
    quote = await c.quote(b.quote_id, { type: 'get', businessId, isTest })
    if (
      quote.sourceCurrency !== b.source_currency.toUpperCase() ||
      quote.destCurrency !== b.dest_currency.toUpperCase() ||
      quote.sourceMinor !== amountOf(b.source_amount)
    )
      fail('QUOTE_MISMATCH', 'the transfer’s currencies and source_amount must be its quote’s', 'quote_id')
  } else
    quote = earlier
      ? await c.quote(earlier.quote.id, { type: 'get', businessId, isTest })
      : await makeQuote(c, businessId, isTest, m.subscription.plan, b)
  await c.quote(quote.id, { type: 'use', businessId, isTest, transferId: id })
  await c.transfer(id, {
    type: 'create',
    order: {
      businessId,
      isTest,
      quote,
      recipient: {
        name: b.recipient_name,
        account: b.recipient_account,
        bank: b.recipient_bank,
        email: b.recipient_email,
        country: b.recipient_country.toUpperCase(),
      },
      reference: b.reference,
      purpose: b.purpose,
      requestHash,
      createdBy: actingParty(caller),
      via,
      customerTransactionId: uuidFromKey('remittance.customer_transaction', businessId, id),
    },
  })
  // The hold is placed now, so a balance too low is this request's answer (nothing reaches the partner).
  await advanceTransfer(c, id)
  const t = await c.transfer(id, { type: 'get', businessId: null })
  if (t.hold === 'refused')
    fail('BALANCE_TOO_LOW', `the ${t.quote.sourceCurrency} balance does not cover total_cost ${decimalOf(t.quote.totalMinor)}`)
  return t
}

/** How long the partner's rates are reused (GET /rates is informative; a quote always asks the partner). */
const RATE_CACHE_MS = 30_000

export function remittanceMethods(c: RemitContext): Record<string, MethodHandler> {
  const access = accessContext(c.payments)
  return methodTable(
    implement(ops.quote, async (b, caller) => {
      const businessId = ownBusiness(caller, b.business_id)
      const m = await approvedMerchant(c, businessId)
      return quoteView(await makeQuote(c, businessId, c.isTest(caller), m.subscription.plan, b))
    }),
    implement(ops.transfer, async (b, caller) => {
      // The signature first: a request that is not the merchant's own, or is replayed, learns nothing more.
      const businessId = requireBusiness(caller)
      const isTest = c.isTest(caller)
      const { keyId: signingKeyId } = await checkTransferSignature(
        c.keys,
        { businessId, isTest },
        b.signature,
        { method: b.signed_method, pathWithQuery: b.signed_path, body: Buffer.from(b.signed_body, 'utf8') },
        c.payments.clock.nowMs(),
      )
      ownBusiness(caller, b.business_id)
      return transferView(await createTransfer(c, caller, businessId, b, { kind: 'api', signingKeyId }, b.idempotency_key))
    }),
    implement(ops.dashboardCreate, async (b, caller) => {
      const businessId = ownBusiness(caller, b.business_id)
      await requireSecondFactor(access, caller, b.otp_code)
      return transferView(await createTransfer(c, caller, businessId, b, { kind: 'dashboard', userId: caller.userId }, b.idempotency_key))
    }),
    implement(ops.getTransfer, async ({ id }, caller) => {
      const businessId = requireBusiness(caller)
      await approvedMerchant(c, businessId)
      const t = await c.transfer(id, { type: 'get', businessId })
      if (t.isTest !== c.isTest(caller)) fail('REMITTANCE_NOT_FOUND', 'no such transfer')
      return transferView(t)
    }),
    implement(ops.listTransfers, async (q, caller) => {
      const businessId = ownBusiness(caller, q.business_id)
      await approvedMerchant(c, businessId)
      const { ids, total } = await listTransfers(c.payments.sql, businessId, c.isTest(caller), q.limit, q.offset)
      const transfers = await Promise.all(ids.map((id) => c.transfer(id, { type: 'get', businessId })))
      return { transfers: transfers.map(transferView), total, limit: q.limit, offset: q.offset }
    }),
    implement(ops.rates, async (_q, caller) => {
      await approvedMerchant(c, requireBusiness(caller))
      const isTest = c.isTest(caller)
      const env = isTest ? 'test' : 'live'
      const nowMs = c.payments.clock.nowMs()
      const cached = c.rateCache.get(env)
      if (cached && nowMs - cached.atMs < RATE_CACHE_MS) return { rates: cached.rates }
      const partner = c.partner(isTest)
      const rates = await Promise.all(
        RATE_PAIRS.map(async ([source, dest]) => {
          const r = answered(await partner.rates(source, dest))
          return {
            pair: `${source}${dest}`,
            source_currency: source,
            dest_currency: dest,
            rate: r.rate,
            time: new Date(Date.parse(r.time) || nowMs).toISOString(),
          }
        }),
      )
      c.rateCache.set(env, { atMs: nowMs, rates })
      return { rates }
    }),
    implement(ops.partnerWebhook, async ({ body, headers }) => receiveWebhook(c, body, headers)),
  )
}
