/**
 * How CaaS reaches an end user by SMS (consent codes, funds received on an
 * unaffiliated number): one sender per environment. Sandbox keys text the
 * Twilio simulator only (SMS_SANDBOX_URL), never a real phone; live keys
 * text through SMS_PROVIDER, and outside production fall back to the
 * simulator. A missing sender is null: the caller says so (503
 * SMS_NOT_CONFIGURED) instead of pretending. The memory sender is for tests.
 */
import type { SmsConfig } from './providers/sms/config'
import type { SmsMessage, SmsOutcome, SmsSender } from './providers/sms/sender'
import { TwilioSms } from './providers/sms/twilio'
import type { CaasMode } from './user/state'

export type CaasSmsSenders = Readonly<Record<CaasMode, SmsSender | null>>

export function caasSmsSenders(config: SmsConfig, production: boolean): CaasSmsSenders {
  const sandbox = config.sandbox ? new TwilioSms(config.sandbox) : null
  return { test: sandbox, live: config.live ? new TwilioSms(config.live) : production ? null : sandbox }
}

/** Sends with the environment's sender; without one the outcome says so (`not_configured`), nothing pretends. */
export async function textOrSay(
  sender: SmsSender | null,
  message: SmsMessage,
): Promise<SmsOutcome | { kind: 'not_configured'; reason: string }> {
  return sender ? sender.send(message) : { kind: 'not_configured', reason: 'no SMS provider is configured for this environment' }
}

/** The environment of a caas_user actor id (`test:<blind index>` or `live:<blind index>`). */
export const modeOfUser = (userId: string): CaasMode => (userId.startsWith('test:') ? 'test' : 'live')

/** The SMS an unaffiliated user gets instead of a merchant's transfer.received (spec). `amount` is already in wire form. */
export function fundsReceivedText(amount: string, token: string): string {
  return `You received ${amount} ${token}. Open a wallet app of our partners with this number to use it.`
}

export class MemorySmsSender implements SmsSender {
  readonly sent: SmsMessage[] = []

  async send(message: SmsMessage): Promise<SmsOutcome> {
    this.sent.push(message)
    return { kind: 'accepted', id: `SM${this.sent.length}` }
  }
}
