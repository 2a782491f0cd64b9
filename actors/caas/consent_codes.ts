/**
 * One-time codes texted to a phone holder: the consent to link a merchant
 * (to the wallet's number) and the proof of a new number (phone change).
 * Codes are stored only as an HMAC bound to its purpose, the user actor, the
 * merchant and (for a phone change) the new number, so a code for one of
 * these never passes for another. The SMS outcome is reported honestly:
 * accepted is CODE_SENT, unknown is CODE_PENDING (the code stays valid),
 * refused is 503 SMS_UNAVAILABLE.
 */
import { createHmac, randomInt } from 'node:crypto'
import { RejectionError, reject } from '../../platform/errors'
import type { SmsSender } from './providers/sms/sender'
import type { CaasContext, Phone } from './context'

export const CODE_TTL_MS = 10 * 60_000

export type CodeStatus = 'CODE_SENT' | 'CODE_PENDING'

/** Six random digits. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** The stored form of a link code (format kept from before phone changes had codes: pending links stay valid). */
export const linkCodeHash = (caas: CaasContext, userId: string, businessId: string, code: string) =>
  createHmac('sha256', caas.config.blindIndexKey).update(`caas/link/v1:${userId}:${businessId}:${code}`).digest('hex')

/** The stored form of a phone change code: bound to the old number's user, the merchant and the new number. */
export const phoneChangeCodeHash = (caas: CaasContext, userId: string, businessId: string, to: string, code: string) =>
  createHmac('sha256', caas.config.blindIndexKey).update(`caas/phone-change/v1:${userId}:${businessId}:${to}:${code}`).digest('hex')

/** The environment's SMS sender; checked before a code exists, since the API must not say a code went out when none could. */
export function senderFor(caas: CaasContext, phone: Phone): SmsSender {
  const sender = caas.sms[phone.mode]
  if (!sender)
    throw new RejectionError(reject('SMS_NOT_CONFIGURED', 'no SMS provider is configured for this environment: the code cannot be sent'))
  return sender
}

/** Texts a code already recorded by the user actor; `what` names it in logs. */
export async function textCode(
  caas: CaasContext,
  sender: SmsSender,
  to: Phone,
  text: string,
  log: { readonly what: string; readonly businessId: string },
): Promise<CodeStatus> {
  const outcome = await sender.send({ to: to.e164, text })
  const logged = { blindIndex: to.blindIndex, businessId: log.businessId, reason: outcome.kind === 'accepted' ? undefined : outcome.reason }
  if (outcome.kind === 'refused') {
    caas.payments.logger.warn(logged, `CaaS ${log.what} SMS refused by the provider; nothing was sent`)
    throw new RejectionError(
      reject('SMS_UNAVAILABLE', 'the SMS provider did not take the code; nothing was sent: request a new code after Retry-After'),
    )
  }
  // Unknown (timeout, provider 5xx): the code may still arrive, so it stays valid, but it is not reported as sent.
  if (outcome.kind === 'unknown') caas.payments.logger.warn(logged, `CaaS ${log.what} SMS outcome unknown`)
  return outcome.kind === 'accepted' ? 'CODE_SENT' : 'CODE_PENDING'
}
