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
import { isNetwork } from '../../chains/networks'
import type { WebhookMapper } from '../runtime/service/webhooks'
import { fiatText } from './fiat'
import type { OpenSession, Payment } from './state'
import { cryptoView, iso } from './view'
import { checkoutEvents } from './events'

/** The fields every payment.* webhook starts with, in the spec's order (`timestamp` goes where each event puts it). */
function base<E extends string>(event: E, s: OpenSession) {
  return {
    event,
    session_id: s.id,
    ...(s.reference ? { reference: s.reference } : {}),
    amount: fiatText(s.fiat),
    currency: s.currency,
    status: s.status,
    payment_method: s.paymentMethod,
    ...(s.selection ? { network: s.selection.network } : {}),
    created_at: iso(s.createdAtMs),
    ...(Object.keys(s.metadata).length > 0 ? { metadata: s.metadata } : {}),
    // Beyond the spec: a sandbox (test key) event says so, so a receiver never fulfils an order on a simulated payment.
    is_test_mode: s.isTest,
  }
}

const unixSeconds = (ms: number) => Math.floor(ms / 1000)

function expired(s: OpenSession) {
  const crypto = cryptoView(s)
  return {
    ...base('payment.expired', s),
    timestamp: unixSeconds(s.closedAtMs ?? s.expiresAtMs),
    expires_at: iso(s.expiresAtMs),
    paid_amount: crypto.paid_amount,
    exception: s.exception,
    ...(crypto.crypto_currency ? { crypto_currency: crypto.crypto_currency, amount_crypto: crypto.amount_crypto ?? undefined } : {}),
  }
}

/** What a seen payment adds: the transaction and the crypto side (the spec's second shape, flattened). */
function seen(s: OpenSession, p: Payment) {
  // A payment may arrive at an earlier selection's address: its own network and currency give the decimals.
  const decimals = (isNetwork(p.network) ? decimalsOf(p.network, p.currency) : undefined) ?? 0
  return {
    amount_crypto: cryptoView(s).amount_crypto ?? undefined,
    crypto_currency: p.currency,
    amount_received: formatUnits(p.units, decimals),
    confirmations: p.confirmations,
    ...(s.customerEmail ? { customer_email: s.customerEmail } : {}),
  }
}

export const checkoutWebhooks: WebhookMapper = (event) => {
  const lapsed = checkoutEvents.read(event, 'payment.expired')
  if (lapsed) return { businessId: lapsed.payload.businessId, product: 'payments', body: expired(lapsed.payload) }
  const read = checkoutEvents.read(event, 'payment.detected', 'payment.confirmed', 'payment.failed')
  if (!read) return null
  const { session: s, payment: p } = read.payload
  const at = unixSeconds(p.settledAtMs ?? p.detectedAtMs)
  // Keys in the spec's order; timestamp last, as the spec lists it.
  if (read.type === 'payment.confirmed') {
    const body = {
      ...base(read.type, s),
      tx_hash: p.txHash,
      ...(s.paidAtMs === null ? {} : { paid_at: iso(s.paidAtMs) }),
      ...seen(s, p),
      exception: s.exception,
      timestamp: at,
    }
    return { businessId: s.businessId, product: 'payments', body }
  }
  return {
    businessId: s.businessId,
    product: 'payments',
    body: { ...base(read.type, s), tx_hash: p.txHash, ...seen(s, p), timestamp: at },
  }
}
