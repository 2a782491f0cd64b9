/**
 * A human docs page for /openapi.json, rendered on the server (no CDN: the
 * page must work on a machine without internet), one section per tag.
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

type Op = {
  summary?: string
  description?: string
  tags?: string[]
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>
  requestBody?: { content: Record<string, { schema: unknown }> }
}

export function renderDocsPage(doc: { info: { title: string; version: string }; paths: Record<string, Record<string, Op>> }): string {
  const byTag = new Map<string, string[]>()
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${escape(p.name)}</code> (${p.in}${p.required ? ', required' : ''}) <code>${escape(JSON.stringify(p.schema))}</code></li>`,
        )
        .join('')
      const body = op.requestBody
        ? `<details><summary>Request body</summary><pre>${escape(JSON.stringify(op.requestBody.content['application/json']?.schema, null, 2))}</pre></details>`
        : ''
      const html = `<article><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3><p>${escape(op.summary ?? '')}</p><p class="auth">${escape(op.description ?? '')}</p>${params ? `<ul>${params}</ul>` : ''}${body}</article>`
      const tag = op.tags?.[0] ?? 'other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), html])
    }
  }
  const sections = [...byTag]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, ops]) => `<section><h2 id="${escape(tag)}">${escape(tag)}</h2>${ops.join('')}</section>`)
    .join('')
  const nav = [...byTag.keys()]
    .sort()
    .map((t) => `<a href="#${escape(t)}">${escape(t)}</a>`)
    .join(' · ')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} API</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1b1f24}
article{border:1px solid #d0d7de;border-radius:8px;padding:.5rem 1rem;margin:.75rem 0}h3{margin:.3rem 0;font-size:1rem}
.m{display:inline-block;min-width:4.5em;font-weight:700}.get{color:#0969da}.post{color:#1a7f37}.put,.patch{color:#9a6700}.delete{color:#cf222e}
.auth{color:#57606a;font-size:.9em}pre{background:#f6f8fa;padding:.5rem;overflow:auto}</style></head>
<body><h1>${escape(doc.info.title)} <small>v${escape(doc.info.version)}</small></h1><p>Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1). Errors are <code>{"error","code"}</code>.</p><nav>${nav}</nav>${sections}</body></html>`
}
