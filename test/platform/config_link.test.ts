import t from 'tap'
import { loadConfig } from '../../platform/config'
import { loadLinkKeys } from '../../platform/secrets/link_keys'

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/platform',
  ADMIN_TOKEN: 'admin',
  MASTER_KEY: Buffer.alloc(32, 3).toString('base64'),
}

t.test('error: config_missing, production without LINK_SECRET refuses to start', async (t) => {
  t.throws(() => loadConfig(production), { code: 'config_missing', message: /LINK_SECRET/ })
  t.equal(loadConfig({ ...production, LINK_SECRET: Buffer.alloc(32, 4).toString('base64') }).env, 'production')
})

t.test('error: a LINK_SECRET shorter than 32 bytes or not base64 is refused', async (t) => {
  t.throws(() => loadConfig({ LINK_SECRET: Buffer.alloc(16, 4).toString('base64') }), { code: 'config_invalid' })
  t.throws(() => loadConfig({ LINK_SECRET: 'not base64 at all!'.repeat(4) }), { code: 'config_invalid' })
})

t.test('loadLinkKeys: derived from the master key outside production, from LINK_SECRET when set', async (t) => {
  const masterA = Buffer.alloc(32, 5).toString('base64')
  const a = loadLinkKeys(loadConfig({ MASTER_KEY: masterA }))
  t.same(loadLinkKeys(loadConfig({ MASTER_KEY: masterA })), a, 'processes sharing a master key agree')
  t.notSame(loadLinkKeys(loadConfig({ MASTER_KEY: Buffer.alloc(32, 6).toString('base64') })).gateway, a.gateway)
  t.notSame(a.gateway, a.peer, 'one key per audience')
  const secret = Buffer.alloc(32, 4).toString('base64')
  t.notSame(loadLinkKeys(loadConfig({ MASTER_KEY: masterA, LINK_SECRET: secret })).gateway, a.gateway, 'LINK_SECRET takes precedence')
})

t.test('loadConfig: internal listeners bind loopback unless configured', async (t) => {
  const config = loadConfig({})
  t.match(config, { paymentsGrpcAddress: /^127\.0\.0\.1:/, hubGrpcAddress: /^127\.0\.0\.1:/, debugHttpHost: '127.0.0.1' })
  t.equal(loadConfig({ DEBUG_HTTP_HOST: '10.0.0.5' }).debugHttpHost, '10.0.0.5')
})

t.test('loadConfig: the gateway binds loopback outside production, the wildcard in production, HOST when set', async (t) => {
  const linkSecret = Buffer.alloc(32, 4).toString('base64')
  t.equal(loadConfig({}).host, '127.0.0.1', 'development prints an admin token: this machine only')
  t.equal(loadConfig({ NODE_ENV: 'test' }).host, '127.0.0.1')
  t.equal(loadConfig({ HOST: '' }).host, '127.0.0.1', 'an empty HOST is unset')
  t.equal(loadConfig({ HOST: '0.0.0.0' }).host, '0.0.0.0', 'opened on purpose')
  t.equal(loadConfig({ ...production, LINK_SECRET: linkSecret }).host, '0.0.0.0', 'production keeps the wildcard')
  t.equal(loadConfig({ ...production, LINK_SECRET: linkSecret, HOST: '10.0.0.5' }).host, '10.0.0.5')
})
