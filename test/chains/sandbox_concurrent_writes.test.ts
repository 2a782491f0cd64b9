/**
 * The sandbox ledger's transfers get their sequence number when written, not when committed. A watcher reading while
 * top-ups are being written must not move its cursor past one still in flight: every payment is found, under load.
 * (Before the ledger's read waited for writes in flight, 4 of 100 concurrent top-ups were never seen.)
 */
import t from 'tap'
import { depositKind } from '../../actors/chains/deposit/decide'
import { DepositWatcher } from '../../actors/chains/watch/watcher'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { SandboxLedger } from '../../chains/sandbox/ledger'
import { watchedList } from '../../chains/watched'
import { ManualClock } from '../../platform/clock'
import { createTestDb } from '../support/db'
import { testHost } from '../support/host'

const keys = new SeedKeys(seedFromMnemonic('legal winner thank year wave sausage worth useful legal winner thank yellow'))
const PAYMENTS = 1_000
const WRITERS = 16

t.test('payments written concurrently while the watcher polls are all found', async (t) => {
  const db = await createTestDb('sandbox_concurrent')
  t.teardown(() => db.drop())
  const clock = new ManualClock()
  const ledger = new SandboxLedger(db.sql, () => clock.nowMs(), 0)
  const host = testHost(db.sql, { hostId: 'concurrent', clock })
  host.register(depositKind)
  await host.start()
  t.teardown(() => host.stop())
  const watcher = new DepositWatcher(db.sql, host, ledger.adapter('POL'), true, clock)
  const addresses = Array.from({ length: 10 }, (_, i) => keys.derive('POL', i, true).address)
  for (const [i, address] of addresses.entries()) await watcher.monitor(address, { kind: 'wallet', id: `w-${i}` })

  // The adapter read in a tight loop, as a busy watcher reads it, collecting what each page holds.
  const adapter = ledger.adapter('POL')
  const watched = watchedList(addresses)
  const seen = new Set<string>()
  let cursor: string | null = '0'
  let writing = true
  const polling = (async () => {
    while (writing) {
      const page = await adapter.depositsSince(watched, cursor)
      for (const transfer of page.transfers) seen.add(transfer.txHash)
      cursor = page.cursor
    }
  })()
  let next = 0
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < PAYMENTS) {
        const i = next++
        await ledger.credit({ network: 'POL', currency: 'POL', toAddress: addresses[i % addresses.length]!, amount: 1n })
      }
    }),
  )
  writing = false
  await polling
  for (const transfer of (await adapter.depositsSince(watched, cursor)).transfers) seen.add(transfer.txHash)
  t.equal(seen.size, PAYMENTS, 'every payment read by the cursor walk')
  await watcher.pollOnce()
  const [row] = await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM chain_deposits WHERE network = 'POL'`
  t.equal(row!.n, PAYMENTS, 'and detected by the watcher')
})

t.test('a transfer still being written when a later one commits is read after it, never passed', async (t) => {
  const db = await createTestDb('sandbox_inflight')
  t.teardown(() => db.drop())
  const clock = new ManualClock()
  const ledger = new SandboxLedger(db.sql, () => clock.nowMs(), 0)
  const adapter = ledger.adapter('POL')
  const [early, late] = [keys.derive('POL', 0, true).address, keys.derive('POL', 1, true).address]
  const watched = watchedList([early, late])

  // The early transfer takes its sequence number first, but its writer has not committed when the late one has.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let written!: () => void
  const inFlight = new Promise<void>((resolve) => (written = resolve))
  const writer = db.sql.begin(async (tx) => {
    await tx`INSERT INTO sandbox_transfers (tx_hash, network, currency, from_address, to_address, amount, outcome, detected_at_ms, settles_at_ms)
             VALUES ('0xearly', 'POL', 'POL', 'faucet', ${early}, 1, 'confirm', 0, 0)`
    written()
    await held
  })
  await inFlight
  await ledger.credit({ network: 'POL', currency: 'POL', toAddress: late, amount: 2n })

  // The read does not wait for the open write (it would never finish here if it did), and sees only the late one.
  const first = await adapter.depositsSince(watched, '0')
  t.same(
    first.transfers.map((x) => x.toAddress),
    [late],
    'the committed transfer is read; the one in flight is not yet',
  )
  release()
  await writer
  const second = await adapter.depositsSince(watched, first.cursor)
  t.same(
    second.transfers.map((x) => x.toAddress),
    [early],
    'once committed, the earlier-numbered transfer is read from the cursor: it was not passed',
  )
  t.same((await adapter.depositsSince(watched, second.cursor)).transfers, [], 'and each is read once')
})
