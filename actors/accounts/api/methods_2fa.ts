/** Two-factor authentication: setup returns an otpauth URI; enable and disable need a valid code. */
import { RejectionError, reject } from '../../../platform/errors'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import type { AccessContext } from '../context'
import { twoFactorDisable, twoFactorEnable, twoFactorSetup, twoFactorStatus } from './operations_auth'
import { verifyTwoFactor } from './operations_internal'
import { checkTotp, newTotpSecret, totpFor } from '../totp'

export function twoFactorMethods(access: AccessContext): Record<string, MethodHandler> {
  const user = (id: string) => access.user(id, { type: 'get' })
  const requireUser = (userId: string) => {
    if (!userId) throw new RejectionError(reject('UNAUTHORIZED', 'a dashboard user is required'))
    return userId
  }
  return methodTable(
    implement(twoFactorStatus, async (_input, caller) => {
      const u = await user(requireUser(caller.userId))
      return { enabled: u.totp.enabled, verified: u.totp.enabled }
    }),
    implement(twoFactorSetup, async (_input, caller) => {
      const u = await user(requireUser(caller.userId))
      const secret = newTotpSecret()
      await access.user(u.id, { type: 'set_totp_secret', sealedSecret: access.totpSealer.seal(secret, u.id) })
      return { secret, qr_code_url: totpFor(secret, u.email).toString() }
    }),
    implement(twoFactorEnable, async ({ code }, caller) => {
      const u = await user(requireUser(caller.userId))
      await checkTotp(access, u, code, 'code')
      await access.user(u.id, { type: 'enable_totp' })
      return { enabled: true, message: 'Two-factor authentication enabled.' }
    }),
    implement(twoFactorDisable, async ({ code }, caller) => {
      const u = await user(requireUser(caller.userId))
      if (!u.totp.enabled) throw new RejectionError(reject('2FA_NOT_ENABLED', 'two-factor authentication is not enabled'))
      await checkTotp(access, u, code, 'code')
      await access.user(u.id, { type: 'disable_totp' })
      return { enabled: false, message: 'Two-factor authentication disabled.' }
    }),
    /** For other products' sensitive operations (seed export, dashboard remittance). */
    implement(verifyTwoFactor, async ({ code }, caller) => {
      const u = await user(requireUser(caller.userId))
      if (!u.totp.enabled) throw new RejectionError(reject('2FA_REQUIRED', 'this operation needs two-factor authentication enabled'))
      await checkTotp(access, u, code, 'otp_code')
      return { verified: true as const }
    }),
  )
}
