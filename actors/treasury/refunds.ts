/**
 * Checkout refunds, run detached from the HTTP request: the session actor
 * records the refund (`processing`), the request answers, and this runner
 * executes it as a move (moves.ts) on the exactly-once path: gas first for a
 * token refund, then the send, then the outcome back to the session. It
 * stays `processing` while the outcome is unknown; the session hears
 * `submitted` (with tx_hash) once a node took the transaction, or `failed`
 * only when nothing can land (its amount is then refundable again). Driven by the session's `refund.created` event, by the
 * refund's chain_send events, and by the poller after a restart.
 *
 * Where from: the session address; once that address has been swept
 * (sweeps.ts), the treasury address the funds went to.
 */
import { NATIVE_CURRENCY } from '../../chains/assets'
import { storedNetwork } from '../../chains/networks'
import { present } from '../../platform/present'
import { sendRecord } from '../chains'
import { refundSendId } from '../checkout'
import type { OpenSession, Refund } from '../checkout'
import { watchTreasury, type TreasuryContext } from './context'
import { getMove, recordMove, type Move } from './moves'
import { runMove } from './run_move'

/** The refund's move and chain send id: the one name the checkout's refund send events know it by. */
const refundMoveId = refundSendId

async function sweptFrom(c: TreasuryContext, network: string, address: string, currency: string): Promise<boolean> {
  const rows = await c.payments.sql`
    SELECT 1 FROM treasury_moves WHERE purpose = 'sweep' AND network = ${network} AND from_address = ${address}
      AND currency = ${currency} AND status <> 'failed' LIMIT 1`
  return rows.length > 0
}

/** Writes the refund's move (once): the first, quick step, taken before the event that asked for it counts as handled. */
export async function recordRefund(c: TreasuryContext, s: OpenSession, r: Refund): Promise<Move | null> {
  const existing = await getMove(c.payments.sql, refundMoveId(r.id))
  if (existing) return existing
  if (r.status !== 'processing') return null
  const network = storedNetwork(r.network)
  const selection = present(
    [s.selection, ...s.previous].find((x) => x && x.network === r.network && x.currency === r.currency),
    `the selection refund ${r.id} pays back`,
  )
  const from = (await sweptFrom(c, network, selection.address, r.currency))
    ? { cls: 'treasury' as const, ...(await watchTreasury(c, s.businessId, network, s.isTest)) }
    : { cls: 'session' as const, address: selection.address, index: selection.index }
  return recordMove(
    c.payments.sql,
    {
      id: refundMoveId(r.id),
      purpose: 'refund',
      businessId: s.businessId,
      isTest: s.isTest,
      network,
      currency: r.currency,
      fromClass: from.cls,
      fromAddress: from.address,
      fromIndex: from.index,
      toClass: 'external',
      toAddress: r.toAddress,
      amount: r.units,
      // Returning everything held leaves nothing beside it for the fee: a native-coin refund pays it out of the amount.
      feeFromAmount: !!r.rest && from.cls === 'session' && r.currency === NATIVE_CURRENCY[network],
      serves: s.id,
    },
    c.nowMs(),
  )
}

/** One step of the refund; tells the session once the move has settled. */
export async function runRefund(c: TreasuryContext, sessionId: string, refundId: string): Promise<void> {
  const s = await c.checkout.session(sessionId, { type: 'get' })
  const r = s.refunds.find((x) => x.id === refundId)
  if (!r || r.status !== 'processing') return
  const recorded = await recordRefund(c, s, r)
  if (!recorded) return
  await tellSession(c, await runMove(c, recorded))
}

/** The settled refund move's outcome, to its session (which ignores a repeat). */
export async function tellSession(c: TreasuryContext, m: Move): Promise<void> {
  if (m.purpose !== 'refund' || m.status === 'recorded') return
  const refundId = m.id.slice('refund:'.length)
  if (m.status === 'failed') {
    await c.checkout.session(m.serves, { type: 'refund_result', refundId, txHash: null, fee: null, failure: m.failure ?? 'send failed' })
    return
  }
  // Submitted counts once a node took the transaction (the send says so); while every answer was lost it stays processing.
  const send = m.status === 'submitted' || m.fee === null ? await sendRecord(c.send, m.id) : null
  if (m.status === 'submitted' && !(send?.accepted && send.txHash)) return
  const sent = m.sent ?? send?.sent ?? null
  await c.checkout.session(m.serves, {
    type: 'refund_result',
    refundId,
    txHash: m.txHash ?? present(send, `the send of move ${m.id}`).txHash,
    fee: m.fee ?? send?.fee ?? 0n,
    failure: null,
    ...(sent !== null ? { sentUnits: sent } : {}),
  })
}
