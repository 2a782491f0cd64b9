/**
 * The tick feed every bench server publishes: the simulated market limited
 * to 100 coins, each ticking 10 times a second, framed exactly as the
 * platform frames it (one combined compact frame per batch, built by the
 * platform's own ticksFrame), so the three servers send the same bytes.
 */
import { SnapshotBook } from '../../hub/book'
import { COINS } from '../../hub/coins'
import { toQuote } from '../../hub/grpc_server'
import { SimulatedMarket } from '../../hub/source_simulated'
import { ticksFrame } from '../../actors/market/api/ws_frames'

export const BENCH_COINS = COINS.slice(0, 100)
/** The rate; BENCH_MARKET_TICKS_PER_SECOND raises it to look for each server's ceiling. */
export const TICKS_PER_SECOND = Number(process.env.BENCH_MARKET_TICKS_PER_SECOND ?? 10)

export function startFeed(onFrame: (frame: string) => void): () => void {
  const market = new SimulatedMarket({ seed: 11, ticksPerSecond: TICKS_PER_SECOND, coins: BENCH_COINS })
  const book = new SnapshotBook()
  void market.start((ticks) => {
    const changed = book.apply(ticks).map(toQuote)
    onFrame(ticksFrame(changed, { offset: book.offset, epoch: book.epoch }, Date.now()))
  })
  return () => void market.stop()
}
