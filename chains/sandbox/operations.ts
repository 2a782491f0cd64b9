/**
 * The sandbox's operation: simulate an incoming transfer on the sandbox
 * ledger. The route (module.ts) and the method are both built from it.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../platform/schema_object'
import { operation } from '../../platform/operation'

const closed = { additionalProperties: false } as const
const Time = Type.String({ format: 'date-time' })

/** The body of POST /api/v1/sandbox/deposits. */
export const DepositBody = object(
  {
    network: Type.String({ minLength: 3, maxLength: 3 }),
    currency: Type.String({ minLength: 2, maxLength: 6 }),
    address: Type.String({ minLength: 20, maxLength: 120 }),
    // 2^256 base units with 18 decimals is 60 integer digits; the cap refuses absurd input before any parsing (MAX_UNITS checks the value).
    amount: Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$', maxLength: 100, description: 'Human decimal, e.g. "25.5"' }),
    simulate: Type.Optional(
      Type.Union([Type.Literal('confirm'), Type.Literal('fail')], { description: 'fail: detected, then never confirmed' }),
    ),
  },
  closed,
)

/** The simulated transfer, as the deposit watcher will see it. */
export const SandboxDeposit = object({
  tx_hash: Type.String(),
  network: Type.String(),
  currency: Type.String(),
  address: Type.String(),
  amount: Type.String({ description: 'Human decimal' }),
  amount_base_units: Type.String({ pattern: '^[0-9]+$' }),
  status: Type.Union([Type.Literal('detected'), Type.Literal('confirmed'), Type.Literal('failed')]),
  confirmations: Type.Integer({ minimum: 0 }),
  detected_at: Time,
  confirmed_at: Type.Optional({ ...Time, description: 'Absent until the transfer is confirmed' }),
})

export const simulateDeposit = operation({
  name: 'sandbox.deposit',
  input: DepositBody,
  output: SandboxDeposit,
  errors: ['SANDBOX_ONLY', 'SANDBOX_ADDRESS_NOT_YOURS', 'INVALID_NETWORK', 'INVALID_CURRENCY', 'INVALID_ADDRESS', 'INVALID_AMOUNT'],
})
