import t from 'tap'
import type { DepositView } from '../../actors/chains/watch/deposit_router'
import { decodeJson } from '../../platform/json'
import { createLedger } from '../../platform/ledger'
import { balanceReaches, eventually, startBalanceRig } from './rig'

process.env.DEPOSIT_POLL_MS = '100'

// The deposit actor treats a confirmed deposit as final today, so no chain event takes a posted credit back. The
// balance is ready for the day one does (a reorg deeper than the confirmation depth): these tests hand the balance
// actor the reversal of a real, confirmed sandbox deposit, as the deposit router would.
t.test('a posted top-up reversed: a compensating debit, or a refusal when the money is held', async (t) => {
  const rig = await startBalanceRig(t, 'balrev')
  const m = rig.merchant
  const address = (await m.api('GET', '/api/v1/balance/top-up-addresses')).body.addresses[0].address as string
  const host = rig.platform.payments.host
  const ledger = createLedger(rig.db.sql)
  const topUp = async (amount: string) => {
    const sent = await m.api('POST', '/api/v1/sandbox/deposits', { network: 'POL', currency: 'USDT', address, amount })
    return eventually(async () => {
      const [row] = await rig.db.sql<{ state: string }[]>`
        SELECT state::text FROM actor_state WHERE kind = 'deposit' AND state->>'txHash' = ${sent.body.tx_hash}`
      const deposit = row && decodeJson<DepositView>(row.state)
      return deposit?.status === 'confirmed' ? deposit : undefined
    })
  }
  const reverse = (deposit: DepositView) =>
    host.ask(deposit.owner, { type: 'deposit_observed', deposit: { ...deposit, status: 'reversed' as const } })

  await t.test('reversed after posting: the balance is debited once, with one balance.debited webhook', async (t) => {
    const deposit = await topUp('10')
    await balanceReaches(rig, m, 'USDT', 'available', '10000000')
    await reverse(deposit)
    await reverse(deposit)
    await balanceReaches(rig, m, 'USDT', 'available', '0')
    const debited = await eventually(async () => rig.webhooks('balance.debited')[0])
    t.match(debited, { type: 'top_up_reversal', direction: 'debit', amount: '10000000', currency: 'USDT', tx_hash: deposit.txHash })
    const entries = (await m.api('GET', '/api/v1/balance/entries?direction=debit')).body
    t.match(entries, { total: 1, entries: [{ id: debited!.entry_id, type: 'top_up_reversal', status: 'posted', amount: '10000000' }] })
    t.equal(rig.webhooks('balance.debited').length, 1)
  })

  await t.test('error: a reversal the balance no longer covers is refused by the ledger and recorded, never announced', async (t) => {
    const deposit = await topUp('5')
    await balanceReaches(rig, m, 'USDT', 'available', '5000000')
    // An order in progress holds 3 USDT (a pending debit, as VAS will place): only 2 remain available.
    const spend = { id: 'test-order-hold', ledger: 'USDT.test', scale: 6, code: 'provider_float' as const }
    t.same(await ledger.createAccounts([spend]), ['OK'])
    const hold = await ledger.createTransfers([
      {
        id: 'test-order-1',
        debitAccountId: `balance:${m.businessId}:USDT:test`,
        creditAccountId: spend.id,
        amount: 3_000_000n,
        ledger: 'USDT.test',
        code: 'test_order',
        flags: { pending: true },
      },
    ])
    t.same(hold, ['OK'])
    t.match(await rig.balance(m, 'USDT'), { available: '2000000', held: '3000000' })
    await reverse(deposit)
    const refused = await eventually(async () => {
      const [row] = await rig.db.sql<{ payload: string }[]>`
        SELECT payload::text FROM actor_outbox WHERE kind = 'balance' AND type = 'balance.booking_refused'`
      return row ? JSON.parse(row.payload) : undefined
    })
    t.match(refused, { step: 'reversed', refused: 'EXCEEDS_CREDITS', txHash: deposit.txHash })
    t.match(await rig.balance(m, 'USDT'), { available: '2000000', held: '3000000' }, 'nothing moved')
    t.equal(rig.webhooks('balance.debited').length, 1, 'only the first reversal was announced')
  })
})
