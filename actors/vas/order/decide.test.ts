import t from 'tap'
import { decideVasOrder } from './decide'
import type { VasOrderCommand } from './commands'
import type { VasOrderDraft, VasOrderState } from './state'

const draft: VasOrderDraft = {
  businessId: 'biz_1',
  isTest: true,
  reference: 'r-1',
  category: 'giftcard',
  requestHash: 'h1',
  currency: 'USDT',
  productId: 1001,
  productName: 'Amazon US',
  countryCode: 'US',
  unitPrice: '25',
  quantity: 1,
  recipient: {},
  merchantPrice: 25_500_000n,
  merchantMarkup: 0n,
  customerPrice: 25_500_000n,
  customIdentifier: 'vas_abc',
}

function run(commands: VasOrderCommand[]): { state: VasOrderState; last: ReturnType<typeof decideVasOrder>; events: string[] } {
  let state: VasOrderState = { id: 'biz_1:test:r-1', step: 'new' }
  let last!: ReturnType<typeof decideVasOrder>
  const events: string[] = []
  for (const c of commands) {
    last = decideVasOrder(state, c, 1000)
    if (last.kind === 'accepted') {
      state = last.state
      events.push(...last.events.map((e) => e.type))
    }
  }
  return { state, last, events }
}

const toSuccess: VasOrderCommand[] = [
  { type: 'create', draft },
  { type: 'held' },
  { type: 'submitted' },
  { type: 'succeeded', transactionId: 7, costCents: 2475n, sealedCodes: 'sealed' },
]

t.test('the happy path: created, held, submitted, successful; an event at creation, two at the end (the order, the debit)', async (t) => {
  const r = run(toSuccess)
  t.match(r.state, { step: 'successful', providerTransactionId: 7, providerCostCents: 2475n, sealedCodes: 'sealed' })
  t.same(r.events, ['vas.order.created', 'vas.order.successful', 'vas.order.balance_debited'])
})

t.test('the debit is announced once: a repeated success is unchanged; a failure (the hold voided) announces none', async (t) => {
  const done = run(toSuccess)
  t.equal(decideVasOrder(done.state, toSuccess[3]!, 3000).kind, 'unchanged')
  const failed = run([{ type: 'create', draft }, { type: 'held' }, { type: 'failed', code: 'PROVIDER_FAILED', message: 'no' }])
  t.same(failed.events, ['vas.order.created', 'vas.order.failed'])
})

t.test('events never carry the sealed codes', async (t) => {
  const r = run([{ type: 'create', draft }, { type: 'held' }, { type: 'submitted' }])
  const d = decideVasOrder(r.state, { type: 'succeeded', transactionId: 7, costCents: 1n, sealedCodes: 'sealed' }, 2000)
  t.equal(d.kind, 'accepted')
  if (d.kind === 'accepted') for (const e of d.events) t.equal((e.payload as { sealedCodes: unknown }).sealedCodes, null)
})

t.test('the same reference: the same request is a replay, another is IDEMPOTENCY_KEY_REUSED', async (t) => {
  const r = run([{ type: 'create', draft }])
  t.equal(decideVasOrder(r.state, { type: 'create', draft }, 2000).kind, 'unchanged')
  const other = decideVasOrder(r.state, { type: 'create', draft: { ...draft, requestHash: 'h2' } }, 2000)
  t.match(other, { kind: 'rejected', rejection: { code: 'IDEMPOTENCY_KEY_REUSED', field: 'reference' } })
})

t.test('each failure ends only the steps it may', async (t) => {
  t.match(
    run([
      { type: 'create', draft },
      { type: 'failed', code: 'BALANCE_TOO_LOW', message: '' },
    ]).state,
    { step: 'failed', failure: { code: 'BALANCE_TOO_LOW' } },
  )
  t.match(run([{ type: 'create', draft }, { type: 'held' }, { type: 'failed', code: 'BALANCE_TOO_LOW', message: '' }]).last, {
    kind: 'rejected',
    rejection: { code: 'ORDER_STEP_INVALID' },
  })
  t.match(run([{ type: 'create', draft }, { type: 'held' }, { type: 'failed', code: 'PROVIDER_FLOAT_EXHAUSTED', message: '' }]).state, {
    step: 'failed',
  })
  t.match(
    run([{ type: 'create', draft }, { type: 'held' }, { type: 'submitted' }, { type: 'failed', code: 'PROVIDER_FAILED', message: '' }])
      .state,
    {
      step: 'failed',
      failure: { code: 'PROVIDER_FAILED' },
    },
  )
})

t.test('a successful order never fails, a failed one never succeeds; repeats are unchanged', async (t) => {
  const ok = run([
    { type: 'create', draft },
    { type: 'held' },
    { type: 'submitted' },
    { type: 'succeeded', transactionId: 7, costCents: 1n, sealedCodes: null },
  ])
  t.match(decideVasOrder(ok.state, { type: 'failed', code: 'PROVIDER_FAILED', message: '' }, 1), { kind: 'rejected' })
  t.equal(decideVasOrder(ok.state, { type: 'succeeded', transactionId: 7, costCents: 1n, sealedCodes: null }, 1).kind, 'unchanged')
  t.equal(decideVasOrder(ok.state, { type: 'held' }, 1).kind, 'unchanged')
  const failed = run([
    { type: 'create', draft },
    { type: 'held' },
    { type: 'submitted' },
    { type: 'failed', code: 'PROVIDER_FAILED', message: '' },
  ])
  t.match(decideVasOrder(failed.state, { type: 'succeeded', transactionId: 7, costCents: 1n, sealedCodes: null }, 1), { kind: 'rejected' })
  t.equal(decideVasOrder(failed.state, { type: 'failed', code: 'PROVIDER_FAILED', message: '' }, 1).kind, 'unchanged')
})

t.test('a step skipped is refused: no submission without a hold, no success without a submission', async (t) => {
  t.match(run([{ type: 'create', draft }, { type: 'submitted' }]).last, { kind: 'rejected', rejection: { code: 'ORDER_STEP_INVALID' } })
  t.match(
    run([{ type: 'create', draft }, { type: 'held' }, { type: 'succeeded', transactionId: 1, costCents: 1n, sealedCodes: null }]).last,
    {
      kind: 'rejected',
    },
  )
})

t.test('reads: a merchant only its own, the platform any; an unknown reference is not found', async (t) => {
  const r = run([{ type: 'create', draft }])
  t.equal(decideVasOrder(r.state, { type: 'get', businessId: 'biz_1' }, 1).kind, 'unchanged')
  t.equal(decideVasOrder(r.state, { type: 'get', businessId: null }, 1).kind, 'unchanged')
  t.match(decideVasOrder(r.state, { type: 'get', businessId: 'biz_2' }, 1), { kind: 'rejected', rejection: { code: 'ORDER_NOT_FOUND' } })
  t.match(decideVasOrder({ id: 'x', step: 'new' }, { type: 'get', businessId: null }, 1), {
    kind: 'rejected',
    rejection: { code: 'ORDER_NOT_FOUND' },
  })
})
