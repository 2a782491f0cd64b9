/**
 * Issue #15 item 7 through REST: failed logins lock an (account, client
 * address) pair, so a stranger guessing from its own address cannot lock the
 * real user out of theirs; and unknown e-mails get the same answers as known
 * ones. Two client addresses on one machine: 127.0.0.1 and 127.0.0.2.
 */
import http from 'node:http'
import t from 'tap'
import { accessModule } from '../../actors/accounts/module'
import { createTestDb } from '../support/db'
import { startTestPlatform } from '../support/platform'

type Reply = { status: number; body: { code?: string } }

function loginFrom(localAddress: string, baseUrl: string, email: string, password: string): Promise<Reply> {
  const payload = JSON.stringify({ email, password })
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}/api/v1/auth/login`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

t.test('login lockout: per account and client address; unknown e-mails answered alike', async (t) => {
  const db = await createTestDb('lockout')
  const platform = await startTestPlatform(db, [accessModule])
  t.teardown(async () => {
    await platform.close()
    await db.drop()
  })
  const baseUrl = platform.baseUrl.replace('localhost', '127.0.0.1')
  const attacker = (email: string, password: string) => loginFrom('127.0.0.1', baseUrl, email, password)
  const victimHost = (email: string, password: string) => loginFrom('127.0.0.2', baseUrl, email, password)
  const registered = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'victim@lock.test', password: 'victim password', business_name: 'V', account_type: 'business' }),
  })
  t.equal(registered.status, 201)

  const sixTries = async (email: string) => {
    const codes: Array<string | undefined> = []
    for (let i = 0; i < 6; i++) codes.push((await attacker(email, 'wrong password')).body.code)
    return codes
  }
  const known = await sixTries('victim@lock.test')
  t.same(
    known,
    ['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS', 'TOO_MANY_ATTEMPTS'],
    'the guessing address is locked',
  )
  t.same(await sixTries('nobody@lock.test'), known, 'an unknown e-mail gets exactly the same answers')
  t.match(await attacker('victim@lock.test', 'victim password'), { status: 429 }, 'even the right password from the locked address')

  t.match(await victimHost('victim@lock.test', 'victim password'), { status: 200 }, 'the real user, from its own address, logs in')
  t.match(
    await victimHost('victim@lock.test', 'wrong password'),
    { status: 401, body: { code: 'INVALID_CREDENTIALS' } },
    'its own count starts fresh',
  )
})
