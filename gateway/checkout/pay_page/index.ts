/**
 * The hosted payment page `/pay/{uuid}`: plain HTML, CSS and a small script,
 * no build step, so it loads fast on a phone. The server draws the frame
 * (the merchant's name, logo and colour, the test banner, the language);
 * the script (script.ts) draws the view the session is in and follows it
 * live. Strings: strings.ts; styles: styles.ts.
 */
import { escapeHtml as h, scriptJson } from './html'
import { CATALOGUE, fill, languageOf, type PageStrings } from './strings'
import { pageStyle } from './styles'
import { PAGE_SCRIPT } from './script'

export { languageOf } from './strings'

/** The platform's name, shown under the page unless the merchant's plan is white label. */
export const PLATFORM_NAME = 'Payments platform'

const NETWORK_NAMES = {
  ETH: 'Ethereum',
  BSC: 'BNB Smart Chain',
  POL: 'Polygon',
  TRX: 'TRON',
  SOL: 'Solana',
  BTC: 'Bitcoin',
  LTC: 'Litecoin',
  BCH: 'Bitcoin Cash',
  XRP: 'XRP Ledger',
}

export interface PageFrame {
  readonly sessionId: string
  readonly businessName: string
  readonly whiteLabel: boolean
  readonly isTest: boolean
  readonly accentColor?: string
  readonly logoPath?: string
  readonly acceptLanguage?: string
}

/** Strings the server writes itself: the script is not sent them (a white-label page carries no "Payments by" at all). */
const SERVER_ONLY: ReadonlySet<string> = new Set(['title', 'testBanner', 'poweredBy', 'logoAlt', 'notFoundTitle', 'notFoundText'])
const scriptStrings = (S: PageStrings) => Object.fromEntries(Object.entries(S).filter(([key]) => !SERVER_ONLY.has(key)))

const head = (lang: string, title: string, accent: string | undefined) =>
  `<!doctype html><html lang="${h(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${h(title)}</title><style>${pageStyle(accent)}</style></head>`

export function payPage(frame: PageFrame): string {
  const { lang, locale } = languageOf(frame.acceptLanguage)
  const S = CATALOGUE[lang]
  const business = frame.businessName
  const logo = frame.logoPath ? `<img class="logo" id="logo" src="${h(frame.logoPath)}" alt="${h(fill(S.logoAlt, { business }))}">` : ''
  const footer = frame.whiteLabel ? '' : `<footer class="muted" id="platform">${h(fill(S.poweredBy, { platform: PLATFORM_NAME }))}</footer>`
  const config = { session: frame.sessionId, locale, networks: NETWORK_NAMES }
  return `${head(lang, fill(S.title, { business }), frame.accentColor)}<body data-session="${h(frame.sessionId)}"><main>
<div class="banner" id="banner" role="note"${frame.isTest ? '' : ' hidden'}>${h(S.testBanner)}</div>
<header class="card" id="frame">${logo}<h1 id="merchant">${h(business)}</h1>
<p class="muted" id="amount-label">${h(S.amountDue)}</p><p class="amount" id="amount">${h(S.loading)}</p><p class="muted" id="description"></p>
<div id="clock"><p class="muted"><span id="countdown" role="timer" aria-live="off"></span> · <span id="pay-by"></span></p></div></header>
<section class="card" aria-labelledby="status"><div id="status" class="status" role="status" aria-live="polite" tabindex="-1">${h(S.loading)}</div>
<p id="error" role="alert" class="status failed" hidden></p><div id="panel"></div></section>${footer}</main>
<script type="application/json" id="page-strings">${scriptJson(scriptStrings(S))}</script>
<script type="application/json" id="page-config">${scriptJson(config)}</script>
<script>${PAGE_SCRIPT}</script></body></html>`
}

/** What a customer sees for a link to a session that does not exist. */
export function notFoundPage(acceptLanguage?: string): string {
  const { lang } = languageOf(acceptLanguage)
  const S = CATALOGUE[lang]
  return `${head(lang, S.notFoundTitle, undefined)}<body><main><section class="card" role="alert"><h1>${h(S.notFoundTitle)}</h1>
<p class="muted">${h(S.notFoundText)}</p></section></main></body></html>`
}
