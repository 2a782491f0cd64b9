/**
 * The treasury's outbox subscriber: deposits to booked addresses become ledger receipts (or their reversals),
 * and a new checkout refund gets its move recorded before the event counts as handled (from then on the moves
 * scan finds it after any crash), then runs on the refunds workflow.
 */
import { createHash } from 'node:crypto'
import type { Network } from '../../chains/networks'
import { depositEvents, type DepositView } from '../chains'
import { checkoutEvents, refundItem } from '../checkout'
import type { EventSubscriber } from '../runtime/outbox_relay'
import { bookReceipt, reverseReceipt, type Receipt } from './book'
import { parseTreasuryOwner, type TreasuryContext } from './context'
import { ownMoves } from './moves'
import { inBatches } from '../../platform/in_batches'
import { recordRefund } from './refunds'
import type { TreasuryWorkflows } from './workflows'

async function onDeposit(c: TreasuryContext, type: string, d: DepositView): Promise<void> {
  const cls = d.owner.kind === 'checkout' ? 'session' : d.owner.kind === 'treasury' ? 'treasury' : null
  if (!cls) return
  const owner =
    cls === 'session'
      ? await c.checkout.session(d.owner.id, { type: 'get' }).then((s) => ({ businessId: s.businessId, isTest: s.isTest }))
      : parseTreasuryOwner(d.owner.id)
  const receipt: Receipt = {
    // A deposit id (network, hash, address, currency, index) is longer than a ledger id may be: its digest stands in.
    key: `${createHash('sha256').update(d.id).digest('hex').slice(0, 40)}:${d.sighting ?? 1}`,
    cls,
    businessId: owner.businessId,
    network: d.network,
    currency: d.currency,
    isTest: owner.isTest,
    amount: d.amount,
  }
  if (type === 'deposit.confirmed') await bookReceipt(c.ledger, receipt)
  else await reverseReceipt(c.ledger, receipt)
}

async function onRefund(c: TreasuryContext, w: TreasuryWorkflows, e: { sessionId: string; refundId: string }): Promise<void> {
  const s = await c.checkout.session(e.sessionId, { type: 'get' })
  const r = s.refunds.find((x) => x.id === e.refundId)
  if (r && (await recordRefund(c, s, r))) void w.refunds.kick(refundItem(e.sessionId, e.refundId))
}

/** Deposits booked at once: their ledger calls meet in the ledger's batches instead of going one after another. */
const DEPOSIT_CONCURRENCY = 64

type DepositEvent = { type: 'deposit.confirmed' | 'deposit.reversed'; payload: DepositView }

/**
 * A run of deposit events: the treasury's own sends among them (gas to a session address, a sweep to the treasury)
 * are booked as moves, not receipts, and are found with one question for the run. Each deposit's events stay in
 * order; different deposits are booked side by side.
 */
async function onDeposits(c: TreasuryContext, run: readonly DepositEvent[]): Promise<void> {
  const own = await ownMoves(
    c.payments.sql,
    run.map((e) => e.payload),
  )
  const byDeposit = new Map<string, DepositEvent[]>()
  for (const e of run) {
    if (own.has(e.payload.id)) continue
    const events = byDeposit.get(e.payload.id)
    if (events) events.push(e)
    else byDeposit.set(e.payload.id, [e])
  }
  await inBatches([...byDeposit.values()], DEPOSIT_CONCURRENCY, async (events) => {
    for (const e of events) await onDeposit(c, e.type, e.payload)
  })
}

export function treasuryEvents(c: TreasuryContext, w: TreasuryWorkflows): EventSubscriber {
  return async (events) => {
    // A refund waits for the deposits before it in the batch, and the deposits after it wait for the refund.
    let run: DepositEvent[] = []
    for (const e of events) {
      const deposit = depositEvents.read(e, 'deposit.confirmed', 'deposit.reversed')
      if (deposit) run.push(deposit)
      const refund = checkoutEvents.read(e, 'refund.created')
      if (refund) {
        await onDeposits(c, run)
        run = []
        await onRefund(c, w, refund.payload)
      }
    }
    await onDeposits(c, run)
  }
}
