/**
 * Each webhook delivery remembers the URL it is for: the endpoint's URL when the delivery was created, where
 * every attempt goes. A change of URL then sends no past event anywhere new: a redelivery is refused (409
 * WEBHOOK_URL_CHANGED) and a retry due after the change fails with that reason (actors/webhooks/bound_url.ts).
 *
 * Rows from before this column: a finished one (delivered, failed, skipped) gets its endpoint's URL only when
 * the endpoint has not been written since the delivery was created, so no update can have moved the URL in
 * between; otherwise its URL stays unknown (NULL) and it is never redelivered. A pending one stays NULL and is
 * bound to the URL of its next attempt, where the previous version would have sent it too; the same holds for
 * a row a host of the previous version inserts during a rolling deploy.
 */
export const name = 'webhook_delivery_url'

export const sql = `
ALTER TABLE webhook_deliveries ADD COLUMN url text;
UPDATE webhook_deliveries d SET url = e.state->>'url'
  FROM actor_state e
  WHERE e.kind = 'webhook_endpoint' AND e.id = d.endpoint_id AND d.status <> 'pending'
    AND (e.state->>'updatedAtMs')::bigint <= d.created_at_ms;
`
