import t from 'tap'
import { actingParty } from './audit'
import { SYSTEM_CALLER, type Caller } from './caller'

const caller = (over: Partial<Caller>): Caller => ({ ...SYSTEM_CALLER, clientAddress: '198.51.100.4', ...over })

t.test('the acting party comes from the credential, never from what the client names', async (t) => {
  t.same(actingParty(caller({ kind: 'user', userId: 'u1', requestId: 'r1' })), {
    kind: 'user',
    id: 'u1',
    requestId: 'r1',
    clientAddress: '198.51.100.4',
  })
  t.same(actingParty(caller({ kind: 'apiKey', keyId: 'key_1', requestId: 'r2' })), {
    kind: 'api_key',
    id: 'key_1',
    requestId: 'r2',
    clientAddress: '198.51.100.4',
  })
  // A client chooses its X-Request-Id: "system" from an admin request is still the admin.
  t.match(actingParty(caller({ kind: 'admin', requestId: 'system' })), { kind: 'admin', id: '' })
  t.match(actingParty(caller({ kind: 'anonymous', requestId: 'r3' })), { kind: 'system', requestId: 'r3' })
})
