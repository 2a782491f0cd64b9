/**
 * Generates the SDK's types (sdk/src/schema.d.ts) from the OpenAPI document a
 * started platform serves, with openapi-typescript, formatted by the repository's
 * prettier settings so the checked-in file passes `prettier --check`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import * as prettier from 'prettier'
import { REPO_ROOT } from '../support/source_files'

export const SCHEMA_FILE = path.join(REPO_ROOT, 'sdk/src/schema.d.ts')

const HEADER = `/**
 * Generated from the platform's /openapi.json by openapi-typescript: do not edit.
 * Regenerate: npx tsc -p tsconfig.json && WRITE_SDK_SCHEMA=1 npx tap dist/test/sdk/schema_fresh.test.js
 */
`

export async function generateSchemaTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { silent: true })
  const config = JSON.parse(readFileSync(path.join(REPO_ROOT, '.prettierrc.json'), 'utf8')) as prettier.Options
  return prettier.format(HEADER + astToString(ast), { ...config, parser: 'typescript' })
}
