/**
 * The wire form of wallets, addresses and transactions (spec resources).
 * Balances here are the wallet's own ledger of what it has seen; the
 * addresses endpoint with refresh=true replaces them with live reads.
 * Units (one rule for all of WaaS, REST and webhooks): every crypto amount
 * (`amount`, `gas_fee`, `total_received`, `total_amount`) is an integer
 * string in base units, as the spec's transaction resource has it; the same
 * value for people is beside it as `<name>_decimal`. Fields that do not
 * apply are left out, never null.
 */
import { DECIMALS, decimalsOf, formatUnits, NATIVE_CURRENCY } from '../../chains/assets'
import { omitAbsent } from '../../platform/omit_absent'
import { scopedId, type ActiveWallet, type AddressEntry, type WalletTx } from './state'

/** Human decimal in the currency's decimals; base units when the currency is unknown (never a float). */
export function human(network: WalletTx['network'], currency: string, units: bigint): string {
  const decimals = decimalsOf(network, currency)
  return decimals === undefined ? units.toString() : formatUnits(units, decimals)
}

export const walletView = (w: ActiveWallet) => ({
  customer_id: w.customerId,
  wallet_id: w.walletId,
  created_at: new Date(w.createdAtMs).toISOString(),
})

export type Balance = { currency: string; amount: string; amount_decimal: string }

export function balanceOf(a: Pick<AddressEntry, 'network'>, currency: string, units: bigint): Balance {
  return { currency, amount: units.toString(), amount_decimal: formatUnits(units, DECIMALS[a.network][currency] ?? 0) }
}

/**
 * Per-currency balance of one address from the wallet's transactions:
 * confirmed receives, minus sends that have not failed, their network fees
 * (in the native coin) and platform fees not cancelled or failed.
 */
function ledgerBalances(w: ActiveWallet, a: AddressEntry): Map<string, bigint> {
  const totals = new Map<string, bigint>()
  const add = (currency: string, units: bigint) => totals.set(currency, (totals.get(currency) ?? 0n) + units)
  const native = NATIVE_CURRENCY[a.network]
  for (const t of w.transactions) {
    if (t.network !== a.network) continue
    if (t.type === 'receive' && t.toAddress === a.address && t.status === 'confirmed') add(t.currency, t.amount)
    if (t.type === 'send' && t.fromAddress === a.address && t.status !== 'failed' && t.status !== 'submitting') {
      add(t.currency, -t.amount)
      add(native, -t.gasFee)
      if (t.fee && (t.fee.status === 'collected' || t.fee.status === 'sending' || t.fee.status === 'due')) {
        add(t.currency, -t.fee.amount)
        add(native, -t.fee.gasFee)
      }
    }
  }
  return totals
}

/** Confirmed receives of the network's native coin, in base units. */
function totalReceived(w: ActiveWallet, a: AddressEntry): bigint {
  const native = NATIVE_CURRENCY[a.network]
  let units = 0n
  for (const t of w.transactions)
    if (t.type === 'receive' && t.toAddress === a.address && t.network === a.network && t.currency === native && t.status === 'confirmed')
      units += t.amount
  return units
}

export function addressView(w: ActiveWallet, a: AddressEntry, balances?: readonly Balance[]) {
  const ledger = ledgerBalances(w, a)
  const currencies = new Set([NATIVE_CURRENCY[a.network], ...ledger.keys()])
  return {
    id: scopedId(w.walletId, a.seq),
    address: a.address,
    network: a.network,
    address_index: a.index,
    derivation_path: a.derivationPath,
    is_testnet: a.isTestnet,
    monitored: a.monitored,
    total_received: totalReceived(w, a).toString(),
    total_received_decimal: formatUnits(totalReceived(w, a), DECIMALS[a.network][NATIVE_CURRENCY[a.network]]!),
    // Live balances where they were read; the ledger for a currency the live read does not cover (a token
    // whose contract is not configured), so a refresh never makes a known balance vanish.
    balances: [
      ...(balances ?? []),
      ...[...currencies].filter((c) => !balances?.some((b) => b.currency === c)).map((c) => balanceOf(a, c, ledger.get(c) ?? 0n)),
    ],
  }
}

/** Time-settled networks report 0 confirmations on deposits (spec); a confirmed wallet transaction always shows at least 1. */
export function transactionView(w: ActiveWallet, t: WalletTx) {
  return omitAbsent({
    id: scopedId(w.walletId, t.seq),
    tx_hash: t.txHash,
    network: t.network,
    currency: t.currency,
    type: t.type,
    from_address: t.fromAddress,
    to_address: t.toAddress,
    ...txAmounts(t),
    status: t.status,
    confirmations: t.status === 'confirmed' ? Math.max(1, t.confirmations) : t.status === 'pending' ? 0 : t.confirmations,
    block_number: t.blockNumber,
    timestamp: new Date(t.createdAtMs).toISOString(),
    platform_fee: t.fee
      ? omitAbsent({
          ...platformFeeAmount(t),
          fee_percent: t.fee.percent,
          fee_address: t.fee.address,
          status: t.fee.status,
          tx_hash: t.fee.txHash,
        })
      : null,
  })
}

/** A transaction's amount and network fee: base units, and each as a decimal beside it (REST and webhooks alike). */
export function txAmounts(t: WalletTx) {
  return {
    amount: t.amount.toString(),
    amount_decimal: human(t.network, t.currency, t.amount),
    gas_fee: t.gasFee.toString(),
    gas_fee_decimal: human(t.network, NATIVE_CURRENCY[t.network], t.gasFee),
    gas_currency: NATIVE_CURRENCY[t.network],
  }
}

/** The platform fee's amount, in the transferred currency, by the same rule. */
export function platformFeeAmount(t: WalletTx) {
  return t.fee ? { amount: t.fee.amount.toString(), amount_decimal: human(t.network, t.currency, t.fee.amount) } : null
}
