/**
 * caas.provision: new CaaS users provisioned per second through REST
 * (gateway -> gRPC -> caas_user actor -> Postgres commit; the address is
 * computed offline: HMAC blind index, two public BIP-32 derivations, two
 * keccak hashes, no chain round trip). Baseline in the same run: the raw
 * offline computation loop in one thread, which bounds what the request
 * path spends on cryptography. Also: repeated provisioning of one number
 * (ALREADY_EXISTS, no write), which runs near 26k/s: under autocannon (a
 * JavaScript generator saturating near 20k/s on two cores) that figure was
 * the generator's, so the load is wrk (a Lua script puts a new phone number
 * in each body) pinned apart from the server; without wrk it falls back to
 * autocannon and bench/run.ts prints no ratio (the scenario is `http`).
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { BIP32Factory } from 'bip32'
import { CounterfactualAccounts, implementationOf } from '../../chains/aa/counterfactual'
import { CAAS_ACCOUNT_PATH, OwnerKeys } from '../../chains/aa/owner_keys'
import { ecc } from '../../chains/esm_deps'
import { blindIndex, normalizePhone } from '../../actors/caas/phone'
import { withBenchSchema } from '../schema'
import type { BenchResult } from '../result'
import { serve } from '../server_process'
import { runWrk, wrkAvailable } from '../http/wrk'
import { PINNING } from '../pinning'

const DURATION_SEC = 5
const CONNECTIONS = 64

/** The request path's cryptography alone: normalize, blind, derive the owner, CREATE2. */
function rawComputationPerSecond(ms: number): number {
  const xpub = BIP32Factory(ecc).fromSeed(randomBytes(64)).derivePath(CAAS_ACCOUNT_PATH).neutered().toBase58()
  const owners = new OwnerKeys(xpub)
  const factory = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
  const accounts = new CounterfactualAccounts({ factory, implementation: implementationOf(factory) })
  const key = randomBytes(32)
  const start = performance.now()
  let n = 0
  while (performance.now() - start < ms) {
    const checked = normalizePhone(`+4479${String(n).padStart(8, '0')}`)
    if (!checked.ok) throw new Error(checked.reason)
    const salt = Buffer.from(blindIndex(key, checked.e164), 'hex')
    accounts.addressOf(owners.ownerOf(salt), salt)
    n++
  }
  return n / ((performance.now() - start) / 1000)
}

/** Provisions for `durationSec`: a new number on each request from `start` on, or with start -1 the same one each time. */
function load(
  url: string,
  apiKey: string,
  durationSec: number,
  start: number,
): Promise<{ rps: number; p50: number; p99: number; non2xx: number; errors: number }> {
  if (wrkAvailable()) {
    // The same numbers as load_process.ts writes: +4478 and eight digits from the counter.
    const body =
      start < 0 ? { body: '{"phone_number":"+447700900000"}' } : { body: '{"phone_number":"+4478[<n>]"}', counterFrom: start, digits: 8 }
    return runWrk(url, CONNECTIONS, durationSec, { 'content-type': 'application/json', 'x-api-key': apiKey }, body)
  }
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [path.join(__dirname, 'load_process.js'), url, apiKey, String(CONNECTIONS), String(durationSec), String(start)],
      { maxBuffer: 1 << 20 },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`load process failed: ${stderr || error.message}`))
          : resolve(JSON.parse(stdout.trim().split('\n').pop()!)),
    )
  })
}

export async function caasProvision(databaseUrl: string): Promise<BenchResult[]> {
  const raw = rawComputationPerSecond(DURATION_SEC * 1000)
  return withBenchSchema(databaseUrl, async (sql, schema) => {
    const stack = await serve(path.join(__dirname, 'server_process.js'), [databaseUrl, schema], PINNING.servers)
    const base = `http://127.0.0.1:${stack.port}`
    const post = async (p: string, body: unknown, headers: Record<string, string> = {}) =>
      (
        await fetch(`${base}${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        })
      ).json() as Promise<Record<string, string>>
    const reg = await post('/api/v1/auth/register', {
      email: 'caas@bench.test',
      password: 'bench password',
      business_name: 'Bench',
      account_type: 'business',
    })
    const key = (
      await post(
        '/api/v1/api-keys',
        { name: 'bench', environment: 'test', product: 'caas', permissions: ['caas:users', 'caas:view'] },
        { authorization: `Bearer ${reg.access_token}` },
      )
    ).key!
    const url = `${base}/caas/v1/users/provision`
    // The first provision creates the platform CaaS wallet (worker pool); warm up after it so neither side is measured cold.
    await post('/caas/v1/users/provision', { phone_number: '+447700900000' }, { 'x-api-key': key })
    await load(url, key, 2, 90_000_000)
    const fresh = await load(url, key, DURATION_SEC, 0)
    const repeat = await load(url, key, DURATION_SEC, -1)
    stack.child.disconnect()
    await new Promise((resolve) => stack.child.once('exit', resolve))
    const failures = fresh.non2xx + fresh.errors + repeat.non2xx + repeat.errors
    if (failures > 0) throw new Error(`caas.provision bench saw ${failures} failed requests`)
    const baseline = { name: 'raw offline address computation, 1 thread', value: raw }
    return [
      { scenario: 'caas.provision', metric: 'new users/s via REST (actor + Postgres commit)', value: fresh.rps, unit: 'req/s', baseline },
      { scenario: 'caas.provision', metric: 'p99 latency, new users', value: fresh.p99, unit: 'ms' },
      { scenario: 'caas.provision', metric: 'repeat provision/s (ALREADY_EXISTS)', value: repeat.rps, unit: 'req/s', baseline },
    ]
  })
}
