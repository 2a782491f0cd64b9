/**
 * "Never null" (docs/reference/units.md): a field that does not apply is left out. Every typed operation's
 * answer schema is walked, so a `Type.Null()` (or a union with it) anywhere in an answer fails here by name; at run
 * time the test platform checks each answer against its schema (gateway/core/answer_check.ts), so an answer that
 * sends null where the schema has an optional field fails too.
 */
import path from 'node:path'
import t from 'tap'
import type { TSchema } from '@sinclair/typebox'
import type { Operation } from '../../platform/operation'
import { REPO_ROOT, productSourceFiles } from '../support/source_files'

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' && value !== null && 'name' in value && 'input' in value && 'output' in value

/** Paths (dot-separated) inside `schema` where null is allowed. */
function nullsIn(schema: TSchema, at: string): string[] {
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return [at]
  const children: Array<[string, TSchema]> = [
    ...Object.entries((schema.properties ?? {}) as Record<string, TSchema>).map(([k, v]): [string, TSchema] => [`${at}.${k}`, v]),
    ...((schema.anyOf ?? schema.oneOf ?? schema.allOf ?? []) as TSchema[]).map((v): [string, TSchema] => [at, v]),
    ...(schema.items ? [[`${at}[]`, schema.items as TSchema] as [string, TSchema]] : []),
    ...(typeof schema.additionalProperties === 'object' ? [[`${at}{}`, schema.additionalProperties as TSchema] as [string, TSchema]] : []),
  ]
  return children.flatMap(([p, child]) => nullsIn(child, p))
}

/**
 * Nulls the spec itself writes into an answer, which the contract keeps: a swap record's `confirmed_at` is
 * "string or null. Null while pending." (spec, Swap record fields).
 */
const SPEC_NULLS = new Set([
  'swap.history.swaps[].confirmed_at',
  'swap.analyticsTransactions.swaps[].confirmed_at',
  // Listed in the spec's responses without "when applicable": always there, null when empty (spec_fields.test.ts).
  ...['reference', 'paid_at', 'callback_url'].flatMap((f) => [`checkout.verify.${f}`, `checkout.list.payments[].${f}`]),
  // The spec's virtual account fields (account_number, sort_code, bank_name): null while pending, sort_code for EUR.
  ...['va.create', 'va.get', 'va.close', 'va.freeze', 'va.unfreeze', 'va.list.accounts[]'].flatMap((op) =>
    ['account_number', 'sort_code', 'bank_name'].map((f) => `${op}.${f}`),
  ),
  // The spec's OTC order payment_details {bank_name, account_number, sort_code}: sort_code null for EUR.
  ...[
    'otc.createOrder',
    'otc.markPaid',
    'otc.getOrder',
    'otc.refresh',
    'otc.resolve',
    'otc.history.orders[]',
    'otc.reviewQueue.orders[]',
  ].flatMap((op) => ['account_number', 'sort_code'].map((f) => `${op}.payment_details.${f}`)),
  'checkout.public.reference',
  'checkout.public.callback_url',
  'checkout.verifyNow.paid_at',
  'subscription.plans.plans[].price_monthly',
  'subscription.plans.plans[].price_annual',
  'waas.estimateGas.estimated_fee_usd',
])

t.test('no typed operation answers with a field that may be null', async (t) => {
  const files = productSourceFiles().filter((f) => /\/operations[a-z_]*\.ts$/.test(f))
  const operations = files.flatMap((file) =>
    Object.values(require(path.join(REPO_ROOT, 'dist', file.replace(/\.ts$/, '.js'))) as Record<string, unknown>).filter(isOperation),
  )
  t.ok(operations.length >= 40, `${operations.length} operations in ${files.length} files`)
  t.same(
    operations.flatMap((op) => nullsIn(op.output, op.name)).filter((at) => !SPEC_NULLS.has(at)),
    [],
  )
})
