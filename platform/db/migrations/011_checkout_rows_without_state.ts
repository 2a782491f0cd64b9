/**
 * The checkout session read model stops keeping its own copy of the
 * session: the session actor's row in actor_state already holds it, written
 * by the same commit (read_model.ts), so a list joins it for the page it
 * shows. Every session commit writes about a kilobyte less. The one field a
 * query filtered on inside that copy, `reference`, becomes a column.
 */
export const name = 'checkout_rows_without_state'

export const sql = `
ALTER TABLE checkout_sessions ADD COLUMN reference text NOT NULL DEFAULT '';
UPDATE checkout_sessions SET reference = coalesce(state::json->>'reference', '');
ALTER TABLE checkout_sessions DROP COLUMN state;
`
