/**
 * Structured logs (pino). Secrets never reach a log line: the redaction list
 * covers every field name the platform uses for them, at any depth we log.
 */
import pino, { type Logger } from 'pino'

const SECRET_FIELDS = [
  'mnemonic',
  'seed',
  'private_key',
  'privateKey',
  'secret',
  'webhook_secret',
  'password',
  'api_key',
  'apiKey',
  'key',
  'token',
  'access_token',
  'refresh_token',
  'otp_code',
  'masterKey',
  'authorization',
  'x-api-key',
  'x-admin-token',
  'x-authorization',
]

const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => `*.${f}`),
  ...SECRET_FIELDS.map((f) => `*.*.${f}`),
  ...SECRET_FIELDS.map((f) => `req.headers["${f}"]`),
]

export function createLogger(level: string, name: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, name, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, base: { role: name } }, destination)
}

export type { Logger }
