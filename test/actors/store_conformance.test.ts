import t from 'tap'
import { ManualClock } from '../../platform/clock'
import { storeConformance } from '../../actors/runtime/conformance'
import { MemoryActorStore } from '../../actors/runtime/store_memory'
import { PostgresActorStore } from '../../actors/runtime/store_postgres'
import { createTestDb } from '../support/db'
import { elapse } from '../support/wait'

storeConformance(t, 'memory', async () => {
  const clock = new ManualClock()
  return { store: new MemoryActorStore(clock), advance: async (ms) => clock.advance(ms), close: async () => {} }
})

storeConformance(t, 'postgres', async () => {
  const db = await createTestDb('conf')
  return {
    store: new PostgresActorStore(db.sql),
    // Lease expiry is judged by the database clock, so time has to really pass.
    advance: elapse,
    close: () => db.drop(),
  }
})
