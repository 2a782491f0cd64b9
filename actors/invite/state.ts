/** The invite actor's state. */

export type InviteState =
  | { readonly status: 'new'; readonly id: string }
  | {
      readonly status: 'pending' | 'accepted'
      readonly id: string
      readonly businessId: string
      readonly email: string
      readonly role: 'admin' | 'member'
      readonly permissions: readonly string[]
      readonly invitedBy: string
      readonly expiresAtMs: number
      readonly acceptedUserId: string | null
    }

export type Invite = Extract<InviteState, { status: 'pending' | 'accepted' }>
