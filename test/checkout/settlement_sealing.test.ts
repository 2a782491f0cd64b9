import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { checkoutModule } from '../../actors/checkout/module'
import { webhooksModule } from '../../actors/webhooks/module'
import { chainsModule } from '../../actors/chains/module'
import { sandboxModule } from '../../actors/sandbox/module'
import { createTestDb } from '../support/db'
import { bearer, client } from '../support/http'
import { eventually, onboardMerchant } from '../support/merchant'
import { startTestPlatform } from '../support/platform'

const IBAN = 'GB29NWBK60161331926819'
const UK_NUMBER = '31926819'
const MODULES = [accessModule, webhooksModule, sandboxModule, chainsModule, checkoutModule]
const PATH = '/api/v1/settings/settlement-accounts'

t.test('settlement accounts: numbers sealed at rest, masked in responses; rows stored in clear are sealed at start', async (t) => {
  const db = await createTestDb('settleseal')
  t.teardown(() => db.drop())
  const stored = async (businessId: string) =>
    (await db.sql<{ state: string }[]>`SELECT state::text AS state FROM actor_state WHERE kind = 'settlement' AND id = ${businessId}`)[0]!
      .state
  let platform = await startTestPlatform(db, MODULES)
  const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'seal@test.dev' })
  const body = {
    account_name: 'Shop Ltd',
    account_number: IBAN,
    sort_code: '60-16-13',
    bank_name: 'NatWest',
    currency: 'GBP',
    country: 'GB',
  }
  let id = ''

  await t.test('create and update: Postgres holds no clear number, only a sealed one; every response shows ****last4', async (t) => {
    const made = await m.dashboard('POST', PATH, body)
    t.match(made, { status: 201, body: { account_number: '****6819', sort_code: '60-16-13', bank_name: 'NatWest' } })
    id = made.body.id
    const row = await stored(m.businessId)
    t.notOk(row.includes('1331926819'), 'no clear account number (or IBAN) in the row')
    t.match(JSON.parse(row), { accounts: [{ id, sealedAccountNumber: /^v1\./, accountNumberLast4: '6819' }] })
    t.match((await m.dashboard('GET', PATH)).body, { accounts: [{ id, account_number: '****6819' }] })
    const changed = await m.dashboard('PUT', `${PATH}/${id}`, { account_number: UK_NUMBER })
    t.match(changed, { status: 200, body: { account_number: '****6819', account_name: 'Shop Ltd' } })
    t.notOk((await stored(m.businessId)).includes(UK_NUMBER), 'the new number is sealed too')
    t.notOk(JSON.stringify((await m.dashboard('GET', PATH)).body).includes(UK_NUMBER), 'never returned in full')
  })

  await t.test('migration: a row stored in clear before sealing is sealed by the start-up step and still reads masked', async (t) => {
    await platform.close()
    // The shape the platform wrote before this change: the number in clear, no sealed fields.
    await db.sql`
      UPDATE actor_state SET state = jsonb_set(state, '{accounts,0}',
        (state #> '{accounts,0}') - 'sealedAccountNumber' - 'accountNumberLast4' || jsonb_build_object('accountNumber', ${IBAN}::text))
      WHERE kind = 'settlement' AND id = ${m.businessId}`
    t.ok((await stored(m.businessId)).includes(IBAN), 'the legacy row holds the number in clear')
    platform = await startTestPlatform(db, MODULES)
    const row = await eventually(async () => {
      const state = await stored(m.businessId)
      return state.includes(IBAN) ? undefined : state
    })
    t.match(JSON.parse(row), { accounts: [{ id, sealedAccountNumber: /^v1\./, accountNumberLast4: '6819' }] })
    t.notOk('accountNumber' in JSON.parse(row).accounts[0], 'the clear field is gone')
    const list = await client(platform.baseUrl)('GET', PATH, { headers: bearer(m.accessToken) })
    t.match(list.body, { accounts: [{ id, account_number: '****6819', account_name: 'Shop Ltd' }] })
  })
  await platform.close()
})
