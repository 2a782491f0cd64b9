/**
 * The human reference at /docs: Redoc, rendered by Redocly CLI's `build-docs --inlineBundle` from the same
 * document /openapi.json serves, so the page is one standalone HTML file (renderer and document inline, no
 * CDN needed: it works on a machine without internet). Rendering takes a second or two, so it runs once per
 * document in a child process (never on the event loop) and the page is kept. Telemetry and update checks
 * of the CLI are switched off. Without the CLI (an install without dev dependencies) the page says so and
 * points to /openapi.json rather than pretend. The page is kept gzipped too: the renderer is most of its weight
 * (about 2.3 MB of its 3 MB) and compresses to a quarter, so a browser downloads about 0.75 MB.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { constants, gzip } from 'node:zlib'

const run = promisify(execFile)
const compress = promisify(gzip)

/** The rendered page, as text and gzipped (for a client that accepts it). */
export interface DocsPage {
  readonly html: string
  readonly gzip: Buffer
}

const pages = new WeakMap<object, Promise<DocsPage>>()

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function redoclyCli(): string | undefined {
  try {
    return path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js')
  } catch {
    return undefined
  }
}

async function build(doc: { info: { title: string } }): Promise<string> {
  const cli = redoclyCli()
  if (!cli) return unavailable(doc.info.title, 'the reference renderer (@redocly/cli) is not installed')
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-page-'))
  try {
    await writeFile(path.join(dir, 'openapi.json'), JSON.stringify(doc))
    await run(
      process.execPath,
      [cli, 'build-docs', 'openapi.json', '--inlineBundle', '--title', `${doc.info.title} API`, '-o', 'docs.html'],
      {
        cwd: dir,
        env: { HOME: dir, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        timeout: 120_000,
        maxBuffer: 16 * 1024 * 1024,
      },
    )
    return await readFile(path.join(dir, 'docs.html'), 'utf8')
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

function unavailable(title: string, reason: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)} API</title></head>
<body><h1>${escape(title)} API</h1><p>The rendered reference is not available: ${escape(reason)}.</p>
<p>The OpenAPI 3.1 document: <a href="/openapi.json">/openapi.json</a>.</p></body></html>`
}

const pageOf = async (html: string): Promise<DocsPage> => ({ html, gzip: await compress(html, { level: constants.Z_BEST_COMPRESSION }) })

/** The page for `doc`, rendered on first use and kept; a failed render is retried on the next request. */
export function renderDocsPage(doc: { info: { title: string } }): Promise<DocsPage> {
  let page = pages.get(doc)
  if (!page) {
    page = build(doc)
      .catch((error: unknown) => {
        pages.delete(doc)
        return unavailable(doc.info.title, error instanceof Error ? error.message.split('\n')[0]! : String(error))
      })
      .then(pageOf)
    pages.set(doc, page)
  }
  return page
}
