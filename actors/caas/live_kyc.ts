/**
 * Live CaaS needs approved KYC: every CaaS method, called with a live key,
 * runs only while the key's merchant is KYC-approved (403 KYC_REQUIRED).
 *
 * Checked on each call rather than when a live key is created, because a
 * check at creation is bypassed three ways: keys created before the rule,
 * a key kept after approval is withdrawn (an admin sets KYC back to rejected
 * or pending), and rotation, which hands out a fresh secret for an existing
 * live key. The call is the one place every live use passes through; the
 * wrapper is applied to the whole method table, so a method added later is
 * covered without remembering to. Test keys stay open: the sandbox is where
 * a merchant integrates before KYC is done.
 */
import { merchantRef } from '../accounts'
import type { Caller } from '../../platform/caller'
import { RejectionError, reject } from '../../platform/errors'
import type { Implementation } from '../../platform/operation'
import type { ActiveMerchant } from '../accounts'
import type { CaasContext } from './context'

/** Why this caller may not use CaaS now, or null. Pure: `merchant` is null when the merchant could not be found. */
export function liveKycRefusal(caller: Pick<Caller, 'isTestMode'>, merchant: Pick<ActiveMerchant, 'kyc'> | null): 'KYC_REQUIRED' | null {
  if (caller.isTestMode) return null
  return merchant?.kyc === 'approved' ? null : 'KYC_REQUIRED'
}

/** The methods, each refusing a live call of a merchant without approved KYC before it does anything. */
export function liveNeedsKyc(caas: CaasContext, methods: readonly Implementation[]): Implementation[] {
  const merchantOf = async (caller: Caller) => {
    const read = await caas.payments.host.ask(merchantRef(caller.businessId), { type: 'get' })
    return read.ok ? read.reply : null
  }
  return methods.map(({ op, handle }) => ({
    op,
    handle: async (body, caller) => {
      const refusal = caller.isTestMode ? null : liveKycRefusal(caller, await merchantOf(caller))
      if (refusal) throw new RejectionError(reject(refusal, 'live CaaS needs approved KYC for this business; test keys work meanwhile'))
      return handle(body, caller)
    },
  }))
}
