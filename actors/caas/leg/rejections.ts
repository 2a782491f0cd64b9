/** The leg actor's closed set of rejection codes; MAY_HAVE_BEEN_SENT and DEADLINE_NOT_REACHED are the lifecycle's. */
export type CaasLegRejection = 'LEG_NOT_FOUND' | 'LEG_CONFLICT'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<CaasLegRejection, true> {}
}
