/**
 * The session as the hosted page draws it: which of the page's views the
 * customer is in (one per status and exception), the amounts with every
 * digit, the payments with their confirmations, and QR codes of the whole
 * amount and, while partly paid, of the rest. The view is decided here, in
 * one function, so the page never guesses a state from raw fields.
 */
import { qrCodeOf } from './qr_code'
import { formatUnits } from '../../chains/assets'
import type { Network } from '../../chains/networks'
import { paymentUri } from '../../chains/payment_uri'
import { offeredPairs, paymentAsset } from '../../chains/payment_assets'
import { chainNumber } from '../../chains/config_variables'
import { configEnv } from '../../platform/config_variables'
import { omitAbsent } from '../../platform/omit_absent'
import type { CheckoutContext } from './context'
import { DEPTH_NETWORKS, explorerUrl } from './explorers'
import { fiatText } from './fiat'
import { paidUnits } from './payments'
import type { OpenSession, Payment, Selection } from './state'
import { iso } from './view'
import type { PageViewName } from './api/wire_page'

/** Which view the customer is in. A payment still confirming shows as detected, also on top of a partial one. */
export function pageViewOf(s: OpenSession): PageViewName {
  if (s.status === 'paid') return s.exception === 'overpaid' ? 'overpaid' : 'paid'
  if (s.status === 'failed') return 'failed'
  if (s.status === 'expired') return s.exception === 'paid_late' ? 'paid_late' : 'expired'
  if (!s.selection) return 'choose'
  if (s.payments.some((p) => !p.late && p.status === 'detected')) return 'detected'
  return s.exception === 'partial' ? 'partial' : 'waiting'
}

/** Confirmations a deposit needs on a depth network: one on the sandbox ledger, the configured depth live. */
function requiredDepth(network: Network, isTest: boolean): number {
  return isTest ? 1 : chainNumber(`${network}_CONFIRMATIONS`, configEnv())
}

function paymentView(s: OpenSession, p: Payment, decimalsOf: (p: Payment) => number) {
  const network = p.network
  const depth = DEPTH_NETWORKS.includes(network)
  return omitAbsent({
    tx_hash: p.txHash,
    network: p.network,
    currency: p.currency,
    amount: formatUnits(p.units, decimalsOf(p)),
    status: p.status,
    settlement: depth ? ('depth' as const) : ('time' as const),
    confirmations: p.confirmations,
    confirmations_required: depth ? requiredDepth(network, s.isTest) : null,
    late: p.late,
    explorer_url: explorerUrl(network, p.txHash, s.isTest),
    detected_at: iso(p.detectedAtMs),
    settled_at: iso(p.settledAtMs),
  })
}

/** The payment URI of `units` to a selection, or null when its asset is no longer offered. */
function uriOf(c: CheckoutContext, s: OpenSession, sel: Selection, units: bigint): string | null {
  const asset = paymentAsset(c.chains, sel.network, sel.currency, s.isTest)
  if (!asset) return null
  return paymentUri({ network: sel.network, currency: sel.currency, address: sel.address, units, decimals: sel.decimals, asset })
}

const qr = (uri: string | null): Promise<string | null> => (uri ? qrCodeOf(uri) : Promise.resolve(null))

async function selectionView(c: CheckoutContext, s: OpenSession, sel: Selection, view: PageViewName) {
  const paid = paidUnits(s)
  const remaining = sel.dueUnits > paid ? sel.dueUnits - paid : 0n
  // Codes only while the customer is asked to pay: a closed session shows none, so nobody pays it twice.
  const asking = view === 'waiting' || view === 'partial' || view === 'detected'
  const uri = asking ? uriOf(c, s, sel, sel.dueUnits) : null
  const rest = asking && paid > 0n && remaining > 0n ? uriOf(c, s, sel, remaining) : null
  return omitAbsent({
    network: sel.network,
    currency: sel.currency,
    address: sel.address,
    amount_crypto: formatUnits(sel.dueUnits, sel.decimals),
    paid_amount: formatUnits(paid, sel.decimals),
    remaining_amount: formatUnits(remaining, sel.decimals),
    excess_amount: paid > sel.dueUnits ? formatUnits(paid - sel.dueUnits, sel.decimals) : null,
    payment_uri: uri,
    qr_code: await qr(uri),
    remaining_uri: rest,
    remaining_qr_code: await qr(rest),
  })
}

/** An http(s) callback_url is where "return to the shop" goes; anything else is not a page to send a customer to. */
function returnUrl(callbackUrl: string): string | null {
  try {
    const url = new URL(callbackUrl)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

export async function payPageViewOf(c: CheckoutContext, s: OpenSession) {
  const view = pageViewOf(s)
  const selections = [s.selection, ...s.previous].filter((x): x is Selection => x !== null)
  const decimalsOf = (p: Payment) =>
    selections.find((x) => x.network === p.network && x.currency === p.currency)?.decimals ?? s.selection?.decimals ?? 0
  return omitAbsent({
    session_id: s.id,
    view,
    final: s.status !== 'pending',
    status: s.status,
    exception: s.exception,
    amount: fiatText(s.fiat),
    currency: s.currency,
    description: s.description || null,
    reference: s.reference || null,
    expires_at: iso(s.expiresAtMs),
    server_time: iso(c.payments.clock.nowMs()),
    paid_at: iso(s.paidAtMs),
    is_test_mode: s.isTest,
    return_url: returnUrl(s.callbackUrl),
    payment_options: offeredPairs(c.chains, s.isTest),
    selection: s.selection ? await selectionView(c, s, s.selection, view) : null,
    payments: s.payments.filter((p) => p.status !== 'reversed').map((p) => paymentView(s, p, decimalsOf)),
  })
}
