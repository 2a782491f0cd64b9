/**
 * Accounts the platform itself holds at the banking partner, for products that take bank payments (the OTC
 * desk's collection accounts): ordinary virtual accounts owned by a platform business id, so a payment to one is
 * recorded, de-duplicated on the partner's PaymentId and credited to that owner's balance exactly as a merchant's
 * is; the owning product follows the `bank_payment.credited` events of its accounts (payerReference: the payer's
 * reference, by which it matches a payment to what it expects).
 */
import { SYSTEM_PARTY } from '../../platform/audit'
import { PlatformError } from '../../platform/errors'
import type { PaymentsContext } from '../runtime/service/module'
import { fail, vaContextOf } from './context'
import { virtualAccountId } from './ids'
import { answered, confirm } from './opening'
import type { BankIdentifiers, VaCurrency } from './providers/modulr/partner'

export interface PlatformAccount {
  readonly id: string
  readonly currency: VaCurrency
  readonly isTest: boolean
  readonly identifiers: BankIdentifiers
}

/** The platform's account `reference` in `currency`, opened at the partner on first use (a repeat answers it). */
export async function platformAccount(
  payments: PaymentsContext,
  owner: string,
  currency: VaCurrency,
  name: string,
): Promise<PlatformAccount> {
  const c = vaContextOf(payments)
  if (!c) throw new PlatformError('config_invalid', 'platform bank accounts need the virtual accounts module')
  const id = virtualAccountId(owner, c.isTest, currency, 'platform')
  const recorded = await c.account(id, {
    type: 'open',
    businessId: owner,
    isTest: c.isTest,
    currency,
    customerReference: 'platform',
    customerName: name,
    by: SYSTEM_PARTY,
  })
  const a = await confirm(c, recorded)
  if (a.status === 'opening') throw new PlatformError('partner_pending', `the platform account ${id} is not open yet`)
  return { id: a.id, currency: a.currency, isTest: a.isTest, identifiers: a.identifiers }
}

/** The environment platform accounts live in: the deployment's (the sandbox bank outside production). */
export function platformAccountsAreTest(payments: PaymentsContext): boolean {
  return vaContextOf(payments)?.isTest ?? payments.config.env !== 'production'
}

/**
 * Outside production: the sandbox bank sends `amount` to a platform account with the payer's `reference`, as a
 * customer's bank would (the notification that follows credits it). Answers the partner's payment id.
 */
export async function sandboxPayIn(
  payments: PaymentsContext,
  account: PlatformAccount,
  input: { readonly amount: string; readonly payerName: string; readonly reference: string },
): Promise<string> {
  const c = vaContextOf(payments)
  if (!c || !c.isTest) throw new PlatformError('config_invalid', 'sandbox payments exist only outside production')
  // Without the notification URL registered, the payment would be made and never reported: refuse instead.
  await c
    .subscribeSandbox()
    .catch((error: unknown) => fail('PARTNER_UNAVAILABLE', `the sandbox bank: ${error instanceof Error ? error.message : String(error)}`))
  const a = await c.account(account.id, { type: 'get', businessId: null })
  if (a.status === 'opening') throw new PlatformError('partner_pending', `the platform account ${a.id} is not open yet`)
  const credited = answered(
    await c
      .partner()
      .sandboxCredit({ accountId: a.partnerAccountId, amount: input.amount, payerName: input.payerName, reference: input.reference }),
  )
  return credited.paymentId
}
