/**
 * The partner's `transfers#state-change` webhooks. Each is verified against the partner's public key over the
 * exact bytes (one that does not verify: 401, logged, nothing recorded) and recorded on the transfer as a state
 * at the partner's event time (`occurred_at`): a resend (a new X-Delivery-Id for the same event) reaches the same
 * state and changes nothing; an older event arriving late takes its place in the order. A webhook for a transfer
 * not recorded yet (its create answer was lost) is acknowledged: the workflow's lookup and poll catch up.
 */
import type { RemitContext } from './context'
import { fail } from './context'
import { transferOfPartner } from './queries'

export async function receiveWebhook(c: RemitContext, rawBody: string, headers: Readonly<Record<string, string>>) {
  const body = Buffer.from(rawBody, 'utf8')
  // The environment is the partner whose key verifies it (the sandbox and the live partner sign with their own).
  const sandbox = c.settings.partners.test?.readWebhook(body, headers) ?? null
  const change = sandbox ?? c.settings.partners.live?.readWebhook(body, headers) ?? null
  if (!change) {
    c.payments.logger.warn({ bytes: rawBody.length }, 'a remittance partner webhook failed its signature check; nothing recorded')
    fail('INVALID_SIGNATURE', 'the webhook signature does not verify')
  }
  const id = await transferOfPartner(c.payments.sql, sandbox !== null, change.transferId)
  if (id === null) {
    c.payments.logger.info(
      { partnerTransferId: change.transferId },
      'a webhook for a transfer not recorded yet: the workflow will look it up',
    )
    return { received: true }
  }
  const at = Date.parse(change.occurredAt)
  await c.transfer(id, {
    type: 'partner_state',
    state: change.currentState,
    occurredAtMs: Number.isFinite(at) ? at : c.payments.clock.nowMs(),
  })
  return { received: true }
}
