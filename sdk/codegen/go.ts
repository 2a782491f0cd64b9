/**
 * The Go client library's generated files (sdk/go/models_gen.go, sdk/go/operations_gen.go) from the contract.
 * The runtime beside them (client, retries, webhooks, signing) is hand-written. Output is gofmt-formatted, so a
 * regenerated tree compares byte for byte with the committed one.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { Contract } from './contract'
import { goName, methodName, paramsName, serviceName } from './go_names'
import { modelsSource } from './go_models'
import { operationsSource } from './go_operations'

const HEADER = `// Code generated from the platform's OpenAPI document by sdk/codegen; DO NOT EDIT.
// Regenerate with: npm run clients
`

/** Package-level names of the hand-written runtime, which no generated name may take. */
const RUNTIME = [
  'APIError',
  'CallOption',
  'Client',
  'Environment',
  'KeyInfo',
  'Options',
  'Pager',
  'Product',
  'SignInput',
  'TransferSigner',
  'VerifiedWebhook',
  'VerifyOptions',
]

/** Two models, services or parameter structs spelled alike in Go would not compile; say which. */
function checkNames(contract: Contract): void {
  const owners = new Map<string, string>(RUNTIME.map((n) => [n, 'the runtime']))
  const claim = (name: string, owner: string) => {
    const other = owners.get(name)
    if (other !== undefined && other !== owner) throw new Error(`Go name ${name} is both ${other}'s and ${owner}'s`)
    owners.set(name, owner)
  }
  for (const model of contract.models) claim(goName(model.name), `model ${model.name}`)
  for (const op of contract.operations) {
    claim(serviceName(op.group), `group ${op.group}`)
    if (op.queryParams.length > 0) claim(paramsName(op), `operation ${op.id}`)
    claim(`${serviceName(op.group)}.${methodName(op)}`, `operation ${op.id}`)
    if (op.pagination) claim(`${serviceName(op.group)}.${methodName(op)}All`, `operation ${op.id}'s pager`)
  }
}

function gofmtPath(): string {
  const found = spawnSync('gofmt', ['-l'], { input: '', encoding: 'utf8' })
  if (!found.error) return 'gofmt'
  if (existsSync('/usr/lib/go/bin/gofmt')) return '/usr/lib/go/bin/gofmt'
  throw new Error('gofmt not found: install Go (golang-go) to generate the Go client library')
}

function gofmt(binary: string, file: string, source: string): string {
  const run = spawnSync(binary, [], { input: source, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.error) throw run.error
  if (run.status !== 0) throw new Error(`gofmt refused the generated ${file}:\n${run.stderr}`)
  return run.stdout
}

export function goFiles(contract: Contract): Record<string, string> {
  checkNames(contract)
  const binary = gofmtPath()
  const files: Record<string, string> = {
    'sdk/go/models_gen.go': modelsSource(contract),
    'sdk/go/operations_gen.go': operationsSource(contract),
  }
  return Object.fromEntries(Object.entries(files).map(([file, source]) => [file, gofmt(binary, file, `${HEADER}\n${source}`)]))
}
