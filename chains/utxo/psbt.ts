/**
 * Builds an unsigned PSBT for a P2PKH transfer (no keys involved): inputs
 * chosen largest first, a change output back to the sender, and the fee
 * from a byte estimate times the fee rate. Signing happens in the worker.
 */
import { bitcoin, type BitcoinNetwork } from '../bitcoinjs'
import type { Unspent } from './adapter'

// P2PKH sizes: ~148 bytes per input, 34 per output, 10 overhead.
const size = (inputs: number, outputs: number) => 10 + inputs * 148 + outputs * 34
const DUST = 1_000n

export function buildTransferPsbt(input: {
  unspents: readonly Unspent[]; from: string; to: string; amount: bigint; feeRateSatPerVb: bigint; network: BitcoinNetwork
}): { psbtBase64: string; fee: bigint; change: bigint } {
  if (input.amount <= 0n) throw new RangeError('amount must be positive')
  const sorted = [...input.unspents].sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0))
  const chosen: Unspent[] = []
  let total = 0n
  let fee = 0n
  for (const u of sorted) {
    chosen.push(u)
    total += u.amount
    fee = BigInt(size(chosen.length, 2)) * input.feeRateSatPerVb
    if (total >= input.amount + fee) break
  }
  if (total < input.amount + fee) throw new RangeError(`insufficient funds: have ${total}, need ${input.amount + fee} including fee`)
  const psbt = new bitcoin.Psbt({ network: input.network })
  for (const u of chosen) psbt.addInput({ hash: u.txid, index: u.vout, nonWitnessUtxo: Buffer.from(u.rawTx, 'hex') })
  psbt.addOutput({ address: input.to, value: input.amount })
  let change = total - input.amount - fee
  if (change >= DUST) psbt.addOutput({ address: input.from, value: change })
  else {
    fee += change
    change = 0n
  }
  return { psbtBase64: psbt.toBase64(), fee, change }
}
