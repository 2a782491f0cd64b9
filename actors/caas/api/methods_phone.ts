/**
 * A user's phone number change, in two calls. `phone/change` asks the old
 * number's actor to record a change (only the wallet's sole merchant may:
 * caas_user/phone_change.ts says why) and texts a code to the NEW number;
 * `phone/change/confirm` with that code carries it out: the new number takes
 * the wallet, then the old one lets it go. Both steps of the move are
 * idempotent, and a confirmed change is confirmed again by the same code, so
 * a retry completes a move a crash interrupted.
 */
import { actingParty } from '../../../platform/audit'
import { assert, RejectionError, reject } from '../../../platform/errors'
import { implement, type Implementation } from '../../../platform/operation'
import type { Caller } from '../../../platform/caller'
import { rfc3339 } from '../../webhooks'
import type { CaasUserReply } from '../user/commands'
import { CODE_TTL_MS, newCode, phoneChangeCodeHash, senderFor, textCode } from '../consent_codes'
import type { CaasContext, Phone } from '../context'
import { changePhone, confirmPhoneChange } from './operations'
import { userView } from '../views'

export function phoneMethods(caas: CaasContext): Implementation[] {
  const nowMs = () => caas.payments.clock.nowMs()
  const numbers = (b: { phone_number: string; new_phone_number: string }, caller: Caller): [Phone, Phone] => {
    const from = caas.phone(b.phone_number, caller)
    const to = caas.phone(b.new_phone_number, caller, 'new_phone_number')
    if (from.ref.id === to.ref.id)
      throw new RejectionError(reject('SAME_PHONE_NUMBER', 'new_phone_number is the current number', 'new_phone_number'))
    return [from, to]
  }

  return [
    implement(changePhone, async (b, caller) => {
      const [from, to] = numbers(b, caller)
      const user = await caas.member(from, caller)
      // Before a code goes out: a number that has a wallet cannot take another (move_in refuses it too).
      const target = await caas.payments.host.ask(to.ref, { type: 'get' })
      if (target.ok && target.reply.kind === 'user')
        throw new RejectionError(reject('PHONE_NUMBER_IN_USE', 'the new phone number already has a wallet', 'new_phone_number'))
      const sender = senderFor(caas, to)
      const code = newCode()
      const expiresAtMs = nowMs() + CODE_TTL_MS
      await caas.user(from.ref, {
        type: 'request_phone_change',
        businessId: caller.businessId,
        to: to.ref.id,
        codeHash: phoneChangeCodeHash(caas, from.ref.id, caller.businessId, to.ref.id, code),
        expiresAtMs,
      })
      const text = `Your code to move your wallet to this number is ${code}. Share it only with the service you asked. It expires in 10 minutes.`
      const status = await textCode(caas, sender, to, text, { what: 'phone change', businessId: caller.businessId })
      return {
        blind_index: from.blindIndex,
        new_blind_index: to.blindIndex,
        wallet_address: user.wallet.address,
        status,
        expires_at: rfc3339(expiresAtMs),
      }
    }),
    implement(confirmPhoneChange, async (b, caller) => {
      const [from, to] = numbers(b, caller)
      const confirmed = await caas.user(from.ref, {
        type: 'confirm_phone_change',
        businessId: caller.businessId,
        to: to.ref.id,
        codeHash: phoneChangeCodeHash(caas, from.ref.id, caller.businessId, to.ref.id, b.code),
      })
      if (confirmed.kind === 'code_mismatch')
        throw new RejectionError(reject('INVALID_CODE', `wrong code; ${confirmed.attemptsLeft} attempts left`, 'code'))
      const view = (user: Parameters<typeof userView>[0]) => ({
        ...userView(user, caas.config),
        previous_blind_index: from.blindIndex,
        status: 'PHONE_CHANGED' as const,
        changed_at: rfc3339(nowMs()),
      })
      // Completed before (a retry): the wallet is at the new number, and the caller must be its merchant there.
      if (confirmed.kind === 'moved') return view(await caas.member(to, caller))
      assert(confirmed.kind === 'user', `unexpected phone change reply ${confirmed.kind}`)
      const user = confirmed.user
      // Step 1 gives the new number the wallet, step 2 retires the old one. A crash in between leaves both answering
      // for the same wallet until the confirmation is repeated; both steps are idempotent, so a retry completes it.
      const moved = await caas.user(to.ref, {
        type: 'move_in',
        identity: caas.identity(to),
        wallet: user.wallet,
        members: user.members,
        deposits: user.deposits ?? [],
        incoming: user.incoming ?? [],
      })
      await caas.user(from.ref, { type: 'move_out', businessId: caller.businessId, to: to.ref.id, by: actingParty(caller) })
      assert(moved.kind === 'user', `unexpected move reply ${moved.kind}`)
      // A watched wallet keeps its first owner, which now forwards its deposits to the new number; this covers a wallet not watched yet.
      await caas.watch(moved.user.wallet.address, to.mode, to.ref.id)
      return view(moved.user)
    }),
  ]
}
