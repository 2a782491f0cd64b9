/**
 * Webhook deliveries the merchant's plan does not include are kept, as
 * status 'skipped' with the reason ('plan'), so the delivery log shows every
 * event instead of dropping it silently.
 */
export const name = 'webhook_skipped'

export const sql = `
ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_status_check;
ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_status_check
  CHECK (status IN ('pending', 'delivered', 'failed', 'skipped'));
ALTER TABLE webhook_deliveries ADD COLUMN skip_reason text;
`
