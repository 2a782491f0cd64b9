/**
 * SMS configuration from the environment, validated once:
 *   SMS_PROVIDER                  "twilio" for real SMS; unset: none (production then answers 503 SMS_NOT_CONFIGURED)
 *   TWILIO_BASE_URL               default https://api.twilio.com
 *   TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN   required with SMS_PROVIDER=twilio
 *   TWILIO_FROM | TWILIO_MESSAGING_SERVICE_SID   one of them, required with SMS_PROVIDER=twilio
 *   SMS_TIMEOUT_MS                how long to wait for the provider (default 10 s); past it the outcome is unknown
 *   SMS_SANDBOX_URL               a Twilio-shaped simulator for sandbox keys, credentials in the URL
 *                                 (http://AC…:token@127.0.0.1:8083); `npm start` sets it to the simulator it starts
 * Sandbox keys never send a real SMS: they use SMS_SANDBOX_URL or nothing.
 */
import { PlatformError } from '../../../../platform/errors'
import type { TwilioOptions } from './twilio'
import { platformNumber } from '../../../../platform/config_variables'

export interface SmsConfig {
  /** Real SMS for live keys; undefined when SMS_PROVIDER is unset. */
  readonly live: TwilioOptions | undefined
  /** The simulator sandbox keys use; undefined when SMS_SANDBOX_URL is unset. */
  readonly sandbox: TwilioOptions | undefined
}

/** The number a simulator's messages come from (Twilio's magic test "From" number). */
const SANDBOX_FROM = '+15005550006'

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]
  if (!value) throw new PlatformError('config_missing', `SMS_PROVIDER=twilio requires ${name}`)
  return value
}

/** A base URL with the credentials as its user info, as SMS_SANDBOX_URL carries them. */
export function twilioFromUrl(raw: string, timeoutMs: number, name = 'SMS_SANDBOX_URL'): TwilioOptions {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new PlatformError('config_invalid', `${name} must be a URL`)
  }
  if (!url.username || !url.password) throw new PlatformError('config_invalid', `${name} must carry AccountSid:AuthToken as its user info`)
  const accountSid = decodeURIComponent(url.username)
  const authToken = decodeURIComponent(url.password)
  url.username = ''
  url.password = ''
  return { baseUrl: url.origin + url.pathname.replace(/\/+$/, ''), accountSid, authToken, from: SANDBOX_FROM, timeoutMs }
}

export function loadSmsConfig(env: NodeJS.ProcessEnv): SmsConfig {
  const timeoutMs = platformNumber('SMS_TIMEOUT_MS', env)
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0)
    throw new PlatformError('config_invalid', 'SMS_TIMEOUT_MS must be a positive integer')
  const provider = env.SMS_PROVIDER || undefined
  if (provider !== undefined && provider !== 'twilio')
    throw new PlatformError('config_invalid', `SMS_PROVIDER must be "twilio" or unset, got "${provider}"`)
  let live: TwilioOptions | undefined
  if (provider === 'twilio') {
    const from = env.TWILIO_FROM || undefined
    const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID || undefined
    if (!from === !messagingServiceSid) {
      throw new PlatformError('config_invalid', 'SMS_PROVIDER=twilio requires exactly one of TWILIO_FROM and TWILIO_MESSAGING_SERVICE_SID')
    }
    live = {
      baseUrl: env.TWILIO_BASE_URL || 'https://api.twilio.com',
      timeoutMs,
      accountSid: required(env, 'TWILIO_ACCOUNT_SID'),
      authToken: required(env, 'TWILIO_AUTH_TOKEN'),
      ...(from ? { from } : { messagingServiceSid: messagingServiceSid! }),
    }
  }
  return { live, sandbox: env.SMS_SANDBOX_URL ? twilioFromUrl(env.SMS_SANDBOX_URL, timeoutMs) : undefined }
}
