/**
 * What an inbound payment tells its subscribers: the workflow (received, and an operator's or the bank's acts it
 * carries out), the merchant's webhooks (credited: `virtual_account.credited`; reversed:
 * `virtual_account.reversed`), operators (suspended, a refused reversal). Each payload is the payment as it stands.
 */
import { kindEvents } from '../../runtime/events'
import type { BankPayment } from './state'

type BankPaymentEvents = {
  readonly 'bank_payment.received': BankPayment
  readonly 'bank_payment.credited': BankPayment
  readonly 'bank_payment.suspended': BankPayment
  readonly 'bank_payment.assign_requested': BankPayment
  readonly 'bank_payment.return_requested': BankPayment
  readonly 'bank_payment.returned': BankPayment
  readonly 'bank_payment.reversal_received': BankPayment
  readonly 'bank_payment.reversed': BankPayment
  readonly 'bank_payment.reversal_refused': BankPayment
}

export const bankPaymentEvents = kindEvents<BankPaymentEvents>('bank_payment')
