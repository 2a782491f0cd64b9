/**
 * The one rule for handing out access (issue #15): whoever creates, rotates
 * or re-environments a key, invites a member or changes a member's
 * permissions may grant only a subset of what they hold themselves, and the
 * owner-only permissions only the owner grants. What the caller holds is read
 * from its user actor, never from the token it presented.
 */
import { RejectionError, reject } from '../../platform/errors'
import type { Caller } from '../../platform/caller'
import type { KeyProduct } from './apikey/format'
import type { Role } from './user/state'
import type { AccessContext } from './context'
import { OWNER_ONLY, isPermission, keyMayCarry, type Permission } from '../../platform/permissions'
import { heldBy } from './roles'

export interface Granter {
  readonly userId: string
  readonly businessId: string
  readonly role: Role
  readonly held: ReadonlySet<Permission>
}

/** The calling dashboard user as it is now; a removed or unknown user is 401. */
export async function granterOf(access: AccessContext, caller: Caller): Promise<Granter> {
  const user = caller.userId ? await access.user(caller.userId, { type: 'get' }).catch(() => null) : null
  if (!user || user.status !== 'active' || user.businessId !== caller.businessId) {
    throw new RejectionError(reject('UNAUTHORIZED', 'a current dashboard user is required'))
  }
  return { userId: user.id, businessId: user.businessId, role: user.role, held: new Set(heldBy(user)) }
}

/**
 * Checks the names a request asks for: every name must be in the catalogue,
 * and for a key, a permission of the key's product. 400 UNKNOWN_PERMISSION
 * names every offending name.
 */
export function parsePermissions(names: readonly string[], forKey?: KeyProduct): Permission[] {
  const unknown = names.filter((n) => !isPermission(n))
  if (unknown.length > 0) throw new RejectionError(reject('UNKNOWN_PERMISSION', `unknown permission: ${unknown.join(', ')}`, 'permissions'))
  const known = [...new Set(names.filter(isPermission))]
  if (forKey) {
    const foreign = known.filter((p) => !keyMayCarry(forKey, p))
    if (foreign.length > 0)
      throw new RejectionError(reject('UNKNOWN_PERMISSION', `not a permission of ${forKey} keys: ${foreign.join(', ')}`, 'permissions'))
  }
  return known
}

/** 403 unless `granter` may hand out every permission in `granting`. */
export function assertMayGrant(granter: Granter, granting: Iterable<Permission>): void {
  const wanted = [...new Set(granting)]
  const missing = wanted.filter((p) => !granter.held.has(p))
  if (missing.length > 0)
    throw new RejectionError(
      reject('PERMISSION_NOT_HELD', `you cannot grant permissions you do not hold: ${missing.join(', ')}`, 'permissions'),
    )
  const ownerOnly = wanted.filter((p) => OWNER_ONLY.includes(p))
  if (ownerOnly.length > 0 && granter.role !== 'owner') {
    throw new RejectionError(reject('OWNER_ONLY_PERMISSION', `only the owner can grant: ${ownerOnly.join(', ')}`, 'permissions'))
  }
}

/** 403 unless `granter` holds everything `subject` holds: nobody changes or removes someone more powerful. */
export function assertHoldsAll(granter: Granter, subject: readonly Permission[]): void {
  const missing = subject.filter((p) => !granter.held.has(p))
  if (missing.length > 0) {
    throw new RejectionError(
      reject('PERMISSION_NOT_HELD', `this member holds permissions you do not: ${missing.join(', ')}`, 'permissions'),
    )
  }
}
