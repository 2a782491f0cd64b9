import t from 'tap'
import { LinkVerifier, mintLinkToken, LINK_TOKEN_VALIDITY_MS } from '../../proto/mux/link_auth'
import { linkKeysFrom } from '../../platform/secrets/link_keys'

const keys = linkKeysFrom(Buffer.alloc(32, 1))
const otherKeys = linkKeysFrom(Buffer.alloc(32, 2))
const T0 = 1_700_000_000_000

function verifierAt(nowMs: { value: number }) {
  return new LinkVerifier(keys, () => nowMs.value)
}

t.test('verify: a fresh token names its audience and subject', async (t) => {
  const verifier = verifierAt({ value: T0 })
  t.same(verifier.verify(mintLinkToken(keys, 'gateway', 'gateway', T0)), { ok: true, audience: 'gateway', subject: 'gateway' })
  t.same(verifier.verify(mintLinkToken(keys, 'peer', 'host-a:50051', T0)), { ok: true, audience: 'peer', subject: 'host-a:50051' })
})

t.test('verify: refusals, one row each', async (t) => {
  const tamper = (token: string, edit: (payload: string) => string) => {
    const [payload, mac] = token.split('.')
    return `${Buffer.from(edit(Buffer.from(payload!, 'base64url').toString())).toString('base64url')}.${mac}`
  }
  const good = mintLinkToken(keys, 'gateway', 'gateway', T0, 'nonce-1')
  const rows: [string, string | undefined, number, string][] = [
    ['no token', undefined, T0, 'missing'],
    ['empty token', '', T0, 'missing'],
    ['not a token', 'hello', T0, 'malformed'],
    ['wrong key', mintLinkToken(otherKeys, 'gateway', 'gateway', T0), T0, 'bad_signature'],
    ['audience changed to peer', tamper(good, (p) => p.replace('|gateway|', '|peer|')), T0, 'bad_signature'],
    ['issue time moved', tamper(good, (p) => p.replace(String(T0), String(T0 + 1))), T0, 'bad_signature'],
    ['signature cut short', good.slice(0, -4), T0, 'bad_signature'],
    ['unknown audience', tamper(good, (p) => p.replace('|gateway|', '|admin|')), T0, 'malformed'],
    ['expired', mintLinkToken(keys, 'gateway', 'gateway', T0 - LINK_TOKEN_VALIDITY_MS - 1), T0, 'expired'],
    ['issued too far ahead', mintLinkToken(keys, 'gateway', 'gateway', T0 + LINK_TOKEN_VALIDITY_MS + 1), T0, 'expired'],
  ]
  for (const [name, token, now, reason] of rows) {
    t.same(verifierAt({ value: now }).verify(token), { ok: false, reason }, name)
  }
})

t.test('verify: a token is accepted once; a replay is refused inside the window and expired after it', async (t) => {
  const now = { value: T0 }
  const verifier = verifierAt(now)
  const token = mintLinkToken(keys, 'peer', 'host-a', T0)
  t.equal(verifier.verify(token).ok, true)
  now.value = T0 + 1_000
  t.same(verifier.verify(token), { ok: false, reason: 'replayed' })
  now.value = T0 + LINK_TOKEN_VALIDITY_MS + 1
  t.same(verifier.verify(token), { ok: false, reason: 'expired' })
  t.equal(verifier.verify(mintLinkToken(keys, 'peer', 'host-a', now.value)).ok, true, 'a fresh token still passes')
})

t.test('mint: a subject with the field separator is a bug', async (t) => {
  t.throws(() => mintLinkToken(keys, 'gateway', 'a|b', T0))
})
