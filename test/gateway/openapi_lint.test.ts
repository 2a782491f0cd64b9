/**
 * The served /openapi.json of a platform with every module, linted by two
 * third-party tools: Redocly's recommended rules with the repository's
 * redocly.yaml, and Spectral with the OWASP API Security Top 10 (2023)
 * ruleset and the repository's .spectral.mjs (each rule either config turns
 * down is justified there). Any error fails; so does any warning.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
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

export interface SpectralProblem {
  code: string
  /** 0 error, 1 warning, 2 information, 3 hint. */
  severity: number
  message: string
  path: string[]
}

/**
 * Runs `spectral lint` with the repository's ruleset. The file must sit below
 * the ruleset's folder: its per-operation exclusions are matched by path
 * relative to it.
 */
export async function spectralLint(file: string): Promise<SpectralProblem[]> {
  const bin = join(ROOT, 'node_modules', '.bin', 'spectral')
  const args = ['lint', file, '--ruleset', join(ROOT, '.spectral.mjs'), '--format', 'json', '--quiet']
  const out = await promisify(execFile)(bin, args, { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }).catch(
    (e: { stdout?: string; stderr?: string }) => {
      if (!e.stdout) throw new Error(`spectral did not run: ${e.stderr}`)
      return { stdout: e.stdout }
    },
  )
  return out.stdout.trim() === '' ? [] : JSON.parse(out.stdout)
}

/** A fresh folder for a document under the repository's build output (dist/ is not committed). */
function lintFolder(): string {
  mkdirSync(join(ROOT, 'dist', 'contract-lint'), { recursive: true })
  return mkdtempSync(join(ROOT, 'dist', 'contract-lint', 'openapi-'))
}

t.test('the live /openapi.json passes redocly lint (recommended rules) with no error and no unjustified warning', async (t) => {
  const db = await createTestDb('oalint')
  // As production serves it: behind its https address.
  const platform = await startTestPlatform(db, [...BUILT_IN_MODULES], { env: { PUBLIC_BASE_URL: 'https://pay.example.test' } })
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const doc = await (await fetch(`${platform.baseUrl}/openapi.json`)).text()
  const file = join(lintFolder(), 'openapi.json')
  writeFileSync(file, doc)
  const [report, owasp] = await Promise.all([redoclyLint(file), spectralLint(file)])
  const shown = (severity: string) =>
    report.problems.filter((p) => p.severity === severity).map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)
  t.same(shown('error'), [], 'no errors')
  // Every warning the config accepts is turned off or down there with its reason; none is left to scroll past.
  t.same(shown('warn'), [], 'no warnings')
  const spectral = (severity: number) =>
    owasp.filter((p) => p.severity === severity).map((p) => `${p.code}: ${p.message} at ${p.path.join('.')}`)
  t.same(spectral(0), [], 'Spectral OWASP: no errors')
  t.same(spectral(1), [], 'Spectral OWASP: no warnings')
})

t.test(
  'the OWASP lint fails what it should: an unbounded request string, an unlisted public operation, no rate-limit headers',
  async (t) => {
    const file = join(lintFolder(), 'openapi.json')
    writeFileSync(
      file,
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 't', version: '1', description: 'd', license: { name: 'x', identifier: 'MIT' } },
        servers: [{ url: 'https://x.test', description: 'production', 'x-internal': false }],
        paths: {
          '/api/v1/notes': {
            post: {
              operationId: 'notes.create',
              security: [],
              requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { text: { type: 'string' } } } } } },
              responses: { '201': { description: 'ok' } },
            },
          },
        },
      }),
    )
    const codes = new Set((await spectralLint(file)).filter((p) => p.severity === 0).map((p) => p.code))
    for (const code of ['request-string-limit', 'owasp:api2:2023-write-restricted', 'owasp:api4:2023-rate-limit'])
      t.ok(codes.has(code), code)
  },
)

t.test('a broken document fails the same lint (the check can fail)', async (t) => {
  const file = join(lintFolder(), 'broken.json')
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
