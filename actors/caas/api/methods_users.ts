/**
 * CaaS user methods: provision (safe to repeat), balance, and the consent
 * flow for a merchant the user does not belong to yet (a one-time code by
 * SMS, then confirm). Phone changes are in methods_phone.ts. Phone numbers
 * exist in clear only for the length of a request: the actor key is their
 * blind index, SMS targets are sealed.
 */
import { actingParty } from '../../../platform/audit'
import { assert, RejectionError, reject } from '../../../platform/errors'
import { implement, type Implementation } from '../../../platform/operation'
import { rfc3339 } from '../../webhooks'
import type { CaasUserCommand } from '../user/commands'
import type { AdoptionFacts } from '../user/adoption'
import type { CaasWallet } from '../user/state'
import { adoptionFacts } from '../adoption_facts'
import { CODE_TTL_MS, linkCodeHash, newCode, senderFor, textCode } from '../consent_codes'
import type { CaasContext } from '../context'
import { confirmLink, provisionUser, requestLink, userBalance } from './operations'
import { fixedUnits, userView } from '../views'
import { walletBalance } from '../wallet_balance'

export function userMethods(caas: CaasContext): Implementation[] {
  const nowMs = () => caas.payments.clock.nowMs()

  return [
    implement(provisionUser, async (body, caller) => {
      const phone = caas.phone(body.phone_number, caller)
      const identity = caas.identity(phone)
      const provision = (wallet: CaasWallet | null, checked?: AdoptionFacts): CaasUserCommand => ({
        type: 'provision',
        businessId: caller.businessId,
        identity,
        wallet,
        by: actingParty(caller),
        ...(checked ? { checked } : {}),
      })
      let reply = await caas.onboard(phone, provision)
      // An unaffiliated wallet: the actor needs facts it cannot read (did its payouts fail, does it hold funds).
      if (reply.kind === 'verify') reply = await caas.user(phone.ref, provision(null, await adoptionFacts(caas, reply, caller.isTestMode)))
      assert(reply.kind === 'user', `unexpected provision reply ${reply.kind}`)
      // Every provision answer names its outcome (actors/caas/user/decide.ts): the spec lists `status` in the resource.
      assert(reply.status !== undefined, 'a provision reply without its status')
      return { ...userView(reply.user, caas.config), status: reply.status }
    }),
    implement(userBalance, async (body, caller) => {
      const user = await caas.member(caas.phone(body.phone_number, caller), caller)
      const units = await walletBalance(caas, user.wallet.address, caller.isTestMode)
      return {
        blind_index: user.blindIndex,
        wallet_address: user.wallet.address,
        network: caas.config.network,
        token: caas.config.token,
        balance: fixedUnits(units, caas.config.decimals),
        balance_base_units: units.toString(),
        as_of: rfc3339(nowMs()),
      }
    }),
    implement(requestLink, async (body, caller) => {
      const phone = caas.phone(body.phone_number, caller)
      const sender = senderFor(caas, phone)
      const code = newCode()
      const expiresAtMs = nowMs() + CODE_TTL_MS
      const reply = await caas.user(phone.ref, {
        type: 'request_link',
        businessId: caller.businessId,
        codeHash: linkCodeHash(caas, phone.ref.id, caller.businessId, code),
        expiresAtMs,
      })
      assert(reply.kind === 'user', `unexpected link reply ${reply.kind}`)
      const text = `Your wallet link code is ${code}. A new service asks to access your wallet; share the code only if you agree. It expires in 10 minutes.`
      const status = await textCode(caas, sender, phone, text, { what: 'consent', businessId: caller.businessId })
      return { blind_index: phone.blindIndex, wallet_address: reply.user.wallet.address, status, expires_at: rfc3339(expiresAtMs) }
    }),
    implement(confirmLink, async (b, caller) => {
      const phone = caas.phone(b.phone_number, caller)
      const reply = await caas.user(phone.ref, {
        type: 'confirm_link',
        businessId: caller.businessId,
        by: actingParty(caller),
        codeHash: linkCodeHash(caas, phone.ref.id, caller.businessId, b.code),
      })
      if (reply.kind === 'code_mismatch')
        throw new RejectionError(reject('INVALID_CODE', `wrong code; ${reply.attemptsLeft} attempts left`, 'code'))
      if (reply.kind !== 'user') throw new Error(`unexpected confirm reply ${reply.kind}`)
      return { ...userView(reply.user, caas.config), status: 'LINKED' as const, linked_at: rfc3339(nowMs()) }
    }),
  ]
}
