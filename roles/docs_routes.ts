/**
 * The "Routes" section of each product guide in docs/, generated from the served OpenAPI document: every route of
 * the product, grouped by its tag, with a full-path `curl` example (the credential header its security scheme names,
 * the operation's request example or one built from the field examples below) and the fields its body and query take.
 * Written between the markers by `WRITE_DOCS=1 npx tap dist/test/docs/routes.test.js`; that test fails when a guide
 * differs, when a route belongs to no guide, and when an example body does not match its operation's schema.
 */

const ROUTES_START =
  '<!-- routes: generated from /openapi.json by roles/docs_routes.ts (WRITE_DOCS=1 npx tap dist/test/docs/routes.test.js); do not edit -->'
const ROUTES_END = '<!-- /routes -->'

/** Which guide holds a route: the first path rule that matches, else its first tag's guide. Paths are from docs/. */
const PATH_GUIDES: readonly { readonly prefix: string; readonly guide: string }[] = [
  { prefix: '/api/v1/settings/webhook', guide: 'docs/webhooks.md' },
  { prefix: '/api/v1/settings/checkout', guide: 'docs/checkout.md' },
  { prefix: '/api/v1/settings/branding', guide: 'docs/checkout.md' },
  { prefix: '/api/v1/settings/wallet', guide: 'docs/checkout.md' },
  { prefix: '/api/v1/settings/settlement-accounts', guide: 'docs/checkout.md' },
  { prefix: '/admin/treasury/', guide: 'docs/treasury.md' },
  { prefix: '/webhooks/partners/wise', guide: 'docs/remittance.md' },
  { prefix: '/healthz', guide: 'docs/operations/failure-behaviour.md' },
  { prefix: '/readyz', guide: 'docs/operations/failure-behaviour.md' },
  { prefix: '/metrics', guide: 'docs/operations/failure-behaviour.md' },
]

const TAG_GUIDES: Readonly<Record<string, string>> = {
  checkout: 'docs/checkout.md',
  refunds: 'docs/checkout.md',
  'checkout-public': 'docs/checkout.md',
  wallets: 'docs/wallets.md',
  balance: 'docs/balance.md',
  treasury: 'docs/treasury.md',
  swap: 'docs/swap.md',
  vas: 'docs/vas.md',
  caas: 'docs/caas.md',
  'caas-dashboard': 'docs/caas.md',
  'caas-fiat': 'docs/caas_fiat.md',
  'caas-partners': 'docs/caas_fiat.md',
  auth: 'docs/accounts.md',
  'api-keys': 'docs/accounts.md',
  team: 'docs/accounts.md',
  subscription: 'docs/accounts.md',
  settings: 'docs/accounts.md',
  admin: 'docs/accounts.md',
  market: 'docs/market.md',
  sandbox: 'docs/sandbox.md',
  'virtual-accounts': 'docs/virtual_accounts.md',
  'virtual-accounts-admin': 'docs/virtual_accounts.md',
  'partner-notifications': 'docs/virtual_accounts.md',
  remittance: 'docs/remittance.md',
  'remittance-signing': 'docs/remittance.md',
  otc: 'docs/otc.md',
  'otc-kyc': 'docs/otc.md',
  'otc-admin': 'docs/otc.md',
  analytics: 'docs/analytics.md',
  operations: 'docs/reference/contract.md',
}

/** Tags of routes that only diagnostics and benchmark runs mount: no guide lists them. */
const UNDOCUMENTED_TAGS = new Set(['diagnostics', 'bench'])

/** Every guide with a Routes section. */
export const ROUTE_GUIDES: readonly string[] = [...new Set([...PATH_GUIDES.map((r) => r.guide), ...Object.values(TAG_GUIDES)])].sort()

/** An example value per field name, for bodies and queries without an example of their own. */
const FIELD_EXAMPLES: Readonly<Record<string, unknown>> = {
  email: 'owner@shop.example',
  password: 'a long passphrase 1',
  business_name: 'My Shop',
  account_type: 'business',
  refresh_token: 'rt_0d6f3c1e9a7b4d2c8e5f1a3b',
  code: '123456',
  otp_code: '123456',
  name: 'checkout server',
  environment: 'test',
  product: 'payments',
  permissions: ['checkout:view', 'checkout:manage'],
  plan: 'professional',
  duration: 'monthly',
  role: 'member',
  token: 'inv_4f1c9e2a7d3b8c6e0a5f',
  first_name: 'Ada',
  last_name: 'Lovelace',
  require_2fa: true,
  approved: true,
  session_id: '9b2f6a7e-3c1d-4e8f-a5b6-0c7d8e9f1a2b',
  reason: 'customer returned the order',
  session_ttl_minutes: 60,
  account_name: 'My Shop Ltd',
  sort_code: '60-16-13',
  bank_name: 'NatWest',
  country: 'GB',
  customer_id: 'cust-42',
  phone_number: '+447911123456',
  new_phone_number: '+447911123457',
  from_phone_number: '+447911123456',
  to_phone_number: '+447700900123',
  from_token: 'native',
  to_token: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
  amount_in: '1000000000000000000',
  reference: 'order-1001',
  country_code: 'NG',
  phone: '+2348031234567',
  operator_id: 341,
  biller_id: 61,
  product_id: 1001,
  unit_price: '25',
  quantity: 1,
  recipient_email: 'friend@example.org',
  category: 'giftcard',
  type: 'percent',
  value: '5',
  status: 'approved',
  symbols: 'BTC,ETH',
}

/** The remittance transfer example, signed (API) or from the dashboard. */
const REMITTANCE_TRANSFER = {
  business_id: '$BUSINESS_ID',
  source_currency: 'NGN',
  source_amount: '150000.00',
  dest_currency: 'CNY',
  recipient_name: 'Li Wei',
  recipient_account: '6222020200112233445',
  recipient_bank: 'ICBC',
  recipient_email: 'li.wei@example.com',
  recipient_country: 'CN',
  reference: 'Invoice 2291',
  purpose: 'invoice_payment',
}

/** Whole examples where a field name alone is ambiguous (amounts, currencies, networks), by operation id. */
const OPERATION_EXAMPLES: Readonly<Record<string, { readonly body?: unknown; readonly query?: Readonly<Record<string, string>> }>> = {
  'apiKeys.toggleSandbox': { body: { id: 'key_5f0e9c2a' } },
  'apiKeys.rotate': { body: { otp_code: '123456' } },
  'webhooks.caas.create': {
    body: {
      url: 'https://shop.example/caas-hooks',
      secret: 'whsec_a-secret-of-yours-32-chars',
      events: ['transfer.settled', 'transfer.failed'],
    },
  },
  'sandbox.deposit': { body: { network: 'ETH', currency: 'USDC', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', amount: '25.50' } },
  'refunds.create': {
    body: { session_id: '9b2f6a7e-3c1d-4e8f-a5b6-0c7d8e9f1a2b', reason: 'customer returned the order', amount: '10.00' },
  },
  'checkout.select': { body: { network: 'ETH', currency: 'USDC' } },
  'settlement.create': {
    body: {
      account_name: 'My Shop Ltd',
      account_number: 'GB29NWBK60161331926819',
      sort_code: '60-16-13',
      bank_name: 'NatWest',
      currency: 'GBP',
      country: 'GB',
    },
  },
  'settlement.update': { body: { bank_name: 'NatWest', otp_code: '123456' } },
  'settlement.delete': { body: { otp_code: '123456' } },
  'subscription.cryptoCheckout': { body: { plan: 'professional', duration: 'monthly', network: 'POL', currency: 'USDT' } },
  'settings.branding.update': { body: { display_name: 'My Shop', accent_color: '#0a7d5a' } },
  'admin.treasury.sweep': { body: { environment: 'test' } },
  'wallets.estimateGas': {
    body: {
      network: 'POL',
      currency: 'USDT',
      from_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      to_address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      amount: '1.5',
    },
  },
  'wallets.setFees': {
    body: { fee_percent: '0.01', is_enabled: true, fee_addresses: { POL: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' } },
  },
  'wallets.setFeeAddresses': { body: { addresses: { POL: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', BSC: '' } } },
  'wallets.exportKey': { body: { network: 'POL', index: 0 } },
  'swap.execute': {
    body: {
      from_chain: 'POL',
      to_chain: 'POL',
      from_token: 'native',
      to_token: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
      amount_in: '1000000000000000000',
      amount_out_min: '990000',
    },
  },
  'swap.quote': {
    query: {
      from_chain: 'POL',
      to_chain: 'POL',
      from_token: 'native',
      to_token: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
      amount_in: '1000000000000000000',
    },
  },
  'caas.transfers.create': { body: { from_phone_number: '+447911123456', to_phone_number: '+447700900123', amount: '2.5', token: 'USDC' } },
  'caas.swaps.create': {
    body: {
      phone_number: '+447911123456',
      from_token: 'native',
      to_token: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
      amount_in: '1000000000000000000',
    },
  },
  'caas.withdrawals.create': { body: { phone_number: '+233241234567', amount: '25', currency: 'GHS' } },
  'caas.deposits.create': { body: { phone_number: '+233241234567', amount: '150.00', currency: 'GHS' } },
  'caas.sandbox.fund': { body: { phone_number: '+447911123456', amount: '10', currency: 'USDC' } },
  'vas.giftcardOrder': {
    body: {
      reference: 'gift-1001',
      product_id: 1001,
      unit_price: '25',
      quantity: 1,
      recipient_email: 'friend@example.org',
      country_code: 'US',
    },
  },
  'va.create': { body: { currency: 'GBP', customer_reference: 'cust-1', customer_name: 'Ada Lovelace' } },
  'va.sandboxCredit': { body: { amount: '12.50', payer_name: 'Payer', reference: 'invoice-7' } },
  'va.freeze': { body: { reason: 'compliance review' } },
  'va.return': { body: { reason: 'no such customer' } },
  'va.assign': { body: { virtual_account_id: 'va_0123456789abcdef01234567' } },
  'vas.airtimeQuote': { body: { phone: '+2348031234567', country_code: 'NG', amount: '5' } },
  'vas.airtimeOrder': { body: { reference: 'airtime-1001', phone: '+2348031234567', country_code: 'NG', amount: '5' } },
  'vas.dataOrder': { body: { reference: 'data-1001', phone: '+2348031234567', country_code: 'NG', operator_id: 343, amount: '2.5' } },
  'vas.billOrder': { body: { reference: 'bill-1001', biller_id: 61, account_number: '1234567890', amount: '20' } },
  'vas.giftcardProducts': { query: { country_code: 'US' } },
  'market.prices': { query: { symbols: 'BTC,ETH' } },
  'remittance.quote': {
    body: { business_id: '$BUSINESS_ID', source_currency: 'NGN', source_amount: '150000.00', dest_currency: 'CNY' },
  },
  'remittance.transfer': { body: REMITTANCE_TRANSFER },
  'remittance.dashboardCreate': { body: { ...REMITTANCE_TRANSFER, otp_code: '123456' } },
  'otc.quote': { query: { from: 'GBP', to: 'NGN', amount: '1000.00' } },
  'otc.createOrder': { body: { from: 'GBP', to: 'NGN', amount: '1000.00', account_id: 'va_0123456789abcdef01234567' } },
  'otc.reviewForm': { body: { decision: 'reject', reason: 'the register shows another director: add them' } },
}

/** The operations given an example here (the test checks each still exists). */
export const EXAMPLE_OPERATION_IDS: readonly string[] = Object.keys(OPERATION_EXAMPLES)

/** Path parameters become shell variables; an `id` is named after the collection it picks from. */
const ID_VARIABLES: Readonly<Record<string, string>> = {
  'api-keys': 'API_KEY_ID',
  invites: 'INVITE_ID',
  team: 'MEMBER_ID',
  businesses: 'BUSINESS',
  deliveries: 'DELIVERY_ID',
  'settlement-accounts': 'SETTLEMENT_ACCOUNT_ID',
  webhooks: 'WEBHOOK_ID',
  refunds: 'REFUND_ID',
  transfers: 'TRANSFER_ID',
  swaps: 'SWAP_ID',
}
const PATH_VALUES: Readonly<Record<string, string>> = { network: 'POL' }

const CREDENTIALS: Readonly<Record<string, { readonly header: string; readonly variable: string; readonly says: string }>> = {
  ApiKey: { header: '-H "X-API-Key: $KEY"', variable: '`$KEY` a payments API key (`test_sk_…`)', says: 'payments API key' },
  CaasApiKey: { header: '-H "X-API-Key: $CAAS_KEY"', variable: '`$CAAS_KEY` a CaaS API key (`svc_sk_test_…`)', says: 'CaaS API key' },
  BearerJwt: {
    header: '-H "Authorization: Bearer $TOKEN"',
    variable: '`$TOKEN` a dashboard access token (`POST /api/v1/auth/login`)',
    says: 'dashboard token',
  },
  XAuthorization: { header: '-H "X-Authorization: Bearer $TOKEN"', variable: '`$TOKEN` a dashboard access token', says: 'dashboard token' },
  AdminToken: {
    header: '-H "X-Admin-Token: $ADMIN"',
    variable: "`$ADMIN` the operator's `ADMIN_TOKEN`",
    says: 'operator token (`X-Admin-Token`)',
  },
}

type Json = Readonly<Record<string, unknown>>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
function objectAt(value: unknown, key: string): Json | undefined {
  const inner = isObject(value) ? value[key] : undefined
  return isObject(inner) ? inner : undefined
}
function stringAt(value: unknown, key: string): string | undefined {
  const inner = isObject(value) ? value[key] : undefined
  return typeof inner === 'string' ? inner : undefined
}
function arrayAt(value: unknown, key: string): readonly unknown[] {
  const inner = isObject(value) ? value[key] : undefined
  return Array.isArray(inner) ? inner : []
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/** One route of the document, with what its guide shows. */
export interface DocumentedRoute {
  readonly guide: string
  readonly group: string
  readonly method: string
  readonly path: string
  readonly operationId: string
  readonly aliasOf: string | undefined
  readonly operation: Json
  /** The request body schema (`$ref`s into the document's components), when the route takes a JSON body. */
  readonly bodySchema: unknown
  readonly body: unknown
  readonly query: Readonly<Record<string, string>>
}

function guideOf(path: string, tags: readonly string[]): string | undefined {
  const byPath = PATH_GUIDES.find((r) => path.startsWith(r.prefix))
  if (byPath) return byPath.guide
  const tag = tags[0]
  if (tag === undefined || UNDOCUMENTED_TAGS.has(tag)) return undefined
  return TAG_GUIDES[tag] ?? `(no guide for the tag "${tag}": add it to TAG_GUIDES in roles/docs_routes.ts)`
}

function resolve(document: Json, schema: unknown): Json | undefined {
  const ref = stringAt(schema, '$ref')
  if (ref === undefined) return isObject(schema) ? schema : undefined
  const name = ref.split('/').pop() ?? ''
  return objectAt(objectAt(objectAt(document, 'components'), 'schemas'), name)
}

/** The properties of an object schema, or of each member of a union of object schemas, with whether each is required. */
function fieldsOf(document: Json, schema: unknown): { name: string; required: boolean }[] {
  const resolved = resolve(document, schema)
  if (!resolved) return []
  const members = [...arrayAt(resolved, 'anyOf'), ...arrayAt(resolved, 'oneOf')]
  if (members.length > 0) {
    const seen = new Map<string, boolean>()
    for (const member of members) for (const f of fieldsOf(document, member)) seen.set(f.name, (seen.get(f.name) ?? true) && f.required)
    return [...seen].map(([name, required]) => ({ name, required }))
  }
  const required = new Set(arrayAt(resolved, 'required').filter((r): r is string => typeof r === 'string'))
  return Object.keys(objectAt(resolved, 'properties') ?? {}).map((name) => ({ name, required: required.has(name) }))
}

/** A value for a field from its schema alone: its constant, first choice, default or example, else one of its type. */
function schemaValue(document: Json, schema: unknown): unknown {
  const s = resolve(document, schema)
  if (!s) return 'value'
  if ('const' in s) return s.const
  if ('default' in s) return s.default
  if ('example' in s) return s.example
  const examples = arrayAt(s, 'examples')
  if (examples.length > 0) return examples[0]
  const choice = [...arrayAt(s, 'anyOf'), ...arrayAt(s, 'oneOf')][0]
  if (choice !== undefined) return schemaValue(document, choice)
  const choices = arrayAt(s, 'enum')
  if (choices.length > 0) return choices[0]
  switch (stringAt(s, 'type')) {
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1
    case 'boolean':
      return true
    case 'array':
      return []
    case 'object':
      return {}
    default:
      return stringAt(s, 'format') === 'email' ? 'owner@shop.example' : 'value'
  }
}

/** An alias shows its operation's example. */
function exampleId(operation: Json): string {
  return stringAt(operation, 'x-alias-of') ?? stringAt(operation, 'operationId') ?? ''
}

function exampleBody(document: Json, operation: Json, schema: unknown): unknown {
  const own = objectAt(objectAt(objectAt(operation, 'requestBody'), 'content'), 'application/json')
  if (own && 'example' in own) return own.example
  const listed = OPERATION_EXAMPLES[exampleId(operation)]
  if (listed && 'body' in listed) return listed.body
  const properties = objectAt(resolve(document, schema), 'properties') ?? {}
  const body: Record<string, unknown> = {}
  for (const field of fieldsOf(document, schema).filter((f) => f.required)) {
    body[field.name] = field.name in FIELD_EXAMPLES ? FIELD_EXAMPLES[field.name] : schemaValue(document, properties[field.name])
  }
  return body
}

function parameters(operation: Json): Json[] {
  return arrayAt(operation, 'parameters').filter(isObject)
}

function exampleQuery(document: Json, operation: Json): Record<string, string> {
  const listed = OPERATION_EXAMPLES[exampleId(operation)]?.query
  if (listed) return { ...listed }
  const query: Record<string, string> = {}
  for (const p of parameters(operation)) {
    if (p.in !== 'query' || p.required !== true) continue
    const name = stringAt(p, 'name') ?? ''
    const value = 'example' in p ? p.example : name in FIELD_EXAMPLES ? FIELD_EXAMPLES[name] : schemaValue(document, p.schema)
    query[name] = String(value)
  }
  return query
}

/** Every route of the document that a guide lists, in the document's order. */
export function documentedRoutes(document: unknown): DocumentedRoute[] {
  if (!isObject(document)) throw new Error('the OpenAPI document is not an object')
  const doc = document
  const displayNames = new Map(
    arrayAt(doc, 'tags')
      .filter(isObject)
      .map((t) => [stringAt(t, 'name') ?? '', stringAt(t, 'x-displayName') ?? stringAt(t, 'name') ?? ''] as const),
  )
  const routes: DocumentedRoute[] = []
  for (const [path, item] of Object.entries(objectAt(doc, 'paths') ?? {})) {
    for (const method of METHODS) {
      const operation = objectAt(item, method)
      if (!operation) continue
      const tags = arrayAt(operation, 'tags').filter((t): t is string => typeof t === 'string')
      const guide = guideOf(path, tags)
      if (guide === undefined) continue
      const content = objectAt(objectAt(operation, 'requestBody'), 'content')
      const bodySchema = objectAt(content, 'application/json')?.schema
      routes.push({
        guide,
        group: displayNames.get(tags[0] ?? '') ?? tags[0] ?? 'Other',
        method: method.toUpperCase(),
        path,
        operationId: stringAt(operation, 'operationId') ?? `${method} ${path}`,
        aliasOf: stringAt(operation, 'x-alias-of'),
        operation,
        bodySchema,
        body: bodySchema === undefined ? undefined : exampleBody(doc, operation, bodySchema),
        query: exampleQuery(doc, operation),
      })
    }
  }
  return routes
}

function shellVariable(path: string, name: string): string {
  if (name === 'id') {
    const collection = path.split('/{id}')[0]?.split('/').pop() ?? ''
    return ID_VARIABLES[collection] ?? `${collection.replace(/s$/, '').replace(/-/g, '_').toUpperCase()}_ID`
  }
  if (name === 'uuid' || name === 'sessionId') return 'SESSION_ID'
  if (name === 'token') return 'INVITE_TOKEN'
  return name
    .replace(/ID$/, '_ID')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toUpperCase()
}

function queryString(query: Readonly<Record<string, string>>): string {
  const pairs = Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(v).replace(/%2C/g, ',').replace(/%3A/g, ':')}`)
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`
}

function securitySchemes(operation: Json): string[] {
  return arrayAt(operation, 'security')
    .filter(isObject)
    .flatMap((requirement) => Object.keys(requirement))
}

function curl(route: DocumentedRoute): string {
  const url = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => PATH_VALUES[name] ?? `$${shellVariable(route.path, name)}`)
  const parts = [route.method === 'GET' ? 'curl -sS' : `curl -sS -X ${route.method}`, `"$BASE${url}${queryString(route.query)}"`]
  const scheme = securitySchemes(route.operation)[0]
  if (scheme !== undefined) parts.push(CREDENTIALS[scheme]?.header ?? `-H "${scheme}: …"`)
  const lines = [parts.join(' ')]
  const headers: string[] = []
  for (const p of parameters(route.operation)) {
    if (p.in !== 'header') continue
    const name = stringAt(p, 'name') ?? ''
    headers.push(`-H '${name}: ${String('example' in p ? p.example : 'order-1001')}'`)
  }
  if (route.body !== undefined) {
    headers.push("-H 'content-type: application/json'")
    lines.push(headers.join(' '))
    lines.push(`-d '${JSON.stringify(route.body).replace(/'/g, "'\\''")}'`)
  } else if (headers.length > 0) lines.push(headers.join(' '))
  return lines.join(' \\\n  ')
}

function credentialText(route: DocumentedRoute): string {
  const permission = stringAt(route.operation, 'x-permission') ?? 'public'
  const schemes = securitySchemes(route.operation)
  const says = [...new Set(schemes.map((s) => CREDENTIALS[s]?.says ?? s))].join(' or ')
  if (permission === 'public') return 'No credential.'
  if (permission === 'admin') return `Credential: ${says}.`
  if (permission === 'any_key') return `Credential: ${says}, any permission.`
  if (permission === 'any_member') return `Credential: ${says} of any team member.`
  return `Credential: ${says} with \`${permission}\`.`
}

function answerText(route: DocumentedRoute): string {
  const responses = objectAt(route.operation, 'responses') ?? {}
  const success = Object.keys(responses).find((status) => /^2\d\d$/.test(status))
  if (success === undefined) return ''
  const content = objectAt(objectAt(responses, success), 'content') ?? {}
  const [mediaType, media] = Object.entries(content)[0] ?? []
  const ref = stringAt(objectAt(media, 'schema'), '$ref')
  const what = ref ? ` \`${ref.split('/').pop()}\`` : mediaType && mediaType !== 'application/json' ? ` (${mediaType.split(';')[0]})` : ''
  return ` Answers ${success}${what}.`
}

function fieldsText(document: Json, route: DocumentedRoute): string[] {
  const lines: string[] = []
  const list = (fields: { name: string; required: boolean }[]) =>
    fields.map((f) => (f.required ? `\`${f.name}\` (required)` : `\`${f.name}\``)).join(', ')
  if (route.bodySchema !== undefined) {
    const fields = fieldsOf(document, route.bodySchema)
    if (fields.length > 0) lines.push(`Body: ${list(fields)}.`)
  }
  const query = parameters(route.operation)
    .filter((p) => p.in === 'query')
    .map((p) => ({ name: stringAt(p, 'name') ?? '', required: p.required === true }))
  if (query.length > 0) lines.push(`Query: ${list(query)}.`)
  return lines
}

/** The Markdown between one guide's markers. */
export function routesSection(document: unknown, guide: string): string {
  if (!isObject(document)) throw new Error('the OpenAPI document is not an object')
  const all = documentedRoutes(document).filter((r) => r.guide === guide)
  const primary = all.filter((r) => r.aliasOf === undefined)
  const aliases = (operationId: string) => all.filter((r) => r.aliasOf === operationId)
  const used = new Set(all.flatMap((r) => securitySchemes(r.operation).slice(0, 1)))
  const variables = [
    '`$BASE` is the platform’s address (`http://localhost:8080` on `npm start`)',
    ...Object.entries(CREDENTIALS)
      .filter(([scheme]) => used.has(scheme))
      .map(([, c]) => c.variable),
  ]
  const out = [
    '',
    `Every route of this guide, generated from the served OpenAPI document (\`GET /openapi.json\`; \`GET /docs\` renders it).`,
    `In the examples ${variables.join('; ')}${
      all.some((r) => r.path.includes('{'))
        ? '; a path parameter is a shell variable named after it (`{customerID}` is `$CUSTOMER_ID`)'
        : ''
    }.`,
    'The error answers each route can give: [error codes](' + (guide.split('/').length > 2 ? '../' : '') + 'reference/errors.md).',
  ]
  let group: string | undefined
  for (const route of primary) {
    if (route.group !== group) {
      group = route.group
      out.push('', `### ${group}`)
    }
    const summary = (stringAt(route.operation, 'summary') ?? '').replace(/\.$/, '')
    const also = aliases(route.operationId).map((a) => `\`${a.method} ${a.path}\``)
    out.push('', `#### \`${route.method} ${route.path}\``, '')
    out.push(`${summary}. ${credentialText(route)}${answerText(route)}${also.length > 0 ? ` Also served at ${also.join(', ')}.` : ''}`)
    out.push('', '```sh', curl(route), '```')
    const fields = fieldsText(document, route)
    if (fields.length > 0) out.push('', fields.join(' '))
  }
  return `${out.join('\n')}\n`
}

/** The page with its Routes section replaced; throws when the page has no markers. */
export function withRoutes(page: string, section: string, file: string): string {
  const start = page.indexOf(ROUTES_START)
  const end = page.indexOf(ROUTES_END)
  if (start < 0 || end < start) throw new Error(`${file} has no ${ROUTES_START} … ${ROUTES_END} markers`)
  return `${page.slice(0, start + ROUTES_START.length)}\n${section}\n${page.slice(end)}`
}
