/**
 * What a dashboard user tells: created, removed from the team, two-factor turned on or off, and a rotated refresh
 * token presented again (its family was revoked). Nobody subscribes to them today; they are for operators and the
 * event stream.
 */
import { kindEvents } from '../../runtime/events'
import type { Role } from './state'

type UserEvents = {
  readonly 'user.created': { readonly userId: string; readonly businessId: string; readonly role: Role }
  readonly 'user.refresh_reuse_detected': { readonly userId: string; readonly familyId: string }
  readonly 'user.2fa_enabled': { readonly userId: string }
  readonly 'user.2fa_disabled': { readonly userId: string }
  readonly 'user.removed': { readonly userId: string; readonly businessId: string }
}

export const userEvents = kindEvents<UserEvents>('user')
