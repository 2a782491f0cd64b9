/**
 * One interface per network, implemented by each real adapter (viem, UTXO
 * node RPC, tronweb, Solana, xrpl) and by the sandbox ledger for test keys,
 * so checkout and wallets never know which one they talk to.
 */
import type { Network } from './networks'
import type { WatchedAddresses } from './watched'

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

/**
 * Where a settled transaction landed and what it cost its sender, read from
 * the node once the transaction is in a block (or slot, or validated ledger).
 */
export interface Settlement {
  /** Block height (EVM, BTC, LTC, BCH, TRX), slot (SOL), ledger index (XRP), ledger sequence (sandbox); null where the node names none. */
  readonly blockNumber: number | null
  /**
   * The network fee actually paid, in the native coin's base units, measured as the send
   * measured it at broadcast (on SOL the rent of a token account the transfer created is part
   * of it). Absent when the node cannot tell: the broadcast figure stands.
   */
  readonly fee?: bigint
}

export interface ChainAdapter {
  readonly network: Network
  /** Confirmed balance in base units. */
  balance(address: string, currency: string): Promise<bigint>
  /**
   * Transfers to watched addresses after `cursor` (opaque); returns the new cursor to persist. `toAddress` is the
   * watched address's registered spelling (WatchedAddresses.match).
   */
  depositsSince(watched: WatchedAddresses, cursor: string | null): Promise<{ transfers: IncomingTransfer[]; cursor: string }>
  /**
   * The form two spellings of one address share (EVM: lower case; BCH: the legacy form), which watched addresses are
   * matched by. Absent: an address has one spelling.
   */
  readonly addressKey?: (address: string) => string
  /**
   * The chain's head, cheaply (EVM `eth_blockNumber`, UTXO `getblockcount`): a value unlike the last one means new
   * blocks. A watcher asks it between rounds (DEPOSIT_HEAD_POLL_MS) and starts a round when it moves, so a block is
   * seen within that time without a full round each time. Absent: the watcher runs a round every DEPOSIT_POLL_MS.
   */
  head?(): Promise<string>
  /**
   * Current state of one transaction (detected, confirmed with depth, failed). null only when
   * the node definitely does not know it (vanished: a reorg); any other failure (timeout, HTTP
   * 5xx, refused connection) throws, so the watcher retries instead of reversing a deposit.
   */
  transaction(txHash: string): Promise<IncomingTransfer | null>
  /**
   * Where a settled transaction (confirmed, or failed on chain, which still pays its fee) landed
   * and the fee it paid. null while the node does not hold it as settled (still in a mempool,
   * not yet solidified, finalized or validated); node faults throw. Optional: an adapter
   * without it leaves the block unknown and the broadcast fee in place.
   */
  settlement?(txHash: string): Promise<Settlement | null>
}
