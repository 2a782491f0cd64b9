/** TOTP (RFC 6238) through otpauth: 6 digits, 30 s, one step of clock drift either way. */
import { Secret, TOTP } from 'otpauth'
import type { ActiveUser } from '../user/state'
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
