/**
 * The one catalogue of permissions. Every route declares one of these (or an
 * explicit "any valid credential" literal), every grant is checked against
 * it, and the README table is this list. `product` says which credential can
 * carry a permission: a payments or CaaS API key (and dashboard users, who
 * create those keys), or dashboard users only.
 *
 * A credential holds exactly what it was given (issue #27): nothing is held
 * implicitly. The kind says what a permission lets its holder do, and so who
 * gets it without asking:
 *  - `read`: reads only. A key created without a list gets its product's read
 *    permissions (KEY_DEFAULT), and so do members by default.
 *  - `operate`: creates things that move no money by themselves (checkout
 *    sessions, customer wallets, CaaS users). Members get `checkout:manage`.
 *  - `money`: moves, redirects or reveals what is worth money (refunds, sends,
 *    fees, VAS purchases, seeds, keys, settings). Never in a default set
 *    except the owner's and the admin's role.
 * Owner-only permissions are granted by the owner alone (seed and key export,
 * and the power to change others' permissions).
 */
import { keysOf } from './closed_sets'
/** The two API key products: a key of one never carries the other's permissions. */
export type KeyProduct = 'payments' | 'caas'

type PermissionKind = 'read' | 'operate' | 'money'

interface PermissionInfo {
  readonly product: KeyProduct | 'dashboard'
  readonly kind: PermissionKind
  readonly ownerOnly: boolean
  readonly gates: string
}

const read = (product: KeyProduct | 'dashboard', gates: string): PermissionInfo => ({ product, kind: 'read', ownerOnly: false, gates })
const operate = (product: KeyProduct | 'dashboard', gates: string): PermissionInfo => ({
  product,
  kind: 'operate',
  ownerOnly: false,
  gates,
})
const money = (product: KeyProduct | 'dashboard', gates: string): PermissionInfo => ({ product, kind: 'money', ownerOnly: false, gates })
const ownerOnly = (product: KeyProduct | 'dashboard', gates: string): PermissionInfo => ({
  product,
  kind: 'money',
  ownerOnly: true,
  gates,
})

export const CATALOGUE = {
  'checkout:view': read('payments', 'read checkout sessions, their deposit addresses, statistics and refunds'),
  'checkout:manage': operate('payments', 'create checkout sessions'),
  'checkout:refund': money(
    'payments',
    'refund a paid session to the address that paid it (or, when the chain names no payer, to a checked address)',
  ),
  'checkout:refund_address': money('payments', "refund to an address other than the payer's (with checkout:refund)"),
  'balance:view': read('payments', 'read the merchant balance: balances, ledger entries, top-up addresses'),
  'vas:manage': money('payments', 'VAS: buy gift cards, airtime, data and bills from the merchant balance; orders, catalogues, margins'),
  'wallet:view': read('payments', 'read WaaS customers, addresses, transactions, swap history, fee configuration and earnings'),
  'wallet:manage': operate('payments', 'create customer wallets and derive addresses; the business wallet (dashboard)'),
  'wallet:fees': money('payments', 'set the WaaS fee percentage and the addresses fees are paid to'),
  'wallet:transfer': money('payments', 'send and swap from a customer wallet'),
  'wallet:reveal_seed': ownerOnly('payments', "reveal a customer's mnemonic; the business wallet's recovery words (dashboard)"),
  'wallet:export_key': ownerOnly('payments', 'export the private key of a derived address'),
  'remittance:view': read('payments', 'remittance: quotes, rates, transfers'),
  'remittance:send': money('payments', 'send remittance transfers from the merchant balance (signed requests; the dashboard with 2FA)'),
  'caas:view': read('caas', "read CaaS users' balances, transfers and swaps"),
  'caas:users': operate('caas', 'provision and link CaaS users, change their phone number; fund them in the sandbox'),
  'caas:transfers': money('caas', "move CaaS users' funds: transfers and swaps"),
  'settings:manage': money('dashboard', 'payments webhook, CaaS dashboard webhooks, checkout defaults, settlement accounts'),
  'billing:manage': money('dashboard', 'change the plan: subscription upgrade and crypto checkout'),
  'api_keys:manage': money('dashboard', 'create, list, rotate, revoke API keys (granting only what the caller holds)'),
  'team:view': read('dashboard', 'list team members'),
  'team:invite': money('dashboard', 'invite members, list and revoke invitations (granting only what the caller holds)'),
  'team:manage_permissions': ownerOnly('dashboard', 'change or remove members (only members whose permissions the caller holds)'),
  'otc:view': read('dashboard', 'OTC desk: accounts, quotes, orders, history'),
  'otc:trade': money('dashboard', 'OTC desk: place orders, mark them paid, refresh expired quotes'),
  'analytics:view': read(
    'dashboard',
    'dashboard analytics: overview, revenue, payment methods, transactions and their export, fraud alerts and rules',
  ),
  'analytics:manage': operate('dashboard', 'dismiss or confirm fraud alerts, and move fraud rule thresholds within their bounds'),
  // Read-only, yet the owner's: the log names every member, key and address that acted.
  'audit:view': {
    product: 'dashboard',
    kind: 'read',
    ownerOnly: true,
    gates: 'read the audit log (who created keys, refunded, revealed seeds, changed settings)',
  },
  'virtual_account:manage': money('dashboard', 'open, list and close virtual accounts (GBP and EUR bank accounts crediting the balance)'),
} as const satisfies Record<string, PermissionInfo>

export type Permission = keyof typeof CATALOGUE

export const ALL_PERMISSIONS: Permission[] = keysOf(CATALOGUE)

export function isPermission(name: string): name is Permission {
  return Object.prototype.hasOwnProperty.call(CATALOGUE, name)
}

export function infoOf(permission: Permission): PermissionInfo {
  return CATALOGUE[permission]
}

export const OWNER_ONLY: readonly Permission[] = ALL_PERMISSIONS.filter((p) => CATALOGUE[p].ownerOnly)

const readsOf = (product: KeyProduct) => ALL_PERMISSIONS.filter((p) => CATALOGUE[p].product === product && CATALOGUE[p].kind === 'read')

/** A key created without a `permissions` list: its product's read permissions, cut to what the creator holds. */
export const KEY_DEFAULT: Readonly<Record<KeyProduct, readonly Permission[]>> = {
  payments: readsOf('payments'),
  caas: readsOf('caas'),
}

/** The permissions a key of `product` may carry: its product's, never the other product's or dashboard-only ones. */
export function keyMayCarry(product: KeyProduct, permission: Permission): boolean {
  return CATALOGUE[permission].product === product
}

/**
 * What a key can do: exactly the granted permissions still in the catalogue
 * and of its product. A key stored before grants were exact (`exact` false)
 * also keeps its product's read permissions, which did not exist then and
 * which it could exercise under the old implicit set; it gains nothing that
 * moves money (see docs/accounts.md, "Keys created before least privilege").
 */
function keyPermissions(product: KeyProduct, granted: readonly string[], exact = true): Permission[] {
  const held = granted.filter((p): p is Permission => isPermission(p) && keyMayCarry(product, p))
  return exact ? [...new Set(held)] : [...new Set([...held, ...KEY_DEFAULT[product]])]
}

/** What a stored key holds now: its list, exact for keys created since grants are exact (see keyPermissions). */
export function keyHolds(k: {
  readonly product: KeyProduct
  readonly permissions: readonly string[]
  readonly exact?: true
}): Permission[] {
  return keyPermissions(k.product, k.permissions, k.exact === true)
}
