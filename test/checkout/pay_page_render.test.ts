/**
 * The pay page as the server draws it, without a browser: every view's
 * content is in the HTML (no "Loading…"), a page that can still change says
 * what it needs JavaScript for, data is text wherever it lands, the script
 * is allowed by its hash and nothing else may run, and the state the script
 * takes over from is embedded without the QR codes already on the page.
 */
import { createHash } from 'node:crypto'
import t from 'tap'
import { PAGE_VIEWS } from '../../actors/checkout/api/wire_page'
import { PAGE_CSP, payPage, type PageFrame, type PageView } from '../../actors/checkout/api/pay_page'
import { el } from '../../actors/checkout/api/pay_page/html'
import { pageView } from './pay_page_views'

const frame: PageFrame = {
  sessionId: '5f0c8a2e-0000-4000-8000-000000000001',
  businessName: 'Blue Mug Co.',
  whiteLabel: false,
  isTest: true,
}
const render = (view: PageView, acceptLanguage?: string) => payPage({ ...frame, acceptLanguage }, view)
const embedded = (html: string) => JSON.parse(/<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(html)![1]!)

const CONTENT: Record<(typeof PAGE_VIEWS)[number], RegExp[]> = {
  choose: [/<label for="option">Pay with<\/label>/, /<option value="POL:USDC">USDC on Polygon<\/option>/, /id="go">Show payment address</],
  waiting: [
    /<img class="qr" id="qr" src="data:image\/png;base64,[^"]+" alt="QR code to pay 24\.5\u00a0USDC to 0x5290/,
    /id="crypto">24\.5\u00a0USDC</,
    /data-testid="address">0x52908400098527886E0F7030069857D2E4169EE7</,
    /data-copy="24\.5">Copy amount</,
  ],
  detected: [/We see 10\u00a0USDC on its way\./, /id="progress">Confirmations: 0 of 1</, /data-testid="tx"><span>0xfeed<\/span>/],
  partial: [
    /id="received">Received 10\u00a0USDC of 24\.5\u00a0USDC\.</,
    /alt="QR code to pay the remaining 14\.5\u00a0USDC/,
    /id="crypto">14\.5\u00a0USDC</,
  ],
  paid: [
    /<dt>Amount<\/dt><dd>\$24\.50<\/dd><dt>Paid in crypto<\/dt><dd>24\.5\u00a0USDC<\/dd>/,
    /<dd><time datetime="2025-03-01T12:00:00.000Z">Mar 1, 2025, 12:00 PM UTC<\/time><\/dd>/,
    /id="return" href="https:\/\/shop\.example\/thanks">Return to the shop</,
  ],
  overpaid: [/which is 5\.5\u00a0USDC more than the 24\.5\u00a0USDC due/, /id="receipt"/],
  paid_late: [/We received 24\.5\u00a0USDC, but only after/, /0xbeef/],
  expired: [/The time to pay ran out before a payment arrived/, /If you sent money after the time ran out/],
  failed: [/The network did not accept the transaction/],
}

t.test('payPage: every view is drawn on the server, in the frame with the amount and the time left', async (t) => {
  for (const name of PAGE_VIEWS) {
    const view = pageView(name)
    const html = render(view)
    t.notMatch(html, /Loading/, `${name}: no placeholder`)
    t.match(html, `<body data-session="${frame.sessionId}" data-view="${name}">`, `${name}: the view is marked for the script`)
    t.match(html, new RegExp(`<div id="status" class="status ${name}" role="status"[^>]*>[^<]+</div>`), `${name}: its headline`)
    t.match(html, /id="amount">\$24\.50</, `${name}: the amount due`)
    for (const content of CONTENT[name]) t.match(html, content, `${name}: ${content.source.slice(0, 50)}`)
    t.equal(/id="clock" hidden/.test(html), view.final, `${name}: the countdown only while open`)
    t.equal(
      /<noscript><p class="muted" id="noscript">/.test(html),
      !view.final,
      `${name}: the JavaScript note only while the page could change`,
    )
  }
  const waiting = render(pageView('waiting'))
  t.match(waiting, /id="countdown" role="timer" aria-live="off">Time left: 30:00</, 'the time left, on the platform’s clock')
  t.match(waiting, /id="pay-by">Pay by 12:30 PM UTC</, 'a deadline in UTC, said so (the script shows local time)')
  t.match(
    waiting,
    /<noscript><p class="muted" id="noscript">Without JavaScript this page does not update by itself.*href="\/pay\/5f0c8a2e-/,
  )
  t.match(render(pageView('choose')), /<noscript><p class="muted" id="noscript">Choosing how to pay needs JavaScript/)
  t.match(render(pageView('paid')), /id="amount-label">Amount</, 'a closed session shows the amount, not an amount due')
})

t.test('payPage: German numbers and words; a locale Intl refuses falls back to English formats', async (t) => {
  const de = render(pageView('waiting', { amount: '19.99' }), 'de-DE,de;q=0.9')
  t.match(de, /id="amount">19,99\u00a0\$</)
  t.match(de, /Wir warten auf Ihre Zahlung/)
  t.match(de, /"locale":"de-DE"/, 'the script formats in the same locale')
  const odd = render(pageView('waiting'), 'de-12')
  t.match(odd, /Wir warten auf Ihre Zahlung/, 'German words')
  t.match(odd, /"locale":"en"/, 'formats Intl can make, on both sides')
})

t.test('payPage: data from the merchant, the chain or the customer is text wherever it lands', async (t) => {
  const evil = `"'><img src=x onerror=alert(1)><script>alert(1)</script>`
  const views: PageView[] = [
    pageView('choose', { description: evil, payment_options: [{ network: evil, currency: evil }] }),
    pageView('waiting', { selection: { ...pageView('waiting').selection!, address: evil, currency: evil, network: evil } }),
    pageView('detected', { payments: [{ ...pageView('detected').payments[0]!, tx_hash: evil, explorer_url: evil, network: evil }] }),
    pageView('paid', { return_url: evil, currency: evil }),
  ]
  for (const view of views) {
    const html = payPage({ ...frame, businessName: evil, logoPath: evil }, view)
    const json = [...html.matchAll(/<script type="application\/json" id="[a-z-]+">(.*?)<\/script>/g)].map((m) => m[1]!)
    t.equal(json.length, 3)
    t.notOk(
      json.some((block) => block.includes('<')),
      `${view.view}: the JSON blocks cannot end early`,
    )
    const markup = html.replace(/<script type="application\/json"[^>]*>.*?<\/script>/g, '')
    t.notMatch(markup, /<img src=x|<script>alert|onerror=alert\(1\)>/, `${view.view}: no markup from data`)
  }
  t.throws(() => el('img onerror=x', {}), /not a tag name/)
  t.throws(() => el('a', { 'href onclick': 'x' }), /not an attribute name/)
})

t.test('payPage: the one inline script runs by its hash; the script takes over from the embedded state', async (t) => {
  const html = render(pageView('partial'))
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
  t.equal(scripts.length, 1, 'one script to run; the rest are JSON')
  const hash = createHash('sha256').update(scripts[0]!).digest('base64')
  t.match(PAGE_CSP, `script-src 'sha256-${hash}';`)
  t.notMatch(PAGE_CSP, /script-src[^;]*unsafe-inline/, 'no inline script runs but this one')
  const state = embedded(html)
  t.match(state, { view: 'partial', selection: { remaining_amount: '14.5' } })
  t.notOk('qr_code' in state.selection || 'remaining_qr_code' in state.selection, 'the QR codes are in the page once')
})
