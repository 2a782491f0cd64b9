import t from 'tap'
import { watchedBy, type Watched } from './ownership'
import { treasuryOwner } from '../treasury'

const table: Array<[string, Watched, string | null]> = [
  ['checkout: the session actor’s merchant', { ownerKind: 'checkout', ownerId: 'session-1', actorBusinessId: 'biz-a' }, 'biz-a'],
  [
    'checkout of the platform billing account: the plan’s buyer',
    { ownerKind: 'checkout', ownerId: 'session-3', actorBusinessId: 'platform', buyerBusinessId: 'biz-a' },
    'biz-a',
  ],
  [
    'checkout of the platform billing account without a buyer: nobody’s',
    { ownerKind: 'checkout', ownerId: 'session-4', actorBusinessId: 'platform', buyerBusinessId: null },
    null,
  ],
  ['wallet: the customer wallet’s merchant', { ownerKind: 'wallet', ownerId: 'biz-a:test:cust', actorBusinessId: 'biz-a' }, 'biz-a'],
  ['balance: the balance actor’s merchant', { ownerKind: 'balance', ownerId: 'biz-a:test', actorBusinessId: 'biz-a' }, 'biz-a'],
  ['treasury: the business its owner id names (no actor)', { ...owner(treasuryOwner('biz:a', true)), actorBusinessId: null }, 'biz:a'],
  ['caas_user: nobody’s for a payments key', { ownerKind: 'caas_user', ownerId: 'test:abc', actorBusinessId: 'biz-a' }, null],
  ['an unknown kind: nobody’s', { ownerKind: 'some_future_kind', ownerId: 'x', actorBusinessId: 'biz-a' }, null],
  ['an actor-owned kind whose actor is gone: nobody’s', { ownerKind: 'checkout', ownerId: 'session-2', actorBusinessId: null }, null],
]

for (const [name, watched, expected] of table) {
  t.test(name, async (t) => {
    t.equal(watchedBy(watched), expected)
  })
}

function owner(o: { kind: string; id: string }) {
  return { ownerKind: o.kind, ownerId: o.id }
}
