/** INVALID_MARGIN: a percent outside 0-100 or with more than 2 places, a fixed amount with more than 6, a negative value. */
export type VasSettingsRejection = 'INVALID_MARGIN'

declare module '../../../platform/errors' {
  interface RejectionCodes extends Record<VasSettingsRejection, true> {}
}
