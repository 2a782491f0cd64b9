/**
 * Server -> client frames of the market WebSocket. A snapshot carries full
 * quote objects (once per subscribe); a tick frame is sent 10+ times a second
 * to every subscriber, so it is compact: one tuple per quote and a fixed
 * header whose first fields are `hub_time` and `count`, so a client can read
 * the time and the number of quotes without parsing the whole frame. Each
 * frame is serialized once per topic and published; never once per client.
 */
import type { Quote } from '../../../proto/gen/market'
import { percentChange } from '../../../platform/decimal'
import { quoteView } from './routes'
import type { MarketRejection } from './rejections'

/** A tick as sent: [symbol, price, change_24h_percent, volume_24h, offset], every number a decimal string. */
export type TickTuple = [symbol: string, price: string, change24hPercent: string, volume24h: string, offset: string]

export interface Position {
  readonly offset: bigint
  readonly epoch: string
}

export function frame(type: string, fields: Record<string, unknown>): string {
  return JSON.stringify({ type, ...fields })
}

/** `{"type":"error","code":…,"message":…}`: a code from the closed catalogue, so the WebSocket spells codes as REST does. */
export function errorFrame(code: MarketRejection, message: string): string {
  return frame('error', { code, message })
}

function tickTuple(q: Quote): TickTuple {
  return [q.symbol, q.price, percentChange(q.price, q.open24h), q.volume24h, q.offset.toString()]
}

/**
 * `{"type":"ticks","hub_time":ms,"count":n,"position":{offset,epoch},"q":[tuple…]}`, plus
 * `"resumed":true` or `"conflated":true` on frames that are not live ticks (those carry
 * the time of the batch that produced them, so `hub_time` is always present).
 */
export function ticksFrame(quotes: readonly Quote[], position: Position, hubTimeMs: number, flag?: 'resumed' | 'conflated'): string {
  const head = `{"type":"ticks","hub_time":${Math.trunc(hubTimeMs)},"count":${quotes.length},"position":${JSON.stringify({ offset: position.offset.toString(), epoch: position.epoch })}`
  return `${head}${flag ? `,"${flag}":true` : ''},"q":${JSON.stringify(quotes.map(tickTuple))}}`
}

/** `{"type":"snapshot","quotes":[full quote…],"position":…,"reset"?:true}`: everything a new subscriber needs. */
export function snapshotFrame(quotes: readonly Quote[], position: Position, reset = false): string {
  return frame('snapshot', {
    quotes: quotes.map(quoteView),
    position: { offset: position.offset.toString(), epoch: position.epoch },
    ...(reset ? { reset: true } : {}),
  })
}
