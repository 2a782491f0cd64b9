/**
 * A round hands its deposits over in a batch (many deposit actors asked at once). When the hand-over fails part way
 * (a host crash, a database blip), the cursor has not moved: the next round hands the same page over again, and
 * every deposit is detected exactly once, never twice, never skipped.
 */
import t from 'tap'
import { depositKind } from '../../actors/chains/deposit/decide'
import { DepositWatcher } from '../../actors/chains/watch/watcher'
import type { ActorHost } from '../../actors/runtime/host'
import type { StoredEvent } from '../../actors/runtime/store'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { SandboxLedger } from '../../chains/sandbox/ledger'
import { ManualClock } from '../../platform/clock'
import { decodeJson } from '../../platform/json'
import { createTestDb } from '../support/db'
import { testHost } from '../support/host'

const keys = new SeedKeys(seedFromMnemonic('legal winner thank year wave sausage worth useful legal winner thank yellow'))
const PAYMENTS = 200

t.test('a hand-over that fails part way is repeated whole: every deposit once', async (t) => {
  const db = await createTestDb('watch_batch_crash')
  t.teardown(() => db.drop())
  const clock = new ManualClock()
  const ledger = new SandboxLedger(db.sql, () => clock.nowMs(), 10_000)
  const host = testHost(db.sql, { hostId: 'batch', clock })
  host.register(depositKind)
  const events: StoredEvent[] = []
  host.subscribe(async (batch) => void events.push(...batch))
  await host.start()
  t.teardown(() => host.stop())

  // The host dies after taking a third of the batch: every ask after that fails until it is back.
  let asks = 0
  let down = false
  const crashing = Object.assign(Object.create(host) as ActorHost, {
    ask: (ref: Parameters<ActorHost['ask']>[0], command: unknown) => {
      if (down || ++asks > PAYMENTS / 3) {
        down = true
        return Promise.reject(new Error('host crashed mid-batch'))
      }
      return host.ask(ref, command as never)
    },
  })
  const watcher = new DepositWatcher(db.sql, crashing, ledger.adapter('LTC'), true, clock)
  const addresses = Array.from({ length: PAYMENTS }, (_, i) => keys.derive('LTC', i, true).address)
  for (const [i, address] of addresses.entries()) await watcher.monitor(address, { kind: 'wallet', id: `w-${i}` })
  const paid = new Set<string>()
  for (const address of addresses)
    paid.add((await ledger.credit({ network: 'LTC', currency: 'LTC', toAddress: address, amount: 1_000n })).txHash)

  await t.rejects(watcher.pollOnce(), /host crashed mid-batch/, 'the round fails part way')
  const [cursor] = await db.sql`SELECT cursor FROM chain_cursors WHERE network = 'LTC' AND sandbox = true`
  t.equal(cursor, undefined, 'the cursor did not move past the page')
  down = false
  asks = -Infinity // back up
  // A round also re-checks the open (detected, unsettled) deposits: it counts them too.
  t.ok((await watcher.pollOnce()) >= PAYMENTS, 'the next round hands the whole page over again')
  const [moved] = await db.sql<{ cursor: string }[]>`SELECT cursor FROM chain_cursors WHERE network = 'LTC' AND sandbox = true`
  t.ok(moved, 'and only then moves the cursor')
  await watcher.pollOnce()
  await host.relay.drain()
  const detected = events.filter((e) => e.type === 'deposit.detected').map((e) => (decodeJson(e.payloadJson) as { txHash: string }).txHash)
  t.equal(detected.length, PAYMENTS, 'one detection per payment')
  t.same(new Set(detected), paid, 'every payment, none twice')
})
