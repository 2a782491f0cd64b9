/** Codes the sandbox deposit method raises. */

export type SandboxRejection =
  'SANDBOX_ONLY' | 'SANDBOX_ADDRESS_NOT_YOURS' | 'INVALID_NETWORK' | 'INVALID_CURRENCY' | 'INVALID_ADDRESS' | 'INVALID_AMOUNT'

declare module '../../platform/errors' {
  interface RejectionCodes extends Record<SandboxRejection, true> {}
}
