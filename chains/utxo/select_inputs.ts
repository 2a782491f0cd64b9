/**
 * Coin selection for a P2PKH transfer with change, shared by BTC/LTC (PSBT)
 * and BCH: inputs largest first until they cover amount plus the fee for
 * that many inputs and two outputs; change below the dust limit goes to the
 * miner rather than making a non-standard output.
 */
import type { Unspent } from './adapter'

// P2PKH with a 72-byte DER signature: ~148 bytes per input, 34 per output, 10 overhead.
const size = (inputs: number, outputs: number) => 10 + inputs * 148 + outputs * 34

export type Selection =
  | { readonly ok: true; readonly chosen: readonly Unspent[]; readonly fee: bigint; readonly change: bigint }
  | { readonly ok: false; readonly have: bigint; readonly need: bigint }

/**
 * Selection for a send whose fee comes out of the amount (a refund of
 * everything an address holds): inputs until they cover the amount alone;
 * the recipient gets the amount less the fee. `fee` includes change below
 * the dust limit, which goes to the miner.
 */
export function selectInputsFeeFromAmount(
  unspents: readonly Unspent[],
  amount: bigint,
  feeRatePerByte: bigint,
  dust: bigint,
): Selection & { readonly sent?: bigint } {
  const sorted = [...unspents].sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0))
  const chosen: Unspent[] = []
  let total = 0n
  for (const u of sorted) {
    if (total >= amount) break
    chosen.push(u)
    total += u.amount
  }
  if (total < amount) return { ok: false, have: total, need: amount }
  const change = total - amount
  const fee = BigInt(size(chosen.length, change >= dust ? 2 : 1)) * feeRatePerByte
  const sent = amount - fee
  if (sent < dust) return { ok: false, have: total, need: fee + dust }
  return change >= dust ? { ok: true, chosen, fee, change, sent } : { ok: true, chosen, fee: fee + change, change: 0n, sent }
}

export function selectInputs(unspents: readonly Unspent[], amount: bigint, feeRatePerByte: bigint, dust: bigint): Selection {
  const sorted = [...unspents].sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0))
  const chosen: Unspent[] = []
  let total = 0n
  let fee = 0n
  for (const u of sorted) {
    chosen.push(u)
    total += u.amount
    fee = BigInt(size(chosen.length, 2)) * feeRatePerByte
    if (total >= amount + fee) break
  }
  if (total < amount + fee) return { ok: false, have: total, need: amount + fee }
  const change = total - amount - fee
  return change >= dust ? { ok: true, chosen, fee, change } : { ok: true, chosen, fee: fee + change, change: 0n }
}
