import t from 'tap'
import type { ActorKind } from '../../actors/runtime/types'
import { accepted, refTo, unchanged } from '../../actors/runtime/types'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { SANDBOX_FEE } from '../../chains/sandbox/fees'
import { SandboxLedger } from '../../chains/sandbox/ledger'
import { depositKind } from '../../actors/chains/deposit/decide'
import { depositRouter, type DepositObserved } from '../../actors/chains/watch/deposit_router'
import { DepositWatcher } from '../../actors/chains/watch/watcher'
import { ManualClock } from '../../platform/clock'
import { createTestDb } from '../support/db'
import { testHost } from '../support/host'

const keys = new SeedKeys(seedFromMnemonic('legal winner thank year wave sausage worth useful legal winner thank yellow'))
const ETHER = 10n ** 18n

t.test('SandboxLedger.send: balance, fee in the native coin, insufficient funds, no double spend', async (t) => {
  const db = await createTestDb('sbxsend')
  t.teardown(() => db.drop())
  const clock = new ManualClock()
  const ledger = new SandboxLedger(db.sql, () => clock.nowMs(), 5_000)
  const eth = ledger.adapter('ETH')
  const alice = keys.derive('ETH', 0, false).address
  const bob = keys.derive('ETH', 1, false).address

  t.match(
    await ledger.send({ network: 'ETH', currency: 'ETH', fromAddress: alice, toAddress: bob, amount: 1n }),
    { ok: false, code: 'insufficient_funds' },
    'an empty address cannot send',
  )
  await ledger.credit({ network: 'ETH', currency: 'ETH', toAddress: alice, amount: ETHER })
  t.match(
    await ledger.send({ network: 'ETH', currency: 'ETH', fromAddress: alice, toAddress: bob, amount: 1n }),
    { ok: false },
    'unsettled funds are not spendable',
  )
  clock.advance(5_000)
  const fee = SANDBOX_FEE.ETH.native
  const sent = await ledger.send({ network: 'ETH', currency: 'ETH', fromAddress: alice, toAddress: bob, amount: ETHER / 4n })
  t.match(sent, { ok: true, fee })
  t.equal(await eth.balance(alice, 'ETH'), ETHER - ETHER / 4n - fee, 'amount and fee leave at once')
  t.equal(await eth.balance(bob, 'ETH'), 0n, 'the recipient sees it only after settlement')
  if (!sent.ok) throw new Error(sent.message)
  t.equal(await eth.settlement!(sent.transfer.txHash), null, 'not settled before the block time')
  clock.advance(5_000)
  t.equal(await eth.balance(bob, 'ETH'), ETHER / 4n)
  t.match(await eth.transaction(sent.transfer.txHash), { status: 'confirmed', fromAddress: alice, toAddress: bob })
  const [row] = await db.sql<{ seq: string }[]>`SELECT seq::text FROM sandbox_transfers WHERE tx_hash = ${sent.transfer.txHash}`
  t.same(
    await eth.settlement!(sent.transfer.txHash),
    { blockNumber: Number(row!.seq), fee },
    'settlement: the ledger sequence and the fee charged',
  )
  t.equal(await ledger.adapter('BSC').settlement!(sent.transfer.txHash), null, "another network's ledger does not know it")

  // A token transfer pays its fee in ETH: USDC alone is not enough.
  const carol = keys.derive('ETH', 2, false).address
  const credited = await ledger.credit({ network: 'ETH', currency: 'USDC', toAddress: carol, amount: 50_000_000n })
  clock.advance(5_000)
  t.same(Object.keys((await eth.settlement!(credited.txHash))!), ['blockNumber'], 'a credit from the faucet paid no fee: the sequence only')
  t.match(
    await ledger.send({ network: 'ETH', currency: 'USDC', fromAddress: carol, toAddress: bob, amount: 1_000_000n }),
    { ok: false, code: 'insufficient_funds' },
    'no ETH for gas',
  )

  // Ten concurrent sends of 0.1 ETH from an address holding just under 0.75 ETH: exactly the affordable ones succeed.
  const spendable = await eth.balance(alice, 'ETH')
  const results = await Promise.all(
    Array.from({ length: 10 }, () =>
      ledger.send({ network: 'ETH', currency: 'ETH', fromAddress: alice, toAddress: carol, amount: ETHER / 10n }),
    ),
  )
  const okCount = results.filter((r) => r.ok).length
  t.equal(BigInt(okCount), spendable / (ETHER / 10n + fee), 'never more sends than the balance covers')
  t.ok((await eth.balance(alice, 'ETH')) >= 0n, 'the balance never goes negative')
})

t.test('deposit router: deposit events reach the actor owning the address, once per status', async (t) => {
  const db = await createTestDb('router')
  t.teardown(() => db.drop())
  const clock = new ManualClock()
  const ledger = new SandboxLedger(db.sql, () => clock.nowMs(), 1_000)
  type Seen = { statuses: string[] }
  const ownerKind: ActorKind<Seen, DepositObserved | { type: 'get' }, Seen> = {
    kind: 'owner',
    initial: () => ({ statuses: [] }),
    decide: (state, command) => {
      if (command.type === 'get') return unchanged(state)
      const key = `${command.deposit.txHash}:${command.deposit.status}`
      if (state.statuses.includes(key)) return unchanged(state)
      const next = { statuses: [...state.statuses, key] }
      return accepted(next, next)
    },
  }
  const host = testHost(db.sql, { hostId: 'router', clock })
  host.register(depositKind)
  host.register(ownerKind)
  host.subscribe(depositRouter(host))
  await host.start()
  t.teardown(() => host.stop())
  const watcher = new DepositWatcher(db.sql, host, ledger.adapter('SOL'), true)
  const address = keys.derive('SOL', 0, false).address
  await watcher.monitor(address, { kind: 'owner', id: 'o-1' })
  const tx = await ledger.credit({ network: 'SOL', currency: 'USDC', toAddress: address, amount: 5_000_000n })
  await watcher.pollOnce()
  clock.advance(1_000)
  await watcher.pollOnce()
  await host.relay.drain()
  const result = await host.ask(refTo(ownerKind, 'o-1'), { type: 'get' })
  t.ok(result.ok)
  if (result.ok) t.same(result.reply.statuses, [`${tx.txHash}:detected`, `${tx.txHash}:confirmed`])
})
