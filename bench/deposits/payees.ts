/** The paid side of bench deposits.latency: checkout sessions and wallet addresses made through the API, and the watched set filled to its large size. */
import type { Sql } from 'postgres'
import { viem } from '../../chains/esm_deps'
import type { Merchant } from '../../test/support/merchant'
import { parallel } from '../balance/topups'

const SET_UP_CONCURRENCY = 16

/** Runs `make` for 0..n-1 with SET_UP_CONCURRENCY in flight, keeping the order. */
async function inParallel<T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n)
  await parallel(
    Array.from({ length: n }, (_, i) => i),
    SET_UP_CONCURRENCY,
    async (i) => {
      out[i] = await make(i)
    },
  )
  return out
}

export type Session = { id: string; address: string; wei: bigint }

export async function ethSessions(m: Merchant, n: number): Promise<Session[]> {
  return inParallel(n, async (i) => {
    const created = await m.api('POST', '/api/v1/checkout/create', { amount: 25, currency: 'USD', reference: `lat-${i}` }, {}, m.liveKey)
    if (created.status !== 201) throw new Error(`checkout create: ${created.status} ${JSON.stringify(created.body)}`)
    const id = created.body.session_id as string
    const sel = await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network: 'ETH', currency: 'ETH' } })
    if (sel.status !== 200) throw new Error(`select-network: ${sel.status} ${JSON.stringify(sel.body)}`)
    return { id, address: sel.body.address as string, wei: viem.parseEther(sel.body.amount_crypto as string) }
  })
}

/**
 * One monitored LTC address for each of `n` customers: a WaaS provider's block pays many customers. (A customer's
 * wallet is one actor holding its addresses and history, so a thousand deposits to one customer queue on it.)
 */
export async function ltcAddresses(m: Merchant, prefix: string, n: number): Promise<string[]> {
  const key = (method: string, p: string, body?: unknown) => m.api(method, p, body, {}, m.liveKey)
  return inParallel(n, async (i) => {
    const customer = `${prefix}-${i}`
    const made = await key('POST', '/api/v1/wallet/customers', { customer_id: customer })
    if (made.status !== 200) throw new Error(`wallet customer: ${made.status} ${JSON.stringify(made.body)}`)
    const res = await key('POST', `/api/v1/wallet/${customer}/derive`, {
      network: 'LTC',
      index: 0,
      is_testnet: true,
      enable_monitoring: true,
    })
    if (res.status !== 200) throw new Error(`derive: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.address as string
  })
}

/** Waits until every live watcher of `networks` has scanned up to the node's current tip. */
export async function watchersCaughtUp(sql: Sql, networks: Record<string, () => Promise<number>>): Promise<void> {
  const deadline = Date.now() + 60_000
  for (const [network, tip] of Object.entries(networks)) {
    const height = await tip()
    for (;;) {
      const [row] = await sql<{ cursor: string }[]>`SELECT cursor FROM chain_cursors WHERE network = ${network} AND sandbox = false`
      if (row && Number.parseInt(row.cursor, 10) >= height) break
      if (Date.now() > deadline) throw new Error(`the ${network} watcher did not reach height ${height} (cursor ${row?.cursor})`)
      await new Promise((r) => setTimeout(r, 50))
    }
  }
}

/** Fills the live watched set of `network` to `size` rows with distinct addresses nobody pays. */
export async function fill(sql: Sql, network: string, prefix: string, size: number): Promise<number> {
  const [before] = await sql<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM monitored_addresses WHERE network = ${network} AND sandbox = false`
  await sql`INSERT INTO monitored_addresses (network, address, address_key, sandbox, owner_kind, owner_id)
    SELECT ${network}, a, lower(a), false, 'bench_owner', 'bulk-' || i
    FROM (SELECT i, ${prefix} || substr(md5(i::text) || md5((i + 7)::text), 1, 40) AS a
          FROM generate_series(1, ${size - (before?.n ?? 0)}) AS i) s
    ON CONFLICT DO NOTHING`
  const [after] = await sql<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM monitored_addresses WHERE network = ${network} AND sandbox = false`
  return after?.n ?? 0
}
