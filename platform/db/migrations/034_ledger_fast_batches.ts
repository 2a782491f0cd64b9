/**
 * Two functions for a batch of transfers (issue #35, the ledger bench's 1,000-account case), both taking
 * the items as one array per field (no JSON to parse): ledger_create_transfers_fast, which the ledger
 * calls first, and ledger_create_transfers, 016's careful function, which it calls when the fast one
 * cannot answer. Results are always 016's: the fast function answers only batches whose every item is
 * OK, and hands anything else, unchanged and before writing, to the careful one.
 *
 * ledger_create_transfers_fast, for the common batch (new transfers, pending ones, posts and voids of
 * pending transfers made in earlier batches, no linked chains):
 *   - Looks up and locks (FOR UPDATE, in id order) only the pending transfers the batch resolves; not
 *     the batch's own ids (a probe each, for ids that are new) nor the accounts.
 *   - Decides each item without balances, and sums per account what the batch adds to each balance and
 *     how much it raises debits (pending + posted) and credits.
 *   - Writes: the INSERT of the new transfers (no ON CONFLICT: an id that exists, a replay, raises
 *     23505), the pending transfers' new state (by ctid; they are locked), and last one UPDATE of the
 *     accounts, in id order, relative (balance + delta), each row only if the balance checks hold with
 *     every raise of its debits counted before any credit it gets (and the mirror for credits): then
 *     each item passed them in batch order, whatever that order. Postgres re-checks that condition on
 *     the newest row if another batch wrote it meanwhile, so batches on one account queue on its row
 *     instead of failing. A row left out (an account missing or on another ledger, or a check that
 *     needs the order) fails the batch with LDG01.
 *   - On 23505 or LDG01 the ledger runs the batch again, careful; a batch with a chain, a refused item,
 *     an id twice or already loaded, a pending transfer not found, expired or not pending, goes to the
 *     careful function from inside, before anything is written.
 *   - The accounts are locked last, from their UPDATE to the commit, so a hot account is held for less.
 * ledger_create_transfers: 016's function (own ids and pending transfers locked, then accounts locked,
 * each in id order; INSERT ON CONFLICT DO NOTHING and LDG01 on a shortfall), on arrays, with the final
 * writes by ctid (the rows are locked).
 */
import { CAREFUL_TRANSFERS_FUNCTION } from './034_ledger_careful_sql'
import { FAST_TRANSFERS_FUNCTION } from './034_ledger_fast_sql'

export const name = 'ledger_fast_batches'

export const sql = `
DROP FUNCTION ledger_create_transfers(jsonb, bigint);
${CAREFUL_TRANSFERS_FUNCTION}
${FAST_TRANSFERS_FUNCTION}
`
