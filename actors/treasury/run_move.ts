/**
 * One step of a move, whatever its purpose: the function the sweep pass,
 * the refund runner, the chain_send subscriber and the poller all call. A
 * recorded token move first gets its gas (gas_station.ts); then it is sent
 * on the exactly-once path; a submitted one is checked; a settled one is
 * booked. Safe to call again at any time.
 */
import { NATIVE_CURRENCY } from '../../chains/assets'
import { sendRecord } from '../chains'
import type { TreasuryContext } from './context'
import { ensureGas } from './gas_station'
import { getMove, type Move } from './moves'
import { checkMove, sendMove, tellMove } from './send_move'
import { oneAtATime } from './turns'

export function runMove(c: TreasuryContext, m: Move): Promise<Move> {
  // The move as it stands when this runner's turn comes: an earlier runner may have moved it on.
  return oneAtATime(`move:${m.id}`, async () => step(c, (await getMove(c.payments.sql, m.id)) ?? m))
}

async function step(c: TreasuryContext, m: Move): Promise<Move> {
  if (m.status !== 'recorded') return checkMove(c, m)
  // A chain send already recorded under this id was signed with its gas in view: never top it up twice.
  if (m.currency !== NATIVE_CURRENCY[m.network] && !(await sendRecord(c.send, m.id))) {
    const gas = await ensureGas(c, {
      businessId: m.businessId,
      isTest: m.isTest,
      network: m.network,
      currency: m.currency,
      fromClass: m.fromClass,
      fromAddress: m.fromAddress,
      fromIndex: m.fromIndex,
      toAddress: m.toAddress,
      amount: m.amount,
      serves: m.id,
    })
    if (gas.kind === 'waiting') return m
    if (gas.kind === 'failed') {
      return checkMove(
        c,
        await tellMove(c, m.id, { type: 'failed', txHash: null, fee: null, failure: `insufficient_funds: ${gas.message}` }),
      )
    }
  }
  return sendMove(c, m)
}
