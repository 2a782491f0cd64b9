/**
 * A platform with WaaS and swap on an anvil holding Uniswap V2 and the
 * platform swap contract (uniswap.ts), configured as the POL network: a
 * live key with every wallet permission, and a customer whose POL address
 * (index 0) is funded with the native coin and the test tokens.
 */
import type { Test } from 'tap'
import { accounts, viem } from '../../chains/esm_deps'
import { swapModule } from '../../actors/swap/module'
import { anvilClients, startAnvil, type Anvil } from './anvil'
import type { Reply } from './http'
import { deployUniswap, giveTokens, type UniswapFixture } from './uniswap'
import { ALL_WALLET_PERMISSIONS, WAAS_MODULES, startWaas, type WaasRig } from './waas'

type Hex = `0x${string}`
export const E18 = 10n ** 18n

export interface SwapRig {
  readonly anvil: Anvil
  readonly u: UniswapFixture
  readonly rig: WaasRig
  /** The live key. */
  readonly key: string
  /** A call with the live key. */
  api(method: string, path: string, body?: unknown): Promise<Reply>
  /** A funded customer's POL address. */
  customer(id: string): Promise<Hex>
}

export async function startSwapRig(t: Test, prefix: string): Promise<SwapRig> {
  const anvil = await startAnvil()
  const feeTo = accounts.privateKeyToAccount(viem.keccak256(viem.toHex(prefix))).address
  const u = await deployUniswap(anvil.url, feeTo)
  const rig = await startWaas(
    prefix,
    {
      POL_RPC_URL: anvil.url,
      POL_SWAP_CONTRACT: u.platformSwap,
      POL_CONFIRMATIONS: '1',
      CHAIN_RPC_TIMEOUT_MS: '5000',
      CHAIN_SEND_CHECK_MS: '200',
      CHAIN_SEND_CHECK_MAX_MS: '1000',
      DEPOSIT_POLL_MS: '200',
      WALLET_TRACK_MS: '200',
    },
    [...WAAS_MODULES, swapModule],
  )
  t.teardown(async () => {
    await rig.close()
    await anvil.stop()
  })
  await rig.plan('professional')
  const key = await rig.key('live', ALL_WALLET_PERMISSIONS)
  const api = (method: string, path: string, body?: unknown) =>
    rig.call(method, path, { headers: { 'x-api-key': key }, ...(body !== undefined ? { body } : {}) })
  const { funder, reader } = anvilClients(anvil.url)
  return {
    anvil,
    u,
    rig,
    key,
    api,
    async customer(id) {
      if ((await api('POST', '/api/v1/wallet/customers', { customer_id: id })).status !== 200) throw new Error('customer')
      const address = (await api('POST', `/api/v1/wallet/${id}/derive`, { network: 'POL', index: 0 })).body.address as Hex
      await reader.waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: address, value: 100n * E18 }) })
      for (const token of [u.tokenA, u.tokenB, u.deflating]) await giveTokens(anvil.url, token, address, 100n * E18)
      return address
    },
  }
}
