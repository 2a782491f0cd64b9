/**
 * Checkout's dashboard operations (JWT): the business wallet, the session
 * lifetime and paying for a plan in crypto. Routes in
 * actors/checkout/api/routes_settings.ts, methods in methods_wallet.ts and
 * methods_subscription.ts.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { otpCode } from '../../../platform/input_fields'
import { operation } from '../../../platform/operation'
import { CreatedSession, SelectedNetwork } from './wire'

const Time = Type.String({ format: 'date-time' })
const Nothing = object({})
const SessionTtl = object({ session_ttl_minutes: Type.Integer() })

const WalletAddress = object({
  network: Type.String(),
  address: Type.String(),
  derivation_path: Type.String(),
  testnet_address: Type.String(),
  testnet_derivation_path: Type.String(),
})
const BusinessWallet = object({
  created_at: Time,
  addresses: Type.Array(WalletAddress),
  sessions_derived: Type.Integer(),
  session_ttl_minutes: Type.Integer(),
})

export const generateWallet = operation({
  name: 'settings.wallet.generate',
  input: Nothing,
  output: object({ message: Type.String(), wallet: BusinessWallet }),
  errors: ['KYC_REQUIRED', 'WALLET_EXISTS'],
})
export const getWallet = operation({
  name: 'settings.wallet.get',
  input: Nothing,
  output: object({ wallet: BusinessWallet }),
  errors: ['BUSINESS_WALLET_NOT_FOUND'],
})
export const walletAddress = operation({
  name: 'settings.wallet.address',
  input: object({ network: Type.String({ minLength: 3, maxLength: 10 }) }),
  output: WalletAddress,
  errors: ['INVALID_NETWORK', 'BUSINESS_WALLET_NOT_FOUND'],
})
export const SeedBody = object({ otp_code: otpCode() }, { additionalProperties: false })
export const revealSeed = operation({
  name: 'settings.wallet.seed',
  input: SeedBody,
  output: object({ mnemonic: Type.Array(Type.String()), word_count: Type.Integer() }),
  errors: ['KYC_REQUIRED', '2FA_REQUIRED', 'INVALID_OTP', 'OTP_REUSED', 'TOO_MANY_ATTEMPTS', 'BUSINESS_WALLET_NOT_FOUND'],
})
export const getCheckoutSettings = operation({ name: 'settings.checkout.get', input: Nothing, output: SessionTtl })
export const TtlBody = object({ session_ttl_minutes: Type.Integer({ minimum: 5, maximum: 10_080 }) }, { additionalProperties: false })
export const updateCheckoutSettings = operation({ name: 'settings.checkout.update', input: TtlBody, output: SessionTtl })

export const PlanCheckoutBody = object(
  {
    plan: Type.Union([Type.Literal('starter'), Type.Literal('professional'), Type.Literal('business'), Type.Literal('enterprise')]),
    duration: Type.Optional(Type.Union([Type.Literal('monthly'), Type.Literal('annual')])),
    network: Type.Optional(Type.String({ minLength: 3, maxLength: 3 })),
    currency: Type.Optional(Type.String({ minLength: 3, maxLength: 5 })),
  },
  { additionalProperties: false },
)
/** A plan's billing session: create's answer, and with a network given the selection's too (currency stays the fiat one). */
export const planCryptoCheckout = operation({
  name: 'subscription.cryptoCheckout',
  input: PlanCheckoutBody,
  output: Type.Composite([
    Type.Partial(Type.Omit(SelectedNetwork, ['currency'])),
    CreatedSession,
    object({ crypto_currency: Type.Optional(Type.String()) }),
  ]),
  // With a network given, the selection's refusals too: it prices the session in the same call.
  errors: [
    'PLAN_NOT_PURCHASABLE',
    'INVALID_REQUEST',
    'INVALID_NETWORK',
    'INVALID_CURRENCY',
    'CURRENCY_NOT_AVAILABLE',
    'NETWORK_UNAVAILABLE',
    'PRICE_UNAVAILABLE',
    'FX_UNAVAILABLE',
  ],
})
