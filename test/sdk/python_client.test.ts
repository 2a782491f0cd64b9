/**
 * The official Python library (sdk/python), standard library only, against a started platform: its example
 * programs run as a merchant would run them (checkout to a verified paid webhook, a WaaS wallet to a transfer
 * retried with the same idempotency key, a signed remittance transfer to completed), it verifies a real
 * delivery of each product and refuses tampered and replayed ones, its errors carry status, code and request id,
 * its transfer signature is the TypeScript SDK's byte for byte, and it covers every operation id and named
 * schema of the document. Its own unit tests (sdk/python/tests) run here too.
 *
 * Installed how: `pip install -e sdk/python` needs the `wheel` package for an editable build (PEP 660), which
 * this machine's Python lacks and PyPI cannot supply here; so the package's metadata is built from pyproject.toml
 * with setuptools' egg_info (proving the packaging) and the programs run from the source tree (PYTHONPATH=sdk/python).
 */
import t from 'tap'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { signTransferRequest } from '../../sdk/src/transfer_signature'
import { REPO_ROOT } from '../support/source_files'
import { startClientRig } from './client_rig'

const run = promisify(execFile)
const ROOT = path.join(REPO_ROOT, 'sdk/python')
const pythonEnv = (env: Readonly<Record<string, string>> = {}) => ({
  ...process.env,
  ...env,
  PYTHONPATH: ROOT,
  PYTHONDONTWRITEBYTECODE: '1',
})

async function python(args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<string> {
  const { stdout } = await run('python3', [...args], { cwd: ROOT, env: pythonEnv(env), timeout: 120_000, maxBuffer: 16 << 20 })
  return stdout
}

async function example(name: string, env: Readonly<Record<string, string>>): Promise<Array<Record<string, any>>> {
  const stdout = await python([path.join(ROOT, 'examples', `${name}.py`)], env)
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, any>)
}

t.test('the package: pyproject metadata builds, standard library only, unit tests pass', async (t) => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'py-meta-'))
  await python(['-c', 'from setuptools import setup; setup()', '-q', 'egg_info', '--egg-base', out])
  const metadata = readFileSync(path.join(out, 'payments_platform.egg-info', 'PKG-INFO'), 'utf8')
  t.match(metadata, /^Name: payments-platform$/m)
  t.match(metadata, /^Requires-Python: >=3\.11$/m)
  t.notMatch(metadata, /^Requires-Dist:/m, 'no run-time dependency')
  const imports = JSON.parse(
    await python([
      '-c',
      `import ast, json, pathlib, sys
outside = set()
for file in pathlib.Path('payments_platform').glob('*.py'):
    for node in ast.walk(ast.parse(file.read_text())):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 else []
        outside.update(n.split('.')[0] for n in names if n and n.split('.')[0] not in sys.stdlib_module_names and n != '__future__')
print(json.dumps(sorted(outside)))`,
    ]),
  ) as string[]
  t.same(imports, [], 'imports only the standard library')
  const unit = await run('python3', ['-m', 'unittest', 'discover', '-s', 'tests', '-t', '.'], {
    cwd: ROOT,
    env: pythonEnv(),
    timeout: 120_000,
  })
  t.match(unit.stderr, /\nOK\s*$/, 'sdk/python/tests pass')
  t.ok(readdirSync(path.join(ROOT, 'tests')).length >= 3)
})

t.test('covers every operation id and named schema of the document', async (t) => {
  const document = JSON.parse(readFileSync(path.join(REPO_ROOT, 'test/fixtures/openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>
    components: { schemas: Record<string, unknown> }
  }
  const ids = Object.values(document.paths)
    .flatMap((item) => Object.values(item).map((op) => op.operationId))
    .filter((id): id is string => typeof id === 'string')
  const covered = JSON.parse(
    await python([
      '-c',
      'import json; from payments_platform import models, operations as o; print(json.dumps([list(o.OPERATION_IDS), list(models.SCHEMA_NAMES)]))',
    ]),
  ) as [string[], string[]]
  t.same([...covered[0]].sort(), [...ids].sort(), 'every operation id, each a method')
  t.same([...covered[1]].sort(), Object.keys(document.components.schemas).sort(), 'every named schema, each a model')
  const methods = JSON.parse(
    await python([
      '-c',
      `import json
from payments_platform import Client, operations as o
c = Client("http://127.0.0.1:9")
print(json.dumps([i for i, (g, m) in o.OPERATIONS.items() if not callable(getattr(getattr(c, g, None), m, None))]))`,
    ]),
  ) as string[]
  t.same(methods, [], 'each operation is a method of the client')
})

t.test('the transfer signature is the TypeScript SDK’s, byte for byte', async (t) => {
  const body = '{"business_id":"b","source_amount":"15000.00"}'
  const input = {
    keyId: 'tsk_test_0123',
    secrets: ['tss_old', 'tss_new'],
    method: 'post',
    path: '/api/v1/remittance/transfer?x=1',
    body,
    nowMs: 1_795_000_000_000,
    nonce: 'abcdefghijklmnopqrstuv',
  }
  const fromPython = await python([
    '-c',
    `import sys; from payments_platform import sign_transfer_request as s
print(s(key_id="tsk_test_0123", secrets=["tss_old", "tss_new"], method="post", path="/api/v1/remittance/transfer?x=1", body=sys.argv[1].encode(), now=1795000000, nonce="abcdefghijklmnopqrstuv"))`,
    body,
  ])
  t.equal(fromPython.trim(), signTransferRequest(input))
})

t.test('against a started platform', async (t) => {
  const rig = await startClientRig(t, 'sdk_python')

  await t.test('checkout_paid: created, paid in the sandbox, payment.confirmed verified, the session paid', async (t) => {
    const steps = await example('checkout_paid', rig.env)
    const by = (name: string) => steps.find((s) => s.step === name)
    const created = by('checkout created')!
    t.match(created, { status: 'pending', session_id: String, payment_url: String })
    t.match(by('webhook verified'), { event: 'payment.confirmed', session_id: created.session_id, status: 'paid', id: String })
    t.match(by('session'), { session_id: created.session_id, status: 'paid' })
    t.equal((await rig.merchant.api('GET', `/api/v1/checkout/verify/${created.session_id}`)).body.status, 'paid', 'the platform agrees')
  })

  await t.test('waas_wallet: wallet, derived address, deposit confirmed, one transfer for two sends with one key', async (t) => {
    const steps = await example('waas_wallet', rig.env)
    t.same(
      steps.map((s) => s.step),
      ['wallet', 'derived', 'deposit confirmed', 'transfer'],
    )
    t.match(steps[0], { words: 12 }, 'the default 12 words')
    t.match(steps[1], { monitored: true, address: /^0x[0-9a-fA-F]{40}$/ })
    t.match(steps[3], { status: 'submitted', amount: '0.1', retry_same_tx: true, tx_hash: /^0x/ })
  })

  await t.test('remittance_transfer: quoted, signed, the retry answers the same transfer, completed', async (t) => {
    const steps = await example('remittance_transfer', rig.env)
    t.same(
      steps.map((s) => s.step),
      ['quote', 'transfer', 'retried', 'completed'],
    )
    t.match(steps[1], { status: 'pending', id: String })
    t.match(steps[2], { same_id: true })
    t.match(steps[3], { id: steps[1]!.id, status: 'completed' })
    const listed = await rig.merchant.api('GET', '/api/v1/remittance/transfers')
    t.equal(listed.body.transfers.filter((x: { id: string }) => x.id === steps[1]!.id).length, 1, 'one transfer on the platform')
  })

  await t.test('verify_deliveries: a real delivery of each product verified; altered and replayed ones refused', async (t) => {
    const steps = await example('verify_deliveries', rig.env)
    for (const product of ['payments', 'caas']) {
      const expected = rig.deliveries.find((d) => d.product === product)!
      const event = (JSON.parse(expected.raw_body) as { event: string }).event
      t.match(
        steps.find((s) => s.step === 'verified' && s.product === product),
        { event, id: expected.headers['webhook-id'] },
        product,
      )
      t.match(
        steps.find((s) => s.step === 'tampered refused' && s.product === product),
        { error: /does not match/ },
        `${product} tampered`,
      )
      t.match(
        steps.find((s) => s.step === 'replay refused' && s.product === product),
        { error: /outside the tolerance/ },
        `${product} replay`,
      )
    }
    t.notOk(
      steps.some((s) => /accepted/.test(String(s.step))),
      'nothing forged accepted',
    )
  })

  await t.test('errors_and_keys: status, code and request id; the wrong environment and product refused before sending', async (t) => {
    const steps = await example('errors_and_keys', rig.env)
    t.match(
      steps.find((s) => s.step === 'api error'),
      { status: 400, code: 'VALIDATION_FAILED', request_id: /\S/ },
    )
    t.match(
      steps.find((s) => s.step === 'environment refused'),
      { message: 'expected a test key, got a live one' },
    )
    t.match(
      steps.find((s) => s.step === 'product refused'),
      { message: /caas\.users\.balance needs a CaaS API key/ },
    )
  })
})
