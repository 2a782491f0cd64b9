/**
 * The OTC desk's rejection codes (statuses and meanings: gateway/core/rejection_catalogue.ts).
 *   OTC_ACCESS_REQUIRED      an operator has not approved the business for OTC (403)
 *   OTC_FORM_NOT_APPROVED    trading needs an approved AML form (403)
 *   OTC_FORM_INCOMPLETE      the form lacks a field submission needs (400; the message names it)
 *   OTC_FORM_LOCKED          a submitted or approved form is not edited (409)
 *   OTC_FORM_NOT_SUBMITTED   only a submitted form is reviewed (409)
 *   OTC_PAIR_UNAVAILABLE     the desk does not quote this pair (400)
 *   OTC_ACCOUNT_NOT_FOUND    account_id is no desk account, or not one in the `from` currency (400)
 *   OTC_ORDER_NOT_FOUND      no such order of this business (404)
 *   OTC_ORDER_EXPIRED        the order's quote expired: refresh it (409)
 *   OTC_ORDER_NOT_EXPIRED    only an expired order is refreshed (409)
 *   OTC_ORDER_CLOSED         the order is paid, settled or in review: nothing more to do with it (409)
 */
export type OtcRejection =
  | 'OTC_ACCESS_REQUIRED'
  | 'OTC_FORM_NOT_APPROVED'
  | 'OTC_FORM_INCOMPLETE'
  | 'OTC_FORM_LOCKED'
  | 'OTC_FORM_NOT_SUBMITTED'
  | 'OTC_PAIR_UNAVAILABLE'
  | 'OTC_ACCOUNT_NOT_FOUND'
  | 'OTC_ORDER_NOT_FOUND'
  | 'OTC_ORDER_EXPIRED'
  | 'OTC_ORDER_NOT_EXPIRED'
  | 'OTC_ORDER_CLOSED'

declare module '../../platform/errors' {
  interface RejectionCodes extends Record<OtcRejection, true> {}
}
