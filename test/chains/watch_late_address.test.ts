import t from 'tap'
import { ManualClock } from '../../platform/clock'
import { decodeJson } from '../../platform/json'
import type { StoredEvent } from '../../actors/runtime/store'
import type { ChainAdapter } from '../../chains/adapter'
import type { WatchedAddresses } from '../../chains/watched'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { SandboxLedger } from '../../chains/sandbox/ledger'
import { depositKind } from '../../actors/chains/deposit/decide'
import { DepositWatcher } from '../../actors/chains/watch/watcher'
import { createTestDb } from '../support/db'
import { testHost } from '../support/host'

const keys = new SeedKeys(seedFromMnemonic('legal winner thank year wave sausage worth useful legal winner thank yellow'))

// The race behind a missed treasury receipt: the watcher read its address list, then an address was
// registered and paid, then the adapter read the chain up to a tip past that payment. The cursor moved
// past it with the address absent from the list, and the payment was never seen. Now the adapter asks the
// index about what it read, after reading it: the address registered mid-round is found in the same round.
t.test('an address registered and paid while a round reads the chain is not skipped', async (t) => {
  const db = await createTestDb('watch_late')
  t.teardown(() => db.drop())
  const clock = new ManualClock()
  const ledger = new SandboxLedger(db.sql, () => clock.nowMs(), 10_000)
  const host = testHost(db.sql, { hostId: 'late', clock })
  host.register(depositKind)
  const events: StoredEvent[] = []
  host.subscribe(async (batch) => void events.push(...batch))
  await host.start()
  t.teardown(() => host.stop())

  const early = keys.derive('LTC', 0, true).address
  const late = keys.derive('LTC', 1, true).address
  const inner = ledger.adapter('LTC')
  let watcher: DepositWatcher
  let paidLate: string | undefined
  let paidAfter: string | undefined
  // Between the watcher's address list and the adapter's read of the chain, the late address joins and is paid.
  const racing: ChainAdapter = Object.assign(Object.create(inner) as ChainAdapter, {
    depositsSince: async (watched: WatchedAddresses, cursor: string | null) => {
      if (paidLate === undefined) {
        await watcher.monitor(late, { kind: 'checkout', id: 'late-session' })
        paidLate = (await ledger.credit({ network: 'LTC', currency: 'LTC', toAddress: late, amount: 5_000n })).txHash
        // A later payment to a listed address moves the page's cursor past the late one.
        paidAfter = (await ledger.credit({ network: 'LTC', currency: 'LTC', toAddress: early, amount: 3_000n })).txHash
      }
      return inner.depositsSince(watched, cursor)
    },
  })
  watcher = new DepositWatcher(db.sql, host, racing, true, clock)
  await watcher.monitor(early, { kind: 'wallet', id: 'w-1' })
  const paidEarly = (await ledger.credit({ network: 'LTC', currency: 'LTC', toAddress: early, amount: 7_000n })).txHash

  await watcher.pollOnce()
  await watcher.pollOnce()
  await host.relay.drain()
  const detected = events
    .filter((e) => e.type === 'deposit.detected')
    .map((e) => decodeJson(e.payloadJson) as { txHash: string; owner: { id: string } })
  t.same(
    detected.map((d) => [d.txHash, d.owner.id]).sort(),
    [
      [paidEarly, 'w-1'],
      [paidLate!, 'late-session'],
      [paidAfter!, 'w-1'],
    ].sort(),
    'every payment detected once, the late one for the address registered mid-round',
  )
})
