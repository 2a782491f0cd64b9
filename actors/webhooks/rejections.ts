/** Codes the webhook settings methods raise themselves; the endpoint actor's own are in endpoint/rejections.ts. */

export type WebhookMethodRejection =
  | 'UNAUTHORIZED'
  | 'DELIVERY_NOT_REDELIVERABLE'
  /** A redelivery to a URL other than the delivery's own (bound_url.ts). */
  | 'WEBHOOK_URL_CHANGED'
  | 'PLAN_FEATURE_UNAVAILABLE'
  | 'INVALID_WEBHOOK_URL'
  | 'WEBHOOK_TARGET_NOT_ALLOWED'

declare module '../../platform/errors' {
  interface RejectionCodes extends Record<WebhookMethodRejection, true> {}
}
