/**
 * Checkout read models. The session actors own the truth; these tables are
 * projections of their committed snapshots (newest revision wins), for
 * lists, searches and statistics across sessions.
 */
export const name = 'checkout'

export const sql = `
CREATE TABLE checkout_sessions (
  id              bigserial   PRIMARY KEY,
  session_id      uuid        NOT NULL UNIQUE,
  business_id     text        NOT NULL,
  is_test         boolean     NOT NULL,
  revision        integer     NOT NULL,
  status          text        NOT NULL,
  payment_method  text        NOT NULL,
  currency        text        NOT NULL,
  amount_minor    numeric(40, 0) NOT NULL,
  amount_scale    integer     NOT NULL,
  network         text,
  crypto_currency text,
  created_at      timestamptz NOT NULL,
  paid_at         timestamptz,
  state           text        NOT NULL
);
CREATE INDEX checkout_sessions_list ON checkout_sessions (business_id, is_test, created_at DESC, id DESC);
CREATE INDEX checkout_sessions_status ON checkout_sessions (business_id, is_test, status);

CREATE TABLE checkout_addresses (
  session_id   uuid    NOT NULL,
  network      text    NOT NULL,
  currency     text    NOT NULL,
  address      text    NOT NULL,
  business_id  text    NOT NULL,
  is_test      boolean NOT NULL,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (session_id, network, currency)
);
CREATE INDEX checkout_addresses_list ON checkout_addresses (business_id, is_test, created_at DESC);

CREATE TABLE checkout_refunds (
  refund_id    uuid    PRIMARY KEY,
  session_id   uuid    NOT NULL,
  business_id  text    NOT NULL,
  is_test      boolean NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX checkout_refunds_list ON checkout_refunds (business_id, is_test, created_at DESC);

-- verify-now reads the deposits of one address straight from their actors.
CREATE INDEX actor_state_deposits_by_address ON actor_state ((state->>'address'), (state->>'network')) WHERE kind = 'deposit';
`
