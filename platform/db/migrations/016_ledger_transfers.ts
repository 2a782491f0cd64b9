/**
 * ledger_create_transfers: a batch of transfers in one call, so one round
 * trip and one lock acquisition per account serve the whole batch (see
 * platform/ledger/batcher.ts, which merges concurrent callers into one batch).
 *
 * Why it is safe:
 *   - The transfer rows the batch names (its ids and the pending transfers it
 *     resolves) are locked FOR UPDATE first, then every account involved
 *     FOR NO KEY UPDATE, each set in id order; ledger_expire_pending takes
 *     the same order, so two batches never wait on each other in a cycle.
 *   - Balances are read once, under those locks, into arrays; each item is
 *     checked against and applied to the arrays in batch order, so the
 *     debits_must_not_exceed_credits check sees every earlier item of the
 *     batch and no other writer (they wait on the row locks).
 *   - A linked chain is applied to the arrays and undone there if a member
 *     fails: no subtransactions.
 *   - At the end: one INSERT of the new transfers, one UPDATE of the pending
 *     transfers resolved, one UPDATE of the accounts moved. A new id that a
 *     concurrent batch inserted meanwhile makes the INSERT write fewer rows:
 *     LDG01 aborts this batch (nothing written) and the caller runs it again,
 *     when that id answers EXISTS or EXISTS_WITH_DIFFERENT_FIELDS.
 * Items: {i id, d debit, c credit, a amount|null, p pending_id, l ledger, k code,
 * f flags, t timeout_s, u user_data, e code found by the caller's checks}.
 * The function body is in 016_ledger_transfers_sql.ts, kept apart for length.
 */
import { CREATE_TRANSFERS_FUNCTION } from './016_ledger_transfers_sql'

export const name = 'ledger_transfers'

export const sql = `
${CREATE_TRANSFERS_FUNCTION}

-- Expires pending transfers whose timeout has passed at now_ms, at most
-- max_count per call (a poller calls again while it gets max_count). A pending
-- transfer that a batch holds (it is posting or voiding it) is skipped: that
-- batch resolves it, or expires it itself if its time is up.
CREATE FUNCTION ledger_expire_pending(now_ms bigint, max_count int) RETURNS int LANGUAGE plpgsql
SET enable_seqscan = off AS $fn$
DECLARE
  t_id text[]; t_dr text[]; t_cr text[]; t_amt numeric[];
  expired int;
BEGIN
  SELECT array_agg(id), array_agg(debit_account_id), array_agg(credit_account_id), array_agg(amount)
    INTO t_id, t_dr, t_cr, t_amt
    FROM (SELECT id, debit_account_id, credit_account_id, amount FROM ledger_transfers
           WHERE state = 'pending' AND expires_at_ms <= now_ms
           ORDER BY id LIMIT max_count FOR UPDATE SKIP LOCKED) t;
  expired := coalesce(array_length(t_id, 1), 0);
  IF expired = 0 THEN RETURN 0; END IF;
  PERFORM 1 FROM ledger_accounts WHERE id = ANY(t_dr || t_cr) ORDER BY id FOR NO KEY UPDATE;
  UPDATE ledger_accounts a SET debits_pending = a.debits_pending - s.amt
    FROM (SELECT u.id, sum(u.amt) AS amt FROM unnest(t_dr, t_amt) u(id, amt) GROUP BY u.id) s WHERE a.id = s.id;
  UPDATE ledger_accounts a SET credits_pending = a.credits_pending - s.amt
    FROM (SELECT u.id, sum(u.amt) AS amt FROM unnest(t_cr, t_amt) u(id, amt) GROUP BY u.id) s WHERE a.id = s.id;
  UPDATE ledger_transfers SET state = 'expired' WHERE id = ANY(t_id);
  RETURN expired;
END $fn$;
`
