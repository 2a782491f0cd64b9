/** A ledger on a fresh test schema, with a manual clock and a few accounts on one or two currencies. */
import { ManualClock } from '../../platform/clock'
import { createLedger, type AccountInput, type Ledger, type TransferInput } from '../../platform/ledger'
import { createTestDb, type TestDb } from '../support/db'

export interface LedgerFixture {
  readonly db: TestDb
  readonly ledger: Ledger
  readonly clock: ManualClock
}

export async function ledgerFixture(t: { teardown(fn: () => Promise<void>): void }, prefix = 'ledger'): Promise<LedgerFixture> {
  const db = await createTestDb(prefix)
  const clock = new ManualClock()
  const ledger = createLedger(db.sql, { clock })
  t.teardown(() => db.drop())
  return { db, ledger, clock }
}

/** A plain USDT account (scale 6). */
export const usdt = (id: string, extra: Partial<AccountInput> = {}): AccountInput => ({
  id,
  ledger: 'USDT',
  scale: 6,
  code: 'clearing',
  ...extra,
})

/** An account that can never go below zero: debits must not exceed credits. */
export const balance = (id: string): AccountInput => usdt(id, { code: 'merchant_balance', flags: { debitsMustNotExceedCredits: true } })

/** The account's four balances as one comparable record. */
export async function balances(ledger: Ledger, id: string) {
  const [a] = await ledger.lookupAccounts([id])
  if (!a) throw new Error(`no account ${id}`)
  return { dp: a.debitsPending, dpo: a.debitsPosted, cp: a.creditsPending, cpo: a.creditsPosted }
}

/** A plain USDT transfer between two accounts (flags and the rest in `extra`). */
export const move = (id: string, from: string, to: string, amount: bigint, extra: Partial<TransferInput> = {}): TransferInput => ({
  id,
  debitAccountId: from,
  creditAccountId: to,
  amount,
  ledger: 'USDT',
  code: 'move',
  ...extra,
})
