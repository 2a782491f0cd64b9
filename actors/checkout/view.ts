/**
 * Wire forms of a session, in one place: the spec's create, verify, list and
 * public shapes. Money leaves as the spec shows it: fiat `amount` a JSON
 * number computed from the exact minor units (strings in webhooks), crypto
 * amounts (`amount_crypto`, `paid_amount`, `amount_received`, a refund's
 * `network_fee`) decimal strings of the coin, never base units. A field that
 * does not apply (paid_at before payment, the crypto side before a
 * selection, an optional input not given, a refund's tx_hash before it is
 * sent) is left out, never null, in webhooks and in the platform's own
 * fields; the fields the spec lists in a REST response (verify's paid_at,
 * reference, callback_url) are always there, null when empty.
 */
import { decimalsOf, formatUnits, NATIVE_CURRENCY } from '../../chains/assets'
import type { Network } from '../../chains/networks'
import { omitAbsent } from '../../platform/omit_absent'
import { fiatNumber, fiatText } from './fiat'
import { paidUnits } from './payments'
import { refundableMinor } from './refunds'
import type { OpenSession, Refund } from './state'
import { formatDecimal } from '../../platform/decimal'
import { RawJson } from '../../platform/json'

/** A time on the wire; a time that has not happened (null) stays null, for omitAbsent to leave out. */
export function iso(ms: number): string
export function iso(ms: number | null): string | null
export function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString()
}

/** An optional input the merchant did not give (stored as ''), as absent. */
const given = (text: string) => (text === '' ? null : text)

/** Metadata only when there is some, as the webhooks have it. */
const metadataOf = (s: OpenSession) => (Object.keys(s.metadata).length > 0 ? s.metadata : null)

const paymentUrl = (baseUrl: string, s: OpenSession) => `${baseUrl.replace(/\/$/, '')}/pay/${s.id}`

export function createView(s: OpenSession, baseUrl: string) {
  return {
    session_id: s.id,
    payment_url: paymentUrl(baseUrl, s),
    amount: fiatNumber(s.fiat),
    currency: s.currency,
    status: s.status,
    expires_at: iso(s.expiresAtMs),
  }
}

export function verifyView(s: OpenSession) {
  return {
    session_id: s.id,
    reference: given(s.reference),
    amount: fiatNumber(s.fiat),
    currency: s.currency,
    status: s.status,
    payment_method: s.paymentMethod,
    paid_at: iso(s.paidAtMs),
    expires_at: iso(s.expiresAtMs),
    callback_url: given(s.callbackUrl),
  }
}

// A session's state object never changes (every decision makes a new one),
// so its verify answer is serialised once per state and shared by every poll
// until the next change; the entry goes when the state does.
const verifyTexts = new WeakMap<OpenSession, RawJson<ReturnType<typeof verifyView>>>()

/** The verify view as the text merchants poll for. */
export function verifyJson(s: OpenSession): RawJson<ReturnType<typeof verifyView>> {
  let text = verifyTexts.get(s)
  if (!text) verifyTexts.set(s, (text = new RawJson(JSON.stringify(verifyView(s)))))
  return text
}

/** The crypto side: what was asked and what arrived (current selection). */
export function cryptoView(s: OpenSession) {
  const sel = s.selection
  if (!sel) return { network: null, crypto_currency: null, address: null, amount_crypto: null, paid_amount: '0' }
  return {
    network: sel.network,
    crypto_currency: sel.currency,
    address: sel.address,
    amount_crypto: formatDecimal({ units: sel.dueUnits / 10n ** BigInt(sel.decimals - 6), scale: 6 }),
    paid_amount: formatUnits(paidUnits(s), sel.decimals),
  }
}

export function listItemView(s: OpenSession, baseUrl: string, id: number) {
  return {
    id,
    ...verifyView(s),
    ...listExtras(s, baseUrl),
  }
}

/** The list item's fields beyond verify's: the platform's own, left out when they do not apply. */
function listExtras(s: OpenSession, baseUrl: string) {
  return omitAbsent({
    payment_url: paymentUrl(baseUrl, s),
    ...cryptoView(s),
    exception: s.exception,
    customer_email: given(s.customerEmail),
    customer_name: given(s.customerName),
    description: given(s.description),
    metadata: metadataOf(s),
    created_at: iso(s.createdAtMs),
    is_test_mode: s.isTest,
    refundable_amount: fiatText({ minor: refundableMinor(s), scale: s.fiat.scale }),
  })
}

export function publicView(s: OpenSession) {
  const crypto = cryptoView(s)
  return {
    session_id: s.id,
    reference: given(s.reference),
    amount: fiatNumber(s.fiat),
    currency: s.currency,
    status: s.status,
    payment_method: s.paymentMethod,
    expires_at: iso(s.expiresAtMs),
    business_name: s.businessName,
    callback_url: given(s.callbackUrl),
    ...omitAbsent({
      description: given(s.description),
      selection: crypto.network ? crypto : null,
      is_test_mode: s.isTest,
    }),
  }
}

export function refundView(s: OpenSession, r: Refund) {
  const decimals =
    s.selection?.network === r.network && s.selection.currency === r.currency
      ? s.selection.decimals
      : ([...s.previous].find((x) => x.network === r.network && x.currency === r.currency)?.decimals ?? 0)
  // The network fee is paid in the network's own coin, which is not the refunded currency for a token.
  const native = NATIVE_CURRENCY[r.network]
  return omitAbsent({
    id: r.id,
    session_id: s.id,
    reference: given(s.reference),
    amount: fiatText(r.fiat),
    currency: s.currency,
    reason: r.reason,
    status: r.status,
    network: r.network,
    crypto_currency: r.currency,
    amount_crypto: formatUnits(r.units, decimals),
    refund_address: r.toAddress,
    tx_hash: r.txHash,
    // The customer's share when the network fee came out of a native-coin refund of everything held.
    amount_received: r.sentUnits !== undefined ? formatUnits(r.sentUnits, decimals) : null,
    network_fee: r.fee === null ? null : formatUnits(r.fee, decimalsOf(r.network, native)!),
    network_fee_currency: r.fee === null ? null : native,
    failure_reason: r.failure,
    is_test_mode: s.isTest,
    created_at: iso(r.createdAtMs),
    updated_at: iso(r.updatedAtMs),
  })
}
