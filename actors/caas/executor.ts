/**
 * Drives CaaS transfers forward: queued -> submit -> submitted -> check ->
 * settled | failed. Kicked by the transfer's own committed events (fast
 * path) and by a periodic scan of open transfers (after a crash, for
 * transfers still settling), so no transfer waits on a lost kick. Every
 * step is safe to repeat: submissions carry the transfer id as their
 * idempotency reference and the actor ignores outcomes it already has.
 */
import type { Logger } from '../../platform/log'
import type { EventSubscriber } from '../runtime/outbox_relay'
import type { CaasTransferCommand, TransferRecord } from '../caas_transfer/state'
import type { CaasUserReply } from '../caas_user/state'
import type { CaasContext } from './context'
import type { TransferSubmitter } from './submitter'
import { fixedUnits } from './views'

const KICKS = new Set(['caas.transfer.queued', 'caas.transfer.submitted'])

export class TransferExecutor {
  private readonly inFlight = new Set<string>()
  private readonly logger: Logger

  constructor(private readonly caas: CaasContext, private readonly submitters: { readonly test: TransferSubmitter; readonly live: TransferSubmitter | null }) {
    this.logger = caas.payments.logger
  }

  subscriber(): EventSubscriber {
    return async (events) => {
      for (const e of events) if (KICKS.has(e.type)) this.kick(e.actorId)
    }
  }

  /** Advances one transfer in the background; a transfer already advancing on this host is not started twice. */
  kick(id: string): void {
    if (this.inFlight.has(id)) return
    this.inFlight.add(id)
    void this.advance(id)
      .catch((error: unknown) => this.logger.warn({ err: error, transfer: id }, 'CaaS transfer step failed; the scan retries it'))
      .finally(() => this.inFlight.delete(id))
  }

  /** Scans open transfers every interval (crash recovery, settlement polling). Returns the stop function. */
  start(intervalMs: number): () => void {
    const timer = setInterval(() => {
      this.caas.payments.sql<{ id: string }[]>`
        SELECT id FROM actor_state WHERE kind = 'caas_transfer' AND state->>'status' IN ('queued', 'submitted') LIMIT 500`
        .then((rows) => rows.forEach((r) => this.kick(r.id)))
        .catch((error: unknown) => this.logger.warn({ err: error }, 'CaaS transfer scan failed'))
    }, intervalMs)
    timer.unref()
    return () => clearInterval(timer)
  }

  /** Waits until nothing is in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await new Promise((r) => setTimeout(r, 5))
  }

  private async advance(id: string): Promise<void> {
    let t = await this.tell(id, { type: 'get', businessId: null })
    const submitter = t.mode === 'test' ? this.submitters.test : this.submitters.live
    if (!submitter) return this.fail(id, 'live CaaS transfers need CAAS_BUNDLER_URL and a live RPC endpoint')
    if (t.status === 'queued') {
      const submission = await submitter.submit(t)
      if (!submission.ok) return this.fail(id, submission.reason)
      t = await this.tell(id, { type: 'submitted', txHash: submission.txHash, userOpHash: submission.userOpHash })
    }
    if (t.status !== 'submitted') return
    const progress = await submitter.check(t)
    if (progress.state === 'failed') return this.fail(id, progress.reason)
    if (progress.state === 'pending') return
    const recipients = await this.recipientMerchants(t.to.userId)
    await this.tell(id, { type: 'settled', txHash: progress.txHash, recipients: recipients.members })
    // An unaffiliated recipient has no merchant to tell: the user gets an SMS instead (spec). A crash right here may repeat it.
    if (recipients.members.length === 0 && recipients.sealedPhone) {
      const to = this.caas.phoneSealer.open(recipients.sealedPhone, recipients.userId)
      await this.caas.sms.send({ to, text: `You received ${fixedUnits(t.amount, t.decimals)} ${t.token}. Open a wallet app of our partners with this number to use it.` })
    }
  }

  private async recipientMerchants(userId: string): Promise<{ members: readonly string[]; sealedPhone: string | null; userId: string }> {
    let reply = await this.user(userId)
    // A recipient who changed number since the transfer was queued: its wallet now answers to the new number.
    if (reply?.kind === 'moved') {
      userId = reply.movedTo
      reply = await this.user(userId)
    }
    return reply?.kind === 'user' ? { members: reply.user.members, sealedPhone: reply.user.sealedPhone, userId } : { members: [], sealedPhone: null, userId }
  }

  private async user(id: string): Promise<CaasUserReply | null> {
    const result = await this.caas.payments.host.ask<CaasUserReply>({ kind: 'caas_user', id }, { type: 'get' })
    return result.ok ? result.reply : null
  }

  private async fail(id: string, reason: string): Promise<void> {
    await this.tell(id, { type: 'failed', reason })
  }

  private async tell(id: string, command: CaasTransferCommand): Promise<TransferRecord> {
    const result = await this.caas.payments.host.ask<TransferRecord>({ kind: 'caas_transfer', id }, command)
    if (!result.ok) throw new Error(`caas_transfer ${id} refused ${command.type}: ${result.rejection.code}`)
    return result.reply
  }
}
