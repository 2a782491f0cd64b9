/**
 * payment.* webhooks in the spec's flat shape. `payment.confirmed` and
 * `payment.failed` carry exactly the spec's fields plus the crypto side
 * (amount_crypto, crypto_currency, customer_email, from the spec's second
 * shape, flattened). The two payloads the spec leaves out:
 *   payment.detected: status "pending", the transaction seen (tx_hash,
 *     amount_received in the coin, confirmations) and the amount due;
 *   payment.expired: status "expired", paid_amount (what arrived in time,
 *     "0" when nothing did) and exception ("partial" when underpaid).
 * Omitted when not applicable: reference (not given), network, tx_hash, paid_at, metadata.
 */
import { decimalsOf, formatUnits } from '../../chains/assets'
import type { Network } from '../../chains/networks'
import type { WebhookMapper } from '../webhooks'
import { decodeJson } from '../../platform/json'
import { fiatText } from './fiat'
import type { OpenSession, Payment } from './state'
import { cryptoView, iso } from './view'

function base(event: string, s: OpenSession, atMs: number): Record<string, unknown> {
  const body: Record<string, unknown> = {
    event,
    session_id: s.id,
    ...(s.reference ? { reference: s.reference } : {}),
    amount: fiatText(s.fiat),
    currency: s.currency,
    status: s.status,
    payment_method: s.paymentMethod,
  }
  if (s.selection) body.network = s.selection.network
  body.created_at = iso(s.createdAtMs)
  if (Object.keys(s.metadata).length > 0) body.metadata = s.metadata
  // Beyond the spec: a sandbox (test key) event says so, so a receiver never fulfils an order on a simulated payment.
  body.is_test_mode = s.isTest
  body.timestamp = Math.floor(atMs / 1000)
  return body
}

export const checkoutWebhooks: WebhookMapper = (event) => {
  if (!event.type.startsWith('payment.')) return null
  if (event.type === 'payment.expired') {
    const s = decodeJson<OpenSession>(event.payloadJson)
    const crypto = cryptoView(s)
    const body = {
      ...base('payment.expired', s, s.closedAtMs ?? s.expiresAtMs),
      expires_at: iso(s.expiresAtMs),
      paid_amount: crypto.paid_amount,
      exception: s.exception,
    }
    if (crypto.crypto_currency) Object.assign(body, { crypto_currency: crypto.crypto_currency, amount_crypto: crypto.amount_crypto })
    return { businessId: s.businessId, product: 'payments', eventType: 'payment.expired', body }
  }
  const { session: s, payment: p } = decodeJson<{ session: OpenSession; payment: Payment }>(event.payloadJson)
  const crypto = cryptoView(s)
  // A payment may arrive at an earlier selection's address: its own network and currency give the decimals.
  const decimals = decimalsOf(p.network as Network, p.currency) ?? 0
  const body = base(event.type, s, p.settledAtMs ?? p.detectedAtMs)
  body.tx_hash = p.txHash
  if (event.type === 'payment.confirmed' && s.paidAtMs !== null) body.paid_at = iso(s.paidAtMs)
  Object.assign(body, {
    amount_crypto: crypto.amount_crypto,
    crypto_currency: p.currency,
    amount_received: formatUnits(p.units, decimals),
    confirmations: p.confirmations,
  })
  if (s.customerEmail) body.customer_email = s.customerEmail
  if (event.type === 'payment.confirmed') body.exception = s.exception
  // Keys in the spec's order first; timestamp last, as the spec lists it.
  const { timestamp, ...rest } = body
  return { businessId: s.businessId, product: 'payments', eventType: event.type, body: { ...rest, timestamp } }
}
