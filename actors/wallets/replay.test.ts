import t from 'tap'
import { decideReplay } from './replay'
import type { CreatedWith } from './state'

const made: CreatedWith = { keyId: 'idem-1', requestHash: 'h1', apiKeyId: 'key-a' }
const legacy: CreatedWith = { keyId: 'idem-1', requestHash: 'h1' }
const request: CreatedWith = { keyId: 'idem-1', requestHash: 'h1', apiKeyId: 'ignored: the caller decides' }
const MANAGE = ['wallet:manage']
const NOW = 1_800_000_000_000
const HOUR_MS = 3_600_000
const REVEAL = ['wallet:manage', 'wallet:reveal_seed']

const table: Array<[string, CreatedWith | undefined, CreatedWith, string, string[], string]> = [
  ['replay: the key that created the wallet', made, request, 'key-a', MANAGE, 'replay'],
  ['replay: another key holding wallet:reveal_seed', made, request, 'key-c', REVEAL, 'replay'],
  ['error: MNEMONIC_NOT_REPLAYED for another key with wallet:manage only', made, request, 'key-b', MANAGE, 'MNEMONIC_NOT_REPLAYED'],
  ['error: MNEMONIC_NOT_REPLAYED for a wallet stored without its creating key', legacy, request, 'key-a', MANAGE, 'MNEMONIC_NOT_REPLAYED'],
  ['replay: a wallet stored without its creating key, with wallet:reveal_seed', legacy, request, 'key-a', REVEAL, 'replay'],
  ['error: MNEMONIC_NOT_REPLAYED when both key ids are empty', { ...made, apiKeyId: '' }, request, '', MANAGE, 'MNEMONIC_NOT_REPLAYED'],
  [
    'error: IDEMPOTENCY_KEY_REUSED for another body, even for the creating key',
    made,
    { ...request, requestHash: 'h2' },
    'key-a',
    REVEAL,
    'IDEMPOTENCY_KEY_REUSED',
  ],
  ['error: IDEMPOTENCY_KEY_REUSED for a wallet created without a key', undefined, request, 'key-a', REVEAL, 'IDEMPOTENCY_KEY_REUSED'],
]

for (const [name, createdWith, req, keyId, permissions, expected] of table) {
  t.test(name, async (t) => {
    const wallet = { customerId: 'cust 1', createdAtMs: NOW - HOUR_MS, ...(createdWith ? { createdWith } : {}) }
    const decision = decideReplay(wallet, req, { keyId, permissions }, NOW)
    t.equal(decision.kind === 'refuse' ? decision.rejection.code : decision.kind, expected)
  })
}

t.test('error: MNEMONIC_NOT_REPLAYED names the seed endpoint and its permission, and never the mnemonic', async (t) => {
  const decision = decideReplay(
    { customerId: 'cust 1', createdAtMs: NOW, createdWith: made },
    request,
    { keyId: 'key-b', permissions: MANAGE },
    NOW,
  )
  t.match(decision, { kind: 'refuse', rejection: { code: 'MNEMONIC_NOT_REPLAYED' } })
  const message = decision.kind === 'refuse' ? decision.rejection.message : ''
  t.match(message, 'GET /api/v1/wallet/cust%201/seed')
  t.match(message, 'wallet:reveal_seed')
})

t.test('first: after 24 h the key is new again, for any body (the create then finds the wallet exists)', async (t) => {
  for (const req of [request, { ...request, requestHash: 'h2' }]) {
    const wallet = { customerId: 'cust 1', createdAtMs: NOW - 24 * HOUR_MS, createdWith: made }
    t.same(decideReplay(wallet, req, { keyId: 'key-a', permissions: REVEAL }, NOW), { kind: 'first' })
  }
})
