/**
 * Remittance (actors/remittance): transfer signing keys (sealed secrets) and the nonces signed requests used (one
 * row per key and nonce for ten minutes: the unique index is the replay check); `remit_transfers`, the transfer
 * read model (the merchant's list, the workflow's scan of open transfers, the partner's id for its webhooks);
 * `remit_quotes`, the quote read model.
 */
export const name = 'remittance'

export const sql = `
CREATE TABLE transfer_signing_keys (
  id              text    PRIMARY KEY,
  business_id     text    NOT NULL,
  is_test         boolean NOT NULL,
  secret_sealed   text    NOT NULL,
  created_at_ms   bigint  NOT NULL,
  revoked_at_ms   bigint,
  last_used_at_ms bigint
);
CREATE INDEX transfer_signing_keys_business ON transfer_signing_keys (business_id, is_test);
CREATE TABLE transfer_signature_nonces (
  key_id     text   NOT NULL,
  nonce      text   NOT NULL,
  seen_at_ms bigint NOT NULL,
  PRIMARY KEY (key_id, nonce)
);
CREATE INDEX transfer_signature_nonces_seen ON transfer_signature_nonces (seen_at_ms);
CREATE TABLE remit_transfers (
  id                  text    PRIMARY KEY,
  shard               integer NOT NULL,
  version             bigint  NOT NULL,
  business_id         text    NOT NULL,
  is_test             boolean NOT NULL,
  status              text    NOT NULL,
  open                boolean NOT NULL,
  partner_transfer_id text,
  created_at_ms       bigint  NOT NULL
);
CREATE INDEX remit_transfers_business ON remit_transfers (business_id, is_test, created_at_ms DESC, id);
CREATE INDEX remit_transfers_open ON remit_transfers (shard, id) WHERE open;
CREATE UNIQUE INDEX remit_transfers_partner ON remit_transfers (is_test, partner_transfer_id) WHERE partner_transfer_id IS NOT NULL;
`
