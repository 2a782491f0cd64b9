/**
 * The Wise adapter (actors/remittance/providers/wise/wise.ts) through its real HTTP client, against the simulator as
 * its own process: quotes and rates read exactly as decimals, recipients, a transfer kept once per
 * customerTransactionId and once per quote, funding, signed state-change webhooks read by readWebhook (and a
 * tampered one refused), every simulator trigger ending where docs/remittance_partner.md says, a lost answer found
 * by findTransfer, cancel only while waiting, and honest refused/unknown outcomes.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import t from 'tap'
import type { PartnerAnswer, StateChange, WiseState } from '../../actors/remittance/providers/wise/partner'
import { startWiseSimulatorProcess } from '../../actors/remittance/providers/wise/simulator_process'
import { WiseClient, wiseFromEnv } from '../../actors/remittance/providers/wise/wise'
import { amountOfNumber, decimalOfNumber, isoOf } from '../../actors/remittance/providers/wise/wise_wire'
import { PlatformError } from '../../platform/errors'
import { until } from '../support/wait'

/** A local HTTP server that keeps every POST it receives (the webhooks), raw bytes and headers, and answers 200. */
async function receiver() {
  const received: { raw: Buffer; headers: Record<string, string> }[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[name] = value
      received.push({ raw: Buffer.concat(chunks), headers })
      res.writeHead(200)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('not listening')
  return {
    url: `http://127.0.0.1:${address.port}/webhooks/partners/wise`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function ok<T>(answer: PartnerAnswer<T>): T {
  if (answer.kind !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(answer)}`)
  return answer.value
}

t.test('decimals and times are read through the text Wise sent', async (t) => {
  t.equal(decimalOfNumber(0.00458), '0.00458')
  t.equal(decimalOfNumber(6.4e-7), '0.00000064', 'an exponent form is shifted in the text')
  t.equal(decimalOfNumber(1e21), '1000000000000000000000')
  t.equal(decimalOfNumber(1560.25), '1560.25')
  t.equal(decimalOfNumber(-1), null)
  t.equal(amountOfNumber(1520.5), '1520.50')
  t.equal(amountOfNumber(7), '7.00')
  t.equal(amountOfNumber(1.234), null, 'an amount with three places is not read as a rounded one')
  t.equal(isoOf('2026-03-01 10:00:00'), '2026-03-01T10:00:00.000Z', 'Wise’s `created`')
  t.equal(isoOf('2026-03-01T10:00:00+0100'), '2026-03-01T09:00:00.000Z', 'Wise’s rate `time`')
  t.equal(isoOf('yesterday'), null)
})

t.test('wiseFromEnv: none without a URL; a URL without its credentials is a configuration error', async (t) => {
  t.equal(wiseFromEnv({}), null)
  t.throws(
    () => wiseFromEnv({ REMIT_PARTNER_URL: 'http://127.0.0.1:1', REMIT_PARTNER_TOKEN: 'x' }),
    new PlatformError(
      'config_invalid',
      'REMIT_PARTNER_URL requires REMIT_PARTNER_TOKEN, REMIT_PARTNER_PROFILE_ID and REMIT_PARTNER_WEBHOOK_PUBLIC_KEY',
    ),
  )
})

t.test('WiseClient against the simulator process', async (t) => {
  const sim = await startWiseSimulatorProcess(0, { stepMs: 100, bounceMs: 300 })
  t.teardown(() => sim.stop())
  const hooks = await receiver()
  t.teardown(() => hooks.close())
  const client = wiseFromEnv(sim.env)
  if (client === null) throw new Error('wiseFromEnv answered no client with REMIT_PARTNER_URL set')
  t.match(ok(await client.subscribe(hooks.url)), { id: /./ })

  const events = (transferId: string): StateChange[] =>
    hooks.received.flatMap((r) => {
      const e = client.readWebhook(r.raw, r.headers)
      return e && e.transferId === transferId ? [e] : []
    })
  const eventsUntil = (transferId: string, count: number) =>
    until(() => (events(transferId).length >= count ? events(transferId) : null), `${count} webhooks of ${transferId}`)
  const states = (list: readonly StateChange[]): WiseState[] => list.map((e) => e.currentState)

  const recipientId = ok(
    await client.createRecipient({
      currency: 'CNY',
      accountHolderName: 'Li Wei',
      accountNumber: 'liwei@example.com',
      bankName: 'Alipay',
      email: 'liwei@example.com',
      country: 'CN',
    }),
  ).id
  /** A quote and a transfer of 100000 NGN to CNY under a fresh customerTransactionId. */
  const transfer = async (reference: string) => {
    const quote = ok(await client.createQuote({ sourceCurrency: 'NGN', targetCurrency: 'CNY', sourceAmount: '100000.00' }))
    const request = {
      targetAccount: recipientId,
      quoteUuid: quote.id,
      customerTransactionId: randomUUID(),
      reference,
      transferPurpose: 'family support',
    }
    return { quote, request, created: ok(await client.createTransfer(request)) }
  }

  await t.test('a quote: exact decimals, fee 0.45% rounded up, target rounded down, locked 30 minutes', async (t) => {
    const before = Date.now()
    const q = ok(await client.createQuote({ sourceCurrency: 'NGN', targetCurrency: 'CNY', sourceAmount: '100000.00' }))
    t.match(q, { sourceCurrency: 'NGN', targetCurrency: 'CNY', sourceAmount: '100000.00', fee: '450.00', rate: '0.00458' })
    t.equal(q.targetAmount, '455.93', '(100000.00 - 450.00) × 0.00458 = 455.939, down to 455.93')
    const ttl = Date.parse(q.expirationTime) - before
    t.ok(ttl > 29 * 60_000 && ttl <= 30 * 60_000 + 5_000, `expires 30 minutes on (${ttl} ms)`)
    t.ok(isoOf(q.deliveryEstimate), 'an ISO delivery estimate')
    const usd = ok(await client.createQuote({ sourceCurrency: 'USD', targetCurrency: 'NGN', sourceAmount: '1520.50' }))
    t.match(usd, { fee: '6.85', rate: '1560.25', targetAmount: '2361672.41' }, '6.84225 up to 6.85; 1513.65 × 1560.25 down')
    t.match(await client.createQuote({ sourceCurrency: 'NGN', targetCurrency: 'XYZ', sourceAmount: '10.00' }), {
      kind: 'refused',
      status: 422,
      code: 'UNSUPPORTED_CURRENCY_PAIR',
    })
    t.match(await client.createQuote({ sourceCurrency: 'NGN', targetCurrency: 'CNY', sourceAmount: '1.234' }), {
      kind: 'refused',
      code: 'invalid_amount',
    })
  })

  await t.test('rates', async (t) => {
    const r = ok(await client.rates('USD', 'CNY'))
    t.match(r, { source: 'USD', target: 'CNY', rate: '7.1234' })
    t.ok(Math.abs(Date.parse(r.time) - Date.now()) < 60_000, 'the time read from Wise’s +0000 form')
    t.match(await client.rates('USD', 'XYZ'), { kind: 'refused', status: 422 })
  })

  await t.test('recipients: Wise’s type by currency; a malformed account is refused', async (t) => {
    t.match(recipientId, /^\d+$/)
    const ng = { currency: 'NGN', accountHolderName: 'Ada Obi', bankName: 'GTBank', email: 'ada@example.com', country: 'NG' }
    t.match(ok(await client.createRecipient({ ...ng, accountNumber: '0123456789' })), { id: /^\d+$/ })
    t.match(await client.createRecipient({ ...ng, accountNumber: '12345' }), { kind: 'refused', status: 422, code: 'NOT_VALID' })
    const gb = { currency: 'GBP', accountHolderName: 'Ann Lee', bankName: 'Monzo', email: 'ann@example.com', country: 'GB' }
    t.match(ok(await client.createRecipient({ ...gb, accountNumber: '040004-12345678' })), { id: /^\d+$/ })
  })

  await t.test('a transfer, and the same customerTransactionId again answers the same transfer', async (t) => {
    const { request, created } = await transfer('invoice 1')
    t.match(created, {
      customerTransactionId: request.customerTransactionId,
      status: 'incoming_payment_waiting',
      sourceCurrency: 'NGN',
      sourceValue: '100000.00',
      targetCurrency: 'CNY',
      targetValue: '455.93',
      rate: '0.00458',
    })
    t.ok(isoOf(created.created))
    t.same(ok(await client.createTransfer(request)), created)
    t.same(ok(await client.getTransfer(created.id)), created)
    t.equal((await sim.transfersFor(request.customerTransactionId)).length, 1)
    t.same(ok(await client.findTransfer(request.customerTransactionId, new Date(Date.now() - 60_000))), created)
    t.equal(ok(await client.findTransfer(randomUUID(), new Date(Date.now() - 60_000))), null, 'none under an id never used')
  })

  await t.test('one transfer per quote; none on an expired quote', async (t) => {
    const { request } = await transfer('invoice 2')
    const second = { ...request, customerTransactionId: randomUUID() }
    t.match(await client.createTransfer(second), { kind: 'refused', status: 422, code: 'quote.already-used' })
    t.equal((await sim.transfersFor(second.customerTransactionId)).length, 0)
    const quote = ok(await client.createQuote({ sourceCurrency: 'NGN', targetCurrency: 'CNY', sourceAmount: '5000.00' }))
    await fetch(`${sim.baseUrl}/sim/quotes/${quote.id}/expire`, { method: 'POST' })
    const late = { ...request, quoteUuid: quote.id, customerTransactionId: randomUUID() }
    t.match(await client.createTransfer(late), { kind: 'refused', status: 422, code: 'quote.expired' })
    t.equal((await sim.transfersFor(late.customerTransactionId)).length, 0)
  })

  await t.test('funded: signed webhooks arrive in order; a tampered or unsigned one is not read', async (t) => {
    const { created } = await transfer('invoice 3')
    t.same(ok(await client.fundTransfer(created.id)), { status: 'COMPLETED', errorCode: null })
    const seen = await eventsUntil(created.id, 3)
    t.same(states(seen), ['processing', 'funds_converted', 'outgoing_payment_sent'])
    t.same(
      seen.map((e) => e.previousState),
      ['incoming_payment_waiting', 'processing', 'funds_converted'],
    )
    t.ok(seen.every((e) => e.deliveryId !== null && isoOf(e.occurredAt) === e.occurredAt))
    t.equal(ok(await client.getTransfer(created.id)).status, 'outgoing_payment_sent')
    const delivery = hooks.received.find((r) => client.readWebhook(r.raw, r.headers)?.transferId === created.id)
    if (!delivery) throw new Error('no delivery')
    const tampered = Buffer.from(delivery.raw.toString('utf8').replace('"processing"', '"cancelled"'))
    t.not(tampered.toString('utf8'), delivery.raw.toString('utf8'))
    t.equal(client.readWebhook(tampered, delivery.headers), null, 'a body changed after signing')
    t.equal(client.readWebhook(delivery.raw, { 'content-type': 'application/json' }), null, 'no signature')
    const other = new WiseClient({ baseUrl: sim.baseUrl, token: 'x', profileId: 'x', webhookPublicKey: 'not a key', timeoutMs: 1000 })
    t.equal(other.readWebhook(delivery.raw, delivery.headers), null, 'a key that is not one')
    t.same(ok(await client.fundTransfer(created.id)), { status: 'COMPLETED', errorCode: null }, 'funding again answers the funding')
  })

  await t.test('SIM-FAIL: processing, then cancelled and funds_refunded', async (t) => {
    const { created } = await transfer('SIM-FAIL')
    ok(await client.fundTransfer(created.id))
    t.same(states(await eventsUntil(created.id, 3)), ['processing', 'cancelled', 'funds_refunded'])
    t.equal(ok(await client.getTransfer(created.id)).status, 'funds_refunded')
  })

  await t.test('SIM-BOUNCE: sent, then bounced_back, cancelled, funds_refunded', async (t) => {
    const { created } = await transfer('SIM-BOUNCE')
    ok(await client.fundTransfer(created.id))
    t.same(states(await eventsUntil(created.id, 6)), [
      'processing',
      'funds_converted',
      'outgoing_payment_sent',
      'bounced_back',
      'cancelled',
      'funds_refunded',
    ])
  })

  await t.test('SIM-DUPLICATE: every webhook twice, each delivery with its own id', async (t) => {
    const { created } = await transfer('SIM-DUPLICATE')
    ok(await client.fundTransfer(created.id))
    const seen = await eventsUntil(created.id, 6)
    t.same(states(seen), [
      'processing',
      'processing',
      'funds_converted',
      'funds_converted',
      'outgoing_payment_sent',
      'outgoing_payment_sent',
    ])
    t.equal(new Set(seen.map((e) => e.deliveryId)).size, 6)
    t.equal(new Set(seen.map((e) => e.occurredAt)).size, 3, 'a resend is the same event')
  })

  await t.test('SIM-SHUFFLE: the webhooks come last first; occurredAt puts them in order', async (t) => {
    const { created } = await transfer('SIM-SHUFFLE')
    ok(await client.fundTransfer(created.id))
    const seen = await eventsUntil(created.id, 3)
    t.same(states(seen), ['outgoing_payment_sent', 'funds_converted', 'processing'])
    t.same(states([...seen].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))), [
      'processing',
      'funds_converted',
      'outgoing_payment_sent',
    ])
  })

  await t.test('SIM-TIMEOUT: no answer in time is unknown; the transfer exists once and findTransfer finds it', async (t) => {
    const since = new Date()
    const quote = ok(await client.createQuote({ sourceCurrency: 'NGN', targetCurrency: 'CNY', sourceAmount: '2500.00' }))
    const request = {
      targetAccount: recipientId,
      quoteUuid: quote.id,
      customerTransactionId: randomUUID(),
      reference: 'SIM-TIMEOUT',
      transferPurpose: 'gift',
    }
    const impatient = wiseFromEnv({ ...sim.env, REMIT_PARTNER_TIMEOUT_MS: '500' })
    if (impatient === null) throw new Error('no client')
    t.match(await impatient.createTransfer(request), { kind: 'unknown' })
    const found = ok(await client.findTransfer(request.customerTransactionId, since))
    t.match(found, { customerTransactionId: request.customerTransactionId, status: 'incoming_payment_waiting', sourceValue: '2500.00' })
    t.equal((await sim.transfersFor(request.customerTransactionId)).length, 1)
    t.same(ok(await client.createTransfer(request)), found, 'asking again under the same id answers it at once')
  })

  await t.test('cancel: only while incoming_payment_waiting and unfunded', async (t) => {
    const { created } = await transfer('invoice 4')
    t.equal(ok(await client.cancelTransfer(created.id)).status, 'cancelled')
    t.same(states(await eventsUntil(created.id, 1)), ['cancelled'])
    t.match(await client.cancelTransfer(created.id), { kind: 'refused', status: 409, code: 'transfer.cancellation.not.allowed' })
    t.match(ok(await client.fundTransfer(created.id)), { status: 'REJECTED', errorCode: /./ }, 'a cancelled transfer is not funded')
    const funded = (await transfer('invoice 5')).created
    ok(await client.fundTransfer(funded.id))
    t.match(await client.cancelTransfer(funded.id), { kind: 'refused', status: 409 })
    t.match(await client.getTransfer('999'), { kind: 'refused', status: 404 })
  })

  await t.test('a wrong token is refused (401)', async (t) => {
    const stranger = wiseFromEnv({ ...sim.env, REMIT_PARTNER_TOKEN: 'not-the-token' })
    if (stranger === null) throw new Error('no client')
    t.match(await stranger.rates('USD', 'CNY'), { kind: 'refused', status: 401, code: 'invalid_token' })
  })

  await t.test('a 5xx is unknown, and the simulator did nothing', async (t) => {
    await fetch(`${sim.baseUrl}/sim/fail-next`, { method: 'POST' })
    t.match(await client.createQuote({ sourceCurrency: 'USD', targetCurrency: 'GBP', sourceAmount: '10.00' }), {
      kind: 'unknown',
      reason: /500/,
    })
    const quote = ok(await client.createQuote({ sourceCurrency: 'NGN', targetCurrency: 'CNY', sourceAmount: '3000.00' }))
    const request = {
      targetAccount: recipientId,
      quoteUuid: quote.id,
      customerTransactionId: randomUUID(),
      reference: 'x',
      transferPurpose: 'gift',
    }
    await fetch(`${sim.baseUrl}/sim/fail-next`, { method: 'POST' })
    t.match(await client.createTransfer(request), { kind: 'unknown' })
    t.equal((await sim.transfersFor(request.customerTransactionId)).length, 0)
    t.equal(ok(await client.findTransfer(request.customerTransactionId, new Date(Date.now() - 60_000))), null)
    t.match(ok(await client.createTransfer(request)), { customerTransactionId: request.customerTransactionId })
  })

  await t.test('no partner listening is unknown', async (t) => {
    const gone = new WiseClient({
      baseUrl: 'http://127.0.0.1:9',
      token: 't',
      profileId: '1',
      webhookPublicKey: sim.publicKeyPem,
      timeoutMs: 1000,
    })
    t.match(await gone.getTransfer('1'), { kind: 'unknown' })
  })
})
