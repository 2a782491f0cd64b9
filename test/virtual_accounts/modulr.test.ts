/**
 * The Modulr adapter against the Modulr simulator, each as it runs: the simulator forked as its own process
 * (simulator_process.ts), the adapter over HTTP with Modulr's HMAC signature, PAYIN notifications delivered to a
 * receiver on loopback subscribed through the adapter. Accounts and their identifiers, idempotent opening (also
 * after a creation never answered), refusals, block/unblock/close, returns, and the simulator's triggers
 * (DUPLICATE_3, REVERSE_LATER, TIMEOUT_OPEN, FAIL_OPEN, RETURN_FAILS, fail-next). Waits are polls with a deadline.
 */
import http from 'node:http'
import t from 'tap'
import { validateAccountDetails } from 'uk-modulus-check'
import { ModulrClient, modulrFromEnv } from '../../actors/virtual_accounts/providers/modulr/modulr'
import { loadConfig } from '../../platform/config'
import {
  parsePayin,
  verifyNotification,
  type InboundPayment,
  type PartnerAccount,
  type PartnerAnswer,
} from '../../actors/virtual_accounts/providers/modulr/partner'
import {
  startModulrSimulatorBesidePlatform,
  startModulrSimulatorProcess,
  type ModulrSimulatorProcess,
} from '../../actors/virtual_accounts/providers/modulr/simulator_process'

const SECRET = 'receiver-secret-0123456789'

interface Received {
  readonly raw: Buffer
  readonly headers: Record<string, string>
  readonly payin: InboundPayment | null
}

/** Polls `check` until it answers a value, or fails at the deadline. */
async function waitFor<T>(what: string, check: () => T | undefined | null | false, deadlineMs = 10_000): Promise<T> {
  const until = Date.now() + deadlineMs
  for (;;) {
    const value = check()
    if (value !== undefined && value !== null && value !== false) return value
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function value<T>(answer: PartnerAnswer<T>): T {
  if (answer.kind !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(answer)}`)
  return answer.value
}

let sim: ModulrSimulatorProcess
let client: ModulrClient
let receiver: http.Server
let receiverUrl = ''
const received: Received[] = []
/** References whose first delivery the receiver answers 500 (the simulator then retries). */
const refuseOnce = new Set<string>()

const newClient = (overrides: Partial<ConstructorParameters<typeof ModulrClient>[0]> = {}) =>
  new ModulrClient({ baseUrl: sim.baseUrl, apiKey: sim.apiKey, apiSecret: sim.apiSecret, timeoutMs: 5_000, ...overrides })

let serial = 0
const ref = (prefix: string) => `${prefix}-${process.pid}-${++serial}`

async function open(currency: 'GBP' | 'EUR', accountName = 'Customer account', externalReference = ref('va')): Promise<PartnerAccount> {
  return value(
    await client.openAccount({
      customerExternalReference: 'merchant-1',
      customerName: 'Merchant One Ltd',
      externalReference,
      currency,
      accountName,
    }),
  )
}

async function simState(): Promise<unknown> {
  return (await fetch(`${sim.baseUrl}/__simulator/state`)).json()
}

function callCount(state: unknown, route: string): number {
  if (typeof state !== 'object' || state === null || !('calls' in state)) return 0
  const calls = state.calls
  if (typeof calls !== 'object' || calls === null || !(route in calls)) return 0
  const n: unknown = Object.entries(calls).find(([k]) => k === route)?.[1]
  return typeof n === 'number' ? n : 0
}

const payinsOf = (paymentId: string) => received.flatMap((r) => (r.payin?.paymentId === paymentId ? [r] : []))

t.before(async () => {
  sim = await startModulrSimulatorProcess(0)
  client = newClient()
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      const headers: Record<string, string> = {}
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v
      let body: unknown = null
      try {
        body = JSON.parse(raw.toString('utf8'))
      } catch {
        body = null
      }
      const payin = parsePayin(body)
      received.push({ raw, headers, payin })
      if (payin && refuseOnce.delete(payin.reference)) {
        res.writeHead(500).end()
        return
      }
      res.writeHead(200).end('{}')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()))
  const address = receiver.address()
  if (address === null || typeof address === 'string') throw new Error('receiver not listening')
  receiverUrl = `http://127.0.0.1:${address.port}/modulr`
  value(await client.subscribe({ url: receiverUrl, secret: SECRET }))
})

t.teardown(async () => {
  await sim.stop()
  receiver.closeAllConnections()
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
})

t.test('GBP and EUR accounts carry identifiers that pass the UK modulus check and the IBAN check', async (t) => {
  const { isValidIBAN, extractIBAN } = await import('ibantools')
  const gbp = await open('GBP')
  t.equal(gbp.currency, 'GBP')
  t.equal(gbp.status, 'ACTIVE')
  t.match(gbp.id, /^A[0-9A-F]+$/)
  t.equal(gbp.identifiers.sortCode, '040004')
  t.match(gbp.identifiers.accountNumber, /^\d{8}$/)
  t.ok(validateAccountDetails('040004', gbp.identifiers.accountNumber ?? ''), 'the account number passes the modulus check')
  t.ok(isValidIBAN(gbp.identifiers.iban ?? ''), 'the GB IBAN is valid')
  t.equal(extractIBAN(gbp.identifiers.iban ?? '').bban, `MODR040004${gbp.identifiers.accountNumber}`)
  t.equal(gbp.identifiers.bic, 'MODRGB21')
  t.equal(gbp.identifiers.bankName, 'Modulr FS Limited')

  const eur = await open('EUR')
  t.equal(eur.currency, 'EUR')
  t.equal(eur.identifiers.sortCode, null)
  t.equal(eur.identifiers.accountNumber, null)
  t.match(eur.identifiers.iban, /^IE\d{2}MODR990501\d{8}$/)
  t.ok(isValidIBAN(eur.identifiers.iban ?? ''), 'the IE IBAN is valid')
  t.equal(eur.identifiers.bic, 'MODRIE22')
  t.equal(eur.identifiers.bankName, 'Modulr Finance B.V.')
  t.not(gbp.id, eur.id)
})

t.test('openAccount is idempotent by externalReference; findAccount finds it or answers null', async (t) => {
  const externalReference = ref('same')
  const first = await open('GBP', 'Twice', externalReference)
  const second = await open('GBP', 'Twice', externalReference)
  t.same(second, first, 'a repeat answers the same account')
  t.same(value(await client.findAccount(externalReference)), first)
  t.match(
    await client.openAccount({
      customerExternalReference: 'merchant-1',
      customerName: 'Merchant One Ltd',
      externalReference,
      currency: 'EUR',
      accountName: 'Twice',
    }),
    { kind: 'refused', status: 409, code: 'EXTERNAL_REFERENCE_IN_USE' },
    'one reference, another currency',
  )
  t.equal(value(await client.findAccount(ref('absent'))), null)
})

t.test('TIMEOUT_OPEN: the creation is never answered (unknown), and a repeat finds the account it made', async (t) => {
  const externalReference = ref('timeout')
  const before = callCount(await simState(), 'POST /customers/{id}/accounts')
  const impatient = newClient({ timeoutMs: 400 })
  const input = {
    customerExternalReference: 'merchant-1',
    customerName: 'Merchant One Ltd',
    externalReference,
    currency: 'GBP' as const,
    accountName: 'Slow TIMEOUT_OPEN account',
  }
  const first = await impatient.openAccount(input)
  t.equal(first.kind, 'unknown', 'a timeout is unknown, never refused')
  const again = value(await impatient.openAccount(input))
  t.equal(again.externalReference, externalReference)
  t.equal(again.status, 'ACTIVE')
  t.equal(callCount(await simState(), 'POST /customers/{id}/accounts') - before, 1, 'the repeat found it: one creation')
})

t.test('FAIL_OPEN: a 500 is unknown, and nothing was created', async (t) => {
  const externalReference = ref('fail')
  const answer = await client.openAccount({
    customerExternalReference: 'merchant-1',
    customerName: 'Merchant One Ltd',
    externalReference,
    currency: 'EUR',
    accountName: 'FAIL_OPEN account',
  })
  t.same(answer, { kind: 'unknown', reason: 'HTTP_500' })
  t.equal(value(await client.findAccount(externalReference)), null)
})

t.test('refusals: a wrong secret is 401, an unknown account 404, a partner not listening is PARTNER_UNREACHABLE', async (t) => {
  const wrong = await newClient({ apiSecret: 'not-the-secret' }).findAccount('x')
  t.match(wrong, { kind: 'refused', status: 401, code: 'UNAUTHORIZED' })
  const wrongKey = await newClient({ apiKey: 'someone-else' }).findAccount('x')
  t.match(wrongKey, { kind: 'refused', status: 401 })
  t.match(await client.blockAccount('A0000000000'), { kind: 'refused', status: 404, code: 'ACCOUNT_NOT_FOUND' })
  const closed = http.createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()))
  const address = closed.address()
  await new Promise<void>((resolve) => closed.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no port')
  const down = new ModulrClient({ baseUrl: `http://127.0.0.1:${address.port}`, apiKey: 'k', apiSecret: 's', timeoutMs: 2_000 })
  t.match(await down.findAccount('x'), { kind: 'refused', status: 0, code: 'PARTNER_UNREACHABLE' })
})

t.test('a sandbox credit delivers a signed PAYIN that parses exactly; a tampered body fails verification', async (t) => {
  const account = await open('GBP')
  const { paymentId } = value(
    await client.sandboxCredit({ accountId: account.id, amount: '12.50', payerName: 'Jane Payer', reference: 'INV 42' }),
  )
  const [note] = await waitFor('the PAYIN', () => (payinsOf(paymentId).length > 0 ? payinsOf(paymentId) : undefined))
  if (!note?.payin) throw new Error('no PAYIN')
  t.ok(verifyNotification(SECRET, note.raw, note.headers), 'the signature verifies')
  t.equal(note.headers['x-mod-retry'], 'false')
  t.ok(note.headers['x-mod-nonce'])
  t.match(note.raw.toString('utf8'), /"Amount":12\.5[,}]/, 'Amount is a JSON number on the wire')
  t.match(note.payin, {
    type: 'PI_FAST',
    paymentId,
    accountId: account.id,
    amount: '12.50',
    currency: 'GBP',
    payerName: 'Jane Payer',
    payerIdentifier: '200000 55779911',
    reference: 'INV 42',
    scheme: { name: 'FPS' },
    returnReason: null,
    originalPaymentId: null,
  })
  t.ok(Math.abs(note.payin.eventTimeMs - Date.now()) < 60_000 && Math.abs(note.payin.appliedAtMs - Date.now()) < 60_000)

  const tampered = Buffer.from(note.raw.toString('utf8').replace('"Amount":12.5', '"Amount":125'))
  t.notOk(verifyNotification(SECRET, tampered, note.headers), 'a changed body fails')
  t.notOk(verifyNotification('another-secret', note.raw, note.headers), 'another secret fails')
  t.notOk(verifyNotification(SECRET, note.raw, { ...note.headers, 'x-mod-hmac-signature': 'c2hvcnQ=' }), 'a short signature fails')
  t.notOk(verifyNotification(SECRET, note.raw, {}), 'no signature fails')

  const eur = await open('EUR')
  const euro = value(await client.sandboxCredit({ accountId: eur.id, amount: '0.07', payerName: 'Hans', reference: 'R' }))
  const [eNote] = await waitFor('the EUR PAYIN', () => (payinsOf(euro.paymentId).length > 0 ? payinsOf(euro.paymentId) : undefined))
  t.match(eNote?.payin, {
    type: 'PI_SEPA_INST',
    amount: '0.07',
    currency: 'EUR',
    payerIdentifier: 'DE89370400440532013000',
    scheme: { name: 'SEPA_INSTANT' },
  })
})

t.test('parsePayin: amounts stay exact, malformed notifications are null', async (t) => {
  const good = {
    EventName: 'PAYIN',
    EventTime: '2026-11-28T04:38:09.123+0000',
    EventId: 'e1',
    PaymentId: 'P1',
    TransactionId: 'T1',
    AccountId: 'A1',
    Amount: 1234567.89,
    Currency: 'GBP',
    Type: 'PI_BACS',
    PayerDetails: { Name: 'N', Identifier: { Type: 'SCAN', SortCode: '200000', AccountNumber: '55779911' } },
    PaymentReference: '',
    SchemeInfo: { Id: '2', Name: 'BACS' },
    PaymentAppliedTime: '2026-11-28T04:38:09+0000',
  }
  t.match(parsePayin(good), { amount: '1234567.89', eventTimeMs: Date.UTC(2026, 10, 28, 4, 38, 9, 123), reference: '' })
  t.equal(parsePayin({ ...good, Amount: 3 })?.amount, '3.00')
  t.equal(parsePayin({ ...good, Amount: 0.1 + 0.2 }), null, 'more than two decimals')
  t.equal(parsePayin({ ...good, Amount: '12.50' }), null, 'a string is not Modulr’s Amount')
  t.equal(parsePayin({ ...good, Amount: 1e21 }), null)
  t.equal(parsePayin({ ...good, Amount: -5 }), null)
  t.equal(parsePayin({ ...good, Amount: 0 }), null)
  t.equal(parsePayin({ ...good, Currency: 'USD' }), null)
  t.equal(parsePayin({ ...good, EventName: 'PAYOUT' }), null)
  t.equal(parsePayin({ ...good, Type: 'PO_REV' }), null, 'a reversal without OriginalPaymentId')
  t.equal(parsePayin({ ...good, PayerDetails: { Name: 'N', Identifier: { Type: 'SCAN' } } }), null)
  t.equal(parsePayin([good]), null)
  t.equal(parsePayin(null), null)
})

t.test('DUPLICATE_3 delivers one payment three times, each with its own EventId', async (t) => {
  const account = await open('GBP')
  const { paymentId } = value(
    await client.sandboxCredit({
      accountId: account.id,
      amount: '5.00',
      payerName: 'Dup DUPLICATE_3 Payer',
      reference: 'thrice',
      scheme: 'PI_BACS',
    }),
  )
  const notes = await waitFor('three PAYINs', () => (payinsOf(paymentId).length >= 3 ? payinsOf(paymentId) : undefined))
  t.equal(notes.length, 3)
  t.equal(new Set(notes.map((n) => n.payin?.eventId)).size, 3, 'three EventIds')
  t.ok(notes.every((n) => verifyNotification(SECRET, n.raw, n.headers) && n.payin?.type === 'PI_BACS' && n.payin.amount === '5.00'))
})

t.test('REVERSE_LATER: after the PAYIN, a PO_REV reverses it; sandboxReverse does the same on demand', async (t) => {
  const account = await open('GBP')
  const { paymentId } = value(
    await client.sandboxCredit({ accountId: account.id, amount: '20.00', payerName: 'Rev', reference: 'REVERSE_LATER please' }),
  )
  const reversal = await waitFor('the PO_REV', () =>
    received.find((r) => r.payin?.type === 'PO_REV' && r.payin.originalPaymentId === paymentId),
  )
  t.match(reversal.payin, {
    type: 'PO_REV',
    amount: '20.00',
    accountId: account.id,
    originalPaymentId: paymentId,
    returnReason: /REVERSE_LATER/,
  })
  t.not(reversal.payin?.paymentId, paymentId)
  t.ok(payinsOf(paymentId).length >= 1, 'the PAYIN came first')

  const other = value(await client.sandboxCredit({ accountId: account.id, amount: '1.01', payerName: 'P', reference: 'plain' }))
  const reversed = value(await client.sandboxReverse({ paymentId: other.paymentId, reason: 'fraud recall' }))
  const note = await waitFor('the on-demand PO_REV', () => payinsOf(reversed.paymentId)[0])
  t.match(note.payin, { type: 'PO_REV', originalPaymentId: other.paymentId, returnReason: 'fraud recall', amount: '1.01' })
  t.match(await client.sandboxReverse({ paymentId: other.paymentId, reason: 'again' }), { kind: 'refused', code: 'ALREADY_REVERSED' })
})

t.test('a PAYIN not acknowledged is tried again with a new EventId and x-mod-retry: true', async (t) => {
  const account = await open('EUR')
  const reference = ref('retry')
  refuseOnce.add(reference)
  const { paymentId } = value(await client.sandboxCredit({ accountId: account.id, amount: '9.99', payerName: 'R', reference }))
  const notes = await waitFor('the retry', () => (payinsOf(paymentId).length >= 2 ? payinsOf(paymentId) : undefined))
  t.equal(notes[0]?.headers['x-mod-retry'], 'false')
  t.equal(notes[1]?.headers['x-mod-retry'], 'true')
  t.not(notes[0]?.payin?.eventId, notes[1]?.payin?.eventId)
})

t.test('block, unblock and close change the status; a closed account takes no credit', async (t) => {
  const account = await open('GBP')
  t.equal(value(await client.blockAccount(account.id)).status, 'BLOCKED')
  t.equal(value(await client.unblockAccount(account.id)).status, 'ACTIVE')
  const closed = value(await client.closeAccount(account.id))
  t.equal(closed.status, 'CLOSED')
  t.equal(closed.id, account.id)
  t.match(await client.blockAccount(account.id), { kind: 'refused', status: 400, code: 'ACCOUNT_CLOSED' })
  t.match(await client.sandboxCredit({ accountId: account.id, amount: '1.00', payerName: 'P', reference: 'x' }), {
    kind: 'refused',
    code: 'ACCOUNT_NOT_ACTIVE',
  })
})

t.test('returnPayment: one payment per externalReference; RETURN_FAILS fails; a 5xx is unknown and a repeat pays once', async (t) => {
  const account = await open('GBP')
  const { paymentId } = value(
    await client.sandboxCredit({ accountId: account.id, amount: '30.00', payerName: 'Payer', reference: 'to return' }),
  )
  const externalReference = ref('return')
  const input = { externalReference, paymentId, amount: '30.00', currency: 'GBP' as const, reason: 'Unknown account' }
  const first = value(await client.returnPayment(input))
  t.equal(first.status, 'PROCESSED')
  t.match(first.id, /^P/)
  t.same(value(await client.returnPayment(input)), first, 'a repeat answers the same payment')

  const failing = value(await client.returnPayment({ ...input, externalReference: ref('return'), reason: 'RETURN_FAILS test' }))
  t.equal(failing.status, 'FAILED')

  const before = callCount(await simState(), 'POST /payments')
  const control = await fetch(`${sim.baseUrl}/__simulator/fail-next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/payments', method: 'POST', status: 503, times: 1 }),
  })
  t.equal(control.status, 200)
  const flaky = { ...input, externalReference: ref('return') }
  t.same(await client.returnPayment(flaky), { kind: 'unknown', reason: 'HTTP_503' })
  const after = value(await client.returnPayment(flaky))
  t.equal(after.status, 'PROCESSED')
  t.same(value(await client.returnPayment(flaky)), after)
  t.equal(callCount(await simState(), 'POST /payments') - before, 2, 'the failed call and one payment')

  t.match(await client.returnPayment({ ...input, externalReference: ref('return'), amount: '1.234' }), {
    kind: 'refused',
    code: 'INVALID_AMOUNT',
  })
  t.match(await client.returnPayment({ ...input, externalReference: ref('return'), paymentId: 'P0000000000' }), {
    kind: 'refused',
    code: 'PAYMENT_NOT_FOUND',
  })
})

t.test('beside the platform: a simulator outside production, and modulrFromEnv reads what it set', async (t) => {
  const config = loadConfig({ NODE_ENV: 'test' })
  t.equal(await startModulrSimulatorBesidePlatform({ ...config, env: 'production' }, {}), undefined, 'never in production')
  t.equal(await startModulrSimulatorBesidePlatform(config, { VA_PARTNER_URL: 'http://127.0.0.1:9' }), undefined, 'nor with a partner')

  // A busy port falls back to a free one.
  const busy = http.createServer()
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', () => resolve()))
  t.teardown(() => new Promise<void>((resolve) => busy.close(() => resolve())))
  const address = busy.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  const env: NodeJS.ProcessEnv = { VA_SIMULATOR_PORT: String(address.port) }
  const beside = await startModulrSimulatorBesidePlatform(config, env)
  t.teardown(() => beside?.stop())
  t.match(env.VA_PARTNER_URL, /^http:\/\/127\.0\.0\.1:\d+$/)
  t.not(env.VA_PARTNER_URL, `http://127.0.0.1:${address.port}`)
  t.equal(env.VA_PARTNER_API_KEY, 'sandbox-modulr-key')
  t.ok(env.VA_PARTNER_API_SECRET)
  const partner = modulrFromEnv(env)
  if (partner === null) throw new Error('no partner')
  t.equal(value(await partner.findAccount('nothing')), null, 'the adapter from the environment is accepted')

  // Given credentials are the simulator's.
  const own: NodeJS.ProcessEnv = { VA_SIMULATOR_PORT: '0', VA_PARTNER_API_KEY: 'own-key', VA_PARTNER_API_SECRET: 'own-secret' }
  const second = await startModulrSimulatorBesidePlatform(config, own)
  t.teardown(() => second?.stop())
  t.equal(own.VA_PARTNER_API_KEY, 'own-key')
  t.equal(value(await modulrFromEnv(own)!.findAccount('nothing')), null)
  t.match(await modulrFromEnv({ ...own, VA_PARTNER_API_SECRET: 'other' })!.findAccount('nothing'), { kind: 'refused', status: 401 })

  t.equal(modulrFromEnv({}), null, 'no URL, no partner')
  t.throws(() => modulrFromEnv({ VA_PARTNER_URL: 'http://127.0.0.1:9' }), /VA_PARTNER_API_KEY/)
  t.throws(() => modulrFromEnv({ ...own, VA_PARTNER_URL: 'http://127.0.0.1:9', VA_PARTNER_TIMEOUT_MS: 'soon' }), /VA_PARTNER_TIMEOUT_MS/)
})
