/**
 * The OTC desk (actors/otc): `otc_orders`, the order read model (history, the operators' review list, the
 * settlement scan, the reference a bank payment is matched by: unique), and `otc_forms`, the AML forms by status
 * for the operators' review list.
 */
export const name = 'otc'

export const sql = `
CREATE TABLE otc_orders (
  id            text    PRIMARY KEY,
  shard         integer NOT NULL,
  version       bigint  NOT NULL,
  business_id   text    NOT NULL,
  is_test       boolean NOT NULL,
  status        text    NOT NULL,
  open          boolean NOT NULL,
  reference     text    NOT NULL UNIQUE,
  created_at_ms bigint  NOT NULL
);
CREATE INDEX otc_orders_business ON otc_orders (business_id, is_test, created_at_ms DESC, id);
CREATE INDEX otc_orders_open ON otc_orders (shard, id) WHERE open;
CREATE INDEX otc_orders_review ON otc_orders (created_at_ms) WHERE status = 'review';
CREATE TABLE otc_forms (
  business_id     text    PRIMARY KEY,
  shard           integer NOT NULL,
  version         bigint  NOT NULL,
  status          text    NOT NULL,
  submitted_at_ms bigint
);
CREATE INDEX otc_forms_status ON otc_forms (status, submitted_at_ms);
`
