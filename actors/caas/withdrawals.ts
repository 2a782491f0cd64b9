/**
 * Moves withdrawals (withdrawal/) forward, one safe-to-repeat pass at a time, kicked by their events and by a
 * scan of the open ones (which also polls the payout partner, whose callbacks may never arrive):
 *
 *   created, submitted  the sweep leg exists (user -> treasury); the ladder moves it (legs.ts)
 *   crypto_received     record the payout's reference id, then as paying_out
 *   paying_out          ask the partner about the reference id: never heard of it (404) -> send under that id;
 *                       pending / successful / failed -> tell the withdrawal; no answer -> the next pass asks again
 *   returning           the return leg exists (treasury -> user)
 *   completed           (only from a partner callback) ask again: a payout FAILED after success is a reversal
 *
 * A send whose answer is lost is never repeated blind: the next pass asks first, and the partner refuses a second
 * request under the same reference id anyway (409).
 */
import { createHash } from 'node:crypto'
import { Workflow } from '../runtime/workflow'
import type { CaasContext } from './context'
import { caasWithdrawalRef } from './withdrawal/decide'
import type { CaasWithdrawalCommand } from './withdrawal/commands'
import type { WithdrawalRecord } from './withdrawal/state'
import { openFlows } from './flow_read_model'
import { tellLeg } from './legs'
import { treasuryOf } from './treasury'
import type { PayoutPartner, PayoutStatus } from './providers/momo/payout'

const KICKS = new Set(['caas.withdrawal.created', 'caas.withdrawal.crypto_received', 'caas.withdrawal.payout_failed'])

/** The payout's X-Reference-Id: a UUID v4 in form, derived from the withdrawal id so every pass names the same payout. */
function payoutReference(withdrawalId: string): string {
  const b = createHash('sha256').update(`caas-payout:${withdrawalId}`).digest()
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = b.subarray(0, 16).toString('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

export function withdrawalWorkflow(caas: CaasContext, partner: PayoutPartner | null): Workflow {
  const logger = caas.payments.logger
  const tell = async (id: string, command: CaasWithdrawalCommand): Promise<WithdrawalRecord> => {
    const result = await caas.payments.host.ask(caasWithdrawalRef(id), command)
    if (!result.ok) throw new Error(`caas_withdrawal ${id} refused ${command.type}: ${result.rejection.code}`)
    return result.reply
  }

  const sweep = async (w: WithdrawalRecord) => {
    const treasury = await treasuryOf(caas, w.mode)
    const order = { ...legBase(w), from: w.user, to: { userId: null, wallet: treasury.wallet }, purpose: 'withdrawal' as const }
    await tellLeg(caas, `${w.id}.out`, { type: 'create', order })
  }

  const giveBack = async (w: WithdrawalRecord) => {
    const treasury = await treasuryOf(caas, w.mode)
    const order = {
      ...legBase(w),
      from: treasury,
      to: { userId: w.user.userId, wallet: w.user.wallet },
      purpose: 'withdrawal_return' as const,
    }
    await tellLeg(caas, `${w.id}.back`, { type: 'create', order })
  }

  /** The partner's word on the payout, as a command; null when there is nothing to tell (no answer). */
  const newsOf = (status: PayoutStatus): CaasWithdrawalCommand | null => {
    switch (status.kind) {
      case 'pending':
        return { type: 'payout', state: 'pending' }
      case 'successful':
        return { type: 'payout', state: 'successful', financialTransactionId: status.financialTransactionId }
      case 'failed':
        return { type: 'payout', state: 'failed', reason: status.reason }
      default:
        return null
    }
  }

  const payOut = async (p: PayoutPartner, w: WithdrawalRecord, referenceId: string) => {
    const status = await p.status(referenceId)
    if (status.kind === 'unknown')
      return logger.warn({ withdrawal: w.id, reason: status.reason }, 'payout status unknown; asked again next pass')
    if (status.kind !== 'not_found') {
      const news = newsOf(status)
      if (news) await tell(w.id, news)
      return
    }
    const sent = await p.send({
      referenceId,
      amount: w.payee.amount,
      currency: w.payee.currency,
      msisdn: caas.phoneSealer.open(w.payee.sealedMsisdn, w.id).replace(/^\+/, ''),
      externalId: w.id,
      payerMessage: `Withdrawal ${w.id}`,
      payeeNote: 'USDC withdrawal',
    })
    switch (sent.kind) {
      case 'accepted':
      case 'duplicate':
        await tell(w.id, { type: 'payout', state: 'pending' })
        return
      case 'refused':
        // A definite refusal: the partner created nothing under this id, so nothing can be paid; the USDC goes back.
        await tell(w.id, { type: 'payout', state: 'failed', reason: sent.reason })
        return
      case 'unknown':
        logger.warn({ withdrawal: w.id, reason: sent.reason }, 'payout answer lost; its status is asked next pass, never sent blind')
    }
  }

  const step = async (id: string) => {
    let w = await tell(id, { type: 'get', reader: null })
    switch (w.status) {
      case 'created':
      case 'submitted':
        return sweep(w)
      case 'returning':
        return w.returnHeld === null ? giveBack(w) : undefined
      case 'crypto_received':
      case 'paying_out':
      case 'completed':
        break
      default:
        return
    }
    if (!partner) return logger.warn({ withdrawal: id }, 'no payout partner is configured (CAAS_PAYOUT_URL): the withdrawal waits')
    if (w.status === 'completed' && w.payout) {
      const status = await partner.status(w.payout.referenceId)
      if (status.kind === 'failed') await tell(id, { type: 'payout', state: 'failed', reason: status.reason })
      return
    }
    if (w.status === 'crypto_received') w = await tell(id, { type: 'payout_recorded', referenceId: payoutReference(id) })
    if (w.status === 'paying_out' && w.payout) await payOut(partner, w, w.payout.referenceId)
  }

  return new Workflow(
    {
      name: 'caas.withdrawals',
      kickedBy: (e) => (KICKS.has(e.type) ? e.actorId : null),
      open: (shards, afterId, limit) => openFlows(caas.payments.sql, 'caas_withdrawal', shards, afterId, limit),
      step,
    },
    { clock: caas.payments.clock, logger, shards: () => caas.payments.host.leases.ownedShards() },
  )
}

function legBase(w: WithdrawalRecord) {
  return {
    businessId: w.businessId,
    mode: w.mode,
    network: w.network,
    token: w.token,
    decimals: w.decimals,
    amount: w.amount,
    sourceId: w.id,
  }
}
