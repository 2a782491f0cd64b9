/**
 * Signs an EVM transaction with a derived key (inside the worker only). The
 * request carries amounts as decimal strings (JSON-safe); they become
 * bigint here and nowhere as floats.
 */
import { viem } from '../esm_deps'
import { accounts } from '../esm_deps'

export interface EvmTxRequest {
  readonly chainId: number
  readonly to: `0x${string}`
  readonly value: string
  readonly data?: `0x${string}`
  readonly nonce: number
  readonly gas: string
  readonly maxFeePerGas: string
  readonly maxPriorityFeePerGas: string
}

export async function signEvm(privateKey: Buffer, tx: EvmTxRequest): Promise<{ raw: `0x${string}`; hash: `0x${string}`; from: string }> {
  const account = accounts.privateKeyToAccount(`0x${privateKey.toString('hex')}`)
  const raw = await account.signTransaction({
    type: 'eip1559',
    chainId: tx.chainId,
    to: tx.to,
    value: BigInt(tx.value),
    nonce: tx.nonce,
    gas: BigInt(tx.gas),
    maxFeePerGas: BigInt(tx.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas),
    ...(tx.data ? { data: tx.data } : {}),
  })
  return { raw, hash: viem.keccak256(raw), from: account.address }
}
