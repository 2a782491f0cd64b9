/**
 * CaaS on-ramp deposit methods: create (idempotent by key) and get. The deposit is recorded first, then its first
 * pass runs before the answer (asks the partner for the collection), so the answer usually says PENDING with the
 * partner's quote; a partner that does not answer leaves it CREATED, and later passes settle it.
 */
import { randomUUID } from 'node:crypto'
import { RejectionError, reject } from '../../../platform/errors'
import { fingerprint } from '../../../platform/idempotency'
import { implement, type Implementation } from '../../../platform/operation'
import type { Workflow } from '../../runtime/workflow'
import { keyedActorId } from '../key_rules'
import type { CaasContext } from '../context'
import { caasDepositRef } from '../deposit/decide'
import type { CaasDepositCommand } from '../deposit/commands'
import type { DepositRecord } from '../deposit/state'
import { depositView } from '../deposit_views'
import { createDeposit, getDeposit, sandboxPayDeposit } from './operations_fiat'
import type { OnrampPartner } from '../providers/onramp/partner'

export function depositMethods(caas: CaasContext, deposits: Workflow, partner: OnrampPartner | null): Implementation[] {
  const ask = async (id: string, command: CaasDepositCommand): Promise<DepositRecord> => {
    const result = await caas.payments.host.ask(caasDepositRef(id), command)
    if (!result.ok) throw new RejectionError(result.rejection)
    return result.reply
  }
  return [
    implement(createDeposit, async (b, caller) => {
      const phone = caas.phone(b.phone_number, caller)
      const user = await caas.member(phone, caller)
      const id = b.idempotency_key
        ? keyedActorId('cdp', caller.businessId, phone.mode, b.idempotency_key)
        : `cdp_${randomUUID().replace(/-/g, '')}`
      if (!partner) {
        // A replay of a deposit made before is answered as it stands; a new one has nobody to collect the fiat.
        const earlier = await caas.payments.host.ask(caasDepositRef(id), { type: 'get', reader: null })
        if (!earlier.ok) throw new RejectionError(reject('PARTNER_UNAVAILABLE', 'no on-ramp partner is configured (CAAS_ONRAMP_URL)'))
      }
      await ask(id, {
        type: 'create',
        order: {
          businessId: caller.businessId,
          mode: phone.mode,
          network: caas.config.network,
          token: caas.config.token,
          decimals: caas.config.decimals,
          user: { userId: user.id, wallet: user.wallet.address },
          localAmount: b.amount,
          currency: b.currency,
          sealedPhone: caas.phoneSealer.seal(phone.e164, id),
          requestHash: fingerprint([phone.blindIndex, b.amount, b.currency]),
        },
      })
      await deposits.kick(id)
      return depositView(await ask(id, { type: 'get', reader: null }))
    }),
    implement(sandboxPayDeposit, async (body, caller) => {
      if (!caller.isTestMode) throw new RejectionError(reject('SANDBOX_ONLY', 'a sandbox payment needs a CaaS test key (svc_sk_test_)'))
      const d = await ask(body.id, { type: 'get', reader: { businessId: caller.businessId, mode: 'test' } })
      if (d.status !== 'pending' || !d.collection)
        throw new RejectionError(reject('DEPOSIT_NOT_PENDING', `the deposit is ${d.status}: only a pending collection can be paid`))
      if (!partner?.sandboxPay || !(await partner.sandboxPay(d.collection.id)))
        throw new RejectionError(reject('SANDBOX_UNAVAILABLE', 'the on-ramp partner has no sandbox payment'))
      await deposits.kick(d.id)
      return depositView(await ask(d.id, { type: 'get', reader: null }))
    }),
    implement(getDeposit, async (body, caller) => {
      const reader = { businessId: caller.businessId, mode: caller.isTestMode ? 'test' : 'live' } as const
      return depositView(await ask(body.id, { type: 'get', reader }))
    }),
  ]
}
