/**
 * Opening an account at the partner: asked under our account id as its external reference, so a lost answer is
 * found again rather than opened twice. Shared by the merchant's create and the platform's own accounts (desk.ts).
 */
import { fail, type VaContext } from './context'
import { identifierProblem } from './identifiers'
import type { VirtualAccount } from './account/state'
import type { PartnerAnswer } from './providers/modulr/partner'

/** The partner's answer, or the method's 503/502: an unknown answer is safe to retry (every partner call here is keyed by our id). */
export function answered<T>(answer: PartnerAnswer<T>): T {
  if (answer.kind === 'unknown') fail('PARTNER_UNAVAILABLE', `the banking partner did not answer: ${answer.reason}; retry`)
  if (answer.kind === 'refused') fail('PARTNER_REFUSED', `the banking partner refused: ${answer.code} ${answer.message}`)
  return answer.value
}

/** Asks the partner for an account still pending (created now, or found by our id after a lost answer). */
export async function confirm(c: VaContext, a: VirtualAccount): Promise<VirtualAccount> {
  if (a.status !== 'opening') return a
  const opened = answered(
    await c.partner().openAccount({
      customerExternalReference: `${a.businessId}:${a.isTest ? 'test' : 'live'}`,
      customerName: a.businessId,
      externalReference: a.id,
      currency: a.currency,
      accountName: a.customerName,
    }),
  )
  const problem = identifierProblem(a.currency, opened.identifiers)
  if (problem) {
    c.payments.logger.error({ account: a.id, problem }, 'the banking partner issued identifiers that fail their checks')
    fail('PARTNER_REFUSED', `the banking partner issued unusable identifiers (${problem}); nothing is shown`)
  }
  return c.account(a.id, { type: 'opened', partnerAccountId: opened.id, identifiers: opened.identifiers })
}
