/**
 * Virtual accounts (actors/virtual_accounts): read models written in the actors' own commits.
 *   virtual_accounts   one row per account: the merchant's list (newest first), the look-up of the account an
 *                      inbound payment names (the partner's account id), the customer reference's uniqueness
 *   va_payments        one row per inbound bank payment (the partner's PaymentId is the actor id: one row, one
 *                      payment, however often the partner resends it): the workflow's scan of open payments and
 *                      the operators' suspense list
 */
export const name = 'virtual_accounts'

export const sql = `
CREATE TABLE virtual_accounts (
  id                 text    PRIMARY KEY,
  version            bigint  NOT NULL,
  business_id        text    NOT NULL,
  is_test            boolean NOT NULL,
  currency           text    NOT NULL,
  customer_reference text    NOT NULL,
  status             text    NOT NULL,
  partner_account_id text,
  created_at_ms      bigint  NOT NULL
);
CREATE INDEX virtual_accounts_list ON virtual_accounts (business_id, is_test, created_at_ms DESC, id);
CREATE UNIQUE INDEX virtual_accounts_partner ON virtual_accounts (partner_account_id) WHERE partner_account_id IS NOT NULL;

CREATE TABLE va_payments (
  id             text    PRIMARY KEY,
  shard          integer NOT NULL,
  version        bigint  NOT NULL,
  status         text    NOT NULL,
  open           boolean NOT NULL,
  business_id    text,
  account_id     text,
  is_test        boolean NOT NULL,
  currency       text    NOT NULL,
  received_at_ms bigint  NOT NULL
);
CREATE INDEX va_payments_open ON va_payments (shard, id) WHERE open;
CREATE INDEX va_payments_status ON va_payments (status, received_at_ms DESC, id);
`
