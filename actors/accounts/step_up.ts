/**
 * A second factor for what redirects money (issue #28). A dashboard session
 * alone (a stolen token, an unlocked laptop) must not mint keys that move or
 * reveal funds, re-number a settlement account, or re-point webhooks. When
 * the caller has 2FA enabled, or the owner requires it for the team
 * (GET/PUT /api/v1/settings/security), such an act needs a current TOTP code
 * in `otp_code`: missing, 401 OTP_REQUIRED; wrong, 401 INVALID_OTP (a wrong
 * code counts toward the user's lock, and a right one is spent: checkTotp).
 * A member without 2FA on a team that requires it gets 403 2FA_REQUIRED.
 * The owner is e-mailed each such change, so a change made behind their back
 * is seen; the mail names the act and who did it, never a secret.
 */
import { teamPolicyRef } from './team_policy/decide'
import { RejectionError, reject } from '../../platform/errors'
import type { Caller } from '../../platform/caller'
import type { Mailer } from '../../platform/mail/mailer'
import type { TeamPolicyCommand } from './team_policy/commands'
import type { TeamPolicy } from './team_policy/state'
import { type AccessContext } from './context'
import { unwrap } from '../runtime/unwrap'
import { checkTotp } from './totp'

export async function teamPolicy(access: AccessContext, businessId: string, command: TeamPolicyCommand = { type: 'get' }) {
  return unwrap(await access.payments.host.ask(teamPolicyRef(businessId), command))
}

/** Passes, or throws the step-up refusal. API keys never reach this: their acts are gated by what the key holds. */
export async function requireSecondFactor(access: AccessContext, caller: Caller, otpCode: string | undefined): Promise<void> {
  if (caller.kind !== 'user') return
  // The authenticator admits only current members, so the user is there; a caller without a user record (a test
  // authenticator's principal) is one without 2FA.
  const user = await access.user(caller.userId, { type: 'get' }).catch(() => null)
  const required = user?.totp.enabled === true || (await teamPolicy(access, caller.businessId)).require2fa
  if (!required) return
  if (!user?.totp.enabled)
    throw new RejectionError(reject('2FA_REQUIRED', 'the owner requires two-factor authentication for this: enable it first'))
  if (otpCode === undefined)
    throw new RejectionError(reject('OTP_REQUIRED', 'this change needs a current two-factor code: send otp_code', 'otp_code'))
  await checkTotp(access, user, otpCode, 'otp_code')
}

/** E-mails the business owner that `what` was done by the caller (best effort: the change itself has committed). */
export async function notifyOwner(access: AccessContext, mailer: Mailer, caller: Caller, what: string): Promise<void> {
  try {
    const merchant = await access.merchant(caller.businessId, { type: 'get' })
    const owner = await access.user(merchant.ownerUserId, { type: 'get' })
    const by = caller.userId ? (await access.user(caller.userId, { type: 'get' })).email : 'an API key'
    await mailer.send({
      to: owner.email,
      subject: `Security change on ${merchant.name}`,
      text: `${what}\n\nDone by: ${by}\nAt: ${new Date(access.payments.clock.nowMs()).toISOString()}\n\nIf this was not expected, review your team and API keys now.`,
    })
  } catch (error) {
    access.payments.logger.warn({ err: error, businessId: caller.businessId }, 'owner notification failed')
  }
}
