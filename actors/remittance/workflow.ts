/**
 * The transfers workflow (`remittance.transfers`): places each transfer's hold, asks the partner for the
 * recipient, the transfer and its funding, and moves the money the partner's states call for (post, void,
 * compensate). Kicked by the transfer's events; the scan of open transfers (remit_transfers.open) resumes a step
 * a crash cut short and looks up, every REMIT_POLL_MS, a transfer whose webhooks have not come.
 *
 * Unknown is an outcome: the transfer is recorded as being sent (`send_started`) before the partner is asked,
 * and from then on a lost answer is settled by finding the partner's transfer under our customerTransactionId,
 * never by creating another. Every ledger step's transfer id comes from the transfer id (ledger.ts).
 */
import type { Sql } from 'postgres'
import { Workflow } from '../runtime/workflow'
import type { RemitContext } from './context'
import { placeHold, postHold, reverseDebit, voidHold } from './ledger'
import type { PartnerAnswer, RemittancePartner } from './providers/wise/partner'
import { remitTransferEvents } from './transfer/events'
import type { RemitTransfer } from './transfer/state'
import { workOf } from './transfer/status'

/** How far back the lookup by customerTransactionId lists (the partner's clock may run behind ours). */
const LOOKUP_MARGIN_MS = 10 * 60_000

/** The answer's value, or throws for the workflow's retry (an unknown answer is asked again, never resent blind). */
function known<T>(answer: PartnerAnswer<T>, what: string): Exclude<PartnerAnswer<T>, { kind: 'unknown' }> {
  if (answer.kind === 'unknown') throw new Error(`${what}: the partner did not answer (${answer.reason})`)
  return answer
}

async function send(c: RemitContext, partner: RemittancePartner, t: RemitTransfer): Promise<void> {
  // The sandbox partner learns where its webhooks go before its first transfer (once per process).
  if (t.isTest) await c.subscribeSandbox()
  let recipientId = t.recipientId
  if (recipientId === null) {
    const r = known(
      await partner.createRecipient({
        currency: t.quote.destCurrency,
        accountHolderName: t.recipient.name,
        accountNumber: t.recipient.account,
        bankName: t.recipient.bank,
        email: t.recipient.email,
        country: t.recipient.country,
      }),
      `recipient of ${t.id}`,
    )
    if (r.kind === 'refused') {
      await c.transfer(t.id, { type: 'partner_refused', reason: `recipient refused by the partner: ${r.message}` })
      return
    }
    recipientId = r.value.id
    await c.transfer(t.id, { type: 'recipient_created', recipientId })
  }
  if (t.sendStartedAtMs !== null) {
    // Asked before: the answer may have been lost. Look it up; create only when the partner has none under our id.
    const found = known(
      await partner.findTransfer(t.customerTransactionId, new Date(t.sendStartedAtMs - LOOKUP_MARGIN_MS)),
      `lookup of ${t.id}`,
    )
    if (found.kind === 'ok' && found.value !== null) {
      await c.transfer(t.id, { type: 'partner_created', partnerTransferId: found.value.id })
      return
    }
  } else await c.transfer(t.id, { type: 'send_started' })
  const created = known(
    await partner.createTransfer({
      targetAccount: recipientId,
      quoteUuid: t.quote.partnerQuoteId,
      customerTransactionId: t.customerTransactionId,
      reference: t.reference,
      transferPurpose: t.purpose,
    }),
    `transfer ${t.id}`,
  )
  if (created.kind === 'refused') await c.transfer(t.id, { type: 'partner_refused', reason: `refused by the partner: ${created.message}` })
  else await c.transfer(t.id, { type: 'partner_created', partnerTransferId: created.value.id })
}

async function fund(c: RemitContext, partner: RemittancePartner, t: RemitTransfer, partnerId: string): Promise<void> {
  const funded = known(await partner.fundTransfer(partnerId), `funding of ${t.id}`)
  if (funded.kind === 'ok' && funded.value.status === 'COMPLETED') {
    await c.transfer(t.id, { type: 'funded' })
    return
  }
  // Refused or rejected: funded already by a pass whose answer was lost, or truly not fundable. The status says which.
  const now = known(await partner.getTransfer(partnerId), `status of ${t.id}`)
  if (now.kind === 'ok' && now.value.status !== 'incoming_payment_waiting') {
    await c.transfer(t.id, { type: 'funded' })
    await c.transfer(t.id, { type: 'partner_state', state: now.value.status, occurredAtMs: c.payments.clock.nowMs() })
    return
  }
  const why = funded.kind === 'ok' ? (funded.value.errorCode ?? 'REJECTED') : funded.message
  // Nothing was paid out: cancel it at the partner (allowed while waiting) so it can never be funded later, then void.
  known(await partner.cancelTransfer(partnerId), `cancel of ${t.id}`)
  await c.transfer(t.id, { type: 'partner_refused', reason: `funding refused by the partner: ${why}` })
}

async function poll(c: RemitContext, partner: RemittancePartner, t: RemitTransfer, partnerId: string): Promise<void> {
  const nowMs = c.payments.clock.nowMs()
  if (t.lastPolledAtMs !== null && nowMs - t.lastPolledAtMs < c.settings.pollMs) return
  const answer = known(await partner.getTransfer(partnerId), `status of ${t.id}`)
  if (answer.kind === 'ok') await c.transfer(t.id, { type: 'partner_state', state: answer.value.status, occurredAtMs: nowMs })
  await c.transfer(t.id, { type: 'polled' })
}

export async function advanceTransfer(c: RemitContext, id: string): Promise<void> {
  const t = await c.transfer(id, { type: 'get', businessId: null })
  const work = workOf(t)
  switch (work) {
    case null:
      return
    case 'hold': {
      const outcome = await placeHold(c.ledger, t)
      if (outcome === 'refused') {
        await c.transfer(id, { type: 'hold_refused' })
        await c.quote(t.quote.id, { type: 'release', transferId: id })
      } else await c.transfer(id, { type: 'held' })
      return
    }
    case 'post':
      await postHold(c.ledger, t)
      await c.transfer(id, { type: 'booked', hold: 'posted' })
      return
    case 'void':
      await voidHold(c.ledger, t)
      await c.transfer(id, { type: 'booked', hold: 'voided' })
      return
    case 'reverse':
      await reverseDebit(c.ledger, t)
      await c.transfer(id, { type: 'booked', hold: 'reversed' })
      return
    case 'send':
      return send(c, c.partner(t.isTest), t)
    case 'fund':
    case 'poll': {
      const partnerId = t.partnerTransferId
      if (partnerId === null) throw new Error(`transfer ${id} has no partner transfer to ${work}`)
      return work === 'fund' ? fund(c, c.partner(t.isTest), t, partnerId) : poll(c, c.partner(t.isTest), t, partnerId)
    }
  }
}

async function openTransfers(sql: Sql, shards: readonly number[], afterId: string, limit: number): Promise<string[]> {
  if (shards.length === 0) return []
  const rows = await sql<{ id: string }[]>`
    SELECT id FROM remit_transfers WHERE open AND shard = ANY(${[...shards]}::int[]) AND id > ${afterId} ORDER BY id LIMIT ${limit}`
  return rows.map((r) => r.id)
}

export function transfersWorkflow(c: RemitContext): Workflow {
  return new Workflow(
    {
      name: 'remittance.transfers',
      // Not `created`: the request places the hold itself (a balance too low is its answer); the scan finishes a
      // transfer whose request died before.
      kickedBy: (e) => (remitTransferEvents.read(e, 'remittance.changed') ? e.actorId : null),
      open: (shards, afterId, limit) => openTransfers(c.payments.sql, shards, afterId, limit),
      step: (id) => advanceTransfer(c, id),
    },
    { clock: c.payments.clock, logger: c.payments.logger, shards: () => c.payments.host.leases.ownedShards() },
  )
}
