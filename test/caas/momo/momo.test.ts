/**
 * The MoMo adapter (actors/caas/providers/momo/momo.ts) through its real HTTP client, against the simulator as its
 * own process: each answer maps to an honest outcome (accepted, duplicate, refused, unknown), every simulator
 * trigger ends where docs/caas_payout_partner.md says, a callback is read by parseCallback, one token serves many
 * calls. Then against a fake partner answering canned bodies, the readings the simulator never produces (a reason
 * as `{code, message}`, a SUCCESSFUL without its transaction id, a callback without a reference id, no answer).
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import t from 'tap'
import { MomoClient, momoFromEnv } from '../../../actors/caas/providers/momo/momo'
import { SIMULATOR_CREDENTIALS } from '../../../actors/caas/providers/momo/momo_simulator'
import type { PayoutRequest } from '../../../actors/caas/providers/momo/payout'
import { startMomoSimulatorProcess } from '../../../actors/caas/providers/momo/simulator_process'
import { field } from '../../../platform/json_object'
import { until } from '../../support/wait'

/** A local HTTP server that records what is POSTed to it (the callbacks) and answers `answer`. */
async function listen(answer: (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void) {
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString('utf8')))
    req.on('end', () => answer(req, body, res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('not listening')
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const request = (msisdn: string, over: Partial<PayoutRequest> = {}): PayoutRequest => ({
  referenceId: randomUUID(),
  amount: '1520.50',
  currency: 'GHS',
  msisdn,
  externalId: `cwd_${randomUUID()}`,
  payerMessage: 'withdrawal',
  payeeNote: 'from your wallet',
  ...over,
})

t.test('MomoClient against the simulator process', async (t) => {
  const sim = await startMomoSimulatorProcess(0, 100)
  t.teardown(() => sim.stop())
  const callbacks: unknown[] = []
  const receiver = await listen((_req, body, res) => {
    callbacks.push(JSON.parse(body))
    res.writeHead(200)
    res.end()
  })
  t.teardown(() => receiver.close())
  const client = momoFromEnv(sim.env, `${receiver.url}/webhooks/partners/momo`)
  if (client === null) throw new Error('momoFromEnv answered no client with CAAS_PAYOUT_URL set')
  const callbacksFor = (externalId: string) => callbacks.filter((c) => field(c, 'externalId') === externalId)
  const settled = (referenceId: string, kind: string) =>
    until(async () => ((s) => (s.kind === kind ? s : null))(await client.status(referenceId)), `${referenceId} ${kind}`)
  const tokens = async () => Number(field(await (await fetch(`${sim.baseUrl}/sim/tokens`)).json(), 'count'))

  await t.test('accepted, PENDING, then SUCCESSFUL with a transaction id; its callback names our externalId', async (t) => {
    const r = request('233241234567')
    t.same(await client.send(r), { kind: 'accepted' })
    t.same(await client.status(r.referenceId), { kind: 'pending' }, 'pending before the settle time')
    t.match(await settled(r.referenceId, 'successful'), { kind: 'successful', financialTransactionId: /^\d+$/ })
    const [callback] = await until(() => (callbacksFor(r.externalId).length > 0 ? callbacksFor(r.externalId) : null), 'the callback')
    t.match(callback, { status: 'SUCCESSFUL', amount: '1520.50', currency: 'GHS', payee: { partyIdType: 'MSISDN', partyId: r.msisdn } })
    t.same(client.parseCallback(callback), { referenceId: r.referenceId, externalId: r.externalId })
    t.equal(await sim.transfersFor(r.externalId), 1)
  })

  await t.test('the same reference id again is a duplicate, never a second transfer', async (t) => {
    const r = request('233241234567')
    t.same(await client.send(r), { kind: 'accepted' })
    t.same(await client.send({ ...r, amount: '1.00' }), { kind: 'duplicate' })
    t.equal(await sim.transfersFor(r.externalId), 1)
  })

  await t.test('refusals (400): nothing is created, the status says not_found', async (t) => {
    const notUuid = request('233241234567', { referenceId: 'withdrawal-1' })
    t.match(await client.send(notUuid), { kind: 'refused', reason: /INVALID_REFERENCE_ID/ })
    for (const bad of [{ amount: '-5' }, { amount: '1,5' }, { currency: 'cedi' }, { msisdn: '+233241234567' }]) {
      const r = request('233241234567', bad)
      t.match(await client.send(r), { kind: 'refused' }, JSON.stringify(bad))
      t.same(await client.status(r.referenceId), { kind: 'not_found' })
      t.equal(await sim.transfersFor(r.externalId), 0)
    }
  })

  await t.test('MTN sandbox numbers: PAYEE_NOT_FOUND, NOT_ALLOWED, and ONGOING (never settles)', async (t) => {
    const notFound = request('46733123450')
    const notAllowed = request('46733123451')
    const ongoing = request('46733123453')
    for (const r of [notFound, notAllowed, ongoing]) t.same(await client.send(r), { kind: 'accepted' })
    t.same(await settled(notFound.referenceId, 'failed'), { kind: 'failed', reason: 'PAYEE_NOT_FOUND' })
    t.same(await settled(notAllowed.referenceId, 'failed'), { kind: 'failed', reason: 'NOT_ALLOWED' })
    // One sent after it has settled: the ongoing one had its settle time too, and is still pending.
    const after = request('233241234567')
    t.same(await client.send(after), { kind: 'accepted' })
    await settled(after.referenceId, 'successful')
    t.same(await client.status(ongoing.referenceId), { kind: 'pending' })
  })

  await t.test('…999: the answer is lost (unknown); the status shows the transfer; sending again is a duplicate', async (t) => {
    const r = request('233241234999')
    t.match(await client.send(r), { kind: 'unknown', reason: /500/ })
    t.not((await client.status(r.referenceId)).kind, 'not_found', 'it exists although the POST failed')
    await settled(r.referenceId, 'successful')
    t.same(await client.send(r), { kind: 'duplicate' })
    t.equal(await sim.transfersFor(r.externalId), 1)
  })

  await t.test('…998: no callback ever comes; the status query settles it', async (t) => {
    const r = request('233241234998')
    const witness = request('233241234567')
    t.same(await client.send(r), { kind: 'accepted' })
    t.same(await client.send(witness), { kind: 'accepted' })
    await settled(r.referenceId, 'successful')
    // The witness, sent after it, has had its callback: the silent one's would have come by now.
    await until(() => callbacksFor(witness.externalId).length > 0, 'the witness callback')
    t.same(callbacksFor(r.externalId), [])
  })

  await t.test('…997: SUCCESSFUL, then FAILED with reason REVERSED; a callback for each', async (t) => {
    const r = request('233241234997')
    t.same(await client.send(r), { kind: 'accepted' })
    await until(() => callbacksFor(r.externalId).length === 2, 'two callbacks')
    t.same(
      callbacksFor(r.externalId).map((c) => field(c, 'status')),
      ['SUCCESSFUL', 'FAILED'],
    )
    t.same(await client.status(r.referenceId), { kind: 'failed', reason: 'REVERSED' })
  })

  await t.test('one token serves many calls, even sent together', async (t) => {
    const fresh = momoFromEnv(sim.env)
    if (fresh === null) throw new Error('no client')
    const before = await tokens()
    const sent = await Promise.all([1, 2, 3].map(() => fresh.send(request('233241234567'))))
    t.same(sent, [{ kind: 'accepted' }, { kind: 'accepted' }, { kind: 'accepted' }])
    t.same(await fresh.status(randomUUID()), { kind: 'not_found' })
    t.equal(await tokens(), before + 1)
  })

  await t.test('wrong credentials: the token is refused, so is the payout, and nothing is created', async (t) => {
    const wrong = momoFromEnv({ ...sim.env, CAAS_PAYOUT_API_KEY: 'wrong' })
    if (wrong === null) throw new Error('no client')
    const r = request('233241234567')
    t.match(await wrong.send(r), { kind: 'refused', reason: /401/ })
    t.match(await wrong.status(r.referenceId), { kind: 'unknown', reason: /401/ })
    t.same(await client.status(r.referenceId), { kind: 'not_found' })
  })

  await t.test('momoFromEnv: none without a URL; a URL without credentials is a configuration error', async (t) => {
    t.equal(momoFromEnv({}), null)
    t.throws(() => momoFromEnv({ CAAS_PAYOUT_URL: sim.baseUrl }), /CAAS_PAYOUT_API_USER/)
    t.throws(() => momoFromEnv({ ...sim.env, CAAS_PAYOUT_TIMEOUT_MS: 'soon' }), /CAAS_PAYOUT_TIMEOUT_MS/)
  })
})

t.test('MomoClient readings the simulator never produces, against canned answers', async (t) => {
  let transfer: { status: number; body: unknown } | 'hang' = { status: 200, body: {} }
  const fake = await listen((req, _body, res) => {
    if (req.url === '/disbursement/token/') {
      res.writeHead(200, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ access_token: 'tok', token_type: 'access_token', expires_in: 3600 }))
    }
    if (transfer === 'hang') return // no answer: the client's deadline passes
    res.writeHead(transfer.status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(transfer.body))
  })
  t.teardown(() => fake.close())
  const client = new MomoClient({
    baseUrl: fake.url,
    apiUser: 'user',
    apiKey: 'key',
    subscriptionKey: 'sub',
    targetEnvironment: 'sandbox',
    timeoutMs: 300,
    callbackUrl: null,
  })
  const id = randomUUID()

  transfer = { status: 200, body: { status: 'FAILED', reason: { code: 'NOT_ENOUGH_FUNDS', message: 'x' } } }
  t.same(await client.status(id), { kind: 'failed', reason: 'NOT_ENOUGH_FUNDS' }, 'a reason as {code, message}')
  transfer = { status: 200, body: { status: 'SUCCESSFUL' } }
  t.match(await client.status(id), { kind: 'unknown' }, 'SUCCESSFUL without a financialTransactionId is not made up')
  transfer = { status: 200, body: { status: 'REVERSING' } }
  t.match(await client.status(id), { kind: 'unknown' }, 'a status MoMo does not document')
  transfer = { status: 503, body: { code: 'SERVICE_UNAVAILABLE' } }
  t.match(await client.send(request('233241234567')), { kind: 'unknown', reason: /503/ }, 'a 5xx may have created it')
  t.match(await client.status(id), { kind: 'unknown' })
  transfer = 'hang'
  t.match(await client.send(request('233241234567')), { kind: 'unknown' }, 'no answer by the deadline')
  t.match(await client.status(id), { kind: 'unknown' })

  // MoMo's own callback body: no reference id; the financial transaction id is not one.
  const momoCallback = { financialTransactionId: '363440463', externalId: 'cwd_1', amount: '100', currency: 'EUR', status: 'SUCCESSFUL' }
  t.same(client.parseCallback(momoCallback), { referenceId: null, externalId: 'cwd_1' })
  t.equal(client.parseCallback(null), null)
  t.equal(client.parseCallback('cwd_1'), null)
  t.equal(client.parseCallback({ status: 'SUCCESSFUL' }), null)
})
