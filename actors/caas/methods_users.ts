/**
 * CaaS user methods: provision (safe to repeat), balance, the consent flow
 * for a second merchant (a one-time code by SMS, then confirm), and a phone
 * number change. Phone numbers exist in clear only for the length of a
 * request: the actor key is their blind index, SMS targets are sealed.
 */
import { createHmac, randomInt } from 'node:crypto'
import { assert, RejectionError, reject } from '../../platform/errors'
import { implement, type Implementation } from '../../platform/operation'
import { rfc3339 } from '../webhooks/catalogue'
import type { CaasUserCommand } from '../caas_user/commands'
import type { AdoptionFacts } from '../caas_user/adoption'
import type { CaasWallet } from '../caas_user/state'
import { adoptionFacts } from './adoption_facts'
import type { CaasContext } from './context'
import { changePhone, confirmLink, provisionUser, requestLink, userBalance } from './operations'
import { fixedUnits, userView } from './views'
import { walletBalance } from './wallet_balance'

export const LINK_CODE_TTL_MS = 10 * 60_000

export function userMethods(caas: CaasContext): Implementation[] {
  const nowMs = () => caas.payments.clock.nowMs()
  // Codes are stored only as an HMAC bound to the user and the merchant: a code for one merchant does not link another.
  const codeHash = (userId: string, businessId: string, code: string) =>
    createHmac('sha256', caas.config.blindIndexKey).update(`caas/link/v1:${userId}:${businessId}:${code}`).digest('hex')

  return [
    implement(provisionUser, async (body, caller) => {
      const phone = caas.phone(body.phone_number, caller)
      const identity = caas.identity(phone)
      const provision = (wallet: CaasWallet | null, checked?: AdoptionFacts): CaasUserCommand => ({
        type: 'provision',
        businessId: caller.businessId,
        identity,
        wallet,
        ...(checked ? { checked } : {}),
      })
      let reply = await caas.onboard(phone, provision)
      // An unaffiliated wallet: the actor needs facts it cannot read (did its payouts fail, does it hold funds).
      if (reply.kind === 'verify') reply = await caas.user(phone.ref, provision(null, await adoptionFacts(caas, reply, caller.isTestMode)))
      assert(reply.kind === 'user', `unexpected provision reply ${reply.kind}`)
      return userView(reply.user, caas.config, reply.status)
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
      // Checked before a code exists: without a sender nothing could reach the user, and the API must not say it did.
      const sender = caas.sms[phone.mode]
      if (!sender)
        throw new RejectionError(
          reject('SMS_NOT_CONFIGURED', 'no SMS provider is configured for this environment: the consent code cannot be sent'),
        )
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const expiresAtMs = nowMs() + LINK_CODE_TTL_MS
      const reply = await caas.user(phone.ref, {
        type: 'request_link',
        businessId: caller.businessId,
        codeHash: codeHash(phone.ref.id, caller.businessId, code),
        expiresAtMs,
      })
      assert(reply.kind === 'user', `unexpected link reply ${reply.kind}`)
      const outcome = await sender.send({
        to: phone.e164,
        text: `Your wallet link code is ${code}. A new service asks to access your wallet; share the code only if you agree. It expires in 10 minutes.`,
      })
      const logged = {
        blindIndex: phone.blindIndex,
        businessId: caller.businessId,
        reason: outcome.kind === 'accepted' ? undefined : outcome.reason,
      }
      if (outcome.kind === 'refused') {
        caas.payments.logger.warn(logged, 'CaaS consent SMS refused by the provider; nothing was sent')
        throw new RejectionError(
          reject(
            'SMS_UNAVAILABLE',
            'the SMS provider did not take the consent code; nothing was sent: request a new code after Retry-After',
          ),
        )
      }
      // Unknown (timeout, provider 5xx): the code may still arrive, so it stays valid, but it is not reported as sent.
      if (outcome.kind === 'unknown') caas.payments.logger.warn(logged, 'CaaS consent SMS outcome unknown')
      const status = outcome.kind === 'accepted' ? ('CODE_SENT' as const) : ('CODE_PENDING' as const)
      return { blind_index: phone.blindIndex, wallet_address: reply.user.wallet.address, status, expires_at: rfc3339(expiresAtMs) }
    }),
    implement(confirmLink, async (b, caller) => {
      const phone = caas.phone(b.phone_number, caller)
      const reply = await caas.user(phone.ref, {
        type: 'confirm_link',
        businessId: caller.businessId,
        codeHash: codeHash(phone.ref.id, caller.businessId, b.code),
      })
      if (reply.kind === 'code_mismatch')
        throw new RejectionError(reject('INVALID_CODE', `wrong code; ${reply.attemptsLeft} attempts left`, 'code'))
      if (reply.kind !== 'user') throw new Error(`unexpected confirm reply ${reply.kind}`)
      return { ...userView(reply.user, caas.config), status: 'LINKED' as const, linked_at: rfc3339(nowMs()) }
    }),
    implement(changePhone, async (b, caller) => {
      const from = caas.phone(b.phone_number, caller)
      const to = caas.phone(b.new_phone_number, caller, 'new_phone_number')
      if (from.ref.id === to.ref.id)
        throw new RejectionError(reject('SAME_PHONE_NUMBER', 'new_phone_number is the current number', 'new_phone_number'))
      const user = await caas.member(from, caller)
      // Step 1 gives the new number the wallet, step 2 retires the old one. A crash in between leaves both answering
      // for the same wallet until the request is retried; both steps are idempotent, so a retry completes it.
      const moved = await caas.user(to.ref, {
        type: 'move_in',
        identity: caas.identity(to),
        wallet: user.wallet,
        members: user.members,
        deposits: user.deposits ?? [],
        incoming: user.incoming ?? [],
      })
      await caas.user(from.ref, { type: 'move_out', businessId: caller.businessId, to: to.ref.id })
      assert(moved.kind === 'user', `unexpected move reply ${moved.kind}`)
      // A watched wallet keeps its first owner, which now forwards its deposits to the new number; this covers a wallet not watched yet.
      await caas.watch(moved.user.wallet.address, to.mode, to.ref.id)
      return {
        ...userView(moved.user, caas.config),
        previous_blind_index: from.blindIndex,
        status: 'PHONE_CHANGED' as const,
        changed_at: rfc3339(nowMs()),
      }
    }),
  ]
}
