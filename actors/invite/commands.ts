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
  | { readonly type: 'accept'; readonly userId: string }
