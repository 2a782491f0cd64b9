/**
 * The team's security policy. Only the owner sets it (the route needs the
 * owner-only team:manage_permissions). Requiring 2FA of the team needs the
 * owner's own 2FA first, and a current code: a session alone neither turns
 * the requirement on nor, more to the point, off.
 */
import { RejectionError, reject } from '../../../platform/errors'
import type { Mailer } from '../../../platform/mail/mailer'
import type { MethodHandler } from '../../../platform/module'
import { actingParty } from '../../../platform/audit'
import { implement, methodTable } from '../../../platform/operation'
import type { TeamPolicy } from '../team_policy/state'
import { type AccessContext } from '../context'
import { requireBusiness } from '../../../platform/caller'
import * as ops from './operations_security'
import { notifyOwner, requireSecondFactor, teamPolicy } from '../step_up'

const view = (p: TeamPolicy) => ({
  require_2fa: p.require2fa,
  ...(p.changedBy !== null ? { changed_by: p.changedBy } : {}),
  ...(p.changedAtMs !== null ? { changed_at: new Date(p.changedAtMs).toISOString() } : {}),
})

export function securityMethods(access: AccessContext, mailer: Mailer): Record<string, MethodHandler> {
  return methodTable(
    implement(ops.getSecurityPolicy, async (_input, caller) => view(await teamPolicy(access, requireBusiness(caller)))),
    implement(ops.setSecurityPolicy, async (b, caller) => {
      const businessId = requireBusiness(caller)
      const current = await teamPolicy(access, businessId)
      if (current.require2fa === b.require_2fa) return view(current)
      const user = await access.user(caller.userId, { type: 'get' })
      if (!user.totp.enabled) throw new RejectionError(reject('2FA_REQUIRED', 'enable two-factor authentication on your own account first'))
      await requireSecondFactor(access, caller, b.otp_code)
      const changed = await teamPolicy(access, businessId, { type: 'set', require2fa: b.require_2fa, by: actingParty(caller) })
      await notifyOwner(
        access,
        mailer,
        caller,
        `Two-factor authentication for money-redirecting changes is now ${b.require_2fa ? 'required' : 'optional'} for the whole team.`,
      )
      return view(changed)
    }),
  )
}
