/**
 * CaaS transfer methods: create (idempotent by key: the key names the
 * transfer actor, so a retried request reaches the same transfer) and get.
 * The sender must be the caller's user; the recipient may be anyone's, or
 * nobody's yet (an unaffiliated wallet is created, and gets an SMS), but
 * not a number whose wallet moved away (409 PHONE_NUMBER_MOVED).
 */
import { caasTransferRef } from '../transfer/decide'
import { randomUUID } from 'node:crypto'
import { fingerprint } from '../../../platform/idempotency'
import { keyedActorId, legacyRequestHash, type RequestFields } from '../key_rules'
import { parseUnits } from '../../../chains/assets'
import { assert, RejectionError, reject } from '../../../platform/errors'
import { implement, type Implementation } from '../../../platform/operation'
import type { TransferRecord } from '../transfer/state'
import type { CaasContext } from '../context'
import { createTransfer, getTransfer } from './operations'
import { transferView } from '../webhook_mapper'

export function transferMethods(caas: CaasContext): Implementation[] {
  const ask = async (id: string, command: unknown) => {
    const result = await caas.payments.host.ask(caasTransferRef(id), command)
    if (!result.ok) throw new RejectionError(result.rejection)
    return result.reply
  }
  return [
    implement(createTransfer, async (b, caller) => {
      const token = (b.token ?? caas.config.token).toUpperCase()
      if (token !== caas.config.token)
        throw new RejectionError(reject('UNSUPPORTED_TOKEN', `only ${caas.config.token} can be transferred`, 'token'))
      let amount: bigint
      try {
        amount = parseUnits(b.amount, Math.min(6, caas.config.decimals))
      } catch (error) {
        throw new RejectionError(reject('INVALID_AMOUNT', error instanceof Error ? error.message : String(error), 'amount'))
      }
      if (amount <= 0n) throw new RejectionError(reject('INVALID_AMOUNT', 'amount must be greater than zero', 'amount'))
      // Wire amounts have at most 6 places; the token may have more (USDC on BSC has 18).
      const units = amount * 10n ** BigInt(Math.max(0, caas.config.decimals - 6))
      const from = caas.phone(b.from_phone_number, caller, 'from_phone_number')
      const to = caas.phone(b.to_phone_number, caller, 'to_phone_number')
      if (from.ref.id === to.ref.id)
        throw new RejectionError(reject('SAME_WALLET', 'sender and recipient are the same phone number', 'to_phone_number'))
      const sender = await caas.member(from, caller)
      const identity = caas.identity(to)
      const id = b.idempotency_key
        ? keyedActorId('ctr', caller.businessId, from.mode, b.idempotency_key)
        : `ctr_${randomUUID().replace(/-/g, '')}`
      // Before the transfer exists: an unaffiliated recipient remembers it, so nobody adopts a wallet funds are on their way to.
      const recipient = await caas.onboard(to, (wallet) => ({ type: 'ensure', identity, wallet, transferId: id }))
      assert(recipient.kind === 'user', `unexpected recipient reply ${recipient.kind}`)
      // Who pays whom how much: phone numbers by their blind index, never in clear.
      const request: RequestFields = [from.blindIndex, to.blindIndex, units, token]
      const record = await ask(id, {
        type: 'create',
        legacyRequestHash: legacyRequestHash(request),
        order: {
          businessId: caller.businessId,
          mode: from.mode,
          network: caas.config.network,
          token,
          decimals: caas.config.decimals,
          amount: units,
          from: {
            userId: sender.id,
            wallet: sender.wallet.address,
            owner: sender.wallet.owner,
            ownerPath: sender.wallet.ownerPath,
            salt: sender.wallet.salt,
          },
          to: { userId: recipient.user.id, wallet: recipient.user.wallet.address },
          requestHash: fingerprint(request),
        },
      })
      return transferView(record)
    }),
    implement(getTransfer, async (body, caller) => {
      const reader = { businessId: caller.businessId, mode: caller.isTestMode ? 'test' : 'live' } as const
      return transferView(await ask(body.id, { type: 'get', reader }))
    }),
  ]
}
