/**
 * One configuration registry (roles/config.ts): every variable the product reads is in it, start-up names every
 * bad variable at once, and the configuration page's table (docs/reference/configuration.md) is the one generated from it.
 */
import t from 'tap'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { configProblems, validateEnvironment } from '../../platform/config_schema'
import { platformNumber } from '../../platform/config_variables'
import { chainNumber } from '../../chains/config_variables'
import { CONFIG_VARIABLES, loadValidatedConfig } from '../../roles/config'
import { CONFIG_DOC, withGeneratedTable } from '../../roles/config_table'
import { REPO_ROOT as ROOT, productSourceFiles as productFiles } from '../support/source_files'

t.test(
  'the configuration table in docs/reference/configuration.md is the one generated from the registry (npm run config-table)',
  async (t) => {
    const page = readFileSync(path.join(ROOT, CONFIG_DOC), 'utf8')
    t.equal(page, withGeneratedTable(page))
  },
)

// `env.NAME`, `env['NAME']`, and the typed readers `platformNumber('NAME'` / `chainNumber('NAME'`.
const READ = /\benv\.([A-Z][A-Z0-9_]+)|\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]|\b(?:platformNumber|chainNumber)\(\s*['"]([A-Z][A-Z0-9_]+)['"]/g

t.test('every variable product code reads is in the registry', async (t) => {
  const registered = new Set(CONFIG_VARIABLES.map((v) => v.name))
  const read = new Map<string, string>()
  for (const file of productFiles()) {
    const source = readFileSync(path.join(ROOT, file), 'utf8')
    for (const m of source.matchAll(READ)) read.set(m[1] ?? m[2] ?? m[3]!, file)
  }
  t.ok(read.has('MARKET_TICKS_PER_SECOND'), 'the scan sees the hub’s variables')
  t.same(
    [...read].filter(([name]) => !registered.has(name)).map(([name, file]) => `${name} (${file})`),
    [],
  )
  t.equal(registered.size, CONFIG_VARIABLES.length, 'no variable registered twice')
})

// The child Postgres inherits the platform's environment (locale, PATH): that is no configuration read.
const ENV_PASSED_ON = new Set(['platform/db/embedded_postmaster.ts'])

t.test('product code reaches process.env only through the registry (configEnv)', async (t) => {
  const readers = productFiles().filter(
    (file) =>
      file !== 'platform/config_variables.ts' &&
      !ENV_PASSED_ON.has(file) &&
      /\bprocess\.env\b/.test(readFileSync(path.join(ROOT, file), 'utf8')),
  )
  t.same(readers, [], 'read variables through configEnv() or a typed reader (platformNumber, chainNumber) instead')
})

t.test('error: config_invalid names every bad variable at once', async (t) => {
  const env = {
    PORT: 'eighty',
    PAYMENTS_LINK: 'carrier-pigeon',
    LINK_SECRET: 'c2hvcnQ=',
    MARKET_TICKS_PER_SECOND: '0',
    BSC_RPC_URL: 'node',
  }
  t.same(configProblems(CONFIG_VARIABLES, env), [
    'PORT: must be an integer of at least 0',
    'LINK_SECRET: must be at least 32 bytes, base64-encoded',
    'PAYMENTS_LINK: must be one of local, grpc',
    'MARKET_TICKS_PER_SECOND: must be a number above 0',
    'BSC_RPC_URL: must be a URL',
  ])
  t.throws(() => loadValidatedConfig(env), { code: 'config_invalid', message: /PORT: .*\n.*LINK_SECRET: .*\n.*PAYMENTS_LINK/s })
})

t.test('error: production without its required variables names each of them', async (t) => {
  t.throws(() => validateEnvironment(CONFIG_VARIABLES, { NODE_ENV: 'production', MASTER_KEY: 'k' }), {
    code: 'config_invalid',
    message: /DATABASE_URL: required in production\n\s+ADMIN_TOKEN: required in production\n\s+LINK_SECRET: required in production/,
  })
})

t.test('an empty environment is a valid development configuration; an empty value means unset', async (t) => {
  t.same(configProblems(CONFIG_VARIABLES, {}), [])
  t.same(configProblems(CONFIG_VARIABLES, { PORT: '', CAAS_NETWORK: 'pol' }), [])
  t.equal(loadValidatedConfig({}).port, 8080)
})

t.test('a numeric setting is its checked value, or the default the configuration table shows', async (t) => {
  t.equal(platformNumber('MARKET_TICKS_PER_SECOND', {}), 2)
  t.equal(platformNumber('MARKET_TICKS_PER_SECOND', { MARKET_TICKS_PER_SECOND: '0.5' }), 0.5)
  t.equal(chainNumber('POL_CONFIRMATIONS', {}), 64)
  t.equal(
    platformNumber('WALLET_TRACK_MS', {}, () => platformNumber('DEPOSIT_POLL_MS', { DEPOSIT_POLL_MS: '100' })),
    100,
  )
  t.throws(() => platformNumber('DEPOSIT_POLL_MS', { DEPOSIT_POLL_MS: 'soon' }), {
    code: 'config_invalid',
    message: 'DEPOSIT_POLL_MS: must be an integer of at least 1',
  })
  t.throws(() => platformNumber('NOT_A_VARIABLE', {}), /not in the configuration registry/)
})
