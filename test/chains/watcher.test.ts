import t from 'tap'
import { ManualClock } from '../../platform/clock'
import { decodeJson } from '../../platform/json'
import type { StoredEvent } from '../../actors/runtime/store'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { SandboxLedger } from '../../chains/sandbox/ledger'
import { depositKind } from '../../actors/chains/deposit/decide'
import { DepositWatcher } from '../../actors/chains/watch/watcher'
import { createTestDb } from '../support/db'
import { testHost } from '../support/host'

const keys = new SeedKeys(seedFromMnemonic('legal winner thank year wave sausage worth useful legal winner thank yellow'))

t.test('deposit watcher on the sandbox ledger', async (t) => {
  const db = await createTestDb('watch')
  t.teardown(() => db.drop())
  const clock = new ManualClock()
  const ledger = new SandboxLedger(db.sql, () => clock.nowMs(), 10_000)
  const events: StoredEvent[] = []
  const newHost = (id: string) => {
    const host = testHost(db.sql, { hostId: id, clock })
    host.register(depositKind)
    host.subscribe(async (batch) => void events.push(...batch))
    return host
  }
  let host = newHost('w1')
  await host.start()
  const watcher = () => new DepositWatcher(db.sql, host, ledger.adapter('LTC'), true, clock)
  const address = keys.derive('LTC', 0, true).address
  await watcher().monitor(address, { kind: 'wallet', id: 'w-42' })

  const first = await ledger.credit({ network: 'LTC', currency: 'LTC', toAddress: address, amount: 150_000_000n })
  await ledger.credit({ network: 'LTC', currency: 'LTC', toAddress: keys.derive('LTC', 9, true).address, amount: 1n })
  await watcher().pollOnce()
  await watcher().pollOnce()
  await host.relay.drain()
  t.same(
    events.map((e) => e.type),
    ['deposit.detected'],
    'detected once, unmonitored addresses ignored, no repeat',
  )
  t.match(decodeJson(events[0]!.payloadJson), {
    txHash: first.txHash,
    amount: 150_000_000n,
    owner: { kind: 'wallet', id: 'w-42' },
    status: 'detected',
  })

  // Restart: a new host and watcher resume from the persisted cursor.
  await host.stop()
  host = newHost('w2')
  await host.start()
  t.teardown(() => host.stop())
  clock.advance(10_000)
  await watcher().pollOnce()
  await host.relay.drain()
  t.same(
    events.map((e) => e.type),
    ['deposit.detected', 'deposit.confirmed'],
    'confirmed after the block time, detected not repeated',
  )
  t.match(decodeJson(events[1]!.payloadJson), { status: 'confirmed', confirmations: 0 }, 'LTC settles by time: confirmations stay 0')

  const outcome = (hash: string) =>
    events.filter((e) => (decodeJson(e.payloadJson) as { txHash: string }).txHash === hash).map((e) => e.type)
  const failing = await ledger.credit({ network: 'LTC', currency: 'LTC', toAddress: address, amount: 5n, fail: true })
  const vanishing = await ledger.credit({ network: 'LTC', currency: 'LTC', toAddress: address, amount: 7n })
  await watcher().pollOnce()
  await db.sql`DELETE FROM sandbox_transfers WHERE tx_hash = ${vanishing.txHash}`
  clock.advance(10_000)
  await watcher().pollOnce()
  await host.relay.drain()
  t.same(outcome(vanishing.txHash), ['deposit.detected'], 'one round without the transaction is not yet a reversal')
  await watcher().pollOnce()
  await host.relay.drain()
  t.same(outcome(failing.txHash), ['deposit.detected', 'deposit.failed'])
  t.same(
    outcome(vanishing.txHash),
    ['deposit.detected', 'deposit.reversed'],
    'a transfer that stays away a second round is reversed, never credited',
  )
})
