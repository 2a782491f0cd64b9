/**
 * Wallet creation with an Idempotency-Key: the key's id is kept in the
 * wallet's own state (written in the commit that creates it), and this
 * index finds the wallet a key created, so a reused key is recognised even
 * with another body.
 */
export const name = 'wallet_keys'

export const sql = `
CREATE INDEX actor_state_wallet_keys ON actor_state ((state->'createdWith'->>'keyId'))
  WHERE kind = 'wallet' AND (state->'createdWith'->>'keyId') IS NOT NULL;
`
