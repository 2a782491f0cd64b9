/**
 * Operation ids are SDK method names (gateway/core/openapi_ids.ts): renaming one renames a method in every
 * generated client. test/gateway/operation_ids.txt lists every id of the served document with its method and
 * path; an id added, removed or renamed without that list fails here. `WRITE_OPERATION_IDS=1` rewrites the list.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import t from 'tap'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'
import { REPO_ROOT } from '../support/source_files'

const LIST = path.join(REPO_ROOT, 'test/gateway/operation_ids.txt')
const HEADER = `# Operation ids of /openapi.json: id, method, path, and the operation an alias serves.
# Checked by test/gateway/operation_ids.test.ts; regenerate with WRITE_OPERATION_IDS=1 only for a rename you mean.
`

type Operation = { operationId: string; 'x-alias-of'?: string }

t.test('operation ids: readable, unique, and the checked-in list', async (t) => {
  const db = await createTestDb('opids')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const doc = (await (await fetch(`${platform.baseUrl}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Operation>>
  }
  const rows: { id: string; line: string; aliasOf?: string }[] = []
  for (const [p, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const alias = op['x-alias-of']
      const line = [op.operationId, method.toUpperCase(), p, ...(alias ? [`alias of ${alias}`] : [])].join(' ')
      rows.push({ id: op.operationId, line, ...(alias ? { aliasOf: alias } : {}) })
    }
  const ids = rows.map((r) => r.id)
  t.equal(new Set(ids).size, ids.length, 'every id is unique')
  t.same(
    ids.filter((id) => !/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/.test(id)),
    [],
    'every id reads like an SDK method: namespace.method, camelCase words',
  )
  t.same(
    rows.filter((r) => r.aliasOf && !ids.includes(r.aliasOf)).map((r) => r.line),
    [],
    'every alias names an operation of the document',
  )
  for (const [id, method, p] of [
    ['checkout.create', 'post', '/api/v1/checkout/create'],
    ['wallets.derive', 'post', '/api/v1/wallet/{customerID}/derive'],
    ['caas.users.provision', 'post', '/caas/v1/users/provision'],
    ['swap.execute', 'post', '/api/v1/swap/customer/{customerID}'],
  ] as const)
    t.equal(doc.paths[p]?.[method]?.operationId, id, `${id} is ${method.toUpperCase()} ${p}`)
  t.same(doc.paths['/caas/api/v1/users/provision']?.post?.['x-alias-of'], 'caas.users.provision', 'the /caas/api/v1 prefix: an alias')
  t.same(doc.paths['/api/v1/swap/{customerID}']?.post?.['x-alias-of'], 'swap.execute', '/swap/{customerID}: an alias')

  const listed =
    HEADER +
    rows
      .map((r) => r.line)
      .sort()
      .join('\n') +
    '\n'
  if (process.env.WRITE_OPERATION_IDS === '1') writeFileSync(LIST, listed)
  t.equal(readFileSync(LIST, 'utf8'), listed, 'test/gateway/operation_ids.txt lists exactly these ids (see its header)')
})
