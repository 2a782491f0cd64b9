/**
 * SMS through Twilio's Messages API (the real wire shape, so the same
 * adapter talks to Twilio and to twilio_simulator.ts):
 *   POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json
 *   HTTP Basic AccountSid:AuthToken, form-encoded To, From | MessagingServiceSid, Body
 *   201 {sid: "SM…", status: "queued", …}; errors {code, message, more_info, status}
 *
 * The outcome is honest (sender.ts): a 4xx or a connection that never
 * opened is `refused` (nothing was sent); a timeout or a 5xx is `unknown`,
 * because Twilio may have queued the message before the answer was lost.
 */
import type { SmsMessage, SmsOutcome, SmsSender } from './sender'
import { field } from '../../../../platform/json_object'

export interface TwilioOptions {
  /** https://api.twilio.com, or a simulator's address. */
  readonly baseUrl: string
  readonly accountSid: string
  readonly authToken: string
  /** Exactly one of `from` (a number or alphanumeric sender id) and `messagingServiceSid`. */
  readonly from?: string
  readonly messagingServiceSid?: string
  readonly timeoutMs: number
}

// Errors raised before any byte reached the provider: the message certainly was not sent.
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])

function causeCode(error: unknown): string | undefined {
  const code = field(error, 'cause', 'code')
  return typeof code === 'string' ? code : undefined
}

export class TwilioSms implements SmsSender {
  private readonly url: string
  private readonly authorization: string

  constructor(private readonly options: TwilioOptions) {
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`
    this.authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`
  }

  async send(message: SmsMessage): Promise<SmsOutcome> {
    const form = new URLSearchParams({ To: message.to, Body: message.text })
    if (this.options.messagingServiceSid) form.set('MessagingServiceSid', this.options.messagingServiceSid)
    else form.set('From', this.options.from ?? '')
    let res: Response
    try {
      res = await fetch(this.url, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs),
        headers: { authorization: this.authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      })
    } catch (error) {
      const code = causeCode(error)
      if (code && NEVER_CONNECTED.has(code)) return { kind: 'refused', reason: `SMS provider unreachable (${code})` }
      return {
        kind: 'unknown',
        reason: `no answer from the SMS provider: ${error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : error instanceof Error ? error.message : String(error)}`,
      }
    }
    const body: unknown = await res.json().catch(() => null)
    const sid = field(body, 'sid')
    if (res.status >= 500) return { kind: 'unknown', reason: `SMS provider answered ${res.status}` }
    if (res.ok && typeof sid === 'string') return { kind: 'accepted', id: sid }
    if (res.ok) return { kind: 'unknown', reason: `SMS provider answered ${res.status} without a message sid` }
    return {
      kind: 'refused',
      reason: `SMS provider refused the message (${res.status}, code ${String(field(body, 'code') ?? '?')}): ${String(field(body, 'message') ?? '')}`,
    }
  }
}
