/** The webhook endpoint actor's closed set of rejection codes. */

export type EndpointRejection = 'ENDPOINT_NOT_FOUND' | 'ENDPOINT_DEACTIVATED'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<EndpointRejection, true> {}
}
