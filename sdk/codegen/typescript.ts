/**
 * The TypeScript SDK's types (sdk/src/schema.d.ts) from the document, with openapi-typescript, formatted by the
 * repository's prettier settings so the checked-in file passes `prettier --check`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import * as prettier from 'prettier'

const HEADER = `/**
 * Generated from the platform's /openapi.json by openapi-typescript: do not edit. Regenerate: npm run clients
 */
`

export async function typescriptFiles(document: unknown, root: string): Promise<Record<string, string>> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { silent: true })
  const config = JSON.parse(readFileSync(path.join(root, '.prettierrc.json'), 'utf8')) as prettier.Options
  return { 'sdk/src/schema.d.ts': await prettier.format(HEADER + astToString(ast), { ...config, parser: 'typescript' }) }
}
