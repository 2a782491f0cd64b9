/**
 * The one catalogue of permissions. Every route declares one of these (or an
 * explicit "any valid credential" literal), every grant is checked against
 * it, and the README table is this list. `product` says which credential can
 * carry a permission: a payments or CaaS API key (and dashboard users, who
 * create those keys), or dashboard users only. Spec rule 7 names the
 * sensitive ones; the everyday ones every key of its product holds implicitly.
 * Owner-only permissions are granted by the owner alone (seed and key export,
 * and the power to change others' permissions).
 */
import type { KeyProduct } from '../apikey/format'

type Tier = 'everyday' | 'sensitive'

interface PermissionInfo {
  readonly product: KeyProduct | 'dashboard'
  readonly tier: Tier
  readonly ownerOnly: boolean
  readonly gates: string
}

const everyday = (product: KeyProduct | 'dashboard', gates: string): PermissionInfo => ({
  product,
  tier: 'everyday',
  ownerOnly: false,
  gates,
})
const sensitive = (product: KeyProduct | 'dashboard', gates: string): PermissionInfo => ({
  product,
  tier: 'sensitive',
  ownerOnly: false,
  gates,
})
const ownerOnly = (product: KeyProduct | 'dashboard', gates: string): PermissionInfo => ({
  product,
  tier: 'sensitive',
  ownerOnly: true,
  gates,
})

export const CATALOGUE = {
  'checkout:manage': everyday('payments', 'create and cancel checkout sessions'),
  'checkout:view': everyday('payments', 'read checkout sessions'),
  'balance:view': everyday('payments', 'read the merchant balance: balances, ledger entries, top-up addresses'),
  'vas:manage': sensitive(
    'payments',
    'VAS: buy gift cards, airtime, data and bills from the merchant balance; orders, catalogues, margins',
  ),
  'wallet:manage': sensitive('payments', 'create customer wallets, derive addresses, set WaaS fees; the business wallet (dashboard)'),
  'wallet:transfer': sensitive('payments', 'send from a customer wallet'),
  'wallet:reveal_seed': ownerOnly('payments', "reveal a customer's mnemonic; the business wallet's recovery words (dashboard)"),
  'wallet:export_key': ownerOnly('payments', 'export the private key of a derived address'),
  'caas:users': everyday('caas', 'provision, link, move and fund CaaS users; read balances'),
  'caas:transfers': everyday('caas', 'create and read CaaS transfers'),
  'settings:manage': sensitive('dashboard', 'payments webhook, CaaS dashboard webhooks, checkout defaults, settlement accounts'),
  'billing:manage': sensitive('dashboard', 'change the plan: subscription upgrade and crypto checkout'),
  'api_keys:manage': sensitive('dashboard', 'create, list, rotate, revoke API keys (granting only what the caller holds)'),
  'team:view': sensitive('dashboard', 'list team members'),
  'team:invite': sensitive('dashboard', 'invite members (granting only what the caller holds)'),
  'team:manage_permissions': ownerOnly('dashboard', 'change or remove members (only members whose permissions the caller holds)'),
  'otc:view': sensitive('dashboard', 'OTC desk: read (reserved)'),
  'otc:trade': sensitive('dashboard', 'OTC desk: trade (reserved)'),
  'analytics:view': sensitive('dashboard', 'dashboard analytics (reserved)'),
  'virtual_account:manage': sensitive('dashboard', 'virtual accounts (reserved)'),
} as const satisfies Record<string, PermissionInfo>

export type Permission = keyof typeof CATALOGUE

export const ALL_PERMISSIONS = Object.keys(CATALOGUE) as Permission[]

export function isPermission(name: string): name is Permission {
  return Object.prototype.hasOwnProperty.call(CATALOGUE, name)
}

export function infoOf(permission: Permission): PermissionInfo {
  return CATALOGUE[permission]
}

export const OWNER_ONLY: readonly Permission[] = ALL_PERMISSIONS.filter((p) => CATALOGUE[p].ownerOnly)

/** What every key of a product holds without asking (a key created with `permissions: []`). */
export const KEY_EVERYDAY: Readonly<Record<KeyProduct, readonly Permission[]>> = {
  payments: ALL_PERMISSIONS.filter((p) => CATALOGUE[p].product === 'payments' && CATALOGUE[p].tier === 'everyday'),
  caas: ALL_PERMISSIONS.filter((p) => CATALOGUE[p].product === 'caas' && CATALOGUE[p].tier === 'everyday'),
}

/** A key created without a `permissions` list: the everyday ones plus wallet:manage on payments (WaaS wallets), cut to what the creator holds. */
export const KEY_DEFAULT: Readonly<Record<KeyProduct, readonly Permission[]>> = {
  payments: [...KEY_EVERYDAY.payments, 'wallet:manage', 'vas:manage'],
  caas: KEY_EVERYDAY.caas,
}

/** The permissions a key of `product` may carry: its product's, never the other product's or dashboard-only ones. */
export function keyMayCarry(product: KeyProduct, permission: Permission): boolean {
  return CATALOGUE[permission].product === product
}

/** What a key can do: its product's everyday permissions and the granted ones still in the catalogue. */
export function keyPermissions(product: KeyProduct, granted: readonly string[]): Permission[] {
  const extra = granted.filter((p): p is Permission => isPermission(p) && keyMayCarry(product, p))
  return [...new Set([...KEY_EVERYDAY[product], ...extra])]
}
