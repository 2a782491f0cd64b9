/**
 * Treasury moves (actors/treasury/moves.ts): every send the treasury makes
 * (a sweep, a gas top-up, a checkout refund), written before its chain send
 * is recorded, so the ledger booking that follows its confirmation knows the
 * amount and the accounts. The id is also the chain_send id and the ledger
 * transfer id, so every step can be repeated after a crash.
 */
export const name = 'treasury'

export const sql = `
CREATE TABLE treasury_moves (
  id text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('sweep', 'gas', 'refund')),
  business_id text NOT NULL,
  is_test boolean NOT NULL,
  network text NOT NULL,
  currency text NOT NULL,
  from_class text NOT NULL,
  from_address text NOT NULL,
  from_index integer NOT NULL,
  to_class text NOT NULL,
  to_address text NOT NULL,
  amount numeric NOT NULL CHECK (amount > 0),
  fee_from_amount boolean NOT NULL,
  serves text NOT NULL,
  status text NOT NULL CHECK (status IN ('recorded', 'submitted', 'confirmed', 'failed')),
  tx_hash text,
  fee numeric,
  sent numeric,
  failure text,
  booked boolean NOT NULL DEFAULT false,
  created_at_ms bigint NOT NULL,
  updated_at_ms bigint NOT NULL
);
CREATE INDEX treasury_moves_open ON treasury_moves (network, from_address) WHERE status IN ('recorded', 'submitted');
CREATE INDEX treasury_moves_to ON treasury_moves (network, to_address);
-- The sweep schedule: a pass is claimed by moving last_ms forward, so one host runs it per interval, across restarts.
CREATE TABLE treasury_passes (name text PRIMARY KEY, last_ms bigint NOT NULL);
CREATE INDEX treasury_moves_unbooked ON treasury_moves (updated_at_ms) WHERE NOT booked AND status IN ('confirmed', 'failed');
`
