/** ledger_create_transfers, 016's careful function on arrays; why it is safe: 034_ledger_fast_batches.ts. Never edited. */
export const CAREFUL_TRANSFERS_FUNCTION = `
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
`
