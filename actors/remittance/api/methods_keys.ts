/** The transfer signing keys in settings (docs/remittance.md, "Signing transfer requests"): issue, list, revoke. */
import { actingParty } from '../../../platform/audit'
import { requireBusiness } from '../../../platform/caller'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import { accessContext, recordAuditNow, requireSecondFactor } from '../../accounts'
import { fail, type RemitContext } from '../context'
import { signingKeyView } from '../views'
import * as ops from './operations'

export function signingKeyMethods(c: RemitContext): Record<string, MethodHandler> {
  const access = accessContext(c.payments)
  return methodTable(
    implement(ops.issueKey, async ({ otp_code }, caller) => {
      const businessId = requireBusiness(caller)
      await requireSecondFactor(access, caller, otp_code)
      const nowMs = c.payments.clock.nowMs()
      const issued = await c.keys.issue(businessId, c.isTest(caller), nowMs)
      if (!issued) fail('SIGNING_KEY_LIMIT', 'two signing keys are active: revoke the one you rotate away from first')
      await recordAuditNow(
        c.payments.sql,
        {
          businessId,
          action: 'signing_key.issued',
          by: actingParty(caller),
          target: { type: 'signing_key', id: issued.key.id },
          changes: {},
        },
        nowMs,
      )
      return { ...signingKeyView(issued.key), secret: issued.secret }
    }),
    implement(ops.listKeys, async (_q, caller) => ({
      keys: (await c.keys.list(requireBusiness(caller), c.isTest(caller))).map(signingKeyView),
    })),
    implement(ops.revokeKey, async ({ id }, caller) => {
      const businessId = requireBusiness(caller)
      const nowMs = c.payments.clock.nowMs()
      const revoked = await c.keys.revoke(businessId, c.isTest(caller), id, nowMs)
      if (!revoked) fail('SIGNING_KEY_NOT_FOUND', 'no such signing key')
      await recordAuditNow(
        c.payments.sql,
        { businessId, action: 'signing_key.revoked', by: actingParty(caller), target: { type: 'signing_key', id }, changes: {} },
        nowMs,
      )
      return signingKeyView(revoked)
    }),
  )
}
