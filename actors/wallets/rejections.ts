/**
 * The wallet actor's closed set of rejection codes (`WalletRejection`) and
 * those the WaaS methods raise themselves (`WaasMethodRejection`). Statuses:
 * gateway/core/rejection_catalogue.ts.
 */
import { reject, type Rejection } from '../../platform/errors'

export type WalletRejection = 'WALLET_NOT_FOUND' | 'WALLET_EXISTS' | 'UNKNOWN_ADDRESS' | 'SEND_NOT_FOUND' | 'FEE_NOT_DUE' | 'SEND_EXISTS'

export type WaasMethodRejection =
  | 'UNAUTHORIZED'
  | 'INVALID_WORD_COUNT'
  | 'WALLET_CREATION_FAILED'
  | 'TRANSACTIONS_FETCH_FAILED'
  | 'ADDRESS_NOT_FOUND'
  | 'INVALID_NETWORK'
  | 'INVALID_CURRENCY'
  | 'INVALID_ADDRESS'
  | 'INVALID_AMOUNT'
  | 'UNSUPPORTED_NETWORK'
  | 'ESTIMATE_FAILED'
  | 'CURRENCY_UNAVAILABLE'
  | 'NETWORK_UNAVAILABLE'
  | 'INSUFFICIENT_FUNDS'
  | 'BROADCAST_FAILED'
  | 'TRANSFER_IN_PROGRESS'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'MNEMONIC_NOT_REPLAYED'

declare module '../../platform/errors' {
  interface RejectionCodes extends Record<WalletRejection | WaasMethodRejection, true> {}
}

export function walletRejection(code: WalletRejection, message?: string): Rejection<WalletRejection> {
  const messages: Record<WalletRejection, string> = {
    WALLET_NOT_FOUND: 'Wallet not found',
    WALLET_EXISTS: 'customer already has a wallet',
    UNKNOWN_ADDRESS: 'the address does not belong to this wallet',
    SEND_NOT_FOUND: 'no such transfer in this wallet',
    FEE_NOT_DUE: 'no fee is due on this transfer',
    SEND_EXISTS: 'a transfer with this id was already started',
  }
  return reject(code, message ?? messages[code])
}

/**
 * WALLET_EXISTS naming the way back to a mnemonic that was shown once and
 * may have been lost with the answer: the seed endpoint, or a replay of the
 * create with the same Idempotency-Key, which only the API key that created
 * the wallet gets (replay.ts), so the message says so.
 */
export function walletExists(customerId: string): Rejection<WalletRejection> {
  return walletRejection(
    'WALLET_EXISTS',
    'customer already has a wallet; its mnemonic is shown once: read it again with ' +
      `GET /api/v1/wallet/${encodeURIComponent(customerId)}/seed ` +
      '(permission wallet:reveal_seed), or, with the API key that created the wallet, ' +
      'repeat the create with the same Idempotency-Key and body within 24 h for the same answer',
  )
}
