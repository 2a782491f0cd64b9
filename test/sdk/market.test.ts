/**
 * The market stream's protocol handling with a scripted socket: the subscribe it sends, tick tuples decoded
 * to objects, the resume it sends after a drop (the last position seen), a `reset` snapshot starting over,
 * error frames passed on, and no reconnect after close(). The live path is test/sdk/examples.test.ts.
 */
import t from 'tap'
import { streamMarket, type Tick, type WebSocketLike } from '../../sdk/src'

class ScriptedSocket implements WebSocketLike {
  static opened: ScriptedSocket[] = []
  sent: unknown[] = []
  onopen: WebSocketLike['onopen'] = null
  onmessage: WebSocketLike['onmessage'] = null
  onclose: WebSocketLike['onclose'] = null
  onerror: WebSocketLike['onerror'] = null
  constructor(readonly url: string) {
    ScriptedSocket.opened.push(this)
    setImmediate(() => this.onopen?.({}))
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data))
  }
  close(code = 1000): void {
    setImmediate(() => this.onclose?.({ code, reason: '' }))
  }
  frame(body: unknown): void {
    this.onmessage?.({ data: JSON.stringify(body) })
  }
}

const tick = (offset: string) => ({
  type: 'ticks',
  hub_time: 1,
  count: 1,
  position: { offset, epoch: 'e1' },
  q: [['BTC', '67000.5', '1.25', '1032.5', offset]],
})
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
}

t.test('subscribe, decoded ticks, resume from the last position, reset, errors, close', async (t) => {
  ScriptedSocket.opened = []
  const ticks: Tick[] = []
  const snapshots: boolean[] = []
  const errors: string[] = []
  const stream = streamMarket({
    baseUrl: 'https://api.example.test/',
    apiKey: 'test_sk_a b',
    symbols: ['BTC'],
    WebSocket: ScriptedSocket,
    backoffMs: [1, 2],
    onSnapshot: (_quotes, info) => snapshots.push(info.reset),
    onTicks: (batch) => ticks.push(...batch),
    onError: (code) => errors.push(code),
  })
  await until(() => ScriptedSocket.opened[0]?.sent.length === 1)
  const first = ScriptedSocket.opened[0]!
  t.equal(first.url, 'wss://api.example.test/v1/market/ws?key=test_sk_a%20b')
  t.same(first.sent, [{ op: 'subscribe', symbols: ['BTC'] }], 'no resume on the first connection')
  first.frame({ type: 'snapshot', quotes: [], position: { offset: '10', epoch: 'e1' } })
  first.frame(tick('12'))
  first.frame(tick('11')) // an older frame does not move the position back
  t.same(ticks[0], { symbol: 'BTC', price: '67000.5', change_24h_percent: '1.25', volume_24h: '1032.5', offset: '12' })
  t.same(stream.position, { offset: '12', epoch: 'e1' })
  first.frame({ type: 'error', code: 'TOO_MANY_SYMBOLS', message: 'x' })
  t.same(errors, ['TOO_MANY_SYMBOLS'])

  stream.dropConnection()
  await until(() => ScriptedSocket.opened[1]?.sent.length === 1)
  const second = ScriptedSocket.opened[1]!
  t.same(second.sent, [{ op: 'subscribe', symbols: ['BTC'], resume: { offset: '12', epoch: 'e1' } }], 'resumes from the last position')
  second.frame({ type: 'snapshot', quotes: [], position: { offset: '3', epoch: 'e2' }, reset: true })
  t.same(stream.position, { offset: '3', epoch: 'e2' }, 'a reset starts over in the new epoch')
  t.same(snapshots, [false, true])

  stream.close()
  await new Promise((r) => setTimeout(r, 30))
  t.equal(ScriptedSocket.opened.length, 2, 'no reconnect after close()')
})
