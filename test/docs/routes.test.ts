/**
 * Each product guide's "Routes" section is the served OpenAPI document rendered (roles/docs_routes.ts): every route
 * of a platform with every built-in module is in exactly one guide, with a full-path curl example whose body matches
 * the operation's request schema and whose query names only the operation's parameters. A route added, removed or
 * changed without the guides following fails here; `WRITE_DOCS=1` rewrites the sections instead.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import t from 'tap'
import { EXAMPLE_OPERATION_IDS, ROUTE_GUIDES, documentedRoutes, routesSection, withRoutes } from '../../roles/docs_routes'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'
import { REPO_ROOT } from '../support/source_files'

interface Document {
  readonly paths: Record<string, Record<string, { operationId?: string; parameters?: { name: string; in: string }[] }>>
  readonly components: unknown
}

t.test('the Routes section of each guide is the served OpenAPI document rendered', async (t) => {
  const db = await createTestDb('docroutes')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const document = (await (await fetch(`${platform.baseUrl}/openapi.json`)).json()) as Document
  const routes = documentedRoutes(document)

  await t.test('every route of the document is in a guide that has a Routes section', async (t) => {
    const operations = Object.entries(document.paths).flatMap(([p, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${p}`),
    )
    t.same(
      routes.map((r) => `${r.method} ${r.path}`).sort(),
      operations.sort(),
      'each route once (no built-in module mounts an undocumented tag)',
    )
    t.same(
      routes.filter((r) => !ROUTE_GUIDES.includes(r.guide)).map((r) => `${r.method} ${r.path}: ${r.guide}`),
      [],
      'no route without a guide',
    )
  })

  await t.test('every example body matches its request schema, every example query names its parameters', async (t) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
    addFormats(ajv)
    ajv.addFormat('http-url', (value: string) => /^https?:\/\/[^/\s]+/.test(value))
    const wrong: string[] = []
    for (const route of routes) {
      if (route.bodySchema !== undefined) {
        const validate = ajv.compile({ ...(route.bodySchema as object), components: document.components })
        if (!validate(route.body)) wrong.push(`${route.operationId} body: ${ajv.errorsText(validate.errors)}`)
      }
      const declared = new Set((document.paths[route.path]?.[route.method.toLowerCase()]?.parameters ?? []).map((p) => p.name))
      for (const name of Object.keys(route.query)) if (!declared.has(name)) wrong.push(`${route.operationId} query: no parameter ${name}`)
    }
    t.same(wrong, [])
    const ids = new Set(routes.map((r) => r.operationId))
    t.same(
      EXAMPLE_OPERATION_IDS.filter((id) => !ids.has(id)),
      [],
      'every operation given an example in roles/docs_routes.ts exists',
    )
  })

  for (const guide of ROUTE_GUIDES) {
    await t.test(`${guide}: its Routes section is generated`, async (t) => {
      const file = path.join(REPO_ROOT, guide)
      const page = readFileSync(file, 'utf8')
      const wanted = withRoutes(page, routesSection(document, guide), guide)
      if (wanted !== page && process.env.WRITE_DOCS === '1') {
        writeFileSync(file, wanted)
        return t.pass(`${guide} rewritten`)
      }
      t.equal(page, wanted, `${guide}: regenerate with WRITE_DOCS=1 npx tap dist/test/docs/routes.test.js`)
    })
  }
})
