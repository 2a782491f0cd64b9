/**
 * waas.rest: customer wallets created per second and addresses derived per
 * second through the REST API (gateway -> gRPC -> wallet actor -> worker
 * pool -> Postgres commit), the server in its own process, against the raw
 * derivation rate (open the envelope, PBKDF2 seed, BIP-32 path, address in
 * a plain loop) measured in the same run and scaled by the cores. Every
 * REST derivation does the full seed work: no seed is cached anywhere.
 */
import { fork } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { LocalKeyWrapper, openMnemonic, sealMnemonic } from '../../chains/secrets/envelope'
import { connectDb } from '../../platform/db/connect'
import { migrate } from '../../platform/db/migrate'
import type { BenchResult } from '../result'

const DURATION_MS = 5_000
const LANES = 32
const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

/** Raw derivations per second on one thread: the work one REST derive asks of a worker. */
function rawDerivationsPerSec(ms: number): number {
  const wrapper = new LocalKeyWrapper(randomBytes(32))
  const envelope = sealMnemonic(Buffer.from(MNEMONIC), 'bench', wrapper)
  let n = 0
  const start = Date.now()
  while (Date.now() - start < ms) {
    const mnemonic = openMnemonic(envelope, 'bench', wrapper)
    const keys = new SeedKeys(seedFromMnemonic(mnemonic.toString('utf8')))
    mnemonic.fill(0)
    keys.derive('ETH', n % 1000, false)
    keys.destroy()
    n++
  }
  return n / ((Date.now() - start) / 1000)
}

/** Runs `LANES` concurrent loops of `op` for DURATION_MS; returns successful operations per second. */
async function lanes(op: (lane: number, i: number) => Promise<boolean>): Promise<{ perSec: number; failed: number }> {
  let ok = 0
  let failed = 0
  const start = Date.now()
  await Promise.all(
    Array.from({ length: LANES }, async (_, lane) => {
      for (let i = 0; Date.now() - start < DURATION_MS; i++) (await op(lane, i)) ? ok++ : failed++
    }),
  )
  return { perSec: ok / ((Date.now() - start) / 1000), failed }
}

export async function waasRest(databaseUrl: string): Promise<BenchResult[]> {
  const cores = os.availableParallelism()
  const raw = rawDerivationsPerSec(3_000)
  const schema = `bench_waas_${randomUUID().slice(0, 8)}`
  const admin = connectDb({ url: databaseUrl, maxConnections: 1 })
  await admin.unsafe(`CREATE SCHEMA ${schema}`)
  const sql = connectDb({ url: databaseUrl, schema, maxConnections: 2 })
  const child = fork(path.join(__dirname, 'server_process.js'), [databaseUrl, schema], { stdio: 'ignore' })
  try {
    await migrate(sql)
    const { port, adminToken } = await new Promise<{ port: number; adminToken: string }>((resolve, reject) => {
      child.once('message', (m: { port: number; adminToken: string }) => resolve(m))
      child.once('exit', (code) => reject(new Error(`waas server exited with ${code}`)))
    })
    const base = `http://127.0.0.1:${port}`
    const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${p}`, {
        method: p.includes('subscription') ? 'PUT' : 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    const reg = (await (
      await post('/api/v1/auth/register', {
        email: 'bench@waas.test',
        password: 'bench password',
        business_name: 'Bench',
        account_type: 'business',
      })
    ).json()) as { access_token: string; business_id: string }
    await post(
      `/admin/businesses/${reg.business_id}/subscription`,
      { plan: 'enterprise', duration: 'annual' },
      { 'x-admin-token': adminToken },
    )
    const key = (
      (await (
        await post(
          '/api/v1/api-keys',
          { name: 'bench', environment: 'test', product: 'payments', permissions: ['wallet:manage', 'wallet:view'] },
          { authorization: `Bearer ${reg.access_token}` },
        )
      ).json()) as { key: string }
    ).key
    const auth = { 'x-api-key': key }
    // Warm up: threads, JIT, connections.
    await Promise.all(Array.from({ length: LANES }, (_, i) => post('/api/v1/wallet/customers', { customer_id: `warm-${i}` }, auth)))
    await Promise.all(Array.from({ length: LANES }, (_, i) => post(`/api/v1/wallet/warm-${i}/derive`, { network: 'ETH', index: 0 }, auth)))

    const creations = await lanes(
      async (lane, i) => (await post('/api/v1/wallet/customers', { customer_id: `c-${lane}-${i}` }, auth)).status === 200,
    )
    const derivations = await lanes(
      async (lane, i) => (await post(`/api/v1/wallet/warm-${lane}/derive`, { network: 'ETH', index: i + 1 }, auth)).status === 200,
    )
    if (creations.failed + derivations.failed > 0)
      throw new Error(`waas bench saw ${creations.failed + derivations.failed} failed requests`)
    const baseline = { name: `raw derivation loop x ${cores} cores`, value: raw * cores }
    return [
      {
        scenario: 'waas.rest',
        metric: 'wallet creations/s through REST (mnemonic generated and sealed in the pool, actor commit)',
        value: creations.perSec,
        unit: 'wallets/s',
        baseline,
      },
      {
        scenario: 'waas.rest',
        metric: 'derivations/s through REST (seed from the sealed mnemonic each time, actor commit)',
        value: derivations.perSec,
        unit: 'addr/s',
        baseline,
      },
      { scenario: 'waas.rest', metric: 'raw derivations/s on one thread (same run)', value: raw, unit: 'addr/s' },
    ]
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    if (child.connected) child.disconnect()
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
    child.kill('SIGKILL')
    await sql.end({ timeout: 1 })
    await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`)
    await admin.end({ timeout: 1 })
  }
}
