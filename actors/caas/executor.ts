/**
 * Drives CaaS transfers forward (the ladder is in transfer_steps.ts). Kicked
 * by the transfer's own committed events (fast path) and by a periodic scan
 * of this host's open transfers (after a crash, for transfers still
 * settling), so no transfer waits on a lost kick. Every step is safe to
 * repeat: a live operation is recorded before it is sent and re-sent
 * unchanged, the sandbox send carries the transfer id as its reference, and
 * the actor ignores outcomes it already has.
 */
import { caasTransferRef } from './transfer/decide'
import { caasUserRef } from './user/decide'
import type { Sql } from 'postgres'
import type { Logger } from '../../platform/log'
import type { EventSubscriber } from '../runtime/outbox_relay'
import type { TransferRecord } from './transfer/state'
import type { CaasTransferCommand } from './transfer/commands'
import type { CaasUserReply } from './user/commands'
import { announceIncoming } from './announce'
import type { CaasContext } from './context'
import { fundsReceivedText, textOrSay } from './sms'
import type { TransferSubmitter } from './submitter'
import type { Workflow } from '../runtime/workflow'
import { ladderWorkflow, openRecords } from './ladder_runner'
import type { Steps } from './transfer_steps'
import { fixedUnits } from './views'

const KICKS = new Set(['caas.transfer.queued', 'caas.transfer.submitted'])

/** Open transfers on the given shards (ladder_runner.ts). */
export const openTransfers = (sql: Sql, shards: readonly number[]): Promise<string[]> => openRecords(sql, 'caas_transfer', shards)

export class TransferExecutor {
  private readonly logger: Logger
  private readonly runner: Workflow

  constructor(
    private readonly caas: CaasContext,
    submitters: { readonly test: TransferSubmitter; readonly live: TransferSubmitter | null },
  ) {
    this.logger = caas.payments.logger
    const steps: Steps = {
      tell: (id, command) => this.tell(id, command),
      submitter: (mode) => (mode === 'test' ? submitters.test : submitters.live),
      announce: (t) => announceIncoming(caas, { id: t.id, from: t.from.wallet, to: t.to, amount: t.amount, token: t.token }),
      settle: (t, txHash) => this.settle(t, txHash),
      nowMs: () => caas.payments.clock.nowMs(),
      deadlineMs: caas.config.submitDeadlineMs,
      logger: this.logger,
    }
    this.runner = ladderWorkflow(caas, 'caas_transfer', KICKS, steps)
  }

  subscriber(): EventSubscriber {
    return this.runner.subscriber()
  }

  /** Advances one transfer in the background; a transfer already advancing on this host is not started twice. */
  kick(id: string): void {
    void this.runner.kick(id)
  }

  /** Scans this host's open transfers every interval (crash recovery, settlement polling). Returns the stop function. */
  start(intervalMs: number): () => void {
    return this.runner.start(intervalMs)
  }

  /** Waits until nothing is in flight (tests, shutdown). */
  idle(): Promise<void> {
    return this.runner.idle()
  }

  private async settle(t: TransferRecord, txHash: string): Promise<void> {
    const recipients = await this.recipientMerchants(t.to.userId)
    await this.tell(t.id, { type: 'settled', txHash, recipients: recipients.members })
    // An unaffiliated recipient has no merchant to tell: the user gets an SMS instead (spec). A crash right here may repeat it.
    if (recipients.members.length === 0 && recipients.sealedPhone) {
      const to = this.caas.phoneSealer.open(recipients.sealedPhone, recipients.userId)
      // The transfer is settled whatever happens here; a message that did not go out is logged, never reported as sent.
      const outcome = await textOrSay(this.caas.sms[t.mode], { to, text: fundsReceivedText(fixedUnits(t.amount, t.decimals), t.token) })
      if (outcome.kind !== 'accepted')
        this.logger.warn(
          { transfer: t.id, outcome: outcome.kind, reason: outcome.reason },
          'funds-received SMS to an unaffiliated recipient not sent',
        )
    }
  }

  private async recipientMerchants(userId: string): Promise<{ members: readonly string[]; sealedPhone: string | null; userId: string }> {
    let reply = await this.user(userId)
    // A recipient who changed number since the transfer was queued: its wallet now answers to the new number.
    if (reply?.kind === 'moved') {
      userId = reply.movedTo
      reply = await this.user(userId)
    }
    return reply?.kind === 'user'
      ? { members: reply.user.members, sealedPhone: reply.user.sealedPhone, userId }
      : { members: [], sealedPhone: null, userId }
  }

  private async user(id: string): Promise<CaasUserReply | null> {
    const result = await this.caas.payments.host.ask(caasUserRef(id), { type: 'get' })
    return result.ok ? result.reply : null
  }

  private async tell(id: string, command: CaasTransferCommand): Promise<TransferRecord> {
    const result = await this.caas.payments.host.ask(caasTransferRef(id), command)
    if (!result.ok) throw new Error(`caas_transfer ${id} refused ${command.type}: ${result.rejection.code}`)
    return result.reply
  }
}
