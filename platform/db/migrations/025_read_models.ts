/**
 * Read models for the lists, filters and scans that queried `actor_state`
 * by JSON path (issue #30 item 6). Each table is written by its actor
 * kind's commit (actors/runtime/read_model.ts; the kind's read_model.ts says
 * what it holds) and carries the actor's version, so an older row never
 * overwrites a newer:
 *   - wallets, wallet_addresses, wallet_sends (actors/wallets/read_model.ts):
 *     the customer list, the usage count, the tracker's index, the look-up
 *     by Idempotency-Key, the global address search, the earnings;
 *   - api_keys, users, invites (actors/accounts/{apikey,user,invite}/read_model.ts);
 *   - webhook_endpoints (actors/webhooks/endpoint/read_model.ts);
 *   - chain_deposits (actors/chains/deposit/read_model.ts);
 *   - vas_orders (actors/vas/order/read_model.ts);
 *   - caas_users, caas_ladder (actors/caas/user, transfer and swap);
 *   - balances (actors/balance/read_model.ts);
 *   - swaps gains the actor's shard and the swap's dex (the sandbox settler's scan).
 * Every table is filled from the actor rows that exist, so a database keeps
 * its lists; the expression indexes on actor_state that served the old
 * queries go (nothing reads by them any more, and each cost every commit).
 * The one that was a constraint, a key hash's uniqueness, moves to api_keys:
 * written in the same commit statement, a duplicate still fails that commit.
 */
export const name = 'read_models'

export const sql = `
CREATE TABLE wallets (
  id            text    PRIMARY KEY,
  shard         integer NOT NULL,
  version       bigint  NOT NULL,
  business_id   text    NOT NULL,
  mode          text    NOT NULL,
  wallet_id     bigint  NOT NULL,
  customer_id   text    NOT NULL,
  created_at_ms bigint  NOT NULL,
  tracking      boolean NOT NULL,
  key_id        text
);
CREATE INDEX wallets_list ON wallets (business_id, mode, wallet_id DESC);
CREATE INDEX wallets_tracking ON wallets (id) WHERE tracking;
CREATE INDEX wallets_tracking_shard ON wallets (shard, id) WHERE tracking;
CREATE INDEX wallets_key ON wallets (key_id) WHERE key_id IS NOT NULL;

CREATE TABLE wallet_addresses (
  wallet      text    NOT NULL,
  seq         integer NOT NULL,
  version     bigint  NOT NULL,
  business_id text    NOT NULL,
  mode        text    NOT NULL,
  wallet_id   bigint  NOT NULL,
  customer_id text    NOT NULL,
  network     text    NOT NULL,
  address     text    NOT NULL,
  PRIMARY KEY (wallet, seq)
);
CREATE INDEX wallet_addresses_list ON wallet_addresses (business_id, mode, wallet_id DESC, seq);
CREATE INDEX wallet_addresses_address ON wallet_addresses (address, network);

CREATE TABLE wallet_sends (
  wallet            text    NOT NULL,
  seq               integer NOT NULL,
  version           bigint  NOT NULL,
  business_id       text    NOT NULL,
  mode              text    NOT NULL,
  customer_id       text    NOT NULL,
  network           text    NOT NULL,
  currency          text    NOT NULL,
  status            text    NOT NULL,
  fee_status        text,
  fee_amount        numeric,
  fee_settled_at_ms bigint,
  record            jsonb   NOT NULL,
  PRIMARY KEY (wallet, seq)
);
CREATE INDEX wallet_sends_business ON wallet_sends (business_id, mode);
CREATE INDEX wallet_sends_fees ON wallet_sends (business_id, mode, fee_settled_at_ms DESC) WHERE fee_status = 'collected';

CREATE TABLE api_keys (
  id            text   PRIMARY KEY,
  version       bigint NOT NULL,
  business_id   text   NOT NULL,
  status        text   NOT NULL,
  hash          text   NOT NULL,
  created_by    text,
  created_at_ms bigint NOT NULL
);
CREATE INDEX api_keys_business ON api_keys (business_id, created_at_ms DESC);
CREATE UNIQUE INDEX api_keys_hash ON api_keys (hash);
CREATE INDEX api_keys_creator ON api_keys (business_id, created_by) WHERE status = 'active';

CREATE TABLE users (
  id          text        PRIMARY KEY,
  version     bigint      NOT NULL,
  business_id text        NOT NULL,
  status      text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_business ON users (business_id, created_at);

CREATE TABLE invites (
  id          text   PRIMARY KEY,
  version     bigint NOT NULL,
  business_id text   NOT NULL,
  status      text   NOT NULL,
  invited_by  text   NOT NULL
);
CREATE INDEX invites_business ON invites (business_id);

CREATE TABLE webhook_endpoints (
  id            text   PRIMARY KEY,
  version       bigint NOT NULL,
  business_id   text   NOT NULL,
  product       text   NOT NULL,
  status        text   NOT NULL,
  created_at_ms bigint NOT NULL
);
CREATE INDEX webhook_endpoints_business ON webhook_endpoints (business_id, product);

CREATE TABLE chain_deposits (
  id            text    PRIMARY KEY,
  version       bigint  NOT NULL,
  network       text    NOT NULL,
  address       text    NOT NULL,
  sandbox       boolean NOT NULL,
  status        text    NOT NULL,
  settled_at_ms bigint
);
CREATE INDEX chain_deposits_address ON chain_deposits (address, network);
CREATE INDEX chain_deposits_recheck ON chain_deposits (network, sandbox, status) WHERE status IN ('detected', 'reversed');

CREATE TABLE vas_orders (
  id            text    PRIMARY KEY,
  shard         integer NOT NULL,
  version       bigint  NOT NULL,
  business_id   text    NOT NULL,
  is_test       boolean NOT NULL,
  step          text    NOT NULL,
  open          boolean NOT NULL,
  category      text    NOT NULL,
  customer_id   text,
  created_at_ms bigint  NOT NULL
);
CREATE INDEX vas_orders_list ON vas_orders (business_id, is_test, created_at_ms DESC, id);
CREATE INDEX vas_orders_open ON vas_orders (shard, id) WHERE open;

CREATE TABLE caas_users (
  id      text   PRIMARY KEY,
  version bigint NOT NULL,
  status  text   NOT NULL,
  mode    text   NOT NULL,
  address text
);

CREATE TABLE caas_ladder (
  kind    text    NOT NULL,
  id      text    NOT NULL,
  shard   integer NOT NULL,
  version bigint  NOT NULL,
  status  text    NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX caas_ladder_open ON caas_ladder (kind, shard, id) WHERE status IN ('queued', 'submitting', 'submitted');

CREATE TABLE balances (
  id          text    PRIMARY KEY,
  version     bigint  NOT NULL,
  business_id text    NOT NULL,
  is_test     boolean NOT NULL,
  top_ups     integer NOT NULL
);
CREATE INDEX balances_top_ups ON balances (is_test) WHERE top_ups > 0;

ALTER TABLE swaps ADD COLUMN shard integer, ADD COLUMN dex text;
CREATE INDEX swaps_pending ON swaps (shard, id) WHERE status = 'pending';

-- The backfill: every table from the actor rows as they stand.
INSERT INTO wallets (id, shard, version, business_id, mode, wallet_id, customer_id, created_at_ms, tracking, key_id)
SELECT id, shard, version, state->>'businessId', state->>'mode', (state->>'walletId')::bigint, state->>'customerId',
  (state->>'createdAtMs')::bigint, coalesce(state->>'tracking' = 'true', false), state->'createdWith'->>'keyId'
FROM actor_state WHERE kind = 'wallet' AND state->>'status' = 'active';

INSERT INTO wallet_addresses (wallet, seq, version, business_id, mode, wallet_id, customer_id, network, address)
SELECT s.id, (a->>'seq')::int, s.version, s.state->>'businessId', s.state->>'mode', (s.state->>'walletId')::bigint,
  s.state->>'customerId', a->>'network', a->>'address'
FROM actor_state s, jsonb_array_elements(s.state->'addresses') a
WHERE s.kind = 'wallet' AND s.state->>'status' = 'active';

INSERT INTO wallet_sends (wallet, seq, version, business_id, mode, customer_id, network, currency, status, fee_status, fee_amount,
  fee_settled_at_ms, record)
SELECT s.id, (t->>'seq')::int, s.version, s.state->>'businessId', s.state->>'mode', s.state->>'customerId', t->>'network',
  t->>'currency', t->>'status', t->'fee'->>'status', (t->'fee'->'amount'->>'$bigint')::numeric, (t->'fee'->>'settledAtMs')::bigint, t
FROM actor_state s, jsonb_array_elements(s.state->'transactions') t
WHERE s.kind = 'wallet' AND s.state->>'status' = 'active' AND t->>'type' = 'send';

INSERT INTO api_keys (id, version, business_id, status, hash, created_by, created_at_ms)
SELECT id, version, state->>'businessId', state->>'status', state->>'hash', state->>'createdBy', (state->>'createdAtMs')::bigint
FROM actor_state WHERE kind = 'apikey' AND state->>'status' <> 'new';

INSERT INTO users (id, version, business_id, status, created_at)
SELECT id, version, state->>'businessId', state->>'status', created_at
FROM actor_state WHERE kind = 'user' AND state->>'status' <> 'new';

INSERT INTO invites (id, version, business_id, status, invited_by)
SELECT id, version, state->>'businessId', state->>'status', state->>'invitedBy'
FROM actor_state WHERE kind = 'invite' AND state->>'status' <> 'new';

INSERT INTO webhook_endpoints (id, version, business_id, product, status, created_at_ms)
SELECT id, version, state->>'businessId', state->>'product', state->>'status', (state->>'createdAtMs')::bigint
FROM actor_state WHERE kind = 'webhook_endpoint' AND state->>'status' <> 'new';

INSERT INTO chain_deposits (id, version, network, address, sandbox, status, settled_at_ms)
SELECT id, version, state->>'network', state->>'address', (state->>'sandbox')::boolean, state->>'status', (state->>'settledAtMs')::bigint
FROM actor_state WHERE kind = 'deposit' AND state->>'status' <> 'new';

INSERT INTO vas_orders (id, shard, version, business_id, is_test, step, open, category, customer_id, created_at_ms)
SELECT id, shard, version, state->>'businessId', (state->>'isTest')::boolean, state->>'step',
  state->>'step' IN ('created', 'held', 'submitted'), state->>'category', state->>'customerId', (state->>'createdAtMs')::bigint
FROM actor_state WHERE kind = 'vas_order' AND state->>'step' <> 'new';

INSERT INTO caas_users (id, version, status, mode, address)
SELECT id, version, state->>'status', state->>'mode', state->'wallet'->>'address'
FROM actor_state WHERE kind = 'caas_user' AND state->>'status' <> 'new';

INSERT INTO caas_ladder (kind, id, shard, version, status)
SELECT kind, id, shard, version, state->>'status'
FROM actor_state WHERE kind IN ('caas_transfer', 'caas_swap') AND state->>'status' <> 'new';

INSERT INTO balances (id, version, business_id, is_test, top_ups)
SELECT id, version, state->>'businessId', (state->>'isTest')::boolean, jsonb_array_length(coalesce(state->'topUps', '[]'::jsonb))
FROM actor_state WHERE kind = 'balance';

UPDATE swaps SET shard = a.shard, dex = a.state->>'dex'
FROM actor_state a WHERE a.kind = 'swap' AND a.id = swaps.id::text;

DROP INDEX actor_state_apikey_hash;
DROP INDEX actor_state_apikey_business;
DROP INDEX actor_state_user_business;
DROP INDEX actor_state_webhook_endpoints;
DROP INDEX actor_state_open_deposits;
DROP INDEX actor_state_deposits_by_address;
DROP INDEX actor_state_wallets;
DROP INDEX actor_state_wallets_tracking;
DROP INDEX actor_state_caas_transfer_status;
DROP INDEX actor_state_wallet_keys;
`
