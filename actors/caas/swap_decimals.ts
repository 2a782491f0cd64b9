/**
 * The decimals of a CaaS swap's input token, fixed when the swap is created,
 * so its webhooks and its GET can carry `amount_in` as the spec writes CaaS
 * amounts: a decimal string with 6 places. The native coin and the tokens the
 * platform knows (chains/tokens.ts) need no lookup; a live swap of another
 * pool token reads the token's `decimals()` from the chain once. A sandbox
 * swap of a token the sandbox ledger does not hold is refused here, before
 * anything is recorded, instead of failing later at its send.
 */
import { decimalsOf } from '../../chains/assets'
import { viem } from '../../chains/esm_deps'
import type { Network } from '../../chains/networks'
import { configEnv } from '../../platform/config_variables'
import { knownSymbol, unknownToken } from '../swap'
import type { Token } from '../swap'
import type { CaasContext } from './context'

const { parseAbiItem, getAddress } = viem
const DECIMALS = parseAbiItem('function decimals() view returns (uint8)')

export async function swapInputDecimals(caas: CaasContext, network: Network, token: Token, live: boolean): Promise<number> {
  const symbol = knownSymbol(network, token, configEnv())
  const known = symbol === null ? undefined : decimalsOf(network, symbol)
  if (known !== undefined) return known
  const client = live ? caas.chains.evm(network)?.client : undefined
  if (token === null || !client)
    throw unknownToken(network, token ?? 'native', 'from_token', 'the sandbox ledger holds the native coin, USDT and USDC', configEnv())
  try {
    return Number(await client.readContract({ address: getAddress(token), abi: [DECIMALS], functionName: 'decimals' }))
  } catch {
    throw unknownToken(network, token, 'from_token', 'it answers no ERC-20 decimals() on this network', configEnv())
  }
}
