/**
 * va.credits: inbound bank payments credited per second through the partner's notification endpoint, end to
 * end: the signature check, the payment actor's record (keyed by PaymentId), the outbox, the va.payments
 * workflow's ledger credit and the actor's booking, until every merchant's GBP balance shows all its payments.
 * The bench plays the bank: it posts signed PAYIN notifications as Modulr sends them, to accounts opened through
 * REST at the Modulr simulator. Baseline in the same run: the ledger alone booking the same credits (one transfer
 * clearing -> merchant balance per payment), from as many callers at once.
 */
import { signedPayin } from '../../test/support/modulr_payin'
import path from 'node:path'
import { createLedger } from '../../platform/ledger'
import { startModulrSimulatorProcess } from '../../actors/virtual_accounts/providers/modulr/simulator_process'
import type { BenchResult } from '../result'
import { withBenchSchema } from '../schema'
import { serve, stop } from '../server_process'
import { caller, parallel, type Call } from '../balance/topups'

const MERCHANTS = 20
const PAYMENTS = 400
const CONNECTIONS = 16
const SECRET = 'bench-notification-secret'

interface Target {
  readonly token: string
  readonly accountId: string
  readonly partnerAccountId: string
}

async function merchant(call: Call, admin: string, i: number): Promise<{ token: string; accountId: string }> {
  const reg = await call('POST', '/api/v1/auth/register', {
    email: `va${i}@bench.test`,
    password: 'bench password 1',
    business_name: `Bench ${i}`,
    account_type: 'business',
  })
  const { business_id: id, access_token: token } = reg.body as { business_id: string; access_token: string }
  await call('PUT', `/admin/businesses/${id}/kyc`, { status: 'approved' }, { 'x-admin-token': admin })
  const created = await call(
    'POST',
    '/api/v1/virtual-accounts/create',
    { currency: 'GBP', customer_reference: `bench-${i}`, customer_name: `Customer ${i}` },
    { authorization: `Bearer ${token}` },
  )
  if (created.status !== 200) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`)
  return { token, accountId: created.body.id as string }
}

async function creditedPerSecond(base: string, call: Call, targets: readonly Target[], round: string): Promise<number> {
  const available = async (token: string) =>
    BigInt(
      (await call('GET', '/api/v1/dashboard/balance?currency=GBP&environment=test', undefined, { authorization: `Bearer ${token}` })).body
        .balances[0].available,
    )
  const sent = Array.from({ length: PAYMENTS }, (_, i) => ({ target: targets[i % targets.length]!, paymentId: `${round}${i}` }))
  const expected = new Map<string, bigint>()
  for (const m of targets) expected.set(m.token, await available(m.token))
  for (const s of sent) expected.set(s.target.token, expected.get(s.target.token)! + 100n)
  const started = performance.now()
  await parallel(sent, CONNECTIONS, async ({ target, paymentId }) => {
    const n = signedPayin(SECRET, { accountId: target.partnerAccountId, paymentId })
    const res = await fetch(`${base}/webhooks/partners/modulr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mod-hmac-signature': n.signature },
      body: n.body,
    })
    if (res.status !== 200) throw new Error(`notification: ${res.status} ${await res.text()}`)
  })
  for (const [token, units] of expected) while ((await available(token)) < units) await new Promise((r) => setTimeout(r, 20))
  return PAYMENTS / ((performance.now() - started) / 1000)
}

async function ledgerAlonePerSecond(databaseUrl: string): Promise<number> {
  return withBenchSchema(databaseUrl, async (sql) => {
    const ledger = createLedger(sql)
    await ledger.createAccounts([
      { id: 'bank_clearing', ledger: 'GBP', scale: 2, code: 'clearing' },
      ...Array.from({ length: MERCHANTS }, (_, i) => ({
        id: `m${i}`,
        ledger: 'GBP',
        scale: 2,
        code: 'merchant_balance' as const,
        flags: { debitsMustNotExceedCredits: true },
      })),
    ])
    const started = performance.now()
    await parallel(
      Array.from({ length: PAYMENTS }, (_, i) => i),
      CONNECTIONS,
      async (i) => {
        const [r] = await ledger.createTransfers([
          {
            id: `va:${i}:credit`,
            debitAccountId: 'bank_clearing',
            creditAccountId: `m${i % MERCHANTS}`,
            amount: 100n,
            ledger: 'GBP',
            code: 'virtual_account_credit',
          },
        ])
        if (r !== 'OK') throw new Error(`ledger: ${r}`)
      },
    )
    return PAYMENTS / ((performance.now() - started) / 1000)
  })
}

export async function virtualAccountCredits(databaseUrl: string): Promise<BenchResult[]> {
  const baseline = await ledgerAlonePerSecond(databaseUrl)
  const bank = await startModulrSimulatorProcess()
  process.env.VA_PARTNER_URL = bank.baseUrl
  process.env.VA_PARTNER_API_KEY = bank.apiKey
  process.env.VA_PARTNER_API_SECRET = bank.apiSecret
  process.env.VA_PARTNER_WEBHOOK_SECRET = SECRET
  try {
    return await withBenchSchema(databaseUrl, async (sql, schema) => {
      const stack = await serve(path.join(__dirname, 'server_process.js'), [databaseUrl, schema])
      try {
        const base = `http://127.0.0.1:${stack.port}`
        const call = caller(base)
        const opened = []
        for (let i = 0; i < MERCHANTS; i++) opened.push(await merchant(call, stack.adminToken!, i))
        const rows = await sql<{ id: string; partner_account_id: string }[]>`SELECT id, partner_account_id FROM virtual_accounts`
        const partnerOf = new Map(rows.map((r) => [r.id, r.partner_account_id]))
        const targets = opened.map((m) => ({ ...m, partnerAccountId: partnerOf.get(m.accountId)! }))
        const spread = await creditedPerSecond(base, call, targets, 'S')
        const hot = await creditedPerSecond(base, call, targets.slice(0, 1), 'H')
        const ledgerBaseline = { name: 'ledger alone: one credit per payment', value: baseline }
        return [
          {
            scenario: 'va.credits',
            metric: `inbound payments credited/s, ${MERCHANTS} merchants`,
            value: spread,
            unit: '/s',
            baseline: ledgerBaseline,
          },
          { scenario: 'va.credits', metric: 'inbound payments credited/s, one merchant', value: hot, unit: '/s', baseline: ledgerBaseline },
        ]
      } finally {
        await stop(stack.child)
      }
    })
  } finally {
    await bank.stop()
  }
}
