/**
 * The served /openapi.json of a platform with every module, linted by a
 * third-party tool: Redocly's recommended rules with the repository's
 * redocly.yaml (each rule it turns down is justified there). Any error fails.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import t from 'tap'
import { BUILT_IN_MODULES } from '../../roles/modules'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'

const ROOT = resolve(__dirname, '../../..')

/** Runs `redocly lint` on a file; resolves with its JSON report whatever the exit code. */
export async function redoclyLint(
  file: string,
): Promise<{ problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] }> {
  const bin = join(ROOT, 'node_modules', '.bin', 'redocly')
  const args = ['lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format', 'json']
  const out = await promisify(execFile)(bin, args, { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }).catch(
    (e: { stdout?: string; stderr?: string }) => {
      if (!e.stdout) throw new Error(`redocly did not run: ${e.stderr}`)
      return { stdout: e.stdout }
    },
  )
  return JSON.parse(out.stdout)
}

t.test('the live /openapi.json passes redocly lint (recommended rules) with no error and no unjustified warning', async (t) => {
  const db = await createTestDb('oalint')
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const doc = await (await fetch(`${platform.baseUrl}/openapi.json`)).text()
  const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json')
  writeFileSync(file, doc)
  const report = await redoclyLint(file)
  const shown = (severity: string) =>
    report.problems.filter((p) => p.severity === severity).map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)
  t.same(shown('error'), [], 'no errors')
  // Every warning the config accepts is turned off or down there with its reason; none is left to scroll past.
  t.same(shown('warn'), [], 'no warnings')
})

t.test('a broken document fails the same lint (the check can fail)', async (t) => {
  const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'broken.json')
  writeFileSync(
    file,
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: 't', version: '1', license: { name: 'x', identifier: 'MIT' } },
      servers: [{ url: 'http://localhost' }],
      paths: { '/a/{id}': { get: { operationId: 'a', summary: 'a', security: [], responses: { '200': { description: 'ok' } } } } },
    }),
  )
  const report = await redoclyLint(file)
  t.ok(
    report.problems.some((p) => p.severity === 'error' && p.ruleId.includes('path-parameters-defined')),
    'an undeclared path parameter is an error',
  )
})
