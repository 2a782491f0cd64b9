/** Lookups the accounts module runs on the actor read model. */
export const name = 'accounts'

export const sql = `
CREATE UNIQUE INDEX actor_state_apikey_hash ON actor_state ((state->>'hash')) WHERE kind = 'apikey';
CREATE INDEX actor_state_apikey_business ON actor_state ((state->>'businessId')) WHERE kind = 'apikey';
CREATE INDEX actor_state_user_business ON actor_state ((state->>'businessId')) WHERE kind = 'user';
`
