/**
 * @bitauth/libauth is an ES module with top-level await (it instantiates its
 * WASM secp256k1 and hashes on load), which `require` cannot load; this one
 * place imports it with a real dynamic import and caches the promise.
 */
export type Libauth = typeof import('@bitauth/libauth', { with: { 'resolution-mode': 'import' } })

let loading: Promise<Libauth> | undefined

export function loadLibauth(): Promise<Libauth> {
  loading ??= import('@bitauth/libauth')
  return loading
}
