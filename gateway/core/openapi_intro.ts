/**
 * The document's introduction (`info.description`): what a merchant reads
 * first on /docs, before any operation. Redoc shows each `##` heading as an
 * entry of the menu, above the products.
 */
export const API_INTRO = `Crypto checkout, wallets-as-a-service, swap, value-added services and Card-as-a-Service, over one
REST API. This reference is generated from the definitions the gateway runs on; the same document is at
[/openapi.json](/openapi.json) (OpenAPI 3.1) and the market WebSocket at [/asyncapi.json](/asyncapi.json).

## Getting started

1. **Register** with \`POST /api/v1/auth/register\`: it creates your business and its owner and answers an access
   token (a JWT for the dashboard operations, 15 minutes; \`POST /api/v1/auth/refresh\` renews it).
2. **Create a test API key** with \`POST /api/v1/api-keys\` (\`environment: "test"\`), holding only the
   permissions your integration needs. The key is shown once.
3. **Create a checkout session** from your server with \`POST /api/v1/checkout/create\` and send your customer to
   its \`payment_url\`.
4. **Receive webhooks**: configure your endpoint with \`POST /api/v1/settings/webhook\`, verify each delivery's
   signature, and confirm with \`GET /api/v1/checkout/verify/{sessionId}\` before you ship.
5. **Pay it in the sandbox** (below), then switch to a \`live_sk_\` key.

The TypeScript SDK (\`@payments-platform/sdk\`) and any OpenAPI generator give you these operations as typed
methods, named by their operation ids (\`checkout.create\`, \`wallets.derive\`).

## Authentication

| Credential | Header | Used by |
|---|---|---|
| API key \`test_sk_…\` / \`live_sk_…\` | \`X-API-Key\` | Your server: checkout, wallets, balance, swap, VAS, market data |
| CaaS key \`svc_sk_test_…\` / \`svc_sk_live_…\` | \`X-API-Key\` | Card-as-a-Service |
| Access token (JWT) | \`Authorization: Bearer …\` | The dashboard: keys, team, settings, webhooks, analytics |
| Admin token | \`X-Admin-Token\` | The platform's operators only |

Each operation names its credential and the permission it needs (\`x-permission\`). A key holds exactly the
permissions it was given; a missing one answers 403 \`FORBIDDEN\`, a missing or revoked credential 401
\`UNAUTHORIZED\`. Keep keys on your server: never in a browser or an app.

## Errors

Every error answer has the same body, the \`Error\` schema:

\`\`\`json
{ "error": "XYZ is not an ISO 4217 currency code", "code": "INVALID_CURRENCY", "request_id": "…" }
\`\`\`

\`error\` is for people and may change; \`code\` is stable, for programs (\`ErrorCode\` lists them all). Each
operation lists, per HTTP status, exactly the codes it can answer. Quote \`request_id\` when you contact support.
A 429 or a 503 (\`SHUTTING_DOWN\`, \`TEMPORARILY_UNAVAILABLE\`) asks you to retry later: wait as long as its
\`Retry-After\` header says, when it has one.

## Rate limits

Each gateway node serves a merchant and environment (per API key's environment), a dashboard member, or a client
address on public routes a limited number of requests per second; market prices are limited to 120 per merchant
per minute. Every answer says where you stand with the IETF fields \`RateLimit-Policy: "api";q=100;w=1\` and
\`RateLimit: "api";r=97;t=1\` (quota, window, remaining, seconds to reset). Over a limit: 429 \`RATE_LIMITED\`
with \`Retry-After\`; nothing was done, so retrying after it is safe.

## Idempotency

Operations that move money or create what is shown once (checkout sessions, refunds, wallets, transfers, swaps)
accept an \`Idempotency-Key\` header (each of them shows it; an order id works well; 1 to 255 printable ASCII
characters). VAS orders are keyed by their own \`reference\` instead. A key belongs to your merchant, to the
environment of the API key and to the operation. A retry with the same key and the same body answers the first
result and moves nothing twice; the same key with another body is 409 \`IDEMPOTENCY_KEY_REUSED\`, on every one of
them. After a timeout or a 503, retry with the same key, never a new one.

## Sandbox

Test keys (\`test_sk_…\`, \`svc_sk_test_…\`) run against a sandbox ledger instead of a chain: nothing real moves,
and sessions, balances and webhooks say \`is_test_mode: true\`. Simulate a customer paying a session or funding a
wallet with \`POST /api/v1/sandbox/deposits\` to an address the platform gave you (\`"simulate": "fail"\` makes
one that fails); CaaS users are funded with \`POST /caas/v1/sandbox/fund\`. Live keys get 403 \`SANDBOX_ONLY\`
there.
`
