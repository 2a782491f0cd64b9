/**
 * What chain code needs of the running platform: the adapter for each network, live or sandbox, and the
 * derivation pool. The chain service (actors/chains/service.ts) implements it and adds the deposit
 * watchers, which are actors; chain code takes this interface so it never imports the actor layer.
 */
import type { ChainAdapter } from './adapter'
import type { BchAdapter } from './bch/adapter'
import type { EvmAdapter } from './evm/adapter'
import type { Network } from './networks'
import type { SandboxLedger } from './sandbox/ledger'
import type { SolanaAdapter } from './solana/adapter'
import type { TronAdapter } from './tron/adapter'
import type { UtxoAdapter } from './utxo/adapter'
import type { XrpAdapter } from './xrp/adapter'
import type { DerivationPool } from '../workers/pool'

export interface NetworkAccess {
  readonly ledger: SandboxLedger
  readonly pool: DerivationPool
  adapter(network: Network, sandbox: boolean): ChainAdapter | null
  evm(network: Network): EvmAdapter | null
  utxo(network: Network): UtxoAdapter | null
  bch(network: Network): BchAdapter | null
  tron(network: Network): TronAdapter | null
  solana(network: Network): SolanaAdapter | null
  xrp(network: Network): XrpAdapter | null
}
