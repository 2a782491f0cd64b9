/**
 * Swap read models, written by the swap actor's own commit
 * (actors/swap/read_model.ts): `swaps`, one row per swap as its last
 * committed decision left it (history and the analytics list), and
 * `swap_daily`, counts per business, environment, day and type, added to
 * once, by the commit that opens a swap (the volume chart without a scan).
 * The swap ids come from `swap_ids`; `swap_keys` maps an execute's
 * Idempotency-Key (scoped, hashed) to its swap and the hash of its request.
 */
export const name = 'swaps'

export const sql = `
CREATE SEQUENCE swap_ids;
CREATE TABLE swaps (
  id bigint PRIMARY KEY,
  business_id text NOT NULL,
  is_test boolean NOT NULL,
  customer_id text NOT NULL,
  revision integer NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'failed')),
  type text NOT NULL CHECK (type IN ('dex', 'bridge')),
  from_chain text NOT NULL,
  created_at timestamptz NOT NULL,
  record jsonb NOT NULL
);
CREATE INDEX swaps_customer ON swaps (business_id, is_test, customer_id, created_at DESC, id DESC);
CREATE INDEX swaps_business ON swaps (business_id, is_test, created_at DESC, id DESC);
CREATE TABLE swap_keys (
  key_id uuid PRIMARY KEY,
  request_hash text NOT NULL,
  swap_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE swap_daily (
  business_id text NOT NULL,
  is_test boolean NOT NULL,
  day date NOT NULL,
  type text NOT NULL,
  swaps integer NOT NULL,
  PRIMARY KEY (business_id, is_test, day, type)
);
`
