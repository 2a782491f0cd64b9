/**
 * The customer's side (public, no key): the session view, choosing a
 * network and currency, and the forced check. Selecting derives the
 * session's own address from the business wallet (in the worker pool),
 * starts watching it BEFORE the customer can see it, locks the price from
 * the hub, and returns the QR code of the payment URI.
 */
import { qrCodeOf } from '../qr_code'
import { canonicalCurrency, decimalsOf } from '../../../chains/assets'
import { isNetwork, NETWORKS } from '../../../chains/networks'
import { paymentUri } from '../../../chains/payment_uri'
import { offeredPairs, paymentAsset } from '../../../chains/payment_assets'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import { publicSession, selectNetwork, verifyNow } from './operations_public'
import { businessWalletId, fail, type CheckoutContext } from '../context'
import { paidUnits } from '../payments'
import { cryptoDue, priceSymbol } from '../pricing'
import type { OpenSession, Selection, SessionStatus } from '../state'
import { cryptoView, iso, publicView } from '../view'
import { formatUnits } from '../../../chains/assets'
import { omitAbsent } from '../../../platform/omit_absent'
import { present } from '../../../platform/present'
import { depositsOf } from '../../chains'
import { ensureBusinessWallet } from './methods_wallet'
import type { Static } from '@sinclair/typebox'

/** The payment URI of a selection, or null when its asset is no longer offered (configuration changed since). */
function selectionUri(c: CheckoutContext, s: OpenSession, selection: Selection): string | null {
  // A selection names a network of the list (select checks it): the guard only tells the compiler.
  const network = selection.network
  if (!isNetwork(network)) return null
  const asset = paymentAsset(c.chains, network, selection.currency, s.isTest)
  if (!asset) return null
  const { currency, address, dueUnits: units, decimals } = selection
  return paymentUri({ network, currency, address, units, decimals, asset })
}

/** A quote older than this is not a price anyone should pay at. */
const PRICE_MAX_AGE_MS = 5 * 60_000
const CURRENCIES = ['USDT', 'USDC', 'ETH', 'BNB', 'MATIC', 'POL', 'TRX', 'SOL', 'BTC', 'LTC', 'BCH', 'XRP']

export function publicMethods(c: CheckoutContext): Record<string, MethodHandler> {
  const open = async (id: string) => c.session(id, { type: 'get' })
  return methodTable(
    implement(publicSession, async ({ uuid }) => {
      const s = await open(uuid)
      const view = { ...publicView(s), payment_options: offeredPairs(c.chains, s.isTest) }
      const uri = s.selection ? selectionUri(c, s, s.selection) : null
      if (!view.selection || !uri) return view
      // The QR code again, so a customer who reloads the page still has something to scan.
      return {
        ...view,
        selection: { ...view.selection, payment_uri: uri, qr_code: await qrCodeOf(uri) },
      }
    }),
    implement(selectNetwork, (b) => selectNetworkOf(c, b)),
    implement(verifyNow, async ({ uuid }) => {
      let s = await open(uuid)
      for (const sel of [s.selection, ...s.previous]) {
        if (!sel) continue
        if (isNetwork(sel.network)) await c.chains.pollNow(sel.network, s.isTest)
        // The outbox will deliver these too; handing them over now makes the answer current. The session ignores repeats.
        for (const deposit of await depositsOf(c.payments.sql, sel.network, sel.address))
          s = await c.session(s.id, { type: 'deposit_observed', deposit })
      }
      // The timer fires within a poll interval; a customer asking at the deadline gets the answer now.
      if (s.status === 'pending' && c.payments.clock.nowMs() >= s.expiresAtMs) s = await c.session(s.id, { type: 'expire' })
      return verifyNowView(s)
    }),
  )
}

function verifyNowView(s: OpenSession) {
  const crypto = cryptoView(s)
  const status: SessionStatus | 'partial' = s.status === 'pending' && s.exception === 'partial' ? 'partial' : s.status
  const paidAmount = s.selection ? formatUnits(paidUnits(s), s.selection.decimals) : '0'
  return {
    status,
    paid_at: iso(s.paidAtMs),
    paid_amount: paidAmount,
    ...omitAbsent({ amount_crypto: crypto.amount_crypto, exception: s.exception }),
  }
}

async function lockPrice(c: CheckoutContext, s: OpenSession, currency: string, decimals: number) {
  const coin = priceSymbol(currency)
  const symbols = s.currency === 'USD' ? [coin] : [coin, s.currency]
  const quotes = await c.payments.prices.usdQuotes(symbols)
  const quote = quotes.get(coin)
  if (!quote || c.payments.clock.nowMs() - quote.timeMs > PRICE_MAX_AGE_MS)
    fail('PRICE_UNAVAILABLE', `no current ${coin} price; try again shortly`, 'currency')
  const usdPerFiat = s.currency === 'USD' ? '1' : quotes.get(s.currency)?.price
  if (!usdPerFiat) fail('FX_UNAVAILABLE', `no ${s.currency}/USD rate is available for pricing`)
  return { ...cryptoDue(s.fiat, usdPerFiat, quote.price, decimals), priceUsd: quote.price }
}

/** The customer's choice of network and currency: the price locked, the address derived and watched. Plan checkout calls it too. */
export async function selectNetworkOf(c: CheckoutContext, b: Static<typeof selectNetwork.input>) {
  const open = async (id: string) => c.session(id, { type: 'get' })
  const network = b.network.toUpperCase()
  if (!isNetwork(network)) fail('INVALID_NETWORK', `network must be one of ${NETWORKS.join(', ')}`, 'network')
  const asked = b.currency.toUpperCase()
  if (!CURRENCIES.includes(asked)) fail('INVALID_CURRENCY', `currency must be one of ${CURRENCIES.join(', ')}`, 'currency')
  const currency = canonicalCurrency(network, asked)
  const decimals = decimalsOf(network, currency)
  if (decimals === undefined) fail('INVALID_CURRENCY', `${asked} is not accepted on ${network}`, 'currency')
  const s = await open(b.uuid)
  if (s.status !== 'pending') fail('SESSION_CLOSED', `the session is ${s.status}`)
  if (c.payments.clock.nowMs() >= s.expiresAtMs) fail('SESSION_EXPIRED', 'the session has expired')
  const adapter = c.chains.adapter(network, s.isTest)
  if (!adapter) fail('NETWORK_UNAVAILABLE', `${network} payments are not available right now`, 'network')
  // A token whose contract is not configured for this environment cannot be named in a URI: it is not offered.
  if (!paymentAsset(c.chains, network, currency, s.isTest)) {
    fail('CURRENCY_NOT_AVAILABLE', `${currency} on ${network} is not accepted here`, 'currency')
  }

  const price = await lockPrice(c, s, currency, decimals)
  // A session created before wallets were made at first need may still find none: make it now.
  const wallet = await ensureBusinessWallet(c, s.businessId)
  // The index is taken at the first selection, keyed by the session id, so a retried selection gets the same one.
  const index =
    s.addressIndex ??
    present((await c.wallet(s.businessId, { type: 'allocate', opId: s.id })).allocated, `an address index for session ${s.id}`)
  const [derived] = await c.chains.pool.deriveAddresses(businessWalletId(s.businessId), wallet.envelope, [
    { network, index, isTestnet: s.isTest },
  ])
  if (!derived) throw new Error(`no address derived on ${network} at index ${index}`)
  await c.chains.monitor(network, derived.address, s.isTest, { kind: 'checkout', id: s.id })
  const selection: Selection = {
    network,
    currency,
    address: derived.address,
    derivationPath: derived.derivationPath,
    index,
    dueUnits: price.dueUnits,
    decimals,
    priceUsd: price.priceUsd,
    selectedAtMs: c.payments.clock.nowMs(),
  }
  const next = await c.session(s.id, { type: 'select', selection })
  // The asset was checked above, before anything was allocated.
  const uri = present(selectionUri(c, s, selection), `the payment URI of ${currency} on ${network}`)
  return {
    address: selection.address,
    network,
    currency,
    amount_crypto: price.amountCrypto,
    qr_code: await qrCodeOf(uri),
    payment_uri: uri,
    expires_at: iso(next.expiresAtMs),
    price_usd: price.priceUsd,
  }
}
