import t from 'tap'
import { replay } from '../../runtime/replay'
import type { ApiKeyCommand } from './commands'
import { apiKeyKind, decideApiKey } from './decide'

const T0 = Date.UTC(2026, 10, 24)
const party = { kind: 'user', id: 'u1', requestId: 'r1', clientAddress: '203.0.113.1' } as const
const create = (environment: 'test' | 'live' | 'legacy' = 'test', legacySandbox = false): ApiKeyCommand => ({
  type: 'create',
  businessId: 'b1',
  name: 'server',
  product: 'payments',
  environment,
  permissions: ['checkout:create'],
  legacySandbox,
  createdBy: 'u1',
  hash: 'h1',
  hint: 'abcd',
  by: party,
})
const by = (type: 'get' | 'revoke' | 'toggle_sandbox', businessId = 'b1'): ApiKeyCommand =>
  type === 'revoke' ? { type, businessId, by: party } : { type, businessId }
const rotate: ApiKeyCommand = { type: 'rotate', businessId: 'b1', hash: 'h2', hint: 'efgh', by: party }
const run = (...commands: ApiKeyCommand[]) =>
  replay(
    decideApiKey,
    apiKeyKind.initial('k1'),
    commands.map((c) => [c, T0] as const),
  )

const table: Array<[string, ApiKeyCommand[], string[]]> = [
  ['create: a new id -> accepted; the same id again -> KEY_EXISTS', [create(), create()], ['accepted', 'KEY_EXISTS']],
  ['get: before creation -> KEY_NOT_FOUND', [by('get')], ['KEY_NOT_FOUND']],
  [
    'get: another business’s key -> KEY_NOT_FOUND, as a missing one',
    [create(), by('get', 'b2'), by('revoke', 'b2')],
    ['accepted', 'KEY_NOT_FOUND', 'KEY_NOT_FOUND'],
  ],
  ['rotate: an active key -> accepted', [create(), rotate], ['accepted', 'accepted']],
  [
    'revoke: then rotate or revoke -> KEY_REVOKED; get stays readable',
    [create(), by('revoke'), rotate, by('revoke'), by('get')],
    ['accepted', 'accepted', 'KEY_REVOKED', 'KEY_REVOKED', 'unchanged'],
  ],
  ['toggle_sandbox: a prefixed key -> NOT_LEGACY_KEY', [create('live'), by('toggle_sandbox')], ['accepted', 'NOT_LEGACY_KEY']],
  [
    'toggle_sandbox: a legacy key -> accepted each time',
    [create('legacy'), by('toggle_sandbox'), by('toggle_sandbox')],
    ['accepted', 'accepted', 'accepted'],
  ],
]
for (const [name, commands, outcomes] of table) t.test(name, async (t) => t.same(run(...commands).outcomes, outcomes))

t.test('rotate: a new hash and hint under the same id; the old hash is gone', async (t) => {
  t.match(run(create(), rotate).state, { id: 'k1', hash: 'h2', hint: 'efgh', rotatedAtMs: T0, status: 'active' })
})

t.test('create: a legacy key starts in the environment asked for; a prefixed key ignores the flag', async (t) => {
  t.match(run(create('legacy', true)).state, { environment: 'legacy', legacySandbox: true })
  t.match(run(create('legacy', false)).state, { environment: 'legacy', legacySandbox: false })
  t.match(run(create('live', true)).state, { environment: 'live', legacySandbox: false })
})

t.test('toggle_sandbox: flips legacySandbox and back', async (t) => {
  t.match(run(create('legacy'), by('toggle_sandbox')).state, { legacySandbox: true })
  t.match(run(create('legacy'), by('toggle_sandbox'), by('toggle_sandbox')).state, { legacySandbox: false })
})

// Whole decisions: the stored key, the events, the messages a caller sees.
const decide = (state: ReturnType<typeof run>['state'], command: ApiKeyCommand, nowMs = T0 + 7) => decideApiKey(state, command, nowMs)

t.test('create: the key as given (permissions copied), created now, never rotated or revoked; apikey.created', async (t) => {
  const command = create('live')
  const d = decide(apiKeyKind.initial('k1'), command)
  if (d.kind !== 'accepted') return t.fail('refused')
  t.same(d.state, {
    status: 'active',
    id: 'k1',
    businessId: 'b1',
    name: 'server',
    product: 'payments',
    environment: 'live',
    legacySandbox: false,
    permissions: ['checkout:create'],
    exact: true,
    createdBy: 'u1',
    hash: 'h1',
    hint: 'abcd',
    createdAtMs: T0 + 7,
    rotatedAtMs: null,
    revokedAtMs: null,
  })
  t.not((d.state as { permissions: unknown }).permissions, (command as { permissions: unknown }).permissions, 'a copy')
  t.same(d.reply, d.state)
  t.same(d.events, [
    { type: 'apikey.created', payload: { keyId: 'k1', businessId: 'b1' } },
    {
      type: 'audit.recorded',
      payload: {
        businessId: 'b1',
        action: 'api_key.created',
        by: party,
        target: { type: 'api_key', id: 'k1' },
        changes: { name: 'server', product: 'payments', environment: 'live', permissions: ['checkout:create'], hint: 'abcd' },
      },
    },
  ])
})

t.test('rotate and revoke: apikey.rotated and apikey.revoked name the key and business; revoke keeps the rest', async (t) => {
  const key = run(create()).state
  const rotated = decide(key, rotate)
  t.match(rotated, {
    kind: 'accepted',
    events: [
      { type: 'apikey.rotated', payload: { keyId: 'k1', businessId: 'b1' } },
      { type: 'audit.recorded', payload: { action: 'api_key.rotated', by: party, changes: { hint: { from: 'abcd', to: 'efgh' } } } },
    ],
  })
  const revoked = decide(key, by('revoke'))
  if (revoked.kind !== 'accepted') return t.fail('refused')
  t.same(revoked.events, [
    { type: 'apikey.revoked', payload: { keyId: 'k1', businessId: 'b1' } },
    {
      type: 'audit.recorded',
      payload: {
        businessId: 'b1',
        action: 'api_key.revoked',
        by: party,
        target: { type: 'api_key', id: 'k1' },
        changes: { name: 'server', permissions: ['checkout:create'] },
      },
    },
  ])
  t.same(revoked.state, { ...key, status: 'revoked', revokedAtMs: T0 + 7 })
  t.same(decide(key, by('get')), { kind: 'unchanged', reply: key })
})

t.test('error: the messages say what is wrong', async (t) => {
  const key = run(create()).state
  t.match(decide(key, create()), { rejection: { code: 'KEY_EXISTS', message: 'key id already used' } })
  t.match(decide(apiKeyKind.initial('k1'), by('get')), { rejection: { message: 'API key not found' } })
  t.match(decide(run(create(), by('revoke')).state, rotate), { rejection: { message: /revoked/ } })
  t.match(decide(key, by('toggle_sandbox')), { rejection: { message: /legacy keys/ } })
})

t.test('the kind: a new key is empty', async (t) => {
  t.same(apiKeyKind.initial('x'), { status: 'new', id: 'x' })
  t.equal(apiKeyKind.kind, 'apikey')
})
