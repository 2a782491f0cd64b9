/**
 * Dashboard access tokens: HS256 JWTs, 15 minutes, signed with a key derived
 * from the master key (so every gateway and payments node agrees without
 * another secret to distribute). Claims carry the user's business, role and
 * permissions for the client's information; the gateway trusts only the
 * identity and reads current permissions from the payments role (cached,
 * invalidated on change), so a removal or change holds at once.
 *
 * RFC 8725 (JWT best current practices): one algorithm, pinned on both sides
 * (a token naming `none` or RS256 is refused, not re-interpreted); explicit
 * typing (`typ: at+jwt`, RFC 9068) so no other JWT of ours can stand in for an
 * access token; issuer and audience set and checked; expiry always checked;
 * a 256-bit key derived for this use only.
 */
import { hkdfSync } from 'node:crypto'
import { SignJWT, jwtVerify } from 'jose'

export const ACCESS_TOKEN_TTL_SEC = 15 * 60
const ISSUER = 'platform'
const AUDIENCE = 'dashboard'
const TYPE = 'at+jwt'

export interface AccessClaims {
  readonly userId: string
  readonly businessId: string
  readonly role: string
  readonly permissions: readonly string[]
}

export class JwtKeys {
  private readonly key: Uint8Array

  constructor(masterKey: Buffer) {
    this.key = new Uint8Array(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'platform/jwt', 32))
  }

  async sign(claims: AccessClaims, nowMs: number): Promise<string> {
    const iat = Math.floor(nowMs / 1000)
    return new SignJWT({ bid: claims.businessId, role: claims.role, perms: claims.permissions, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: TYPE })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(claims.userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_SEC)
      .sign(this.key)
  }

  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        typ: TYPE,
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
      })
      if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.bid !== 'string') return null
      return {
        userId: payload.sub,
        businessId: payload.bid,
        role: String(payload.role),
        permissions: Array.isArray(payload.perms) ? payload.perms.map(String) : [],
      }
    } catch {
      return null
    }
  }
}
