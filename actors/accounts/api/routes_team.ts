/**
 * Team routes (actors/accounts/api/operations_team.ts). Changing or removing a
 * member drops it from this node's cache once committed (invalidate_here.ts).
 */
import { Id } from '../inputs'
import * as ops from './operations_team'
import type { PaymentsClient } from '../../../platform/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'
import { userInPath, type InvalidatingHere } from './invalidate_here'

const PUBLIC: AuthRequirement = { kind: 'public' }
const MANAGE: AuthRequirement = { kind: 'jwt', permission: 'team:manage_permissions' }

export function teamRoutes(payments: PaymentsClient, invalidatingHere: InvalidatingHere): RouteSpec[] {
  return [
    operationRoute(payments, ops.rolesPermissions, {
      method: 'GET',
      path: '/api/v1/team/roles-permissions',
      summary: 'Roles and their default permissions',
      tags: ['team'],
      auth: { kind: 'jwt', permission: 'any_member' },
    }),
    operationRoute(payments, ops.listMembers, {
      method: 'GET',
      path: '/api/v1/team',
      summary: 'Team members',
      tags: ['team'],
      auth: { kind: 'jwt', permission: 'team:view' },
      input: () => ({}),
    }),
    operationRoute(payments, ops.inviteMember, {
      method: 'POST',
      path: '/api/v1/team/invites',
      summary: 'Invite by e-mail (the token travels only in the e-mail)',
      tags: ['team'],
      auth: { kind: 'jwt', permission: 'team:invite' },
      status: 201,
      body: ops.InviteBody,
    }),
    operationRoute(payments, ops.listInvites, {
      method: 'GET',
      path: '/api/v1/team/invites',
      summary: 'Invitations sent, with their status (pending, accepted, revoked, expired); newest first',
      tags: ['team'],
      auth: { kind: 'jwt', permission: 'team:invite' },
      query: ops.ListInvitesQuery,
    }),
    operationRoute(payments, ops.revokeInvite, {
      method: 'DELETE',
      path: '/api/v1/team/invites/:id',
      summary: 'Revoke a pending invitation (its inviter, or someone holding everything it grants)',
      tags: ['team'],
      auth: { kind: 'jwt', permission: 'team:invite' },
      params: Id,
    }),
    // The token is a credential: in the body it stays out of URLs that access logs, proxies and browser histories keep.
    operationRoute(payments, ops.verifyInvite, {
      method: 'POST',
      path: '/api/v1/team/invites/verify',
      operationId: 'team.verifyInviteToken',
      summary: 'Check an invitation token (sent in the body)',
      tags: ['team'],
      auth: PUBLIC,
      body: ops.VerifyInviteBody,
    }),
    // The same check with the token in the path: kept for the clients that call it, same answers.
    operationRoute(payments, ops.verifyInvite, {
      method: 'GET',
      path: '/api/v1/team/invites/verify/:token',
      summary: 'Check an invitation token (deprecated: the token in the URL reaches logs; use POST /api/v1/team/invites/verify)',
      tags: ['team'],
      auth: PUBLIC,
      deprecated: true,
      params: ops.verifyInvite.input,
    }),
    operationRoute(payments, ops.joinTeam, {
      method: 'POST',
      path: '/api/v1/team/register',
      summary: 'Join a team through an invitation',
      tags: ['team'],
      auth: PUBLIC,
      status: 201,
      body: ops.JoinBody,
    }),
    invalidatingHere(
      operationRoute(payments, ops.setMemberPermissions, {
        method: 'PUT',
        path: '/api/v1/team/:id/permissions',
        summary: "Replace a member's permissions",
        tags: ['team'],
        auth: MANAGE,
        params: Id,
        body: ops.PermissionsBody,
      }),
      userInPath,
    ),
    invalidatingHere(
      operationRoute(payments, ops.removeMember, {
        method: 'DELETE',
        path: '/api/v1/team/:id',
        summary: 'Remove a member',
        tags: ['team'],
        auth: MANAGE,
        params: Id,
      }),
      userInPath,
    ),
  ]
}
