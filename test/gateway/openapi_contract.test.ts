/**
 * The contract as a client reads it (#20 item 1), from the live document of a
 * platform with every module, and the response check that holds the gateway
 * to it (item 3): an answer with an undeclared status, code or field is caught,
 * recorded in the violations file and fails the test that saw it.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { Type } from '@sinclair/typebox'
import { checkAnswersAgainstSchemas } from '../../gateway/core/answer_check'
import { GatewayServer } from '../../gateway/core/app'
import { denyAllAuthenticator } from '../../gateway/core/deny_authenticator'
import { HttpError } from '../../gateway/core/failures'
import { TAG_DESCRIPTIONS } from '../../gateway/core/openapi_tags'
import type { RouteSpec } from '../../gateway/http/route'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { createTestDb } from '../support/db'
import { quietLogger } from '../support/host'
import { startTestPlatform } from '../support/platform'

type Op = {
  parameters: { name: string; in: string; required: boolean }[]
  security: Record<string, unknown>[]
  requestBody?: {
    content: Record<string, { schema: { required?: string[]; properties?: Record<string, { default?: unknown }> }; example?: unknown }>
  }
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: any; example?: unknown }> }>
}
type Response = Op['responses'][string] & { $ref?: string }
type Doc = {
  tags: { name: string; description: string }[]
  'x-tagGroups': { name: string; tags: string[] }[]
  paths: Record<string, Record<string, Op>>
  webhooks: Record<string, { post: { parameters: { name: string }[]; requestBody: { content: Record<string, { schema: object }> } } }>
  components: { securitySchemes: Record<string, unknown>; responses: Record<string, Response>; schemas: Record<string, any> }
}

let served: Doc
/** The response of a status, through the shared response it may refer to. */
const responseAt = (op: Op, status: string): Response | undefined => {
  const response = op.responses[status] as Response | undefined
  return response?.$ref ? served.components.responses[response.$ref.replace('#/components/responses/', '')] : response
}
/** The codes of a status: the `Error` body's `code`, narrowed to them (allOf: Error, then the codes). */
const codesAt = (op: Op, status: string): string[] => {
  const schema = responseAt(op, status)?.content?.['application/json']?.schema
  const error = schema?.anyOf ? schema.anyOf[schema.anyOf.length - 1] : schema
  return error?.allOf?.[1]?.properties?.code?.enum ?? []
}

t.test('the served document declares every status, header, security and webhook a client needs', async (t) => {
  const db = await createTestDb('oacon')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES], { env: { PUBLIC_BASE_URL: 'https://pay.example.test' } })
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const doc = (served = (await (await fetch(`${platform.baseUrl}/openapi.json`)).json()) as Doc)
  const create = doc.paths['/api/v1/checkout/create']!.post!
  t.ok(create.responses['201']?.content?.['application/json']?.example, 'checkout create answers 201 with an example')
  t.notOk(create.responses['200'], 'and no 200 it never answers')
  t.ok(create.requestBody?.content['application/json']?.example, 'its request has an example')
  t.same(codesAt(create, '402').sort(), ['SUBSCRIPTION_EXPIRED', 'TRANSACTION_LIMIT_EXCEEDED'], '402 lists exactly its codes')
  t.ok(codesAt(create, '403').includes('FORBIDDEN') && codesAt(create, '403').includes('KYC_REQUIRED'), '403 from auth and from the rules')
  t.same(codesAt(create, '401'), ['UNAUTHORIZED'], '401 from its API key auth')
  t.ok(codesAt(create, '400').includes('INVALID_IDEMPOTENCY_KEY'), 'a bad Idempotency-Key is a declared 400')
  t.ok(
    create.parameters.some((p) => p.name === 'Idempotency-Key' && p.in === 'header' && !p.required),
    'Idempotency-Key header',
  )
  t.same(create.security, [{ ApiKey: [] }], 'per-operation security')
  t.match(responseAt(create, '503'), { headers: { 'Retry-After': {} } }, '503 with Retry-After')
  t.same(codesAt(doc.paths['/v1/market/prices']!.get!, '429'), ['RATE_LIMITED'], 'the rate-limited route declares 429')
  t.notOk(
    doc.paths['/api/v1/checkout/verify/{sessionId}']!.get!.parameters.some((p) => p.name === 'Idempotency-Key'),
    'only where supported',
  )

  const everywhere: string[] = []
  const noRateHeaders: string[] = []
  const requiredWithDefault: string[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!op.responses['500'] || !op.responses['503'] || !op.responses['429']) everywhere.push(`${method} ${path}`)
      for (const status of Object.keys(op.responses)) {
        const declared: Record<string, unknown> = responseAt(op, status)?.headers ?? {}
        const wanted = status.startsWith('2') || status.startsWith('4')
        if (wanted && !(declared.RateLimit && declared['RateLimit-Policy'])) noRateHeaders.push(`${method} ${path} ${status}`)
      }
      const body = op.requestBody?.content['application/json']?.schema
      for (const name of body?.required ?? [])
        if (body?.properties?.[name]?.default !== undefined) requiredWithDefault.push(`${path} ${name}`)
    }
  }
  t.same(everywhere, [], 'every operation declares 429, 500 and 503')
  t.same(noRateHeaders, [], 'every success and client error declares RateLimit and RateLimit-Policy')
  t.same(requiredWithDefault, [], 'no field with a default is required')
  const derive = doc.paths['/api/v1/wallet/{customerID}/derive']!.post!.requestBody!.content['application/json']!.schema
  t.notOk(derive.required?.includes('index'), 'derive: index (default 0) is optional to send')

  t.same(
    doc.tags.filter((tag) => !TAG_DESCRIPTIONS[tag.name] && !tag.name.includes('webhooks')).map((tag) => tag.name),
    [],
    'every tag in use has a real description',
  )
  t.ok(doc.components.securitySchemes.ApiKey && doc.components.securitySchemes.BearerJwt && doc.components.securitySchemes.AdminToken)
  const confirmed = doc.webhooks['payments.payment.confirmed']!.post
  t.ok(
    confirmed.parameters.some((p) => p.name === 'X-Webhook-Signature'),
    'payments webhooks carry X-Webhook-Signature',
  )
  t.ok(
    confirmed.parameters.some((p) => p.name === 'webhook-signature'),
    'and the Standard Webhooks headers',
  )
  t.ok(
    doc.webhooks['caas.transfer.settled']!.post.parameters.some((p) => p.name === 'X-Service-Signature'),
    'CaaS: X-Service-Signature',
  )
  for (const event of ['payments.wallet.deposit.confirmed', 'payments.wallet.transfer.confirmed', 'caas.transfer.received'])
    t.ok(doc.webhooks[event]?.post.requestBody.content['application/json']?.schema, `${event} has its payload schema`)

  t.same((doc as unknown as { servers: unknown }).servers, [
    {
      url: 'https://pay.example.test',
      description: 'This platform (its PUBLIC_BASE_URL), local development: test and live keys both work here',
      'x-internal': false,
    },
  ])
  const { schemas } = doc.components
  for (const name of ['CheckoutSession', 'Refund', 'Wallet', 'DerivedAddress', 'WalletTransaction', 'Swap', 'SwapQuote', 'VasOrder'])
    t.equal(schemas[name]?.type, 'object', `${name} is a named schema`)
  t.same(Object.keys(schemas.Error.properties), ['error', 'code', 'request_id'], 'Error: the body every error answer has')
  t.same(schemas.Error.properties.code, { $ref: '#/components/schemas/ErrorCode' }, 'its code one of ErrorCode')
  const text = JSON.stringify(doc)
  t.notMatch(text, /"\$id"/, 'no $id reaches the document (it would rebase the $refs under it)')
  const refs = [...text.matchAll(/"\$ref":"#\/components\/(schemas|responses)\/([^"]+)"/g)]
  t.same(
    refs.filter(([, kind, name]) => !(doc.components as Record<string, Record<string, unknown>>)[kind!]![name!]),
    [],
    'every $ref names a component',
  )
  t.match(
    doc.paths['/api/v1/checkout/list']!.get!.responses['200']!.content!['application/json']!.schema,
    { $ref: '#/components/schemas/CheckoutSessionList' },
    'an operation answers its resource by reference',
  )

  const grouped = doc['x-tagGroups'].flatMap((g) => g.tags)
  t.same(
    doc.tags.map((tag) => tag.name),
    grouped,
    'the tags in product order, each in one group (the docs menu)',
  )
  t.same(grouped.slice(0, 3), ['checkout', 'refunds', 'checkout-public'], 'checkout first')
  t.equal(doc['x-tagGroups'].at(-1)!.name, 'Operators', 'the operators’ tags last')
})

t.test('an answer outside the document is caught, recorded and fails', async (t) => {
  const file = join(mkdtempSync(join(tmpdir(), 'contract-')), 'violations.jsonl')
  checkAnswersAgainstSchemas(true, file)
  const Ok = Type.Object({ ok: Type.Boolean() })
  const route = (path: string, handler: RouteSpec['handler'], errors?: RouteSpec['errors']): RouteSpec => ({
    method: 'GET',
    path,
    summary: path,
    tags: ['t'],
    auth: { kind: 'public' },
    responses: { 200: Ok },
    ...(errors ? { errors } : {}),
    handler,
  })
  const server = new GatewayServer({
    routes: [
      route('/t/fine', async () => ({ status: 200, body: { ok: true } })),
      route('/t/teapot', async () => ({ status: 418, body: { ok: true } })),
      route('/t/extra', async () => ({ status: 200, body: { ok: true, secret: 'x' } })),
      // 409 is declared (for INVITE_EXISTS), but not with this code.
      route(
        '/t/code',
        async () => {
          throw new HttpError(409, 'EMAIL_TAKEN', 'taken')
        },
        ['INVITE_EXISTS'],
      ),
      route(
        '/t/declared',
        async () => {
          throw new HttpError(409, 'EMAIL_TAKEN', 'taken')
        },
        ['EMAIL_TAKEN'],
      ),
    ],
    authenticator: denyAllAuthenticator,
    logger: quietLogger,
    host: '127.0.0.1',
    port: 0,
    bodyLimitBytes: 1024,
  })
  const port = await server.listen()
  t.teardown(() => server.close(0))
  for (const path of ['/t/fine', '/t/teapot', '/t/extra', '/t/code', '/t/declared', '/t/nowhere'])
    await (await fetch(`http://127.0.0.1:${port}${path}`)).text()
  const seen = server.contract!.violations.map((v) => `${v.path} ${v.status}`)
  t.same(seen, ['/t/teapot 418', '/t/extra 200', '/t/code 409'], 'exactly the three answers outside the document')
  t.match(server.contract!.violations[0]!.problem, /status 418 is not declared/)
  t.match(server.contract!.violations[1]!.problem, /secret/, 'the undeclared field is named')
  t.match(server.contract!.violations[2]!.problem, /EMAIL_TAKEN/, 'the undeclared code is named')
  t.throws(() => server.contract!.assertClean(), /answers outside the OpenAPI document \(3\)/, 'listed when asked')
  t.equal(readFileSync(file, 'utf8').trim().split('\n').length, 3, 'each is written to the violations file')
})

t.test('a test process that saw a violation exits non-zero with the list (what tap reports as a failed file)', async (t) => {
  const { spawnSync } = await import('node:child_process')
  const helper = join(__dirname, '..', 'support', 'contract_exit.js')
  const run = (code: string) => spawnSync(process.execPath, ['-e', code], { encoding: 'utf8' })
  const failed = run(`require(${JSON.stringify(helper)}).contractViolation('GET /x -> 418: status 418 is not declared')`)
  t.equal(failed.status, 1)
  t.match(failed.stderr, /outside the OpenAPI document \(1\):\nGET \/x -> 418/)
  t.equal(run(`require(${JSON.stringify(helper)})`).status, 0, 'a clean process exits 0')
})
