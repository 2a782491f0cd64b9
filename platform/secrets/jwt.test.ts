import { hkdfSync } from 'node:crypto'
import { SignJWT } from 'jose'
import t from 'tap'
import { JwtKeys } from './jwt'

const master = Buffer.alloc(32, 7)
const key = new Uint8Array(hkdfSync('sha256', master, Buffer.alloc(0), 'platform/jwt', 32))
const claims = { userId: 'u1', businessId: 'b1', role: 'owner', permissions: ['checkout:view'] }
const now = Date.now()

/** A token signed with the right key but shaped by the test: what RFC 8725 says a verifier must still refuse. */
function forged(edit: (jwt: SignJWT) => SignJWT, header: Record<string, string> = { alg: 'HS256', typ: 'at+jwt' }): Promise<string> {
  const iat = Math.floor(now / 1000)
  const base = new SignJWT({ bid: 'b1', role: 'owner', perms: [], typ: 'access' })
    .setProtectedHeader(header as { alg: string })
    .setSubject('u1')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 60)
  return edit(base).sign(key)
}

t.test('an access token verifies with its claims', async (t) => {
  const keys = new JwtKeys(master)
  t.same(await keys.verify(await keys.sign(claims, now)), claims)
})

t.test('RFC 8725: the key alone is not enough; type, issuer, audience and expiry are checked', async (t) => {
  const keys = new JwtKeys(master)
  const good = (jwt: SignJWT) => jwt.setIssuer('platform').setAudience('dashboard')
  t.ok(await keys.verify(await forged(good)), 'the control: a well-formed token passes')
  t.equal(await keys.verify(await forged(good, { alg: 'HS256' })), null, 'no explicit type')
  t.equal(await keys.verify(await forged(good, { alg: 'HS256', typ: 'JWT' })), null, 'another type')
  t.equal(await keys.verify(await forged((j) => j.setIssuer('elsewhere').setAudience('dashboard'))), null, 'another issuer')
  t.equal(await keys.verify(await forged((j) => j.setIssuer('platform').setAudience('caas'))), null, 'another audience')
  t.equal(await keys.verify(await forged((j) => good(j).setExpirationTime(Math.floor(now / 1000) - 120))), null, 'expired')
  const unsigned = (await forged(good)).split('.').slice(0, 2)
  unsigned[0] = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')
  t.equal(await keys.verify(`${unsigned.join('.')}.`), null, 'alg none')
})
