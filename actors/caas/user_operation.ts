/**
 * The v0.8 user operation of a CaaS transfer, built without I/O: the
 * sender's SimpleAccount calls `execute(token, 0, transfer(to, amount))`,
 * with the factory's `createAccount(owner, salt)` as initCode while the
 * account has no code yet (its first transfer deploys it). The nonce key is
 * derived from the transfer id (2D nonces, sequence 0), so one transfer can
 * execute at most once whatever is retried. Gas limits start at zero and the
 * signature is the well-formed placeholder until estimation and signing.
 */
import { createHash } from 'node:crypto'
import { DUMMY_SIGNATURE } from '../../chains/aa/dummy_signature'
import { viem } from '../../chains/esm_deps'
import type { UserOperationWire } from './transfer/state'

const EXECUTE = viem.parseAbiItem('function execute(address target, uint256 value, bytes data)')
const TRANSFER = viem.parseAbiItem('function transfer(address to, uint256 value) returns (bool)')
const CREATE_ACCOUNT = viem.parseAbiItem('function createAccount(address owner, uint256 salt) returns (address)')

export interface TransferUserOperation {
  readonly sender: `0x${string}`
  readonly nonce: bigint
  readonly factory?: `0x${string}`
  readonly factoryData?: `0x${string}`
  readonly callData: `0x${string}`
  readonly callGasLimit: bigint
  readonly verificationGasLimit: bigint
  readonly preVerificationGas: bigint
  readonly maxFeePerGas: bigint
  readonly maxPriorityFeePerGas: bigint
  readonly signature: `0x${string}`
}

export interface TransferOperationInput {
  readonly transferId: string
  readonly sender: `0x${string}`
  readonly owner: `0x${string}`
  /** 32-byte hex CREATE2 salt, without 0x. */
  readonly salt: string
  readonly deployed: boolean
  readonly factory: `0x${string}`
  readonly token: `0x${string}`
  readonly to: `0x${string}`
  readonly amount: bigint
  readonly maxFeePerGas: bigint
  readonly maxPriorityFeePerGas: bigint
}

/** Nonce with a 192-bit key from the transfer id and sequence 0. */
function transferNonce(transferId: string): bigint {
  return BigInt(`0x${createHash('sha256').update(transferId).digest('hex').slice(0, 48)}`) << 64n
}

/** The unpriced, unsigned operation (gas 0, placeholder signature). */
export function transferOperation(input: TransferOperationInput): TransferUserOperation {
  return userOperation({
    ...input,
    id: input.transferId,
    callData: viem.encodeFunctionData({
      abi: [EXECUTE],
      args: [input.token, 0n, viem.encodeFunctionData({ abi: [TRANSFER], args: [input.to, input.amount] })],
    }),
  })
}

export interface UserOperationInput extends Omit<TransferOperationInput, 'transferId' | 'token' | 'to' | 'amount'> {
  /** The transfer's or swap's id: the nonce key, so the operation can execute at most once. */
  readonly id: string
  readonly callData: `0x${string}`
}

/** Any call of the account, unpriced and unsigned, with the initCode while undeployed and the nonce key of `id`. */
export function userOperation(input: UserOperationInput): TransferUserOperation {
  return {
    sender: input.sender,
    nonce: transferNonce(input.id),
    ...(input.deployed
      ? {}
      : {
          factory: input.factory,
          factoryData: viem.encodeFunctionData({ abi: [CREATE_ACCOUNT], args: [input.owner, BigInt(`0x${input.salt}`)] }),
        }),
    callData: input.callData,
    maxFeePerGas: input.maxFeePerGas,
    maxPriorityFeePerGas: input.maxPriorityFeePerGas,
    callGasLimit: 0n,
    verificationGasLimit: 0n,
    preVerificationGas: 0n,
    signature: DUMMY_SIGNATURE,
  }
}

const NUMBERS = ['nonce', 'callGasLimit', 'verificationGasLimit', 'preVerificationGas', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const

/** The JSON-RPC form (numbers as hex strings), as bundlers take it and as the transfer records it. */
export function toWire(op: TransferUserOperation): UserOperationWire {
  return Object.fromEntries(Object.entries(op).map(([k, v]) => [k, typeof v === 'bigint' ? viem.numberToHex(v) : String(v)]))
}

/** The inverse of toWire. */
export function fromWire(wire: UserOperationWire): TransferUserOperation {
  const op: Record<string, unknown> = { ...wire }
  for (const k of NUMBERS) op[k] = BigInt(wire[k] ?? '0x0')
  return op as unknown as TransferUserOperation
}
