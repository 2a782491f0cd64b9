/**
 * The audit log: one row per sensitive act (platform/audit.ts), append-only.
 * Rows projected from actor events take the outbox event's id, so a
 * re-published event lands once; acts that write directly (a seed revealed)
 * take a fresh id. A trigger refuses UPDATE, DELETE and TRUNCATE for every
 * role, the platform's own included, in replica mode too: nothing rewrites the
 * record, and a test (test/accounts/audit_append_only.test.ts) fails on any
 * such statement in the code. The table's owner (or a superuser) could still
 * drop the trigger: production should run the platform as a role that does
 * not own the table (docs/audit-log.md). `seq` orders the entries and is the
 * page cursor.
 */
export const name = 'audit_log'

export const sql = `
CREATE TABLE audit_log (
  seq bigserial PRIMARY KEY,
  id text NOT NULL UNIQUE,
  business_id text NOT NULL,
  at timestamptz NOT NULL,
  action text NOT NULL,
  actor_kind text NOT NULL CHECK (actor_kind IN ('user', 'api_key', 'admin', 'system')),
  actor_id text NOT NULL,
  request_id text NOT NULL,
  client_address text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  changes jsonb NOT NULL
);
CREATE INDEX audit_log_business ON audit_log (business_id, seq DESC);
CREATE INDEX audit_log_business_action ON audit_log (business_id, action, seq DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
-- ALWAYS: the triggers fire in replica mode too (session_replication_role = replica skips ordinary triggers).
ALTER TABLE audit_log ENABLE ALWAYS TRIGGER audit_log_no_update;
ALTER TABLE audit_log ENABLE ALWAYS TRIGGER audit_log_no_truncate;
`
