import t from 'tap'
import { heldRows, searchHeld, verdict, type ServerName, type SizeMedians } from '../../bench/market/held'
import type { Measured } from '../../bench/market/measure'

const offered = (clients: number) => clients * 1_000
/** A server whose p99 grows with the clients: it holds up to `limit` clients. */
const at = (clients: number, limit: number, extra: Partial<Measured> = {}): Measured =>
  ({
    ticksPerSec: offered(clients),
    framesPerSec: clients * 10,
    conflatedFrames: 0,
    closed: 0,
    loadCpuCores: 0.4,
    loadCpuMaxCores: 0.2,
    loadProcesses: 2,
    p50Ms: 10,
    p99Ms: clients <= limit ? 90 : 130,
    bytesPerConnection: 2048,
    serverCpuCores: 0.5,
    serverSystemCores: 0.3,
    otherCpuCores: 0,
    cpuMsPerMillionTicks: 80,
    ...extra,
  }) as Measured

const limits: Record<ServerName, number> = { limit: 8_000, peer: 6_000, ours: 12_000 }
const main = (sizes: number[]): SizeMedians[] =>
  sizes.map((clients) => ({ clients, limit: at(clients, limits.limit), peer: at(clients, limits.peer), ours: at(clients, limits.ours) }))

t.test('a count is held with p99 at or under 100 ms, every client kept and the ticks delivered', async (t) => {
  t.same(verdict(at(5_000, 5_000), offered(5_000)), { held: true })
  t.match(verdict(at(5_000, 4_000), offered(5_000)), { held: false, why: 'p99 130 ms', generatorBound: false })
  t.match(verdict(at(5_000, 5_000, { closed: 3 }), offered(5_000)), { held: false, why: '3 clients dropped' })
  t.match(verdict(at(5_000, 5_000, { ticksPerSec: offered(5_000) * 0.9 }), offered(5_000)), { held: false, why: '90% of ticks delivered' })
  t.match(
    verdict(at(5_000, 4_000, { loadCpuMaxCores: 0.95 }), offered(5_000)),
    { held: false, generatorBound: true, why: /load process at 0.95 cores/ },
    'a failure while a load process saturates its core is the generator',
  )
  t.same(verdict(at(5_000, 5_000, { loadCpuMaxCores: 0.95 }), offered(5_000)), { held: true }, 'held despite a busy generator is held')
})

t.test('the search steps up between the sizes and past the largest, measuring only where it must', async (t) => {
  const measured: string[] = []
  const outcomes = await searchHeld(main([1_000, 5_000, 10_000]), { step: 1_000, cap: 14_000, offered }, async (server, clients) => {
    measured.push(`${server}@${clients}`)
    return at(clients, limits[server])
  })
  t.same(
    [outcomes.limit.held, outcomes.peer.held, outcomes.ours.held],
    [8_000, 6_000, 12_000],
    'each server holds its own count, found between the sizes (bare, ws) or above them (ours)',
  )
  t.match(outcomes.peer, { stoppedBy: 'p99 130 ms at 7000', atLeast: false })
  t.notOk(
    measured.some((m) => m.startsWith('limit@1') || m === 'peer@10000'),
    'nothing measured at or above a size already failed',
  )
  t.ok(measured.includes('peer@7000') && measured.filter((m) => m === 'peer@7000').length === 2, 'a failed step is measured twice')
  const rows = heldRows(outcomes, 1_000)
  t.match(rows[0], { value: 12_000, baseline: { name: 'ws library fan-out', value: 6_000 }, goal: 2 })
  t.match(rows[1], { value: 12_000, baseline: { name: 'bare uWS publisher', value: 8_000 } })
})

t.test('one noisy failure does not end a search; the cap makes the count a lower bound', async (t) => {
  let first = true
  const outcomes = await searchHeld(main([1_000]), { step: 1_000, cap: 3_000, offered }, async (server, clients) => {
    if (server === 'ours' && clients === 2_000 && first) {
      first = false
      return at(clients, 0)
    }
    return at(clients, 1e9)
  })
  t.match(outcomes.ours, { held: 3_000, atLeast: true, stoppedBy: 'reached the cap of 3000' })
})

t.test('a baseline stopped by its load generator gives no ratio', async (t) => {
  const outcomes = await searchHeld(main([5_000]), { step: 1_000, cap: 8_000, offered }, async (server, clients) =>
    at(clients, server === 'peer' ? 0 : 1e9, server === 'peer' ? { loadCpuMaxCores: 0.9 } : {}),
  )
  t.match(outcomes.peer, {
    held: 5_000,
    atLeast: true,
    stoppedBy: /^load process at 0.90 cores \(p99 130 ms\) at 6000 \(server 0.50, load 0.40, rest 0.00 of \d+ cores\)$/,
  })
  const [vsWs] = heldRows(outcomes, 1_000)
  t.equal(vsWs!.baseline, undefined)
  t.equal(vsWs!.goal, undefined)
  t.match(vsWs!.metric, /ws library fan-out ≥5000, no ratio/)
})
