/**
 * Settings for checkout: the business wallet (generate once, read its
 * addresses, reveal the seed with 2FA) and the session lifetime; settlement
 * bank accounts are in actors/checkout/api/methods_settlement.ts. The business wallet's
 * words never leave the worker at generation; `POST /wallet/seed` is the
 * one way to see them.
 */
import { actingParty } from '../../../platform/audit'
import { recordAuditNow } from '../../accounts'
import { NETWORKS, isNetwork, type Network } from '../../../chains/networks'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import * as ops from './operations_settings'
import { accessContext } from '../../accounts'
import { requireBusiness } from '../../../platform/caller'
import { present } from '../../../platform/present'
import { checkTotp } from '../../accounts'
import type { BusinessWalletReply } from '../business_wallet/commands'
import type { WalletAddress } from '../business_wallet/state'
import { businessWalletId, fail, type CheckoutContext } from '../context'
import { iso } from '../view'
import { assert, RejectionError } from '../../../platform/errors'

const ALIASES: Record<string, Network> = {
  TRON: 'TRX',
  POLYGON: 'POL',
  MATIC: 'POL',
  BNB: 'BSC',
  BINANCE: 'BSC',
  ETHEREUM: 'ETH',
  SOLANA: 'SOL',
  BITCOIN: 'BTC',
  LITECOIN: 'LTC',
  RIPPLE: 'XRP',
}

const addressView = (a: WalletAddress) => ({
  network: a.network,
  address: a.address,
  derivation_path: a.derivationPath,
  testnet_address: a.testnetAddress,
  testnet_derivation_path: a.testnetDerivationPath,
})

function walletView(w: BusinessWalletReply) {
  if (w.status !== 'active') fail('BUSINESS_WALLET_NOT_FOUND', 'no business wallet yet: POST /api/v1/settings/wallet/generate')
  return {
    created_at: iso(w.createdAtMs),
    addresses: w.addresses.map(addressView),
    sessions_derived: w.nextIndex - 1,
    session_ttl_minutes: w.sessionTtlMinutes,
  }
}

/** Generates and seals a business wallet in the pool, derives index 0 on every network, and stores it (WALLET_EXISTS if another call won). */
async function generateBusinessWallet(c: CheckoutContext, businessId: string): Promise<BusinessWalletReply> {
  const walletId = businessWalletId(businessId)
  const { envelope } = await c.chains.pool.generateSealedWallet(walletId, 24)
  const requests = NETWORKS.flatMap((network) => [
    { network, index: 0, isTestnet: false },
    { network, index: 0, isTestnet: true },
  ])
  const derived = await c.chains.pool.deriveAddresses(walletId, envelope, requests)
  const addresses: WalletAddress[] = NETWORKS.map((network, i) => {
    const main = present(derived[2 * i], `the ${network} address`)
    const testnet = present(derived[2 * i + 1], `the ${network} testnet address`)
    return {
      network,
      address: main.address,
      derivationPath: main.derivationPath,
      testnetAddress: testnet.address,
      testnetDerivationPath: testnet.derivationPath,
    }
  })
  return c.wallet(businessId, { type: 'init', envelope, addresses })
}

// First creates racing in this process share one generation; across processes the actor's `init` lets one win.
const generating = new Map<string, Promise<ActiveBusinessWallet>>()

type ActiveBusinessWallet = Extract<BusinessWalletReply, { status: 'active' }>

const active = (w: BusinessWalletReply): ActiveBusinessWallet => {
  assert(w.status === 'active', `business wallet ${w.id} is not active after its generation`)
  return w
}

/**
 * The business wallet, generated at first need (a checkout create or a selection) so a merchant never has a step
 * the spec does not have. At most one wallet is ever stored: the actor accepts one `init`, a loser of the race
 * (WALLET_EXISTS) reads the winner's. The caller has already checked what generation needs (approved KYC).
 */
export async function ensureBusinessWallet(c: CheckoutContext, businessId: string): Promise<ActiveBusinessWallet> {
  const wallet = await c.wallet(businessId, { type: 'get' })
  if (wallet.status === 'active') return wallet
  let pending = generating.get(businessId)
  if (!pending) {
    const lostRace = (e: unknown) => e instanceof RejectionError && e.rejection.code === 'WALLET_EXISTS'
    pending = generateBusinessWallet(c, businessId)
      .then(active, async (e: unknown) => (lostRace(e) ? active(await c.wallet(businessId, { type: 'get' })) : Promise.reject(e)))
      .finally(() => generating.delete(businessId))
    generating.set(businessId, pending)
  }
  return pending
}

export function walletMethods(c: CheckoutContext): Record<string, MethodHandler> {
  const access = accessContext(c.payments)
  return methodTable(
    implement(ops.generateWallet, async (_input, caller) => {
      const businessId = requireBusiness(caller)
      const merchant = await c.merchant(businessId, { type: 'get' })
      if (merchant.kyc !== 'approved') fail('KYC_REQUIRED', 'the business wallet needs approved KYC')
      if ((await c.wallet(businessId, { type: 'get' })).status === 'active')
        fail('WALLET_EXISTS', 'the business wallet has already been generated')
      const wallet = await generateBusinessWallet(c, businessId)
      return {
        message: 'business wallet generated; reveal its recovery words with POST /api/v1/settings/wallet/seed (2FA required)',
        wallet: walletView(wallet),
      }
    }),
    implement(ops.getWallet, async (_input, caller) => ({ wallet: walletView(await c.wallet(requireBusiness(caller), { type: 'get' })) })),
    implement(ops.walletAddress, async (input, caller) => {
      const asked = input.network.toUpperCase()
      const network = ALIASES[asked] ?? asked
      if (!isNetwork(network)) fail('INVALID_NETWORK', `network must be one of ${NETWORKS.join(', ')}`, 'network')
      const view = walletView(await c.wallet(requireBusiness(caller), { type: 'get' }))
      return present(
        view.addresses.find((a) => a.network === network),
        `the ${network} address of the business wallet`,
      )
    }),
    implement(ops.revealSeed, async (body, caller) => {
      const businessId = requireBusiness(caller)
      const merchant = await c.merchant(businessId, { type: 'get' })
      if (merchant.kyc !== 'approved') fail('KYC_REQUIRED', 'revealing the seed needs approved KYC')
      const user = await access.user(caller.userId, { type: 'get' })
      if (!user.totp.enabled) fail('2FA_REQUIRED', 'revealing the seed needs two-factor authentication enabled')
      await checkTotp(access, user, body.otp_code, 'otp_code')
      const wallet = await c.wallet(businessId, { type: 'get' })
      if (wallet.status !== 'active') fail('BUSINESS_WALLET_NOT_FOUND', 'no business wallet yet')
      // On record before the words leave: a reveal whose entry cannot be written does not happen.
      await recordAuditNow(
        c.payments.sql,
        {
          businessId,
          action: 'wallet.seed_revealed',
          by: actingParty(caller),
          target: { type: 'business_wallet', id: businessId },
          changes: {},
        },
        c.payments.clock.nowMs(),
      )
      const words = await c.chains.pool.revealMnemonic(businessWalletId(businessId), wallet.envelope)
      c.payments.logger.info({ businessId, userId: caller.userId }, 'business wallet seed revealed')
      return { mnemonic: words, word_count: words.length }
    }),
    implement(ops.getCheckoutSettings, async (_input, caller) => ({
      session_ttl_minutes: (await c.wallet(requireBusiness(caller), { type: 'get' })).sessionTtlMinutes,
    })),
    implement(ops.updateCheckoutSettings, async ({ session_ttl_minutes: minutes }, caller) => {
      return { session_ttl_minutes: (await c.wallet(requireBusiness(caller), { type: 'set_ttl', minutes })).sessionTtlMinutes }
    }),
  )
}
