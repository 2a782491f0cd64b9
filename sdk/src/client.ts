/**
 * The REST client: openapi-fetch over the types generated from the platform's /openapi.json, so every
 * path, parameter, body, answer and error is checked by the compiler. One client per credential:
 * an API key (merchant server: payments `test_sk_`/`live_sk_`, CaaS `svc_sk_test_`/`svc_sk_live_`),
 * a dashboard access token (JWT), or the admin token (operators and development set-up).
 */
import createClient, { type Client } from 'openapi-fetch'
import { assertEnvironment, keyInfo, type Environment, type KeyInfo } from './keys'
import type { paths } from './schema'

export type PlatformClient = Client<paths>

export interface ClientOptions {
  /** Base address of the gateway, e.g. `http://localhost:8080` (no trailing path). */
  readonly baseUrl: string
  readonly apiKey?: string
  readonly accessToken?: string
  readonly adminToken?: string
  /** Refuse to build the client when the API key is not of this environment. */
  readonly expectEnvironment?: Environment
  /** Another fetch (tests, proxies); defaults to the global one. */
  readonly fetch?: (input: Request) => Promise<Response>
}

export interface Platform {
  readonly api: PlatformClient
  /** Product and environment of the API key, when the client has one. */
  readonly key: KeyInfo | undefined
}

export function createPlatformClient(options: ClientOptions): Platform {
  const headers: Record<string, string> = {}
  if (options.apiKey) {
    if (options.expectEnvironment) assertEnvironment(options.apiKey, options.expectEnvironment)
    headers['X-API-Key'] = options.apiKey
  }
  if (options.accessToken) headers['Authorization'] = `Bearer ${options.accessToken}`
  if (options.adminToken) headers['X-Admin-Token'] = options.adminToken
  const api = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  return { api, key: options.apiKey ? keyInfo(options.apiKey) : undefined }
}
