/** The audit log's entry as the API answers it (GET /api/v1/audit-log). */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { named } from '../../../platform/schema_name'
import { AUDIT_ACTIONS } from '../../../platform/audit'

export const AuditActionName = Type.Union(
  AUDIT_ACTIONS.map((a) => Type.Literal(a)),
  { description: 'What was done (docs/audit-log.md lists each action and the changes it records)' },
)

const AuditEntry = named('AuditEntry').Object(
  {
    id: Type.String({ description: 'The entry id' }),
    time: Type.String({ format: 'date-time', description: 'When the act was committed' }),
    action: AuditActionName,
    actor: object({
      type: Type.Union([Type.Literal('user'), Type.Literal('api_key'), Type.Literal('admin'), Type.Literal('system')], {
        description:
          'user: a member on the dashboard; api_key: one of the merchant’s keys; admin: the platform operator; system: the platform itself (a payment, a timer)',
      }),
      id: Type.Optional(Type.String({ description: 'The user id or key id; absent for admin and system' })),
    }),
    credential: Type.Union(
      [Type.Literal('dashboard_session'), Type.Literal('api_key'), Type.Literal('admin_token'), Type.Literal('none')],
      {
        description: 'How the actor authenticated',
      },
    ),
    client_address: Type.Optional(
      Type.String({ description: 'The address the request came from, as the gateway saw it; absent for the platform’s own acts' }),
    ),
    request_id: Type.Optional(
      Type.String({ description: 'The X-Request-Id of the request that did it; absent for the platform’s own acts' }),
    ),
    target: object({ type: Type.String(), id: Type.String() }, { description: 'What the act was done to' }),
    changes: Type.Record(Type.String(), Type.Unknown(), {
      description: 'What changed (old and new values where there were any); never a secret: account numbers show their last four digits',
    }),
  },
  { title: 'AuditEntry' },
)

export const AuditPage = named('AuditLogPage').Object({
  entries: Type.Array(AuditEntry),
  next_cursor: Type.Optional(
    Type.String({
      description: 'Pass as `before` for the next (older) page; absent on the last page',
    }),
  ),
})
