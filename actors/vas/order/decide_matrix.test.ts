/**
 * Every step of an order against every fact, as one table: the answer is the step reached, `unchanged` for news the
 * order already has, or the refusal with its words. decide.test.ts walks the stories; this pins each cell (StrykerJS
 * found cells no story reached: a hold reported twice, a submission repeated after success).
 */
import t from 'tap'
import { decideVasOrder, vasOrderKind } from './decide'
import type { VasOrderCommand } from './commands'
import type { VasOrderDraft, VasOrderState } from './state'

const draft = {
  businessId: 'biz_1',
  isTest: true,
  reference: 'r-1',
  category: 'airtime',
  requestHash: 'h1',
  currency: 'USDC',
  productId: 7,
  productName: 'Operator',
  countryCode: 'NG',
  unitPrice: '5',
  quantity: 1,
  recipient: {},
  merchantPrice: 5_000_000n,
  merchantMarkup: 0n,
  customerPrice: 5_000_000n,
  customIdentifier: 'vas_m',
} as VasOrderDraft

const facts: Record<string, VasOrderCommand> = {
  held: { type: 'held' },
  submitted: { type: 'submitted' },
  succeeded: { type: 'succeeded', transactionId: 9, costCents: 480n, sealedCodes: null },
  low: { type: 'failed', code: 'BALANCE_TOO_LOW', message: 'too low' },
  float: { type: 'failed', code: 'PROVIDER_FLOAT_EXHAUSTED', message: 'float' },
  provider: { type: 'failed', code: 'PROVIDER_FAILED', message: 'refused' },
}
const path: Record<string, VasOrderCommand[]> = {
  created: [],
  held: [facts.held!],
  submitted: [facts.held!, facts.submitted!],
  successful: [facts.held!, facts.submitted!, facts.succeeded!],
  failed: [facts.held!, facts.provider!],
}

function at(step: string): VasOrderState {
  let state: VasOrderState = vasOrderKind.initial('biz_1:test:r-1')
  for (const c of [{ type: 'create', draft } as VasOrderCommand, ...path[step]!]) {
    const d = decideVasOrder(state, c, 1)
    if (d.kind !== 'accepted') throw new Error(`${step}: ${c.type} was ${d.kind}`)
    state = d.state
  }
  return state
}

/** step -> fact -> the step reached, 'unchanged', or the refusal's words. */
const table: Record<string, Record<string, string>> = {
  created: {
    held: 'held',
    submitted: 'an order created cannot be submitted',
    succeeded: 'an order created cannot be successful',
    low: 'failed',
    float: 'an order created cannot be failed with PROVIDER_FLOAT_EXHAUSTED',
    provider: 'an order created cannot be failed with PROVIDER_FAILED',
  },
  held: {
    held: 'unchanged',
    submitted: 'submitted',
    succeeded: 'an order held cannot be successful',
    low: 'an order held cannot be failed with BALANCE_TOO_LOW',
    float: 'failed',
    provider: 'failed',
  },
  submitted: {
    held: 'unchanged',
    submitted: 'unchanged',
    succeeded: 'successful',
    low: 'an order submitted cannot be failed with BALANCE_TOO_LOW',
    float: 'failed',
    provider: 'failed',
  },
  successful: {
    held: 'unchanged',
    submitted: 'unchanged',
    succeeded: 'unchanged',
    low: 'an order successful cannot be failed with BALANCE_TOO_LOW',
    float: 'an order successful cannot be failed with PROVIDER_FLOAT_EXHAUSTED',
    provider: 'an order successful cannot be failed with PROVIDER_FAILED',
  },
  failed: {
    held: 'an order failed cannot be held',
    submitted: 'an order failed cannot be submitted',
    succeeded: 'an order failed cannot be successful',
    low: 'an order failed cannot be failed with BALANCE_TOO_LOW',
    float: 'an order failed cannot be failed with PROVIDER_FLOAT_EXHAUSTED',
    provider: 'unchanged',
  },
}

for (const [step, row] of Object.entries(table)) {
  t.test(`an order ${step}`, async (t) => {
    const state = at(step)
    for (const [fact, expected] of Object.entries(row)) {
      const d = decideVasOrder(state, facts[fact]!, 2)
      const answer = d.kind === 'accepted' ? (d.state as { step: string }).step : d.kind === 'unchanged' ? 'unchanged' : d.rejection.message
      t.equal(answer, expected, fact)
      if (d.kind === 'rejected') t.equal(d.rejection.code, 'ORDER_STEP_INVALID', `${fact}: code`)
    }
  })
}

t.test('refusals name their field and words; a new order is empty', async (t) => {
  const created = at('created')
  t.match(decideVasOrder(created, { type: 'create', draft: { ...draft, requestHash: 'h2' } }, 2), {
    kind: 'rejected',
    rejection: {
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'this reference was already used for a different order request: repeat that request unchanged for its answer, or use a new reference',
      field: 'reference',
    },
  })
  t.match(decideVasOrder(created, { type: 'get', businessId: 'biz_2' }, 2), {
    kind: 'rejected',
    rejection: { code: 'ORDER_NOT_FOUND', message: 'order not found' },
  })
  t.match(decideVasOrder(vasOrderKind.initial('x'), { type: 'held' }, 2), {
    kind: 'rejected',
    rejection: { code: 'ORDER_NOT_FOUND', message: 'order not found' },
  })
  t.same(vasOrderKind.initial('biz_1:live:r-9'), { id: 'biz_1:live:r-9', step: 'new' })
  t.equal(vasOrderKind.kind, 'vas_order')
  const failed = decideVasOrder(at('held'), facts.float!, 3)
  t.match(failed, {
    kind: 'accepted',
    state: { step: 'failed', failure: { code: 'PROVIDER_FLOAT_EXHAUSTED', message: 'float' }, updatedAtMs: 3 },
    events: [{ type: 'vas.order.failed', payload: { sealedCodes: null, failure: { code: 'PROVIDER_FLOAT_EXHAUSTED' } } }],
  })
})
