/**
 * The dashboard page's script (no framework, no build step). The page holds no data: after sign-in
 * (POST /api/v1/auth/login, with the TOTP code when the answer asks for it) the access token is kept in
 * sessionStorage and every figure comes from the analytics endpoints with it. Money is shown as the decimal
 * strings the API answers with their currency, never recomputed; numbers only size the chart bars. Every value
 * from the API goes in with textContent or setAttribute, never as HTML. The status line (role=status) says what
 * happened; errors go to a role=alert line. The CSV export is fetched with the token and saved from a Blob.
 */
export const PAGE_SCRIPT = String.raw`
const $ = (id) => document.getElementById(id)
const S = JSON.parse($('page-strings').textContent)
const C = JSON.parse($('page-config').textContent)
const KEY = 'analytics.token'
const API = '/api/v1/analytics'
const NS = 'http://www.w3.org/2000/svg'
const tx = { page: 1, limit: 20, total: 0 }
let generation = 0
const fill = (t, v) => t.replace(/\{(\w+)\}/g, (all, k) => (k in v ? String(v[k]) : all))
function el(tag, attrs, ...children) {
  const e = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs || {})) if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : v)
  for (const c of children) if (c !== null && c !== undefined) e.append(c)
  return e
}
function svg(tag, attrs, ...children) {
  const e = document.createElementNS(NS, tag)
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, String(v))
  for (const c of children) if (c !== null && c !== undefined) e.append(c)
  return e
}
const say = (text) => { $('status').textContent = text }
function fail(message) {
  $('error').hidden = message === null
  $('error').textContent = message === null ? '' : fill(S.error, { message })
}
const money = (amount, currency) => (amount === undefined ? '' : currency ? amount + ' ' + currency : amount)
/** "0.6667" as "66.67%", by moving the point in the string. */
function percent(s) {
  if (!/^[01]\.[0-9]{4}$/.test(s)) return s
  const d = s.replace('.', '')
  return d.slice(0, 3).replace(/^0+(?=\d)/, '') + '.' + d.slice(3) + '%'
}
function when(iso) {
  try { return new Intl.DateTimeFormat(C.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) } catch (e) { return iso }
}
const environment = () => document.querySelector('input[name="environment"]:checked').value
function params(extra) {
  const p = new URLSearchParams({ environment: environment(), days: $('days').value })
  for (const [k, v] of Object.entries(extra || {})) if (v !== undefined && v !== '') p.set(k, String(v))
  return p.toString()
}
const filters = () => ({ product: $('product').value, search: $('search').value.trim() })

function signOut(message) {
  sessionStorage.removeItem(KEY)
  generation++
  $('app').hidden = true
  $('signin').hidden = false
  delete document.body.dataset.loaded
  say(message)
}
async function api(path, init) {
  const headers = Object.assign({ accept: 'application/json' }, (init && init.headers) || {}, { authorization: 'Bearer ' + sessionStorage.getItem(KEY) })
  const res = await fetch(path, Object.assign({}, init || {}, { headers }))
  if (res.ok) return res
  let body = {}
  try { body = await res.json() } catch (e) {}
  if (res.status === 401) signOut(S.sessionEnded)
  throw new Error(body.message || body.code || 'HTTP ' + res.status)
}
const getJson = async (path) => (await api(path)).json()

function drawOverview(o) {
  $('period').textContent = fill(S.period, { from: o.from, to: o.to })
  const set = (k, v) => { $('ov-' + k).textContent = v }
  set('total_volume', money(o.total_volume, o.currency))
  set('total_revenue', money(o.total_revenue, o.currency))
  set('net_sales', money(o.net_sales, o.currency))
  set('refunds', money(o.refunds, o.currency))
  set('average_sale', money(o.average_sale, o.currency))
  set('success_rate', o.success_rate === undefined ? S.notAvailable : percent(o.success_rate))
  set('transaction_count', String(o.transaction_count))
}

function cells(row, values, numeric) {
  return el('tr', row, ...values.map((v, i) => el(i === 0 ? 'th' : 'td', i === 0 ? { scope: 'row' } : numeric && numeric[i] ? { class: 'num' } : {}, v)))
}

function drawRevenue(r) {
  const chart = $('revenue-chart')
  const W = 600, H = 200, top = 10, bottom = 24, left = 8
  const n = r.points.length
  // Numbers only size the bars; every amount shown is the API's string.
  const values = r.points.map((p) => Math.max(0, Number(p.revenue)) || 0)
  const max = Math.max(...values, 0) || 1
  const step = (W - left * 2) / Math.max(n, 1)
  const bars = r.points.map((p, i) => {
    const h = ((H - top - bottom) * values[i]) / max
    return svg('rect', { class: 'bar', x: (left + i * step + step * 0.15).toFixed(2), y: (H - bottom - h).toFixed(2), width: (step * 0.7).toFixed(2), height: h.toFixed(2), 'data-date': p.date },
      svg('title', {}, p.date + ': ' + money(p.revenue, p.currency)))
  })
  const labels = n ? [svg('text', { x: left, y: H - 6 }, r.points[0].date), svg('text', { x: W - left, y: H - 6, 'text-anchor': 'end' }, r.points[n - 1].date)] : []
  chart.setAttribute('viewBox', '0 0 ' + W + ' ' + H)
  chart.setAttribute('aria-label', fill(S.revenueChart, { currency: r.currency, count: n }))
  chart.replaceChildren(svg('line', { class: 'axis', x1: left, x2: W - left, y1: H - bottom, y2: H - bottom }), ...bars, ...labels)
  $('revenue-rows').replaceChildren(...r.points.map((p) =>
    cells({}, [p.date, money(p.volume, p.currency), money(p.refunds, p.currency), money(p.revenue, p.currency), String(p.transactions)], [0, 1, 1, 1, 1])))
}

function drawMethods(m) {
  const chart = $('methods-chart')
  const W = 600, row = 30, labelW = 170, n = m.methods.length
  const H = Math.max(n, 1) * row + 10
  const max = Math.max(...m.methods.map((x) => x.count), 1)
  const name = (x) => x.asset + ' · ' + x.network + ' (' + x.method + ')'
  const bars = m.methods.flatMap((x, i) => {
    const w = ((W - labelW - 60) * x.count) / max
    const y = 5 + i * row
    return [
      svg('text', { x: 4, y: y + 18 }, name(x)),
      svg('rect', { class: 'bar', x: labelW, y: y + 4, width: w.toFixed(2), height: row - 10 }, svg('title', {}, name(x) + ': ' + x.count)),
      svg('text', { x: labelW + w + 6, y: y + 18 }, String(x.count)),
    ]
  })
  chart.setAttribute('viewBox', '0 0 ' + W + ' ' + H)
  chart.replaceChildren(...bars)
  $('methods-empty').hidden = n > 0
  $('methods-rows').replaceChildren(...m.methods.map((x) => cells({}, [name(x), String(x.count), money(x.volume, m.currency), percent(x.share)], [0, 1, 1, 1])))
}

function drawTransactions(list, search) {
  tx.total = list.total
  const rows = list.transactions.map((t) =>
    el('tr', { 'data-id': t.id },
      el('td', {}, when(t.occurred_at)),
      el('td', {}, t.product),
      el('td', {}, t.type),
      el('td', { class: 'num' }, money(t.amount, t.currency)),
      el('td', { class: 'num' }, t.asset_amount === undefined ? '' : money(t.asset_amount, t.asset) + (t.network ? ' (' + t.network + ')' : '')),
      el('td', { class: 'mono' }, t.subject),
      el('td', {}, t.customer || '')))
  if (!rows.length) rows.push(el('tr', {}, el('td', { colspan: '7' }, S.noTransactions)))
  $('tx-rows').replaceChildren(...rows)
  const from = list.total === 0 ? 0 : (list.page - 1) * list.limit + 1
  $('tx-shown').textContent = fill(S.shown, { from, to: (list.page - 1) * list.limit + list.transactions.length, total: list.total })
  $('prev').disabled = list.page <= 1
  $('next').disabled = list.page * list.limit >= list.total
  $('tx-table').dataset.search = search
}

function alertItem(a) {
  const formId = 'dismiss-' + a.id, reasonId = 'reason-' + a.id, problemId = 'problem-' + a.id
  const open = el('button', { type: 'button', class: 'secondary', 'aria-expanded': 'false', 'aria-controls': formId }, S.dismiss)
  const reason = el('input', { id: reasonId, name: 'reason', type: 'text', maxlength: '500', autocomplete: 'off', 'aria-describedby': problemId })
  const problem = el('p', { id: problemId, class: 'error', role: 'alert', hidden: true })
  const cancel = el('button', { type: 'button', class: 'secondary' }, S.cancel)
  const form = el('form', { id: formId, hidden: true },
    el('label', { for: reasonId }, S.dismissReason), reason, problem,
    el('div', { class: 'row' }, el('button', { type: 'submit' }, S.confirmDismiss), cancel))
  open.addEventListener('click', () => { form.hidden = false; open.hidden = true; open.setAttribute('aria-expanded', 'true'); reason.focus() })
  cancel.addEventListener('click', () => { form.hidden = true; open.hidden = false; open.setAttribute('aria-expanded', 'false'); open.focus() })
  form.addEventListener('submit', async (e) => {
    e.preventDefault()
    const text = reason.value.trim()
    problem.hidden = text !== ''
    problem.textContent = text === '' ? S.reasonNeeded : ''
    if (text === '') { reason.focus(); return }
    try {
      await api(API + '/fraud-alerts/' + encodeURIComponent(a.id) + '/dismiss', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reason: text }) })
      await loadAlerts()
      say(S.dismissed)
      $('alerts-heading').focus()
    } catch (err) { problem.hidden = false; problem.textContent = fill(S.error, { message: err.message }) }
  })
  return el('li', { 'data-alert-id': a.id },
    el('p', {}, el('span', { class: 'rule' }, a.rule), ' · ', el('span', {}, fill(S.score, { score: a.score }))),
    el('p', {}, a.summary),
    el('p', { class: 'muted' }, fill(S.opened, { time: when(a.opened_at) })),
    open, form)
}
function drawAlerts(list) {
  $('alerts').replaceChildren(...list.alerts.map(alertItem))
  $('alerts-empty').hidden = list.alerts.length > 0
  $('alerts').dataset.open = String(list.alerts.length)
}

const revenuePath = () => API + '/revenue?' + params({ group: 'day', basis: 'fiat' })
const txPath = () => API + '/transactions?' + params(Object.assign(filters(), { page: tx.page, limit: tx.limit }))
const alertsPath = () => API + '/fraud-alerts?' + new URLSearchParams({ environment: environment(), status: 'open', limit: '100' })
async function loadAlerts() { drawAlerts(await getJson(alertsPath())) }
async function loadTransactions() {
  const g = generation, search = filters().search
  say(S.loading)
  try {
    const list = await getJson(txPath())
    if (g !== generation) return
    drawTransactions(list, search)
    say(S.updated)
  } catch (e) { fail(e.message) }
}
async function loadAll() {
  const g = ++generation
  say(S.loading)
  fail(null)
  try {
    const q = params()
    const [o, r, m, t, a] = await Promise.all([
      getJson(API + '/overview?' + q), getJson(revenuePath()), getJson(API + '/payment-methods?' + q), getJson(txPath()), getJson(alertsPath()),
    ])
    if (g !== generation) return
    drawOverview(o)
    drawRevenue(r)
    drawMethods(m)
    drawTransactions(t, filters().search)
    drawAlerts(a)
    document.body.dataset.loaded = environment() + ':' + $('days').value
    say(S.updated)
  } catch (e) { if (g === generation) fail(e.message) }
}

async function exportCsv() {
  fail(null)
  try {
    const res = await api(API + '/transactions/export?' + params(filters()), { headers: { accept: 'text/csv' } })
    const blob = await res.blob()
    const name = (/filename="([^"]+)"/.exec(res.headers.get('content-disposition') || '') || [])[1] || 'transactions.csv'
    const url = URL.createObjectURL(blob)
    const a = el('a', { href: url, download: name, hidden: true })
    document.body.append(a)
    a.click()
    a.remove()
    setTimeout(() => URL.revokeObjectURL(url), 60000)
    say(fill(S.exported, { name }))
  } catch (e) { fail(e.message) }
}

function showApp() {
  $('signin').hidden = true
  $('app').hidden = false
  $('app-heading').focus()
  loadAll()
}

$('login').addEventListener('submit', async (e) => {
  e.preventDefault()
  fail(null)
  const body = { email: $('email').value.trim(), password: $('password').value }
  const otp = $('otp').value.trim()
  if (!$('otp-row').hidden && otp) body.otp_code = otp
  say(S.loading)
  try {
    const res = await fetch('/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) })
    let answer = {}
    try { answer = await res.json() } catch (err) {}
    if (res.ok && answer.access_token) {
      sessionStorage.setItem(KEY, answer.access_token)
      $('password').value = ''
      $('otp').value = ''
      $('otp-row').hidden = true
      showApp()
      return
    }
    if (answer.code === 'OTP_REQUIRED') {
      $('otp-row').hidden = false
      say(S.otpNeeded)
      $('otp').focus()
      return
    }
    say('')
    fail(answer.message || answer.code || 'HTTP ' + res.status)
  } catch (err) { say(''); fail(err.message) }
})
$('signout').addEventListener('click', () => signOut(S.signedOut))
$('settings').addEventListener('submit', (e) => { e.preventDefault(); tx.page = 1; loadAll() })
for (const r of document.querySelectorAll('input[name="environment"]')) r.addEventListener('change', () => { tx.page = 1; loadAll() })
$('days').addEventListener('change', () => { tx.page = 1; loadAll() })
$('tx-filters').addEventListener('submit', (e) => { e.preventDefault(); tx.page = 1; loadTransactions() })
$('export').addEventListener('click', exportCsv)
$('prev').addEventListener('click', () => { tx.page = Math.max(1, tx.page - 1); loadTransactions() })
$('next').addEventListener('click', () => { tx.page++; loadTransactions() })
if (sessionStorage.getItem(KEY)) showApp()
`
