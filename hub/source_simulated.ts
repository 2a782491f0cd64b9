/**
 * The default price source: a seeded, deterministic simulated market. Each
 * coin follows geometric Brownian motion with its own volatility; the same
 * seed gives the same path. Prices are computed in floating point (they
 * are quotes, not balances) and emitted as fixed-decimal strings.
 */
import { COINS, type Coin } from './coins'
import type { PriceSource, SourceTick } from './source'

const MS_PER_YEAR = 365 * 24 * 3600 * 1000
const MS_PER_DAY = 24 * 3600 * 1000

/** mulberry32: a tiny, well-distributed 32-bit PRNG, enough for a reproducible simulation. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface SimulatedOptions {
  readonly seed?: number
  /** Ticks per second per symbol. */
  readonly ticksPerSecond?: number
  readonly coins?: readonly Coin[]
  readonly now?: () => number
}

export class SimulatedMarket implements PriceSource {
  readonly name = 'simulated'
  readonly generation = 1
  private readonly random: () => number
  private readonly prices: number[]
  private readonly coins: readonly Coin[]
  private timer: NodeJS.Timeout | undefined
  private lastMs = 0

  constructor(private readonly options: SimulatedOptions = {}) {
    this.random = mulberry32(options.seed ?? 42)
    this.coins = options.coins ?? COINS
    this.prices = this.coins.map((c) => c.price)
  }

  private gaussian(): number {
    // Box-Muller; 1 - u keeps log away from zero.
    const u = 1 - this.random()
    const v = this.random()
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
  }

  /** Advances every coin by dtMs and returns the ticks (used by the timer, and by tests directly). */
  step(dtMs: number, timeMs: number): SourceTick[] {
    return this.coins.map((coin, i) => {
      const sigma = coin.volatility * Math.sqrt(dtMs / MS_PER_YEAR)
      this.prices[i] = this.prices[i]! * Math.exp(-0.5 * sigma * sigma + sigma * this.gaussian())
      const volume = ((coin.dailyVolume * dtMs) / MS_PER_DAY) * (0.5 + this.random())
      return { symbol: coin.symbol, price: this.prices[i]!.toFixed(coin.decimals), volume: volume.toFixed(4), timeMs }
    })
  }

  async start(onTicks: (ticks: readonly SourceTick[]) => void): Promise<void> {
    const now = this.options.now ?? Date.now
    const intervalMs = Math.max(1, Math.round(1000 / (this.options.ticksPerSecond ?? 1)))
    this.lastMs = now()
    onTicks(this.step(0, this.lastMs))
    this.timer = setInterval(() => {
      const t = now()
      const ticks = this.step(t - this.lastMs, t)
      this.lastMs = t
      onTicks(ticks)
    }, intervalMs)
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
  }
}
