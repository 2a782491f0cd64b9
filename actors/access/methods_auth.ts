/** Register, login (with throttling and TOTP), refresh-token rotation. */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { RejectionError, reject } from '../../platform/errors'
import type { MethodHandler } from '../../platform/module'
import { ACCESS_TOKEN_TTL_SEC } from '../../platform/secrets/jwt'
import { normaliseEmail } from '../user/email_claim'
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../user/passwords'
import type { ActiveUser } from '../user/state'
import { lockFor } from '../user/decide'
import type { AccessContext } from './context'
import { ROLE_PERMISSIONS } from './roles'
import { verifyTotp } from './totp'

const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

const badCredentials = () => new RejectionError(reject('INVALID_CREDENTIALS', 'invalid email or password'))

export async function issueTokens(access: AccessContext, user: ActiveUser, familyId = randomUUID()) {
  const nowMs = access.payments.clock.nowMs()
  const refreshToken = `rt_${user.id}.${familyId}.${randomBytes(32).toString('base64url')}`
  await access.user(user.id, { type: 'login_succeeded', familyId, refreshHash: sha256(refreshToken), expiresAtMs: nowMs + REFRESH_TTL_MS })
  const accessToken = await access.jwt.sign({ userId: user.id, businessId: user.businessId, role: user.role, permissions: user.permissions }, nowMs)
  return { access_token: accessToken, refresh_token: refreshToken, expires_in: ACCESS_TOKEN_TTL_SEC, token_type: 'Bearer' }
}

export function authMethods(access: AccessContext): Record<string, MethodHandler> {
  const { clock } = access.payments
  return {
    'auth.register': async (body) => {
      const b = body as { email: string; password: string; business_name: string; account_type: 'business' | 'individual' }
      const email = normaliseEmail(b.email)
      const userId = randomUUID()
      const businessId = randomUUID()
      // Claim first: the email is ours before anything else exists, so a
      // concurrent registration with the same email gets 409, not a twin.
      await access.claim(email, { type: 'claim', userId, businessId })
      const passwordHash = await hashPassword(b.password)
      await access.merchant(businessId, { type: 'create', name: b.business_name, accountType: b.account_type, ownerUserId: userId })
      const user = await access.user(userId, { type: 'create', businessId, email, passwordHash, role: 'owner', permissions: ROLE_PERMISSIONS.owner })
      await access.claim(email, { type: 'complete', userId })
      const tokens = await issueTokens(access, user)
      return { user_id: userId, business_id: businessId, access_token: tokens.access_token, refresh_token: tokens.refresh_token, expires_in: tokens.expires_in }
    },
    'auth.login': async (body) => {
      const b = body as { email: string; password: string; otp_code?: string }
      const claim = await access.claim(normaliseEmail(b.email), { type: 'get' }).catch(() => null)
      if (!claim || claim.status !== 'completed') {
        await verifyPassword(b.password, await DUMMY_HASH_PROMISE)
        throw badCredentials()
      }
      const user = await access.user(claim.userId, { type: 'get' })
      const nowMs = clock.nowMs()
      if (user.status !== 'active') throw badCredentials()
      if (user.lockedUntilMs > nowMs) {
        throw new RejectionError(reject('TOO_MANY_ATTEMPTS', `too many failed logins; retry in ${Math.ceil((user.lockedUntilMs - nowMs) / 1000)} s`))
      }
      if (!(await verifyPassword(b.password, user.passwordHash))) {
        const after = await access.user(user.id, { type: 'login_failed' })
        throw lockFor(after.failedLogins) > 0
          ? new RejectionError(reject('TOO_MANY_ATTEMPTS', 'too many failed logins; try again later'))
          : badCredentials()
      }
      if (user.totp.enabled) {
        if (!b.otp_code) throw new RejectionError(reject('OTP_REQUIRED', 'two-factor authentication is enabled: send otp_code'))
        if (!verifyTotp(access, user, b.otp_code)) {
          await access.user(user.id, { type: 'login_failed' })
          throw new RejectionError(reject('INVALID_OTP', 'invalid two-factor code'))
        }
      }
      const tokens = await issueTokens(access, user)
      return { access_token: tokens.access_token, refresh_token: tokens.refresh_token, expires_in: tokens.expires_in }
    },
    'auth.refresh': async (body) => {
      const token = (body as { refresh_token: string }).refresh_token
      const m = /^rt_([0-9a-f-]{36})\.([0-9a-f-]{36})\.[A-Za-z0-9_-]+$/.exec(token)
      if (!m) throw new RejectionError(reject('invalid_refresh_token', 'refresh token is invalid or expired'))
      const [, userId, familyId] = m as unknown as [string, string, string]
      const nowMs = clock.nowMs()
      const next = `rt_${userId}.${familyId}.${randomBytes(32).toString('base64url')}`
      const user = await access.user(userId, { type: 'rotate_refresh', familyId, presentedHash: sha256(token), newHash: sha256(next), expiresAtMs: nowMs + REFRESH_TTL_MS })
      // A detected reuse revokes the family and is accepted as a decision; tell the caller no.
      if (user.families[familyId]?.revoked) throw new RejectionError(reject('invalid_refresh_token', 'refresh token was already used; all sessions of this login were revoked'))
      const accessToken = await access.jwt.sign({ userId: user.id, businessId: user.businessId, role: user.role, permissions: user.permissions }, nowMs)
      return { access_token: accessToken, refresh_token: next, expires_in: ACCESS_TOKEN_TTL_SEC, token_type: 'Bearer' }
    },
  }
}
