/**
 * Uniswap V2 on an anvil, from the published npm artifacts (never
 * recompiled: the router hard-codes the pair's init-code hash): WETH9,
 * Factory, Router02, the platform's PlatformSwap (checked-in artifact),
 * two plain test tokens (periphery ERC20, total supply to the deployer), a
 * fee-on-transfer DeflatingERC20, and pools with liquidity:
 * A/B, A/WETH, DTT/WETH and DTT/B, each 1000/1000 (18 decimals).
 */
import { viem } from '../../chains/esm_deps'
import { PLATFORM_SWAP_ABI, PLATFORM_SWAP_BYTECODE } from '../../chains/swap/platform_swap_artifact'
import { anvilClients } from './anvil'

type Hex = `0x${string}`
type Abi = import('viem', { with: { 'resolution-mode': 'import' } }).Abi
interface Artifact {
  readonly abi: readonly unknown[]
  readonly bytecode: string
}
// One literal require() per artifact, so dependency checks (knip) see the packages in use.
const WETH9 = require('@uniswap/v2-periphery/build/WETH9.json') as Artifact
const FACTORY = require('@uniswap/v2-core/build/UniswapV2Factory.json') as Artifact
export const ROUTER = require('@uniswap/v2-periphery/build/UniswapV2Router02.json') as Artifact
export const ERC20 = require('@uniswap/v2-periphery/build/ERC20.json') as Artifact
export const DEFLATING = require('@uniswap/v2-periphery/build/DeflatingERC20.json') as Artifact

export interface UniswapFixture {
  readonly weth: Hex
  readonly factory: Hex
  readonly router: Hex
  readonly platformSwap: Hex
  readonly feeTo: Hex
  readonly tokenA: Hex
  readonly tokenB: Hex
  /** DeflatingERC20: burns 1% of every transfer. */
  readonly deflating: Hex
}

const E18 = 10n ** 18n
const LIQUIDITY = 1000n * E18

/** Deploys everything from anvil's first account; `feeTo` receives the platform fee. */
export async function deployUniswap(url: string, feeTo: Hex): Promise<UniswapFixture> {
  const { funder, reader } = anvilClients(url)
  const deploy = async (a: Artifact, args: unknown[]): Promise<Hex> => {
    const bytecode = (a.bytecode.startsWith('0x') ? a.bytecode : `0x${a.bytecode}`) as Hex
    const hash = await funder.deployContract({ abi: a.abi as Abi, bytecode, args })
    const receipt = await reader.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error('deploy failed')
    return viem.getAddress(receipt.contractAddress)
  }
  const write = async (address: Hex, abi: readonly unknown[], functionName: string, args: unknown[], value?: bigint) => {
    const hash = await funder.writeContract({ address, abi: abi as Abi, functionName, args, ...(value ? { value } : {}) })
    const receipt = await reader.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${functionName} reverted`)
  }
  const me = funder.account.address
  const weth = await deploy(WETH9, [])
  const factory = await deploy(FACTORY, [me])
  const router = await deploy(ROUTER, [factory, weth])
  const platformSwap = await deploy({ abi: PLATFORM_SWAP_ABI, bytecode: PLATFORM_SWAP_BYTECODE }, [router, feeTo])
  const tokenA = await deploy(ERC20, [1_000_000n * E18])
  const tokenB = await deploy(ERC20, [1_000_000n * E18])
  const deflating = await deploy(DEFLATING, [1_000_000n * E18])
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600)
  for (const token of [tokenA, tokenB, deflating]) await write(token, ERC20.abi, 'approve', [router, viem.maxUint256])
  for (const [x, y] of [
    [tokenA, tokenB],
    [deflating, tokenB],
  ] as const)
    await write(router, ROUTER.abi, 'addLiquidity', [x, y, LIQUIDITY, LIQUIDITY, 0n, 0n, me, deadline])
  for (const token of [tokenA, deflating])
    await write(router, ROUTER.abi, 'addLiquidityETH', [token, LIQUIDITY, 0n, 0n, me, deadline], LIQUIDITY)
  return { weth, factory, router, platformSwap, feeTo, tokenA, tokenB, deflating }
}

/** Sends test tokens from the deployer. */
export async function giveTokens(url: string, token: Hex, to: Hex, amount: bigint): Promise<void> {
  const { funder, reader } = anvilClients(url)
  const hash = await funder.writeContract({ address: token, abi: ERC20.abi as Abi, functionName: 'transfer', args: [to, amount] })
  await reader.waitForTransactionReceipt({ hash })
}

/** The router's own getAmountsOut, called directly. */
export async function routerAmountsOut(url: string, router: Hex, amountIn: bigint, path: readonly Hex[]): Promise<bigint> {
  const { reader } = anvilClients(url)
  const out = (await reader.readContract({
    address: router,
    abi: ROUTER.abi as Abi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  })) as bigint[]
  return out[out.length - 1]!
}

export async function tokenBalance(url: string, token: Hex, owner: Hex): Promise<bigint> {
  const { reader } = anvilClients(url)
  return (await reader.readContract({ address: token, abi: ERC20.abi as Abi, functionName: 'balanceOf', args: [owner] })) as bigint
}
