/**
 * Team roles and their default permissions. The owner holds every permission
 * in the catalogue, computed from the role whenever it is asked (so a
 * permission added later is the owner's at once); admins by default hold
 * everything except the owner-only ones; members read and create checkout
 * sessions, and move no money.
 * A non-owner holds exactly its stored list (what was granted to it).
 */
import type { ActiveUser, Role } from './user/state'
import { ALL_PERMISSIONS, OWNER_ONLY, isPermission, type Permission } from '../../platform/permissions'

export { ALL_PERMISSIONS, type Permission } from '../../platform/permissions'

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: ALL_PERMISSIONS,
  admin: ALL_PERMISSIONS.filter((p) => !OWNER_ONLY.includes(p)),
  // Members read, and create checkout sessions; nothing of theirs moves money until the owner grants it.
  member: ['checkout:view', 'checkout:manage', 'balance:view', 'wallet:view', 'analytics:view', 'team:view'],
}

/** What a user holds now: every permission for the owner, the granted list (cut to the catalogue) for anyone else. */
export function heldBy(user: Pick<ActiveUser, 'role' | 'permissions'>): Permission[] {
  if (user.role === 'owner') return [...ALL_PERMISSIONS]
  return user.permissions.filter(isPermission)
}
