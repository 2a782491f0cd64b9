/**
 * The permission model as a client reads it agrees with the code (issue #27):
 *  - every operation of the served OpenAPI document names, in `x-permission`,
 *    exactly the permission its route declares;
 *  - docs/reference/permissions.md holds the catalogue rendered (kind, key
 *    product, the read-only key default, the roles' defaults) and lists, per
 *    permission, the routes it gates, rendered from the served document.
 * `WRITE_README=1` rewrites the tables instead of failing.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import t, { type Test } from 'tap'
import { ALL_PERMISSIONS, CATALOGUE, KEY_DEFAULT } from '../../platform/permissions'
import { ROLE_PERMISSIONS } from '../../actors/accounts/roles'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'

const ROOT = path.resolve(__dirname, '../../..')
const PAGE = 'docs/reference/permissions.md'

function catalogueTable(): string {
  const tick = (yes: boolean) => (yes ? '✓' : '')
  const rows = ALL_PERMISSIONS.map((p) => {
    const info = CATALOGUE[p]
    const keyDefault = info.product !== 'dashboard' && KEY_DEFAULT[info.product].includes(p)
    const kind = info.ownerOnly ? `${info.kind}, owner-only` : info.kind
    return `| \`${p}\` | ${info.gates.replaceAll('|', '\\|')} | ${info.product === 'dashboard' ? '—' : info.product} | ${kind} | ${tick(keyDefault)} | ${tick(ROLE_PERMISSIONS.owner.includes(p))} | ${tick(ROLE_PERMISSIONS.admin.includes(p))} | ${tick(ROLE_PERMISSIONS.member.includes(p))} |`
  })
  return [
    '| Permission | Gates | Key | Kind | Key without a list | Owner | Admin | Member |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

type Doc = { paths: Record<string, Record<string, { 'x-permission'?: string }>> }

function routesTable(doc: Doc): string {
  const byPermission = new Map<string, string[]>()
  for (const [p, methods] of Object.entries(doc.paths)) {
    // The CaaS routes are served at two prefixes with one meaning; the table lists the first.
    if (p.startsWith('/caas/api/v1/')) continue
    for (const [method, op] of Object.entries(methods)) {
      const permission = op['x-permission'] ?? '(none)'
      byPermission.set(permission, [...(byPermission.get(permission) ?? []), `\`${method.toUpperCase()} ${p}\``])
    }
  }
  const order = [...ALL_PERMISSIONS, 'any_key', 'any_member', 'admin', 'public']
  const rows = [...byPermission.keys()]
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((p) => `| \`${p}\` | ${byPermission.get(p)!.sort().join(', ')} |`)
  return ['| Permission | Routes it gates |', '| --- | --- |', ...rows].join('\n')
}

function checkBetween(t: Test, file: string, marker: string, wanted: string): void {
  const full = path.join(ROOT, file)
  const text = readFileSync(full, 'utf8')
  const [start, end] = [`<!-- ${marker}:start -->`, `<!-- ${marker}:end -->`]
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  t.ok(from >= 0 && to > from, `${file} has the ${marker} markers`)
  const current = text.slice(from + start.length, to).trim()
  if (current !== wanted && process.env.WRITE_README === '1') {
    writeFileSync(full, `${text.slice(0, from + start.length)}\n${wanted}\n${text.slice(to)}`)
    t.pass(`${file} rewritten`)
    return
  }
  t.equal(current, wanted, `${file}: regenerate with WRITE_README=1`)
}

t.test('the permission model in docs/reference/permissions.md and the OpenAPI document is the code’s', async (t) => {
  const db = await createTestDb('permdocs')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const doc = (await (await fetch(`${platform.baseUrl}/openapi.json`)).json()) as Doc

  await t.test('every operation names the permission its route declares', async (t) => {
    const wrong = platform.gateway.server.table.routes.flatMap((route) => {
      const declared = 'permission' in route.auth ? route.auth.permission : route.auth.kind
      const op = doc.paths[route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()]
      return op?.['x-permission'] === declared ? [] : [`${route.method} ${route.path}: ${op?.['x-permission']} != ${declared}`]
    })
    t.same(wrong, [])
  })

  await t.test('docs/reference/permissions.md: the permission table is the catalogue', async (t) =>
    checkBetween(t, PAGE, 'permissions', catalogueTable()),
  )

  await t.test('docs/reference/permissions.md: the routes each permission gates', async (t) =>
    checkBetween(t, PAGE, 'permission-routes', routesTable(doc)),
  )
})
