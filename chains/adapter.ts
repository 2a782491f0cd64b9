/**
 * One interface per network, implemented by each real adapter (viem, UTXO
 * node RPC, tronweb, Solana, xrpl) and by the sandbox ledger for test keys,
 * so checkout and wallets never know which one they talk to.
 */
import type { Network } from './networks'

export interface IncomingTransfer {
  readonly txHash: string
  readonly network: Network
  readonly currency: string
  readonly fromAddress: string
  readonly toAddress: string
  /** Base units. */
  readonly amount: bigint
  /**
   * Which transfer of its transaction this is, so two payments to one address in one transaction
   * are two deposits: the output index on UTXO chains; elsewhere the ordinal among the
   * transaction's transfers of this currency to this address (see numberTransfers); 0 when a
   * transaction carries one. Derived from the chain alone, so a re-scan yields the same value.
   */
  readonly index: number
  readonly status: 'detected' | 'confirmed' | 'failed'
  /** Block depth for ETH, BSC, POL, BTC; 0 on time-settled networks even when confirmed (spec). */
  readonly confirmations: number
  readonly detectedAtMs: number
  readonly confirmedAtMs: number | null
}

export interface ChainAdapter {
  readonly network: Network
  /** Confirmed balance in base units. */
  balance(address: string, currency: string): Promise<bigint>
  /** Transfers to any of `addresses` after `cursor` (opaque); returns the new cursor to persist. */
  depositsSince(addresses: readonly string[], cursor: string | null): Promise<{ transfers: IncomingTransfer[]; cursor: string }>
  /**
   * Current state of one transaction (detected, confirmed with depth, failed). null only when
   * the node definitely does not know it (vanished: a reorg); any other failure (timeout, HTTP
   * 5xx, refused connection) throws, so the watcher retries instead of reversing a deposit.
   */
  transaction(txHash: string): Promise<IncomingTransfer | null>
}
