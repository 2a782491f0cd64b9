/**
 * Builds an unsigned PSBT for a P2PKH transfer (no keys involved): inputs
 * chosen largest first, a change output back to the sender, and the fee
 * from a byte estimate times the fee rate. Signing happens in the worker.
 */
import { bitcoin, type BitcoinNetwork } from '../bitcoinjs'
import type { Unspent } from './adapter'
import { selectInputs, selectInputsFeeFromAmount, type Selection } from './select_inputs'

const DUST = 1_000n

/** The unspent outputs hold less than the amount plus the fee (both in base units; the caller names the coin). */
export class InsufficientInputs extends RangeError {
  constructor(
    readonly have: bigint,
    readonly need: bigint,
  ) {
    super(`insufficient funds: have ${have}, need ${need} base units including fee`)
  }
}

export function buildTransferPsbt(input: {
  unspents: readonly Unspent[]
  from: string
  to: string
  amount: bigint
  feeRateSatPerVb: bigint
  network: BitcoinNetwork
  /** The fee comes out of `amount`: the recipient gets amount less the fee (see selectInputsFeeFromAmount). */
  feeFromAmount?: boolean
}): { psbtBase64: string; fee: bigint; change: bigint; sent: bigint } {
  if (input.amount <= 0n) throw new RangeError('amount must be positive')
  // A fee-from-amount selection also says what the recipient gets; a plain one sends the amount.
  const picked: Selection & { readonly sent?: bigint } = input.feeFromAmount
    ? selectInputsFeeFromAmount(input.unspents, input.amount, input.feeRateSatPerVb, DUST)
    : selectInputs(input.unspents, input.amount, input.feeRateSatPerVb, DUST)
  if (!picked.ok) throw new InsufficientInputs(picked.have, picked.need)
  const { chosen, fee, change } = picked
  const sent = picked.sent ?? input.amount
  const psbt = new bitcoin.Psbt({ network: input.network })
  for (const u of chosen) psbt.addInput({ hash: u.txid, index: u.vout, nonWitnessUtxo: Buffer.from(u.rawTx, 'hex') })
  psbt.addOutput({ address: input.to, value: sent })
  if (change > 0n) psbt.addOutput({ address: input.from, value: change })
  return { psbtBase64: psbt.toBase64(), fee, change, sent }
}
