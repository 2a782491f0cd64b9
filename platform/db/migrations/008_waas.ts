/**
 * Wallet-as-a-Service: the sequence behind integer wallet ids, and indexes
 * that make the wallet actors' committed state the read model for lists,
 * searches and the confirmation tracker.
 */
export const name = 'waas'

export const sql = `
CREATE SEQUENCE waas_wallet_ids;
CREATE INDEX actor_state_wallets ON actor_state ((state->>'businessId'), (state->>'mode'), ((state->>'walletId')::bigint)) WHERE kind = 'wallet';
CREATE INDEX actor_state_wallets_tracking ON actor_state (id) WHERE kind = 'wallet' AND state->>'tracking' = 'true';
`
