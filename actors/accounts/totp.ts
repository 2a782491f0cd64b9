/** TOTP (RFC 6238) through otpauth: 6 digits, 30 s, one step of clock drift either way. */
import { Secret, TOTP } from 'otpauth'
import type { ActiveUser } from './user/state'
import { RejectionError, reject } from '../../platform/errors'
import type { AccessContext } from './context'

export function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({ issuer: 'Payments Platform', label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) })
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

export function verifyTotp(access: AccessContext, user: ActiveUser, code: string): boolean {
  if (!user.totp.sealedSecret) return false
  const secret = access.totpSealer.open(user.totp.sealedSecret, user.id)
  return totpFor(secret, user.email).validate({ token: code, timestamp: access.payments.clock.nowMs(), window: 1 }) !== null
}

const STEP_MS = 30_000

/**
 * Checks a code for a sensitive operation and records the outcome in the
 * user actor: a wrong code counts toward a lock (5 in a row, 15 minutes),
 * and a right one can be used once (its time step is remembered), so a
 * code seen over a shoulder or in a log cannot be replayed. Throws
 * INVALID_OTP, OTP_REUSED or TOO_MANY_ATTEMPTS.
 */
export async function checkTotp(access: AccessContext, user: ActiveUser, code: string, field: string): Promise<void> {
  const nowMs = access.payments.clock.nowMs()
  const delta = user.totp.sealedSecret
    ? totpFor(access.totpSealer.open(user.totp.sealedSecret, user.id), user.email).validate({ token: code, timestamp: nowMs, window: 1 })
    : null
  const step = delta === null ? null : Math.floor(nowMs / STEP_MS) + delta
  await access.user(user.id, { type: 'otp_checked', step })
  if (step === null) throw new RejectionError(reject('INVALID_OTP', 'invalid two-factor code', field))
}
