/**
 * The payments workflow (`va.payments`): moves each inbound payment's money once, through the ledger, and asks
 * the partner what only it can do (a return to the payer). Kicked by the payment's events; the scan of open
 * payments (va_payments.open) resumes any step a crash cut short. Every step is safe to repeat: its ledger
 * transfer id comes from the payment id (ledger.ts), and a return is sent under the payment's id as its
 * external reference, so asking again answers the same return instead of paying twice.
 */
import type { Sql } from 'postgres'
import { Workflow } from '../runtime/workflow'
import type { VaContext } from './context'
import { bookAssigned, bookReceived, bookReturned, bookReversal } from './ledger'
import { minorDecimal } from './money'
import { bankPaymentEvents } from './payment/events'
import { workOf } from './payment/work'
import { targetOf } from './inbound'
import type { InboundPayment } from './providers/modulr/partner'

async function route(c: VaContext, id: string, payin: InboundPayment) {
  const { target, reason } = await targetOf(c.payments.sql, payin)
  return c.payment(id, { type: 'route', target, suspenseReason: reason })
}

async function openPayments(sql: Sql, shards: readonly number[], afterId: string, limit: number): Promise<string[]> {
  if (shards.length === 0) return []
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM va_payments WHERE open AND shard = ANY(${[...shards]}::int[]) AND id > ${afterId} ORDER BY id LIMIT ${limit}`
  return rows.map((r) => r.id)
}

async function advancePayment(c: VaContext, id: string): Promise<void> {
  const p = await c.payment(id, { type: 'get' })
  switch (workOf(p)) {
    case null:
      return
    case 'book': {
      // Routed first, and recorded, so a pass cut short after the ledger's answer books to the same place again.
      const routed = p.routed ? p : await route(c, id, p.payin)
      await bookReceived(c.ledger, routed)
      await c.payment(id, { type: 'booked' })
      return
    }
    case 'assign':
      if (!p.target) throw new Error(`payment ${id} is assigning without a target`)
      await bookAssigned(c.ledger, p, p.target)
      await c.payment(id, { type: 'assigned' })
      return
    case 'return': {
      const answer = await c.partner().returnPayment({
        externalReference: id,
        paymentId: p.payin.paymentId,
        amount: minorDecimal(p.units),
        currency: p.currency,
        reason: 'returned to the payer: no account to credit',
      })
      // Unknown: the partner may have sent it. The next pass asks again under the same reference (never a second payment).
      if (answer.kind === 'unknown') throw new Error(`return of ${id}: the partner did not answer (${answer.reason})`)
      if (answer.kind === 'refused' || answer.value.status === 'FAILED') {
        await c.payment(id, { type: 'return_failed', reason: answer.kind === 'refused' ? answer.message : 'the partner failed the return' })
        return
      }
      await bookReturned(c.ledger, p)
      await c.payment(id, { type: 'returned', returnId: answer.value.id })
      return
    }
    case 'reverse': {
      const refusal = await bookReversal(c.ledger, p)
      if (refusal) c.payments.logger.error({ payment: id, refusal }, 'a bank reversal could not be debited: the balance no longer holds it')
      await c.payment(id, { type: 'reversal_booked', refusal })
      return
    }
  }
}

export function paymentsWorkflow(c: VaContext): Workflow {
  return new Workflow(
    {
      name: 'va.payments',
      kickedBy: (e) =>
        bankPaymentEvents.read(
          e,
          'bank_payment.received',
          'bank_payment.assign_requested',
          'bank_payment.return_requested',
          'bank_payment.reversal_received',
        )
          ? e.actorId
          : null,
      open: (shards, afterId, limit) => openPayments(c.payments.sql, shards, afterId, limit),
      step: (id) => advancePayment(c, id),
    },
    { clock: c.payments.clock, logger: c.payments.logger, shards: () => c.payments.host.leases.ownedShards() },
  )
}
