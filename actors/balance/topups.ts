/**
 * The merchant's top-up addresses, made at first use (spec: "create what is
 * needed at first use"): one index of the business wallet, allocated under an
 * operation id of the balance actor (a retry or a racing first use gets the
 * same index), derived on POL and BSC, where it is the same EVM address, so
 * tokens sent on either network arrive. Each is watched BEFORE the merchant
 * can see it, then recorded in the balance actor. A network whose live node is
 * not configured is left out until it is (a later call adds it, same index).
 */
import { TOP_UP_NETWORKS, type TopUpNetwork } from './currencies'
import { businessWalletId } from '../checkout'
import { ensureBusinessWallet } from '../checkout'
import { present } from '../../platform/present'
import { fail, type BalanceContext } from './context'
import type { BalanceState, TopUpAddress } from './state'

export async function ensureTopUps(c: BalanceContext, id: string): Promise<BalanceState> {
  const state = await c.balance(id, { type: 'get' })
  const watchable = TOP_UP_NETWORKS.filter((n) => c.chains.adapter(n, state.isTest) !== null)
  const missing = watchable.filter((n) => !state.topUps.some((t) => t.network === n))
  if (missing.length === 0) {
    if (state.topUps.length === 0) fail('NETWORK_UNAVAILABLE', 'no top-up network (POL, BSC) is available right now')
    return state
  }
  const merchant = await c.checkout.merchant(state.businessId, { type: 'get' })
  if (merchant.kyc !== 'approved') fail('KYC_REQUIRED', 'top-up addresses come from the business wallet, which needs approved KYC')
  const wallet = await ensureBusinessWallet(c.checkout, state.businessId)
  const index =
    state.topUps[0]?.index ??
    present(
      (await c.checkout.wallet(state.businessId, { type: 'allocate', opId: `balance:${id}` })).allocated,
      `an address index for ${id}`,
    )
  const derived = await c.chains.pool.deriveAddresses(
    businessWalletId(state.businessId),
    wallet.envelope,
    missing.map((network) => ({ network, index, isTestnet: state.isTest })),
  )
  const nowMs = c.payments.clock.nowMs()
  const addresses: TopUpAddress[] = missing.map((network: TopUpNetwork, i) => {
    const address = present(derived[i], `the ${network} top-up address`)
    return { network, address: address.address, derivationPath: address.derivationPath, index, createdAtMs: nowMs }
  })
  // Watched first: an address the merchant has seen is always one whose deposits are followed.
  for (const a of addresses) await c.chains.monitor(a.network, a.address, state.isTest, { kind: 'balance', id })
  return c.balance(id, { type: 'add_top_ups', addresses })
}
