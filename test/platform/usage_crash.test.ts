/**
 * Usage after kill -9: wallets and checkout sessions are created by several
 * clients that retry every request until it has an answer, while the
 * payments process is killed twice mid-load and restarted. A checkout cut by
 * a kill is retried only after more than 200 other creates (the merchant
 * once remembered its last 200 operation ids). Afterwards the merchant's
 * own counters (what the plan checks) and the usage a user sees equal the
 * objects that exist: nothing counted twice, nothing leaked.
 */
import path from 'node:path'
import t from 'tap'
import { createTestDb, TEST_REDIS_URL } from '../support/db'
import { bearer, client, type Reply } from '../support/http'
import { onboardMerchant } from '../support/merchant'
import { freePort, startRoles, type RoleProcess } from '../support/processes'

const WALLETS = 40
const SESSIONS = 80
const CLIENTS = 6
const KILL_AFTER = [25, 70]
/** Checkout creates made between a cut checkout and its retry. */
const BETWEEN = 220

type Op = { kind: 'wallet'; customer: string; key?: string } | { kind: 'checkout'; key: string }

t.test('kill -9 during wallet and checkout creation: usage equals the objects that exist', async (t) => {
  const db = await createTestDb('usagecrash')
  t.teardown(() => db.drop())
  const [grpc, hubGrpc, http] = [await freePort(), await freePort(), await freePort()]
  const env = {
    DATABASE_URL: db.url,
    DATABASE_SCHEMA: db.schema,
    REDIS_URL: TEST_REDIS_URL,
    PAYMENTS_GRPC_ADDRESS: `127.0.0.1:${grpc}`,
    HUB_GRPC_ADDRESS: `127.0.0.1:${hubGrpc}`,
    PAYMENTS_HTTP_PORT: '0',
    HUB_HTTP_PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join('/tmp', `usagecrash-${db.schema}`),
    MASTER_KEY: Buffer.alloc(32, 5).toString('base64'),
    ADMIN_TOKEN: 'usage-admin',
    EVENT_STREAM_KEY: `test:events:${db.schema}`,
    HOST_ID: 'usage-host',
    LEASE_TTL_MS: '2000',
    SHARD_COUNT: '8',
  }
  let backend: RoleProcess = await startRoles('payments,hub', env)
  t.teardown(() => backend.stop())
  const gateway = await startRoles('gateway', { ...env, PORT: String(http) })
  t.teardown(() => gateway.stop())
  const base = `http://127.0.0.1:${http}`
  const permissions = ['wallet:manage', 'wallet:view', 'checkout:manage', 'checkout:view']
  const m = await onboardMerchant(base, 'usage-admin', { email: `usage-${db.schema}@test.dev`, plan: 'enterprise', permissions })

  // Half the wallets are created with an Idempotency-Key, half without (a retry then meets 409 WALLET_EXISTS).
  const ops: Op[] = []
  for (let i = 0; i < SESSIONS; i++) {
    ops.push({ kind: 'checkout', key: `co-${i}` })
    if (i % 2 === 0) ops.push({ kind: 'wallet', customer: `cust-${i / 2}`, ...(i % 4 === 0 ? { key: `wk-${i}` } : {}) })
  }
  const call = client(base)
  const send = (op: Op): Promise<Reply> => {
    const headers: Record<string, string> = { 'x-api-key': m.testKey, ...(op.key ? { 'idempotency-key': op.key } : {}) }
    return op.kind === 'wallet'
      ? call('POST', '/api/v1/wallet/customers', { headers, body: { customer_id: op.customer } })
      : call('POST', '/api/v1/checkout/create', { headers, body: { amount: '10.00', currency: 'USD', reference: op.key } })
  }
  const answered = (op: Op, r: Reply) =>
    op.kind === 'wallet' ? r.status === 200 || (r.status === 409 && r.body.code === 'WALLET_EXISTS') : r.status === 201

  let next = 0
  let done = 0
  let kills = 0
  const refused: string[] = []
  const cut: Op[] = []
  const deadline = Date.now() + 180_000
  const worker = async (ops: Op[]) => {
    while (next < ops.length) {
      const op = ops[next++]!
      for (;;) {
        const killsBefore = kills
        const r = await send(op).catch(() => undefined)
        if (r && answered(op, r)) break
        // A checkout that was in flight when the process died: retried at the end, after BETWEEN other creates.
        if ((!r || r.status >= 500) && op.kind === 'checkout' && kills !== killsBefore) {
          cut.push(op)
          break
        }
        // Any other 4xx is a real refusal: the test fails on it. 5xx or no answer (the process is down): retry.
        if (r && r.status >= 400 && r.status < 500 && r.status !== 429) {
          refused.push(`${op.kind} ${r.status} ${JSON.stringify(r.body)}`)
          break
        }
        if (Date.now() > deadline) throw new Error(`no answer for ${JSON.stringify(op)} in time`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      done++
      if (kills < KILL_AFTER.length && done >= KILL_AFTER[kills]!) {
        kills++
        // The others are mid-request: some creates are cut at any point between the plan check and the commit.
        await backend.kill9()
        backend = await startRoles('payments,hub', env)
      }
    }
  }
  const run = async (batch: Op[]) => {
    next = 0
    await Promise.all(Array.from({ length: CLIENTS }, () => worker(batch)))
  }
  await run(ops)
  t.equal(kills, KILL_AFTER.length, 'the payments process was killed twice mid-load')
  await run(Array.from({ length: BETWEEN }, (_, i) => ({ kind: 'checkout', key: `between-${i}` })))
  const retried = cut.splice(0)
  await run(retried)
  t.same([refused, cut], [[], []], 'no request was refused, and every cut checkout was answered on its retry')
  t.comment(`${retried.length} checkouts cut by a kill, retried after ${BETWEEN} others`)

  const month = new Date().toISOString().slice(0, 7)
  const [counters] = await db.sql<{ wallets: number; transactions: number }[]>`
    SELECT (state->>'walletsUsed')::int AS wallets, coalesce((state->'transactions'->>${month})::int, 0) AS transactions
    FROM actor_state WHERE kind = 'merchant' AND id = ${m.businessId}`
  const [objects] = await db.sql<{ wallets: number; sessions: number }[]>`
    SELECT (SELECT count(*)::int FROM actor_state WHERE kind = 'wallet') AS wallets,
           (SELECT count(*)::int FROM checkout_sessions WHERE business_id = ${m.businessId}) AS sessions`
  t.same(objects, { wallets: WALLETS, sessions: SESSIONS + BETWEEN }, 'one wallet per customer and one session per key exist')
  // Read before anything reconciles: the counters themselves must not have drifted.
  t.same(counters, { wallets: WALLETS, transactions: SESSIONS + BETWEEN }, "the merchant's counters equal the objects")

  const current = await call('GET', '/api/v1/subscription/current', { headers: bearer(m.accessToken) })
  const shown = { wallet_addresses_used: WALLETS, transactions_this_month: SESSIONS + BETWEEN }
  t.same(current.body.usage, shown, 'the usage a user sees equals the objects')
  const listed = await call('GET', '/api/v1/wallet/customers?limit=1', { headers: { 'x-api-key': m.testKey } })
  t.equal(listed.body.total, WALLETS, 'as the wallet list counts them')
})
