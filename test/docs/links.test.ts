/**
 * No dead link and no dead path in the documentation (README.md, docs/**\/*.md): a relative link leads to a file
 * that exists and, with an anchor, to a heading that page has; a repository path in backticks names something that
 * exists (test/support/doc_links.ts says exactly what is checked). The checker is first shown to catch a planted
 * dead link, a planted dead anchor and a planted dead path in a tree of its own.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import t from 'tap'
import { anchorsOf, checkDocumentation, documentationFiles, headingAnchor } from '../support/doc_links'
import { REPO_ROOT } from '../support/source_files'

t.test('headings get the anchors GitHub gives them', async (t) => {
  t.equal(headingAnchor('Cross-chain swaps (bridge)'), 'cross-chain-swaps-bridge')
  t.equal(headingAnchor('Sends: exactly once'), 'sends-exactly-once')
  t.equal(headingAnchor('Mutation testing: `npm run mutate`'), 'mutation-testing-npm-run-mutate')
  t.equal(headingAnchor('`POST /api/v1/checkout/create`'), 'post-apiv1checkoutcreate')
  t.equal(headingAnchor('The [SDK](sdk.md) and `sdk_pack`'), 'the-sdk-and-sdk_pack')
  t.same([...anchorsOf('# A\n## Routes\n```\n# not a heading\n```\n### Routes\n')], ['a', 'routes', 'routes-1'])
})

t.test('the checker catches a planted dead link, dead anchor and dead path, and passes what exists', async (t) => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'doc-links-'))
  t.teardown(() => rmSync(root, { recursive: true, force: true }))
  mkdirSync(path.join(root, 'docs/design'), { recursive: true })
  mkdirSync(path.join(root, 'actors/checkout'), { recursive: true })
  writeFileSync(path.join(root, 'actors/checkout/decide.ts'), '')
  writeFileSync(
    path.join(root, 'README.md'),
    [
      '# Demo',
      'Fine: [guide](docs/guide.md), [section](docs/guide.md#flows), [here](#demo), `actors/checkout/decide.ts`,',
      '`actors/checkout/`, `actors/*/decide.ts`, `actors/<product>/decide.ts`, `npm run build`, [site](https://example.org).',
      'Planted: [gone](docs/gone.md) and [no such heading](docs/guide.md#nowhere).',
      '```sh',
      'cat actors/in/a/fence.ts   # [fenced](nowhere.md) is not prose',
      '```',
      'And a path that moved: `gateway/core/app.ts`; a glob matching nothing: `actors/*/nothing.ts`; `[code](span.md)`.',
    ].join('\n'),
  )
  writeFileSync(
    path.join(root, 'docs/guide.md'),
    '# Guide\n\n## Flows\n\nBack to the [README](../README.md#demo), up to [design](design/x.md).\n',
  )
  t.same(documentationFiles(root), ['README.md', 'docs/guide.md'])
  t.same(checkDocumentation(root), [
    'README.md:4: link to docs/gone.md: no file docs/gone.md',
    'README.md:4: link to docs/guide.md#nowhere: docs/guide.md has no heading #nowhere',
    'README.md:8: `gateway/core/app.ts` does not exist',
    'README.md:8: `actors/*/nothing.ts` does not exist',
    'docs/guide.md:5: link to design/x.md: no file docs/design/x.md',
  ])
})

t.test('the README and docs/ have no dead link and no dead path', async (t) => {
  const files = documentationFiles(REPO_ROOT)
  t.ok(files.includes('README.md') && files.includes('docs/checkout.md'), `${files.length} pages checked`)
  t.same(checkDocumentation(REPO_ROOT, files), [])
})
