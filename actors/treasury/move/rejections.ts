/**
 * Why a move refuses an outcome. Internal to the treasury: the writer is a
 * late or confused caller, never a user, so no API answers with these and they
 * stay out of the public catalogue (gateway/core/rejection_catalogue.ts); the
 * caller logs them.
 *   MOVE_SETTLED      an outcome contradicting the one already recorded (confirmed, then told failed, or the reverse)
 *   MOVE_NOT_SETTLED  booked before the chain settled it: the ledger would hold a transfer the chain may never make
 */
export type MoveRejection = 'MOVE_SETTLED' | 'MOVE_NOT_SETTLED'
