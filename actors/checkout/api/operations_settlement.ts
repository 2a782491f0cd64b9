/** Settlement account operations (dashboard, settings:manage): routes in actors/checkout/api/routes_settings.ts, methods in methods.ts. */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { named } from '../../../platform/schema_name'
import { bankAccountNumber, countryCode, currencyCode, uuid } from '../../../platform/input_fields'
import { operation } from '../../../platform/operation'
import { STEP_UP, otpCode } from '../../accounts'

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max })
const accountFields = {
  account_name: Text(200),
  account_number: bankAccountNumber(),
  sort_code: Type.String({ maxLength: 20 }),
  bank_name: Text(200),
  currency: currencyCode(),
  country: countryCode(),
}
/** A current TOTP code: a settlement account is where payouts go, so changing one is a step-up act (access/step_up.ts). */
const otp = {
  otp_code: otpCode('Required when you have 2FA or the team requires it (401 OTP_REQUIRED)'),
}
export const AccountId = object({ id: uuid() })
export const NewAccountBody = object({ ...accountFields, ...otp }, { additionalProperties: false })
export const AccountChangeBody = object(
  { ...Type.Partial(object(accountFields)).properties, ...otp },
  { additionalProperties: false, minProperties: 1 },
)
export const AccountDeleteBody = object(otp, { additionalProperties: false })

/** An account as every answer shows it: the number masked to its last four characters. */
const SettlementAccount = named('SettlementAccount').Object({
  id: Type.String(),
  account_name: Type.String(),
  account_number: Type.String({ description: '****, then the last four characters' }),
  sort_code: Type.String(),
  bank_name: Type.String(),
  currency: Type.String(),
  country: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})

export const createAccount = operation({
  name: 'settlement.create',
  input: NewAccountBody,
  output: SettlementAccount,
  errors: ['SETTLEMENT_ACCOUNT_LIMIT', ...STEP_UP],
})
export const listAccounts = operation({
  name: 'settlement.list',
  input: object({}),
  output: object({ accounts: Type.Array(SettlementAccount) }),
})
export const updateAccount = operation({
  name: 'settlement.update',
  input: Type.Composite([AccountId, Type.Partial(object({ ...accountFields, ...otp }))]),
  output: SettlementAccount,
  errors: ['SETTLEMENT_ACCOUNT_NOT_FOUND', ...STEP_UP],
})
export const deleteAccount = operation({
  name: 'settlement.delete',
  input: Type.Composite([AccountId, AccountDeleteBody]),
  output: object({ message: Type.String() }),
  errors: ['SETTLEMENT_ACCOUNT_NOT_FOUND', ...STEP_UP],
})
