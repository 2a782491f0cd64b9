/**
 * What an API key tells: created, rotated (new secret, same id) or revoked, by key and merchant (never the secret or
 * its hash). Nobody subscribes to them today; they are for operators and the event stream.
 */
import { kindEvents } from '../../runtime/events'

/** Which key of which merchant. */
interface KeyNotice {
  readonly keyId: string
  readonly businessId: string
}

type ApiKeyEvents = {
  readonly 'apikey.created': KeyNotice
  readonly 'apikey.rotated': KeyNotice
  readonly 'apikey.revoked': KeyNotice
}

export const apiKeyEvents = kindEvents<ApiKeyEvents>('apikey')
