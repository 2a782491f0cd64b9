/** What the wallet fee configuration actor is asked to do. */

export type FeeCommand =
  | { readonly type: 'get' }
  /** POST /fees: sets percent and switch; `feeAddresses`, when given, replaces the whole map. */
  | {
      readonly type: 'configure'
      readonly feePercent: string
      readonly isEnabled: boolean
      readonly feeAddresses?: Readonly<Record<string, string>>
    }
  /** PUT /fees/addresses: merges; an empty string removes that network's address. */
  | { readonly type: 'set_addresses'; readonly addresses: Readonly<Record<string, string>> }
