import t from 'tap'
import { PlatformError } from '../../platform/errors'
import { PendingCalls } from '../../proto/mux/pending_calls'

function call(deadlineAtMs: number, outcomes: string[], name: string) {
  return {
    deadlineAtMs,
    method: name,
    resolve: (v: unknown) => void outcomes.push(`${name} ok ${String(v)}`),
    reject: (e: unknown) => void outcomes.push(`${name} ${(e as PlatformError).code}`),
  }
}

t.test('only overdue calls expire, as temporary deadline_exceeded; a late answer finds nothing', async (t) => {
  const outcomes: string[] = []
  const calls = new PendingCalls()
  calls.add(1, call(100, outcomes, 'a'))
  calls.add(2, call(200, outcomes, 'b'))
  calls.expire(150)
  t.same(outcomes, ['a deadline_exceeded'])
  t.equal(calls.take(1), undefined, 'the expired call is gone')
  calls.take(2)?.resolve('x')
  t.same(outcomes, ['a deadline_exceeded', 'b ok x'])
  t.equal(calls.size, 0)
})

t.test('failAll rejects every waiting call once and empties the table', async (t) => {
  const outcomes: string[] = []
  const calls = new PendingCalls()
  calls.add(1, call(100, outcomes, 'a'))
  calls.add(2, call(100, outcomes, 'b'))
  calls.failAll(new PlatformError('unavailable', 'closed', { temporary: true }))
  calls.expire(1_000)
  t.same(outcomes, ['a unavailable', 'b unavailable'])
  t.equal(calls.size, 0)
})
