/**
 * How a CaaS swap reaches a chain, for the executor's ladder
 * (transfer_steps.ts), as transfers do (submitter.ts):
 *   live   a user operation of the user's smart account calling the
 *          platform swap contract: `execute(contract, value, swap…)` for a
 *          native input, `executeBatch([approve(contract, amount_in), swap…])`
 *          for a token (the approve and the swap in one operation, so no
 *          allowance outlives it). A deployed account's call is simulated
 *          first, as the entry point would make it: a swap that would revert
 *          now (minimum, deadline, balance) is refused with the router's
 *          words before anything is signed. Sent and checked by hash
 *          through the bundler (bundler_submitter.ts).
 *   test   a sandbox-ledger swap at hub prices (chains/sandbox/swap.ts), the
 *          swap id as its reference, so a repeated send returns the first.
 */
import { BundlerError } from '../../chains/aa/bundler'
import { viem } from '../../chains/esm_deps'
import { approveCall, revertReason, swapCall } from '../../chains/swap/calls'
import type { SwapNetwork } from '../../chains/swap/deployment'
import type { Network } from '../../chains/networks'
import { SANDBOX_EXPIRED } from '../../chains/sandbox/swap'
import { configEnv } from '../../platform/config_variables'
import { isJsonObject } from '../../platform/json_object'
import type { SwapRecord } from './swap/state'
import { swapContext } from '../swap'
import { hubAmountOut } from '../swap'
import { knownSymbol, unknownTokenMessage } from '../swap'
import { userOperationSubmitter } from './bundler_submitter'
import type { CaasContext } from './context'
import type { TransferSubmitter } from './submitter'
import { addressOf } from '../../chains/evm/hex'

type Hex = `0x${string}`
const EXECUTE = viem.parseAbiItem('function execute(address target, uint256 value, bytes data)')
const EXECUTE_BATCH = viem.parseAbiItem('function executeBatch((address target, uint256 value, bytes data)[] calls)')
const EXECUTE_ERROR = viem.parseAbiItem('error ExecuteError(uint256 index, bytes reason)')
const EXECUTE_ERROR_SELECTOR = viem.toFunctionSelector('ExecuteError(uint256,bytes)')
const MINIMUM_NOT_MET = 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT'

const tokenOf = (t: string): Hex | null => (t === 'native' ? null : addressOf(t, 'a token address'))

/** A CaaS swap's network: BSC or POL, where the swap contract lives (the swap actor took no other). */
function swapNetwork(network: Network): SwapNetwork {
  if (network !== 'BSC' && network !== 'POL') throw new Error(`no CaaS swap runs on ${network}`)
  return network
}

/** Revert data that is an ExecuteError (its selector is hex, so the data is too). */
function isExecuteError(data: unknown): data is Hex {
  return typeof data === 'string' && data.startsWith(EXECUTE_ERROR_SELECTOR)
}

/** The router's words inside an account's revert: executeBatch wraps them in ExecuteError(index, error). */
function accountRevertReason(error: unknown): string {
  for (let e: unknown = error; isJsonObject(e); e = e.cause) {
    if (!isExecuteError(e.data)) continue
    const inner = viem.decodeErrorResult({ abi: [EXECUTE_ERROR], data: e.data }).args?.[1]
    return revertReason({ data: inner })
  }
  return revertReason(error)
}

export function liveSwapSubmitter(caas: CaasContext): TransferSubmitter<SwapRecord> | null {
  return userOperationSubmitter<SwapRecord>(caas, {
    sender: (s) => s.user,
    async callData(s, adapter, deployed) {
      const live = await swapContext(caas.payments).live(swapNetwork(s.network))
      if (!live) throw new BundlerError(0, `no ${s.network} swap contract is configured (${s.network}_SWAP_CONTRACT)`)
      const d = live.deployment
      const tokenIn = tokenOf(s.tokenIn)
      const swap = swapCall(d, {
        tokenIn,
        tokenOut: tokenOf(s.tokenOut),
        amountIn: s.amountIn,
        amountOutMin: s.amountOutMin,
        recipient: s.user.wallet,
        deadline: BigInt(s.deadline),
      })
      const data =
        tokenIn === null
          ? viem.encodeFunctionData({ abi: [EXECUTE], args: [swap.to, swap.value, swap.data] })
          : viem.encodeFunctionData({
              abi: [EXECUTE_BATCH],
              args: [
                [
                  { target: tokenIn, value: 0n, data: approveCall(tokenIn, d.contract, s.amountIn).data },
                  { target: swap.to, value: 0n, data: swap.data },
                ],
              ],
            })
      // An undeployed account has no code to simulate: its first operation's receipt tells.
      if (deployed)
        await adapter.client.call({ account: caas.config.entryPoint, to: s.user.wallet, data }).catch((error: unknown) => {
          throw new BundlerError(0, accountRevertReason(error))
        })
      return data
    },
  })
}

export function sandboxSwapSubmitter(caas: CaasContext): TransferSubmitter<SwapRecord> {
  const ledger = () => caas.chains.ledger.swaps()
  return {
    prepare: async () => ({ ok: true, operation: null }),
    async send(s) {
      // A send repeated after a crash: the ledger already has it (checked before pricing, which may have moved).
      const done = await ledger().status(s.id)
      if (done) return { ok: true, txHash: done.txHash, userOpHash: null }
      const network = swapNetwork(s.network)
      const [tokenIn, tokenOut] = [tokenOf(s.tokenIn), tokenOf(s.tokenOut)]
      const currencyIn = knownSymbol(network, tokenIn, configEnv())
      const currencyOut = knownSymbol(network, tokenOut, configEnv())
      const why = 'the sandbox ledger holds the native coin, USDT and USDC'
      if (!currencyIn) return { ok: false, reason: unknownTokenMessage(network, s.tokenIn, 'from_token', why, configEnv()) }
      if (!currencyOut) return { ok: false, reason: unknownTokenMessage(network, s.tokenOut, 'to_token', why, configEnv()) }
      if (caas.payments.clock.nowMs() > s.deadline * 1000) return { ok: false, reason: SANDBOX_EXPIRED }
      // A hub without a price yet is a fault, not the swap's outcome: the scan retries it until its deadline.
      const amountOut = await hubAmountOut(caas.payments.prices, network, tokenIn, tokenOut, s.amountIn - s.platformFee)
      if (amountOut < s.amountOutMin || amountOut === 0n) return { ok: false, reason: MINIMUM_NOT_MET }
      const sent = await ledger().swap({
        network,
        address: s.user.wallet,
        currencyIn,
        amountIn: s.amountIn,
        currencyOut,
        amountOut,
        deadline: s.deadline,
        reference: s.id,
      })
      return sent.ok ? { ok: true, txHash: sent.txHash, userOpHash: null } : { ok: false, reason: sent.message }
    },
    async check(s) {
      const status = await ledger().status(s.id)
      if (!status) return { state: 'failed', reason: 'swap not found on the sandbox ledger' }
      if (status.state === 'pending') return { state: 'pending', onChain: true }
      return status.state === 'confirmed' ? { state: 'settled', txHash: status.txHash } : { state: 'failed', reason: status.reason }
    },
  }
}
