/** The invite actor's state. */

export type InviteState =
  | { readonly status: 'new'; readonly id: string }
  | {
      readonly status: 'pending' | 'accepted' | 'revoked'
      readonly id: string
      readonly businessId: string
      readonly email: string
      readonly role: 'admin' | 'member'
      readonly permissions: readonly string[]
      readonly invitedBy: string
      readonly expiresAtMs: number
      readonly acceptedUserId: string | null
      /** Absent on invitations stored before creation times were kept (their expiry less the TTL is it). */
      readonly createdAtMs?: number
      /** Set when the invitation was revoked: by a member, or because its inviter left or lost what it grants. */
      readonly revokedAtMs?: number
    }

export type Invite = Extract<InviteState, { status: 'pending' | 'accepted' | 'revoked' }>
