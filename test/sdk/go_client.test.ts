/**
 * The Go client library (sdk/go) against a started platform, as a Go programmer uses it: it covers every operation
 * and named schema of the document (test/sdk/clients_fresh.test.ts holds its generated files fresh); `go vet` and the library's own tests pass;
 * each example program, built once, runs in its own process with the rig's environment: webhook deliveries of both
 * products verified (tampered and replayed ones refused), typed errors, checkout paid with a verified webhook, a
 * WaaS transfer sent once, and a signed remittance transfer retried with its idempotency key.
 */
import { execFile, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import t from 'tap'
import { readContract } from '../../sdk/codegen/contract'
import { startClientRig } from './client_rig'

const exec = promisify(execFile)
const ROOT = path.resolve(__dirname, '../../..')
const LIBRARY = path.join(ROOT, 'sdk/go')
const MODULE = 'github.com/payments-platform/platform-go'

// No module proxy: the library uses the standard library only. A shared cache keeps the second run fast.
const GO_ENV = {
  ...process.env,
  GOFLAGS: '-mod=mod',
  GOPROXY: 'off',
  GOCACHE: path.join(os.tmpdir(), 'platform-go-build-cache'),
  GOPATH: path.join(os.tmpdir(), 'platform-go-path'),
  CGO_ENABLED: '0',
}

async function go(args: string[], cwd: string): Promise<string> {
  const { stdout } = await exec('go', args, { cwd, env: GO_ENV, timeout: 600_000, maxBuffer: 16 * 1024 * 1024 })
  return stdout
}

async function runProgram(binary: string, env: Record<string, string>): Promise<Array<Record<string, any>>> {
  const { stdout } = await exec(binary, [], { env: { ...process.env, ...env }, timeout: 90_000 })
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, any>)
}

t.test('Go client library', async (t) => {
  if (spawnSync('go', ['version']).error) {
    t.fail('`go` is not on PATH: install Go 1.19+ (Debian: apt-get install golang-go) to test the Go client library')
    return
  }
  const contract = readContract(JSON.parse(readFileSync(path.join(ROOT, 'test/fixtures/openapi.json'), 'utf8')))
  const work = mkdtempSync(path.join(os.tmpdir(), 'sdk-go-'))
  t.teardown(() => rmSync(work, { recursive: true, force: true }))

  await t.test('every operation and named schema is covered, read by a program that imports the library', async (t) => {
    const program = path.join(work, 'coverage')
    const main = `package main

import (
	"encoding/json"
	"fmt"

	platform "${MODULE}"
)

func main() {
	out, _ := json.Marshal(map[string][]string{"operations": platform.OperationIDs, "schemas": platform.SchemaNames})
	fmt.Println(string(out))
}
`
    mkdirSync(program)
    writeFileSync(
      path.join(program, 'go.mod'),
      `module coverage\n\ngo 1.19\n\nrequire ${MODULE} v0.0.0\n\nreplace ${MODULE} => ${LIBRARY}\n`,
    )
    writeFileSync(path.join(program, 'main.go'), main)
    const covered = JSON.parse(await go(['run', '.'], program)) as { operations: string[]; schemas: string[] }
    t.same(
      contract.operations.map((op) => op.id).filter((id) => !covered.operations.includes(id)),
      [],
      'operations',
    )
    const document = JSON.parse(readFileSync(path.join(ROOT, 'test/fixtures/openapi.json'), 'utf8')) as { components: { schemas: object } }
    t.same([...covered.schemas].sort(), Object.keys(document.components.schemas).sort(), 'every named schema of the document, nothing else')
    t.equal(covered.operations.length, contract.operations.length, 'nothing beyond the document')
  })

  await t.test('go vet and the library’s own tests pass', async (t) => {
    await go(['vet', './...'], LIBRARY)
    t.match(await go(['test', './...'], LIBRARY), /^ok\s+github\.com\/payments-platform\/platform-go\b/m)
  })

  const bin = path.join(work, 'bin')
  await go(['build', '-o', `${bin}${path.sep}`, './examples/...'], LIBRARY)
  const rig = await startClientRig(t, 'sdk_go')
  const run = (name: string) => runProgram(path.join(bin, name), rig.env)

  // First: the captured deliveries are checked at the current time, within the 5 minute tolerance.
  await t.test('verify_deliveries: both products verified; a tampered body and a replay refused', async (t) => {
    const steps = await run('verify_deliveries')
    t.same(
      steps.map((s) => `${s.step} ${s.product}`),
      ['payments', 'caas'].flatMap((p) => [`verified ${p}`, `tampered refused ${p}`, `replay refused ${p}`]),
    )
    for (const [i, delivery] of rig.deliveries.entries()) {
      const [verified, tampered, replay] = steps.slice(i * 3, i * 3 + 3)
      t.match(verified, { product: delivery.product, id: delivery.headers['webhook-id'], event: JSON.parse(delivery.raw_body).event })
      t.match(tampered, { error: /webhook-signature does not match/ })
      t.match(replay, { error: /outside the tolerance/ })
    }
    t.equal(steps[0]!.event, 'webhook.test')
  })

  await t.test('errors: an error answer through errors.As; a live key and a CaaS call refused before any request', async (t) => {
    const steps = await run('errors')
    t.match(steps[0], { step: 'api error', status: 400, code: /^[A-Z_]+$/, request_id: /.+/ })
    t.match(steps[1], { step: 'environment refused', message: /expected a test key, got a live one/ })
    t.match(steps[2], { step: 'credential refused', message: /caas\.users\.balance needs a CaaS API key.*holds a payments key/ })
  })

  await t.test('checkout_paid: session created, paid in sandbox, payment.confirmed verified, session paid', async (t) => {
    const steps = await run('checkout_paid')
    const by = (name: string) => steps.find((s) => s.step === name)
    const created = by('checkout created')!
    t.match(created, { status: 'pending', session_id: String })
    t.match(by('webhook verified'), { event: 'payment.confirmed', session_id: created.session_id, status: 'paid', id: String })
    t.match(by('session'), { session_id: created.session_id, status: 'paid' })
    t.equal((await rig.merchant.api('GET', `/api/v1/checkout/verify/${created.session_id}`)).body.status, 'paid', 'the platform agrees')
  })

  await t.test('waas_wallet: wallet, derived address, deposit confirmed, transfer sent once', async (t) => {
    const steps = await run('waas_wallet')
    t.same(
      steps.map((s) => s.step),
      ['wallet', 'derived', 'deposit confirmed', 'transfer'],
    )
    t.match(steps[1], { monitored: true, address: /^0x[0-9a-fA-F]{40}$/ })
    t.match(steps[3], { status: 'submitted', amount: '0.1', retry_same_tx: true, tx_hash: String })
  })

  await t.test('remittance_transfer: signed, retried with its key to the same transfer, completed', async (t) => {
    const steps = await run('remittance_transfer')
    t.same(
      steps.map((s) => s.step),
      ['quote', 'transfer', 'retried', 'completed'],
    )
    t.match(steps[0], { dest_amount: /^\d+\.\d{2}$/, total_cost: /^\d+\.\d{2}$/ })
    t.match(steps[1], { id: String, status: /^(pending|processing)$/ })
    t.match(steps[2], { same_id: true })
    t.match(steps[3], { id: steps[1]!.id, status: 'completed' })
    const listed = await rig.merchant.api('GET', '/api/v1/remittance/transfers')
    t.equal(listed.body.total, 1, 'one transfer, however often it was sent')
  })
})
