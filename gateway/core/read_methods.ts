/**
 * Payments methods that change nothing. After a broken link the gateway
 * sends one of these again to another payments host; any other method may
 * have run, so it fails as a temporary fault instead (the unknown-outcome
 * rule: the client retries it with its Idempotency-Key). A method missing
 * here costs a 503 in a failover, never a change applied twice.
 */
const READ_VERBS: ReadonlySet<string> = new Set([
  'get',
  'list',
  'public',
  'current',
  'plans',
  'stats',
  'balance',
  'logs',
  'deliveries',
  'earnings',
  'transactions',
  'getFees',
  'getSubscription',
  'listCustomers',
  'searchAddresses',
  'resolveKey',
  'resolveUser',
  'rolesPermissions',
])

/** True when `method` (`product.noun.verb`) only reads. */
export function isReadMethod(method: string): boolean {
  return READ_VERBS.has(method.slice(method.lastIndexOf('.') + 1))
}
