/**
 * The wire form of wallets, addresses and transactions (spec resources).
 * Balances here are the wallet's own ledger of what it has seen; the
 * addresses endpoint with refresh=true replaces them with live reads.
 */
import { DECIMALS, formatUnits, NATIVE_CURRENCY } from '../../chains/assets'
import { scopedId, type ActiveWallet, type AddressEntry, type WalletTx } from './state'

export const walletView = (w: ActiveWallet) => ({ customer_id: w.customerId, wallet_id: w.walletId, created_at: new Date(w.createdAtMs).toISOString() })

export type Balance = { currency: string; amount: string; amount_base_units: string }

export function balanceOf(a: Pick<AddressEntry, 'network'>, currency: string, units: bigint): Balance {
  return { currency, amount: formatUnits(units, DECIMALS[a.network][currency] ?? 0), amount_base_units: units.toString() }
}

/**
 * Per-currency balance of one address from the wallet's transactions:
 * confirmed receives, minus sends that have not failed, their network fees
 * (in the native coin) and platform fees not cancelled or failed.
 */
export function ledgerBalances(w: ActiveWallet, a: AddressEntry): Map<string, bigint> {
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

/** Confirmed receives of the network's native coin, as a decimal string. */
export function totalReceived(w: ActiveWallet, a: AddressEntry): string {
  const native = NATIVE_CURRENCY[a.network]
  let units = 0n
  for (const t of w.transactions) if (t.type === 'receive' && t.toAddress === a.address && t.network === a.network && t.currency === native && t.status === 'confirmed') units += t.amount
  return formatUnits(units, DECIMALS[a.network][native]!)
}

export function addressView(w: ActiveWallet, a: AddressEntry, balances?: readonly Balance[]) {
  const ledger = ledgerBalances(w, a)
  const currencies = new Set([NATIVE_CURRENCY[a.network], ...ledger.keys()])
  return {
    id: scopedId(w.walletId, a.seq), address: a.address, network: a.network, address_index: a.index, derivation_path: a.derivationPath, is_testnet: a.isTestnet,
    monitored: a.monitored, total_received: totalReceived(w, a),
    // Live balances where they were read; the ledger for a currency the live read does not cover (a token
    // whose contract is not configured), so a refresh never makes a known balance vanish.
    balances: [...(balances ?? []), ...[...currencies].filter((c) => !balances?.some((b) => b.currency === c)).map((c) => balanceOf(a, c, ledger.get(c) ?? 0n))],
  }
}

/** Time-settled networks report 0 confirmations on deposits (spec); a confirmed wallet transaction always shows at least 1. */
export function transactionView(w: ActiveWallet, t: WalletTx) {
  return {
    id: scopedId(w.walletId, t.seq), tx_hash: t.txHash, network: t.network, currency: t.currency, type: t.type, from_address: t.fromAddress, to_address: t.toAddress,
    amount: t.amount.toString(), gas_fee: t.gasFee.toString(), gas_currency: NATIVE_CURRENCY[t.network], status: t.status,
    confirmations: t.status === 'confirmed' ? Math.max(1, t.confirmations) : t.status === 'pending' ? 0 : t.confirmations,
    block_number: t.blockNumber, timestamp: new Date(t.createdAtMs).toISOString(),
    ...(t.fee ? { platform_fee: { amount: t.fee.amount.toString(), fee_percent: t.fee.percent, fee_address: t.fee.address, status: t.fee.status, tx_hash: t.fee.txHash } } : {}),
  }
}
