/**
 * A live watcher follows its chain's head between rounds: with rounds a minute apart, a block paying a watched
 * address is found within the head interval, because the new head starts a round at once (DEPOSIT_HEAD_POLL_MS).
 */
import { randomBytes } from 'node:crypto'
import t from 'tap'
import { ChainService } from '../../actors/chains/service'
import { depositKind } from '../../actors/chains/deposit/decide'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { viem } from '../../chains/esm_deps'
import { ManualClock } from '../../platform/clock'
import { startAnvil, anvilClients } from '../support/anvil'
import { createTestDb } from '../support/db'
import { quietLogger, testHost } from '../support/host'
import { eventually } from '../support/merchant'

const keys = new SeedKeys(seedFromMnemonic('legal winner thank year wave sausage worth useful legal winner thank yellow'))
const ROUND_MS = 60_000
const HEAD_MS = 25

t.test('a new block starts a round within the head interval, not the round interval', async (t) => {
  const anvil = await startAnvil()
  const db = await createTestDb('watch_head')
  t.teardown(async () => {
    await anvil.stop()
    await db.drop()
  })
  const clock = new ManualClock()
  const host = testHost(db.sql, { hostId: 'head', clock })
  host.register(depositKind)
  await host.start()
  t.teardown(() => host.stop())
  const env = { ETH_RPC_URL: anvil.url, ETH_CONFIRMATIONS: '1', SANDBOX_BLOCK_TIME_MS: '0' }
  const chains = new ChainService({ sql: db.sql, host, clock, logger: quietLogger, masterKey: randomBytes(32) }, env)
  t.teardown(() => chains.close())
  const address = keys.derive('ETH', 7, false).address
  await chains.monitor('ETH', address, false, { kind: 'wallet', id: 'w-head' })
  const stop = chains.startWatching(ROUND_MS, HEAD_MS)
  t.teardown(stop)
  // The first round (at once) places the cursor at the current head; everything after it is a new block.
  await eventually(async () => (await db.sql`SELECT 1 FROM chain_cursors WHERE network = 'ETH' AND sandbox = false`).length === 1)

  const { funder } = anvilClients(anvil.url)
  const paidAt = Date.now()
  const hash = await funder.sendTransaction({ to: address as `0x${string}`, value: viem.parseEther('0.1') })
  const found = await eventually(async () => {
    const [row] = await db.sql<{ id: string }[]>`SELECT id FROM chain_deposits WHERE network = 'ETH' AND address = ${address}`
    return row
  }, 20_000)
  t.ok(found.id.startsWith(`ETH:${hash}:`), 'the payment is detected')
  t.ok(Date.now() - paidAt < ROUND_MS / 3, `within seconds of its block (${Date.now() - paidAt} ms), not at the next minute's round`)
})
