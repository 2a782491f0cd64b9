/** A kind's events: `read` answers only its own kind and the asked types, with the payload `event` wrote. */
import t from 'tap'
import { encodeJson } from '../../platform/json'
import { kindEvents } from './events'
import type { StoredEvent } from './store'

type Map = { 'thing.made': { id: string; amount: bigint }; 'thing.gone': { id: string } }
const things = kindEvents<Map>('thing')

const stored = (kind: string, e: { type: string; payload: unknown }): StoredEvent => ({
  eventId: 'e1',
  kind,
  actorId: 'a1',
  shard: 0,
  actorVersion: 1,
  type: e.type,
  payloadJson: encodeJson(e.payload),
  createdAtMs: 5,
})

t.test('read answers the declared payload, for this kind and the asked types only', async (t) => {
  const made = stored('thing', things.event('thing.made', { id: 'x', amount: 10n ** 20n }))
  const read = things.read(made, 'thing.made', 'thing.gone')
  t.ok(read)
  if (read?.type === 'thing.made') t.equal(read.payload.amount, 10n ** 20n, 'a bigint survives the outbox')
  t.equal(things.read(made, 'thing.gone'), null, 'not an asked type')
  t.equal(things.read(stored('other', things.event('thing.made', { id: 'x', amount: 1n })), 'thing.made'), null, 'not this kind')
})
