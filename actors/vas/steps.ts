/**
 * Advances one order as far as it goes now (the order of work, spec VAS
 * rule 2): hold the price on the balance (too low: failed, nothing
 * attempted); check the provider's float (short: the hold voided, failed);
 * record the submission, then buy; settle, or void on a definite no. An
 * unknown outcome (timeout, 5xx, PROCESSING) leaves the order submitted,
 * and the next pass asks the provider by customIdentifier: found final, it
 * is settled or voided; absent, the purchase is sent again under the same
 * customIdentifier, which the provider refuses if it already has it (unique
 * forever), so an order is never bought twice. A look-up that fails is no
 * answer: the order waits for the next pass, never refunded on a guess.
 */
import type { Purchase, ReloadlyClient, Lookup } from './providers/reloadly/reloadly'
import type { VasOrder } from './order/state'
import type { VasContext } from './context'
import { hold, release, settle } from './ledger_moves'

const PRODUCT = { giftcard: 'giftcards', airtime: 'topups', data: 'topups', bill: 'utilities' } as const
const product = (o: VasOrder) => PRODUCT[o.category]

function buy(p: ReloadlyClient, o: VasOrder): Promise<Purchase> {
  if (o.category === 'giftcard')
    return p.purchase('giftcards', '/orders', {
      productId: o.productId,
      countryCode: o.countryCode,
      quantity: o.quantity,
      unitPrice: Number(o.unitPrice),
      customIdentifier: o.customIdentifier,
      ...(o.senderName === undefined ? {} : { senderName: o.senderName }),
      ...(o.recipient.email === undefined ? {} : { recipientEmail: o.recipient.email }),
    })
  if (o.category === 'bill')
    return p.purchase('utilities', '/pay', {
      subscriberAccountNumber: o.recipient.account,
      amount: Number(o.unitPrice),
      billerId: o.productId,
      useLocalAmount: false,
      referenceId: o.customIdentifier,
    })
  return p.purchase('topups', '/topups', {
    operatorId: o.productId,
    amount: Number(o.unitPrice),
    useLocalAmount: false,
    customIdentifier: o.customIdentifier,
    recipientPhone: { countryCode: o.countryCode, number: o.recipient.phone },
  })
}

/** The hold's amount in provider cents, rounded up: what the float must cover at most. */
const centsNeeded = (o: VasOrder) => (o.merchantPrice + 9_999n) / 10_000n

/**
 * The provider's float; a provider that cannot be reached for longer than VAS_HOLD_TIMEOUT_MS since the hold
 * fails the order (nothing was bought: it was never submitted) rather than holding the merchant's money for good.
 */
async function floatOrGiveUp(c: VasContext, p: ReloadlyClient, o: VasOrder): Promise<bigint> {
  try {
    return await p.floatCents()
  } catch (error) {
    if (c.payments.clock.nowMs() - o.updatedAtMs < c.holdTimeoutMs) throw error
    await release(c.ledger, o)
    await c.order(o.id, { type: 'failed', code: 'PROVIDER_FAILED', message: 'the provider could not be reached; nothing was bought' })
    return -1n
  }
}

export async function advanceOrder(c: VasContext, id: string): Promise<void> {
  let o = await c.order(id, { type: 'get', businessId: null })
  if (o.step === 'successful' || o.step === 'failed') return
  const p = c.provider(o.isTest)
  if (o.step === 'created') {
    if (!(await hold(c.ledger, o))) {
      await c.order(id, { type: 'failed', code: 'BALANCE_TOO_LOW', message: 'the balance does not cover the order' })
      return
    }
    o = await c.order(id, { type: 'held' })
  }
  let outcome: Purchase | Lookup
  if (o.step === 'held') {
    const float = await floatOrGiveUp(c, p, o)
    if (float < 0n) return
    if (float < centsNeeded(o)) {
      await release(c.ledger, o)
      await c.order(id, { type: 'failed', code: 'PROVIDER_FLOAT_EXHAUSTED', message: 'the provider balance cannot cover the order' })
      return
    }
    o = await c.order(id, { type: 'submitted' })
    outcome = await buy(p, o)
  } else {
    outcome = await p.lookup(product(o), o.customIdentifier)
    if (outcome.kind === 'absent') outcome = await buy(p, o)
  }
  await conclude(c, p, o, outcome)
}

async function conclude(c: VasContext, p: ReloadlyClient, o: VasOrder, outcome: Purchase | Lookup): Promise<void> {
  if (outcome.kind === 'refused') {
    await release(c.ledger, o)
    const short = outcome.errorCode === 'INSUFFICIENT_BALANCE'
    await c.order(o.id, {
      type: 'failed',
      code: short ? 'PROVIDER_FLOAT_EXHAUSTED' : 'PROVIDER_FAILED',
      message: `the provider refused the order: ${outcome.message}`,
    })
    return
  }
  if (outcome.kind !== 'done' && outcome.kind !== 'found') return
  if (outcome.status === 'FAILED' || outcome.status === 'REFUNDED') {
    await release(c.ledger, o)
    await c.order(o.id, { type: 'failed', code: 'PROVIDER_FAILED', message: `the provider reports the order ${outcome.status}` })
    return
  }
  if (outcome.status !== 'SUCCESSFUL') return
  // Codes first: a crash after the settlement fetches them again on the next pass (the order is still submitted).
  const codes = o.category === 'giftcard' ? await p.cards(outcome.transactionId) : null
  const sealedCodes = codes ? c.codeSealer.seal(JSON.stringify(codes), o.id) : null
  await settle(c.ledger, o, outcome.costCents)
  await c.order(o.id, { type: 'succeeded', transactionId: outcome.transactionId, costCents: outcome.costCents, sealedCodes })
}
