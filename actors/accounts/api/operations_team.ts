/**
 * Team operations: roles, members, invitations, joining, permission changes
 * and removal. Routes in actors/accounts/api/routes_team.ts, methods in
 * methods_team.ts.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { operation } from '../../../platform/operation'
import { Email, Id, Nothing, Password, PermissionNames, closed, codes, idField } from '../inputs'
import {
  Invitation,
  InvitationCheck,
  InvitationList,
  InvitationView,
  Joined,
  Member,
  MemberList,
  MemberRemoved,
  RolesPermissions,
} from './wire'

const Token = Type.String({ minLength: 20, maxLength: 100 })
const GRANTS = ['UNAUTHORIZED', 'UNKNOWN_PERMISSION', 'PERMISSION_NOT_HELD', 'OWNER_ONLY_PERMISSION'] as const

/** The body of POST /api/v1/team/invites. */
export const InviteBody = object(
  { email: Email, role: Type.Union([Type.Literal('admin'), Type.Literal('member')]), permissions: Type.Optional(PermissionNames) },
  closed,
)
/** The body of POST /api/v1/team/register. */
export const JoinBody = object(
  {
    token: Token,
    first_name: Type.String({ minLength: 1, maxLength: 100 }),
    last_name: Type.String({ minLength: 1, maxLength: 100 }),
    password: Password,
  },
  closed,
)
/** The body of POST /api/v1/team/invites/verify: the token travels in the body, never in a URL a log keeps. */
export const VerifyInviteBody = object({ token: Token }, closed)
/** The body of PUT /api/v1/team/:id/permissions. */
export const PermissionsBody = object({ permissions: PermissionNames })

export const rolesPermissions = operation({ name: 'team.rolesPermissions', input: Nothing, output: RolesPermissions })

export const listMembers = operation({ name: 'team.list', input: Nothing, output: MemberList, errors: codes('UNAUTHORIZED') })

export const inviteMember = operation({
  name: 'team.invite',
  input: InviteBody,
  output: Invitation,
  errors: codes(...GRANTS, 'INVITE_EXISTS'),
})

export const verifyInvite = operation({
  name: 'team.verifyInvite',
  input: object({ token: Token }),
  output: InvitationCheck,
  errors: codes('INVITE_INVALID'),
})

export const joinTeam = operation({
  name: 'team.register',
  input: JoinBody,
  output: Joined,
  errors: codes('INVITE_INVALID', 'EMAIL_TAKEN'),
})

export const setMemberPermissions = operation({
  name: 'team.setPermissions',
  input: object({ ...idField, ...PermissionsBody.properties }),
  output: Member,
  errors: codes(...GRANTS, 'MEMBER_NOT_FOUND', 'OWNER_IMMUTABLE', 'CANNOT_CHANGE_SELF'),
})

export const removeMember = operation({
  name: 'team.remove',
  input: Id,
  output: MemberRemoved,
  errors: codes('UNAUTHORIZED', 'PERMISSION_NOT_HELD', 'MEMBER_NOT_FOUND', 'OWNER_IMMUTABLE', 'CANNOT_REMOVE_SELF'),
})

export const ListInvitesQuery = object(
  {
    status: Type.Optional(Type.Union(['pending', 'accepted', 'revoked', 'expired'].map((v) => Type.Literal(v)))),
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  closed,
)

export const listInvites = operation({
  name: 'team.listInvites',
  input: ListInvitesQuery,
  output: InvitationList,
  errors: codes('UNAUTHORIZED'),
})

export const revokeInvite = operation({
  name: 'team.revokeInvite',
  input: Id,
  output: InvitationView,
  errors: codes('UNAUTHORIZED', 'PERMISSION_NOT_HELD', 'INVITE_NOT_FOUND', 'INVITE_INVALID'),
})
