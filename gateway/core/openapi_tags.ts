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
  caas: 'Card-as-a-Service (CaaS keys `svc_sk_`): phone-number wallets, transfers, swaps, withdrawals.',
  'caas-dashboard': 'CaaS dashboard: webhook endpoints and their delivery logs (JWT).',
  market: 'Market data: latest prices REST and the live WebSocket (its protocol: /asyncapi.json).',
  sandbox: 'Sandbox helpers for test keys: simulated deposits that move no real funds.',
  operations: 'Liveness, readiness, metrics and the contract documents themselves.',
  diagnostics: 'Development diagnostics, present only when the platform runs with them enabled.',
  bench: 'Benchmark helpers, present only in benchmark runs.',
}

export function tagList(used: Iterable<string>): { name: string; description: string }[] {
  return [...new Set(used)].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }))
}
