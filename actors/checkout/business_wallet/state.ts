/** The business wallet actor's state. */

export interface WalletAddress {
  readonly network: string
  readonly address: string
  readonly derivationPath: string
  readonly testnetAddress: string
  readonly testnetDerivationPath: string
}

export type BusinessWalletState =
  | { readonly status: 'none'; readonly id: string; readonly sessionTtlMinutes: number }
  | {
      readonly status: 'active'
      readonly id: string
      readonly envelope: string
      readonly addresses: readonly WalletAddress[]
      readonly createdAtMs: number
      readonly nextIndex: number
      /** Recent allocations by operation id, so a retried session creation gets the same index. */
      readonly allocations: ReadonlyArray<readonly [string, number]>
      readonly sessionTtlMinutes: number
    }
