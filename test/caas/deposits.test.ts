/**
 * Funds that reach a CaaS wallet from outside CaaS: provisioning watches the
 * wallet, the sandbox ledger's transfer goes through the real deposit
 * watcher, deposit actor and router to the user actor, which reports one
 * signed transfer.received per merchant (an SMS for an unaffiliated user).
 * A CaaS transfer, which the watcher sees arrive too, still yields exactly
 * one transfer.received; repeated observations change nothing; after a
 * phone change the old number forwards the wallet's deposits to the new one.
 */
import { createHmac } from 'node:crypto'
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { createCaasModule } from '../../actors/caas/module'
import { MemorySmsSender } from '../../actors/caas/sms'
import { depositTransferId } from '../../actors/caas/user/deposits'
import { caasUserRef } from '../../actors/caas/user/decide'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../actors/chains/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { chainsFor } from '../../actors/chains/service'
import { SandboxLedger } from '../../chains/sandbox/ledger'
import { positiveUnits } from '../../chains/sandbox/amount'
import type { DepositView } from '../../actors/chains/watch/deposit_router'
import { decodeJson } from '../../platform/json'
import type { PaymentsContext } from '../../actors/runtime/service/module'
import type { PlatformModule } from '../../gateway/core/platform_module'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { eventually } from '../support/merchant'
import { startTestPlatform } from '../support/platform'
import { startReceiver } from '../support/receiver'
import { allKeyPermissions } from '../support/keys'

const PHONE_1 = '+447911123456'
const PHONE_2 = '+254712345678'
const PHONE_3 = '+33612345678'
const PHONE_4 = '+447700900123'

t.test('CaaS deposits: outside funds -> one transfer.received per merchant; CaaS transfers are not reported twice', async (t) => {
  const db = await createTestDb('caasdep')
  const sms = new MemorySmsSender()
  let ctx: PaymentsContext | undefined
  const probe: PlatformModule = {
    name: 'probe',
    start: (c) => {
      ctx = c
      return () => undefined
    },
  }
  const platform = await startTestPlatform(db, [
    accessModule,
    webhooksModule,
    sandboxModule,
    chainsModule,
    createCaasModule({ sms, pollMs: 200 }),
    probe,
  ])
  const receiver = await startReceiver()
  t.teardown(async () => {
    await platform.close()
    await receiver.close()
    await db.drop()
  })
  const call = client(platform.baseUrl)
  const poll = () => chainsFor(ctx!).pollNow('POL', true)
  const merchant = async (name: string) => {
    const owner = (
      await call('POST', '/api/v1/auth/register', {
        body: { email: `${name}@caas-dep.test`, password: 'caas password 1', business_name: name, account_type: 'business' },
      })
    ).body
    const key = (
      await call('POST', '/api/v1/api-keys', {
        headers: bearer(owner.access_token),
        body: { name, environment: 'test', product: 'caas', permissions: allKeyPermissions('caas') },
      })
    ).body.key as string
    const payments = (
      await call('POST', '/api/v1/api-keys', {
        headers: bearer(owner.access_token),
        body: { name: `${name}-p`, environment: 'test', product: 'payments', permissions: allKeyPermissions('payments') },
      })
    ).body.key as string
    const secret = `secret-${name}-0123456789`
    t.equal(
      (
        await call('POST', '/v1/dashboard/webhooks', {
          headers: bearer(owner.access_token),
          body: { url: `${receiver.url}/${name}`, secret },
        })
      ).status,
      201,
    )
    return { owner, secret, headers: { 'x-api-key': key }, payments: { 'x-api-key': payments } }
  }
  const a = await merchant('a')
  const b = await merchant('b')
  /**
   * A transfer from outside CaaS: a payer's transfer written on the sandbox ledger itself. Not through the payments
   * sandbox endpoint: that credits only addresses issued to the key's merchant, and a CaaS wallet is not one of them.
   */
  const ledger = new SandboxLedger(db.sql, () => Date.now(), 0)
  const outside = async (address: string, amount: string) =>
    (await ledger.credit({ network: 'POL', currency: 'USDC', toAddress: address, amount: positiveUnits(amount, 6) })).txHash
  /** transfer.received bodies delivered to a merchant for a transaction. */
  const received = (path: string, txHash: string) =>
    receiver.received
      .filter((r) => r.path === path)
      .map((r) => ({ r, body: JSON.parse(r.rawBody) }))
      .filter((x) => x.body.event === 'transfer.received' && x.body.tx_hash === txHash)
  const deliveries = async (txHash: string) =>
    (
      await db.sql<
        { n: string }[]
      >`SELECT count(*)::text AS n FROM webhook_deliveries WHERE event_type = 'transfer.received' AND body::jsonb->>'tx_hash' = ${txHash}`
    )[0]!.n
  const userState = async (id: string) =>
    decodeJson<any>(
      (await db.sql<{ state: string }[]>`SELECT state::text FROM actor_state WHERE kind = 'caas_user' AND id = ${id}`)[0]!.state,
    )
  /** The confirmed deposit of a transaction, once the user actor has decided it. */
  const decided = async (userId: string, txHash: string) => {
    const [row] = await db.sql<
      { state: string }[]
    >`SELECT state::text FROM actor_state WHERE kind = 'deposit' AND state->>'txHash' = ${txHash}`
    const deposit = row ? decodeJson<DepositView>(row.state) : undefined
    if (deposit?.status !== 'confirmed') return undefined
    const record = (await userState(userId)).deposits?.find((r: { key: string }) => r.key === depositTransferId(deposit.id))
    return record?.status === 'confirmed' ? { deposit, record } : undefined
  }
  const settle = async (userId: string, txHash: string) => eventually(async () => (await poll(), await decided(userId, txHash)))

  const first = (await call('POST', '/caas/v1/users/provision', { headers: a.headers, body: { phone_number: PHONE_1 } })).body
  const user1 = `test:${first.blind_index}`
  await call('POST', '/caas/v1/users/link/request', { headers: b.headers, body: { phone_number: PHONE_1 } })
  const code = /(\d{6})/.exec(sms.sent.at(-1)!.text)![1]!
  t.equal((await call('POST', '/caas/v1/users/link/confirm', { headers: b.headers, body: { phone_number: PHONE_1, code } })).status, 200)

  let fundTx = ''
  await t.test('provision watches the wallet; /sandbox/fund -> one signed transfer.received to each merchant of the user', async (t) => {
    t.same(await db.sql`SELECT network, sandbox, owner_kind, owner_id FROM monitored_addresses WHERE address = ${first.wallet_address}`, [
      { network: 'POL', sandbox: true, owner_kind: 'caas_user', owner_id: user1 },
    ])
    const fund = await call('POST', '/caas/v1/sandbox/fund', { headers: a.headers, body: { phone_number: PHONE_1, amount: '10' } })
    t.equal(fund.status, 201)
    fundTx = fund.body.tx_hash
    t.equal(
      (await call('POST', '/caas/v1/sandbox/fund', { headers: a.headers, body: { phone_number: PHONE_1, amount: '1', currency: 'POL' } }))
        .status,
      201,
    )
    await eventually(
      async () => (await poll(), received('/hooks/a', fundTx).length + received('/hooks/b', fundTx).length === 2 || undefined),
    )
    for (const [path, secret] of [
      ['/hooks/a', a.secret],
      ['/hooks/b', b.secret],
    ] as const) {
      const [only, ...more] = received(path, fundTx)
      t.same(more, [], `${path}: exactly one`)
      t.same(Object.keys(only!.body).sort(), ['amount_usdc', 'event', 'recipient_wallet', 'settled_at', 'token', 'transfer_id', 'tx_hash'])
      t.match(only!.body, {
        event: 'transfer.received',
        transfer_id: /^dep_[0-9a-f]{32}$/,
        recipient_wallet: first.wallet_address,
        amount_usdc: '10.000000',
        token: 'USDC',
        tx_hash: fundTx,
        settled_at: /^\d{4}-.*Z$/,
      })
      t.equal(only!.r.headers['x-service-signature'], `sha256=${createHmac('sha256', secret).update(only!.r.rawBody).digest('hex')}`)
    }
    t.equal(received('/hooks/a', fundTx)[0]!.body.transfer_id, received('/hooks/b', fundTx)[0]!.body.transfer_id, 'one id per deposit')
    const polFunding = receiver.received
      .map((r) => JSON.parse(r.rawBody))
      .filter((e) => e.event === 'transfer.received' && e.tx_hash !== fundTx)
    t.same(polFunding, [], 'the POL for fees is not reported')
  })

  await t.test(
    'error: SANDBOX_ADDRESS_NOT_YOURS: a payments test key does not credit a CaaS wallet, even its own merchant’s user',
    async (t) => {
      const transfers = async () => (await db.sql`SELECT tx_hash FROM sandbox_transfers WHERE to_address = ${first.wallet_address}`).length
      const before = await transfers()
      const r = await call('POST', '/api/v1/sandbox/deposits', {
        headers: a.payments,
        body: { network: 'POL', currency: 'USDC', address: first.wallet_address, amount: '1' },
      })
      t.match(r, { status: 403, body: { code: 'SANDBOX_ADDRESS_NOT_YOURS' } })
      t.equal(await transfers(), before, 'nothing written on the ledger')
    },
  )

  await t.test('an outside transfer (a payer on the sandbox ledger) is reported too; repeated observations change nothing', async (t) => {
    const tx = await outside(first.wallet_address, '2.25')
    await eventually(async () => (await poll(), received('/hooks/b', tx).length === 1 || undefined))
    t.match(received('/hooks/b', tx)[0]!.body, { amount_usdc: '2.250000', tx_hash: tx })
    const { deposit } = await settle(user1, fundTx)
    for (const again of [deposit, { ...deposit, status: 'detected' }] as DepositView[]) {
      const r = await platform.payments.host.ask(caasUserRef(user1), { type: 'deposit_observed', deposit: again })
      t.same(r, { ok: true, reply: { kind: 'deposit', outcome: 'repeat' } }, `${again.status} again`)
    }
    await poll()
    t.equal(await deliveries(fundTx), '2', 'still one delivery per merchant')
  })

  let second: { wallet_address: string; blind_index: string }
  let transferTx = ''
  await t.test("a CaaS transfer, also seen by the watcher, yields exactly one transfer.received (the transfer's own)", async (t) => {
    second = (await call('POST', '/caas/v1/users/provision', { headers: b.headers, body: { phone_number: PHONE_2 } })).body
    const sent = (
      await call('POST', '/caas/v1/transfers', {
        headers: a.headers,
        body: { from_phone_number: PHONE_1, to_phone_number: PHONE_2, amount: '2.5' },
      })
    ).body
    const settled = await eventually(
      async () => (await call('GET', `/caas/v1/transfers/${sent.transfer_id}`, { headers: a.headers })).body.tx_hash as string | undefined,
    )
    // The watcher saw the ledger send arrive at the watched recipient, and the recipient classified it as the announced transfer.
    t.match((await settle(`test:${second.blind_index}`, settled)).record, { status: 'confirmed', transferId: sent.transfer_id })
    await eventually(async () => received('/hooks/b', settled).length > 0 || undefined)
    t.equal(await deliveries(settled), '1')
    transferTx = settled
    t.match(
      received('/hooks/b', settled).map((x) => x.body),
      [{ transfer_id: sent.transfer_id, recipient_wallet: second.wallet_address, amount_usdc: '2.500000' }],
    )
  })

  await t.test('an unaffiliated wallet: an SMS per deposit instead of transfer.received, and one SMS for a CaaS transfer', async (t) => {
    const sent = (
      await call('POST', '/caas/v1/transfers', {
        headers: a.headers,
        body: { from_phone_number: PHONE_1, to_phone_number: PHONE_3, amount: '1' },
      })
    ).body
    const settled = await eventually(
      async () => (await call('GET', `/caas/v1/transfers/${sent.transfer_id}`, { headers: a.headers })).body.tx_hash as string | undefined,
    )
    const unaffiliated = (
      await db.sql<
        { id: string }[]
      >`SELECT id FROM actor_state WHERE kind = 'caas_user' AND state->'wallet'->>'address' = ${sent.recipient_wallet}`
    )[0]!.id
    await settle(unaffiliated, settled)
    const tx = await outside(sent.recipient_wallet, '3')
    const texts = () => sms.sent.filter((m) => m.to === PHONE_3).map((m) => m.text)
    await eventually(async () => (await poll(), texts().some((x) => x.includes('3.000000 USDC')) || undefined))
    t.same(texts().filter((x) => x.includes('1.000000 USDC')).length, 1, 'the CaaS transfer texted once')
    t.equal(await deliveries(tx), '0')
  })

  await t.test('phone change: deposits to the moved wallet reach its merchant through the old number', async (t) => {
    // B's sole user (a shared wallet keeps its number): the code goes to the new number, and confirming it moves the wallet.
    const body = { phone_number: PHONE_2, new_phone_number: PHONE_4 }
    t.equal((await call('POST', '/caas/v1/users/phone/change', { headers: b.headers, body })).status, 202)
    const code = /(\d{6})/.exec(sms.sent.filter((m) => m.to === PHONE_4).at(-1)!.text)![1]!
    const moved = await call('POST', '/caas/v1/users/phone/change/confirm', { headers: b.headers, body: { ...body, code } })
    t.equal(moved.status, 200)
    const tx = await outside(second.wallet_address, '4')
    await eventually(async () => (await poll(), received('/hooks/b', tx).length === 1 || undefined))
    t.match(
      received('/hooks/b', tx).map((x) => x.body),
      [{ recipient_wallet: second.wallet_address, amount_usdc: '4.000000' }],
    )
    t.equal(await deliveries(transferTx), '1', 'the earlier transfer came along as a record, not as news')
  })
})
