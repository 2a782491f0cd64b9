/**
 * How WaaS keys its creates (platform/idempotency.ts). A wallet's key
 * replays its answer, mnemonic included, for 24 h (then the key is new
 * again, and the create answers WALLET_EXISTS); a transfer's key names its
 * send for as long as the wallet keeps it.
 */
import type { KeyRule } from '../../platform/idempotency'

/** How long a create's Idempotency-Key replays its answer. */
export const WALLET_KEY_RETENTION_MS = 24 * 3_600_000

export const WALLET_KEY: KeyRule = {
  operation: 'wallet',
  name: 'Idempotency-Key',
  resource: 'wallet',
  retentionMs: WALLET_KEY_RETENTION_MS,
}

export const TRANSFER_KEY: KeyRule = { operation: 'wallet-transfer', name: 'Idempotency-Key', resource: 'transfer', retentionMs: null }
