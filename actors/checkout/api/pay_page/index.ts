/**
 * The hosted payment page `/pay/{uuid}`: plain HTML, CSS and a small script,
 * no build step, so it loads fast on a phone. The server draws the whole
 * page as the session is now: the frame (the merchant's name, logo and
 * colour, the test banner, the language, the amount and the countdown) and
 * the view (views.ts), so it shows without JavaScript. The state it drew
 * from is embedded; the script (script.ts) takes over from it without
 * drawing again, and follows the session live. Strings: strings.ts; styles:
 * styles.ts; formats: format.ts.
 */
import { createHash } from 'node:crypto'
import { escapeHtml as h, markupOf, scriptJson } from './html'
import { CATALOGUE, fill, languageOf, type PageStrings } from './strings'
import { pageStyle } from './styles'
import { PAGE_SCRIPT } from './script'
import { formats, NETWORK_NAMES, pageLocale } from './format'
import { HEADLINES, panelOf, type PageView } from './views'

export type { PageView } from './views'

/** The platform's name, shown under the page unless the merchant's plan is white label. */
const PLATFORM_NAME = 'Payments platform'

/**
 * The page's CSP: its one script is allowed by its hash, so nothing written into the page from data could
 * run even if it escaped its element; the JSON blocks are data and never run. Styles stay inline (the accent).
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'unsafe-inline'",
  `script-src 'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`,
  "connect-src 'self'",
  "base-uri 'none'",
].join('; ')

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
const SERVER_ONLY: ReadonlySet<string> = new Set([
  'title',
  'testBanner',
  'poweredBy',
  'logoAlt',
  'notFoundTitle',
  'notFoundText',
  'noScriptChoose',
  'noScriptReload',
  'reload',
])
const scriptStrings = (S: PageStrings) => Object.fromEntries(Object.entries(S).filter(([key]) => !SERVER_ONLY.has(key)))

/**
 * Without JavaScript, the controls that need it are hidden (the currency choice stays, to read): the
 * address button, the copy buttons and the promise to update by itself, which the #noscript note replaces.
 */
const NO_SCRIPT_STYLE = '<noscript><style>#go,#pay .row,#pay>p.muted{display:none}</style></noscript>'

const head = (lang: string, title: string, accent: string | undefined, extra = '') =>
  `<!doctype html><html lang="${h(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${h(title)}</title><style>${pageStyle(accent)}</style>${extra}</head>`

/** The state the script takes over from: the page view without its QR codes (they are in the page already). */
const scriptState = (view: PageView): PageView =>
  view.selection ? { ...view, selection: { ...view.selection, qr_code: undefined, remaining_qr_code: undefined } } : view

/** Without JavaScript the page is a snapshot: it says so, and how to see what changed. */
function noScript(frame: PageFrame, view: PageView, S: PageStrings): string {
  if (view.final) return ''
  const text = view.view === 'choose' ? S.noScriptChoose : S.noScriptReload
  return `<noscript><p class="muted" id="noscript">${h(text)} <a href="/pay/${h(frame.sessionId)}">${h(S.reload)}</a></p></noscript>`
}

/** The page of a session in the view the platform decided (`checkout.page`), in the request's language. */
export function payPage(frame: PageFrame, view: PageView): string {
  const { lang, locale: requested } = languageOf(frame.acceptLanguage)
  const S = CATALOGUE[lang]
  const locale = pageLocale(requested)
  const f = formats(locale, S)
  const business = frame.businessName
  const open = !view.final
  const logo = frame.logoPath ? `<img class="logo" id="logo" src="${h(frame.logoPath)}" alt="${h(fill(S.logoAlt, { business }))}">` : ''
  const footer = frame.whiteLabel ? '' : `<footer class="muted" id="platform">${h(fill(S.poweredBy, { platform: PLATFORM_NAME }))}</footer>`
  const config = { session: frame.sessionId, locale, networks: NETWORK_NAMES }
  const headline = S[HEADLINES[view.view]]
  return `${head(lang, fill(S.title, { business }), frame.accentColor, NO_SCRIPT_STYLE)}<body data-session="${h(frame.sessionId)}" data-view="${h(view.view)}"><main>
<div class="banner" id="banner" role="note"${frame.isTest ? '' : ' hidden'}>${h(S.testBanner)}</div>
<header class="card" id="frame">${logo}<h1 id="merchant">${h(business)}</h1>
<p class="muted" id="amount-label">${h(open ? S.amountDue : S.receiptAmount)}</p><p class="amount" id="amount">${h(f.fiat(view.amount, view.currency))}</p>
<p class="muted" id="description">${h(view.description ?? '')}</p>
<div id="clock"${open ? '' : ' hidden'}><p class="muted"><span id="countdown" role="timer" aria-live="off">${h(f.timeLeft(view.expires_at, view.server_time))}</span> · <span id="pay-by">${h(f.payBy(view.expires_at))}</span></p></div></header>
<section class="card" aria-labelledby="status"><div id="status" class="status ${h(view.view)}" role="status" aria-live="polite" tabindex="-1">${h(headline)}</div>
<p id="error" role="alert" class="status failed" hidden></p><div id="panel">${panelOf(view, S, f).map(markupOf).join('')}</div>${noScript(frame, view, S)}</section>${footer}</main>
<script type="application/json" id="page-strings">${scriptJson(scriptStrings(S))}</script>
<script type="application/json" id="page-config">${scriptJson(config)}</script>
<script type="application/json" id="page-state">${scriptJson(scriptState(view))}</script>
<script>${PAGE_SCRIPT}</script></body></html>`
}

/** What a customer sees for a link to a session that does not exist. */
export function notFoundPage(acceptLanguage?: string): string {
  const { lang } = languageOf(acceptLanguage)
  const S = CATALOGUE[lang]
  return `${head(lang, S.notFoundTitle, undefined)}<body><main><section class="card" role="alert"><h1>${h(S.notFoundTitle)}</h1>
<p class="muted">${h(S.notFoundText)}</p></section></main></body></html>`
}
