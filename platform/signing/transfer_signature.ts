/**
 * `X-Transfer-Signature`, version 1: how a merchant signs a request that moves money (docs/remittance.md,
 * "Signing transfer requests"). Stripe's header syntax, AWS SigV4's five-minute window, RFC 9421's covered
 * components (method, path with query, a digest of the body), so it maps onto HTTP Message Signatures:
 *
 *   X-Transfer-Signature: t=<unix seconds>,n=<nonce>,k=<key id>,v1=<hex>[,v1=<hex>]
 *   v1 = hex(HMAC-SHA256(secret, "v1\n" + t + "\n" + n + "\n" + METHOD + "\n" + path?query + "\n" + hex(SHA-256(body))))
 *
 * Pure: parsing, the string to sign, signing and the constant-time match. Which keys exist and which nonces were
 * seen is the caller's (actors/remittance/signing). The checks run in a fixed order, each with its own code, so a
 * signer learns exactly what to fix and nothing about a key it does not hold:
 *   malformed (400 SIGNATURE_MALFORMED) → unknown key (401 SIGNATURE_KEY_UNKNOWN) → outside ±300 s
 *   (401 SIGNATURE_EXPIRED) → no v1 matches (401 SIGNATURE_MISMATCH) → nonce seen (409 SIGNATURE_REPLAYED).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** How far a signature's time may be from ours, either way (AWS SigV4 and Stripe: five minutes). */
const SIGNATURE_TOLERANCE_S = 300
/** How long a nonce is remembered: twice the tolerance, so no signature still in its window can be replayed. */
export const NONCE_MEMORY_S = 2 * SIGNATURE_TOLERANCE_S
/** A nonce: 22 to 64 base64url characters (22 is 128 random bits). */
const NONCE = /^[A-Za-z0-9_-]{22,64}$/
/** A key id as the platform issues them. */
const KEY_ID = /^tsk_(test|live)_[0-9a-f]{24}$/
const HEX64 = /^[0-9a-f]{64}$/
/** A signer rotating keys sends one v1 per active key: never more than two are active. */
const MAX_SIGNATURES = 2

export interface ParsedSignature {
  readonly t: number
  readonly nonce: string
  readonly keyId: string
  readonly v1: readonly string[]
}

export interface SignedRequest {
  /** Upper case, as sent: "POST". */
  readonly method: string
  /** The path with its query exactly as sent, percent-encoding and all: "/api/v1/remittance/transfer". */
  readonly pathWithQuery: string
  readonly body: Buffer
}

/** The header read, or why it is malformed. */
export function parseSignature(header: string | undefined): ParsedSignature | { readonly malformed: string } {
  if (header === undefined || header.trim() === '') return { malformed: 'X-Transfer-Signature is missing' }
  if (header.length > 512) return { malformed: 'X-Transfer-Signature is too long' }
  let t: string | undefined
  let nonce: string | undefined
  let keyId: string | undefined
  const v1: string[] = []
  for (const part of header.split(',')) {
    const eq = part.indexOf('=')
    if (eq <= 0) return { malformed: `"${part.trim().slice(0, 20)}" is not name=value` }
    const name = part.slice(0, eq).trim()
    const value = part.slice(eq + 1).trim()
    if (name === 'v1') v1.push(value)
    else if (name === 't' || name === 'n' || name === 'k') {
      if ((name === 't' ? t : name === 'n' ? nonce : keyId) !== undefined) return { malformed: `${name} appears twice` }
      if (name === 't') t = value
      else if (name === 'n') nonce = value
      else keyId = value
    }
    // Other names are a later version's: ignored, as Stripe's header allows (v0, v2 ...).
  }
  if (t === undefined || !/^[0-9]{1,12}$/.test(t)) return { malformed: 't must be the unix time in seconds' }
  if (nonce === undefined || !NONCE.test(nonce)) return { malformed: 'n must be 22 to 64 base64url characters' }
  if (keyId === undefined || !KEY_ID.test(keyId)) return { malformed: 'k must be a signing key id (tsk_...)' }
  if (v1.length === 0) return { malformed: 'no v1 signature' }
  if (v1.length > MAX_SIGNATURES) return { malformed: `at most ${MAX_SIGNATURES} v1 signatures` }
  if (!v1.every((s) => HEX64.test(s))) return { malformed: 'v1 must be 64 lower-case hex characters' }
  return { t: Number(t), nonce, keyId, v1 }
}

/** The exact text the HMAC covers. */
export function stringToSign(t: number, nonce: string, request: SignedRequest): string {
  const bodyDigest = createHash('sha256').update(request.body).digest('hex')
  return `v1\n${t}\n${nonce}\n${request.method.toUpperCase()}\n${request.pathWithQuery}\n${bodyDigest}`
}

function signatureV1(secret: string, t: number, nonce: string, request: SignedRequest): string {
  return createHmac('sha256', secret)
    .update(stringToSign(t, nonce, request))
    .digest('hex')
}

/** The header a signer sends: one v1 per secret (two while rotating, the key id is the first's). */
export function signatureHeader(keyId: string, secrets: readonly string[], t: number, nonce: string, request: SignedRequest): string {
  const parts = secrets.map((s) => `v1=${signatureV1(s, t, nonce, request)}`)
  return [`t=${t}`, `n=${nonce}`, `k=${keyId}`, ...parts].join(',')
}

/** Whether the time is inside the window around now. */
export function isFresh(t: number, nowMs: number): boolean {
  return Math.abs(Math.floor(nowMs / 1000) - t) <= SIGNATURE_TOLERANCE_S
}

/**
 * Whether any v1 is a signature of the request under any of the merchant's active secrets (one, or two during a
 * rotation, so a signer may send either or both): every pair compared in constant time, none skipped.
 */
export function anyMatches(secrets: readonly string[], parsed: ParsedSignature, request: SignedRequest): boolean {
  let match = false
  for (const secret of secrets) {
    const expected = Buffer.from(signatureV1(secret, parsed.t, parsed.nonce, request), 'hex')
    for (const candidate of parsed.v1) match = timingSafeEqual(expected, Buffer.from(candidate, 'hex')) || match
  }
  return match
}
