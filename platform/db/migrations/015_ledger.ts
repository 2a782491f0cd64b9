/**
 * The double-entry ledger's tables (platform/ledger): accounts with four
 * balances, immutable transfers, and the functions that create accounts and
 * expire pending transfers. Transfers are created by the function of 016.
 *
 * Amounts are numeric(39,0): an unsigned 128-bit integer fits (TigerBeetle's
 * range); the functions refuse sums above 2^128 - 1 before numeric would.
 * Flags are TigerBeetle's bits. Accounts: 1 linked, 2 debits_must_not_exceed_credits,
 * 4 credits_must_not_exceed_debits. Transfers: 1 linked, 2 pending,
 * 4 post_pending_transfer, 8 void_pending_transfer.
 *
 * No foreign keys from transfers to accounts: the creating function has the
 * accounts locked already, and a key check would cost a probe and a KEY SHARE
 * lock per row on the hottest rows of the database.
 *
 * Lock order, everywhere: transfer rows (by id), then account rows (by id).
 */
export const name = 'ledger'

export const sql = `
CREATE TABLE ledger_accounts (
  id text PRIMARY KEY,
  ledger text NOT NULL,
  scale smallint NOT NULL,
  code text NOT NULL,
  owner text NOT NULL DEFAULT '',
  flags smallint NOT NULL DEFAULT 0,
  debits_pending numeric(39,0) NOT NULL DEFAULT 0,
  debits_posted numeric(39,0) NOT NULL DEFAULT 0,
  credits_pending numeric(39,0) NOT NULL DEFAULT 0,
  credits_posted numeric(39,0) NOT NULL DEFAULT 0,
  user_data text,
  created_at_ms bigint NOT NULL,
  CHECK (debits_pending >= 0 AND debits_posted >= 0 AND credits_pending >= 0 AND credits_posted >= 0),
  -- The flags are checked by the functions before they write; these make a
  -- bug in them fail the whole statement instead of overdrawing an account.
  CHECK (flags & 2 = 0 OR debits_pending + debits_posted <= credits_posted),
  CHECK (flags & 4 = 0 OR credits_pending + credits_posted <= debits_posted)
) WITH (fillfactor = 50);
-- Half of each page free: a balance update finds room for the new row version in
-- its page (a HOT update), so it writes no index entries; these rows are the
-- most updated of the database, and few (one per owner and currency).
CREATE INDEX ledger_accounts_owner ON ledger_accounts (owner, ledger);
CREATE INDEX ledger_accounts_ledger ON ledger_accounts (ledger);

CREATE TABLE ledger_transfers (
  -- Unique by construction (an identity); no index of its own, the paging indexes below hold it.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  id text PRIMARY KEY,
  debit_account_id text NOT NULL,
  credit_account_id text NOT NULL,
  amount numeric(39,0) NOT NULL CHECK (amount >= 0),
  pending_id text,
  ledger text NOT NULL,
  code text NOT NULL,
  flags smallint NOT NULL,
  timeout_s integer NOT NULL DEFAULT 0,
  user_data text,
  timestamp_ms bigint NOT NULL,
  -- Only a pending transfer has a state; it moves once, away from 'pending'.
  state text CHECK (state IN ('pending', 'posted', 'voided', 'expired')),
  expires_at_ms bigint,
  CHECK ((flags & 2 <> 0) = (state IS NOT NULL))
);
CREATE INDEX ledger_transfers_debit ON ledger_transfers (debit_account_id, seq);
CREATE INDEX ledger_transfers_credit ON ledger_transfers (credit_account_id, seq);
-- A pending transfer is resolved by at most one post or void: the database says so too.
CREATE UNIQUE INDEX ledger_transfers_resolves_once ON ledger_transfers (pending_id) WHERE pending_id IS NOT NULL;
CREATE INDEX ledger_transfers_expiry ON ledger_transfers (expires_at_ms) WHERE state = 'pending' AND expires_at_ms IS NOT NULL;

-- Transfers are immutable: only a pending transfer's state may change, once.
-- The condition is the trigger's WHEN, evaluated without a function call, so
-- a lawful update (a post, a void, an expiry) pays no plpgsql call.
CREATE FUNCTION ledger_transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger transfers are immutable (% of %)', lower(TG_OP), OLD.id;
END $$;
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE ON ledger_transfers FOR EACH ROW
  WHEN ((NEW.id, NEW.debit_account_id, NEW.credit_account_id, NEW.amount, NEW.pending_id, NEW.ledger, NEW.code,
         NEW.flags, NEW.timeout_s, NEW.user_data, NEW.timestamp_ms, NEW.seq, NEW.expires_at_ms)
        IS DISTINCT FROM
        (OLD.id, OLD.debit_account_id, OLD.credit_account_id, OLD.amount, OLD.pending_id, OLD.ledger, OLD.code,
         OLD.flags, OLD.timeout_s, OLD.user_data, OLD.timestamp_ms, OLD.seq, OLD.expires_at_ms)
        OR OLD.state IS DISTINCT FROM 'pending' OR NEW.state IS NOT DISTINCT FROM 'pending')
  EXECUTE FUNCTION ledger_transfers_immutable();
CREATE TRIGGER ledger_transfers_undeletable BEFORE DELETE ON ledger_transfers FOR EACH ROW
  EXECUTE FUNCTION ledger_transfers_immutable();

-- The results of a linked chain (items first..last, none failed) that mixes
-- members that exist with new ones: it was not created as one, so the new
-- members fail (LINKED_EVENT_FAILED) and the others answer EXISTS. NULL when
-- the chain is all new or all replayed, and stands.
CREATE FUNCTION ledger_mixed_chain(res text[], first int, last int) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN 'EXISTS' = ANY(res[first:last]) AND 'OK' = ANY(res[first:last]) THEN
    (SELECT array_agg(CASE WHEN o BETWEEN first AND last AND r = 'OK' THEN 'LINKED_EVENT_FAILED' ELSE r END ORDER BY o)
       FROM unnest(res) WITH ORDINALITY AS u(r, o))
  END
$$;

-- Creates a batch of accounts; answers one result code per item, in order.
-- Items: {i id, l ledger, s scale, k code, o owner, f flags, u user_data, e code found by the caller's checks}.
-- Two batches creating the same new id race on the primary key: ON CONFLICT
-- counts the rows written, and a shortfall raises LDG01 so the caller runs
-- the batch again and then sees the other batch's row (EXISTS or not).
-- enable_seqscan off: see ledger_create_transfers (016).
CREATE FUNCTION ledger_create_accounts(items jsonb, now_ms bigint) RETURNS text[] LANGUAGE plpgsql
SET enable_seqscan = off AS $fn$
DECLARE
  n int := jsonb_array_length(items);
  res text[] := array_fill(NULL::text, ARRAY[n]);
  x jsonb;
  r text;
  pos int;
  linked boolean;
  chain_open boolean;
  mixed text[];
  chain_start int;
  chain_failed boolean := false;
  chain_klen int;
  chain_llen int;
  k_id text[] := '{}'; k_led text[] := '{}'; k_scale int[] := '{}'; k_code text[] := '{}';
  k_owner text[] := '{}'; k_flags int[] := '{}'; k_ud text[] := '{}';
  klen int := 0;
  k_loaded int;
  l_led text[] := '{}'; l_scale int[] := '{}';
  written int;
BEGIN
  SELECT coalesce(array_agg(id), '{}'), coalesce(array_agg(ledger), '{}'), coalesce(array_agg(scale), '{}'),
         coalesce(array_agg(code), '{}'), coalesce(array_agg(owner), '{}'), coalesce(array_agg(flags), '{}'),
         coalesce(array_agg(user_data), '{}')
    INTO k_id, k_led, k_scale, k_code, k_owner, k_flags, k_ud
    FROM ledger_accounts WHERE id IN (SELECT e->>'i' FROM jsonb_array_elements(items) e);
  klen := coalesce(array_length(k_id, 1), 0);
  k_loaded := klen;
  SELECT coalesce(array_agg(ledger), '{}'), coalesce(array_agg(scale), '{}') INTO l_led, l_scale
    FROM (SELECT DISTINCT ON (ledger) ledger, scale FROM ledger_accounts
           WHERE ledger IN (SELECT e->>'l' FROM jsonb_array_elements(items) e)) s;

  FOR i IN 1..n LOOP
    x := items->(i - 1);
    linked := ((x->>'f')::int & 1) <> 0;
    IF chain_start IS NULL AND linked THEN
      chain_start := i; chain_failed := false; chain_klen := klen; chain_llen := cardinality(l_led);
    END IF;
    chain_open := coalesce(x->>'e' = 'LINKED_EVENT_CHAIN_OPEN', false) OR (linked AND i = n);
    IF chain_start IS NOT NULL AND chain_failed THEN
      res[i] := CASE WHEN chain_open THEN 'LINKED_EVENT_CHAIN_OPEN' ELSE 'LINKED_EVENT_FAILED' END;
    ELSE
      pos := array_position(k_id, x->>'i');
      IF pos > klen THEN pos := NULL; END IF;
      IF chain_open THEN
        r := 'LINKED_EVENT_CHAIN_OPEN';
      ELSIF x->>'e' IS NOT NULL THEN
        r := x->>'e';
      ELSIF pos IS NOT NULL THEN
        r := CASE WHEN k_led[pos] = x->>'l' AND k_scale[pos] = (x->>'s')::int AND k_code[pos] = x->>'k'
                   AND k_owner[pos] = x->>'o' AND k_flags[pos] = (x->>'f')::int
                   AND k_ud[pos] IS NOT DISTINCT FROM x->>'u'
                  THEN 'EXISTS' ELSE 'EXISTS_WITH_DIFFERENT_FIELDS' END;
      ELSE
        pos := array_position(l_led, x->>'l');
        IF pos IS NOT NULL AND l_scale[pos] <> (x->>'s')::int THEN
          r := 'LEDGER_HAS_DIFFERENT_SCALE';
        ELSE
          klen := klen + 1;
          k_id[klen] := x->>'i'; k_led[klen] := x->>'l'; k_scale[klen] := (x->>'s')::int; k_code[klen] := x->>'k';
          k_owner[klen] := x->>'o'; k_flags[klen] := (x->>'f')::int; k_ud[klen] := x->>'u';
          IF pos IS NULL THEN l_led := l_led || (x->>'l'); l_scale := l_scale || (x->>'s')::int; END IF;
          r := 'OK';
        END IF;
      END IF;
      res[i] := r;
      IF chain_start IS NOT NULL AND r NOT IN ('OK', 'EXISTS') THEN
        chain_failed := true;
        klen := chain_klen; l_led := l_led[1:chain_llen]; l_scale := l_scale[1:chain_llen];
        FOR j IN chain_start..i - 1 LOOP res[j] := 'LINKED_EVENT_FAILED'; END LOOP;
      END IF;
    END IF;
    IF chain_start IS NOT NULL AND (NOT linked OR chain_open) THEN
      mixed := CASE WHEN NOT chain_failed THEN ledger_mixed_chain(res, chain_start, i) END;
      IF mixed IS NOT NULL THEN
        res := mixed; klen := chain_klen; l_led := l_led[1:chain_llen]; l_scale := l_scale[1:chain_llen];
      END IF;
      chain_start := NULL;
    END IF;
  END LOOP;

  IF klen > k_loaded THEN
    INSERT INTO ledger_accounts (id, ledger, scale, code, owner, flags, user_data, created_at_ms)
      SELECT u.id, u.led, u.scale, u.code, u.owner, u.flags, u.ud, now_ms
        FROM unnest(k_id[k_loaded + 1:klen], k_led[k_loaded + 1:klen], k_scale[k_loaded + 1:klen],
                    k_code[k_loaded + 1:klen], k_owner[k_loaded + 1:klen], k_flags[k_loaded + 1:klen],
                    k_ud[k_loaded + 1:klen]) AS u(id, led, scale, code, owner, flags, ud)
      ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS written = ROW_COUNT;
    IF written <> klen - k_loaded THEN
      RAISE EXCEPTION 'ledger: an account id of this batch was created concurrently' USING ERRCODE = 'LDG01';
    END IF;
  END IF;
  RETURN res;
END $fn$;
`
