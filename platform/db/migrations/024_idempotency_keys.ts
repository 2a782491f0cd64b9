/**
 * One table for every Idempotency-Key that must be mapped to an id before
 * anything is decided (platform/idempotency_store.ts): the key's id (a
 * UUID made from merchant, environment, operation and key; the key itself
 * is never stored), the request's fingerprint and the resource it named.
 *
 * It takes over two earlier shapes, with their rows:
 *   - `swap_keys` (018), a swap execute's key: copied with the ids they had
 *     (an older layout, which the swap execute still looks up beside the
 *     new one: actors/swap/execute_key.ts), then dropped;
 *   - the refund reservation in `checkout_refunds` (007): a keyed refund's
 *     id was claimed there against its session. Every keyed refund (its id
 *     is a version-5 UUID made from the key; a refund without a key has a
 *     random version-4 one) is copied with its session and the fingerprint
 *     the session keeps for it. `checkout_refunds` stays the refund list.
 */
export const name = 'idempotency_keys'

export const sql = `
CREATE TABLE idempotency_keys (
  key_id      uuid        PRIMARY KEY,
  operation   text        NOT NULL,
  fingerprint text        NOT NULL,
  resource_id text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

INSERT INTO idempotency_keys (key_id, operation, fingerprint, resource_id, created_at)
SELECT key_id, 'swap', request_hash, swap_id::text, created_at FROM swap_keys;
DROP TABLE swap_keys;

INSERT INTO idempotency_keys (key_id, operation, fingerprint, resource_id, created_at)
SELECT r.refund_id, 'refund', x.refund->>'requestHash', r.session_id::text, r.created_at
FROM checkout_refunds r
JOIN actor_state a ON a.kind = 'checkout' AND a.id = r.session_id::text
CROSS JOIN LATERAL jsonb_array_elements(a.state->'refunds') AS x(refund)
WHERE substr(r.refund_id::text, 15, 1) = '5' AND x.refund->>'id' = r.refund_id::text
ON CONFLICT (key_id) DO NOTHING;
`
