/**
 * Live CaaS transfers and swaps through an ERC-4337 bundler (CAAS_BUNDLER_URL).
 * prepare: build the operation (user_operation.ts; its call from the
 * record's OperationSpec: a transfer here, a swap in swap_submitters.ts), estimate its
 * gas with the placeholder signature, sign its v0.8 hash in the worker pool
 * with the owner key; send: hand the recorded, signed operation to the
 * bundler, unchanged on every retry so its hash stays the one recorded;
 * check: the bundler's receipt by that hash, else whether the operation's
 * nonce is used on chain (it ran; the receipt is not indexed yet).
 */
import { BundlerClient, BundlerError } from '../../chains/aa/bundler'
import type { EvmAdapter } from '../../chains/evm/adapter'
import { aa, viem } from '../../chains/esm_deps'
import type { Network } from '../../chains/networks'
import type { TransferRecord, TransferSender, UserOperationWire } from './transfer/state'
import type { CaasContext } from './context'
import type { TransferSubmitter } from './submitter'
import { fromWire, toWire, userOperation } from './user_operation'

const GET_NONCE = viem.parseAbiItem('function getNonce(address sender, uint192 key) view returns (uint256 nonce)')
const EXECUTE = viem.parseAbiItem('function execute(address target, uint256 value, bytes data)')
const TRANSFER = viem.parseAbiItem('function transfer(address to, uint256 value) returns (bool)')
const SEQUENCE_MASK = (1n << 64n) - 1n

/** What the live submitter reads of a record: a CaaS transfer or a CaaS swap. */
export interface OperationRecord {
  readonly id: string
  readonly network: Network
  readonly userOpHash: string | null
  readonly operation: UserOperationWire | null
}

/** What differs between the records a user operation carries: whose account, and which call it makes. */
export interface OperationSpec<R extends OperationRecord> {
  sender(r: R): TransferSender
  /** The account's call data; a BundlerError is a refusal (nothing was sent). */
  callData(r: R, adapter: EvmAdapter, deployed: boolean): Promise<`0x${string}`>
}

/** What a token transfer's operation reads of its record: a transfer, or a withdrawal's or deposit's leg. */
interface TokenTransferRecord extends OperationRecord {
  readonly token: string
  readonly amount: bigint
  readonly from: TransferSender
  readonly to: { readonly wallet: `0x${string}` }
}

/** A token transfer: `execute(token, 0, transfer(to, amount))`. */
export const tokenTransferSpec = <R extends TokenTransferRecord>(): OperationSpec<R> => ({
  sender: (t) => t.from,
  async callData(t, adapter) {
    const token = adapter.tokens[t.token]
    if (!token) throw new BundlerError(0, `${t.token} has no contract configured on ${t.network} (${t.network}_${t.token})`)
    const transfer = viem.encodeFunctionData({ abi: [TRANSFER], args: [t.to.wallet, t.amount] })
    return viem.encodeFunctionData({ abi: [EXECUTE], args: [token, 0n, transfer] })
  },
})

export function liveSubmitter(caas: CaasContext): TransferSubmitter | null {
  return userOperationSubmitter(caas, tokenTransferSpec<TransferRecord>())
}

export function userOperationSubmitter<R extends OperationRecord>(caas: CaasContext, spec: OperationSpec<R>): TransferSubmitter<R> | null {
  const url = caas.config.bundlerUrl
  if (!url) return null
  const bundler = new BundlerClient(url)
  const entryPoint = caas.config.entryPoint

  function adapterOf(t: R) {
    const adapter = caas.chains.evm(t.network)
    if (!adapter) throw new BundlerError(0, `no live ${t.network} endpoint is configured (${t.network}_RPC_URL)`)
    return adapter
  }

  return {
    async prepare(t) {
      try {
        const adapter = adapterOf(t)
        const from = spec.sender(t)
        const [chainId, code, fees] = await Promise.all([
          adapter.client.getChainId(),
          adapter.client.getCode({ address: from.wallet }),
          adapter.client.estimateFeesPerGas(),
        ])
        const deployed = code !== undefined && code !== '0x'
        const op = userOperation({
          id: t.id,
          sender: from.wallet,
          owner: from.owner,
          salt: from.salt,
          deployed,
          factory: caas.config.factory,
          callData: await spec.callData(t, adapter, deployed),
          maxFeePerGas: fees.maxFeePerGas,
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        })
        const gas = await bundler.estimate(toWire(op), entryPoint)
        const priced = {
          ...op,
          callGasLimit: BigInt(gas.callGasLimit),
          verificationGasLimit: BigInt(gas.verificationGasLimit),
          preVerificationGas: BigInt(gas.preVerificationGas),
        }
        const userOpHash = aa.getUserOperationHash({
          chainId,
          entryPointAddress: entryPoint,
          entryPointVersion: '0.8',
          userOperation: priced,
        })
        const keys = await caas.wallet.keys()
        const signed = await caas.chains.pool.caasSign(keys.walletId, keys.envelope, from.ownerPath, userOpHash)
        if (viem.getAddress(signed.owner) !== from.owner) throw new Error('owner key does not match the account owner')
        return { ok: true, operation: { userOpHash, operation: toWire({ ...priced, signature: signed.signature }) } }
      } catch (error) {
        // Nothing has been sent yet: a refusal here (insufficient funds in simulation, no endpoint) is the transfer's outcome.
        if (error instanceof BundlerError) return { ok: false, reason: error.message }
        throw error
      }
    },

    async send(t) {
      if (!t.operation || !t.userOpHash) throw new Error(`${t.id} has no recorded user operation to send`)
      try {
        const answered = await bundler.send(t.operation, entryPoint)
        // A different hash means this process and the bundler disagree on what was signed: stop, the deadline check still sees the nonce.
        if (answered.toLowerCase() !== t.userOpHash.toLowerCase())
          throw new Error(`bundler answered user operation hash ${answered}, expected ${t.userOpHash}`)
        return { ok: true, txHash: null, userOpHash: t.userOpHash }
      } catch (error) {
        if (error instanceof BundlerError) return { ok: false, reason: error.message }
        throw error
      }
    },

    async check(t) {
      if (!t.userOpHash) throw new Error(`${t.id} has no user operation hash to check`)
      const receipt = await bundler.receipt(t.userOpHash)
      if (receipt)
        return receipt.success
          ? { state: 'settled', txHash: receipt.receipt.transactionHash }
          : { state: 'failed', reason: receipt.reason || 'user operation reverted' }
      // Submitted before operations were recorded: the receipt is all there is (and such a record has no deadline either).
      if (!t.operation) return { state: 'pending', onChain: false }
      // No receipt: the operation is waiting somewhere, or was never taken, or ran and is not indexed yet. Its nonce (sequence 0 of the transfer's key) tells whether it ran.
      const op = fromWire(t.operation)
      const current = await adapterOf(t).client.readContract({
        address: entryPoint,
        abi: [GET_NONCE],
        functionName: 'getNonce',
        args: [op.sender, op.nonce >> 64n],
      })
      return { state: 'pending', onChain: (current & SEQUENCE_MASK) > 0n }
    },
  }
}
