/**
 * CaaS routes answer what their operations declare (#17 item 1): the OpenAPI
 * document shows each response schema at both prefixes, and the answers of a
 * provision, link, balance, funding, transfer and phone change (request and confirm) match them.
 */
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { createCaasModule } from '../../actors/caas/module'
import { MemorySmsSender } from '../../actors/caas/sms'
import {
  CaasTransfer,
  LinkRequested,
  LinkedUser,
  PhoneChangeRequested,
  PhoneChanged,
  ProvisionedUser,
  SandboxFunding,
  UserBalance,
} from '../../actors/caas/api/wire'
import { sandboxModule } from '../../actors/sandbox/module'
import { startAnvil } from '../support/anvil'
import { deployAccountAbstraction } from '../support/aa'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { startTestPlatform } from '../support/platform'
import { assertResponse, type OpenApiDoc } from '../support/responses'
import { allKeyPermissions } from '../support/keys'

t.test('CaaS routes: the document shows each response schema and the answers match them', async (t) => {
  const anvil = await startAnvil()
  const { factory, entryPoint } = await deployAccountAbstraction(anvil)
  const db = await createTestDb('caasrsp')
  const sms = new MemorySmsSender()
  const caas = createCaasModule({ sms, pollMs: 200, env: { CAAS_FACTORY_ADDRESS: factory, CAAS_ENTRYPOINT: entryPoint } })
  const platform = await startTestPlatform(db, [accessModule, sandboxModule, caas])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
    await anvil.stop()
  })
  const call = client(platform.baseUrl)
  /** A merchant's CaaS test key, as its X-API-Key header. */
  const merchant = async (name: string) => {
    const email = `${name}@caasrsp.test`
    const registered = await call('POST', '/api/v1/auth/register', {
      body: { email, password: 'caas password 1', business_name: name, account_type: 'business' },
    })
    const body = { name, environment: 'test', product: 'caas', permissions: allKeyPermissions('caas') }
    const created = await call('POST', '/api/v1/api-keys', { headers: bearer(registered.body.access_token), body })
    return { 'x-api-key': created.body.key as string }
  }
  const a = await merchant('a')
  const b = await merchant('b')
  const doc = (await call('GET', '/openapi.json')).body as OpenApiDoc
  const PHONE = '+447911123456'

  const checks = [
    { method: 'post', path: '/users/provision', schema: ProvisionedUser },
    { method: 'get', path: '/users/balance', schema: UserBalance },
    { method: 'post', path: '/users/link/request', status: '202', schema: LinkRequested },
    { method: 'post', path: '/users/link/confirm', schema: LinkedUser },
    { method: 'post', path: '/users/phone/change', status: '202', schema: PhoneChangeRequested },
    { method: 'post', path: '/users/phone/change/confirm', schema: PhoneChanged },
    { method: 'post', path: '/transfers', status: '202', schema: CaasTransfer },
    { method: 'get', path: '/transfers/:id', schema: CaasTransfer },
    { method: 'post', path: '/sandbox/fund', status: '201', schema: SandboxFunding },
  ]
  for (const prefix of ['/caas/v1', '/caas/api/v1'])
    for (const { schema, ...route } of checks) assertResponse(t, doc, { ...route, path: `${prefix}${route.path}` }, schema)

  const answer = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const reply = await call(method, `/caas/v1${path}`, { headers, ...(body ? { body } : {}) })
    t.ok(reply.status < 300, `${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`)
    return reply.body
  }
  const route = (method: string, path: string, status?: string) => ({ method, path: `/caas/v1${path}`, ...(status ? { status } : {}) })
  assertResponse(
    t,
    doc,
    route('post', '/users/provision'),
    ProvisionedUser,
    await answer('POST', '/users/provision', a, { phone_number: PHONE }),
  )
  const requested = await answer('POST', '/users/link/request', b, { phone_number: PHONE })
  assertResponse(t, doc, route('post', '/users/link/request', '202'), LinkRequested, requested)
  const code = /(\d{6})/.exec(sms.sent.at(-1)!.text)![1]!
  const linked = await answer('POST', '/users/link/confirm', b, { phone_number: PHONE, code })
  assertResponse(t, doc, route('post', '/users/link/confirm'), LinkedUser, linked)
  const funded = await answer('POST', '/sandbox/fund', a, { phone_number: PHONE, amount: '10' })
  assertResponse(t, doc, route('post', '/sandbox/fund', '201'), SandboxFunding, funded)
  const balance = await answer('GET', `/users/balance?phone_number=${encodeURIComponent(PHONE)}`, a)
  assertResponse(t, doc, route('get', '/users/balance'), UserBalance, balance)
  const transfer = (await answer('POST', '/transfers', a, { from_phone_number: PHONE, to_phone_number: '+254712345678', amount: '1' })) as {
    transfer_id: string
  }
  assertResponse(t, doc, route('post', '/transfers', '202'), CaasTransfer, transfer)
  t.notOk('settled_at' in transfer || 'tx_hash' in transfer, 'a queued transfer has no settled_at or tx_hash (absent, not null)')
  const fetched = await answer('GET', `/transfers/${transfer.transfer_id}`, a)
  assertResponse(t, doc, route('get', '/transfers/:id'), CaasTransfer, fetched)
  // A's own user (a wallet shared with B keeps its number): a code to the new number, then the move.
  const change = { phone_number: '+447911123457', new_phone_number: '+447700900123' }
  await answer('POST', '/users/provision', a, { phone_number: change.phone_number })
  const requestedChange = await answer('POST', '/users/phone/change', a, change)
  assertResponse(t, doc, route('post', '/users/phone/change', '202'), PhoneChangeRequested, requestedChange)
  const changeCode = /(\d{6})/.exec(sms.sent.at(-1)!.text)![1]!
  const changed = await answer('POST', '/users/phone/change/confirm', a, { ...change, code: changeCode })
  assertResponse(t, doc, route('post', '/users/phone/change/confirm'), PhoneChanged, changed)
})
