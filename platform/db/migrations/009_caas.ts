/**
 * Card-as-a-Service: the platform's CaaS HD wallet (sealed mnemonic and the
 * account xpub the request path derives owners from), an idempotency
 * reference on sandbox transfers (a CaaS transfer replayed after a crash
 * finds its first send instead of spending twice), and the index the
 * transfer executor uses to find open transfers in actor_state.
 */
export const name = 'caas'

export const sql = `
CREATE TABLE caas_keys (
  name           text   PRIMARY KEY,
  envelope       text   NOT NULL,
  xpub           text   NOT NULL,
  created_at_ms  bigint NOT NULL
);
ALTER TABLE sandbox_transfers ADD COLUMN reference text;
CREATE UNIQUE INDEX sandbox_transfers_reference ON sandbox_transfers (reference) WHERE reference IS NOT NULL;
CREATE INDEX actor_state_caas_transfer_status ON actor_state ((state->>'status')) WHERE kind = 'caas_transfer';
`
