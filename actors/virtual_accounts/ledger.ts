/**
 * Bank money on the ledger (docs/design/ledger.md). Per currency and environment, on the currency's own ledger
 * (GBP, EUR; `.test` for the test environment), at 2 decimals:
 *
 *   bank_clearing:modulr:<cur>:<env>   what the partner holds for us: debited when money arrives, credited when it
 *                                      leaves (a return, a reversal); it may go negative (an asset mirror)
 *   bank_suspense:modulr:<cur>:<env>   money received for no usable account, until an operator assigns or returns it
 *   balance:<business>:<cur>:<env>     the merchant's balance (the balance product's account); never negative
 *
 *   receive to an active account    clearing  -> balance          <id>:credit   virtual_account_credit
 *   receive otherwise               clearing  -> suspense         <id>:credit   bank_suspense
 *   assign                          suspense  -> balance          <id>:assign   virtual_account_credit
 *   return to the payer             suspense  -> clearing         <id>:return   bank_return
 *   reversal by the payer's bank    balance or suspense -> clearing <id>:reverse virtual_account_reversal
 *
 * Every id is derived from the payment's actor id (the partner's PaymentId), so a step repeated after a crash, or
 * a notification resent under a new EventId, asks for the same transfer and the ledger answers EXISTS: the
 * ledger's unique transfer id is the de-duplication, in the same commit as the credit itself.
 */
import { createHash } from 'node:crypto'
import { PlatformError } from '../../platform/errors'
import type { AccountInput, CreateTransferResult, Ledger } from '../../platform/ledger'
import { FIAT_DECIMALS, ledgerOf, merchantAccount } from '../balance'
import type { VaCurrency } from './providers/modulr/partner'
import type { BankPayment, PaymentTarget } from './payment/state'

const env = (isTest: boolean) => (isTest ? 'test' : 'live')
const clearingId = (cur: VaCurrency, isTest: boolean) => `bank_clearing:modulr:${cur}:${env(isTest)}`
const suspenseId = (cur: VaCurrency, isTest: boolean) => `bank_suspense:modulr:${cur}:${env(isTest)}`

type Step = 'credit' | 'assign' | 'return' | 'reverse'
const transferId = (p: BankPayment, step: Step) => `va:${createHash('sha256').update(p.id).digest('hex').slice(0, 40)}:${step}`

const DONE = new Set<CreateTransferResult>(['OK', 'EXISTS'])
/** Accounts this process has seen created (per ledger client). */
const created = new WeakMap<Ledger, Set<string>>()

async function ensure(ledger: Ledger, accounts: readonly AccountInput[]): Promise<void> {
  const seen = created.get(ledger) ?? new Set<string>()
  created.set(ledger, seen)
  const missing = accounts.filter((a) => !seen.has(a.id))
  if (missing.length === 0) return
  const results = await ledger.createAccounts(missing)
  const bad = results.find((r) => r !== 'OK' && r !== 'EXISTS')
  if (bad) throw new PlatformError('ledger_account_refused', `virtual account ledger accounts: ${bad}`)
  for (const a of missing) seen.add(a.id)
}

function bankAccounts(p: BankPayment, target: PaymentTarget | null): AccountInput[] {
  const base = { ledger: ledgerOf(p.isTest, p.currency), scale: FIAT_DECIMALS }
  return [
    { ...base, id: clearingId(p.currency, p.isTest), code: 'clearing' },
    { ...base, id: suspenseId(p.currency, p.isTest), code: 'suspense', flags: { debitsMustNotExceedCredits: true } },
    ...(target
      ? [
          {
            ...base,
            id: merchantAccount(target.businessId, p.isTest, p.currency).id,
            code: 'merchant_balance' as const,
            owner: target.businessId,
            flags: { debitsMustNotExceedCredits: true },
          },
        ]
      : []),
  ]
}

async function transfer(ledger: Ledger, p: BankPayment, step: Step, from: string, to: string, code: string): Promise<CreateTransferResult> {
  await ensure(ledger, bankAccounts(p, p.target))
  const [result] = await ledger.createTransfers([
    {
      id: transferId(p, step),
      debitAccountId: from,
      creditAccountId: to,
      amount: p.units,
      ledger: ledgerOf(p.isTest, p.currency),
      code,
      userData: p.payin.paymentId.slice(0, 128),
    },
  ])
  if (result === undefined) throw new PlatformError('ledger_refused', `no answer for ${p.id} ${step}`)
  return result
}

function done(p: BankPayment, step: Step, result: CreateTransferResult): void {
  if (!DONE.has(result)) throw new PlatformError('ledger_refused', `${step} of bank payment ${p.id}: ${result}`)
}

const balanceOf = (p: BankPayment, target: PaymentTarget) => merchantAccount(target.businessId, p.isTest, p.currency).id

/** Books a received payment: to the balance of the account it names, or to suspense. */
export async function bookReceived(ledger: Ledger, p: BankPayment): Promise<void> {
  const to = p.target ? balanceOf(p, p.target) : suspenseId(p.currency, p.isTest)
  done(
    p,
    'credit',
    await transfer(ledger, p, 'credit', clearingId(p.currency, p.isTest), to, p.target ? 'virtual_account_credit' : 'bank_suspense'),
  )
}

/** Moves a suspended payment to the balance an operator assigned it to. */
export async function bookAssigned(ledger: Ledger, p: BankPayment, target: PaymentTarget): Promise<void> {
  done(p, 'assign', await transfer(ledger, p, 'assign', suspenseId(p.currency, p.isTest), balanceOf(p, target), 'virtual_account_credit'))
}

/** Takes a returned payment off suspense (the partner sent it back to the payer). */
export async function bookReturned(ledger: Ledger, p: BankPayment): Promise<void> {
  done(p, 'return', await transfer(ledger, p, 'return', suspenseId(p.currency, p.isTest), clearingId(p.currency, p.isTest), 'bank_return'))
}

/**
 * Debits a reversal from where the payment was booked. The balance's flag refuses it when the money is spent:
 * answered as the refusal (recorded on the payment for an operator), never forced below zero.
 */
export async function bookReversal(ledger: Ledger, p: BankPayment): Promise<string | null> {
  const from = (p.status === 'credited' || p.status === 'assigned') && p.target ? balanceOf(p, p.target) : suspenseId(p.currency, p.isTest)
  const result = await transfer(ledger, p, 'reverse', from, clearingId(p.currency, p.isTest), 'virtual_account_reversal')
  if (DONE.has(result)) return null
  if (result === 'EXCEEDS_CREDITS') return result
  throw new PlatformError('ledger_refused', `reversal of bank payment ${p.id}: ${result}`)
}
