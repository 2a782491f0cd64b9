/**
 * The spec's response fields, exactly (docs/reference/units.md, "Absent fields"): where the spec lists a field in a
 * response without "when applicable" (or "present for …", "only in …"), the answer always carries it, `null`
 * when it has no value. Each row below is one response the spec spells out, with the spec's line; every field
 * it names must be required in the operation's output schema, and the fields that can be empty must allow
 * null. Fields the spec leaves to "when applicable", and fields of the platform's own, stay optional (left out
 * when they do not apply), which test/gateway/never_null.test.ts checks the other way round.
 */
import path from 'node:path'
import t from 'tap'
import type { TSchema } from '@sinclair/typebox'
import type { Operation } from '../../platform/operation'
import { REPO_ROOT, productSourceFiles } from '../support/source_files'

interface SpecResponse {
  /** The operation (platform/operation.ts name) that answers it. */
  readonly op: string
  /** Where in the answer: '' for the body, 'payments[]' for each item of a list. */
  readonly at: string
  readonly fields: readonly string[]
  /** Of `fields`, those that have no value in some state: present as null then. */
  readonly nullable?: readonly string[]
  /** The spec's line, for the reader. */
  readonly line: number
}

const CHECKOUT_VERIFY = [
  'session_id',
  'reference',
  'amount',
  'currency',
  'status',
  'payment_method',
  'paid_at',
  'expires_at',
  'callback_url',
]
const SWAP_QUOTE = [
  'from_chain',
  'to_chain',
  'from_token',
  'to_token',
  'from_amount',
  'to_amount_expected',
  'to_amount_min',
  'platform_fee',
]
const SWAP_RECORD = ['customer_id', 'type', 'from_chain', 'to_chain', 'dex', 'router_address', 'token_in', 'token_out', 'amount_in']

export const SPEC_RESPONSES: readonly SpecResponse[] = [
  {
    op: 'checkout.create',
    at: '',
    fields: ['session_id', 'payment_url', 'amount', 'currency', 'status', 'expires_at'],
    line: 243,
  },
  { op: 'checkout.verify', at: '', fields: CHECKOUT_VERIFY, nullable: ['reference', 'paid_at', 'callback_url'], line: 245 },
  { op: 'checkout.list', at: '', fields: ['payments', 'total', 'page', 'limit'], line: 247 },
  {
    op: 'checkout.public',
    at: '',
    fields: ['session_id', 'reference', 'amount', 'currency', 'status', 'payment_method', 'expires_at', 'business_name', 'callback_url'],
    nullable: ['reference', 'callback_url'],
    line: 258,
  },
  { op: 'checkout.select', at: '', fields: ['address', 'network', 'currency', 'amount_crypto', 'qr_code', 'expires_at'], line: 260 },
  { op: 'checkout.verifyNow', at: '', fields: ['status', 'paid_at', 'paid_amount'], nullable: ['paid_at'], line: 262 },
  { op: 'waas.createCustomer', at: '', fields: ['customer_id', 'wallet_id', 'mnemonic', 'created_at'], line: 266 },
  { op: 'waas.listCustomers', at: '', fields: ['customers', 'total', 'page', 'limit'], line: 268 },
  { op: 'waas.listCustomers', at: 'customers[]', fields: ['customer_id', 'wallet_id', 'created_at'], line: 268 },
  {
    op: 'waas.derive',
    at: '',
    fields: ['customer_id', 'network', 'address', 'index', 'derivation_path', 'is_testnet', 'monitored'],
    line: 77,
  },
  { op: 'waas.addresses', at: '', fields: ['customer_id', 'addresses', 'total'], line: 272 },
  {
    op: 'waas.addresses',
    at: 'addresses[]',
    fields: ['id', 'address', 'network', 'address_index', 'derivation_path', 'monitored', 'total_received', 'balances'],
    line: 80,
  },
  { op: 'waas.transfer', at: '', fields: ['tx_hash', 'network', 'currency', 'amount', 'to_address', 'status'], line: 276 },
  { op: 'waas.estimateGas', at: '', fields: ['gas_limit', 'gas_price', 'estimated_fee', 'estimated_fee_usd'], line: 278 },
  { op: 'waas.getFees', at: '', fields: ['fee_percent', 'is_enabled', 'fee_addresses'], line: 280 },
  { op: 'waas.setFees', at: '', fields: ['fee_percent', 'is_enabled', 'fee_addresses'], line: 280 },
  { op: 'waas.earnings', at: '', fields: ['total_fees_by_currency', 'recent_fees', 'total_transfers'], line: 100 },
  { op: 'waas.transactions', at: '', fields: ['customer_id', 'transactions', 'page', 'limit', 'total'], line: 284 },
  {
    op: 'waas.transactions',
    at: 'transactions[]',
    fields: ['id', 'tx_hash', 'network', 'currency', 'type', 'from_address', 'to_address', 'amount', 'gas_fee', 'status'],
    line: 84,
  },
  { op: 'waas.seed', at: '', fields: ['customer_id', 'mnemonic', 'word_count'], line: 286 },
  { op: 'waas.exportKey', at: '', fields: ['address', 'private_key', 'network'], line: 288 },
  { op: 'subscription.upgrade', at: '', fields: ['message', 'plan', 'status', 'expiry'], line: 304 },
  { op: 'subscription.current', at: '', fields: ['plan', 'limits', 'features', 'usage'], line: 111 },
  {
    op: 'subscription.plans',
    at: 'plans[]',
    fields: ['id', 'name', 'price_monthly', 'price_annual', 'description', 'limits', 'features'],
    nullable: ['price_monthly', 'price_annual'],
    line: 112,
  },
  { op: 'swap.quote', at: '', fields: [...SWAP_QUOTE, 'estimated_seconds', 'expires_at'], line: 104 },
  { op: 'swap.history', at: '', fields: ['swaps', 'total', 'page', 'limit'], line: 329 },
  {
    op: 'swap.history',
    at: 'swaps[]',
    fields: [...SWAP_RECORD, 'amount_out', 'platform_fee', 'swap_tx_hash', 'status', 'confirmed_at', 'created_at', 'updated_at'],
    nullable: ['confirmed_at'],
    line: 107,
  },
  {
    op: 'swap.analyticsOverview',
    at: '',
    fields: [
      'period',
      'total_swaps',
      'dex_swaps',
      'bridge_swaps',
      'pending_swaps',
      'confirmed_swaps',
      'failed_swaps',
      'unique_customers',
      'top_from_chains',
    ],
    line: 332,
  },
  { op: 'swap.analyticsTransactions', at: '', fields: ['swaps', 'total', 'page', 'limit'], line: 333 },
  { op: 'swap.analyticsVolume', at: '', fields: ['period_days', 'chart'], line: 334 },
  { op: 'caas.users.provision', at: '', fields: ['blind_index', 'created_at', 'status', 'wallet_address'], line: 131 },
]

const isOperation = (value: unknown): value is Operation =>
  typeof value === 'object' && value !== null && 'name' in value && 'input' in value && 'output' in value

function operations(): Map<string, Operation> {
  const files = productSourceFiles().filter((f) => /\/operations[a-z_]*\.ts$/.test(f))
  const all = files.flatMap((file) =>
    Object.values(require(path.join(REPO_ROOT, 'dist', file.replace(/\.ts$/, '.js'))) as Record<string, unknown>).filter(isOperation),
  )
  return new Map(all.map((op) => [op.name, op]))
}

/** The object schema at `at` ('' or 'list[]'); unions (an answer of several shapes) give each member. */
function objectsAt(schema: TSchema, at: string): TSchema[] {
  const members = (s: TSchema): TSchema[] => ((s.anyOf ?? s.oneOf) ? ((s.anyOf ?? s.oneOf) as TSchema[]).flatMap(members) : [s])
  if (at === '') return members(schema)
  const [head, ...rest] = at.split('.')
  const name = head!.replace(/\[\]$/, '')
  return members(schema).flatMap((s) => {
    const child = (s.properties as Record<string, TSchema> | undefined)?.[name]
    if (!child) return []
    return objectsAt(head!.endsWith('[]') ? (child.items as TSchema) : child, rest.join('.'))
  })
}

const allowsNull = (s: TSchema): boolean =>
  s.type === 'null' || (Array.isArray(s.type) && s.type.includes('null')) || ((s.anyOf ?? []) as TSchema[]).some(allowsNull)

t.test('every field the spec lists in a response is always there, null when it has no value', async (t) => {
  const ops = operations()
  for (const row of SPEC_RESPONSES) {
    const op = ops.get(row.op)
    if (!t.ok(op, `${row.op} exists (spec line ${row.line})`)) continue
    const objects = objectsAt(op!.output, row.at)
    t.ok(objects.length > 0, `${row.op} answers an object at '${row.at}'`)
    for (const object of objects) {
      const required = new Set((object.required ?? []) as string[])
      const props = (object.properties ?? {}) as Record<string, TSchema>
      const missing = row.fields.filter((f) => !required.has(f))
      t.same(missing, [], `${row.op} ${row.at || 'body'}: every spec field required (spec line ${row.line})`)
      const notNullable = (row.nullable ?? []).filter((f) => props[f] && !allowsNull(props[f]!))
      t.same(notNullable, [], `${row.op} ${row.at || 'body'}: ${(row.nullable ?? []).join(', ') || 'nothing'} may be null`)
    }
  }
})
