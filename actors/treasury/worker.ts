/**
 * What drives the treasury, all from durable state: an outbox subscriber
 * (deposits to booked addresses, chain_send outcomes of moves, new refunds)
 * and a poller that advances every unfinished move (after a restart too)
 * and claims the sweep pass when it is due. Long steps (a gas top-up that
 * waits for its block) run beside the relay, never inside it; a move already
 * being advanced on this host is not advanced twice at once (two hosts may:
 * every step is idempotent by id).
 */
import { createHash } from 'node:crypto'
import { decodeJson } from '../../platform/json'
import type { EventSubscriber } from '../runtime/outbox_relay'
import type { DepositView } from '../chains'
import type { ChainSendRecord } from '../chains'
import { sendRecord } from '../chains'
import { bookReceipt, reverseReceipt, type Receipt } from './book'
import { parseTreasuryOwner, type TreasuryContext } from './context'
import { getMove, isOwnMove, unfinishedMoves, type Move } from './moves'
import { recordRefund, runRefund, tellSession } from './refunds'
import { runMove } from './run_move'
import { settleFromSend } from './send_move'
import { sweepPass } from './sweeps'
import type { Network } from '../../chains/networks'

export class TreasuryWorker {
  private readonly inFlight = new Map<string, Promise<void>>()

  constructor(private readonly c: TreasuryContext) {}

  get context(): TreasuryContext {
    return this.c
  }

  /** Runs `step` under `key` unless it is running; errors are logged (the poller tries again). */
  detach(key: string, step: () => Promise<void>): void {
    if (this.inFlight.has(key)) return
    const run = step()
      .catch((error: unknown) => this.c.payments.logger.warn({ err: error, key }, 'treasury step failed; the poller tries again'))
      .finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, run)
  }

  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight.values()])
  }

  /** Advances a move and whatever waits on it (the refund it is, the move its gas is for). */
  advance(m: Move): void {
    this.detach(m.id, async () => {
      const now = await runMove(this.c, m)
      await tellSession(this.c, now)
      if (now.purpose === 'gas' && now.status === 'confirmed') {
        const served = await getMove(this.c.payments.sql, now.serves)
        if (served) this.detach(`${served.id}:after-gas`, async () => tellSession(this.c, await runMove(this.c, served)))
      }
    })
  }

  subscriber(): EventSubscriber {
    return async (events) => {
      for (const e of events) {
        if (e.kind === 'deposit' && (e.type === 'deposit.confirmed' || e.type === 'deposit.reversed'))
          await this.onDeposit(e.type, decodeJson<DepositView>(e.payloadJson))
        else if (e.kind === 'chain_send' && (e.type === 'chain_send.confirmed' || e.type === 'chain_send.failed'))
          await this.onSend(e.actorId)
        else if (e.kind === 'checkout' && e.type === 'refund.created')
          await this.onRefund(decodeJson<{ sessionId: string; refundId: string }>(e.payloadJson))
      }
    }
  }

  private async onDeposit(type: string, d: DepositView): Promise<void> {
    const cls = d.owner.kind === 'checkout' ? 'session' : d.owner.kind === 'treasury' ? 'treasury' : null
    if (!cls) return
    // The treasury's own sends (gas to a session address, a sweep to the treasury) are booked as moves, not receipts.
    if (await isOwnMove(this.c.payments.sql, d.network, d.address, d.fromAddress ?? '', d.txHash)) return
    const owner =
      cls === 'session'
        ? await this.c.checkout.session(d.owner.id, { type: 'get' }).then((s) => ({ businessId: s.businessId, isTest: s.isTest }))
        : parseTreasuryOwner(d.owner.id)
    const receipt: Receipt = {
      // A deposit id (network, hash, address, currency, index) is longer than a ledger id may be: its digest stands in.
      key: `${createHash('sha256').update(d.id).digest('hex').slice(0, 40)}:${d.sighting ?? 1}`,
      cls,
      businessId: owner.businessId,
      network: d.network as Network,
      currency: d.currency,
      isTest: owner.isTest,
      amount: d.amount,
    }
    if (type === 'deposit.confirmed') await bookReceipt(this.c.ledger, receipt)
    else await reverseReceipt(this.c.ledger, receipt)
  }

  private async onSend(sendId: string): Promise<void> {
    const m = await getMove(this.c.payments.sql, sendId)
    if (!m) return
    const s: ChainSendRecord | null = await sendRecord(this.c.send, sendId)
    if (s) await settleFromSend(this.c, m, s)
    this.advance((await getMove(this.c.payments.sql, sendId))!)
  }

  private async onRefund(e: { sessionId: string; refundId: string }): Promise<void> {
    const s = await this.c.checkout.session(e.sessionId, { type: 'get' })
    const r = s.refunds.find((x) => x.id === e.refundId)
    // Recorded before the event counts as handled: from here on the poller finds the refund's move after any crash.
    if (r && (await recordRefund(this.c, s, r))) this.detach(`refund:${e.refundId}`, () => runRefund(this.c, e.sessionId, e.refundId))
  }

  /** One poll: every unfinished move, and the sweep pass when its interval has passed. */
  async poll(): Promise<void> {
    for (const m of await unfinishedMoves(this.c.payments.sql, 200)) this.advance(m)
    if (this.c.policy.sweepEveryMs > 0 && (await this.claimSweepPass()))
      this.detach('sweep-pass', async () => void (await sweepPass(this.c)))
  }

  /** The first start only sets the clock (a fresh platform waits one interval); then one host per interval wins the update. */
  private async claimSweepPass(): Promise<boolean> {
    const now = this.c.nowMs()
    const sql = this.c.payments.sql
    await sql`INSERT INTO treasury_passes (name, last_ms) VALUES ('sweep', ${now}) ON CONFLICT (name) DO NOTHING`
    const claimed = await sql`
      UPDATE treasury_passes SET last_ms = ${now} WHERE name = 'sweep' AND last_ms <= ${now - this.c.policy.sweepEveryMs} RETURNING 1`
    return claimed.length > 0
  }

  start(): () => Promise<void> {
    const timer = setInterval(() => {
      this.poll().catch((error: unknown) => this.c.payments.logger.warn({ err: error }, 'treasury poll failed'))
    }, this.c.policy.pollEveryMs)
    timer.unref()
    return async () => {
      clearInterval(timer)
      await this.idle()
    }
  }
}
