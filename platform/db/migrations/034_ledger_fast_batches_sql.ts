/** ledger_create_transfers (careful) and ledger_create_transfers_fast; why they are safe: 034_ledger_fast_batches.ts. Never edited. */
export const CREATE_TRANSFERS_FUNCTIONS = `
-- enable_seqscan off: see 016. A generic plan from the first call: the statements take arrays whose
-- sizes vary from call to call, and five custom plans per connection before that buy nothing.
-- The items come as one array per field, item i at [i] of each (016's item fields: id, debit, credit,
-- amount, pending id, ledger, code, flags, timeout, user data, the caller's code): no JSON to parse,
-- and no eleven sorted aggregates to rebuild them.
CREATE FUNCTION ledger_create_transfers(x_id text[], x_dr text[], x_cr text[], x_amt numeric[], x_pid text[],
  x_led text[], x_code text[], x_flags int[], x_to int[], x_ud text[], x_err text[], now_ms bigint)
RETURNS text[] LANGUAGE plpgsql
SET enable_seqscan = off SET plan_cache_mode = force_generic_plan AS $fn$
DECLARE
  max_amount constant numeric := 340282366920938463463374607431768211455;
  n int := cardinality(x_id);
  res text[] := array_fill(NULL::text, ARRAY[n]);
  -- accounts involved, locked, with their balances as the batch moves them
  a_id text[]; a_led text[]; a_flags int[]; a_dp numeric[]; a_dpo numeric[]; a_cp numeric[]; a_cpo numeric[];
  a_moved boolean[]; a_tid tid[];
  s_dp numeric[]; s_dpo numeric[]; s_cp numeric[]; s_cpo numeric[]; s_moved boolean[];
  -- known transfers: the rows loaded (ids of the batch, pending ids) then the batch's new ones
  k_id text[]; k_dr text[]; k_cr text[]; k_amt numeric[]; k_pid text[]; k_led text[]; k_code text[];
  k_flags int[]; k_to int[]; k_ud text[]; k_state text[]; k_exp bigint[]; k_moved boolean[]; k_tid tid[];
  s_state text[]; s_kmoved boolean[];
  klen int; k_loaded int; s_klen int;
  r text; f int; pos int; pp int; dr int; cr int; amt numeric; pamt numeric;
  linked boolean; chain_open boolean; chain_start int; chain_failed boolean := false;
  mixed text[];
  u_tid tid[] := '{}'; u_s text[] := '{}';
  written int;
BEGIN
  SELECT coalesce(array_agg(id), '{}'), array_agg(debit_account_id), array_agg(credit_account_id), array_agg(amount),
         array_agg(pending_id), array_agg(ledger), array_agg(code), array_agg(flags), array_agg(timeout_s),
         array_agg(user_data), array_agg(state), array_agg(expires_at_ms), array_agg(false), array_agg(tid)
    INTO k_id, k_dr, k_cr, k_amt, k_pid, k_led, k_code, k_flags, k_to, k_ud, k_state, k_exp, k_moved, k_tid
    FROM (SELECT ctid AS tid, * FROM ledger_transfers
           WHERE id = ANY(x_id || x_pid) ORDER BY id FOR UPDATE) t;
  klen := coalesce(array_length(k_id, 1), 0);
  k_loaded := klen;

  SELECT coalesce(array_agg(id), '{}'), array_agg(ledger), array_agg(flags), array_agg(debits_pending),
         array_agg(debits_posted), array_agg(credits_pending), array_agg(credits_posted), array_agg(false), array_agg(tid)
    INTO a_id, a_led, a_flags, a_dp, a_dpo, a_cp, a_cpo, a_moved, a_tid
    FROM (SELECT ctid AS tid, * FROM ledger_accounts WHERE id = ANY(x_dr || x_cr || k_dr || k_cr)
           ORDER BY id FOR NO KEY UPDATE) a;

  FOR i IN 1..n LOOP
    f := x_flags[i];
    linked := (f & 1) <> 0;
    chain_open := coalesce(x_err[i] = 'LINKED_EVENT_CHAIN_OPEN', false) OR (linked AND i = n);
    IF chain_start IS NULL AND linked THEN
      chain_start := i; chain_failed := false; s_klen := klen;
      s_dp := a_dp; s_dpo := a_dpo; s_cp := a_cp; s_cpo := a_cpo; s_moved := a_moved;
      s_state := k_state; s_kmoved := k_moved;
    END IF;
    IF chain_start IS NOT NULL AND chain_failed THEN
      res[i] := CASE WHEN chain_open THEN 'LINKED_EVENT_CHAIN_OPEN' ELSE 'LINKED_EVENT_FAILED' END;
    ELSE
      r := NULL;
      pos := array_position(k_id, x_id[i]);
      IF pos > klen THEN pos := NULL; END IF;
      IF chain_open THEN
        r := 'LINKED_EVENT_CHAIN_OPEN';
      ELSIF x_err[i] IS NOT NULL THEN
        r := x_err[i];
      ELSIF pos IS NOT NULL THEN
        -- A replay: post and void may leave out what the pending transfer fixes.
        r := CASE WHEN k_flags[pos] = f AND k_pid[pos] IS NOT DISTINCT FROM x_pid[i]
                   AND k_to[pos] = x_to[i] AND k_ud[pos] IS NOT DISTINCT FROM x_ud[i]
                   AND (x_dr[i] IS NULL OR x_dr[i] = k_dr[pos]) AND (x_cr[i] IS NULL OR x_cr[i] = k_cr[pos])
                   AND (x_amt[i] IS NULL OR x_amt[i] = k_amt[pos]) AND (x_led[i] IS NULL OR x_led[i] = k_led[pos])
                   AND (x_code[i] IS NULL OR x_code[i] = k_code[pos])
                  THEN 'EXISTS' ELSE 'EXISTS_WITH_DIFFERENT_FIELDS' END;
      ELSIF (f & 12) <> 0 THEN
        pp := array_position(k_id, x_pid[i]);
        IF pp > klen THEN pp := NULL; END IF;
        IF pp IS NULL THEN r := 'PENDING_TRANSFER_NOT_FOUND';
        ELSIF (k_flags[pp] & 2) = 0 THEN r := 'PENDING_TRANSFER_NOT_PENDING';
        ELSIF x_dr[i] <> k_dr[pp] THEN r := 'PENDING_TRANSFER_HAS_DIFFERENT_DEBIT_ACCOUNT_ID';
        ELSIF x_cr[i] <> k_cr[pp] THEN r := 'PENDING_TRANSFER_HAS_DIFFERENT_CREDIT_ACCOUNT_ID';
        ELSIF x_led[i] <> k_led[pp] THEN r := 'PENDING_TRANSFER_HAS_DIFFERENT_LEDGER';
        ELSIF x_code[i] <> k_code[pp] THEN r := 'PENDING_TRANSFER_HAS_DIFFERENT_CODE';
        ELSIF k_state[pp] = 'posted' THEN r := 'PENDING_TRANSFER_ALREADY_POSTED';
        ELSIF k_state[pp] = 'voided' THEN r := 'PENDING_TRANSFER_ALREADY_VOIDED';
        ELSIF k_state[pp] = 'expired' THEN r := 'PENDING_TRANSFER_EXPIRED';
        ELSE
          pamt := k_amt[pp];
          amt := coalesce(x_amt[i], pamt);
          dr := array_position(a_id, k_dr[pp]);
          cr := array_position(a_id, k_cr[pp]);
          IF k_exp[pp] <= now_ms THEN
            -- Its time is up and no poller has expired it yet: expire it here.
            a_dp[dr] := a_dp[dr] - pamt; a_cp[cr] := a_cp[cr] - pamt;
            a_moved[dr] := true; a_moved[cr] := true;
            k_state[pp] := 'expired'; k_moved[pp] := true;
            r := 'PENDING_TRANSFER_EXPIRED';
          ELSIF (f & 4) <> 0 AND amt > pamt THEN r := 'EXCEEDS_PENDING_TRANSFER_AMOUNT';
          ELSIF (f & 8) <> 0 AND amt <> pamt THEN r := 'PENDING_TRANSFER_HAS_DIFFERENT_AMOUNT';
          ELSIF (f & 4) <> 0 AND a_dpo[dr] + amt > max_amount THEN r := 'OVERFLOWS_DEBITS';
          ELSIF (f & 4) <> 0 AND a_cpo[cr] + amt > max_amount THEN r := 'OVERFLOWS_CREDITS';
          ELSE
            a_dp[dr] := a_dp[dr] - pamt; a_cp[cr] := a_cp[cr] - pamt;
            IF (f & 4) <> 0 THEN
              a_dpo[dr] := a_dpo[dr] + amt; a_cpo[cr] := a_cpo[cr] + amt;
              k_state[pp] := 'posted';
            ELSE
              k_state[pp] := 'voided';
            END IF;
            a_moved[dr] := true; a_moved[cr] := true; k_moved[pp] := true;
            klen := klen + 1;
            k_id[klen] := x_id[i]; k_dr[klen] := k_dr[pp]; k_cr[klen] := k_cr[pp]; k_amt[klen] := amt;
            k_pid[klen] := x_pid[i]; k_led[klen] := k_led[pp]; k_code[klen] := k_code[pp]; k_flags[klen] := f;
            k_to[klen] := 0; k_ud[klen] := x_ud[i]; k_state[klen] := NULL; k_exp[klen] := NULL; k_moved[klen] := false;
            r := 'OK';
          END IF;
        END IF;
      ELSE
        dr := array_position(a_id, x_dr[i]);
        cr := array_position(a_id, x_cr[i]);
        amt := x_amt[i];
        IF dr IS NULL THEN r := 'DEBIT_ACCOUNT_NOT_FOUND';
        ELSIF cr IS NULL THEN r := 'CREDIT_ACCOUNT_NOT_FOUND';
        ELSIF a_led[dr] <> a_led[cr] THEN r := 'ACCOUNTS_MUST_HAVE_THE_SAME_LEDGER';
        ELSIF x_led[i] <> a_led[dr] THEN r := 'TRANSFER_MUST_HAVE_THE_SAME_LEDGER_AS_ACCOUNTS';
        ELSIF a_dp[dr] + a_dpo[dr] + amt > max_amount THEN r := 'OVERFLOWS_DEBITS';
        ELSIF a_cp[cr] + a_cpo[cr] + amt > max_amount THEN r := 'OVERFLOWS_CREDITS';
        ELSIF (a_flags[dr] & 2) <> 0 AND a_dp[dr] + a_dpo[dr] + amt > a_cpo[dr] THEN r := 'EXCEEDS_CREDITS';
        ELSIF (a_flags[cr] & 4) <> 0 AND a_cp[cr] + a_cpo[cr] + amt > a_dpo[cr] THEN r := 'EXCEEDS_DEBITS';
        ELSE
          IF (f & 2) <> 0 THEN
            a_dp[dr] := a_dp[dr] + amt; a_cp[cr] := a_cp[cr] + amt;
          ELSE
            a_dpo[dr] := a_dpo[dr] + amt; a_cpo[cr] := a_cpo[cr] + amt;
          END IF;
          a_moved[dr] := true; a_moved[cr] := true;
          klen := klen + 1;
          k_id[klen] := x_id[i]; k_dr[klen] := x_dr[i]; k_cr[klen] := x_cr[i]; k_amt[klen] := amt;
          k_pid[klen] := NULL; k_led[klen] := x_led[i]; k_code[klen] := x_code[i]; k_flags[klen] := f;
          k_to[klen] := x_to[i]; k_ud[klen] := x_ud[i]; k_moved[klen] := false;
          k_state[klen] := CASE WHEN (f & 2) <> 0 THEN 'pending' END;
          k_exp[klen] := CASE WHEN (f & 2) <> 0 AND x_to[i] > 0 THEN now_ms + x_to[i]::bigint * 1000 END;
          r := 'OK';
        END IF;
      END IF;
      res[i] := r;
      IF chain_start IS NOT NULL AND r NOT IN ('OK', 'EXISTS') THEN
        chain_failed := true;
        klen := s_klen;
        a_dp := s_dp; a_dpo := s_dpo; a_cp := s_cp; a_cpo := s_cpo; a_moved := s_moved;
        k_state := s_state; k_moved := s_kmoved;
        FOR j IN chain_start..i - 1 LOOP res[j] := 'LINKED_EVENT_FAILED'; END LOOP;
      END IF;
    END IF;
    IF chain_start IS NOT NULL AND (NOT linked OR chain_open) THEN
      mixed := CASE WHEN NOT chain_failed THEN ledger_mixed_chain(res, chain_start, i) END;
      IF mixed IS NOT NULL THEN
        res := mixed; klen := s_klen;
        a_dp := s_dp; a_dpo := s_dpo; a_cp := s_cp; a_cpo := s_cpo; a_moved := s_moved;
        k_state := s_state; k_moved := s_kmoved;
      END IF;
      chain_start := NULL;
    END IF;
  END LOOP;

  IF klen > k_loaded THEN
    INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, pending_id, ledger, code, flags,
                                  timeout_s, user_data, timestamp_ms, state, expires_at_ms)
      SELECT u.id, u.dr, u.cr, u.amt, u.pid, u.led, u.code, u.flags, u.t, u.ud, now_ms, u.state, u.exp
        FROM unnest(k_id[k_loaded + 1:klen], k_dr[k_loaded + 1:klen], k_cr[k_loaded + 1:klen],
                    k_amt[k_loaded + 1:klen], k_pid[k_loaded + 1:klen], k_led[k_loaded + 1:klen],
                    k_code[k_loaded + 1:klen], k_flags[k_loaded + 1:klen], k_to[k_loaded + 1:klen],
                    k_ud[k_loaded + 1:klen], k_state[k_loaded + 1:klen], k_exp[k_loaded + 1:klen])
             AS u(id, dr, cr, amt, pid, led, code, flags, t, ud, state, exp)
      ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS written = ROW_COUNT;
    IF written <> klen - k_loaded THEN
      RAISE EXCEPTION 'ledger: a transfer id of this batch was created concurrently' USING ERRCODE = 'LDG01';
    END IF;
  END IF;
  -- The pending transfers resolved are locked (FOR UPDATE above): their ctid holds.
  FOR j IN 1..k_loaded LOOP
    IF k_moved[j] THEN u_tid := u_tid || k_tid[j]; u_s := u_s || k_state[j]; END IF;
  END LOOP;
  IF array_length(u_tid, 1) > 0 THEN
    UPDATE ledger_transfers t SET state = u.s FROM unnest(u_tid, u_s) AS u(tid, s) WHERE t.ctid = u.tid;
  END IF;
  -- Locked (FOR NO KEY UPDATE above): by ctid, no index probe.
  IF true = ANY(a_moved) THEN
    UPDATE ledger_accounts a
       SET debits_pending = u.dp, debits_posted = u.dpo, credits_pending = u.cp, credits_posted = u.cpo
      FROM unnest(a_tid, a_dp, a_dpo, a_cp, a_cpo, a_moved) AS u(tid, dp, dpo, cp, cpo, moved)
     WHERE a.ctid = u.tid AND u.moved;
  END IF;
  RETURN res;
END $fn$;

CREATE FUNCTION ledger_create_transfers_fast(x_id text[], x_dr text[], x_cr text[], x_amt numeric[], x_pid text[],
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
