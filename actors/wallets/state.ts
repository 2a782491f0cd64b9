/**
 * The customer wallet actor: one per merchant, environment and customer id.
 * It owns the sealed mnemonic, the derived addresses and the wallet's
 * transaction history (deposits seen on monitored addresses and transfers
 * out), so every status change of a customer's funds is decided in one place.
 * Each commit also writes its read model (read_model.ts), which the list endpoints query.
 */
import type { Network } from '../../chains/networks'

/** Test keys (test_sk_) and live keys see separate wallets: the environment is part of the actor id. */
export type Mode = 'test' | 'live'

export interface AddressEntry {
  /** Per-wallet ordinal; the public id is scopedId(walletId, seq). */
  readonly seq: number
  readonly network: Network
  readonly index: number
  readonly isTestnet: boolean
  readonly address: string
  readonly derivationPath: string
  readonly monitored: boolean
  readonly createdAtMs: number
}

type FeeStatus = 'due' | 'sending' | 'collected' | 'failed' | 'cancelled'

/** The merchant's percentage fee on one transfer, collected by a separate transfer once the main one is confirmed. */
export interface PlatformFee {
  readonly amount: bigint
  readonly percent: string
  readonly address: string
  readonly status: FeeStatus
  readonly txHash: string | null
  readonly gasFee: bigint
  readonly reason: string | null
  readonly settledAtMs: number | null
  /** Collection attempts that failed so far, and when the next may start (absent in older states: 0 and now). */
  readonly attempts?: number
  readonly retryAtMs?: number
}

/** `submitting` exists only between the intent and the broadcast of a send; the API never lists it. */
type TxStatus = 'submitting' | 'pending' | 'confirmed' | 'failed'

export interface WalletTx {
  readonly seq: number
  readonly type: 'send' | 'receive'
  /** Receive: the deposit actor id (network:txHash:address). Send: the send id chosen by the request. */
  readonly key: string
  readonly txHash: string
  readonly network: Network
  readonly currency: string
  readonly fromAddress: string
  readonly toAddress: string
  /** Base units. */
  readonly amount: bigint
  /** Network fee in the native coin's base units (0 for receives: the sender paid it). */
  readonly gasFee: bigint
  readonly status: TxStatus
  readonly confirmations: number
  readonly blockNumber: number | null
  readonly createdAtMs: number
  readonly settledAtMs: number | null
  /** Sends: the derivation index and testnet flag of the sending address (fee collection signs with it). */
  readonly index: number
  readonly isTestnet: boolean
  readonly fee: PlatformFee | null
  /** Receives: the deposit's sighting (a reorged transfer mined again is 2); absent means 1. */
  readonly sighting?: number
  readonly reason: string | null
}

export interface ActiveWallet {
  readonly status: 'active'
  readonly id: string
  readonly businessId: string
  readonly customerId: string
  readonly mode: Mode
  readonly walletId: number
  /** The mnemonic sealed with the actor id as associated data; only worker threads open it. */
  readonly envelope: string
  readonly wordCount: 12 | 24
  readonly createdAtMs: number
  readonly addresses: readonly AddressEntry[]
  readonly transactions: readonly WalletTx[]
  readonly nextSeq: number
  /** True while a send awaits confirmation or a fee awaits collection: the tracker's index (wallets.tracking). */
  readonly tracking: boolean
  /** The Idempotency-Key the wallet was created with (see CreatedWith); absent without one. */
  readonly createdWith?: CreatedWith
}

/**
 * A keyed create: the key's id (scoped to merchant and environment) and the
 * hash of the request. A replay within 24 h answers from the wallet itself:
 * its fixed fields and the mnemonic opened from the sealed envelope, so the
 * stored answer holds the mnemonic sealed, never in clear.
 */
export interface CreatedWith {
  readonly keyId: string
  readonly requestHash: string
  /**
   * The API key that made the create: the Idempotency-Key is shared by the merchant's keys, the mnemonic is not
   * (replay.ts). Absent in wallets stored before it was recorded, which replay only to wallet:reveal_seed.
   */
  readonly apiKeyId?: string
}

export type WalletState = { readonly status: 'new'; readonly id: string } | ActiveWallet

export type NewAddress = Omit<AddressEntry, 'seq' | 'createdAtMs'>

export interface SendIntent {
  readonly sendId: string
  readonly network: Network
  readonly currency: string
  readonly fromAddress: string
  readonly toAddress: string
  readonly amount: bigint
  readonly index: number
  readonly isTestnet: boolean
  readonly fee: { readonly amount: bigint; readonly percent: string; readonly address: string } | null
}

/**
 * Public integer ids (wallet transactions, deposit_id, address ids) are
 * scoped to the wallet so the actor can assign them without I/O:
 * walletId * 2^20 + per-wallet ordinal. Unique platform-wide and stable
 * (a deposit keeps its id from detected to confirmed); exact as a JSON
 * number while walletId < 2^33.
 */
export function scopedId(walletId: number, seq: number): number {
  return walletId * 2 ** 20 + seq
}
