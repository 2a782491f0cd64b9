import t from 'tap'
import { isExactNumber, scanJson } from './json_scan'

const nest = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`

t.test('scanJson: depth counts objects and arrays, never brackets inside strings', async (t) => {
  t.same(scanJson(nest(32), 32), { ok: true, suspectEscapes: false })
  t.match(scanJson(nest(33), 32), { ok: false, code: 'JSON_TOO_DEEP' })
  t.match(scanJson(`{"a":[${'['.repeat(40)}${']'.repeat(40)}]}`, 32), { ok: false, code: 'JSON_TOO_DEEP' }, 'arrays count')
  t.same(
    scanJson(JSON.stringify({ a: '[[[[{{{{'.repeat(20), b: 'say \\"[[[[\\"' }), 32),
    { ok: true, suspectEscapes: false },
    'brackets and escaped quotes inside strings',
  )
})

t.test('scanJson: only escapes that decode to NUL or a surrogate are suspect', async (t) => {
  t.same(scanJson('{"a":"x\\u0000"}', 32), { ok: true, suspectEscapes: true })
  t.same(scanJson('{"a":"\\ud800"}', 32), { ok: true, suspectEscapes: true })
  t.same(scanJson('{"\\uDFFF":1}', 32), { ok: true, suspectEscapes: true }, 'in a key')
  t.same(
    scanJson('{"a":"\\\\u0000","b":"\\u00e9\\n"}', 32),
    { ok: true, suspectEscapes: false },
    'an escaped backslash, an accent, a newline',
  )
})

t.test('scanJson: a number literal no double holds exactly is refused', async (t) => {
  t.match(scanJson('{"amount":1.000000000000000000000000000001}', 32), {
    ok: false,
    code: 'INEXACT_NUMBER',
    message: /1\.0+1 cannot be represented exactly/,
  })
  t.match(scanJson('[1e400]', 32), { ok: false, code: 'INEXACT_NUMBER' })
  t.same(scanJson('{"amount":24.50,"n":[-0,1e3]}', 32), { ok: true, suspectEscapes: false })
})

t.test('isExactNumber: the literal and the double it parses to print the same decimal', async (t) => {
  for (const exact of [
    '0',
    '-0',
    '24.50',
    '0.1',
    '1e3',
    '1E+3',
    '1.5e-7',
    '9007199254740992',
    '123456789012345',
    '1e308',
    '5e-324',
    '0.000',
  ])
    t.ok(isExactNumber(exact), exact)
  for (const inexact of [
    '1.000000000000000000000000000001',
    '123456789012345678',
    '9007199254740993',
    '1e400',
    '-1e400',
    '1e-400',
    '0.1000000000000000000001',
  ])
    t.notOk(isExactNumber(inexact), inexact)
})
