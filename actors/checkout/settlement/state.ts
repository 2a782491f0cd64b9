/** The settlement account actor's state: a business's payout accounts, numbers sealed. */

export interface SettlementAccount {
  readonly id: string
  readonly accountName: string
  /** Sealer('settlement-account') with `${businessId}/${id}` as associated data. */
  readonly sealedAccountNumber: string
  readonly accountNumberLast4: string
  readonly sortCode: string
  readonly bankName: string
  readonly currency: string
  readonly country: string
  readonly createdAtMs: number
  readonly updatedAtMs: number
}

export type AccountFields = Omit<SettlementAccount, 'id' | 'createdAtMs' | 'updatedAtMs'>

/** A row stored before account numbers were sealed: the number in clear. */
export type LegacySettlementAccount = Omit<SettlementAccount, 'sealedAccountNumber' | 'accountNumberLast4'> & {
  readonly accountNumber: string
}

export type StoredSettlementAccount = SettlementAccount | LegacySettlementAccount

/** The start-up step's sealed replacement for a legacy account's clear number. */
export interface SealedNumber {
  readonly accountId: string
  readonly sealedAccountNumber: string
  readonly accountNumberLast4: string
}

export interface SettlementState {
  readonly id: string
  readonly accounts: readonly StoredSettlementAccount[]
}
