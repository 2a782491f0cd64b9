/** Addresses the deposit watcher follows, and its per-network cursors. */
export const name = 'deposit_watch'

export const sql = `
CREATE TABLE monitored_addresses (
  network     text    NOT NULL,
  address     text    NOT NULL,
  sandbox     boolean NOT NULL,
  owner_kind  text    NOT NULL,
  owner_id    text    NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (network, sandbox, address)
);

CREATE TABLE chain_cursors (
  network  text    NOT NULL,
  sandbox  boolean NOT NULL,
  cursor   text    NOT NULL,
  PRIMARY KEY (network, sandbox)
);

CREATE INDEX actor_state_open_deposits ON actor_state ((state->>'network'), (state->>'status')) WHERE kind = 'deposit';
`
