/**
 * Analytics' rejection codes (statuses and meanings: gateway/core/rejection_catalogue.ts).
 *   ANALYTICS_PERIOD_INVALID   from/to are not dates, to is before from, or the span is over 366 days (400)
 *   FRAUD_ALERT_NOT_FOUND      no such alert of this business (404)
 *   FRAUD_ALERT_RESOLVED       the alert was resolved the other way already (409)
 *   FRAUD_RULE_THRESHOLD       the threshold is outside the rule's bounds (400; the message gives them)
 */
export type AnalyticsRejection = 'ANALYTICS_PERIOD_INVALID' | 'FRAUD_ALERT_NOT_FOUND' | 'FRAUD_ALERT_RESOLVED' | 'FRAUD_RULE_THRESHOLD'

declare module '../../platform/errors' {
  interface RejectionCodes extends Record<AnalyticsRejection, true> {}
}
