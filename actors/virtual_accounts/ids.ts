/** The ids of virtual accounts and inbound payments: derived, so a repeat of the same thing is the same actor. */
import { createHash } from 'node:crypto'
import type { VaCurrency } from './providers/modulr/partner'

const digest = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length)

/** One account per merchant, environment, currency and customer reference (the spec: the same reference twice is the existing account). */
export function virtualAccountId(businessId: string, isTest: boolean, currency: VaCurrency, customerReference: string): string {
  return `va_${digest(`${businessId}\u0000${isTest ? 'test' : 'live'}\u0000${currency}\u0000${customerReference}`, 24)}`
}

/** One actor per payment the partner reports: its PaymentId, never the notification's EventId (resends carry new ones). */
export function bankPaymentId(partner: 'modulr', paymentId: string): string {
  return `${partner}:${paymentId}`
}
