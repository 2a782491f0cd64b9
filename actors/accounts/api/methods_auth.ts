/**
 * Register, login (with throttling per account and client address, and
 * TOTP), refresh-token rotation, and the gateway's view of a dashboard user
 * (auth.resolveUser): access tokens are only proof of identity; what the
 * user may do is read from the user actor, so a removal or a permission
 * change holds from the next request on.
 */
import { loginGuardRef } from '../user/login_guard'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { RejectionError, reject } from '../../../platform/errors'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import { ACCESS_TOKEN_TTL_SEC } from '../../../platform/secrets/jwt'
import { normaliseEmail } from '../user/email_claim'
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../user/passwords'
import type { ActiveUser } from '../user/state'
import { accountKey, clientKey } from '../user/login_guard'
import type { GuardReply, LoginGuardCommand } from '../user/commands'
import { type AccessContext } from '../context'
import { unwrap } from '../../runtime/unwrap'
import { login, refresh, register } from './operations_auth'
import { resolveUser } from './operations_internal'
import { ROLE_PERMISSIONS, heldBy } from '../roles'
import { verifyTotp } from '../totp'

const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

const badCredentials = () => new RejectionError(reject('INVALID_CREDENTIALS', 'invalid email or password'))
const tooMany = (lockedUntilMs: number, nowMs: number) =>
  new RejectionError(
    reject('TOO_MANY_ATTEMPTS', `too many failed logins; retry in ${Math.max(1, Math.ceil((lockedUntilMs - nowMs) / 1000))} s`),
  )

export async function issueTokens(access: AccessContext, user: ActiveUser, familyId = randomUUID()) {
  const nowMs = access.payments.clock.nowMs()
  const refreshToken = `rt_${user.id}.${familyId}.${randomBytes(32).toString('base64url')}`
  await access.user(user.id, { type: 'login_succeeded', familyId, refreshHash: sha256(refreshToken), expiresAtMs: nowMs + REFRESH_TTL_MS })
  const accessToken = await access.jwt.sign(
    { userId: user.id, businessId: user.businessId, role: user.role, permissions: heldBy(user) },
    nowMs,
  )
  return { access_token: accessToken, refresh_token: refreshToken, expires_in: ACCESS_TOKEN_TTL_SEC, token_type: 'Bearer' }
}

export function authMethods(access: AccessContext): Record<string, MethodHandler> {
  const { clock } = access.payments
  return methodTable(
    implement(register, async (b) => {
      const email = normaliseEmail(b.email)
      const userId = randomUUID()
      const businessId = randomUUID()
      // Claim first: the email is ours before anything else exists, so a
      // concurrent registration with the same email gets 409, not a twin.
      await access.claim(email, { type: 'claim', userId, businessId })
      const passwordHash = await hashPassword(b.password)
      await access.merchant(businessId, { type: 'create', name: b.business_name, accountType: b.account_type, ownerUserId: userId })
      const user = await access.user(userId, {
        type: 'create',
        businessId,
        email,
        passwordHash,
        role: 'owner',
        permissions: ROLE_PERMISSIONS.owner,
      })
      await access.claim(email, { type: 'complete', userId })
      const tokens = await issueTokens(access, user)
      return {
        user_id: userId,
        business_id: businessId,
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token,
        expires_in: tokens.expires_in,
      }
    }),
    // Unknown and known e-mails take the same path: the same guard, one scrypt
    // verification (against a dummy hash when there is no active user), the same answers.
    implement(login, async (b) => {
      const email = normaliseEmail(b.email)
      const guardId = clientKey(b.client)
      const guard = async (command: LoginGuardCommand) => unwrap(await access.payments.host.ask(loginGuardRef(guardId), command))
      const account = accountKey(email)
      const locked = await guard({ type: 'check', account })
      if (locked.lockedUntilMs > 0) throw tooMany(locked.lockedUntilMs, clock.nowMs())
      const failed = async (error: RejectionError) => {
        const after = await guard({ type: 'failed', account })
        throw after.lockedUntilMs > 0 ? tooMany(after.lockedUntilMs, clock.nowMs()) : error
      }
      const claim = await access.claim(email, { type: 'get' }).catch(() => null)
      const found = claim?.status === 'completed' ? await access.user(claim.userId, { type: 'get' }).catch(() => null) : null
      const user = found?.status === 'active' ? found : null
      const passwordOk = await verifyPassword(b.password, user ? user.passwordHash : await DUMMY_HASH_PROMISE)
      if (!user || !passwordOk) return failed(badCredentials())
      if (user.totp.enabled) {
        if (!b.otp_code) throw new RejectionError(reject('OTP_REQUIRED', 'two-factor authentication is enabled: send otp_code'))
        if (!verifyTotp(access, user, b.otp_code)) return failed(new RejectionError(reject('INVALID_OTP', 'invalid two-factor code')))
      }
      await guard({ type: 'succeeded', account })
      const tokens = await issueTokens(access, user)
      return { access_token: tokens.access_token, refresh_token: tokens.refresh_token, expires_in: tokens.expires_in }
    }),
    implement(refresh, async ({ refresh_token: token }) => {
      const m = /^rt_([0-9a-f-]{36})\.([0-9a-f-]{36})\.[A-Za-z0-9_-]+$/.exec(token)
      const [, userId, familyId] = m ?? []
      if (userId === undefined || familyId === undefined)
        throw new RejectionError(reject('INVALID_REFRESH_TOKEN', 'refresh token is invalid or expired'))
      const nowMs = clock.nowMs()
      const next = `rt_${userId}.${familyId}.${randomBytes(32).toString('base64url')}`
      // A removed user's families are gone and the actor refuses it: answer like any dead token.
      const user = await access
        .user(userId, {
          type: 'rotate_refresh',
          familyId,
          presentedHash: sha256(token),
          newHash: sha256(next),
          expiresAtMs: nowMs + REFRESH_TTL_MS,
        })
        .catch((error: unknown) => {
          if (error instanceof RejectionError && error.rejection.code === 'USER_REMOVED')
            throw new RejectionError(reject('INVALID_REFRESH_TOKEN', 'refresh token is invalid or expired'))
          throw error
        })
      // A detected reuse revokes the family and is accepted as a decision; tell the caller no.
      if (user.families[familyId]?.revoked)
        throw new RejectionError(reject('INVALID_REFRESH_TOKEN', 'refresh token was already used; all sessions of this login were revoked'))
      const accessToken = await access.jwt.sign(
        { userId: user.id, businessId: user.businessId, role: user.role, permissions: heldBy(user) },
        nowMs,
      )
      return { access_token: accessToken, refresh_token: next, expires_in: ACCESS_TOKEN_TTL_SEC, token_type: 'Bearer' as const }
    }),
    /** Gateway cache misses for access tokens land here: is the user still a member, and what does it hold now. */
    implement(resolveUser, async ({ userId }) => {
      const user = await access.user(userId, { type: 'get' }).catch(() => null)
      if (!user || user.status !== 'active') return { found: false as const }
      return { found: true as const, userId: user.id, businessId: user.businessId, role: user.role, permissions: heldBy(user) }
    }),
  )
}
