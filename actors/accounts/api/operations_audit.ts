/**
 * The audit log, read by the owner (audit:view): newest first, by cursor
 * rather than page number, because entries keep arriving at the top and a
 * page number would shift under a reader. Routes in actors/accounts/api/routes_audit.ts.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { numericCursor, timestamp } from '../../../platform/input_fields'
import { operation } from '../../../platform/operation'
import { closed, codes } from '../inputs'
import { AuditActionName, AuditPage } from './wire_audit'

export const AuditQueryInput = object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
    before: Type.Optional(numericCursor({ description: 'The next_cursor of the previous page' })),
    action: Type.Optional(AuditActionName),
    actor_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Entries by this user or key' })),
    target_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Entries about this key, member, session…' })),
    from: Type.Optional(timestamp({ description: 'Entries at or after this time' })),
    to: Type.Optional(timestamp({ description: 'Entries before this time' })),
  },
  closed,
)

export const listAudit = operation({
  name: 'audit.list',
  input: AuditQueryInput,
  output: AuditPage,
  errors: codes('UNAUTHORIZED', 'VALIDATION_FAILED'),
})
