/**
 * The document's top-level tag list: what each group of operations is for.
 * A route tagged with a name missing here still gets a tag entry (so the
 * document stays valid), but with an empty-ish description that the contract
 * test (test/gateway/openapi_contract.test.ts) refuses.
 */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  auth: 'Sign-up, sign-in, tokens and two-factor authentication for dashboard users (JWT).',
  'api-keys': 'API keys of a business: create, list, rotate, revoke; `test_sk_` keys run in sandbox, `live_sk_` on mainnet.',
  team: 'Team members, invitations and permissions of a business.',
  subscription: 'Plans and the business’s subscription; limits (wallets, monthly transactions) follow the plan.',
  admin: 'Platform administration (X-Admin-Token): KYC approval, plans, OTC access.',
  checkout: 'Checkout sessions a merchant’s server creates and verifies (X-API-Key).',
  'checkout-public': 'What the hosted payment page calls, without credentials: the session by id, the network choice.',
  refunds: 'Refunds of paid checkout sessions.',
  settings: 'Dashboard settings: webhooks, fees, business profile (JWT, `settings:manage`).',
  wallets: 'Wallets-as-a-Service: customer wallets, derived addresses, deposits and transfers (X-API-Key).',
  balance: 'The merchant’s platform balance: top-ups, entries, debits.',
  treasury: 'The platform’s treasury and gas accounts (admin).',
  swap: 'Quotes and same-chain swaps.',
  vas: 'Value-added services: airtime, data, gift cards and bills, paid from the platform balance.',
  'virtual-accounts': 'Virtual accounts: GBP and EUR bank accounts for your customers, whose incoming transfers credit your balance (JWT).',
  'virtual-accounts-admin':
    'Operators of virtual accounts: the suspense list, assigning or returning a payment, freezing an account (admin).',
  remittance:
    'Remittance: quotes, transfers abroad paid from your balance (signed with X-Transfer-Signature), their status and the partner’s rates (X-API-Key).',
  'remittance-signing': 'Transfer signing keys: issue (the secret is shown once), list, revoke; two active at a time to rotate (JWT).',
  otc: 'OTC desk: quotes, orders paid by bank transfer and credited to your balance, history (JWT, OTC access and an approved AML form).',
  'otc-kyc': 'The OTC AML form: status, draft, submit (JWT).',
  analytics:
    'Merchant analytics: overview, revenue, payment methods, transactions and their CSV export, fraud alerts and rules, and the dashboard page (JWT, approved KYC, analytics:view).',
  'otc-admin': 'Operators of the OTC desk: AML form review, orders held for review (admin).',
  'partner-notifications': 'Where the banking and remittance partners notify the platform (signed by the partner; not for merchants).',
  caas: 'Card-as-a-Service (CaaS keys `svc_sk_`): phone-number wallets, transfers, swaps, withdrawals.',
  'caas-fiat':
    'CaaS fiat rails (CaaS keys): withdrawals of a user’s USDC to mobile money, and on-ramp deposits of local fiat that arrive as USDC.',
  'caas-partners': 'Where the CaaS payout and on-ramp partners call the platform back (not for merchants).',
  'caas-dashboard': 'CaaS dashboard: webhook endpoints and their delivery logs (JWT).',
  market: 'Market data: latest prices REST and the live WebSocket (its protocol: /asyncapi.json).',
  sandbox: 'Sandbox helpers for test keys: simulated deposits that move no real funds.',
  operations: 'Liveness, readiness, metrics and the contract documents themselves.',
  diagnostics: 'Development diagnostics, present only when the platform runs with them enabled.',
  bench: 'Benchmark helpers, present only in benchmark runs.',
}

/**
 * The products in the order a merchant meets them, each a group of tags: the
 * menu of /docs (Redoc's `x-tagGroups`) and the order of the tag list. Accounts
 * and the operators' own tags come last. A tag no group names (a test's own
 * route) lands in "Other", so every operation stays in the menu.
 */
const TAG_GROUPS: readonly { readonly name: string; readonly tags: readonly string[] }[] = [
  { name: 'Checkout', tags: ['checkout', 'refunds', 'checkout-public'] },
  { name: 'Wallets', tags: ['wallets'] },
  { name: 'Balance', tags: ['balance'] },
  { name: 'Swap', tags: ['swap'] },
  { name: 'Value-added services', tags: ['vas'] },
  { name: 'Virtual accounts', tags: ['virtual-accounts'] },
  { name: 'Remittance', tags: ['remittance', 'remittance-signing'] },
  { name: 'OTC', tags: ['otc', 'otc-kyc'] },
  { name: 'Analytics', tags: ['analytics'] },
  { name: 'Webhooks', tags: ['webhooks'] },
  { name: 'Market data', tags: ['market'] },
  { name: 'Card-as-a-Service', tags: ['caas', 'caas-fiat', 'caas-dashboard', 'caas-webhooks'] },
  { name: 'Testing', tags: ['sandbox'] },
  { name: 'Accounts', tags: ['auth', 'api-keys', 'team', 'subscription', 'settings'] },
  {
    name: 'Operators',
    tags: [
      'admin',
      'treasury',
      'virtual-accounts-admin',
      'otc-admin',
      'partner-notifications',
      'caas-partners',
      'operations',
      'diagnostics',
      'bench',
    ],
  },
]

/** What the docs menu calls each tag (Redoc's `x-displayName`); the tag itself stays the short name clients group by. */
const TAG_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  checkout: 'Checkout sessions',
  refunds: 'Refunds',
  'checkout-public': 'Hosted payment page',
  wallets: 'Customer wallets',
  balance: 'Merchant balance',
  swap: 'Swaps',
  vas: 'Airtime, data, gift cards and bills',
  'virtual-accounts': 'Virtual accounts',
  'virtual-accounts-admin': 'Virtual accounts (operators)',
  'partner-notifications': 'Partner notifications',
  remittance: 'Transfers abroad',
  'remittance-signing': 'Transfer signing keys',
  otc: 'OTC desk',
  'otc-kyc': 'OTC AML form',
  'otc-admin': 'OTC desk (operators)',
  webhooks: 'Payments webhooks',
  market: 'Prices',
  caas: 'Users, transfers and swaps',
  'caas-fiat': 'Withdrawals and deposits',
  'caas-partners': 'CaaS partner callbacks',
  'caas-dashboard': 'CaaS webhook endpoints',
  'caas-webhooks': 'CaaS webhooks',
  sandbox: 'Sandbox deposits',
  auth: 'Sign-up, sign-in and 2FA',
  'api-keys': 'API keys',
  team: 'Team',
  subscription: 'Plans and subscription',
  settings: 'Dashboard settings',
  admin: 'Administration',
  treasury: 'Treasury',
  operations: 'Health and documents',
  diagnostics: 'Diagnostics',
  bench: 'Benchmarks',
}

const ORDER = TAG_GROUPS.flatMap((g) => g.tags)

/** The tags in use, in product order (unknown ones last, alphabetically), with their descriptions. */
export function tagList(used: Iterable<string>, descriptions: Readonly<Record<string, string>> = TAG_DESCRIPTIONS) {
  const rank = (tag: string) => (ORDER.includes(tag) ? ORDER.indexOf(tag) : ORDER.length)
  return [...new Set(used)]
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => ({
      name,
      ...(TAG_DISPLAY_NAMES[name] ? { 'x-displayName': TAG_DISPLAY_NAMES[name] } : {}),
      description: descriptions[name] ?? name,
    }))
}

/** The groups that hold at least one of these tags, each with its tags in use; tags no group names go to "Other". */
export function tagGroups(used: readonly string[]): { name: string; tags: string[] }[] {
  const groups = TAG_GROUPS.map((g) => ({ name: g.name, tags: g.tags.filter((t) => used.includes(t)) }))
  const other = used.filter((t) => !ORDER.includes(t))
  return [...groups, { name: 'Other', tags: other }].filter((g) => g.tags.length > 0)
}
