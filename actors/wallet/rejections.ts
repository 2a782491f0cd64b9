/** The wallet actor's closed set of rejection codes; module.ts maps them to HTTP statuses. */
import { reject, type Rejection } from '../../platform/errors'

export type WalletRejection = 'WALLET_NOT_FOUND' | 'WALLET_EXISTS' | 'unknown_address' | 'send_not_found' | 'fee_not_due' | 'send_exists'

export function walletRejection(code: WalletRejection, message?: string): Rejection {
  const messages: Record<WalletRejection, string> = {
    WALLET_NOT_FOUND: 'Wallet not found',
    WALLET_EXISTS: 'customer already has a wallet',
    unknown_address: 'the address does not belong to this wallet',
    send_not_found: 'no such transfer in this wallet',
    fee_not_due: 'no fee is due on this transfer',
    send_exists: 'a transfer with this id was already started',
  }
  return reject(code, message ?? messages[code])
}

/**
 * WALLET_EXISTS naming the way back to a mnemonic that was shown once and
 * may have been lost with the answer: the seed endpoint, or a replay of the
 * create with the same Idempotency-Key.
 */
export function walletExists(customerId: string): Rejection {
  return walletRejection(
    'WALLET_EXISTS',
    'customer already has a wallet; its mnemonic is shown once: read it again with ' +
      `GET /api/v1/wallet/${encodeURIComponent(customerId)}/seed ` +
      '(permission wallet:reveal_seed), or repeat the create with the same Idempotency-Key within 24 h for the same answer',
  )
}
