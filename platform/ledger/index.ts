/**
 * A double-entry ledger in Postgres with TigerBeetle's semantics (layer 0,
 * domain-free; README "Ledger").
 *
 *   const ledger = createLedger(sql, { clock })
 *   await ledger.createAccounts([{ id: 'biz_1:USDT', ledger: 'USDT', scale: 6, code: 'merchant_balance',
 *     owner: 'biz_1', flags: { debitsMustNotExceedCredits: true } }])          // ['OK']
 *   await ledger.createTransfers([{ id: 'refund:r1', debitAccountId: 'biz_1:USDT', creditAccountId: 'clearing:USDT',
 *     amount: 1_500_000n, ledger: 'USDT', code: 'refund', flags: { pending: true }, timeoutS: 600 }])
 *   await ledger.createTransfers([{ id: 'refund:r1:post', pendingId: 'refund:r1', flags: { postPendingTransfer: true } }])
 *
 * - Results are values, one per item: a closed union (types.ts), never an exception.
 *   A fault (Postgres unreachable) throws PlatformError('ledger_unavailable').
 * - Ids are caller-chosen text (1-128 printable ASCII), so an actor can derive them
 *   from its own state and retry: the same transfer again answers EXISTS, the
 *   same id with other fields EXISTS_WITH_DIFFERENT_FIELDS.
 * - Transfers are immutable; a pending transfer changes state once (posted, voided, expired).
 * - Balance flags are checked under row locks, atomically with the transfer.
 * - `linked` items succeed or fail together: the failing member answers its
 *   own code, the others LINKED_EVENT_FAILED.
 * - expirePending(now) is for a poller; a post or void of a pending transfer
 *   whose time is up expires it on the spot (PENDING_TRANSFER_EXPIRED).
 */
export { createLedger, type Ledger } from './ledger'

export * from './types'
