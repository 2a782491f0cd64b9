/**
 * CaaS swap methods: create (idempotent by key: the key names the swap
 * actor, so a retried request reaches the same swap) and get. The user must
 * be the caller's; the swap runs on the CaaS network (POL by default) with
 * the swap API's fields and messages (actors/swap/inputs.ts) and its 0.3%
 * platform fee, from the user's smart account; the executor takes it from
 * there (swap_executor.ts).
 */
import { caasSwapRef } from '../swap/decide'
import { randomUUID } from 'node:crypto'
import { fingerprint } from '../../../platform/idempotency'
import { keyedActorId, legacyRequestHash, type RequestFields } from '../key_rules'
import { RejectionError, reject } from '../../../platform/errors'
import { implement, type Implementation } from '../../../platform/operation'
import type { SwapRecord } from '../swap/state'
import { swapInputDecimals } from '../swap_decimals'
import { QUOTE_VALIDITY_S, parseSwapFields, platformFeeOf, tokenName } from '../../swap'
import type { CaasContext } from '../context'
import { createSwap, getSwap } from './operations'
import { swapView } from '../swap_views'

export function swapMethods(caas: CaasContext): Implementation[] {
  const ask = async (id: string, command: unknown) => {
    const result = await caas.payments.host.ask(caasSwapRef(id), command)
    if (!result.ok) throw new RejectionError(result.rejection)
    return result.reply
  }
  return [
    implement(createSwap, async (b, caller) => {
      const network = caas.config.network
      const r = parseSwapFields({ from_chain: network, to_chain: network, ...b })
      const phone = caas.phone(b.phone_number, caller)
      const user = await caas.member(phone, caller)
      const amountOutMin = b.amount_out_min === undefined ? 1n : BigInt(b.amount_out_min)
      if (amountOutMin < 1n) throw new RejectionError(reject('SWAP_INVALID_REQUEST', 'amount_out_min must be at least 1', 'amount_out_min'))
      const id = b.idempotency_key
        ? keyedActorId('csw', caller.businessId, phone.mode, b.idempotency_key)
        : `csw_${randomUUID().replace(/-/g, '')}`
      const [tokenIn, tokenOut] = [tokenName(r.tokenIn), tokenName(r.tokenOut)]
      const decimalsIn = await swapInputDecimals(caas, network, r.tokenIn, phone.mode === 'live')
      // The default deadline is not part of the request: a retry without expires_at is the same swap.
      const request: RequestFields = [phone.blindIndex, tokenIn, tokenOut, r.amountIn, amountOutMin, b.expires_at ?? '']
      const record = await ask(id, {
        type: 'create',
        legacyRequestHash: legacyRequestHash(request),
        order: {
          businessId: caller.businessId,
          mode: phone.mode,
          network,
          user: {
            userId: user.id,
            wallet: user.wallet.address,
            owner: user.wallet.owner,
            ownerPath: user.wallet.ownerPath,
            salt: user.wallet.salt,
          },
          tokenIn,
          tokenOut,
          amountIn: r.amountIn,
          decimalsIn,
          amountOutMin,
          platformFee: platformFeeOf(r.amountIn),
          deadline: b.expires_at ?? Math.floor(caas.payments.clock.nowMs() / 1000) + QUOTE_VALIDITY_S,
          requestHash: fingerprint(request),
        },
      })
      return swapView(record)
    }),
    implement(getSwap, async (body, caller) => {
      const reader = { businessId: caller.businessId, mode: caller.isTestMode ? 'test' : 'live' } as const
      return swapView(await ask(body.id, { type: 'get', reader }))
    }),
  ]
}
