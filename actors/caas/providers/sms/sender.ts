/**
 * Outgoing SMS behind one interface, with an honest outcome: a provider
 * that queued the message (`accepted`), one that definitely did not take it
 * (`refused`: nothing was sent, a retry is safe), or no answer we can trust
 * (`unknown`: a timeout or a 5xx after the request left, so the message may
 * still go out and must not be reported as sent, nor sent again blindly).
 */
export interface SmsMessage {
  /** E.164 number. Never logged in clear: maskPhone. */
  readonly to: string
  readonly text: string
}

export type SmsOutcome =
  | { readonly kind: 'accepted'; readonly id: string }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'unknown'; readonly reason: string }

export interface SmsSender {
  send(message: SmsMessage): Promise<SmsOutcome>
}

/** For logs: country code and last two digits only ("+44•••••••56"). */
export function maskPhone(e164: string): string {
  return `${e164.slice(0, 3)}${'•'.repeat(Math.max(0, e164.length - 5))}${e164.slice(-2)}`
}
