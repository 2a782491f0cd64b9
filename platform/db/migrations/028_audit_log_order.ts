/**
 * The audit log reads newest first by the act's time, then by arrival (actors/accounts/audit/store.ts): the
 * outbox may deliver a later act's event first, so arrival alone is not the acts' order.
 */
export const name = 'audit_log_order'

export const sql = `
CREATE INDEX audit_log_business_at ON audit_log (business_id, at DESC, seq DESC);
`
