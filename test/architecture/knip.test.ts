/**
 * No dead weight (#30 item 7): knip, with the entries and the ignores of knip.ts (each with its reason), finds no
 * unused file, export, type, dependency or binary and no package imported without being declared. A configuration
 * hint fails too, so an ignore that no longer hides anything has to go. The check is first shown to catch each
 * kind of finding, and a stale ignore, in a project of its own.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import t from 'tap'
import { REPO_ROOT } from '../support/source_files'

/** The declared knip, wherever npm put it (its package exports hide bin/, so found from its main module). */
const KNIP = path.join(path.dirname(require.resolve('knip')), '../bin/knip.js')

interface KnipRun {
  /** 0: nothing found; 1: findings or configuration hints. */
  readonly code: number
  /** The JSON report's findings, one `file: type name` each, sorted. */
  readonly findings: string[]
  /** knip's own text report, and on stderr its configuration hints (the JSON report leaves them out). */
  readonly text: string
}

type Report = { issues: Array<{ file: string } & Record<string, unknown>> }

function findingsOf(report: Report): string[] {
  return report.issues
    .flatMap(({ file, ...byType }) =>
      Object.entries(byType).flatMap(([type, items]) =>
        Array.isArray(items) ? items.map((item: { name: string }) => `${file}: ${type} ${item.name}`) : [],
      ),
    )
    .sort()
}

function knip(dir: string): Promise<KnipRun> {
  const out = mkdtempSync(path.join(os.tmpdir(), 'knip-report-'))
  const reportFile = path.join(out, 'report.json')
  const args = ['--no-progress', '--treat-config-hints-as-errors', '--reporter', 'symbols', '--reporter', 'json']
  return new Promise<KnipRun>((resolve, reject) => {
    execFile(
      process.execPath,
      [KNIP, ...args, '--output-file', `json=${reportFile}`],
      { cwd: dir, maxBuffer: 16 << 20, timeout: 240_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
        // 2 and above: knip itself failed (a configuration it cannot load, a crash), so there is no report.
        if ((code !== 0 && code !== 1) || !existsSync(reportFile)) {
          reject(new Error(`knip did not run (exit ${code}): ${stderr || stdout}`))
          return
        }
        resolve({ code, findings: findingsOf(JSON.parse(readFileSync(reportFile, 'utf8')) as Report), text: `${stdout}${stderr}` })
      },
    )
  }).finally(() => rmSync(out, { recursive: true, force: true }))
}

t.test('knip catches each kind of dead weight, and a stale ignore, in a planted project', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'knip-planted-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text)
  write('package.json', JSON.stringify({ name: 'planted', private: true, dependencies: { 'left-pad': '1.3.0' } }))
  write('main.ts', `import { used } from './lib'\nimport 'undeclared-package'\nconsole.log(used)\n`)
  write('lib.ts', 'export const used = 1\nexport const unused = 2\nexport type Unused = string\n')
  write('orphan.ts', 'export const orphan = 1\n')
  write('knip.json', JSON.stringify({ entry: ['main.ts'], project: ['**/*.ts'] }))

  const found = await knip(dir)
  t.equal(found.code, 1)
  t.same(found.findings, [
    'lib.ts: exports unused',
    'lib.ts: types Unused',
    'main.ts: unlisted undeclared-package',
    'orphan.ts: files orphan.ts',
    'package.json: dependencies left-pad',
  ])

  // Each fixed, and one ignore that hides nothing: the JSON report is empty, the hint still fails the run.
  write('package.json', JSON.stringify({ name: 'planted', private: true }))
  write('main.ts', `import { used } from './lib'\nconsole.log(used)\n`)
  write('lib.ts', 'export const used = 1\n')
  rmSync(path.join(dir, 'orphan.ts'))
  write('knip.json', JSON.stringify({ entry: ['main.ts'], project: ['**/*.ts'], ignoreDependencies: ['left-pad'] }))
  const stale = await knip(dir)
  t.same(stale.findings, [])
  t.equal(stale.code, 1, 'a stale ignore fails')
  t.match(stale.text, /left-pad\s+knip\.json\s+Remove from ignoreDependencies/)

  write('knip.json', JSON.stringify({ entry: ['main.ts'], project: ['**/*.ts'] }))
  t.equal((await knip(dir)).code, 0, 'a clean project passes')
})

t.test('the repository: no unused file, export, type or dependency, nothing unlisted, no stale ignore', async (t) => {
  const run = await knip(REPO_ROOT)
  t.same(run.findings, [], 'knip.ts says which files are entries; `npx knip` lists the findings')
  t.equal(run.code, 0, run.text)
})
