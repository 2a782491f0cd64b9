/** What the invite actor is asked to do. */

export type InviteCommand =
  | {
      readonly type: 'create'
      readonly businessId: string
      readonly email: string
      readonly role: 'admin' | 'member'
      readonly permissions: readonly string[]
      readonly invitedBy: string
    }
  | { readonly type: 'get' }
  /** Voids a pending invitation of `businessId` (another business's id is not found); a revoked one again is unchanged. */
  | { readonly type: 'revoke'; readonly businessId: string }
  | { readonly type: 'accept'; readonly userId: string }
