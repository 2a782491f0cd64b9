/**
 * What test keys are given. A key holds exactly what it was given (issue #27),
 * so a helper that creates a key "for everything" names every permission of
 * the key's product; the owner-only ones (seed reveal, key export) only when
 * asked, as a real integration would.
 */
import { ALL_PERMISSIONS, OWNER_ONLY, keyMayCarry, type Permission } from '../../platform/permissions'

export function allKeyPermissions(product: 'payments' | 'caas', options: { ownerOnly?: boolean } = {}): Permission[] {
  return ALL_PERMISSIONS.filter((p) => keyMayCarry(product, p) && (options.ownerOnly === true || !OWNER_ONLY.includes(p)))
}
