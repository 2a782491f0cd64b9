/**
 * Treasury operations: the merchant's treasury addresses (payments key), and
 * the admin's sweep trigger, move list and reconciliation report
 * (X-Admin-Token). Routes: actors/treasury/api/routes.ts.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { operation } from '../../../platform/operation'
import * as wire from './wire'

const Environment = Type.Union([Type.Literal('test'), Type.Literal('live')], {
  default: 'live',
  description: 'Test (sandbox) or live money',
})

export const EnvironmentQuery = object({ environment: Environment })
export const MovesQuery = object({
  environment: Environment,
  business_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
})

export const treasuryAddresses = operation({
  name: 'treasury.addresses',
  input: object({}),
  output: wire.TreasuryAddresses,
  errors: ['BUSINESS_WALLET_REQUIRED'],
})

export const runSweeps = operation({ name: 'admin.treasury.sweep', input: EnvironmentQuery, output: wire.Moves, errors: [] })

export const listMoves = operation({ name: 'admin.treasury.moves', input: MovesQuery, output: wire.Moves, errors: [] })

export const reconciliation = operation({
  name: 'admin.treasury.reconciliation',
  input: EnvironmentQuery,
  output: wire.Reconciliation,
  errors: [],
})
