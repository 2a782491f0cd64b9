/** What the wallet fee configuration actor is asked to do. */
import type { ActingParty } from '../../../platform/audit'

/** Who changes the fees, and for which business (the actor's id also names the mode), for the audit log. */
interface Change {
  readonly businessId: string
  readonly by: ActingParty
}

export type FeeCommand =
  | { readonly type: 'get' }
  /** POST /fees: sets percent and switch; `feeAddresses`, when given, replaces the whole map. */
  | ({
      readonly type: 'configure'
      readonly feePercent: string
      readonly isEnabled: boolean
      readonly feeAddresses?: Readonly<Record<string, string>>
    } & Change)
  /** PUT /fees/addresses: merges; an empty string removes that network's address. */
  | ({ readonly type: 'set_addresses'; readonly addresses: Readonly<Record<string, string>> } & Change)
