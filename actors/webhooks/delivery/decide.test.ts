/**
 * Every state of a delivery against every command, one row each: the state reached, `unchanged`, or the refusal's
 * code. The pending rows sit on both sides of each product's last retry, so the two schedules are pinned as decide
 * uses them (the first retry and the last, then failed). A missing cell does not compile.
 */
import t from 'tap'
import { decideDelivery } from './decide'
import type { DeliveryState } from './state'
import type { DeliveryCommand } from './commands'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
/** The receiver answered at NOW; the attempt started at AT. */
const NOW = 1_000_000_000
const AT = NOW - 700

const STATES = [
  'pending, payments, none made',
  'pending, payments, 4 made',
  'pending, payments, 5 made',
  'pending, caas, none made',
  'pending, caas, 5 made',
  'pending, caas, 6 made',
  'delivered',
  'failed',
  'skipped',
] as const
const COMMANDS = ['delivered', 'refused', 'undeliverable', 'skip', 'redeliver'] as const

const pending = (product: 'payments' | 'caas', attempts: number) => ({ product, attempts, status: 'pending', nextAttemptAtMs: 5 }) as const
const states: Record<(typeof STATES)[number], DeliveryState> = {
  'pending, payments, none made': pending('payments', 0),
  'pending, payments, 4 made': pending('payments', 4),
  'pending, payments, 5 made': pending('payments', 5),
  'pending, caas, none made': pending('caas', 0),
  'pending, caas, 5 made': pending('caas', 5),
  'pending, caas, 6 made': pending('caas', 6),
  delivered: { product: 'caas', attempts: 2, status: 'delivered', deliveredAtMs: 7 },
  failed: { product: 'payments', attempts: 6, status: 'failed' },
  skipped: { product: 'payments', attempts: 0, status: 'skipped', reason: 'plan' },
}
const commands: Record<(typeof COMMANDS)[number], DeliveryCommand> = {
  delivered: { type: 'attempted', result: 'delivered', atMs: AT },
  refused: { type: 'attempted', result: 'refused', atMs: AT },
  undeliverable: { type: 'attempted', result: 'undeliverable', atMs: AT },
  skip: { type: 'skip', reason: 'plan' },
  redeliver: { type: 'redeliver' },
}

type Expected = DeliveryState | 'unchanged' | 'DELIVERY_NOT_PENDING' | 'DELIVERY_PENDING'
/** The row of a pending delivery whose next attempt is number `made`, retried after `retryInMs` if refused (null: failed). */
const sent = (product: 'payments' | 'caas', made: number, retryInMs: number | null): Record<(typeof COMMANDS)[number], Expected> => ({
  delivered: { product, attempts: made, status: 'delivered', deliveredAtMs: AT },
  refused:
    retryInMs === null
      ? { product, attempts: made, status: 'failed' }
      : { product, attempts: made, status: 'pending', nextAttemptAtMs: NOW + retryInMs },
  undeliverable: { product, attempts: made, status: 'failed' },
  skip: { product, attempts: made - 1, status: 'skipped', reason: 'plan' },
  redeliver: 'DELIVERY_PENDING',
})
const NOT_PENDING = { delivered: 'DELIVERY_NOT_PENDING', refused: 'DELIVERY_NOT_PENDING', undeliverable: 'DELIVERY_NOT_PENDING' } as const

const table: Record<(typeof STATES)[number], Record<(typeof COMMANDS)[number], Expected>> = {
  'pending, payments, none made': sent('payments', 1, 5 * MINUTE_MS),
  'pending, payments, 4 made': sent('payments', 5, 24 * HOUR_MS),
  'pending, payments, 5 made': sent('payments', 6, null),
  'pending, caas, none made': sent('caas', 1, 30_000),
  'pending, caas, 5 made': sent('caas', 6, 12 * HOUR_MS),
  'pending, caas, 6 made': sent('caas', 7, null),
  delivered: {
    ...NOT_PENDING,
    skip: 'DELIVERY_NOT_PENDING',
    redeliver: { product: 'caas', attempts: 2, status: 'pending', nextAttemptAtMs: NOW },
  },
  failed: {
    ...NOT_PENDING,
    skip: 'DELIVERY_NOT_PENDING',
    redeliver: { product: 'payments', attempts: 6, status: 'pending', nextAttemptAtMs: NOW },
  },
  skipped: {
    ...NOT_PENDING,
    skip: 'unchanged',
    redeliver: { product: 'payments', attempts: 0, status: 'pending', nextAttemptAtMs: NOW },
  },
}

for (const stateName of STATES) {
  for (const commandName of COMMANDS) {
    const [state, command, expected] = [states[stateName], commands[commandName], table[stateName][commandName]]
    const outcome = typeof expected === 'string' ? expected : expected.status
    t.test(`${commandName}: ${stateName} -> ${outcome}`, async (t) => {
      const decision = decideDelivery(state, command, NOW)
      if (expected === 'unchanged') t.strictSame(decision, { kind: 'unchanged' })
      else if (typeof expected === 'string') t.strictSame(decision, { kind: 'rejected', code: expected })
      else t.strictSame(decision, { kind: 'accepted', from: state, state: expected })
    })
  }
}
