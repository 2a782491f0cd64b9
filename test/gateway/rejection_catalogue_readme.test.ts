/**
 * The error-code page (docs/reference/errors.md) is the rejection catalogue
 * rendered: a code added, removed or re-statused without the page following
 * fails here. `WRITE_README=1` rewrites the table instead.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import t from 'tap'
import { rejectionCatalogue } from '../../gateway/core/rejection_catalogue'

const PAGE = path.resolve(__dirname, '../../../docs/reference/errors.md')
const START = '<!-- rejection-catalogue:start -->'
const END = '<!-- rejection-catalogue:end -->'

function table(): string {
  const rows = Object.entries(rejectionCatalogue)
    .sort(([a, x], [b, y]) => x.status - y.status || a.localeCompare(b))
    .map(([code, { status, meaning }]) => `| \`${code}\` | ${status} | ${meaning.replaceAll('|', '\\|')} |`)
  return ['| Code | Status | Meaning |', '| --- | --- | --- |', ...rows].join('\n')
}

t.test('docs/reference/errors.md: the error catalogue table is the rejection catalogue', async (t) => {
  const text = readFileSync(PAGE, 'utf8')
  const start = text.indexOf(START)
  const end = text.indexOf(END)
  t.ok(start >= 0 && end > start, 'the page has the catalogue markers')
  const current = text.slice(start + START.length, end).trim()
  const wanted = table()
  if (current !== wanted && process.env.WRITE_README === '1') {
    writeFileSync(PAGE, `${text.slice(0, start + START.length)}\n${wanted}\n${text.slice(end)}`)
    return t.pass('docs/reference/errors.md rewritten')
  }
  t.equal(current, wanted, 'regenerate with WRITE_README=1')
})
