/**
 * Signing remittance transfer requests: the `X-Transfer-Signature` header, version 1 (docs/remittance.md,
 * "Signing transfer requests"):
 *
 *   X-Transfer-Signature: t=<unix seconds>,n=<nonce>,k=<key id>,v1=<hex>[,v1=<hex>]
 *   v1 = hex(HMAC-SHA256(secret, "v1\n" + t + "\n" + n + "\n" + METHOD + "\n" + path?query + "\n" + hex(SHA-256(body))))
 *
 * Sign the exact bytes you send (serialise the body once, sign it, send that string). A retry is signed anew
 * (a new t and nonce) and keeps its Idempotency-Key. While rotating, pass both secrets: one v1 each.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'

export interface SignTransferInput {
  /** The signing key id (`tsk_test_…` or `tsk_live_…`) from the dashboard's settings. */
  readonly keyId: string
  /** Its secret (`tss_…`), or the old and the new one during a rotation. */
  readonly secrets: string | readonly string[]
  readonly method: string
  /** The path with its query as sent: `/api/v1/remittance/transfer`. */
  readonly path: string
  /** The exact body bytes sent. */
  readonly body: string | Uint8Array
  /** Default: now. */
  readonly nowMs?: number
  /** Default: 16 random bytes, base64url (22 characters). */
  readonly nonce?: string
}

export function signTransferRequest(input: SignTransferInput): string {
  const t = Math.floor((input.nowMs ?? Date.now()) / 1000)
  const nonce = input.nonce ?? randomBytes(16).toString('base64url')
  const digest = createHash('sha256').update(input.body).digest('hex')
  const text = `v1\n${t}\n${nonce}\n${input.method.toUpperCase()}\n${input.path}\n${digest}`
  const secrets = typeof input.secrets === 'string' ? [input.secrets] : input.secrets
  const v1 = secrets.map((s) => `v1=${createHmac('sha256', s).update(text).digest('hex')}`)
  return [`t=${t}`, `n=${nonce}`, `k=${input.keyId}`, ...v1].join(',')
}
