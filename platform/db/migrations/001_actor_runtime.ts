/**
 * The actor runtime's tables. `actor_state` is also the read model: product
 * queries use expression indexes on the jsonb state (added by their own
 * migrations), so a list is consistent with the last committed decision.
 */
export const name = 'actor_runtime'

export const sql = `
CREATE TABLE actor_state (
  kind        text        NOT NULL,
  id          text        NOT NULL,
  shard       integer     NOT NULL,
  version     bigint      NOT NULL CHECK (version > 0),
  state       jsonb       NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, id)
);

CREATE TABLE actor_outbox (
  seq           bigserial   PRIMARY KEY,
  event_id      uuid        NOT NULL UNIQUE,
  kind          text        NOT NULL,
  actor_id      text        NOT NULL,
  shard         integer     NOT NULL,
  actor_version bigint      NOT NULL,
  type          text        NOT NULL,
  payload       jsonb       NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  published_at  timestamptz
);
-- The relay scans only what is still unpublished, per shard.
CREATE INDEX actor_outbox_unpublished ON actor_outbox (shard, seq) WHERE published_at IS NULL;
CREATE INDEX actor_outbox_actor ON actor_outbox (kind, actor_id, seq);

CREATE TABLE actor_timers (
  kind       text    NOT NULL,
  id         text    NOT NULL,
  name       text    NOT NULL,
  shard      integer NOT NULL,
  due_at_ms  bigint  NOT NULL,
  payload    jsonb   NOT NULL DEFAULT 'null',
  PRIMARY KEY (kind, id, name)
);
CREATE INDEX actor_timers_due ON actor_timers (shard, due_at_ms);

CREATE TABLE shard_leases (
  shard      integer     PRIMARY KEY,
  owner      text,
  epoch      bigint      NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE actor_hosts (
  host_id      text        PRIMARY KEY,
  address      text        NOT NULL,
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  started_at   timestamptz NOT NULL DEFAULT now()
);
`
