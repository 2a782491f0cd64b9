/**
 * Live CaaS transfers through an ERC-4337 bundler (CAAS_BUNDLER_URL).
 * prepare: build the transfer's operation (user_operation.ts), estimate its
 * gas with the placeholder signature, sign its v0.8 hash in the worker pool
 * with the owner key; send: hand the recorded, signed operation to the
 * bundler, unchanged on every retry so its hash stays the one recorded;
 * check: the bundler's receipt by that hash, else whether the operation's
 * nonce is used on chain (it ran; the receipt is not indexed yet).
 */
import { BundlerClient, BundlerError } from '../../chains/aa/bundler'
import { aa, viem } from '../../chains/esm_deps'
import type { TransferRecord } from '../caas_transfer/state'
import type { CaasContext } from './context'
import type { TransferSubmitter } from './submitter'
import { fromWire, toWire, transferOperation } from './user_operation'

const GET_NONCE = viem.parseAbiItem('function getNonce(address sender, uint192 key) view returns (uint256 nonce)')
const SEQUENCE_MASK = (1n << 64n) - 1n

export function liveSubmitter(caas: CaasContext): TransferSubmitter | null {
  const url = caas.config.bundlerUrl
  if (!url) return null
  const bundler = new BundlerClient(url)
  const entryPoint = caas.config.entryPoint

  function adapterOf(t: TransferRecord) {
    const adapter = caas.chains.evm(t.network)
    if (!adapter) throw new BundlerError(0, `no live ${t.network} endpoint is configured (${t.network}_RPC_URL)`)
    return adapter
  }

  return {
    async prepare(t) {
      try {
        const adapter = adapterOf(t)
        const token = adapter.tokens[t.token]
        if (!token) throw new BundlerError(0, `${t.token} has no contract configured on ${t.network} (${t.network}_${t.token})`)
        const [chainId, code, fees] = await Promise.all([
          adapter.client.getChainId(),
          adapter.client.getCode({ address: t.from.wallet }),
          adapter.client.estimateFeesPerGas(),
        ])
        const op = transferOperation({
          transferId: t.id,
          sender: t.from.wallet,
          owner: t.from.owner,
          salt: t.from.salt,
          deployed: code !== undefined && code !== '0x',
          factory: caas.config.factory,
          token,
          to: t.to.wallet,
          amount: t.amount,
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
        const signed = await caas.chains.pool.caasSign(keys.walletId, keys.envelope, t.from.ownerPath, userOpHash)
        if (viem.getAddress(signed.owner) !== t.from.owner) throw new Error('owner key does not match the account owner')
        return { ok: true, operation: { userOpHash, operation: toWire({ ...priced, signature: signed.signature }) } }
      } catch (error) {
        // Nothing has been sent yet: a refusal here (insufficient funds in simulation, no endpoint) is the transfer's outcome.
        if (error instanceof BundlerError) return { ok: false, reason: error.message }
        throw error
      }
    },

    async send(t) {
      if (!t.operation || !t.userOpHash) throw new Error(`transfer ${t.id} has no recorded user operation to send`)
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
      if (!t.userOpHash) throw new Error(`transfer ${t.id} has no user operation hash to check`)
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
