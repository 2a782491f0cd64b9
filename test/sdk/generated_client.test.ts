/**
 * A third-party generator turns the served /openapi.json into a typed client a merchant could ship: @hey-api/openapi-ts
 * generates it, TypeScript type-checks it together with a consumer that uses the spec's resources by name
 * (`CheckoutSession`, `Wallet`, `Swap`, `VasOrder`, `Error`) and calls operations by their ids. A resource that lost
 * its name, an operation id that stopped reading as a method, or a per-status error code list that widened fails here.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import t from 'tap'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'
import { REPO_ROOT } from '../support/source_files'

const run = promisify(execFile)

/** Resources of the spec (and the error body) that must be models of their own in a generated client. */
const MODELS = [
  'CheckoutSession',
  'CheckoutSessionCreated',
  'Refund',
  'Wallet',
  'WalletAddress',
  'DerivedAddress',
  'WalletTransaction',
  'WalletFeeConfig',
  'Balance',
  'SwapQuote',
  'Swap',
  'VasOrder',
  'CaasProvisionedUser',
  'CaasTransfer',
  'Subscription',
  'Plan',
  'WebhookConfig',
  'Error',
  'ErrorCode',
]

const CONSUMER = `import type { CheckoutCreateErrors, CheckoutSession, Error, Swap, VasOrder, Wallet } from './types.gen'
import { checkoutCreate, checkoutList, walletsDerive } from './sdk.gen'

export async function pay(): Promise<string> {
  const { data, error } = await checkoutCreate({
    body: { amount: '25.00', currency: 'USD', reference: 'order-1001' },
    headers: { 'Idempotency-Key': 'order-1001' },
  })
  if (error) throw new globalThis.Error(error.code)
  return data.payment_url
}

export async function firstSession(): Promise<CheckoutSession | undefined> {
  const { data } = await checkoutList({ query: { page: 1 } })
  return data?.payments[0]
}

export async function derive(customerID: string): Promise<string | undefined> {
  const { data } = await walletsDerive({ path: { customerID }, body: { network: 'ETH' } })
  return data?.address
}

export const names = (w: Wallet, s: Swap, o: VasOrder, e: Error): string[] => [w.customer_id, s.swap_tx_hash, o.reference, e.code]

// Each status lists exactly its codes: 402 of checkout create is a subscription or limit problem, never a missing wallet.
// @ts-expect-error WALLET_NOT_FOUND is not a code of checkout create's 402
export const notThere: CheckoutCreateErrors[402]['code'] = 'WALLET_NOT_FOUND'
`

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  include: ['**/*.ts'],
}

t.test('@hey-api/openapi-ts generates a client from /openapi.json that type-checks, with named models', async (t) => {
  const db = await createTestDb('sdk_heyapi')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES])
  const dir = mkdtempSync(path.join(os.tmpdir(), 'heyapi-'))
  t.teardown(async () => {
    rmSync(dir, { recursive: true, force: true })
    await platform.close()
    await db.drop()
  })
  const input = path.join(dir, 'openapi.json')
  writeFileSync(input, await (await fetch(`${platform.baseUrl}/openapi.json`)).text())
  const output = path.join(dir, 'client')
  const { createClient } = await import('@hey-api/openapi-ts')
  await createClient({ input, output, logs: { file: false, level: 'silent' } })

  const types = readFileSync(path.join(output, 'types.gen.ts'), 'utf8')
  t.same(
    MODELS.filter((name) => !types.includes(`export type ${name} = `)),
    [],
    'every resource of the spec is a model of its own',
  )
  t.match(
    types,
    /export type CheckoutCreateResponses = \{\s*(\/\*\*[^]*?\*\/\s*)?201: CheckoutSessionCreated;/,
    'operations answer the models',
  )
  t.notMatch(types, /PostApiV1|GetApiV1/, 'no type named after a path: every operation has an id')

  writeFileSync(path.join(output, 'consumer.ts'), CONSUMER)
  writeFileSync(path.join(output, 'tsconfig.json'), JSON.stringify(TSCONFIG))
  const tsc = path.join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc')
  const checked = await run(process.execPath, [tsc, '-p', path.join(output, 'tsconfig.json')], { cwd: output, timeout: 180_000 }).then(
    () => '',
    (e: { stdout?: string; message: string }) => e.stdout || e.message,
  )
  t.equal(checked, '', 'the generated client and its consumer type-check (strict)')
})
