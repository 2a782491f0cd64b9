/**
 * Execute with a test key (test_sk_): the same swap, record and answer as
 * live, settled on the sandbox ledger instead of a chain. The output is the
 * spec's arithmetic on hub prices (0.3% fee deducted first, hub_quote.ts);
 * a minimum it does not meet or a deadline already passed is refused with
 * the router's words before anything moves, as live refuses on its
 * estimate. Otherwise the swap is recorded `pending`, then one ledger swap
 * (chains/sandbox/swap.ts, reference `swap:<id>`) debits amount_in and
 * credits amount_out to the customer's sandbox address; it stays pending
 * until the sandbox block time passes, then the settler
 * (sandbox_settle.ts) confirms it, or fails it when its block came after
 * the deadline. There is no approve: the ledger needs no allowance.
 */
import { DECIMALS } from '../../chains/assets'
import { SANDBOX_EXPIRED, SANDBOX_SWAP_POOL, type SandboxSwapSent } from '../../chains/sandbox/swap'
import type { ActiveWallet } from '../wallets'
import type { SwapOpening } from './state'
import type { Caller } from '../../platform/caller'
import { RejectionError, reject } from '../../platform/errors'
import type { Static } from '@sinclair/typebox'
import type { SwapContext } from './context'
import { claimExecute } from './execute_key'
import { answerSwap } from './answer'
import { hubAmountOut } from './hub_quote'
import { knownSymbol, unknownToken } from './known_tokens'
import { QUOTE_VALIDITY_S, platformFeeOf, tokenName, type SwapRequest, type Token } from './inputs'
import type { Network } from '../../chains/networks'
import { customerWallet } from './customer_wallet'
import type * as ops from './api/operations'
import { SANDBOX_DEX, kickSandboxSettle } from './sandbox_settle'
import { configEnv } from '../../platform/config_variables'

const MINIMUM_NOT_MET = 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT'

type ExecuteInput = Static<(typeof ops.execute)['input']>

/**
 * The ledger currency of a token on a sandbox network: the native coin, or a stablecoin the platform knows
 * (known_tokens.ts: the canonical contracts, and a configured one), which every EVM network of the ledger holds (a
 * bridge swap's ETH too); anything else is 400 naming what is accepted.
 */
export function sandboxCurrency(network: Network, token: Token, field: string): string {
  const symbol = knownSymbol(network, token, configEnv())
  if (symbol === null || DECIMALS[network][symbol] === undefined)
    throw unknownToken(network, tokenName(token), field, 'the sandbox ledger holds the native coin, USDT and USDC', configEnv())
  return symbol
}

export async function executeSandbox(c: SwapContext, b: ExecuteInput, caller: Caller, r: SwapRequest) {
  const currencyIn = sandboxCurrency(r.network, r.tokenIn, 'from_token')
  const currencyOut = sandboxCurrency(r.network, r.tokenOut, 'to_token')
  const { wallet, address } = await customerWallet(c, caller, b.customerID, r.network)
  const nowMs = c.payments.clock.nowMs()
  const amountOutMin = b.amount_out_min !== undefined ? BigInt(b.amount_out_min) : 1n
  const deadline = b.expires_at ?? Math.floor(nowMs / 1000) + QUOTE_VALIDITY_S
  const fee = platformFeeOf(r.amountIn)
  // Priced before the key is bound or anything recorded: a hub without a price is 400, and a retry may succeed.
  const amountOut = await hubAmountOut(c.payments.prices, r.network, r.tokenIn, r.tokenOut, r.amountIn - fee)
  const refusal = nowMs > deadline * 1000 ? SANDBOX_EXPIRED : amountOut < amountOutMin || amountOut === 0n ? MINIMUM_NOT_MET : null
  const opening = {
    type: 'dex' as const,
    fromChain: r.network,
    toChain: r.network,
    dex: SANDBOX_DEX,
    routerAddress: SANDBOX_SWAP_POOL,
    tokenIn: tokenName(r.tokenIn),
    tokenOut: tokenName(r.tokenOut),
    amountIn: r.amountIn,
    amountOutMin,
    platformFee: fee,
    deadline,
    fromAddress: address.address,
  }
  return onLedger(c, b, wallet, opening, refusal, (reference) =>
    c.chains.ledger.swaps().swap({
      network: r.network,
      address: address.address,
      currencyIn,
      amountIn: r.amountIn,
      currencyOut,
      amountOut,
      deadline,
      reference,
    }),
  )
}

/**
 * What every sandbox swap does once priced: binds the key (a retry answers the first swap), records the swap
 * `pending`, then either fails it with `refusal` (a reason known before anything moves) or moves it on the
 * ledger under reference `swap:<id>` and reports it sent; the settler takes it from there.
 */
export async function onLedger(
  c: SwapContext,
  b: ExecuteInput,
  wallet: Pick<ActiveWallet, 'businessId' | 'walletId'>,
  opening: Omit<SwapOpening, 'businessId' | 'isTest' | 'customerId' | 'customerWalletId'>,
  refusal: string | null,
  move: (reference: string) => Promise<SandboxSwapSent>,
) {
  const claim = await claimExecute(c.payments.sql, b, wallet.businessId, true, c.payments.clock.nowMs())
  if (claim.kind === 'replay') return answerSwap(c, claim.id)
  const id = claim.id
  const owner = { businessId: wallet.businessId, isTest: true, customerId: b.customerID, customerWalletId: wallet.walletId }
  await c.swap(id, { type: 'open', swap: { ...owner, ...opening } })
  const refuse = async (reason: string): Promise<never> => {
    await c.swap(id, { type: 'fail', step: 'swap', reason })
    throw new RejectionError(reject('SWAP_TRANSACTION_FAILED', `swap transaction failed: ${reason}`))
  }
  if (refusal !== null) return refuse(refusal)
  const sent = await move(`swap:${id}`)
  if (!sent.ok) return refuse(sent.message)
  await c.swap(id, { type: 'sent', step: 'swap', txHash: sent.txHash })
  kickSandboxSettle(c, id, sent.settlesAtMs - c.payments.clock.nowMs())
  return answerSwap(c, id)
}
