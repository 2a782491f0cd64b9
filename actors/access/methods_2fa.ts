/** Two-factor authentication: setup returns an otpauth URI; enable and disable need a valid code. */
import { RejectionError, reject } from '../../platform/errors'
import type { MethodHandler } from '../../platform/module'
import type { AccessContext } from './context'
import { checkTotp, newTotpSecret, totpFor } from './totp'

export function twoFactorMethods(access: AccessContext): Record<string, MethodHandler> {
  const user = (id: string) => access.user(id, { type: 'get' })
  const requireUser = (userId: string) => {
    if (!userId) throw new RejectionError(reject('UNAUTHORIZED', 'a dashboard user is required'))
    return userId
  }
  return {
    '2fa.status': async (_body, caller) => {
      const u = await user(requireUser(caller.userId))
      return { enabled: u.totp.enabled, verified: u.totp.enabled }
    },
    '2fa.setup': async (_body, caller) => {
      const u = await user(requireUser(caller.userId))
      const secret = newTotpSecret()
      await access.user(u.id, { type: 'set_totp_secret', sealedSecret: access.totpSealer.seal(secret, u.id) })
      return { secret, qr_code_url: totpFor(secret, u.email).toString() }
    },
    '2fa.enable': async (body, caller) => {
      const u = await user(requireUser(caller.userId))
      await checkTotp(access, u, (body as { code: string }).code, 'code')
      await access.user(u.id, { type: 'enable_totp' })
      return { enabled: true, message: 'Two-factor authentication enabled.' }
    },
    '2fa.disable': async (body, caller) => {
      const u = await user(requireUser(caller.userId))
      if (!u.totp.enabled) throw new RejectionError(reject('2FA_NOT_ENABLED', 'two-factor authentication is not enabled'))
      await checkTotp(access, u, (body as { code: string }).code, 'code')
      await access.user(u.id, { type: 'disable_totp' })
      return { enabled: false, message: 'Two-factor authentication disabled.' }
    },
    /** For other products' sensitive operations (seed export, dashboard remittance). */
    '2fa.verify': async (body, caller) => {
      const u = await user(requireUser(caller.userId))
      if (!u.totp.enabled) throw new RejectionError(reject('2FA_REQUIRED', 'this operation needs two-factor authentication enabled'))
      await checkTotp(access, u, (body as { code: string }).code, 'otp_code')
      return { verified: true }
    },
  }
}
