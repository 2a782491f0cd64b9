/**
 * API keys decide the environment by their prefix alone (spec, API keys rules 1 and 4): `test_sk_` and
 * `svc_sk_test_` reach the sandbox, `live_sk_` and `svc_sk_live_` production. Swapping keys, not code,
 * moves an integration from test to live; `expectEnvironment` makes a wrong key fail before any request.
 */
export type Product = 'payments' | 'caas'
export type Environment = 'test' | 'live'

export interface KeyInfo {
  readonly product: Product
  /** `legacy` for a payments key without prefix: its environment follows `POST /api/v1/api-keys/toggle-sandbox`. */
  readonly environment: Environment | 'legacy'
}

const PREFIXES: ReadonlyArray<readonly [string, KeyInfo]> = [
  ['svc_sk_test_', { product: 'caas', environment: 'test' }],
  ['svc_sk_live_', { product: 'caas', environment: 'live' }],
  ['test_sk_', { product: 'payments', environment: 'test' }],
  ['live_sk_', { product: 'payments', environment: 'live' }],
]

export function keyInfo(apiKey: string): KeyInfo {
  const found = PREFIXES.find(([prefix]) => apiKey.startsWith(prefix))
  return found ? found[1] : { product: 'payments', environment: 'legacy' }
}

/** Throws when the key is not of the expected environment (a live key in a test run, or the reverse). */
export function assertEnvironment(apiKey: string, expected: Environment): void {
  const { environment } = keyInfo(apiKey)
  if (environment !== expected) throw new Error(`expected a ${expected} key, got a ${environment} one`)
}
