/** What the invite actor is asked to do. */
import type { ActingParty } from '../../../platform/audit'

export type InviteCommand =
  | {
      readonly type: 'create'
      readonly businessId: string
      readonly email: string
      readonly role: 'admin' | 'member'
      readonly permissions: readonly string[]
      readonly invitedBy: string
      readonly by: ActingParty
    }
  | { readonly type: 'get' }
  /** Voids a pending invitation of `businessId` (another business's id is not found); a revoked one again is unchanged. */
  | {
      readonly type: 'revoke'
      readonly businessId: string
      readonly by: ActingParty
      /** Why, when the caller did not ask for it: its inviter left the team or lost what it carries. */
      readonly reason?: 'creator_removed' | 'creator_narrowed'
    }
  /** `by` is the new member, registering with the invitation's token. */
  | { readonly type: 'accept'; readonly userId: string; readonly by: ActingParty }
