/**
 * Dead links and dead paths in the documentation (README.md and docs/**\/*.md), outside fenced code blocks:
 *  - a relative Markdown link (`[text](path)`, `![alt](path)`, `<img src="path">`, `<a href="path">`) to a file that
 *    does not exist, or to a heading anchor (`#anchor`, `path.md#anchor`) that the target page does not have
 *    (anchors as GitHub makes them: lower case, punctuation dropped, spaces to hyphens, `-1`, `-2` for repeats);
 *  - a repository path in backticks (`actors/checkout/decide.ts`): a token that starts with a top-level folder of the
 *    repository and holds a `/`, that names nothing. A `*` is a glob that must match something; a token with a
 *    placeholder (`<network>`, `{id}`, `…`, `$VAR`) is a pattern, not a path, and is not checked.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const TOP_FOLDERS = ['actors', 'gateway', 'platform', 'chains', 'roles', 'proto', 'hub', 'workers', 'bench', 'test', 'sdk', 'docs']

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.data'])

/** README.md and every .md file under docs/, relative to `root`. */
export function documentationFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${dir}/${entry.name}`
      if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(relative)
      return entry.name.endsWith('.md') ? [relative] : []
    })
  return [...(existsSync(path.join(root, 'README.md')) ? ['README.md'] : []), ...(existsSync(path.join(root, 'docs')) ? walk('docs') : [])]
}

/** The page with its fenced code blocks (fences included) blanked, line for line. */
function proseText(markdown: string): string {
  let fence: string | undefined
  return markdown
    .split('\n')
    .map((text) => {
      const marker = /^\s*(```|~~~)/.exec(text)?.[1]
      if (marker !== undefined && (fence === undefined || fence === marker)) {
        fence = fence === undefined ? marker : undefined
        return ''
      }
      return fence === undefined ? text : ''
    })
    .join('\n')
}

const INLINE_CODE = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g

/** GitHub's anchor for a heading's text. */
export function headingAnchor(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/`/g, '')
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** Every anchor a page has: its headings' (repeats numbered) and explicit `id`/`name` attributes. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const counts = new Map<string, number>()
  for (const text of proseText(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1]
    if (heading !== undefined) {
      const base = headingAnchor(heading)
      const seen = counts.get(base) ?? 0
      counts.set(base, seen + 1)
      anchors.add(seen === 0 ? base : `${base}-${seen}`)
    }
    for (const m of text.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(m[1]!)
  }
  return anchors
}

function globMatches(root: string, pattern: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\/?/g, '\u0000')
      .replace(/\*/g, '[^/]*')
      .replace(/\u0000/g, '(?:.*/)?')}/?$`,
  )
  const top = pattern.split('/')[0]!
  const walk = (dir: string): boolean =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).some((entry) => {
      if (SKIPPED_DIRS.has(entry.name)) return false
      const relative = `${dir}/${entry.name}`
      if (regex.test(relative) || regex.test(`${relative}/`)) return true
      return entry.isDirectory() && walk(relative)
    })
  return existsSync(path.join(root, top)) && walk(top)
}

/** The backticked repository paths of a page that do not exist, with the offset of each. */
function deadPaths(root: string, prose: string): { index: number; token: string }[] {
  const dead: { index: number; token: string }[] = []
  for (const m of prose.matchAll(INLINE_CODE)) {
    const token = m[2]!
      .trim()
      .split(/\s+/)[0]!
      .replace(/:\d+(?:-\d+)?$/, '')
    const top = token.split('/')[0]!
    if (!token.includes('/') || !TOP_FOLDERS.includes(top)) continue
    if (/[<>{}…$]|\.\.\./.test(token)) continue
    const exists = token.includes('*') ? globMatches(root, token) : existsSync(path.join(root, token))
    if (!exists) dead.push({ index: m.index, token })
  }
  return dead
}

/** The link targets of a page (code spans blanked first, so `[a](b)` in backticks is no link), with the offset of each. */
function linkTargets(prose: string): { index: number; target: string }[] {
  const withoutCode = prose.replace(INLINE_CODE, (span) => span.replace(/[^\n]/g, ' '))
  return [
    ...[...withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => ({ index: m.index, target: m[1]! })),
    ...[...withoutCode.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => ({ index: m.index, target: m[1]! })),
  ]
}

/** Every dead link and dead path of the documentation under `root`, as `file:line: what`. */
export function checkDocumentation(root: string, files: readonly string[] = documentationFiles(root)): string[] {
  const problems: string[] = []
  const anchorCache = new Map<string, Set<string>>()
  const anchors = (file: string) => {
    let found = anchorCache.get(file)
    if (!found) anchorCache.set(file, (found = anchorsOf(readFileSync(path.join(root, file), 'utf8'))))
    return found
  }
  for (const file of files) {
    const markdown = readFileSync(path.join(root, file), 'utf8')
    // Fenced code blocks blanked line for line, so offsets still give line numbers.
    const prose = proseText(markdown)
    const lineOf = (index: number) => prose.slice(0, index).split('\n').length
    for (const { index, target } of linkTargets(prose)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue // another site, mailto:
      const at = `${file}:${lineOf(index)}`
      const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined]
      const resolved = pathPart === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(pathPart)))
      if (resolved.startsWith('..') || !existsSync(path.join(root, resolved))) {
        problems.push(`${at}: link to ${target}: no file ${resolved}`)
        continue
      }
      if (anchor === undefined || anchor === '') continue
      if (statSync(path.join(root, resolved)).isDirectory() || !resolved.endsWith('.md')) {
        problems.push(`${at}: link to ${target}: ${resolved} has no headings to point at`)
      } else if (!anchors(resolved).has(anchor)) {
        problems.push(`${at}: link to ${target}: ${resolved} has no heading #${anchor}`)
      }
    }
    for (const { index, token } of deadPaths(root, prose)) problems.push(`${file}:${lineOf(index)}: \`${token}\` does not exist`)
  }
  return problems
}
