/**
 * A payment final on sight (confirmed in the round that found it) reaches its owner once, confirmed: one decision and
 * one commit for the owner instead of two in a row. A payment found before it settles still reaches its owner twice,
 * detected and then confirmed.
 */
import t from 'tap'
import { depositKind } from '../../actors/chains/deposit/decide'
import { depositRouter, type DepositObserved } from '../../actors/chains/watch/deposit_router'
import { DepositWatcher } from '../../actors/chains/watch/watcher'
import { accepted, type ActorKind } from '../../actors/runtime/types'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { SandboxLedger } from '../../chains/sandbox/ledger'
import { ManualClock } from '../../platform/clock'
import { createTestDb } from '../support/db'
import { testHost } from '../support/host'
import { eventually } from '../support/merchant'

const keys = new SeedKeys(seedFromMnemonic('legal winner thank year wave sausage worth useful legal winner thank yellow'))

/** An owner that keeps every status it was told, in order. */
const recorder: ActorKind<{ told: string[] }, DepositObserved, null> = {
  kind: 'recorder',
  initial: () => ({ told: [] }),
  decide: (state, command) => {
    const next = { told: [...state.told, command.deposit.status] }
    return accepted(next, null)
  },
}

t.test('final on sight: the owner is told once, confirmed; found early: detected, then confirmed', async (t) => {
  const db = await createTestDb('router_final')
  t.teardown(() => db.drop())
  const clock = new ManualClock()
  const host = testHost(db.sql, { hostId: 'router', clock })
  host.register(depositKind)
  host.register(recorder)
  host.subscribe(depositRouter(host))
  await host.start()
  t.teardown(() => host.stop())
  const told = async (id: string) => {
    const [row] = await db.sql<{ state: { told: string[] } }[]>`SELECT state FROM actor_state WHERE kind = 'recorder' AND id = ${id}`
    return row?.state.told ?? []
  }

  const settled = new SandboxLedger(db.sql, () => clock.nowMs(), 0)
  const onSight = keys.derive('LTC', 0, true).address
  const watcher = new DepositWatcher(db.sql, host, settled.adapter('LTC'), true, clock)
  await watcher.monitor(onSight, { kind: 'recorder', id: 'on-sight' })
  await settled.credit({ network: 'LTC', currency: 'LTC', toAddress: onSight, amount: 1_000n })
  await watcher.pollOnce()
  await host.relay.drain()
  t.same(await eventually(async () => (await told('on-sight')).length > 0 && told('on-sight')), ['confirmed'], 'one decision, confirmed')

  const slow = new SandboxLedger(db.sql, () => clock.nowMs(), 60_000)
  const early = keys.derive('LTC', 1, true).address
  await watcher.monitor(early, { kind: 'recorder', id: 'early' })
  await slow.credit({ network: 'LTC', currency: 'LTC', toAddress: early, amount: 1_000n })
  await watcher.pollOnce()
  await host.relay.drain()
  clock.advance(60_000)
  await watcher.pollOnce()
  await host.relay.drain()
  t.same(await eventually(async () => (await told('early')).length > 1 && told('early')), ['detected', 'confirmed'], 'told of each change')
})
