/**
 * Spectral with the OWASP API Security Top 10 (2023) ruleset, run on the
 * served /openapi.json by test/gateway/openapi_owasp.test.ts. Every rule is
 * on as published except those below, each with its reason; a rule turned off
 * for the whole document is replaced, where its concern applies, by the same
 * check on the part of the document it protects (what a caller sends).
 */
import owasp from '@stoplight/spectral-owasp-ruleset'
import { defined, schema, truthy, xor } from '@stoplight/spectral-functions'

/** Everything a caller sends: path and query parameters, headers, and request bodies (refs resolved). */
const sent = (filter) => [`$.paths[*][*].parameters[*]..[?(${filter})]`, `$.paths[*][*].requestBody..[?(${filter})]`]
const ofType = (type) => `@ && (@.type === '${type}' || (@.type && @.type.constructor.name === 'Array' && @.type.includes('${type}')))`

/** An override turning rules off at one place in the document, for a stated reason. */
const at = (pointer, rules, reason) => ({ files: [`**/*.json#${pointer}`], rules, reason })
// Spectral compares overrides with a URI-fragment pointer (`{uuid}` is `%7Buuid%7D`).
const op = (method, path) => `/paths/${encodeURIComponent(path.replaceAll('~', '~0').replaceAll('/', '~1'))}/${method}`
const PUBLIC = { 'owasp:api2:2023-read-restricted': 'off', 'owasp:api2:2023-write-restricted': 'off' }

/**
 * Operations without credentials, by design; a new one fails the lint until
 * it is listed here with its reason.
 */
const publicOperations = [
  ...[
    ['post', '/api/v1/auth/register'],
    ['post', '/api/v1/auth/login'],
    ['post', '/api/v1/auth/refresh'],
  ].map(([m, p]) =>
    at(op(m, p), PUBLIC, 'sign-up and sign-in issue the credential; login attempts are throttled per account (TOO_MANY_ATTEMPTS)'),
  ),
  at(op('get', '/api/v1/subscription/plans'), PUBLIC, 'the price list a visitor reads before signing up'),
  ...[
    ['get', '/api/v1/team/invites/verify/{token}'],
    ['post', '/api/v1/team/invites/verify'],
    ['post', '/api/v1/team/register'],
  ].map(([m, p]) => at(op(m, p), PUBLIC, 'the single-use invitation token is the credential, checked by the operation')),
  ...[
    ['get', '/api/v1/checkout/{uuid}'],
    ['post', '/api/v1/checkout/{uuid}/select-network'],
    ['get', '/api/v1/checkout/{uuid}/verify-now'],
    ['get', '/api/v1/checkout/{uuid}/page'],
    ['get', '/pay/{uuid}'],
    ['get', '/pay/{uuid}/logo'],
  ].map(([m, p]) =>
    at(
      op(m, p),
      PUBLIC,
      'the hosted pay page: the customer has no account; the random session uuid is the capability, and the answer holds only what the payer sees',
    ),
  ),
  at(
    op('get', '/dashboard/analytics'),
    PUBLIC,
    'the analytics dashboard page: an HTML shell with no merchant data; it signs in and reads the analytics endpoints with the user’s own token',
  ),
  at(
    op('post', '/webhooks/partners/modulr'),
    PUBLIC,
    'the banking partner’s payment notifications: authenticated by the partner’s HMAC signature over the exact body (x-mod-hmac-signature), checked by the operation; a bad one is refused and records nothing',
  ),
  at(
    op('post', '/webhooks/partners/wise'),
    PUBLIC,
    'the remittance partner’s transfers#state-change webhooks: authenticated by its RSA-SHA256 signature over the exact body (X-Signature-SHA256), checked by the operation; a bad one is refused and records nothing',
  ),
  at(
    op('post', '/webhooks/partners/momo'),
    PUBLIC,
    'the payout partner’s transfer callbacks, unsigned by MTN MoMo’s design: the body only names a withdrawal to look up at the partner; nothing it says is trusted or changes state by itself',
  ),
  at(
    op('post', '/webhooks/partners/onramp'),
    PUBLIC,
    'the on-ramp partner’s collection callbacks: authenticated by its HMAC signature over the exact body (X-YC-Signature), checked by the operation; even a verified one only makes the platform look the collection up',
  ),
  at(op('post', '/api/v1/wallet/estimate-gas'), PUBLIC, 'a network fee estimate: no merchant data, no state change'),
  at(op('get', '/api/v1/swap/quote'), PUBLIC, 'a price quote: no merchant data, no state change'),
  ...['/v1/market/symbols', '/v1/market/health', '/v1/market/live'].map((p) =>
    at(op('get', p), PUBLIC, 'public market metadata and the live page; prices need a key'),
  ),
  ...['/healthz', '/readyz', '/metrics', '/openapi.json', '/asyncapi.json', '/docs'].map((p) =>
    at(op('get', p), PUBLIC, 'probes, metrics and the contract documents: no merchant data'),
  ),
]

export default {
  extends: [owasp],
  rules: {
    // Limits protect what the platform accepts (API4: a caller making the server consume without bound).
    // Response values are produced by the platform itself and every answer is checked against its schema
    // in the tests (gateway/core/contract_check.ts); a maxLength there would be an unchecked promise and
    // limits nothing a caller controls. The checks stay on for everything a caller sends:
    'owasp:api4:2023-string-limit': 'off',
    'owasp:api4:2023-integer-limit': 'off',
    'owasp:api4:2023-array-limit': 'off',
    // A format or pattern on every returned string (names, messages, descriptions) describes nothing;
    // on what is sent, free text (names, references, descriptions) is bounded by length, not shape.
    'owasp:api4:2023-string-restricted': 'off',
    'request-string-limit': {
      ...owasp.rules['owasp:api4:2023-string-limit'],
      description: 'Every string a caller sends is bounded (maxLength, enum or const).',
      given: sent(ofType('string')),
      then: { function: schema, functionOptions: owasp.rules['owasp:api4:2023-string-limit'].then.functionOptions },
    },
    'request-integer-limit': {
      message: 'An integer a caller sends must specify minimum and maximum.',
      severity: 'error',
      given: sent(ofType('integer')),
      then: [
        { function: xor, functionOptions: { properties: ['minimum', 'exclusiveMinimum'] } },
        { function: xor, functionOptions: { properties: ['maximum', 'exclusiveMaximum'] } },
      ],
    },
    'request-array-limit': {
      message: 'An array a caller sends must specify maxItems.',
      severity: 'error',
      given: sent(ofType('array')),
      then: { field: 'maxItems', function: defined },
    },
    // The API is server to server (and the pay page calls its own origin): it sends no CORS header,
    // so browsers keep every other origin out, which is the policy. Declaring the header would invite one.
    'owasp:api8:2023-define-cors-origin': 'off',
    // A public operation cannot answer 401 and the document lists exactly what each operation answers
    // (openapi_statuses.ts): declaring 401 there would mislead generated clients. Every operation that
    // takes a credential must declare it:
    'owasp:api8:2023-define-error-responses-401': 'off',
    'secured-operations-declare-401': {
      message: 'An operation that takes a credential must declare its 401 answer: {{property}}.',
      severity: 'error',
      given: '$.paths[*][?(@ && @.security && @.security.length > 0)].responses',
      then: [
        { field: '401', function: truthy },
        { field: '401.content', function: truthy },
      ],
    },
  },
  overrides: [
    ...publicOperations,
    at(
      `${op('get', '/api/v1/team/invites/verify/{token}')}/parameters/0`,
      { 'owasp:api2:2023-no-credentials-in-url': 'off' },
      "the spec's path, kept working and marked deprecated; POST /api/v1/team/invites/verify takes the token in the body",
    ),
    ...[2, 3].map((i) =>
      at(
        `${op('get', '/api/v1/swap/quote')}/parameters/${i}`,
        { 'owasp:api2:2023-no-credentials-in-url': 'off' },
        'from_token / to_token name an ERC-20 or SPL token contract, not a credential',
      ),
    ),
    at(
      `${op('get', '/openapi.json')}/responses/200/content`,
      {
        'owasp:api8:2023-define-error-responses-500': 'off',
        'owasp:api8:2023-define-error-validation': 'off',
        'owasp:api4:2023-rate-limit-responses-429': 'off',
      },
      'the schema of the document itself has a property named `responses`, which these rules mistake for an operation',
    ),
  ].map(({ reason, ...override }) => override),
}
