/**
 * The pay page's pure parts, as tables: which view a session is in (driven
 * through the real decide), the language of an Accept-Language header, the
 * logo checks, the text colour on an accent, and the escaping of what the
 * server writes into the page.
 */
import t from 'tap'
import { pageViewOf } from '../../actors/checkout/view_page'
import { checkLogo, logoBytes, LOGO_MAX_BYTES } from '../../actors/checkout/branding_image'
import { explorerUrl } from '../../actors/checkout/explorers'
import type { CheckoutCommand } from '../../actors/checkout/commands'
import { languageOf } from '../../actors/checkout/api/pay_page/strings'
import { textOn } from '../../actors/checkout/api/pay_page/styles'
import { escapeHtml, scriptJson } from '../../actors/checkout/api/pay_page/html'
import { payPage } from '../../actors/checkout/api/pay_page'
import { create, deposit, open, run, select, T0, TTL } from '../support/checkout_decide'
import { discPng } from './pay_page_support'
import { pageView } from './pay_page_views'

const expire: CheckoutCommand = { type: 'expire' }
const selected: Array<[CheckoutCommand, number]> = [
  [create, T0],
  [select, T0],
]
const after = (...more: CheckoutCommand[]): Array<[CheckoutCommand, number]> => [
  ...selected,
  ...more.map((c) => [c, T0 + 1] as [CheckoutCommand, number]),
]
const late = (c: CheckoutCommand) => [...selected, [expire, T0 + TTL], [c, T0 + TTL + 1]] as Array<[CheckoutCommand, number]>
const views: Array<[string, Array<[CheckoutCommand, number]>, string]> = [
  ['created -> choose', [[create, T0]], 'choose'],
  ['selected -> waiting', after(), 'waiting'],
  ['a deposit seen -> detected', after(deposit('tx1', 4_000_000n, 'detected')), 'detected'],
  ['confirmed, short -> partial', after(deposit('tx1', 4_000_000n, 'confirmed')), 'partial'],
  [
    'partial, the rest seen -> detected',
    after(deposit('tx1', 4_000_000n, 'confirmed'), deposit('tx2', 6_000_000n, 'detected')),
    'detected',
  ],
  ['confirmed in full -> paid', after(deposit('tx1', 10_000_000n, 'confirmed')), 'paid'],
  ['confirmed above -> overpaid', after(deposit('tx1', 15_000_000n, 'confirmed')), 'overpaid'],
  ['refused by the chain -> failed', after(deposit('tx1', 10_000_000n, 'failed')), 'failed'],
  ['deadline -> expired', [...selected, [expire, T0 + TTL]], 'expired'],
  ['paid in full after the deadline -> paid_late', late(deposit('tx1', 10_000_000n, 'confirmed')), 'paid_late'],
]

t.test('pageViewOf: one view per status and exception', async (t) => {
  for (const [name, commands, view] of views) t.equal(pageViewOf(open(run(commands).state)), view, name)
})

t.test('languageOf: the best supported language of Accept-Language, its locale for numbers', async (t) => {
  const rows: Array<[string | undefined, string, string]> = [
    [undefined, 'en', 'en'],
    ['', 'en', 'en'],
    ['de-DE,de;q=0.9,en;q=0.5', 'de', 'de-DE'],
    ['fr-FR,de-CH;q=0.8,en;q=0.7', 'de', 'de-CH'],
    ['en-GB;q=0.4,de;q=0.9', 'de', 'de'],
    ['fr, es;q=0.5', 'en', 'en'],
    ['de;q=0', 'en', 'en'],
    ['"><script>,de', 'de', 'de'],
  ]
  for (const [header, lang, locale] of rows) t.same(languageOf(header), { lang, locale }, String(header))
})

t.test('checkLogo: PNG and JPEG within the limits; anything else is a reason', async (t) => {
  t.match(checkLogo(discPng(64)), { ok: true, type: 'image/png', width: 64, height: 64 })
  // The smallest JPEG header that names a size: SOI, an APP0 segment, then SOF0 with 30x20.
  const jpeg = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x14, 0x00, 0x1e, 0x01, 0x01, 0x11, 0x00,
  ])
  t.match(checkLogo(jpeg), { ok: true, type: 'image/jpeg', width: 30, height: 20 })
  t.match(checkLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')), { ok: false, reason: /PNG or JPEG/ })
  t.match(checkLogo(discPng(1100)), { ok: false, reason: /1024x1024/ })
  t.match(checkLogo(Buffer.alloc(LOGO_MAX_BYTES + 1, 0x89)), { ok: false, reason: /larger than/ })
  t.match(checkLogo(discPng(8).subarray(0, 12)), { ok: false, reason: /damaged/ })
  t.match(checkLogo(Buffer.alloc(0)), { ok: false, reason: /empty/ })
  t.same(logoBytes(`data:image/png;base64,${discPng(4).toString('base64')}`), discPng(4))
  t.equal(logoBytes('not base64!'), null)
})

t.test('textOn: black or white, whichever reaches 4.5:1 on the accent', async (t) => {
  t.equal(textOn('#1f4fd1'), '#ffffff')
  t.equal(textOn('#0b6e4f'), '#ffffff')
  t.equal(textOn('#ffeb3b'), '#111111', 'yellow gets dark text')
  t.equal(textOn('#00ff00'), '#111111')
})

t.test('explorerUrl: a live transaction links to its explorer; a sandbox one to none', async (t) => {
  t.equal(explorerUrl('ETH', '0xabc', false), 'https://etherscan.io/tx/0xabc')
  t.equal(explorerUrl('TRX', 'abc', false), 'https://tronscan.org/#/transaction/abc')
  t.equal(explorerUrl('ETH', '0xabc', true), null)
})

t.test('escaping: a merchant name or path cannot break out of the page', async (t) => {
  t.equal(escapeHtml(`<b onclick="x">'&`), '&lt;b onclick=&quot;x&quot;&gt;&#39;&amp;')
  t.notMatch(scriptJson({ s: '</script><script>alert(1)</script>' }), /<\/script>/)
  const html = payPage(
    { sessionId: 's', businessName: '</h1><script>alert(1)</script>', whiteLabel: false, isTest: false },
    pageView('choose'),
  )
  t.notMatch(html, /<script>alert/, 'the name is text, not markup')
  t.match(html, /<div class="banner" id="banner" role="note" hidden>/, 'a live session has no test banner')
  t.match(payPage({ sessionId: 's', businessName: 'x', whiteLabel: true, isTest: true }, pageView('choose')), /id="banner" role="note">/)
})
