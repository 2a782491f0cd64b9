/**
 * Team roles and their default permissions. Owners hold every permission;
 * admins everything except managing others' permissions and revealing
 * seeds or exporting keys; members read and run checkout.
 */
export const ALL_PERMISSIONS = [
  'checkout:manage', 'checkout:view', 'balance:view', 'wallet:manage', 'wallet:transfer', 'wallet:reveal_seed', 'wallet:export_key',
  'settings:manage', 'otc:view', 'otc:trade', 'analytics:view', 'virtual_account:manage', 'team:view', 'team:invite', 'team:manage_permissions',
  'api_keys:manage',
] as const

export type Permission = (typeof ALL_PERMISSIONS)[number]

export const ROLE_PERMISSIONS: Readonly<Record<'owner' | 'admin' | 'member', readonly string[]>> = {
  owner: [...ALL_PERMISSIONS],
  admin: ALL_PERMISSIONS.filter((p) => !['team:manage_permissions', 'wallet:reveal_seed', 'wallet:export_key'].includes(p)),
  member: ['checkout:view', 'checkout:manage', 'balance:view', 'analytics:view', 'team:view'],
}
