/**
 * The checks that need no database, and the items the SQL functions take.
 * An item that fails here still goes to Postgres, carrying its code (`e`):
 * it may be a member of a linked chain, and the chain's fate is decided in
 * one place, the function, in batch order.
 */
import {
  ACCOUNT_CODES,
  AMOUNT_MAX,
  type AccountFlags,
  type AccountInput,
  type CreateAccountResult,
  type CreateTransferResult,
  type TransferFlags,
  type TransferInput,
} from './types'
import { isOneOf } from '../closed_sets'

const ID = /^[\x21-\x7e]{1,128}$/
const LEDGER = /^[A-Za-z0-9._-]{1,32}$/
const TRANSFER_CODE = /^[\x21-\x7e]{1,64}$/
const USER_DATA_MAX = 256
const TIMEOUT_MAX_S = 2 ** 31 - 1
const SCALE_MAX = 36

/** TigerBeetle's flag bits; the migration's CHECKs use the same. */
export const ACCOUNT_FLAG = { linked: 1, debitsMustNotExceedCredits: 2, creditsMustNotExceedDebits: 4 } as const
export const TRANSFER_FLAG = { linked: 1, pending: 2, postPendingTransfer: 4, voidPendingTransfer: 8 } as const

function accountFlagBits(f: AccountFlags = {}): number {
  return (
    (f.linked ? ACCOUNT_FLAG.linked : 0) |
    (f.debitsMustNotExceedCredits ? ACCOUNT_FLAG.debitsMustNotExceedCredits : 0) |
    (f.creditsMustNotExceedDebits ? ACCOUNT_FLAG.creditsMustNotExceedDebits : 0)
  )
}

function transferFlagBits(f: TransferFlags = {}): number {
  return (
    (f.linked ? TRANSFER_FLAG.linked : 0) |
    (f.pending ? TRANSFER_FLAG.pending : 0) |
    (f.postPendingTransfer ? TRANSFER_FLAG.postPendingTransfer : 0) |
    (f.voidPendingTransfer ? TRANSFER_FLAG.voidPendingTransfer : 0)
  )
}

export type AccountItem = { i: string; l: string; s: number; k: string; o: string; f: number; u: string | null; e?: string }
export type TransferItem = {
  i: string
  d: string | null
  c: string | null
  a: string | null
  p: string | null
  l: string | null
  k: string | null
  f: number
  t: number
  u: string | null
  e?: string
}

const userDataValid = (u: unknown) => u === undefined || (typeof u === 'string' && u.length <= USER_DATA_MAX)

function accountCheck(a: AccountInput): CreateAccountResult | undefined {
  if (typeof a.id !== 'string' || !ID.test(a.id)) return 'ID_INVALID'
  if (a.flags?.debitsMustNotExceedCredits && a.flags.creditsMustNotExceedDebits) return 'FLAGS_ARE_MUTUALLY_EXCLUSIVE'
  if (typeof a.ledger !== 'string' || !LEDGER.test(a.ledger)) return 'LEDGER_INVALID'
  if (!Number.isInteger(a.scale) || a.scale < 0 || a.scale > SCALE_MAX) return 'SCALE_INVALID'
  if (!isOneOf(ACCOUNT_CODES, a.code)) return 'CODE_INVALID'
  if (a.owner !== undefined && (typeof a.owner !== 'string' || a.owner.length > 128)) return 'OWNER_INVALID'
  if (!userDataValid(a.userData)) return 'USER_DATA_INVALID'
  return undefined
}

export function accountItem(a: AccountInput): AccountItem {
  const e = accountCheck(a)
  const item: AccountItem = {
    i: String(a.id),
    l: String(a.ledger),
    s: Number.isInteger(a.scale) ? a.scale : 0,
    k: String(a.code),
    o: a.owner ?? '',
    f: accountFlagBits(a.flags),
    u: a.userData ?? null,
  }
  return e === undefined ? item : { ...item, e }
}

const amountValid = (x: unknown) => typeof x === 'bigint' && x >= 0n && x <= AMOUNT_MAX

function transferCheck(t: TransferInput): CreateTransferResult | undefined {
  const f = t.flags ?? {}
  const resolves = f.postPendingTransfer === true || f.voidPendingTransfer === true
  if (typeof t.id !== 'string' || !ID.test(t.id)) return 'ID_INVALID'
  if ([f.pending, f.postPendingTransfer, f.voidPendingTransfer].filter(Boolean).length > 1) return 'FLAGS_ARE_MUTUALLY_EXCLUSIVE'
  if (t.timeoutS !== undefined && (!Number.isInteger(t.timeoutS) || t.timeoutS < 0 || t.timeoutS > TIMEOUT_MAX_S)) return 'TIMEOUT_INVALID'
  if ((t.timeoutS ?? 0) > 0 && !f.pending) return 'TIMEOUT_RESERVED_FOR_PENDING_TRANSFER'
  if (t.amount !== undefined && !amountValid(t.amount)) return 'AMOUNT_INVALID'
  if (!userDataValid(t.userData)) return 'USER_DATA_INVALID'
  if (resolves) {
    if (typeof t.pendingId !== 'string' || !ID.test(t.pendingId)) return 'PENDING_ID_INVALID'
    if (t.pendingId === t.id) return 'PENDING_ID_MUST_BE_DIFFERENT'
    if (t.debitAccountId !== undefined && !ID.test(String(t.debitAccountId))) return 'DEBIT_ACCOUNT_ID_INVALID'
    if (t.creditAccountId !== undefined && !ID.test(String(t.creditAccountId))) return 'CREDIT_ACCOUNT_ID_INVALID'
  } else {
    if (t.pendingId !== undefined) return 'PENDING_ID_MUST_BE_ABSENT'
    if (typeof t.debitAccountId !== 'string' || !ID.test(t.debitAccountId)) return 'DEBIT_ACCOUNT_ID_INVALID'
    if (typeof t.creditAccountId !== 'string' || !ID.test(t.creditAccountId)) return 'CREDIT_ACCOUNT_ID_INVALID'
    if (t.debitAccountId === t.creditAccountId) return 'ACCOUNTS_MUST_BE_DIFFERENT'
    if (t.amount === undefined) return 'AMOUNT_INVALID'
    if (t.amount === 0n) return 'AMOUNT_MUST_BE_POSITIVE'
  }
  if (t.ledger !== undefined ? typeof t.ledger !== 'string' || !LEDGER.test(t.ledger) : !resolves) return 'LEDGER_INVALID'
  if (t.code !== undefined ? typeof t.code !== 'string' || !TRANSFER_CODE.test(t.code) : !resolves) return 'CODE_INVALID'
  return undefined
}

export function transferItem(t: TransferInput): TransferItem {
  const e = transferCheck(t)
  const s = (v: unknown) => (typeof v === 'string' ? v : null)
  const item: TransferItem = {
    i: String(t.id),
    d: s(t.debitAccountId),
    c: s(t.creditAccountId),
    a: amountValid(t.amount) ? String(t.amount) : null,
    p: s(t.pendingId),
    l: s(t.ledger),
    k: s(t.code),
    f: transferFlagBits(t.flags),
    t: Number.isInteger(t.timeoutS) ? t.timeoutS! : 0,
    u: s(t.userData),
  }
  return e === undefined ? item : { ...item, e }
}

/** The items as one array per field, the arguments of ledger_create_transfers (migration 034), in its order. */
export function transferColumns(items: readonly TransferItem[]) {
  return [
    items.map((t) => t.i),
    items.map((t) => t.d),
    items.map((t) => t.c),
    items.map((t) => t.a),
    items.map((t) => t.p),
    items.map((t) => t.l),
    items.map((t) => t.k),
    items.map((t) => t.f),
    items.map((t) => t.t),
    items.map((t) => t.u),
    items.map((t) => t.e ?? null),
  ]
}

/** Marks a batch's trailing open chain, so batches merged into one call keep their chains apart. */
export function closeChains<T extends { f: number; e?: string }>(items: T[]): T[] {
  const last = items[items.length - 1]
  if (last && (last.f & 1) !== 0) items[items.length - 1] = { ...last, e: 'LINKED_EVENT_CHAIN_OPEN' }
  return items
}
