/** What a virtual account is told: the merchant's request, the partner's answers, an operator's holds. */
import type { ActingParty } from '../../../platform/audit'
import type { BankIdentifiers, VaCurrency } from '../providers/modulr/partner'

export type VirtualAccountCommand =
  /** The merchant's create: records the request (a repeat answers the account as it stands). */
  | {
      readonly type: 'open'
      readonly businessId: string
      readonly isTest: boolean
      readonly currency: VaCurrency
      readonly customerReference: string
      readonly customerName: string
      readonly by: ActingParty
    }
  /** The partner opened it (created now or found by our id). */
  | { readonly type: 'opened'; readonly partnerAccountId: string; readonly identifiers: BankIdentifiers }
  /** `businessId`: the merchant asking (its own accounts only); null for the platform (operators, the inbound path). */
  | { readonly type: 'get'; readonly businessId: string | null }
  | { readonly type: 'freeze'; readonly reason: string; readonly by: ActingParty }
  | { readonly type: 'unfreeze'; readonly by: ActingParty }
  /** The partner closed it (asked first by the method). */
  | { readonly type: 'closed'; readonly businessId: string | null; readonly reason: string; readonly by: ActingParty }
