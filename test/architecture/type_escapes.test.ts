/**
 * A ratchet on the places product code steps outside the type checker (type_escapes.ts: `as` assertions other than
 * `as const`, and the `any` keyword; tests, benches, generated code and the client library are not counted). The
 * ceilings are what the code holds today: a change may lower them (then lower the numbers here), never raise them.
 * Issue #30 item 2 measures the same code with `npm run type-coverage` (type-coverage --strict over tsconfig.product.json,
 * generated code left out) as well.
 */
import { join } from 'node:path'
import t from 'tap'
import { countEscapes, countSource } from './type_escapes'

const CEILING = { casts: 35, anys: 3 }

t.test('the counter sees a cast and an any, and not `as const`', async (t) => {
  t.same(countSource('x.ts', 'const a = b as string; const c = [1] as const; let d: any; const e = <number>f'), {
    file: 'x.ts',
    casts: 2,
    anys: 1,
  })
})

t.test('type escapes in product code stay at or under their ceiling', async (t) => {
  const counts = countEscapes(join(__dirname, '..', '..', '..'))
  t.ok(counts.length > 300, 'the walk sees the product sources')
  const casts = counts.reduce((n, c) => n + c.casts, 0)
  const anys = counts.reduce((n, c) => n + c.anys, 0)
  const worst = counts
    .filter((c) => c.casts + c.anys > 0)
    .sort((a, b) => b.casts + b.anys - (a.casts + a.anys))
    .slice(0, 5)
    .map((c) => `${c.file}: ${c.casts} as, ${c.anys} any`)
    .join('; ')
  t.ok(casts <= CEILING.casts, `${casts} 'as' assertions, at most ${CEILING.casts} (most: ${worst})`)
  t.ok(anys <= CEILING.anys, `${anys} 'any', at most ${CEILING.anys} (most: ${worst})`)
})
