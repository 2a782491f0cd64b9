/**
 * Who may use the internal gRPC link. Every stream or unary call carries a
 * token in metadata: `base64url(payload).base64url(mac)`, where payload is
 * `v1|audience|subject|issuedAtMs|nonce` and mac its HMAC-SHA256 under the
 * audience's key (platform/secrets/link_keys.ts). The server checks it when
 * the stream opens, before reading any frame: the MAC (constant time), an
 * issue time within the validity window either side of its clock (skew), and
 * a nonce it has not accepted before, so a token seen on the wire cannot
 * open a second stream. The audience picks the method table the stream may
 * reach; a gateway token cannot reach a peer method.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { LINK_AUDIENCES, type LinkAudience, type LinkKeys } from '../../platform/secrets/link_keys'

export const LINK_TOKEN_METADATA = 'x-link-token'
export const LINK_TOKEN_VALIDITY_MS = 60_000
const VERSION = 'v1'

type LinkRefusal = 'missing' | 'malformed' | 'bad_signature' | 'expired' | 'replayed'
export type LinkVerdict = { ok: true; audience: LinkAudience; subject: string } | { ok: false; reason: LinkRefusal }

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest()
}

/** A fresh token for one stream or call to `audience`; `subject` names the caller (a role or host id) for the server's log. */
export function mintLinkToken(
  keys: LinkKeys,
  audience: LinkAudience,
  subject: string,
  nowMs: number,
  nonce = randomBytes(16).toString('base64url'),
): string {
  if (subject.includes('|') || nonce.includes('|')) throw new Error('link token fields must not contain "|"')
  const payload = [VERSION, audience, subject, String(nowMs), nonce].join('|')
  return `${Buffer.from(payload).toString('base64url')}.${mac(keys[audience], payload).toString('base64url')}`
}

/** Checks tokens for one server; remembers the nonces it accepted until their tokens expire. */
export class LinkVerifier {
  private readonly accepted = new Map<string, number>()

  constructor(
    private readonly keys: LinkKeys,
    private readonly nowMs: () => number,
    private readonly validityMs = LINK_TOKEN_VALIDITY_MS,
  ) {}

  verify(token: string | undefined): LinkVerdict {
    if (!token) return { ok: false, reason: 'missing' }
    const [encoded, signature, extra] = token.split('.')
    if (!encoded || !signature || extra !== undefined) return { ok: false, reason: 'malformed' }
    const payload = Buffer.from(encoded, 'base64url').toString('utf8')
    const [version, named, subject, issuedAt, nonce, rest] = payload.split('|')
    const audience = LINK_AUDIENCES.find((a) => a === named)
    const issuedAtMs = Number(issuedAt)
    if (
      version !== VERSION ||
      audience === undefined ||
      subject === undefined ||
      !nonce ||
      rest !== undefined ||
      !Number.isSafeInteger(issuedAtMs)
    ) {
      return { ok: false, reason: 'malformed' }
    }
    const expected = mac(this.keys[audience], payload)
    const given = Buffer.from(signature, 'base64url')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad_signature' }
    const now = this.nowMs()
    if (Math.abs(now - issuedAtMs) > this.validityMs) return { ok: false, reason: 'expired' }
    this.forgetExpired(now)
    if (this.accepted.has(nonce)) return { ok: false, reason: 'replayed' }
    this.accepted.set(nonce, issuedAtMs + this.validityMs)
    return { ok: true, audience, subject }
  }

  // Only tokens with a valid MAC are remembered, and only for one window: the map stays as small as the
  // number of streams opened in a minute, which is a handful per gateway and peer.
  private forgetExpired(nowMs: number): void {
    for (const [nonce, expiresAtMs] of this.accepted) if (expiresAtMs < nowMs) this.accepted.delete(nonce)
  }
}
