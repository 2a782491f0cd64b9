/**
 * `npm run clients`: regenerates every official client library's generated files from the reviewed OpenAPI
 * document (test/fixtures/openapi.json, which test/gateway/openapi_snapshot.test.ts keeps equal to the served
 * /openapi.json): the TypeScript SDK's types, the Python models and operations, the Go models and operations.
 * test/sdk/clients_fresh.test.ts fails while any of them differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { readContract } from './contract'
import { goFiles } from './go'
import { pythonFiles } from './python'
import { typescriptFiles } from './typescript'

/** The repository root, from dist/sdk/codegen or sdk/codegen. */
const ROOT = path.resolve(__dirname, __dirname.includes(`${path.sep}dist${path.sep}`) ? '../../..' : '../..')
export const DOCUMENT = 'test/fixtures/openapi.json'

/** Repository-relative path → content of every generated file of every library. */
export async function generatedFiles(root = ROOT): Promise<Record<string, string>> {
  const document = JSON.parse(readFileSync(path.join(root, DOCUMENT), 'utf8')) as unknown
  const contract = readContract(document)
  return { ...(await typescriptFiles(document, root)), ...pythonFiles(contract), ...goFiles(contract) }
}

async function main(): Promise<void> {
  const files = await generatedFiles()
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(ROOT, file), content)
  process.stdout.write(`wrote ${Object.keys(files).join(', ')} from ${DOCUMENT}\n`)
}

if (require.main === module)
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
    process.exit(1)
  })
