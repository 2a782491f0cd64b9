/**
 * Builds an unsigned PSBT for a P2PKH transfer (no keys involved): inputs
 * chosen largest first, a change output back to the sender, and the fee
 * from a byte estimate times the fee rate. Signing happens in the worker.
 */
import { bitcoin, type BitcoinNetwork } from '../bitcoinjs'
import type { Unspent } from './adapter'
import { selectInputs } from './select_inputs'

const DUST = 1_000n

export function buildTransferPsbt(input: {
  unspents: readonly Unspent[]; from: string; to: string; amount: bigint; feeRateSatPerVb: bigint; network: BitcoinNetwork
}): { psbtBase64: string; fee: bigint; change: bigint } {
  if (input.amount <= 0n) throw new RangeError('amount must be positive')
  const picked = selectInputs(input.unspents, input.amount, input.feeRateSatPerVb, DUST)
  if (!picked.ok) throw new RangeError(`insufficient funds: have ${picked.have}, need ${picked.need} including fee`)
  const { chosen, fee, change } = picked
  const psbt = new bitcoin.Psbt({ network: input.network })
  for (const u of chosen) psbt.addInput({ hash: u.txid, index: u.vout, nonWitnessUtxo: Buffer.from(u.rawTx, 'hex') })
  psbt.addOutput({ address: input.to, value: input.amount })
  if (change > 0n) psbt.addOutput({ address: input.from, value: change })
  return { psbtBase64: psbt.toBase64(), fee, change }
}
