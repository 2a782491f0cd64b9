import t from 'tap'
import { checkoutKind } from '../../actors/checkout/decide'
import { shardOf } from '../../actors/runtime/shards'
import { shardOfCall } from './call_shards'
import { isReadMethod } from './read_methods'

const id = '7d4c5b0e-3f7a-4a53-9c8e-2b1f0e6d9a41'
const sessionShard = shardOf({ kind: checkoutKind.kind, id }, 64)

t.test("shardOfCall: the checkout session methods -> the session actor's shard; others -> unknown", async (t) => {
  const rows: Array<[method: string, body: unknown, shard: number | undefined]> = [
    ['checkout.public', { uuid: id }, sessionShard],
    ['checkout.select', { uuid: id, network: 'ETH', currency: 'ETH' }, sessionShard],
    ['checkout.verifyNow', { uuid: id }, sessionShard],
    ['checkout.verify', { sessionId: id }, sessionShard],
    ['checkout.verify', { uuid: id }, undefined],
    ['checkout.public', null, undefined],
    ['checkout.public', { uuid: 42 }, undefined],
    ['checkout.create', { uuid: id }, undefined],
  ]
  for (const [method, body, shard] of rows) t.equal(shardOfCall(method, body, 64), shard, `${method} ${JSON.stringify(body)}`)
})

t.test('isReadMethod: reads may be sent again after a broken link; writes never', async (t) => {
  for (const method of ['checkout.public', 'checkout.list', 'auth.resolveKey', 'settings.wallet.get', 'waas.getFees', 'hosts.list']) {
    t.ok(isReadMethod(method), `${method} is a read`)
  }
  for (const method of ['checkout.create', 'checkout.select', 'checkout.verifyNow', 'waas.transfer', 'refunds.create', 'apikeys.rotate']) {
    t.notOk(isReadMethod(method), `${method} may change something`)
  }
})
