/**
 * The unsigned description of a BCH P2PKH transfer, built on the main
 * thread from the node's unspent outputs (no keys involved): inputs chosen
 * largest first, a change output back to the sender, the fee from a byte
 * estimate times the node's fee rate. Amounts travel as decimal strings so
 * the request crosses the worker boundary without floats.
 */
import type { Unspent } from '../utxo/adapter'
import { selectInputs } from '../utxo/select_inputs'
import { formatCoins } from '../assets'

export interface BchTransferRequest {
  /** Each input spends a P2PKH output of the signing key; `value` is in satoshis. */
  readonly inputs: ReadonlyArray<{ readonly txid: string; readonly vout: number; readonly value: string }>
  /** Cash addresses (P2PKH or P2SH) and satoshi values. */
  readonly outputs: ReadonlyArray<{ readonly address: string; readonly value: string }>
}

/** Outputs below 546 satoshis are non-standard on BCH nodes (dust). */
const DUST = 546n

export type BuildResult =
  | { readonly ok: true; readonly request: BchTransferRequest; readonly fee: bigint; readonly change: bigint }
  | { readonly ok: false; readonly code: 'invalid_amount' | 'insufficient_funds'; readonly detail: string }

export function buildBchTransfer(input: {
  unspents: readonly Unspent[]
  from: string
  to: string
  amount: bigint
  feeRateSatPerByte: bigint
}): BuildResult {
  if (input.amount < DUST) return { ok: false, code: 'invalid_amount', detail: `amount must be at least ${DUST} satoshis` }
  const picked = selectInputs(input.unspents, input.amount, input.feeRateSatPerByte, DUST)
  const bch = (units: bigint) => formatCoins('BCH', 'BCH', units)
  if (!picked.ok)
    return { ok: false, code: 'insufficient_funds', detail: `have ${bch(picked.have)}, need ${bch(picked.need)} including fee` }
  const { chosen, fee, change } = picked
  const outputs = [{ address: input.to, value: input.amount.toString() }]
  if (change > 0n) outputs.push({ address: input.from, value: change.toString() })
  const inputs = chosen.map((u) => ({ txid: u.txid, vout: u.vout, value: u.amount.toString() }))
  return { ok: true, request: { inputs, outputs }, fee, change }
}
