/**
 * X-Transfer-Signature, version 1 (docs/remittance.md, "Signing transfer requests"): the guide's worked example,
 * whose expected signature was computed with openssl outside this code, is what both the platform's kernel and
 * the SDK's signer produce and what the kernel verifies; the header's parsing refuses every malformed shape; the
 * time window is 300 s either way; a rotation's two v1 are each checked against every active secret.
 */
import t from 'tap'
import { anyMatches, isFresh, parseSignature, signatureHeader, stringToSign } from '../../platform/signing/transfer_signature'
import { signTransferRequest } from '../../sdk/src/transfer_signature'

const SECRET = 'tss_wG1i2ExampleSecretDoNotUseInProduction0'
const T = 1764316800
const NONCE = 'q8Zr1sWm3vK2pL9xT4yB7nE0'
const KEY = 'tsk_test_0123456789abcdef01234567'
const BODY =
  '{"business_id":"8f0e6c1e-3f52-4c39-9a43-0d8e5a1b7c22","source_currency":"NGN","source_amount":"150000.00","dest_currency":"CNY","recipient_name":"Li Wei","recipient_account":"6222020200112233445","recipient_bank":"ICBC","recipient_email":"li.wei@example.com","recipient_country":"CN","reference":"Invoice 2291","purpose":"invoice_payment"}'
const EXPECTED = `t=${T},n=${NONCE},k=${KEY},v1=f3dcbad48dc74611b6f6ef63fa56706b3f8d1f585f8af09c6ce03a62584ce551`
const request = { method: 'POST', pathWithQuery: '/api/v1/remittance/transfer', body: Buffer.from(BODY, 'utf8') }

t.test('the worked example of the guide', async (t) => {
  t.equal(
    stringToSign(T, NONCE, request),
    `v1\n${T}\n${NONCE}\nPOST\n/api/v1/remittance/transfer\n0f2bc2fa91f569a88eda66f576adcc660d77c1152ba99b851ab7cae8fdcb9a42`,
  )
  t.equal(signatureHeader(KEY, [SECRET], T, NONCE, request), EXPECTED, 'the kernel signs it so')
  t.equal(
    signTransferRequest({
      keyId: KEY,
      secrets: SECRET,
      method: 'post',
      path: '/api/v1/remittance/transfer',
      body: BODY,
      nowMs: T * 1000 + 999,
      nonce: NONCE,
    }),
    EXPECTED,
    'and so does the SDK',
  )
  const parsed = parseSignature(EXPECTED)
  if ('malformed' in parsed) throw new Error(parsed.malformed)
  t.ok(anyMatches([SECRET], parsed, request))
  t.notOk(anyMatches(['tss_another'], parsed, request), 'another secret does not verify it')
  t.notOk(
    anyMatches([SECRET], parsed, { ...request, body: Buffer.from(BODY.replace('150000.00', '150001.00')) }),
    'a changed body does not',
  )
  t.notOk(anyMatches([SECRET], parsed, { ...request, pathWithQuery: '/api/v1/remittance/transfer?x=1' }), 'nor another path')
})

t.test('a rotation: two v1, each checked against every active secret', async (t) => {
  const header = signTransferRequest({
    keyId: KEY,
    secrets: ['tss_old', 'tss_new'],
    method: 'POST',
    path: '/p',
    body: '{}',
    nowMs: T * 1000,
    nonce: NONCE,
  })
  const parsed = parseSignature(header)
  if ('malformed' in parsed) throw new Error(parsed.malformed)
  t.equal(parsed.v1.length, 2)
  const req = { method: 'POST', pathWithQuery: '/p', body: Buffer.from('{}') }
  t.ok(anyMatches(['tss_new'], parsed, req), 'the platform holding only the new secret')
  t.ok(anyMatches(['tss_old', 'tss_other'], parsed, req), 'or only the old one')
  t.notOk(anyMatches(['tss_other'], parsed, req))
})

t.test('malformed headers', async (t) => {
  const v = 'a'.repeat(64)
  const ok = `t=${T},n=${NONCE},k=${KEY},v1=${v}`
  t.notOk('malformed' in parseSignature(ok))
  t.notOk('malformed' in parseSignature(`${ok},v0=ignored`), 'other versions are ignored')
  for (const bad of [
    undefined,
    '',
    't=abc,n=x',
    `n=${NONCE},k=${KEY},v1=${v}`,
    `t=${T},n=short,k=${KEY},v1=${v}`,
    `t=${T},n=${NONCE},k=key_1,v1=${v}`,
    `t=${T},n=${NONCE},k=${KEY}`,
    `t=${T},n=${NONCE},k=${KEY},v1=${v.toUpperCase()}`,
    `t=${T},n=${NONCE},k=${KEY},v1=${v},v1=${v},v1=${v}`,
    `t=${T},t=${T},n=${NONCE},k=${KEY},v1=${v}`,
    `t=${T},${NONCE}`,
  ])
    t.ok('malformed' in parseSignature(bad), String(bad))
})

t.test('the window: 300 seconds either way', async (t) => {
  t.ok(isFresh(T, (T + 300) * 1000))
  t.ok(isFresh(T, (T - 300) * 1000))
  t.notOk(isFresh(T, (T + 301) * 1000))
  t.notOk(isFresh(T, (T - 301) * 1000))
})
