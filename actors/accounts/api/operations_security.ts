/** The team's security policy (dashboard): whether every member needs a second factor for what redirects money (step_up.ts). */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { operation } from '../../../platform/operation'
import { Otp, closed, codes } from '../inputs'
import { STEP_UP } from '../step_up_fields'

const SecurityPolicy = object({
  require_2fa: Type.Boolean({
    description:
      'Every member needs 2FA and a current code (otp_code) to create or rotate keys that move money, change settlement accounts or the payments webhook',
  }),
  changed_by: Type.Optional(Type.String({ description: 'The user who last changed it; absent if never set' })),
  changed_at: Type.Optional(Type.String({ format: 'date-time' })),
})

export const SecurityPolicyBody = object({ require_2fa: Type.Boolean(), otp_code: Type.Optional(Otp) }, closed)

export const getSecurityPolicy = operation({
  name: 'team.securityPolicy',
  input: object({}),
  output: SecurityPolicy,
  errors: codes('UNAUTHORIZED'),
})

export const setSecurityPolicy = operation({
  name: 'team.setSecurityPolicy',
  input: SecurityPolicyBody,
  output: SecurityPolicy,
  errors: codes('UNAUTHORIZED', ...STEP_UP),
})
