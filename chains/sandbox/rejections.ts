/** Codes the sandbox deposit method raises. */

export type SandboxRejection = 'SANDBOX_ONLY' | 'INVALID_NETWORK' | 'INVALID_CURRENCY' | 'INVALID_ADDRESS' | 'INVALID_AMOUNT'

declare module '../../platform/errors' {
  interface RejectionCodes extends Record<SandboxRejection, true> {}
}
