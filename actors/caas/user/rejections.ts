/** Codes a partner sees from the CaaS user actor (statuses: gateway/core/rejection_catalogue.ts). */

export type CaasUserRejection =
  | 'USER_NOT_FOUND'
  | 'ALREADY_LINKED'
  | 'LINK_NOT_REQUESTED'
  | 'LINK_EXPIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'LINK_REQUEST_TOO_SOON'
  | 'PHONE_NUMBER_IN_USE'
  | 'PHONE_NUMBER_MOVED'
  | 'WALLET_SHARED'
  | 'PHONE_CHANGE_NOT_REQUESTED'
  | 'PHONE_CHANGE_EXPIRED'
  | 'PHONE_CHANGE_TOO_SOON'
  | 'PHONE_CHANGE_IN_PROGRESS'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<CaasUserRejection, true> {}
}
