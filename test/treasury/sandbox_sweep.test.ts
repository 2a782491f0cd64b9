import t from 'tap'
import { createTestDb } from '../support/db'
import { eventually, onboardMerchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { adminClient, ledgerSums, settledMove, TREASURY_MODULES } from './rig'

Object.assign(process.env, { DEPOSIT_POLL_MS: '100', CHAIN_SEND_CHECK_MS: '100', TREASURY_POLL_MS: '100', TREASURY_SWEEP_MS: '0' })

t.test(
  'sweep over the sandbox: a paid USDT session address is swept into the treasury address, gas first, booked and reconciled',
  async (t) => {
    const db = await createTestDb('treasury_sandbox')
    const platform = await startTestPlatform(db, TREASURY_MODULES)
    t.teardown(async () => {
      await platform.close()
      await db.drop()
    })
    const admin = adminClient(platform.baseUrl, platform.adminToken)
    const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'sweep@test.dev', plan: 'professional' })
    const deposit = (address: string, currency: string, amount: string) =>
      m.api('POST', '/api/v1/sandbox/deposits', { network: 'ETH', currency, address, amount })

    const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 30, currency: 'USD' })).body.session_id as string
    const sel = (await m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network: 'ETH', currency: 'USDT' } })).body
    await deposit(sel.address, 'USDT', sel.amount_crypto)
    await eventually(async () => ((await m.call('GET', `/api/v1/checkout/${id}/verify-now`)).body.status === 'paid' ? true : undefined))

    await t.test('error: an empty treasury cannot pay the gas: the sweep fails, nothing moves, the next pass tries again', async (t) => {
      const started = (await admin('POST', '/admin/treasury/sweeps', { environment: 'test' })).body.moves as { id: string }[]
      t.equal(started.length, 1)
      const failed = await settledMove(admin, 'test', (x) => x.id === started[0]!.id)
      t.match(failed, { status: 'failed', booked: true })
    })

    const treasury = ((await m.api('GET', '/api/v1/treasury/addresses')).body.addresses as { network: string; address: string }[]).find(
      (a) => a.network === 'ETH',
    )!.address
    t.not(treasury, sel.address)
    await deposit(treasury, 'ETH', '0.1')

    const started = await eventually(async () => {
      const moves = (await admin('POST', '/admin/treasury/sweeps', { environment: 'test' })).body.moves as {
        id: string
        currency: string
      }[]
      return moves.length > 0 ? moves : undefined
    })
    t.match(started, [{ currency: 'USDT' }])
    const sweep = await settledMove(admin, 'test', (x) => x.id === started[0]!.id)
    t.match(sweep, { status: 'confirmed', purpose: 'sweep', to_address: treasury, from_address: sel.address })
    t.ok(sweep.id.endsWith(':2'), 'the second sweep of this address has an id of its own')
    const gas = await settledMove(admin, 'test', (x) => x.purpose === 'gas' && x.status === 'confirmed')
    t.match(gas, { currency: 'ETH', from_address: treasury, to_address: sel.address })

    t.same((await admin('POST', '/admin/treasury/sweeps', { environment: 'test' })).body.moves, [], 'nothing left above the threshold')
    t.same(await ledgerSums(db.sql), { 'ETH.test': '0', 'USDT.test': '0' }, 'every ledger sums to zero')
    const report = await eventually(async () => {
      const r = (await admin('GET', '/admin/treasury/reconciliation?environment=test')).body
      return r.differences === 0 ? r : undefined
    }, 30_000)
    t.ok(
      report.accounts.some(
        (a: { account_id: string; ledger_balance: string }) =>
          a.account_id === 'custody:treasury:ETH:USDT:test' && a.ledger_balance !== '0',
      ),
      'the treasury custody holds the swept USDT, as the sandbox does',
    )

    await t.test('a refund after the sweep is paid from the treasury address, gas included, and stays reconciled', async (t) => {
      const created = await m.api('POST', '/api/v1/refunds', {
        session_id: id,
        reason: 'returned',
        amount: 10,
        refund_address: '0x000000000000000000000000000000000000dEaD',
      })
      t.equal(created.status, 201)
      const refund = await eventually(async () => {
        const r = (await m.api('GET', `/api/v1/refunds/${created.body.id}`)).body
        return r.status !== 'processing' ? r : undefined
      }, 30_000)
      t.match(refund, { status: 'submitted', tx_hash: /^0x/ })
      const move = await settledMove(admin, 'test', (x) => x.purpose === 'refund')
      t.match(move, { status: 'confirmed', from_address: treasury, currency: 'USDT' }, 'from the treasury, where the funds went')
      t.same(await ledgerSums(db.sql), { 'ETH.test': '0', 'USDT.test': '0' })
      const after = await eventually(async () => {
        const r = (await admin('GET', '/admin/treasury/reconciliation?environment=test')).body
        return r.differences === 0 ? r : undefined
      }, 30_000)
      t.equal(after.differences, 0)
    })

    await t.test(
      'a merchant top-up address (POL, balance) is swept too: its USDT leaves the clearing account for the treasury',
      async (t) => {
        const topUps = (await m.api('GET', '/api/v1/balance/top-up-addresses')).body.addresses as { network: string; address: string }[]
        const topUp = topUps.find((a) => a.network === 'POL')!.address
        await m.api('POST', '/api/v1/sandbox/deposits', { network: 'POL', currency: 'USDT', address: topUp, amount: '25.5' })
        await eventually(async () => {
          const b = (await m.api('GET', '/api/v1/balance')).body.balances as { currency: string; available: string }[]
          return b.find((x) => x.currency === 'USDT')?.available === '25500000' ? true : undefined
        })
        const addresses = (await m.api('GET', '/api/v1/treasury/addresses')).body.addresses as { network: string; address: string }[]
        const polTreasury = addresses.find((a) => a.network === 'POL')!.address
        await m.api('POST', '/api/v1/sandbox/deposits', { network: 'POL', currency: 'POL', address: polTreasury, amount: '1' })
        const moves = await eventually(async () => {
          const started = (await admin('POST', '/admin/treasury/sweeps', { environment: 'test' })).body.moves as {
            id: string
            currency: string
          }[]
          return started.length > 0 ? started : undefined
        })
        t.match(moves, [{ currency: 'USDT' }])
        const swept = await settledMove(admin, 'test', (x) => x.id === moves[0]!.id)
        t.match(swept, { status: 'confirmed', from_address: topUp, to_address: polTreasury, amount: '25500000' })
        const report = await eventually(async () => {
          const r = (await admin('GET', '/admin/treasury/reconciliation?environment=test')).body
          return r.differences === 0 ? r : undefined
        }, 30_000)
        const row = (id: string) => report.accounts.find((a: { account_id: string }) => a.account_id === id)
        t.match(
          row('clearing:POL:USDT:test'),
          { ledger_balance: '0', chain_balance: '0', status: 'ok' },
          'top-up custody empty, ledger and chain',
        )
        t.match(row('custody:treasury:POL:USDT:test'), { ledger_balance: '25500000', status: 'ok' })
        t.same(await ledgerSums(db.sql), { 'ETH.test': '0', 'POL.test': '0', 'USDT.test': '0' }, 'every ledger still sums to zero')
      },
    )
  },
)
