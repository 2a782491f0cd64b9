import t from 'tap'
import type { Principal } from '../http/route'
import { HttpError } from './failures'
import { RequestLimits, SlidingWindowCounter, withRateHeaders } from './request_limits'

t.test('the sliding window: a full window refuses, the next one weighs what is still in view', async (t) => {
  const counter = new SlidingWindowCounter(3, 1000)
  const at = 10_000 // the start of a window
  t.same(
    [1, 2, 3, 4].map((i) => counter.take('a', at + i).allowed),
    [true, true, true, false],
  )
  t.same(counter.take('a', at + 5), { allowed: false, remaining: 0, resetSec: 1 })
  t.ok(counter.take('b', at + 5).allowed, 'another partition has its own window')
  // Half way into the next window, half of the previous three still count: 1.5 used, so two more pass and then none.
  t.same(counter.take('a', at + 1500), { allowed: true, remaining: 1, resetSec: 1 })
  t.same(counter.take('a', at + 1500), { allowed: true, remaining: 0, resetSec: 1 })
  t.equal(counter.take('a', at + 1500).allowed, false)
  // Two windows later nothing of the old ones is left.
  t.same(counter.take('a', at + 3000), { allowed: true, remaining: 2, resetSec: 1 })
})

t.test('idle partitions are swept, so memory follows the active callers', async (t) => {
  const counter = new SlidingWindowCounter(10, 1000)
  for (let i = 0; i < 1000; i++) counter.take(`ip:${i}`, 5_000)
  t.equal(counter.size, 1000)
  counter.take('ip:late', 8_000)
  t.equal(counter.size, 1, 'only the partition seen in the last two windows remains')
})

const key = (businessId: string, isTestMode: boolean): Principal => ({
  kind: 'apiKey',
  businessId,
  keyId: 'k',
  product: 'payments',
  isTestMode,
  permissions: [],
})

t.test('buckets: per merchant and environment for keys, per member, per client address on public routes', async (t) => {
  let now = 50_000
  const limits = new RequestLimits({ apiPerSecond: 2, publicPerSecond: 1 }, () => now)
  const api = { kind: 'apiKey', product: 'payments', permission: 'checkout:view' } as const
  const refusal = (fn: () => unknown) => {
    try {
      fn()
      return undefined
    } catch (e) {
      return e instanceof HttpError ? { status: e.status, code: e.code, headers: e.headers } : e
    }
  }
  const first = limits.admit(api, key('m1', false), () => '')
  t.same(first, { 'ratelimit-policy': '"api";q=2;w=1', ratelimit: '"api";r=1;t=1' })
  limits.admit(api, key('m1', false), () => '')
  t.same(
    refusal(() => limits.admit(api, key('m1', false), () => '')),
    {
      status: 429,
      code: 'RATE_LIMITED',
      headers: { 'ratelimit-policy': '"api";q=2;w=1', ratelimit: '"api";r=0;t=1', 'retry-after': '1' },
    },
  )
  t.ok(
    limits.admit(api, key('m1', true), () => ''),
    'the same merchant in test mode has its own bucket',
  )
  t.ok(
    limits.admit(api, key('m2', false), () => ''),
    'another merchant has its own bucket',
  )
  const member: Principal = { kind: 'user', businessId: 'm1', userId: 'u1', role: 'owner', permissions: [] }
  t.ok(
    limits.admit({ kind: 'jwt', permission: 'any_member' }, member, () => ''),
    'a member of the same merchant has its own bucket',
  )

  const open = { kind: 'public' } as const
  const anonymous: Principal = { kind: 'anonymous' }
  limits.admit(open, anonymous, () => '10.0.0.1')
  t.match(
    refusal(() => limits.admit(open, anonymous, () => '10.0.0.1')),
    { status: 429 },
  )
  t.same(
    limits.admit(open, anonymous, () => '10.0.0.2'),
    { 'ratelimit-policy': '"public";q=1;w=1', ratelimit: '"public";r=0;t=1' },
  )
  now += 2_000
  t.ok(
    limits.admit(api, key('m1', false), () => ''),
    'two seconds later the merchant is served again',
  )
})

t.test('a policy at 0 is off: no count, no header', async (t) => {
  const limits = new RequestLimits({ apiPerSecond: 0, publicPerSecond: 0 })
  for (let i = 0; i < 100; i++)
    t.equal(
      limits.admit({ kind: 'admin' }, { kind: 'admin' }, () => ''),
      undefined,
    )
})

t.test("a route's own limit is listed after the gateway's", async (t) => {
  t.same(
    withRateHeaders(
      { 'ratelimit-policy': '"market";q=120;w=60', ratelimit: '"market";r=5;t=30', 'x-other': '1' },
      { 'ratelimit-policy': '"api";q=100;w=1', ratelimit: '"api";r=99;t=1' },
    ),
    { 'ratelimit-policy': '"api";q=100;w=1, "market";q=120;w=60', ratelimit: '"api";r=99;t=1, "market";r=5;t=30', 'x-other': '1' },
  )
  t.same(withRateHeaders({ a: '1' }, undefined), { a: '1' })
  t.same(withRateHeaders(undefined, { b: '2' }), { b: '2' })
})
