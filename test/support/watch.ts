/** A deposit watcher over a live adapter on a test schema, recording the deposit events it causes. */
import type { Test } from 'tap'
import type { StoredEvent } from '../../actors/runtime/store'
import type { ChainAdapter } from '../../chains/adapter'
import { depositKind } from '../../actors/chains/deposit/decide'
import { DepositWatcher } from '../../actors/chains/watch/watcher'
import { ManualClock } from '../../platform/clock'
import { decodeJson } from '../../platform/json'
import { createTestDb } from './db'
import { testHost } from './host'

export interface WatchHarness {
  readonly watcher: DepositWatcher
  /** Event types for one transaction, in order, after the relay drained. */
  outcome(txHash: string): Promise<string[]>
  /** The payload of the last event for a transaction. */
  last(txHash: string): Promise<Record<string, unknown>>
}

export async function watchHarness(t: Test, adapter: ChainAdapter, address: string): Promise<WatchHarness> {
  const db = await createTestDb(adapter.network.toLowerCase())
  // One clock for the host and the watcher: the watcher compares the deposit actors' reversal times with it.
  const clock = new ManualClock()
  const host = testHost(db.sql, { hostId: `live-${adapter.network}`, clock })
  host.register(depositKind)
  const events: StoredEvent[] = []
  host.subscribe(async (batch) => void events.push(...batch))
  await host.start()
  t.teardown(async () => {
    await host.stop()
    await db.drop()
  })
  const watcher = new DepositWatcher(db.sql, host, adapter, false, clock)
  await watcher.monitor(address, { kind: 'wallet', id: `w-${adapter.network}` })
  const mine = async (txHash: string) => {
    await host.relay.drain()
    return events.filter((e) => (decodeJson(e.payloadJson) as { txHash: string }).txHash === txHash)
  }
  return {
    watcher,
    outcome: async (txHash) => (await mine(txHash)).map((e) => e.type),
    last: async (txHash) => decodeJson((await mine(txHash)).at(-1)!.payloadJson) as Record<string, unknown>,
  }
}
