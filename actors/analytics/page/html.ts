/**
 * The dashboard page's HTML shell, in one language (strings.ts). It holds no merchant data: the script
 * (script.ts) signs in and draws everything from the analytics endpoints. The page's CSP allows its one script
 * and its one style by their hashes, so nothing written into the page could run; the JSON blocks are data.
 */
import { createHash } from 'node:crypto'
import { PAGE_SCRIPT } from './script'
import { PAGE_STYLE } from './styles'
import { CATALOGUE, type Language, type PageStrings } from './strings'

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text safe in HTML content and in a quoted attribute. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)

/** JSON that cannot end its `<script type="application/json">` element early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

export const PAGE_CSP = [
  "default-src 'none'",
  `script-src ${sha256(PAGE_SCRIPT)}`,
  `style-src ${sha256(PAGE_STYLE)}`,
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

const PRODUCTS = ['checkout', 'waas', 'vas', 'swap', 'remittance', 'otc', 'virtual_accounts']
const DAYS = [7, 30, 90, 365]
const OVERVIEW: readonly [string, keyof PageStrings][] = [
  ['total_volume', 'totalVolume'],
  ['total_revenue', 'revenue'],
  ['net_sales', 'netSales'],
  ['refunds', 'refunds'],
  ['average_sale', 'averageSale'],
  ['success_rate', 'successRate'],
  ['transaction_count', 'transactionCount'],
]

/** The page in `lang`; `locale` formats dates in the script. */
export function dashboardPage(lang: Language, locale: string): string {
  const S = CATALOGUE[lang]
  const t = (key: keyof PageStrings) => escapeHtml(S[key])
  const other: Language = lang === 'de' ? 'en' : 'de'
  const th = (key: keyof PageStrings, numeric = false) => `<th scope="col"${numeric ? ' class="num"' : ''}>${t(key)}</th>`
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t('title')}</title><style>${PAGE_STYLE}</style></head><body><main>
<header class="top"><h1 id="app-heading" tabindex="-1">${t('heading')}</h1><a href="?lang=${other}" lang="${other}">${t('language')}</a></header>
<p class="status" id="status" role="status" aria-live="polite"></p><p class="error" id="error" role="alert" hidden></p>
<noscript><p class="card">${t('noScript')}</p></noscript>
<section class="card" id="signin" aria-labelledby="signin-heading"><h2 id="signin-heading">${t('signInHeading')}</h2>
<form id="login"><label for="email">${t('email')}</label><input id="email" name="email" type="email" autocomplete="username" required maxlength="254">
<label for="password">${t('password')}</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="256">
<div id="otp-row" hidden><label for="otp">${t('otp')}</label><input id="otp" name="otp_code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6"></div>
<p><button type="submit" id="signin-button">${t('signIn')}</button></p></form></section>
<div id="app" hidden><p class="muted">${t('intro')}</p>
<section class="card" aria-labelledby="settings-heading"><h2 id="settings-heading">${t('settings')}</h2><form id="settings" class="row">
<fieldset><legend>${t('environment')}</legend><label><input type="radio" name="environment" id="env-live" value="live" checked> ${t('live')}</label><label><input type="radio" name="environment" id="env-test" value="test"> ${t('test')}</label></fieldset>
<div><label for="days">${t('days')}</label><select id="days" name="days">${DAYS.map((d) => `<option value="${d}"${d === 30 ? ' selected' : ''}>${escapeHtml(S.lastDays.replace('{days}', String(d)))}</option>`).join('')}</select></div>
<button type="submit">${t('refresh')}</button><button type="button" class="secondary" id="signout">${t('signOut')}</button></form></section>
<section class="card" aria-labelledby="overview-heading"><h2 id="overview-heading">${t('overviewHeading')}</h2><p class="muted" id="period"></p>
<dl class="grid" id="overview">${OVERVIEW.map(([field, key]) => `<div><dt>${t(key)}</dt><dd id="ov-${field}"></dd></div>`).join('')}</dl></section>
<div class="cols"><section class="card" aria-labelledby="revenue-heading"><h2 id="revenue-heading">${t('revenueHeading')}</h2>
<svg class="chart" id="revenue-chart" role="img" aria-label="${t('revenueHeading')}" viewBox="0 0 600 200"></svg>
<details><summary>${t('revenueTable')}</summary><div class="scroll"><table id="revenue-table"><caption>${t('revenueTable')}</caption>
<thead><tr>${th('date')}${th('volume', true)}${th('refunds', true)}${th('revenue', true)}${th('transactionCount', true)}</tr></thead><tbody id="revenue-rows"></tbody></table></div></details></section>
<section class="card" aria-labelledby="methods-heading"><h2 id="methods-heading">${t('methodsHeading')}</h2>
<svg class="chart" id="methods-chart" role="img" aria-label="${t('methodsChart')}" viewBox="0 0 600 40"></svg><p class="muted" id="methods-empty" hidden>${t('noMethods')}</p>
<div class="scroll"><table id="methods-table"><caption>${t('methodsTable')}</caption>
<thead><tr>${th('method')}${th('sessions', true)}${th('volume', true)}${th('share', true)}</tr></thead><tbody id="methods-rows"></tbody></table></div></section></div>
<section class="card" aria-labelledby="tx-heading"><h2 id="tx-heading">${t('transactionsHeading')}</h2>
<form id="tx-filters" class="row" aria-label="${t('filters')}"><div><label for="product">${t('product')}</label><select id="product" name="product"><option value="">${t('allProducts')}</option>${PRODUCTS.map((p) => `<option value="${p}">${p}</option>`).join('')}</select></div>
<div><label for="search">${t('search')}</label><input id="search" name="search" type="search" maxlength="200"></div>
<button type="submit">${t('applyFilters')}</button><button type="button" class="secondary" id="export">${t('exportCsv')}</button></form>
<div class="scroll"><table id="tx-table" data-search=""><caption class="muted" id="tx-shown"></caption><thead><tr>${th('time')}${th('product')}${th('type')}${th('amount', true)}${th('crypto', true)}${th('subject')}${th('customer')}</tr></thead><tbody id="tx-rows"></tbody></table></div>
<p class="row"><button type="button" class="secondary" id="prev">${t('previous')}</button><button type="button" class="secondary" id="next">${t('next')}</button></p></section>
<section class="card" aria-labelledby="alerts-heading"><h2 id="alerts-heading" tabindex="-1">${t('alertsHeading')}</h2><ul class="alerts" id="alerts"></ul><p class="muted" id="alerts-empty" hidden>${t('noAlerts')}</p></section>
</div></main>
<script type="application/json" id="page-strings">${scriptJson(S)}</script>
<script type="application/json" id="page-config">${scriptJson({ locale })}</script>
<script>${PAGE_SCRIPT}</script></body></html>`
}
