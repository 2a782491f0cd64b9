/**
 * Live CaaS transfers: a v0.8 user operation of the sender's SimpleAccount
 * calling `execute(USDC, 0, transfer(to, amount))`, with the factory's
 * `createAccount(owner, salt)` as initCode while the account has no code
 * yet (its first transfer deploys it). The nonce key is derived from the
 * transfer id (2D nonces, sequence 0), so one transfer can execute at most
 * once whatever is retried. The hash is signed in the worker pool by the
 * owner key; the operation goes to CAAS_BUNDLER_URL.
 */
import { createHash } from 'node:crypto'
import { BundlerClient, BundlerError } from '../../chains/aa/bundler'
import { aa, viem } from '../../chains/esm_deps'
import type { TransferRecord } from '../caas_transfer/state'
import type { CaasContext } from './context'
import type { TransferSubmitter } from './submitter'

const EXECUTE = viem.parseAbiItem('function execute(address target, uint256 value, bytes data)')
const TRANSFER = viem.parseAbiItem('function transfer(address to, uint256 value) returns (bool)')
const CREATE_ACCOUNT = viem.parseAbiItem('function createAccount(address owner, uint256 salt) returns (address)')
// A well-formed 65-byte signature for gas estimation only (SimpleAccount returns SIG_VALIDATION_FAILED for it, which estimation tolerates).
const DUMMY_SIGNATURE = `0x${'ff'.repeat(64)}1c` as const

/** Nonce with a 192-bit key from the transfer id and sequence 0. */
export function transferNonce(transferId: string): bigint {
  return BigInt(`0x${createHash('sha256').update(transferId).digest('hex').slice(0, 48)}`) << 64n
}

export function liveSubmitter(caas: CaasContext): TransferSubmitter | null {
  const url = caas.config.bundlerUrl
  if (!url) return null
  const bundler = new BundlerClient(url)
  const hex = (n: bigint) => viem.numberToHex(n)

  async function build(t: TransferRecord) {
    const adapter = caas.chains.evm(t.network)
    if (!adapter) throw new BundlerError(0, `no live ${t.network} endpoint is configured (${t.network}_RPC_URL)`)
    const token = adapter.tokens[t.token]
    if (!token) throw new BundlerError(0, `${t.token} has no contract configured on ${t.network} (${t.network}_${t.token})`)
    const [chainId, code, fees] = await Promise.all([adapter.client.getChainId(), adapter.client.getCode({ address: t.from.wallet }), adapter.client.estimateFeesPerGas()])
    const deployed = code !== undefined && code !== '0x'
    const op = {
      sender: t.from.wallet, nonce: transferNonce(t.id),
      ...(deployed ? {} : { factory: caas.config.factory, factoryData: viem.encodeFunctionData({ abi: [CREATE_ACCOUNT], args: [t.from.owner, BigInt(`0x${t.from.salt}`)] }) }),
      callData: viem.encodeFunctionData({ abi: [EXECUTE], args: [token, 0n, viem.encodeFunctionData({ abi: [TRANSFER], args: [t.to.wallet, t.amount] })] }),
      maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      callGasLimit: 0n, verificationGasLimit: 0n, preVerificationGas: 0n, signature: DUMMY_SIGNATURE as `0x${string}`,
    }
    return { chainId, op }
  }

  const wire = (op: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(op).map(([k, v]) => [k, typeof v === 'bigint' ? hex(v) : v]))

  return {
    async submit(t) {
      try {
        const { chainId, op } = await build(t)
        const gas = await bundler.estimate(wire(op), caas.config.entryPoint)
        const priced = { ...op, callGasLimit: BigInt(gas.callGasLimit), verificationGasLimit: BigInt(gas.verificationGasLimit), preVerificationGas: BigInt(gas.preVerificationGas) }
        const hash = aa.getUserOperationHash({ chainId, entryPointAddress: caas.config.entryPoint, entryPointVersion: '0.8', userOperation: priced })
        const keys = await caas.wallet.keys()
        const signed = await caas.chains.pool.caasSign(keys.walletId, keys.envelope, t.from.ownerPath, hash)
        if (viem.getAddress(signed.owner) !== t.from.owner) throw new Error('owner key does not match the account owner')
        const userOpHash = await bundler.send(wire({ ...priced, signature: signed.signature }), caas.config.entryPoint)
        return { ok: true, txHash: null, userOpHash }
      } catch (error) {
        // A bundler refusal (insufficient funds in simulation, bad nonce) is this transfer's outcome; anything else is a fault and is retried.
        if (error instanceof BundlerError) return { ok: false, reason: error.message }
        throw error
      }
    },
    async check(t) {
      if (!t.userOpHash) return { state: 'failed', reason: 'no user operation hash recorded' }
      const receipt = await bundler.receipt(t.userOpHash)
      if (!receipt) return { state: 'pending' }
      return receipt.success ? { state: 'settled', txHash: receipt.receipt.transactionHash } : { state: 'failed', reason: receipt.reason || 'user operation reverted' }
    },
  }
}
