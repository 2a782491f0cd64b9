import t from 'tap'
import { ALL_WALLET_PERMISSIONS, eventually, startWaas } from '../support/waas'

t.test('POST /wallet/{id}/transfer with an Idempotency-Key: a retry answers the first transfer and sends nothing twice', async (t) => {
  const rig = await startWaas('waasidem', { DEPOSIT_POLL_MS: '100', WALLET_TRACK_MS: '100' })
  t.teardown(() => rig.close())
  const key = await rig.key('test', ALL_WALLET_PERMISSIONS)
  const api = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    rig.call(method, path, { headers: { 'x-api-key': key, ...headers }, ...(body !== undefined ? { body } : {}) })
  await api('POST', '/api/v1/wallet/customers', { customer_id: 'payer' })
  await api('POST', '/api/v1/wallet/customers', { customer_id: 'payee' })
  const from = (await api('POST', '/api/v1/wallet/payer/derive', { network: 'ETH', enable_monitoring: true })).body.address as string
  const to = (await api('POST', '/api/v1/wallet/payee/derive', { network: 'ETH' })).body.address as string
  await api('POST', '/api/v1/sandbox/deposits', { network: 'ETH', currency: 'ETH', address: from, amount: '2' })
  await eventually(async () =>
    (await api('GET', '/api/v1/wallet/payer/transactions?status=confirmed')).body.transactions.length === 1 ? true : undefined,
  )

  const transfer = { network: 'ETH', currency: 'ETH', to_address: to, amount: '0.5' }
  // Five concurrent attempts with one key: exactly one transfer leaves the wallet.
  const attempts = await Promise.all(
    Array.from({ length: 5 }, () => api('POST', '/api/v1/wallet/payer/transfer', transfer, { 'idempotency-key': 'pay-1' })),
  )
  const ok = attempts.filter((a) => a.status === 200)
  t.ok(ok.length >= 1, 'at least one attempt answers the transfer')
  t.ok(
    attempts.every((a) => a.status === 200 || (a.status === 409 && a.body.code === 'TRANSFER_IN_PROGRESS')),
    'the others answer it or say it is in progress',
  )
  t.ok(
    ok.every((a) => a.body.tx_hash === ok[0]!.body.tx_hash),
    'every answer names the same transaction',
  )
  const replay = await api('POST', '/api/v1/wallet/payer/transfer', transfer, { 'idempotency-key': 'pay-1' })
  t.same(replay.body, ok[0]!.body, 'a later retry gets the same answer')
  t.match(await api('POST', '/api/v1/wallet/payer/transfer', { ...transfer, amount: '0.6' }, { 'idempotency-key': 'pay-1' }), {
    status: 409,
    body: { code: 'IDEMPOTENCY_KEY_REUSED' },
  })
  const sends = (await api('GET', '/api/v1/wallet/payer/transactions')).body.transactions.filter((x: { type: string }) => x.type === 'send')
  t.equal(sends.length, 1, 'one send in the wallet')
  const other = await api('POST', '/api/v1/wallet/payer/transfer', transfer, { 'idempotency-key': 'pay-2' })
  t.equal(other.status, 200, 'another key is another transfer')
  t.not(other.body.tx_hash, ok[0]!.body.tx_hash)
})
