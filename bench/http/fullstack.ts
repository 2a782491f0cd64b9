/**
 * http.fullstack: a REST request through the whole stack (uWS gateway ->
 * mux gRPC stream -> actor host -> actor, state in Postgres) against a bare
 * uWebSockets.js JSON route. Each server runs in a fresh process of its own
 * and the load comes from a third (wrk when installed, else autocannon).
 * Reads hit an activated actor (its state loaded from Postgres once);
 * writes create a new actor and commit to Postgres on every request and
 * are reported separately.
 */
import path from 'node:path'
import { withBenchSchema } from '../schema'
import type { BenchResult } from '../result'
import { runLoad } from './load'
import { serve as serveScript, stop } from '../server_process'

const serve = (script: string, args: string[] = []) => serveScript(path.join(__dirname, script), args)

const DURATION_SEC = 5
const CONNECTIONS = 128

export async function httpFullStack(databaseUrl: string): Promise<BenchResult[]> {
  const bare = await serve('bare_server_process.js')
  const bareUrl = `http://127.0.0.1:${bare.port}/test/counters/c1`
  // Warm both sides up (JIT, connections) so neither is measured cold.
  await runLoad({ url: bareUrl, connections: CONNECTIONS, durationSec: 2 })
  const baseline = await runLoad({ url: bareUrl, connections: CONNECTIONS, durationSec: DURATION_SEC })
  await stop(bare.child)

  return withBenchSchema(databaseUrl, async (sql, schema) => {
    const stack = await serve('fullstack_server_process.js', [databaseUrl, schema])
    const base = `http://127.0.0.1:${stack.port}`
    await fetch(`${base}/test/counters/c1/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"amount":"7"}' })
    await runLoad({ url: `${base}/test/counters/c1`, connections: CONNECTIONS, durationSec: 2 })
    const read = await runLoad({ url: `${base}/test/counters/c1`, connections: CONNECTIONS, durationSec: DURATION_SEC })
    const write = await runLoad({
      url: `${base}/test/counters/[<id>]/add`,
      method: 'POST',
      body: '{"amount":"1"}',
      connections: CONNECTIONS,
      durationSec: DURATION_SEC,
    })
    // Authentication cost: the same trivial route, public vs behind a (cached) API key.
    const reg = (await (
      await fetch(`${base}/api/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench@bench.test', password: 'bench password', business_name: 'Bench', account_type: 'business' }),
      })
    ).json()) as { access_token: string }
    const key = (
      (await (
        await fetch(`${base}/api/v1/api-keys`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${reg.access_token}` },
          body: JSON.stringify({ name: 'bench', environment: 'test', product: 'payments' }),
        })
      ).json()) as { key: string }
    ).key
    await runLoad({ url: `${base}/bench/echo-keyed`, connections: CONNECTIONS, durationSec: 1, headers: { 'x-api-key': key } })
    const open = await runLoad({ url: `${base}/bench/echo`, connections: CONNECTIONS, durationSec: DURATION_SEC })
    const keyed = await runLoad({
      url: `${base}/bench/echo-keyed`,
      connections: CONNECTIONS,
      durationSec: DURATION_SEC,
      headers: { 'x-api-key': key },
    })
    await stop(stack.child)
    const failures = read.non2xx + read.errors + write.non2xx + write.errors + open.non2xx + keyed.non2xx
    if (failures > 0) throw new Error(`full-stack bench saw ${failures} failed requests`)
    return [
      {
        scenario: 'http.fullstack.read',
        metric: 'req/s (gateway+gRPC+actor)',
        value: read.rps,
        unit: 'req/s',
        baseline: { name: 'bare uWS JSON route', value: baseline.rps, overHttp: true },
        goal: 0.25,
      },
      {
        scenario: 'http.fullstack.read',
        metric: 'p50 latency',
        value: read.p50,
        unit: 'ms',
        baseline: { name: 'bare uWS JSON route', value: baseline.p50 },
        lowerIsBetter: true,
      },
      {
        scenario: 'http.fullstack.read',
        metric: 'p99 latency',
        value: read.p99,
        unit: 'ms',
        baseline: { name: 'bare uWS JSON route', value: baseline.p99 },
        lowerIsBetter: true,
      },
      {
        scenario: 'http.fullstack.write',
        metric: 'req/s (new actor + Postgres commit each)',
        value: write.rps,
        unit: 'req/s',
        baseline: { name: 'bare uWS JSON route', value: baseline.rps, overHttp: true },
      },
      {
        scenario: 'http.auth',
        metric: 'req/s with a cached API key',
        value: keyed.rps,
        unit: 'req/s',
        baseline: { name: 'same route, no auth', value: open.rps, overHttp: true },
      },
      {
        scenario: 'http.auth',
        metric: 'p50 latency with a cached API key',
        value: keyed.p50,
        unit: 'ms',
        baseline: { name: 'same route, no auth', value: open.p50 },
        lowerIsBetter: true,
      },
      {
        scenario: 'http.fullstack.write',
        metric: 'p99 latency',
        value: write.p99,
        unit: 'ms',
        baseline: { name: 'bare uWS JSON route', value: baseline.p99 },
        lowerIsBetter: true,
      },
    ]
  })
}
