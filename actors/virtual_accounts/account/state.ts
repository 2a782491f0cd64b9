/**
 * A virtual account: a bank account at the banking partner in one currency, named for one of the merchant's
 * customers. The id is derived from the merchant, the environment, the currency and the customer reference
 * (ids.ts), so the same reference and currency asked twice is the same actor: the existing account, never a
 * second one.
 *
 *   opening  recorded before the partner is asked (its answer may be lost: the partner is asked again by our
 *            id, its externalReference, and answers the same account)
 *   active   receives payments; they credit the merchant's balance in the account's currency
 *   frozen   an operator's hold (compliance): payments to it go to suspense until it is unfrozen
 *   closed   final: the partner closed it; payments to it go to suspense (and are returned by an operator)
 */
import type { ActingParty } from '../../../platform/audit'
import type { BankIdentifiers, VaCurrency } from '../providers/modulr/partner'

type AccountStatus = 'opening' | 'active' | 'frozen' | 'closed'

interface OpeningAccount {
  readonly status: 'opening'
  readonly id: string
  readonly businessId: string
  readonly isTest: boolean
  readonly currency: VaCurrency
  readonly customerReference: string
  readonly customerName: string
  /** Who asked for it: the audit entry of its creation names them (absent on accounts recorded before it was kept). */
  readonly openedBy?: ActingParty
  readonly createdAtMs: number
  readonly updatedAtMs: number
}

export interface OpenAccount extends Omit<OpeningAccount, 'status'> {
  readonly status: 'active' | 'frozen' | 'closed'
  /** The partner's account id: inbound payments name it. */
  readonly partnerAccountId: string
  readonly identifiers: BankIdentifiers
  /** Why it is frozen or closed, and by whom (an operator, or the merchant for a close). */
  readonly statusReason: string | null
}

export type VirtualAccountState = { readonly status: 'new'; readonly id: string } | OpeningAccount | OpenAccount
export type VirtualAccount = OpeningAccount | OpenAccount
