/** ledger_create_transfers_fast, which hands anything it cannot answer to the careful one; why it is safe: 034_ledger_fast_batches.ts. Never edited. */
export const FAST_TRANSFERS_FUNCTION = `CREATE FUNCTION ledger_create_transfers_fast(x_id text[], x_dr text[], x_cr text[], x_amt numeric[], x_pid text[],
  x_led text[], x_code text[], x_flags int[], x_to int[], x_ud text[], x_err text[], now_ms bigint)
RETURNS text[] LANGUAGE plpgsql
SET enable_seqscan = off SET plan_cache_mode = force_generic_plan AS $fn$
DECLARE
  max_amount constant numeric := 340282366920938463463374607431768211455;
  n int := cardinality(x_id);
  -- the pending transfers the batch resolves, locked
  p_id text[] := '{}'; p_dr text[]; p_cr text[]; p_amt numeric[]; p_led text[]; p_code text[]; p_flags int[];
  p_state text[]; p_exp bigint[]; p_tid tid[];
  -- the new transfers: item i is row i (an item that is not new sends the batch to the careful run)
  n_dr text[] := x_dr; n_cr text[] := x_cr; n_amt numeric[] := x_amt; n_led text[] := x_led; n_code text[] := x_code;
  n_state text[] := array_fill(NULL::text, ARRAY[n]); n_exp bigint[] := array_fill(NULL::bigint, ARRAY[n]);
  -- per account: what the batch adds to each balance, how much it raises debits (pending + posted) and
  -- credits, and the ledger its transfers name
  d_id text[] := '{}'; d_led text[] := '{}'; d_dp numeric[] := '{}'; d_dpo numeric[] := '{}'; d_cp numeric[] := '{}';
  d_cpo numeric[] := '{}'; d_dinc numeric[] := '{}'; d_cinc numeric[] := '{}';
  f int; pp int; a int; b int; amt numeric; pamt numeric; led text;
  written int;
BEGIN
  IF cardinality(array_positions(x_err, NULL)) < n THEN
    RETURN ledger_create_transfers(x_id, x_dr, x_cr, x_amt, x_pid, x_led, x_code, x_flags, x_to, x_ud, x_err, now_ms);
  END IF;
  IF cardinality(array_positions(x_pid, NULL)) < n THEN
    SELECT array_agg(id), array_agg(debit_account_id), array_agg(credit_account_id), array_agg(amount), array_agg(ledger),
           array_agg(code), array_agg(flags), array_agg(state), array_agg(expires_at_ms), array_agg(tid)
      INTO p_id, p_dr, p_cr, p_amt, p_led, p_code, p_flags, p_state, p_exp, p_tid
      FROM (SELECT ctid AS tid, id, debit_account_id, credit_account_id, amount, ledger, code, flags, state, expires_at_ms
              FROM ledger_transfers WHERE id = ANY(x_pid) ORDER BY id FOR UPDATE) t;
    p_id := coalesce(p_id, '{}');
  END IF;

  FOR i IN 1..n LOOP
    f := x_flags[i];
    -- Linked chains, ids twice in the batch, and ids already loaded: the careful run.
    IF (f & 1) <> 0 OR array_position(x_id, x_id[i]) <> i OR x_id[i] = ANY(p_id) THEN
      RETURN ledger_create_transfers(x_id, x_dr, x_cr, x_amt, x_pid, x_led, x_code, x_flags, x_to, x_ud, x_err, now_ms);
    END IF;
    IF (f & 12) <> 0 THEN
      pp := array_position(p_id, x_pid[i]);
      pamt := p_amt[pp];
      amt := coalesce(x_amt[i], pamt);
      -- Anything but a lawful post or void of a pending transfer still pending and not yet expired: the careful run.
      IF pp IS NULL OR (p_flags[pp] & 2) = 0 OR p_state[pp] <> 'pending' OR p_exp[pp] <= now_ms
         OR x_dr[i] <> p_dr[pp] OR x_cr[i] <> p_cr[pp] OR x_led[i] <> p_led[pp] OR x_code[i] <> p_code[pp]
         OR ((f & 4) <> 0 AND amt > pamt) OR ((f & 8) <> 0 AND amt <> pamt) THEN
        RETURN ledger_create_transfers(x_id, x_dr, x_cr, x_amt, x_pid, x_led, x_code, x_flags, x_to, x_ud, x_err, now_ms);
      END IF;
      p_state[pp] := CASE WHEN (f & 4) <> 0 THEN 'posted' ELSE 'voided' END;
      n_dr[i] := p_dr[pp]; n_cr[i] := p_cr[pp]; n_amt[i] := amt; n_led[i] := p_led[pp]; n_code[i] := p_code[pp];
      IF (f & 8) <> 0 THEN amt := 0; END IF;
      pamt := -pamt;
    ELSE
      amt := x_amt[i];
      IF (f & 2) <> 0 THEN
        n_state[i] := 'pending';
        n_exp[i] := CASE WHEN x_to[i] > 0 THEN now_ms + x_to[i]::bigint * 1000 END;
        pamt := amt; amt := 0;
      ELSE
        pamt := 0;
      END IF;
    END IF;
    -- pamt: the change of the pending balances; amt: the change of the posted ones.
    led := n_led[i];
    a := array_position(d_id, n_dr[i]);
    IF a IS NULL THEN
      a := cardinality(d_id) + 1;
      d_id[a] := n_dr[i]; d_led[a] := led; d_dp[a] := 0; d_dpo[a] := 0; d_cp[a] := 0; d_cpo[a] := 0; d_dinc[a] := 0; d_cinc[a] := 0;
    END IF;
    b := array_position(d_id, n_cr[i]);
    IF b IS NULL THEN
      b := cardinality(d_id) + 1;
      d_id[b] := n_cr[i]; d_led[b] := led; d_dp[b] := 0; d_dpo[b] := 0; d_cp[b] := 0; d_cpo[b] := 0; d_dinc[b] := 0; d_cinc[b] := 0;
    END IF;
    IF d_led[a] <> led OR d_led[b] <> led THEN
      RETURN ledger_create_transfers(x_id, x_dr, x_cr, x_amt, x_pid, x_led, x_code, x_flags, x_to, x_ud, x_err, now_ms);
    END IF;
    d_dp[a] := d_dp[a] + pamt; d_dpo[a] := d_dpo[a] + amt; d_cp[b] := d_cp[b] + pamt; d_cpo[b] := d_cpo[b] + amt;
    -- A post or void never raises debits or credits (pending + posted); a new transfer raises them by its amount.
    IF pamt + amt > 0 THEN d_dinc[a] := d_dinc[a] + pamt + amt; d_cinc[b] := d_cinc[b] + pamt + amt; END IF;
  END LOOP;

  -- Every item is new (else 23505, and the caller runs the batch careful).
  INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, pending_id, ledger, code, flags,
                                timeout_s, user_data, timestamp_ms, state, expires_at_ms)
    SELECT u.id, u.dr, u.cr, u.amt, u.pid, u.led, u.code, u.flags, u.t, u.ud, now_ms, u.state, u.exp
      FROM unnest(x_id, n_dr, n_cr, n_amt, x_pid, n_led, n_code, x_flags, x_to, x_ud, n_state, n_exp)
           AS u(id, dr, cr, amt, pid, led, code, flags, t, ud, state, exp);
  IF cardinality(p_id) > 0 THEN
    UPDATE ledger_transfers t SET state = u.s FROM unnest(p_tid, p_state) AS u(tid, s) WHERE t.ctid = u.tid;
  END IF;
  -- Last, so the account rows are locked from here to the commit only. In id order. A row is written only
  -- if the batch's checks hold even with every raise of its debits (credits) counted before any credit
  -- (debit) it gets: then each item, in any order, passed them. A row not written (a check that needs the
  -- order, a missing account, another ledger) fails the batch: LDG01, and the caller runs it careful.
  UPDATE ledger_accounts a
     SET debits_pending = a.debits_pending + u.dp, debits_posted = a.debits_posted + u.dpo,
         credits_pending = a.credits_pending + u.cp, credits_posted = a.credits_posted + u.cpo
    FROM (SELECT * FROM unnest(d_id, d_led, d_dp, d_dpo, d_cp, d_cpo, d_dinc, d_cinc)
            AS v(id, led, dp, dpo, cp, cpo, dinc, cinc) ORDER BY id) u
   WHERE a.id = u.id AND a.ledger = u.led
     AND a.debits_pending + a.debits_posted + u.dinc <= max_amount
     AND a.credits_pending + a.credits_posted + u.cinc <= max_amount
     AND (a.flags & 2 = 0 OR a.debits_pending + a.debits_posted + u.dinc <= a.credits_posted)
     AND (a.flags & 4 = 0 OR a.credits_pending + a.credits_posted + u.cinc <= a.debits_posted);
  GET DIAGNOSTICS written = ROW_COUNT;
  IF written <> cardinality(d_id) THEN
    RAISE EXCEPTION 'ledger: this batch needs the careful run' USING ERRCODE = 'LDG01';
  END IF;
  RETURN array_fill('OK'::text, ARRAY[n]);
END $fn$;
`
