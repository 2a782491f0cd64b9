/**
 * The partners' callbacks. Neither moves money by itself: each only makes the platform look the payout or the
 * collection up at the partner (a pass of its workflow), so a callback that repeats, arrives late or out of
 * order, or never arrives, changes nothing that the lookup would not. Both answer 2xx once read, so the partner
 * stops resending.
 *   payout  MoMo's callbacks are unsigned: its body only names which withdrawal to look up (externalId).
 *   onramp  signed (X-YC-Signature over the raw body): a wrong signature is refused (401) and logged.
 */
import { RejectionError, reject } from '../../../platform/errors'
import { implement, type Implementation } from '../../../platform/operation'
import type { Workflow } from '../../runtime/workflow'
import type { CaasContext } from '../context'
import type { PayoutPartner } from '../providers/momo/payout'
import type { OnrampPartner } from '../providers/onramp/partner'
import { onrampCallback, payoutCallback } from './operations_fiat'

interface Partners {
  readonly payout: PayoutPartner | null
  readonly onramp: OnrampPartner | null
  readonly withdrawals: Workflow
  readonly deposits: Workflow
}

const isFlowId = (prefix: string, id: string) => id.startsWith(`${prefix}_`) && id.length <= 100

export function partnerCallbackMethods(caas: CaasContext, p: Partners): Implementation[] {
  const logger = caas.payments.logger
  return [
    implement(payoutCallback, async ({ body }) => {
      let parsed: unknown = null
      try {
        parsed = JSON.parse(body)
      } catch {
        // Not JSON: nothing to look up; acknowledged so it is not resent.
      }
      const named = p.payout?.parseCallback(parsed) ?? null
      if (!named || !isFlowId('cwd', named.externalId)) {
        logger.warn({ bytes: body.length }, 'a payout callback names no withdrawal of ours; ignored')
        return { received: false }
      }
      void p.withdrawals.kick(named.externalId)
      return { received: true }
    }),
    implement(onrampCallback, async ({ body, headers }) => {
      if (!p.onramp) return { received: false }
      const checked = p.onramp.callback(Buffer.from(body, 'utf8'), headers)
      if (!checked.ok) {
        logger.warn({ bytes: body.length, reason: checked.reason }, 'an on-ramp callback failed its signature check; nothing done')
        throw new RejectionError(reject('INVALID_SIGNATURE', 'the callback signature does not verify'))
      }
      if (!isFlowId('cdp', checked.event.reference)) {
        logger.warn({ collection: checked.event.collectionId }, 'an on-ramp callback names no deposit of ours; ignored')
        return { received: false }
      }
      void p.deposits.kick(checked.event.reference)
      return { received: true }
    }),
  ]
}
