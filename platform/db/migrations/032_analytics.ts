/**
 * Merchant analytics (actors/analytics, docs/analytics.md).
 *
 * `activity_facts`: what each product's committed state means for the merchant's numbers, one row per fact with a
 * key that is unique forever (`checkout:<session>:paid`), written in the same commit statement as the state it
 * comes from (actors/runtime/activity.ts), so a fact is counted once however often its actor commits or a backfill
 * runs. It is the transactions table and the fraud rules' window.
 *
 * `activity_rollups`: the facts summed per merchant, environment, UTC day, product, type, currency, network, asset
 * and method, updated by the same statement from the facts it actually inserted: the analytics endpoints read
 * these, never the facts.
 *
 * `fraud_alerts`: the alert actors' read model; `fraud_rule_settings`: each merchant's thresholds.
 */
export const name = 'analytics'

export const sql = `
CREATE TABLE activity_facts (
  key            text        PRIMARY KEY,
  business_id    text        NOT NULL,
  is_test        boolean     NOT NULL,
  at             timestamptz NOT NULL,
  product        text        NOT NULL,
  type           text        NOT NULL,
  currency       text        NOT NULL,
  scale          integer     NOT NULL,
  amount_minor   numeric     NOT NULL,
  network        text        NOT NULL,
  asset          text        NOT NULL,
  asset_decimals integer     NOT NULL,
  asset_units    numeric     NOT NULL,
  method         text        NOT NULL,
  subject        text        NOT NULL,
  reference      text,
  customer       text,
  address        text
);
CREATE INDEX activity_facts_business ON activity_facts (business_id, is_test, at DESC);
CREATE INDEX activity_facts_window ON activity_facts (type, at);
CREATE INDEX activity_facts_address ON activity_facts (lower(address), business_id) WHERE address IS NOT NULL;

CREATE TABLE activity_rollups (
  business_id    text    NOT NULL,
  is_test        boolean NOT NULL,
  day            date    NOT NULL,
  product        text    NOT NULL,
  type           text    NOT NULL,
  currency       text    NOT NULL,
  network        text    NOT NULL,
  asset          text    NOT NULL,
  method         text    NOT NULL,
  scale          integer NOT NULL,
  asset_decimals integer NOT NULL,
  count          bigint  NOT NULL,
  amount_minor   numeric NOT NULL,
  asset_units    numeric NOT NULL,
  PRIMARY KEY (business_id, is_test, day, product, type, currency, network, asset, method)
);

CREATE TABLE fraud_alerts (
  id            text    PRIMARY KEY,
  shard         integer NOT NULL,
  version       bigint  NOT NULL,
  business_id   text    NOT NULL,
  is_test       boolean NOT NULL,
  rule          text    NOT NULL,
  subject       text    NOT NULL,
  status        text    NOT NULL,
  score         integer NOT NULL,
  opened_at_ms  bigint  NOT NULL
);
CREATE INDEX fraud_alerts_business ON fraud_alerts (business_id, is_test, opened_at_ms DESC, id);
CREATE INDEX fraud_alerts_subject ON fraud_alerts (business_id, is_test, rule, subject, opened_at_ms);

CREATE TABLE activity_backfills (
  kind    text    NOT NULL,
  version integer NOT NULL,
  facts   bigint  NOT NULL,
  done_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, version)
);

CREATE TABLE fraud_rule_settings (
  business_id text    NOT NULL,
  rule        text    NOT NULL,
  threshold   integer NOT NULL,
  enabled     boolean NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, rule)
);
`
