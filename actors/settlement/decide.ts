/**
 * A merchant's settlement bank accounts (where fiat payouts go): a small
 * list per business, so one actor holds it and every change is one
 * decision. Account numbers are stored as given; responses mask them.
 */
import { reject } from '../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision } from '../runtime/types'

export interface SettlementAccount {
  readonly id: string
  readonly accountName: string
  readonly accountNumber: string
  readonly sortCode: string
  readonly bankName: string
  readonly currency: string
  readonly country: string
  readonly createdAtMs: number
  readonly updatedAtMs: number
}

export type AccountFields = Omit<SettlementAccount, 'id' | 'createdAtMs' | 'updatedAtMs'>

export const MAX_SETTLEMENT_ACCOUNTS = 20

export interface SettlementState {
  readonly id: string
  readonly accounts: readonly SettlementAccount[]
}

export type SettlementCommand =
  | { readonly type: 'list' }
  | { readonly type: 'add'; readonly accountId: string; readonly fields: AccountFields }
  | { readonly type: 'update'; readonly accountId: string; readonly fields: Partial<AccountFields> }
  | { readonly type: 'remove'; readonly accountId: string }

export type SettlementReply = { readonly accounts: readonly SettlementAccount[]; readonly account?: SettlementAccount }

const notFound = () => rejected(reject('settlement_account_not_found', 'settlement account not found'))

export function decideSettlement(state: SettlementState, command: SettlementCommand, nowMs: number): Decision<SettlementState, SettlementReply> {
  const find = (id: string) => state.accounts.find((a) => a.id === id)
  switch (command.type) {
    case 'list':
      return unchanged({ accounts: state.accounts })
    case 'add': {
      const existing = find(command.accountId)
      if (existing) return unchanged({ accounts: state.accounts, account: existing })
      if (state.accounts.length >= MAX_SETTLEMENT_ACCOUNTS) return rejected(reject('settlement_account_limit', `at most ${MAX_SETTLEMENT_ACCOUNTS} settlement accounts`))
      const account: SettlementAccount = { ...command.fields, id: command.accountId, createdAtMs: nowMs, updatedAtMs: nowMs }
      const next = { ...state, accounts: [...state.accounts, account] }
      return accepted(next, { accounts: next.accounts, account })
    }
    case 'update': {
      const existing = find(command.accountId)
      if (!existing) return notFound()
      const account = { ...existing, ...command.fields, updatedAtMs: nowMs }
      const next = { ...state, accounts: state.accounts.map((a) => (a === existing ? account : a)) }
      return accepted(next, { accounts: next.accounts, account })
    }
    case 'remove': {
      if (!find(command.accountId)) return notFound()
      const next = { ...state, accounts: state.accounts.filter((a) => a.id !== command.accountId) }
      return accepted(next, { accounts: next.accounts })
    }
  }
}

export const settlementKind: ActorKind<SettlementState, SettlementCommand, SettlementReply> = {
  kind: 'settlement',
  initial: (id) => ({ id, accounts: [] }),
  decide: decideSettlement,
}
