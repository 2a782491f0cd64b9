import t from 'tap'
import { replay } from '../../runtime/replay'
import type { EndpointCommand, EndpointReply } from './commands'
import { decideEndpoint, webhookEndpointKind } from './decide'
import type { WebhookProduct } from '../schedule'

const T0 = Date.UTC(2026, 10, 24)
const party = { kind: 'user', id: 'u-owner', requestId: 'r1', clientAddress: '203.0.113.1' } as const
const configure = (url = 'https://merchant.example/hooks', businessId = 'b1', product: WebhookProduct = 'payments'): EndpointCommand => ({
  type: 'configure',
  businessId,
  product,
  url,
  events: [],
  walletWebhookEnabled: false,
  sealedSecret: `sealed-${url}`,
  by: party,
})
const by = (
  type: 'rotate_secret' | 'deactivate' | 'send_test' | 'get',
  businessId = 'b1',
  product: WebhookProduct = 'payments',
): EndpointCommand =>
  type === 'rotate_secret'
    ? { type, businessId, sealedSecret: 'sealed-2', by: party }
    : type === 'deactivate'
      ? { type, businessId, product, by: party }
      : { type, businessId }
const run = (...commands: EndpointCommand[]) =>
  replay(
    decideEndpoint,
    webhookEndpointKind.initial('e1'),
    commands.map((c, i) => [c, T0 + i] as const),
  )

const table: Array<[string, EndpointCommand[], string[]]> = [
  [
    'configure: a new endpoint -> accepted; again -> accepted (an update)',
    [configure(), configure('https://b.example')],
    ['accepted', 'accepted'],
  ],
  [
    'get, rotate_secret, deactivate, send_test: before configure -> ENDPOINT_NOT_FOUND',
    [by('get'), by('rotate_secret'), by('deactivate'), by('send_test')],
    ['ENDPOINT_NOT_FOUND', 'ENDPOINT_NOT_FOUND', 'ENDPOINT_NOT_FOUND', 'ENDPOINT_NOT_FOUND'],
  ],
  [
    'any command: another business’s endpoint -> ENDPOINT_NOT_FOUND',
    [configure(), by('get', 'b2'), configure('https://x.example', 'b2')],
    ['accepted', 'ENDPOINT_NOT_FOUND', 'ENDPOINT_NOT_FOUND'],
  ],
  [
    'deactivate: once -> accepted; again -> unchanged',
    [configure(), by('deactivate'), by('deactivate')],
    ['accepted', 'accepted', 'unchanged'],
  ],
  [
    'rotate_secret, send_test: after deactivate -> ENDPOINT_DEACTIVATED; get -> unchanged',
    [configure(), by('deactivate'), by('rotate_secret'), by('send_test'), by('get')],
    ['accepted', 'accepted', 'ENDPOINT_DEACTIVATED', 'ENDPOINT_DEACTIVATED', 'unchanged'],
  ],
  [
    'configure: a deactivated payments endpoint -> accepted (active again)',
    [configure(), by('deactivate'), configure(), by('send_test')],
    ['accepted', 'accepted', 'accepted', 'accepted'],
  ],
  [
    'configure: a deactivated CaaS webhook -> ENDPOINT_DEACTIVATED (it stays deleted)',
    [configure('https://p.example', 'b1', 'caas'), by('deactivate', 'b1', 'caas'), configure('https://p.example', 'b1', 'caas')],
    ['accepted', 'accepted', 'ENDPOINT_DEACTIVATED'],
  ],
  [
    'deactivate, configure: an endpoint of the other product -> ENDPOINT_NOT_FOUND, nothing changes',
    [configure(), by('deactivate', 'b1', 'caas'), configure('https://x.example', 'b1', 'caas'), by('send_test')],
    ['accepted', 'ENDPOINT_NOT_FOUND', 'ENDPOINT_NOT_FOUND', 'accepted'],
  ],
  ['send_test: an active endpoint -> accepted (an event, no change)', [configure(), by('send_test')], ['accepted', 'accepted']],
]
for (const [name, commands, outcomes] of table) t.test(name, async (t) => t.same(run(...commands).outcomes, outcomes))

t.test('configure: the first creates the secret (version 1, issued); the same URL keeps it (not issued)', async (t) => {
  const { replies, state } = run(configure(), configure())
  t.same(
    (replies as EndpointReply[]).map((r) => [r.created, r.secretIssued]),
    [
      [true, true],
      [false, false],
    ],
  )
  t.match(state, {
    sealedSecret: 'sealed-https://merchant.example/hooks',
    secretVersion: 1,
    createdAtMs: T0,
    updatedAtMs: T0 + 1,
  })
})

t.test('configure: a new URL -> the new secret, version one higher, issued', async (t) => {
  const moved = decideEndpoint(run(configure()).state, configure('https://b.example'), T0 + 1)
  t.match(moved, {
    kind: 'accepted',
    reply: { secretIssued: true },
    state: { url: 'https://b.example', sealedSecret: 'sealed-https://b.example', secretVersion: 2, createdAtMs: T0 },
  })
  t.same(moved.kind === 'accepted' ? moved.events.map((e) => e.type) : [], [
    'webhook.endpoint_updated',
    'webhook.secret_rotated',
    'audit.recorded',
  ])
  t.match(moved.kind === 'accepted' ? moved.events[2] : null, {
    payload: {
      action: 'webhook.configured',
      by: party,
      changes: { url: { from: 'https://merchant.example/hooks', to: 'https://b.example' }, secret_rotated: true },
    },
  })
})

t.test('configure: a deactivated payments endpoint, same URL -> active, a fresh secret', async (t) => {
  const { replies, state } = run(configure(), by('deactivate'), configure())
  t.equal((replies as EndpointReply[])[2]?.secretIssued, true)
  t.match(state, { status: 'active', secretVersion: 2 })
})

t.test('rotate_secret: a new sealed secret, version one higher', async (t) => {
  t.match(run(configure(), by('rotate_secret')).state, { sealedSecret: 'sealed-2', secretVersion: 2 })
})
