import t from 'tap'
import { startGatewayRole } from '../../roles/gateway'
import { startHub } from '../../roles/hub'
import { SimulatedMarket } from '../../hub/source_simulated'
import { loadConfig } from '../../platform/config'
import { percentChange, subtractDecimal } from '../../platform/decimal'
import { staticAuthenticator } from '../fixtures/static_authenticator'
import { quietLogger } from '../support/host'

t.test('SimulatedMarket: the same seed gives the same prices; 100+ coins', async (t) => {
  const a = new SimulatedMarket({ seed: 7 })
  const b = new SimulatedMarket({ seed: 7 })
  const c = new SimulatedMarket({ seed: 8 })
  const pathA = [a.step(0, 0), a.step(1000, 1000), a.step(1000, 2000)]
  t.same([b.step(0, 0), b.step(1000, 1000), b.step(1000, 2000)], pathA)
  t.notSame(
    c.step(1000, 1000).map((x) => x.price),
    pathA[1]!.map((x) => x.price),
  )
  t.ok(pathA[0]!.length >= 100, `${pathA[0]!.length} coins`)
  t.ok(
    pathA[2]!.every((tick) => /^\d+(\.\d+)?$/.test(tick.price)),
    'prices are decimal strings',
  )
})

t.test('decimal: 24 h change is exact', async (t) => {
  t.equal(subtractDecimal('67300.50', '67250'), '50.50')
  t.equal(subtractDecimal('0.000018', '0.0000182'), '-0.0000002')
  t.equal(percentChange('110', '100'), '10.00')
  t.equal(percentChange('0.995', '1.000'), '-0.50')
})

/** A gateway (and hub) on free ports; no payments role answers on port 1. */
const marketConfig = (hubAddress: string) =>
  loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    HUB_GRPC_ADDRESS: hubAddress,
    HUB_HTTP_PORT: '0',
    PAYMENTS_GRPC_ADDRESS: '127.0.0.1:1',
  })

t.test('market REST through the gateway and the hub', async (t) => {
  const config = marketConfig('127.0.0.1:0')
  const hub = await startHub({ config, logger: quietLogger, source: new SimulatedMarket({ seed: 1, ticksPerSecond: 20 }) })
  const gateway = await startGatewayRole({
    config: { ...config, hubGrpcAddress: `127.0.0.1:${hub.grpcPort}` },
    logger: quietLogger,
    modules: [],
    authenticator: staticAuthenticator,
  })
  t.teardown(async () => {
    await gateway.close()
    await hub.close()
  })
  const base = `http://127.0.0.1:${gateway.port}`

  const health = await fetch(`${base}/v1/market/health`)
  t.equal(health.status, 200)
  t.match(await health.json(), { status: 'ok', source: 'simulated', symbols: Number })

  const symbols = (await (await fetch(`${base}/v1/market/symbols`)).json()) as { total: number; symbols: string[] }
  t.ok(symbols.total >= 100 && symbols.symbols.includes('BTC'))

  t.equal((await fetch(`${base}/v1/market/prices?symbols=BTC`)).status, 401, 'prices need an API key')
  const res = await fetch(`${base}/v1/market/prices?symbols=BTC,eth,NOPE,b@d`, { headers: { 'x-api-key': 'test_sk_merchant1' } })
  t.equal(res.status, 200)
  const body = (await res.json()) as {
    prices: Record<string, Record<string, string>>
    unknown: string[]
    position: { offset: string; epoch: string }
  }
  t.same(Object.keys(body.prices).sort(), ['BTC', 'ETH'])
  t.same(body.unknown.sort(), ['B@D', 'NOPE'], 'unknown symbols are reported')
  t.match(body.prices.BTC, {
    symbol: 'BTC',
    price: /^\d+\.\d{2}$/,
    change_24h: /^-?\d+\.\d+$/,
    change_24h_percent: /^-?\d+\.\d{2}$/,
    volume_24h: /^\d/,
    time: /Z$/,
  })
  t.match(body.position, { offset: /^\d+$/, epoch: /^[0-9a-f]{12}$/ })
  t.equal((await fetch(`http://127.0.0.1:${hub.httpPort}/healthz`)).status, 200, 'the hub debug listener answers')
})

t.test('error: HUB_UNAVAILABLE from GET /v1/market/health when no hub answers', async (t) => {
  // Nothing listens on port 1: the hub client's call fails within its 3 s deadline.
  const config = marketConfig('127.0.0.1:1')
  const gateway = await startGatewayRole({ config, logger: quietLogger, modules: [], authenticator: staticAuthenticator })
  t.teardown(() => gateway.close())
  const health = await fetch(`http://127.0.0.1:${gateway.port}/v1/market/health`)
  t.equal(health.status, 503)
  t.match(await health.json(), { status: 'down', code: 'HUB_UNAVAILABLE', error: 'hub unreachable' })
})
