/**
 * A local node (anvil, a fake TRON or Solana RPC) has none of the mainnet token contracts the platform knows by
 * default (chains/tokens.ts): a test spreads this into its environment, then names the tokens it deploys, so nothing
 * reads a balance from a contract that is not there.
 */
import { CANONICAL_TOKENS, NO_TOKEN } from '../../chains/tokens'

export const NO_MAINNET_TOKENS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CANONICAL_TOKENS).flatMap(([network, tokens]) => Object.keys(tokens).map((symbol) => [`${network}_${symbol}`, NO_TOKEN])),
)
