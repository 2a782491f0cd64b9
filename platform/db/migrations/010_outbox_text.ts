/**
 * Outbox payloads as text. Nothing queries inside them: they are written
 * once, read back whole by the relay and decoded in Node, so storing them as
 * jsonb only made Postgres parse and re-serialise every event (a checkout
 * session's full snapshot on each change) for nothing.
 */
export const name = 'outbox_text'

export const sql = `
ALTER TABLE actor_outbox ALTER COLUMN payload TYPE text USING payload::text;
`
