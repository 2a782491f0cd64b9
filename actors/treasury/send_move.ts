/**
 * Executes a recorded move through the one exactly-once send path
 * (actors/chains/send: sendOnce under the move's id) and settles it: the
 * chain send's outcome moves the move forward, and a settled move is booked
 * in the ledger (book.ts). Every step may run again (after a crash, from the
 * poller, from the chain_send event): the send id answers the one recorded
 * transaction, the ledger ids answer EXISTS.
 */
import { errorText } from '../../chains/send/signed'
import { assert } from '../../platform/errors'
import { present } from '../../platform/present'
import { reconcileSend, sendOnce, sendRecord, type ChainSendRecord } from '../chains'
import { bookMove } from './book'
import { treasuryOwner, type TreasuryContext } from './context'
import type { MoveCommand } from './move/commands'
import { advanceMove, getMove, type Move } from './moves'
import { hexOf } from '../../chains/evm/hex'

/** Sends the move (once) and answers it as it stands afterwards. */
export async function sendMove(c: TreasuryContext, m: Move): Promise<Move> {
  if (m.status === 'confirmed' || m.status === 'failed') return finish(c, m)
  const wallet = await c.checkout.wallet(m.businessId, { type: 'get' })
  if (wallet.status !== 'active') throw new Error(`move ${m.id}: the business wallet of ${m.businessId} is gone`)
  // A refund's send names its refund as the checkout does (refund_send.ts reads owner.ref as the refund id).
  const owner =
    m.purpose === 'refund'
      ? { kind: 'checkout', id: m.serves, purpose: 'refund', ref: m.id.slice('refund:'.length) }
      : { ...treasuryOwner(m.businessId, m.isTest), purpose: m.purpose, ref: m.id }
  const answer = await sendOnce(c.send, m.id, {
    owner,
    transfer: {
      walletId: `business:${m.businessId}`,
      envelope: wallet.envelope,
      network: m.network,
      index: m.fromIndex,
      isTestnet: m.isTest,
      sandbox: m.isTest,
      currency: m.currency,
      fromAddress: m.fromAddress,
      toAddress: m.toAddress,
      amount: m.amount,
      ...(m.feeFromAmount ? { feeFromAmount: true } : {}),
    },
  })
  const recorded = answer.status === 'submitted' ? null : await sendRecord(c.send, m.id)
  if (recorded && (recorded.status === 'confirmed' || recorded.status === 'failed')) {
    await settleFromSend(c, m, recorded)
  } else if (answer.status === 'failed') {
    // Nothing was signed: nothing left the address and no fee was paid.
    await tellMove(c, m.id, { type: 'failed', txHash: null, fee: null, failure: `${answer.code}: ${answer.message}` })
  } else {
    await tellMove(c, m.id, { type: 'submitted', txHash: answer.txHash })
  }
  return finish(c, present(await getMove(c.payments.sql, m.id), `move ${m.id}`))
}

/** Asks the chain about a submitted move now (rather than at the send's next timer) and settles it if it is. */
export async function checkMove(c: TreasuryContext, m: Move): Promise<Move> {
  if (m.status === 'recorded') return sendMove(c, m)
  if (m.status === 'submitted') {
    await reconcileSend(c.send, m.id).catch((error: unknown) =>
      c.payments.logger.warn({ err: error, move: m.id }, 'move check failed; checked again later'),
    )
    const s = await sendRecord(c.send, m.id)
    if (s && (s.status === 'confirmed' || s.status === 'failed')) await settleFromSend(c, m, s)
  }
  return finish(c, present(await getMove(c.payments.sql, m.id), `move ${m.id}`))
}

/**
 * Tells the move an outcome (moves.ts, move/decide.ts). A refusal changes
 * nothing: it is an outcome contradicting the one already recorded, which
 * support should see, not a reason to stop the runner.
 */
export async function tellMove(c: TreasuryContext, id: string, command: MoveCommand): Promise<Move> {
  const { move, decision } = await advanceMove(c.payments.sql, id, command, c.nowMs())
  if (decision.kind === 'rejected')
    c.payments.logger.warn({ move: id, outcome: command.type, code: decision.code }, 'move refused an outcome; its row is unchanged')
  return move
}

/** Records a settled chain send on its move, with the fee the chain really charged. */
export async function settleFromSend(c: TreasuryContext, m: Move, s: ChainSendRecord): Promise<void> {
  if (s.status === 'confirmed') {
    const fee = await paidFee(c, m, s)
    await tellMove(c, m.id, { type: 'confirmed', txHash: s.txHash, fee, sent: s.sent })
  } else if (s.status === 'failed') {
    // A reverted transaction was mined and paid its fee; any other failure left nothing on chain.
    const fee = s.failure?.cause === 'reverted' ? await paidFee(c, m, s) : null
    await tellMove(c, m.id, { type: 'failed', txHash: s.txHash, fee, failure: s.failure?.message ?? 'failed' })
  }
  await finish(c, present(await getMove(c.payments.sql, m.id), `move ${m.id}`))
}

/**
 * The fee the chain charged. An EVM send records the most it may pay (gas
 * limit times max fee); the receipt says what it paid (gas used times the
 * effective price), and the ledger must hold what left the address.
 */
async function paidFee(c: TreasuryContext, m: Move, s: ChainSendRecord): Promise<bigint> {
  const evm = m.isTest ? null : c.chains.evm(m.network)
  if (!evm || !s.txHash) return s.fee
  try {
    const receipt = await evm.client.getTransactionReceipt({ hash: hexOf(s.txHash, 'a send hash') })
    return receipt.gasUsed * receipt.effectiveGasPrice
  } catch (error) {
    throw new Error(`move ${m.id}: no receipt for ${s.txHash} yet (${errorText(error)})`)
  }
}

/** Books a settled move once. */
async function finish(c: TreasuryContext, m: Move): Promise<Move> {
  if ((m.status !== 'confirmed' && m.status !== 'failed') || m.booked) return m
  await bookMove(c.ledger, m)
  const { move, decision } = await advanceMove(c.payments.sql, m.id, { type: 'booked' }, c.nowMs())
  // Only a settled move gets here, and a settled move stays settled: a refusal is a bug.
  assert(decision.kind !== 'rejected', `move ${m.id}: a settled move refused its booking`)
  return move
}
