/** Codes a partner sees from the CaaS user actor (statuses: gateway/core/rejection_catalogue.ts). */

export type CaasUserRejection =
  | 'USER_NOT_FOUND'
  | 'ALREADY_LINKED'
  | 'LINK_NOT_REQUESTED'
  | 'LINK_EXPIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'LINK_REQUEST_TOO_SOON'
  | 'PHONE_NUMBER_IN_USE'

declare module '../../platform/errors' {
  interface RejectionCodes extends Record<CaasUserRejection, true> {}
}
