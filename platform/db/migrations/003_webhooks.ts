/**
 * Webhook deliveries: one row per (event, endpoint), created from the outbox
 * and worked off by the dispatcher. The body is stored as sent so that every
 * retry carries identical bytes (and therefore the same signature input).
 */
export const name = 'webhooks'

export const sql = `
CREATE TABLE webhook_deliveries (
  id                 uuid        PRIMARY KEY,
  event_id           uuid        NOT NULL,
  endpoint_id        text        NOT NULL,
  business_id        text        NOT NULL,
  product            text        NOT NULL CHECK (product IN ('payments', 'caas')),
  event_type         text        NOT NULL,
  body               text        NOT NULL,
  status             text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts           integer     NOT NULL DEFAULT 0,
  next_attempt_at_ms bigint      NOT NULL,
  claimed_until_ms   bigint      NOT NULL DEFAULT 0,
  claimed_by         text,
  last_status_code   integer,
  last_duration_ms   integer,
  last_error         text,
  created_at_ms      bigint      NOT NULL,
  delivered_at_ms    bigint,
  UNIQUE (event_id, endpoint_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at_ms) WHERE status = 'pending';
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at_ms DESC);
CREATE INDEX webhook_deliveries_business ON webhook_deliveries (business_id, product, created_at_ms DESC);

CREATE TABLE webhook_attempts (
  delivery_id   uuid    NOT NULL REFERENCES webhook_deliveries (id),
  attempt       integer NOT NULL,
  at_ms         bigint  NOT NULL,
  status_code   integer,
  duration_ms   integer NOT NULL,
  error         text,
  PRIMARY KEY (delivery_id, attempt)
);

-- Endpoint lookups by merchant run on every event batch.
CREATE INDEX actor_state_webhook_endpoints ON actor_state ((state->>'businessId'), (state->>'product'))
  WHERE kind = 'webhook_endpoint';
`
