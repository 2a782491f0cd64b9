/**
 * The platform as `npm start` runs it (a real process, all roles), which
 * forks the Reloadly simulator beside itself: a test key buys there with no
 * configuration. With debug logging on, no line the platform writes carries
 * a redeem code.
 */
import path from 'node:path'
import t from 'tap'
import { createTestDb, TEST_REDIS_URL } from '../support/db'
import { eventually, onboardMerchant } from '../support/merchant'
import { freePort, startRoles } from '../support/processes'

t.test('npm start: the simulator runs beside the platform; redeem codes in no log line', async (t) => {
  const db = await createTestDb('vasproc')
  t.teardown(() => db.drop())
  const [grpc, hubGrpc, http] = [await freePort(), await freePort(), await freePort()]
  const platform = await startRoles('payments,hub,gateway', {
    DATABASE_URL: db.url,
    DATABASE_SCHEMA: db.schema,
    REDIS_URL: TEST_REDIS_URL,
    PAYMENTS_GRPC_ADDRESS: `127.0.0.1:${grpc}`,
    HUB_GRPC_ADDRESS: `127.0.0.1:${hubGrpc}`,
    PAYMENTS_HTTP_PORT: '0',
    HUB_HTTP_PORT: '0',
    PORT: String(http),
    HOST: '127.0.0.1',
    DATA_DIR: path.join('/tmp', `vasproc-${db.schema}`),
    MASTER_KEY: Buffer.alloc(32, 9).toString('base64'),
    ADMIN_TOKEN: 'vasproc-admin',
    EVENT_STREAM_KEY: `test:events:${db.schema}`,
    LOG_LEVEL: 'debug',
    DEPOSIT_POLL_MS: '100',
    REQUEST_DEADLINE_MS: '30000',
    VAS_PROVIDER_TIMEOUT_MS: '2000',
    VAS_RECONCILE_POLL_MS: '200',
    VAS_SANDBOX_URL: '',
  })
  t.teardown(() => platform.stop())
  const base = `http://127.0.0.1:${http}`
  const m = await onboardMerchant(base, 'vasproc-admin', { email: `vasproc-${db.schema}@test.dev`, plan: 'professional' })
  const address = (await m.api('GET', '/api/v1/balance/top-up-addresses')).body.addresses[0].address as string
  t.equal((await m.api('POST', '/api/v1/sandbox/deposits', { network: 'POL', currency: 'USDT', address, amount: '50' })).status, 201)
  await eventually(async () => {
    const b = (await m.api('GET', '/api/v1/balance?currency=USDT')).body.balances[0]
    return b.available === '50000000' ? true : undefined
  }, 60_000)

  const res = await m.api('POST', '/api/v1/giftcards/orders', { reference: 'proc-1', product_id: 1001, unit_price: '10' })
  t.equal(res.status, 200, JSON.stringify(res.body))
  t.equal(res.body.status, 'successful')
  const card = res.body.redeem_codes[0].card_number as string
  const hang = await m.api('POST', '/api/v1/giftcards/orders', { reference: 'proc-2', product_id: 9002, unit_price: '10' })
  t.equal(hang.body.status, 'processing')
  const done = await eventually(async () => {
    const o = await m.api('GET', '/vas/orders/proc-2')
    return o.body.status === 'successful' ? o.body : undefined
  }, 60_000)
  const log = platform.output()
  t.ok(log.length > 1000, `the platform logged (${log.length} characters at debug)`)
  t.match(log, /Reloadly simulator/, 'it says where sandbox orders go')
  for (const code of [card, done.redeem_codes[0].card_number as string]) t.notOk(log.includes(code), 'no log line carries a redeem code')
})
