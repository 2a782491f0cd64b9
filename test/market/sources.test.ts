import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import t from 'tap'
import { WebSocketServer } from 'ws'
import { startHub } from '../../roles/hub'
import { record } from '../../hub/record'
import { ExchangeSource } from '../../hub/source_exchange'
import { ReplaySource, readRecording } from '../../hub/source_replay'
import { SimulatedMarket } from '../../hub/source_simulated'
import { loadConfig } from '../../platform/config'
import { quietLogger } from '../support/host'
import { until } from '../support/wait'

const config = loadConfig({ NODE_ENV: 'test', HUB_GRPC_ADDRESS: '127.0.0.1:0', HUB_HTTP_PORT: '0' })

t.test('ExchangeSource against a local server speaking the exchange protocol', async (t) => {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  let price = 67000
  const timer = setInterval(() => {
    price += 1
    const data = [
      { e: '24hrMiniTicker', E: Date.now(), s: 'BTCUSDT', c: price.toFixed(2), o: '66000.00', h: '68000.00', l: '65000.00', v: '12345.6' },
      { e: '24hrMiniTicker', E: Date.now(), s: 'ETHBTC', c: '0.05', o: '0.05', h: '0.05', l: '0.05', v: '1' },
    ]
    for (const c of server.clients) c.send(JSON.stringify({ stream: '!miniTicker@arr', data }))
  }, 20)
  const port = (server.address() as { port: number }).port
  const hub = await startHub({
    config,
    logger: quietLogger,
    source: new ExchangeSource(`ws://127.0.0.1:${port}/stream?streams=!miniTicker@arr`),
  })
  t.teardown(async () => {
    clearInterval(timer)
    await hub.close()
    server.close()
  })
  await until(() => hub.book.get('BTC') !== undefined, 'a BTC quote from the exchange')
  t.match(hub.book.get('BTC'), { open24h: '66000.00', high24h: '68000.00', low24h: '65000.00', volume24h: 12345.6 })
  t.equal(hub.book.get('ETH'), undefined, 'pairs in another quote asset are ignored')
  t.match(hub.book.get('USDT'), { price: '1' }, 'the quote asset is quoted at 1, so USDT payments can be priced')
  const firstEpoch = hub.book.epoch
  for (const c of server.clients) c.terminate()
  await until(() => hub.book.epoch !== firstEpoch && hub.book.get('BTC') !== undefined, 'a new epoch after the reconnect')
  t.pass('after a dropped connection the source reconnects and the hub starts a new epoch')
})

t.test('ReplaySource replays a recording at pace and starts a new epoch per loop', async (t) => {
  const file = path.join(os.tmpdir(), `replay-${process.pid}.ndjson`)
  t.teardown(() => fs.rmSync(file, { force: true }))
  const lines = await record(new SimulatedMarket({ seed: 9, ticksPerSecond: 20 }), file, 0.3)
  t.ok(lines >= 3, `${lines} batches recorded`)
  const batches = readRecording(file)
  const hub = await startHub({ config, logger: quietLogger, source: new ReplaySource(batches, 5) })
  t.teardown(() => hub.close())
  // The book shows a BTC price taken from the recording (the epoch is never empty, so waiting on it waited for nothing).
  const recorded = new Set(batches.flatMap((b) => b.ticks.filter((x) => x.symbol === 'BTC').map((x) => x.price)))
  await until(() => recorded.has(hub.book.get('BTC')?.price ?? ''), 'a recorded BTC price in the book')
  const epoch = hub.book.epoch
  await until(() => hub.book.epoch !== epoch, 'the replay to loop into a new epoch')
  t.pass('the replay looped into a new epoch')
  t.ok(hub.book.symbols().length >= 100)
})
