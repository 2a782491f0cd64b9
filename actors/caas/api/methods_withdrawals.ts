/**
 * CaaS withdrawal methods: create (idempotent by key: the key names the withdrawal actor) and get. The user must
 * be the caller's; the payout currency one of the platform's rates (payout_rates.ts), locked now; the payee's
 * number is sealed at rest. The withdrawal pass takes it from there (withdrawals.ts).
 */
import { randomUUID } from 'node:crypto'
import { parseUnits } from '../../../chains/assets'
import { RejectionError, reject } from '../../../platform/errors'
import { fingerprint } from '../../../platform/idempotency'
import { implement, type Implementation } from '../../../platform/operation'
import { keyedActorId } from '../key_rules'
import type { CaasContext } from '../context'
import { caasWithdrawalRef } from '../withdrawal/decide'
import type { CaasWithdrawalCommand } from '../withdrawal/commands'
import type { WithdrawalRecord } from '../withdrawal/state'
import { withdrawalView } from '../withdrawal_views'
import { payoutAmount, type PayoutRates } from '../payout_rates'
import { walletBalance } from '../wallet_balance'
import type { PayoutPartner } from '../providers/momo/payout'
import { fixedUnits } from '../views'
import { createWithdrawal, getWithdrawal } from './operations_fiat'

/** `amount` (at most 6 places) in base units of the CaaS token; 400 INVALID_AMOUNT otherwise. */
function usdcUnits(caas: CaasContext, amount: string): bigint {
  let units: bigint
  try {
    units = parseUnits(amount, Math.min(6, caas.config.decimals))
  } catch (error) {
    throw new RejectionError(reject('INVALID_AMOUNT', error instanceof Error ? error.message : String(error), 'amount'))
  }
  if (units <= 0n) throw new RejectionError(reject('INVALID_AMOUNT', 'amount must be greater than zero', 'amount'))
  return units * 10n ** BigInt(Math.max(0, caas.config.decimals - 6))
}

export function withdrawalMethods(caas: CaasContext, rates: PayoutRates, payout: PayoutPartner | null): Implementation[] {
  const ask = async (id: string, command: CaasWithdrawalCommand): Promise<WithdrawalRecord> => {
    const result = await caas.payments.host.ask(caasWithdrawalRef(id), command)
    if (!result.ok) throw new RejectionError(result.rejection)
    return result.reply
  }
  return [
    implement(createWithdrawal, async (b, caller) => {
      const rate = rates.get(b.currency)
      if (!rate)
        throw new RejectionError(reject('UNSUPPORTED_PAYOUT_CURRENCY', `payouts are made in ${[...rates.keys()].join(', ')}`, 'currency'))
      const amount = usdcUnits(caas, b.amount)
      const phone = caas.phone(b.phone_number, caller)
      const payee = b.payee_phone_number === undefined ? phone : caas.phone(b.payee_phone_number, caller, 'payee_phone_number')
      const user = await caas.member(phone, caller)
      const id = b.idempotency_key
        ? keyedActorId('cwd', caller.businessId, phone.mode, b.idempotency_key)
        : `cwd_${randomUUID().replace(/-/g, '')}`
      // A new withdrawal the account cannot cover is refused now, with nothing recorded (a replay of one made before is
      // answered as it stands, whatever the balance is since). Advisory: two at once may both pass, and the sweep's
      // own failure then fails the later one, its USDC untouched.
      const earlier = await caas.payments.host.ask(caasWithdrawalRef(id), { type: 'get', reader: null })
      if (!earlier.ok) {
        // Without a payout partner the USDC would be swept into the treasury with nobody to pay it out.
        if (!payout) throw new RejectionError(reject('PARTNER_UNAVAILABLE', 'no payout partner is configured (CAAS_PAYOUT_URL)'))
        const held = await walletBalance(caas, user.wallet.address, phone.mode === 'test')
        if (held < amount)
          throw new RejectionError(
            reject('INSUFFICIENT_USDC', `the account holds ${fixedUnits(held, caas.config.decimals)} USDC`, 'amount'),
          )
      }
      const record = await ask(id, {
        type: 'create',
        order: {
          businessId: caller.businessId,
          mode: phone.mode,
          network: caas.config.network,
          token: caas.config.token,
          decimals: caas.config.decimals,
          amount,
          user: {
            userId: user.id,
            wallet: user.wallet.address,
            owner: user.wallet.owner,
            ownerPath: user.wallet.ownerPath,
            salt: user.wallet.salt,
          },
          payee: {
            sealedMsisdn: caas.phoneSealer.seal(payee.e164, id),
            currency: b.currency,
            amount: payoutAmount(amount, caas.config.decimals, rate, b.currency),
            rate,
          },
          // The rate is not part of the request: a retry after a rate change is the same withdrawal, at its locked rate.
          requestHash: fingerprint([phone.blindIndex, payee.blindIndex, amount, b.currency]),
        },
      })
      return withdrawalView(record)
    }),
    implement(getWithdrawal, async (body, caller) => {
      const reader = { businessId: caller.businessId, mode: caller.isTestMode ? 'test' : 'live' } as const
      return withdrawalView(await ask(body.id, { type: 'get', reader }))
    }),
  ]
}
