/** The sandbox ledger: simulated chain transfers for test keys, one row per transfer. */
export const name = 'sandbox_ledger'

export const sql = `
CREATE TABLE sandbox_transfers (
  seq             bigserial PRIMARY KEY,
  tx_hash         text      NOT NULL UNIQUE,
  network         text      NOT NULL,
  currency        text      NOT NULL,
  from_address    text      NOT NULL,
  to_address      text      NOT NULL,
  amount          numeric(78, 0) NOT NULL CHECK (amount > 0),
  outcome         text      NOT NULL CHECK (outcome IN ('confirm', 'fail')),
  detected_at_ms  bigint    NOT NULL,
  settles_at_ms   bigint    NOT NULL
);
CREATE INDEX sandbox_transfers_to ON sandbox_transfers (network, to_address, seq);
`
