/**
 * Outgoing sandbox transfers: a transfer from a platform address carries the
 * network fee it paid in the native coin, so sandbox balances fall by amount
 * plus fee exactly as on chain.
 */
export const name = 'sandbox_send'

export const sql = `
ALTER TABLE sandbox_transfers ADD COLUMN fee numeric(78, 0) NOT NULL DEFAULT 0 CHECK (fee >= 0);
ALTER TABLE sandbox_transfers ADD COLUMN fee_currency text;
CREATE INDEX sandbox_transfers_from ON sandbox_transfers (network, from_address);
`
