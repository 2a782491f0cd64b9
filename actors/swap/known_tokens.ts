/**
 * Which coin a swap's token address names when no chain is asked: the public quote from hub prices (no node and swap
 * contract for the network) and every sandbox swap. The platform knows the network's native coin and its stablecoins
 * at their canonical contracts (chains/tokens.ts), plus the contract an operator configured instead. The canonical
 * address stays known even where a variable names another contract or `none`: those settings say what a live node
 * watches and sends, while hub prices and the sandbox ledger go by symbol, and a merchant testing with the sandbox
 * writes the addresses it will use on mainnet. Any other address is refused, naming the ones accepted.
 */
import { NATIVE_CURRENCY } from '../../chains/assets'
import type { Network } from '../../chains/networks'
import { CANONICAL_TOKENS, stablecoinsOf, tokenContract } from '../../chains/tokens'
import { RejectionError, reject } from '../../platform/errors'
import type { Token } from './inputs'

interface KnownToken {
  readonly symbol: string
  readonly address: string
}

/** The stablecoin addresses known on `network`: each canonical contract, then a configured one that differs. */
function knownTokens(network: Network, env: NodeJS.ProcessEnv): KnownToken[] {
  return stablecoinsOf(network).flatMap((symbol) => {
    const canonical = CANONICAL_TOKENS[network]![symbol]!
    const configured = tokenContract(network, symbol, env)
    const own = configured !== null && configured.toLowerCase() !== canonical.toLowerCase()
    return [{ symbol, address: canonical }, ...(own ? [{ symbol, address: configured }] : [])]
  })
}

/** The symbol a token names on `network` (EVM hex compared without case: EIP-55 is only a checksum), or null. */
export function knownSymbol(network: Network, token: Token, env: NodeJS.ProcessEnv): string | null {
  if (token === null) return NATIVE_CURRENCY[network]
  return knownTokens(network, env).find((k) => k.address.toLowerCase() === token.toLowerCase())?.symbol ?? null
}

/** "to_token 0x… is not a token … on POL (why); accepted: native, USDT 0x…, USDC 0x…". */
export function unknownTokenMessage(network: Network, token: string, field: string, why: string, env: NodeJS.ProcessEnv): string {
  const accepted = ['native', ...knownTokens(network, env).map((k) => `${k.symbol} ${k.address}`)]
  return `${field} ${token} is not a token the platform knows on ${network} (${why}); accepted: ${accepted.join(', ')}`
}

/** The 400 for a token that is not known: SWAP_UNAVAILABLE, as before the registry, now with the field and the list. */
export function unknownToken(network: Network, token: string, field: string, why: string, env: NodeJS.ProcessEnv): RejectionError {
  return new RejectionError(reject('SWAP_UNAVAILABLE', unknownTokenMessage(network, token, field, why, env), field))
}
