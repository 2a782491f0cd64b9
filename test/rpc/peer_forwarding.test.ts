/**
 * Peer forwarding over the authenticated link: a payments host asks an
 * actor whose shard another host owns with a `peer` token minted from the
 * shared link secret. A host under another secret refuses the forward, and
 * the actor it owns is never touched.
 */
import t, { type Test } from 'tap'
import { startPaymentsRole, type PaymentsRole } from '../../roles/payments'
import { systemClock } from '../../platform/clock'
import { module as counterModule } from '../fixtures/counter_module'
import { createTestDb, type TestDb } from '../support/db'
import { quietLogger } from '../support/host'
import { client } from '../support/http'
import { startTestPlatform, type TestPlatform } from '../support/platform'
import { until } from '../support/wait'

const IDS = Array.from({ length: 16 }, (_, i) => `spread-${i}`)

async function secondHost(
  t: Test,
  db: TestDb,
  platform: TestPlatform,
  env: { linkSecret?: string },
  hostId: string,
): Promise<PaymentsRole> {
  const config = { ...platform.config, paymentsGrpcAddress: '127.0.0.1:0', paymentsHttpPort: 0, ...env }
  const sql = db.connect(4)
  const role = await startPaymentsRole({ config, logger: quietLogger, clock: systemClock, sql, modules: [counterModule], hostId })
  t.teardown(async () => {
    await role.close()
    await sql.end()
  })
  // Shards move to the new host over a few lease rounds; wait until it holds its fair share.
  await until(() => role.host.leases.ownedShards().length >= platform.config.shardCount / 2, 'the second host to hold half the shards', {
    stepMs: 100,
  }).catch(() => {})
  t.equal(role.host.leases.ownedShards().length, platform.config.shardCount / 2, 'the second host holds half the shards')
  return role
}

t.test('peer forwarding: asks reach the owning host only with the shared link secret', async (t) => {
  const db = await createTestDb('peerlink')
  const platform = await startTestPlatform(db, [counterModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const api = client(platform.baseUrl)

  await t.test('error: a host under another LINK_SECRET refuses forwarded asks', async (t) => {
    const stranger = await secondHost(t, db, platform, { linkSecret: Buffer.alloc(32, 8).toString('base64') }, 'stranger')
    const statuses = await Promise.all(
      IDS.map(async (id) => (await api('POST', `/test/counters/${id}/add`, { body: { amount: '1' } })).status),
    )
    t.ok(statuses.includes(500), "asks for the stranger's shards fail")
    t.ok(statuses.includes(200), "asks for the first host's shards succeed")
    t.equal(stranger.host.activeCount, 0, 'no actor was activated on the stranger')
  })

  await t.test('actor.ask: a host under the same secret serves the asks forwarded to it', async (t) => {
    const peer = await secondHost(t, db, platform, {}, 'peer')
    const replies = await Promise.all(IDS.map((id) => api('POST', `/test/counters/${id}/add`, { body: { amount: '1' } })))
    t.same(
      replies.map((r) => r.status),
      IDS.map(() => 200),
    )
    t.ok(peer.host.activeCount > 0, 'some actors live on the second host, reached by forwarding')
  })
})
