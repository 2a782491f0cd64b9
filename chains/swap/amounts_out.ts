/**
 * Uniswap V2's getAmountsOut, computed from the pools' reserves read once
 * per block: every quote in the same block shares one getReserves per pool,
 * and the answer equals the router's own call exactly (the same 997/1000
 * formula, UniswapV2Library.getAmountOut). Concurrent quotes also share the
 * one eth_blockNumber that tells them which block they are in.
 */
import { viem } from '../esm_deps'
import { addressOf } from '../evm/hex'
import type { SwapDeployment } from './deployment'

type Hex = `0x${string}`
const GET_PAIR = viem.parseAbiItem('function getPair(address, address) view returns (address)')
const GET_RESERVES = viem.parseAbiItem('function getReserves() view returns (uint112, uint112, uint32)')

/** The V2 formula: out = in·997·rOut / (rIn·1000 + in·997). */
function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const inWithFee = amountIn * 997n
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee)
}

export class NoPool extends Error {
  constructor(a: Hex, b: Hex) {
    super(`no Uniswap V2 pool with liquidity for ${a} and ${b}`)
    this.name = 'NoPool'
  }
}

/** One per deployment: pair addresses forever, reserves per block. */
export class ReservesCache {
  private readonly pairs = new Map<string, Promise<Hex>>()
  private block: { number: bigint; reserves: Map<string, Promise<readonly [bigint, bigint]>> } | null = null
  private blockRead: Promise<bigint> | null = null

  constructor(private readonly d: SwapDeployment) {}

  /** The last output of getAmountsOut(amountIn, path), from this block's reserves. */
  async amountsOut(amountIn: bigint, path: readonly Hex[]): Promise<{ out: bigint; block: bigint }> {
    const block = await this.currentBlock()
    let amount = amountIn
    for (let i = 0; i + 1 < path.length; i++) {
      const [a, b] = [path[i]!, path[i + 1]!]
      const [r0, r1] = await this.reserves(block, a, b)
      const aFirst = a.toLowerCase() < b.toLowerCase()
      if (r0 === 0n || r1 === 0n) throw new NoPool(a, b)
      amount = aFirst ? amountOut(amount, r0, r1) : amountOut(amount, r1, r0)
    }
    return { out: amount, block }
  }

  /** Callers that arrive while a read is in flight share it; a caller after it answered asks again (a new block may be out). */
  private currentBlock(): Promise<bigint> {
    if (!this.blockRead) {
      const read = this.d.adapter.client.getBlockNumber({ cacheTime: 0 })
      this.blockRead = read
      void read.then(
        () => this.blockRead === read && (this.blockRead = null),
        () => this.blockRead === read && (this.blockRead = null),
      )
    }
    return this.blockRead
  }

  private reserves(block: bigint, a: Hex, b: Hex): Promise<readonly [bigint, bigint]> {
    if (!this.block || this.block.number !== block) this.block = { number: block, reserves: new Map() }
    const key = `${a}:${b}`.toLowerCase()
    let r = this.block.reserves.get(key)
    if (!r) {
      r = this.pair(a, b).then(async (pair) => {
        const [r0, r1] = await this.d.adapter.client.readContract({
          address: pair,
          abi: [GET_RESERVES],
          functionName: 'getReserves',
          blockNumber: block,
        })
        return [r0, r1] as const
      })
      const forBlock = this.block.reserves
      // A failed read is not remembered: the next quote in this block reads again.
      r.catch(() => forBlock.get(key) === r && forBlock.delete(key))
      forBlock.set(key, r)
    }
    return r
  }

  private pair(a: Hex, b: Hex): Promise<Hex> {
    const key = [a.toLowerCase(), b.toLowerCase()].sort().join(':')
    let p = this.pairs.get(key)
    if (!p) {
      p = this.d.adapter.client
        .readContract({
          address: this.d.factory,
          abi: [GET_PAIR],
          functionName: 'getPair',
          args: [a, b],
        })
        .then((answer: unknown) => {
          const pair = addressOf(answer, "the factory's pair")
          if (pair === viem.zeroAddress) throw new NoPool(a, b)
          return pair
        })
      // Only a pool that exists is remembered: one created later is found on a later quote.
      p.catch(() => this.pairs.delete(key))
      this.pairs.set(key, p)
    }
    return p
  }
}
