/**
 * The wire shapes of CaaS answers (views.ts, webhook_mapper.ts build them):
 * the outputs the operations declare, so the OpenAPI document shows them and
 * a view that grows a field the schema lacks does not compile. Amounts are
 * decimal strings with 6 places, times RFC 3339 UTC; a field that does not
 * apply is absent, never null.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { named } from '../../../platform/schema_name'
import { DEPOSIT_FIELDS, WITHDRAWAL_FIELDS } from '../../../platform/webhook_payloads'

const Text = Type.String()
const Time = Type.String({ format: 'date-time' })
const Address = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' })
const SixPlaces = Type.String({ pattern: '^[0-9]+\\.[0-9]{6}$', description: 'Decimal with 6 places, e.g. "12.500000"' })
const BaseUnits = Type.String({ pattern: '^[0-9]+$' })
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))

/** What identifies a user's smart account and lets anyone check it on chain: `factory.getAddress(owner_address, salt)`. */
const userFields = {
  blind_index: Text,
  wallet_address: Address,
  created_at: Time,
  owner_address: Address,
  salt: Type.String({ pattern: '^0x[0-9a-fA-F]*$', description: 'Differs between test and live keys' }),
  network: Text,
  token: Text,
  factory_address: Address,
  entry_point: Address,
}

/** The user's fields every CaaS user answer shares. */
export const CaasUserFields = object(userFields)

/** The spec's provisioned-user resource. */
export const ProvisionedUser = named('CaasProvisionedUser').Object({
  ...userFields,
  status: literals(['PROVISIONED', 'ADOPTED', 'ALREADY_EXISTS', 'LINK_REQUIRED'] as const),
})

export const UserBalance = named('CaasUserBalance').Object({
  blind_index: Text,
  wallet_address: Address,
  network: Text,
  token: Text,
  balance: SixPlaces,
  balance_base_units: BaseUnits,
  as_of: Time,
})

export const LinkRequested = named('CaasLinkRequest').Object({
  blind_index: Text,
  wallet_address: Address,
  status: literals(['CODE_SENT', 'CODE_PENDING'] as const),
  expires_at: Time,
})

export const LinkedUser = named('CaasLinkedUser').Object({ ...userFields, status: Type.Literal('LINKED'), linked_at: Time })

/** A phone change asked for: the code went to the new number (`new_blind_index`); nothing moved yet. */
export const PhoneChangeRequested = named('CaasPhoneChangeRequest').Object({
  blind_index: Text,
  new_blind_index: Text,
  wallet_address: Address,
  status: literals(['CODE_SENT', 'CODE_PENDING'] as const),
  expires_at: Time,
})

export const PhoneChanged = named('CaasPhoneChanged').Object({
  ...userFields,
  previous_blind_index: Text,
  status: Type.Literal('PHONE_CHANGED'),
  changed_at: Time,
})

/** A transfer's status fields, the same as its webhooks'. */
export const CaasTransfer = named('CaasTransfer').Object({
  transfer_id: Text,
  status: literals(['QUEUED', 'SUBMITTED', 'SETTLED', 'FAILED'] as const),
  amount_usdc: SixPlaces,
  token: Text,
  network: Text,
  from_wallet: Address,
  recipient_wallet: Address,
  tx_hash: Type.Optional(Text),
  user_op_hash: Type.Optional(Text),
  reason: Type.Optional(Text),
  created_at: Time,
  updated_at: Time,
  settled_at: Type.Optional(Time),
})

/** A credit on the sandbox ledger. */
export const SandboxFunding = named('CaasSandboxFunding').Object({
  tx_hash: Text,
  network: Text,
  currency: Text,
  wallet_address: Address,
  amount: Type.String({ description: 'Human decimal' }),
  amount_base_units: BaseUnits,
  status: literals(['detected', 'confirmed', 'failed'] as const),
  created_at: Time,
})

/** A withdrawal: USDC to the treasury, local currency to mobile money (the fields its webhooks carry too). */
export const CaasWithdrawal = named('CaasWithdrawal').Object(WITHDRAWAL_FIELDS)

/** An on-ramp deposit: local fiat to the partner, USDC from the treasury (the fields its webhooks carry too). */
export const CaasDeposit = named('CaasDeposit').Object(DEPOSIT_FIELDS)
