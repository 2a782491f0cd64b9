/**
 * The user state machine. Refresh tokens rotate on every use; presenting an
 * already-rotated token revokes its whole family. Login throttling is not
 * here but per (account, client address) in login_guard.ts, so nobody can
 * lock an account out from elsewhere.
 */
import { auditEvent } from '../../../platform/audit'
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, refTo } from '../../runtime/types'
import type { ActiveUser, UserState } from './state'
import type { UserCommand } from './commands'
import { userEvents } from './events'
import type { UserRejection } from './rejections'
import { userReadModel } from './read_model'

const USED_HASHES_KEPT = 20

export function decideUser(state: UserState, command: UserCommand, nowMs: number): Decision<UserState, ActiveUser, UserRejection> {
  if (command.type === 'create') {
    if (state.status !== 'new') return unchanged(state)
    const next: ActiveUser = {
      status: 'active',
      id: state.id,
      businessId: command.businessId,
      email: command.email,
      firstName: command.firstName ?? '',
      lastName: command.lastName ?? '',
      passwordHash: command.passwordHash,
      role: command.role,
      permissions: [...command.permissions],
      families: {},
      totp: { sealedSecret: null, enabled: false },
      createdAtMs: nowMs,
    }
    return accepted(next, next, [
      userEvents.event('user.created', { userId: state.id, businessId: command.businessId, role: command.role }),
    ])
  }
  if (state.status === 'new') return rejected(reject('USER_NOT_FOUND', 'user not found'))
  const u = state
  if (command.type === 'get') return unchanged(u)
  if (u.status === 'removed') return rejected(reject('USER_REMOVED', 'this user was removed from the team'))
  switch (command.type) {
    case 'login_succeeded': {
      const next = {
        ...u,
        families: {
          ...liveFamilies(u, nowMs),
          [command.familyId]: { currentHash: command.refreshHash, usedHashes: [], revoked: false, expiresAtMs: command.expiresAtMs },
        },
      }
      return accepted(next, next)
    }
    case 'rotate_refresh': {
      const family = u.families[command.familyId]
      if (!family || family.revoked || family.expiresAtMs <= nowMs)
        return rejected(reject('INVALID_REFRESH_TOKEN', 'refresh token is invalid or expired'))
      if (family.currentHash !== command.presentedHash) {
        if (!family.usedHashes.includes(command.presentedHash))
          return rejected(reject('INVALID_REFRESH_TOKEN', 'refresh token is invalid or expired'))
        // Reuse of a rotated token: someone else holds a copy. Revoke the family.
        const next = { ...u, families: { ...u.families, [command.familyId]: { ...family, revoked: true } } }
        return accepted(next, next, [userEvents.event('user.refresh_reuse_detected', { userId: u.id, familyId: command.familyId })])
      }
      const rotated = {
        currentHash: command.newHash,
        usedHashes: [...family.usedHashes.slice(-(USED_HASHES_KEPT - 1)), family.currentHash],
        revoked: false,
        expiresAtMs: command.expiresAtMs,
      }
      const next = { ...u, families: { ...u.families, [command.familyId]: rotated } }
      return accepted(next, next)
    }
    case 'set_totp_secret': {
      if (u.totp.enabled) return rejected(reject('2FA_ALREADY_ENABLED', 'two-factor authentication is already enabled; disable it first'))
      const next = { ...u, totp: { sealedSecret: command.sealedSecret, enabled: false } }
      return accepted(next, next)
    }
    case 'enable_totp': {
      if (!u.totp.sealedSecret) return rejected(reject('2FA_NOT_SET_UP', 'run /api/v1/auth/2fa/setup first'))
      const next = { ...u, totp: { ...u.totp, enabled: true } }
      return accepted(next, next, [userEvents.event('user.2fa_enabled', { userId: u.id })])
    }
    case 'otp_checked': {
      if ((u.totp.lockedUntilMs ?? 0) > nowMs)
        return rejected(reject('TOO_MANY_ATTEMPTS', 'too many wrong two-factor codes; try again later'))
      if (command.step === null) {
        // A wrong code is remembered (accepted, so it is durable); the caller answers INVALID_OTP.
        const failures = (u.totp.failures ?? 0) + 1
        const locked = failures >= OTP_FAILURES_MAX
        const next = { ...u, totp: { ...u.totp, failures: locked ? 0 : failures, lockedUntilMs: locked ? nowMs + OTP_LOCK_MS : 0 } }
        return accepted(next, next)
      }
      if (command.step <= (u.totp.lastStep ?? -1))
        return rejected(reject('OTP_REUSED', 'this two-factor code was already used; wait for the next one'))
      const next = { ...u, totp: { ...u.totp, failures: 0, lockedUntilMs: 0, lastStep: command.step } }
      return accepted(next, next)
    }
    case 'disable_totp': {
      const next = { ...u, totp: { sealedSecret: null, enabled: false } }
      return accepted(next, next, [userEvents.event('user.2fa_disabled', { userId: u.id })])
    }
    case 'set_permissions': {
      const next = { ...u, permissions: [...command.permissions] }
      return accepted(next, next, [
        auditEvent({
          businessId: u.businessId,
          action: 'member.permissions_changed',
          by: command.by,
          target: { type: 'member', id: u.id },
          changes: { email: u.email, permissions: { from: [...u.permissions], to: [...command.permissions] } },
        }),
      ])
    }
    case 'remove': {
      const next: ActiveUser = { ...u, status: 'removed', families: {} }
      return accepted(next, next, [
        userEvents.event('user.removed', { userId: u.id, businessId: u.businessId }),
        auditEvent({
          businessId: u.businessId,
          action: 'member.removed',
          by: command.by,
          target: { type: 'member', id: u.id },
          changes: { email: u.email, role: u.role, permissions: [...u.permissions] },
        }),
      ])
    }
  }
}

/** Wrong two-factor codes in a row before the check locks, and for how long: 10^6 codes cannot be walked at 5 per 15 minutes. */
export const OTP_FAILURES_MAX = 5
export const OTP_LOCK_MS = 15 * 60_000

function liveFamilies(u: ActiveUser, nowMs: number) {
  return Object.fromEntries(Object.entries(u.families).filter(([, f]) => !f.revoked && f.expiresAtMs > nowMs))
}

export const userKind: ActorKind<UserState, UserCommand, ActiveUser> = {
  kind: 'user',
  initial: (id) => ({ status: 'new', id }),
  decide: decideUser,
  readModel: userReadModel,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const userRef = (id: string) => refTo(userKind, id)
