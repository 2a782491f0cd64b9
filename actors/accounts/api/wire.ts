/**
 * The wire shapes of the access answers (auth, 2FA, API keys, team), as the
 * methods build them: the schemas the operations declare as their output, so
 * the OpenAPI document shows them and a method that grows a field the schema
 * lacks does not compile. Subscription and admin answers: wire_subscription.ts.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { named } from '../../../platform/schema_name'

const Text = Type.String()
const Time = Type.String({ format: 'date-time' })
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const Role = literals(['owner', 'admin', 'member'] as const)
const PermissionList = Type.Array(Text)

const tokenFields = {
  access_token: Text,
  refresh_token: Text,
  expires_in: Type.Integer({ description: 'Seconds until the access token expires' }),
}
/** Login: the token pair. */
export const Tokens = named('AuthTokens').Object(tokenFields)
/** Refresh: the new pair, with its type. */
export const RefreshedTokens = object({ ...tokenFields, token_type: Type.Literal('Bearer') })
/** Register: the new business, its owner and the owner's token pair. */
export const Registered = object({ user_id: Text, business_id: Text, ...tokenFields })
/** Joining a team through an invitation: the new member and its token pair. */
export const Joined = object({ user_id: Text, business_id: Text, role: Role, ...tokenFields })

export const TwoFactorStatus = object({ enabled: Type.Boolean(), verified: Type.Boolean() })
export const TwoFactorSetup = object({ secret: Text, qr_code_url: Text })
export const TwoFactorChanged = object({ enabled: Type.Boolean(), message: Text })

const keyFields = {
  id: Text,
  name: Text,
  environment: literals(['test', 'live'] as const),
  legacy: Type.Boolean(),
  product: literals(['payments', 'caas'] as const),
  permissions: PermissionList,
  key_hint: Text,
  /** The dashboard user who created the key; absent on keys created before creators were recorded. */
  created_by: Type.Optional(Text),
  /**
   * True for a key created before grants were exact: its stored list was widened with implicit permissions.
   * It now holds exactly its list plus its product's reads; the owner should review it (docs/accounts.md).
   */
  review_required: Type.Boolean(),
  status: literals(['active', 'revoked'] as const),
  created_at: Time,
  /** Present once the key was rotated. */
  rotated_at: Type.Optional(Time),
  /** Present once the key was revoked. */
  revoked_at: Type.Optional(Time),
}
/** An API key as listed, revoked or toggled: never its secret. */
export const KeyView = named('ApiKey').Object(keyFields)
/** A created or rotated key: the secret, shown this once. */
export const KeyWithSecret = named('ApiKeyCreated').Object({ ...keyFields, key: Text, message: Text })
export const KeyList = named('ApiKeyList').Object({ keys: Type.Array(KeyView), total: Type.Integer() })

export const Member = named('TeamMember').Object({
  id: Text,
  email: Text,
  first_name: Text,
  last_name: Text,
  role: Role,
  permissions: PermissionList,
  two_factor_enabled: Type.Boolean(),
  created_at: Time,
})
export const MemberList = named('TeamMemberList').Object({ members: Type.Array(Member), total: Type.Integer() })
export const MemberRemoved = object({
  id: Text,
  removed: Type.Literal(true),
  keys_revoked: Type.Integer({ description: 'API keys the member created, revoked with its removal' }),
  invitations_revoked: Type.Integer({ description: 'Pending invitations the member sent, revoked with its removal' }),
})

const InvitedRole = literals(['admin', 'member'] as const)
const invitationFields = {
  /** The invitation's id (the SHA-256 of its token, which travels only in the e-mail): revoke it with DELETE /api/v1/team/invites/{id}. */
  id: Text,
  email: Text,
  role: InvitedRole,
  permissions: PermissionList,
  /** The member who sent it; the invitation is revoked when that member leaves or loses what it grants. */
  invited_by: Text,
  /** `expired` is a pending invitation past its expiry. */
  status: literals(['pending', 'accepted', 'revoked', 'expired'] as const),
  created_at: Time,
  expires_at: Time,
}
/** An invitation as listed. */
export const InvitationView = named('TeamInvitation').Object(invitationFields)
/** An invitation just sent. */
export const Invitation = object({ ...invitationFields, message: Text })
export const InvitationList = named('TeamInvitationList').Object({
  invitations: Type.Array(InvitationView),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
})
export const InvitationCheck = object({
  valid: Type.Literal(true),
  email: Text,
  role: InvitedRole,
  business_name: Text,
  expires_at: Time,
})

export const RolesPermissions = object({
  roles: object({ owner: PermissionList, admin: PermissionList, member: PermissionList }),
  permissions: PermissionList,
  catalogue: Type.Array(
    object({
      name: Text,
      product: literals(['payments', 'caas', 'dashboard'] as const),
      kind: literals(['read', 'operate', 'money'] as const),
      in_default_key: Type.Boolean({ description: 'Held by a key of its product created without a permissions list' }),
      owner_only: Type.Boolean(),
      gates: Text,
    }),
  ),
})

const NotFound = object({ found: Type.Literal(false) })
/** What the gateway's key cache keeps for a key (auth.resolveKey): its business, product, permissions and mode. */
export const ResolvedKeyAnswer = Type.Union([
  NotFound,
  object({
    found: Type.Literal(true),
    keyId: Text,
    businessId: Text,
    product: literals(['payments', 'caas'] as const),
    permissions: PermissionList,
    isTestMode: Type.Boolean(),
  }),
])
/** What the gateway's user cache keeps for a dashboard user (auth.resolveUser): still a member, and what it holds now. */
export const ResolvedUserAnswer = Type.Union([
  NotFound,
  object({ found: Type.Literal(true), userId: Text, businessId: Text, role: Role, permissions: PermissionList }),
])
