/**
 * A merchant's settlement bank accounts (where fiat payouts go): a small
 * list per business, so one actor holds it and every change is one
 * decision. The account number (or IBAN) is sealed before it reaches the
 * actor (methods.ts); the actor keeps the sealed value and its last four
 * characters for display. Rows written before sealing hold the number in
 * clear (`LegacySettlementAccount`) until the start-up step seals them.
 */
import { auditEvent, type AuditValue } from '../../../platform/audit'
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, refTo } from '../../runtime/types'
import type { SettlementRejection } from './rejections'
import type { SettlementCommand, SettlementReply } from './commands'
import type { AccountFields, LegacySettlementAccount, SettlementAccount, SettlementState, StoredSettlementAccount } from './state'

export const isLegacyAccount = (a: StoredSettlementAccount): a is LegacySettlementAccount => 'accountNumber' in a

const MAX_SETTLEMENT_ACCOUNTS = 20

/** A new sealed number replaces a legacy clear one, which must not survive the merge. */
function withFields(existing: StoredSettlementAccount, fields: Partial<AccountFields>, nowMs: number): StoredSettlementAccount {
  const { sealedAccountNumber, accountNumberLast4 } = fields
  if (sealedAccountNumber === undefined || !isLegacyAccount(existing)) return { ...existing, ...fields, updatedAtMs: nowMs }
  // sealNumber gives the tail with the sealed number: one without the other is a caller's bug.
  if (accountNumberLast4 === undefined) throw new Error('a sealed account number comes with its last four characters')
  const { accountNumber: _clear, ...rest } = existing
  const sealed: SettlementAccount = { ...rest, ...fields, sealedAccountNumber, accountNumberLast4, updatedAtMs: nowMs }
  return sealed
}

/** What an entry shows of an account: never the number, only its last four characters. */
function shown(a: Partial<AccountFields> | StoredSettlementAccount): Record<string, AuditValue> {
  const last4 = 'accountNumber' in a ? a.accountNumber.slice(-4) : a.accountNumberLast4
  const view: Record<string, AuditValue | undefined> = {
    account_name: a.accountName,
    account_number_last4: last4,
    sort_code: a.sortCode,
    bank_name: a.bankName,
    currency: a.currency,
    country: a.country,
  }
  return Object.fromEntries(Object.entries(view).filter((e): e is [string, AuditValue] => e[1] !== undefined))
}

const notFound = () => rejected(reject('SETTLEMENT_ACCOUNT_NOT_FOUND', 'settlement account not found'))

export function decideSettlement(
  state: SettlementState,
  command: SettlementCommand,
  nowMs: number,
): Decision<SettlementState, SettlementReply, SettlementRejection> {
  const find = (id: string) => state.accounts.find((a) => a.id === id)
  switch (command.type) {
    case 'list':
      return unchanged({ accounts: state.accounts })
    case 'add': {
      const existing = find(command.accountId)
      if (existing) return unchanged({ accounts: state.accounts, account: existing })
      if (state.accounts.length >= MAX_SETTLEMENT_ACCOUNTS)
        return rejected(reject('SETTLEMENT_ACCOUNT_LIMIT', `at most ${MAX_SETTLEMENT_ACCOUNTS} settlement accounts`))
      const account: SettlementAccount = { ...command.fields, id: command.accountId, createdAtMs: nowMs, updatedAtMs: nowMs }
      const next = { ...state, accounts: [...state.accounts, account] }
      return accepted(next, { accounts: next.accounts, account }, [
        auditEvent({
          businessId: state.id,
          action: 'settlement_account.added',
          by: command.by,
          target: { type: 'settlement_account', id: account.id },
          changes: shown(account),
        }),
      ])
    }
    case 'update': {
      const existing = find(command.accountId)
      if (!existing) return notFound()
      const account = withFields(existing, command.fields, nowMs)
      const next = { ...state, accounts: state.accounts.map((a) => (a === existing ? account : a)) }
      return accepted(next, { accounts: next.accounts, account }, [
        auditEvent({
          businessId: state.id,
          action: 'settlement_account.updated',
          by: command.by,
          target: { type: 'settlement_account', id: account.id },
          changes: { from: shown(existing), to: shown(account) },
        }),
      ])
    }
    case 'remove': {
      const existing = find(command.accountId)
      if (!existing) return notFound()
      const next = { ...state, accounts: state.accounts.filter((a) => a.id !== command.accountId) }
      return accepted(next, { accounts: next.accounts }, [
        auditEvent({
          businessId: state.id,
          action: 'settlement_account.removed',
          by: command.by,
          target: { type: 'settlement_account', id: existing.id },
          changes: shown(existing),
        }),
      ])
    }
    case 'seal_legacy': {
      const byId = new Map(command.sealed.map((n) => [n.accountId, n]))
      let changed = false
      const accounts = state.accounts.map((a) => {
        const number = byId.get(a.id)
        if (!number || !isLegacyAccount(a)) return a
        changed = true
        const { accountNumber: _clear, ...rest } = a
        return { ...rest, sealedAccountNumber: number.sealedAccountNumber, accountNumberLast4: number.accountNumberLast4 }
      })
      if (!changed) return unchanged({ accounts: state.accounts })
      const next = { ...state, accounts }
      return accepted(next, { accounts })
    }
  }
}

export const settlementKind: ActorKind<SettlementState, SettlementCommand, SettlementReply> = {
  kind: 'settlement',
  initial: (id) => ({ id, accounts: [] }),
  decide: decideSettlement,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const settlementRef = (id: string) => refTo(settlementKind, id)
