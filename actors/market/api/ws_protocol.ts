/**
 * The market WebSocket protocol (JSON text frames).
 * Client -> server:
 *   {"op":"subscribe","symbols":["BTC","ETH"] | "*", "resume"?: {"offset":"123","epoch":"ab12…"}}
 *   {"op":"unsubscribe","symbols":[...] | "*"}
 *   {"op":"ping","id"?: any}
 * Server -> client (built in ws_frames.ts):
 *   {"type":"snapshot","quotes":[{symbol, price, …}],"position":{offset,epoch}}   after subscribe (or a resume from another epoch)
 *   {"type":"ticks","hub_time":ms,"count":n,"position":…,"resumed"|"conflated"?:true,"q":[[symbol, price, change_24h_percent, volume_24h, offset]]}
 *   {"type":"subscribed","symbols":[…]} / {"type":"unsubscribed","symbols":[…]}
 *   {"type":"pong","id"?:…,"time":ms}
 *   {"type":"error","code":…,"message":…}
 * A resume with the current epoch returns only the quotes that changed after
 * the client's offset (the latest value of each: nothing older is replayed).
 */
import { field, isJsonObject, isList } from '../../../platform/json_object'

export type ClientMessage =
  | { op: 'subscribe'; symbols: string[] | '*'; resume?: { offset: string; epoch: string } }
  | { op: 'unsubscribe'; symbols: string[] | '*' }
  | { op: 'ping'; id?: unknown }

const SYMBOL = /^[A-Z0-9]{1,12}$/
export const MAX_SYMBOLS_PER_SOCKET = 500

export function parseClientMessage(text: string): ClientMessage | { error: string } {
  let m: unknown
  try {
    m = JSON.parse(text)
  } catch {
    return { error: 'message is not valid JSON' }
  }
  if (!isJsonObject(m)) return { error: 'message must be an object' }
  if (m.op === 'ping') return { op: 'ping', id: m.id }
  if (m.op !== 'subscribe' && m.op !== 'unsubscribe') return { error: 'op must be subscribe, unsubscribe or ping' }
  const symbols = m.symbols === '*' ? '*' : isList(m.symbols) ? m.symbols.map((s) => String(s).toUpperCase()) : null
  if (
    !symbols ||
    (symbols !== '*' && (symbols.length === 0 || symbols.length > MAX_SYMBOLS_PER_SOCKET || !symbols.every((s) => SYMBOL.test(s))))
  ) {
    return { error: `symbols must be "*" or 1 to ${MAX_SYMBOLS_PER_SOCKET} tickers` }
  }
  if (m.op === 'unsubscribe') return { op: 'unsubscribe', symbols }
  if (m.resume === undefined) return { op: 'subscribe', symbols }
  const offset = field(m.resume, 'offset')
  const epoch = field(m.resume, 'epoch')
  if (!isJsonObject(m.resume) || !/^\d+$/.test(String(offset)) || typeof epoch !== 'string')
    return { error: 'resume must be {offset, epoch}' }
  return { op: 'subscribe', symbols, resume: { offset: String(offset), epoch } }
}
