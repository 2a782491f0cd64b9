/**
 * The market WebSocket's AsyncAPI 3.0 document: served at /asyncapi.json,
 * valid for @asyncapi/parser (the parser `asyncapi validate` runs; the CLI
 * itself needs Node 24), and true of the live socket: every frame a client
 * receives in a session (subscribed, snapshot, ticks, resumed ticks, pong,
 * errors) matches the payload schema the served document gives its type.
 */
import t from 'tap'
import WebSocket from 'ws'
import Ajv from 'ajv'
import { Parser } from '@asyncapi/parser'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'
import { staticAuthenticator } from '../fixtures/static_authenticator'

type Frame = { type: string; position?: { offset: string; epoch: string }; [k: string]: unknown }

/** Diagnostics at error or warning severity (0, 1); information such as "3.1.0 exists" is not a defect of the document. */
async function problems(doc: unknown): Promise<string[]> {
  const { diagnostics } = await new Parser().parse(JSON.stringify(doc))
  return diagnostics.filter((d) => d.severity <= 1).map((d) => `${d.code}: ${d.message} at ${d.path.join('.')}`)
}

t.test('the AsyncAPI document is valid and every frame of a live session matches it', async (t) => {
  const db = await createTestDb('asyncapi')
  const platform = await startTestPlatform(db, [], { authenticator: staticAuthenticator })
  const sockets: WebSocket[] = []
  t.teardown(async () => {
    for (const s of sockets) s.terminate()
    await platform.close()
    await db.drop()
  })
  const doc = (await (await fetch(`${platform.baseUrl}/asyncapi.json`)).json()) as {
    asyncapi: string
    channels: { market: { address: string } }
    components: { messages: Record<string, { payload: object }> }
  }
  t.equal(doc.asyncapi, '3.0.0')
  t.equal(doc.channels.market.address, '/v1/market/ws')
  t.same(await problems(doc), [], '@asyncapi/parser reports no error or warning')

  const ajv = new Ajv({ strict: false })
  const validators = Object.fromEntries(Object.entries(doc.components.messages).map(([name, m]) => [name, ajv.compile(m.payload)]))
  const frames: Frame[] = []
  const ws = new WebSocket(`${platform.baseUrl.replace('http', 'ws')}/v1/market/ws?key=test_sk_asyncapi`)
  sockets.push(ws)
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame))
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
  const next = async (type: string, from = 0, where: (f: Frame) => boolean = () => true): Promise<Frame> => {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 10))) {
      const found = frames.slice(from).find((f) => f.type === type && where(f))
      if (found) return found
    }
    throw new Error(`no ${type} frame`)
  }
  ws.send(JSON.stringify({ op: 'subscribe', symbols: ['BTC', 'ETH', 'NOPE1'] }))
  const snapshot = await next('snapshot')
  await next('ticks')
  ws.send(JSON.stringify({ op: 'ping', id: 7 }))
  await next('pong')
  ws.send('{"op":"subscribe","symbols":[]}')
  await next('error')
  ws.send(JSON.stringify({ op: 'unsubscribe', symbols: ['ETH'] }))
  await next('unsubscribed')
  // A reconnecting client resumes from the position it saw last: the changes since come flagged `resumed`.
  const mark = frames.length
  ws.send(JSON.stringify({ op: 'subscribe', symbols: ['BTC'], resume: snapshot.position }))
  await next('ticks', mark, (f) => f.resumed === true)
  ws.send(JSON.stringify({ op: 'subscribe', symbols: '*' }))
  ws.send(JSON.stringify({ op: 'subscribe', symbols: ['BTC'] }))
  await next('error', mark, (f) => f.code === 'ALREADY_SUBSCRIBED_ALL')

  const seen = new Set(frames.map((f) => f.type))
  t.same([...seen].sort(), ['error', 'pong', 'snapshot', 'subscribed', 'ticks', 'unsubscribed'], 'every kind of frame was seen')
  const outside = frames.flatMap((f) => {
    const { type } = f
    const validate = validators[type]
    if (!validate) return [`${type}: no message of this type in the document`]
    return validate(f) ? [] : [`${type}: ${ajv.errorsText(validate.errors)}`]
  })
  t.same(outside, [], `all ${frames.length} frames match the document`)
})

t.test('the parser refuses a broken document (the check can fail)', async (t) => {
  const broken = { asyncapi: '3.0.0', info: { title: 't', version: '1' }, channels: { c: { address: 1 } } }
  t.not((await problems(broken)).length, 0)
})
