/**
 * The page's script. The server has drawn the page as the session was
 * (views.ts draws the same elements as `body()` here) and embedded that
 * state (#page-state): the script takes it over without drawing again, only
 * putting times in the customer's time zone. Then it asks the platform for
 * the session as the page draws it (`/api/v1/checkout/{uuid}/page`) every
 * few seconds, redraws when the view changes, and stops asking once the
 * state is final (paid, expired, failed). The countdown runs on the
 * platform's time, not on the customer's clock. Text goes in with
 * textContent only, never as HTML. Views are redrawn only when what they
 * show changes, so focus stays put; the status line (role=status) is what
 * screen readers announce. The form and copy buttons are handled on #panel,
 * so drawn and server-drawn ones work alike.
 */
export const PAGE_SCRIPT = String.raw`
const $ = (id) => document.getElementById(id)
const S = JSON.parse($('page-strings').textContent)
const C = JSON.parse($('page-config').textContent)
const POLL_MS = 3000
let state = null, drawn = '', offsetMs = 0, poller = 0, ticker = 0, askedAtZero = false
const fill = (t, v) => t.replace(/\{(\w+)\}/g, (all, k) => (k in v ? v[k] : all))
function el(tag, attrs, ...children) {
  const e = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs || {})) if (v !== undefined && v !== null) e.setAttribute(k, v)
  for (const c of children) if (c !== null && c !== undefined) e.append(c)
  return e
}
function fiat(amount, currency) {
  try { return new Intl.NumberFormat(C.locale, { style: 'currency', currency }).format(amount) } catch (e) { return amount + ' ' + currency }
}
function crypto(amount, currency) {
  const digits = (amount.split('.')[1] || '').length
  let text = amount
  // A decimal string keeps every digit (no float on the way); the separators follow the customer's locale.
  try { text = new Intl.NumberFormat(C.locale, { maximumFractionDigits: Math.min(Math.max(digits, 0), 20) }).format(amount) } catch (e) {}
  return text + '\u00a0' + currency
}
function showError(message) {
  $('error').hidden = message === null
  $('error').textContent = message === null ? '' : fill(S.error, { message: String(message) })
}
const network = (n) => C.networks[n] || n
const when = (iso) => new Intl.DateTimeFormat(C.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
const copyButton = (label, value, id) => el('button', { type: 'button', class: 'btn secondary', id, 'data-copy': value }, label)
const COPY_LABELS = { 'copy-address': 'copyAddress', 'copy-amount': 'copyAmount' }
async function copy(b) {
  const label = S[COPY_LABELS[b.id]]
  try { await navigator.clipboard.writeText(b.dataset.copy); b.textContent = S.copied } catch (e) { b.textContent = label }
  setTimeout(() => (b.textContent = label), 2000)
}
function txLine(p) {
  const hash = p.tx_hash
  const link = p.explorer_url
    ? el('a', { href: p.explorer_url, target: '_blank', rel: 'noopener noreferrer', 'aria-label': fill(S.viewTransaction, { hash }) }, hash)
    : el('span', {}, hash)
  return el('div', { class: 'tx' }, el('strong', {}, S.transaction), el('div', { class: 'mono', 'data-testid': 'tx' }, link),
    p.explorer_url ? null : el('div', { class: 'muted' }, S.noExplorer))
}
function payBlock(sel, amount, qr, alt, lead) {
  const box = el('div', { id: 'pay' })
  if (qr) box.append(el('img', { class: 'qr', id: 'qr', src: qr, alt: fill(alt, { amount: crypto(amount, sel.currency), address: sel.address }) }))
  box.append(
    el('p', {}, lead),
    el('p', { class: 'crypto', id: 'crypto' }, crypto(amount, sel.currency)),
    el('p', {}, fill(S.toAddress, { network: network(sel.network) })),
    el('div', { class: 'mono', id: 'address', 'data-testid': 'address' }, sel.address),
    el('div', { class: 'row' }, copyButton(S.copyAddress, sel.address, 'copy-address'), copyButton(S.copyAmount, amount, 'copy-amount')),
    el('p', { class: 'muted' }, S.autoUpdate),
  )
  return box
}
function receipt(s) {
  const sel = s.selection, rows = [[S.receiptAmount, fiat(s.amount, s.currency)]]
  if (sel) rows.push([S.receiptPaid, crypto(sel.paid_amount, sel.currency)], [S.receiptNetwork, network(sel.network)])
  if (s.paid_at) rows.push([S.receiptTime, el('time', { datetime: s.paid_at }, when(s.paid_at))])
  const dl = el('dl', { id: 'receipt' })
  for (const [k, v] of rows) dl.append(el('dt', {}, k), el('dd', {}, v))
  return el('section', { 'aria-labelledby': 'receipt-title' }, el('h2', { id: 'receipt-title' }, S.receipt), dl, ...s.payments.filter((p) => p.status === 'confirmed').map(txLine))
}
function back(s) {
  return s.return_url ? el('a', { class: 'btn', id: 'return', href: s.return_url }, S.returnToShop) : null
}
function chooseForm(s) {
  const select = el('select', { id: 'option', name: 'option' })
  for (const o of s.payment_options)
    select.append(el('option', { value: o.network + ':' + o.currency }, fill(S.optionLabel, { currency: o.currency, network: network(o.network) })))
  return el('form', { id: 'choose' }, el('label', { for: 'option' }, S.payWith), select,
    el('button', { type: 'submit', class: 'btn', id: 'go' }, S.showAddress))
}
async function choose() {
  const go = $('go')
  // Busy, not disabled: disabling the focused button would drop the keyboard user's focus to the top of the page.
  if (go.getAttribute('aria-disabled') === 'true') return
  const [net, currency] = $('option').value.split(':')
  go.setAttribute('aria-disabled', 'true')
  const r = await fetch('/api/v1/checkout/' + C.session + '/select-network', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ network: net, currency }),
  }).catch(() => null)
  go.removeAttribute('aria-disabled')
  if (!r) return showError('offline')
  if (!r.ok) { const b = await r.json().catch(() => ({})); showError(b.error || r.status); return }
  showError(null)
  await refresh()
}
const HEADLINES = { choose: 'chooseHeadline', waiting: 'waitingHeadline', detected: 'detectedHeadline', partial: 'partialHeadline', paid: 'paidHeadline',
  overpaid: 'overpaidHeadline', paid_late: 'paidLateHeadline', expired: 'expiredHeadline', failed: 'failedHeadline' }
function body(s) {
  const sel = s.selection
  const due = sel ? crypto(sel.amount_crypto, sel.currency) : ''
  const paid = sel ? crypto(sel.paid_amount, sel.currency) : ''
  const onTime = s.payments.filter((p) => !p.late)
  switch (s.view) {
    case 'choose': return [chooseForm(s)]
    case 'waiting': return [payBlock(sel, sel.amount_crypto, sel.qr_code, S.qrAlt, S.sendExactly)]
    case 'detected': {
      const out = []
      for (const p of onTime.filter((x) => x.status === 'detected')) {
        out.push(el('p', {}, fill(S.detectedAmount, { amount: crypto(p.amount, p.currency) })))
        out.push(el('p', { id: 'progress' }, p.settlement === 'depth'
          ? fill(S.confirmations, { count: String(p.confirmations), required: String(p.confirmations_required) })
          : fill(S.settling, { network: network(p.network) })))
        out.push(txLine(p))
      }
      if (sel && sel.paid_amount !== '0') out.push(el('p', {}, fill(S.received, { paid, due })))
      return out
    }
    case 'partial':
      return [el('p', { id: 'received' }, fill(S.received, { paid, due })),
        payBlock(sel, sel.remaining_amount, sel.remaining_qr_code, S.qrRestAlt, S.sendRemaining)]
    case 'paid': return [receipt(s), back(s)]
    case 'overpaid': return [el('p', { id: 'explain' }, fill(S.overpaidText, { paid, due, extra: crypto(sel.excess_amount || '0', sel.currency) })), receipt(s), back(s)]
    case 'paid_late': return [el('p', { id: 'explain' }, fill(S.paidLateText, { paid: crypto(lateTotal(s), sel.currency) })), ...s.payments.filter((p) => p.late).map(txLine), back(s)]
    case 'expired': return [el('p', { id: 'explain' }, sel && sel.paid_amount !== '0' ? fill(S.expiredPartText, { paid, due }) : S.expiredText),
      el('p', { class: 'muted' }, S.expiredSentText), back(s)]
    case 'failed': return [el('p', { id: 'explain' }, S.failedText), back(s)]
  }
  return []
}
function lateTotal(s) {
  // Decimal strings of one asset added exactly, as integers of the longest scale.
  const late = s.payments.filter((p) => p.late && p.status === 'confirmed').map((p) => p.amount)
  const scale = Math.max(0, ...late.map((a) => (a.split('.')[1] || '').length))
  const units = late.reduce((sum, a) => { const [w, f = ''] = a.split('.'); return sum + BigInt(w + f.padEnd(scale, '0')) }, 0n)
  const text = units.toString().padStart(scale + 1, '0')
  return scale ? (text.slice(0, -scale) + '.' + text.slice(-scale)).replace(/\.?0+$/, '') : text
}
function tick() {
  if (!state) return
  const left = Math.max(0, Math.floor((Date.parse(state.expires_at) - (Date.now() + offsetMs)) / 1000))
  const mm = String(Math.floor(left / 60)).padStart(2, '0'), ss = String(left % 60).padStart(2, '0')
  $('countdown').textContent = fill(S.timeLeft, { time: mm + ':' + ss })
  // At the deadline the platform decides (a payment still confirming keeps the session open); ask it once.
  if (left === 0 && !askedAtZero) { askedAtZero = true; fetch('/api/v1/checkout/' + C.session + '/verify-now').then(refresh, refresh) }
}
const keyOf = (s) => JSON.stringify([s.view, s.selection && [s.selection.paid_amount, s.selection.remaining_amount],
  s.payments.map((p) => [p.tx_hash, p.status, p.confirmations])])
function draw(s) {
  state = s
  offsetMs = Date.parse(s.server_time) - Date.now()
  $('amount').textContent = fiat(s.amount, s.currency)
  $('banner').hidden = !s.is_test_mode
  $('description').textContent = s.description || ''
  const open = !s.final
  $('clock').hidden = !open
  $('amount-label').textContent = open ? S.amountDue : S.receiptAmount
  $('pay-by').textContent = fill(S.payBy, { clock: new Intl.DateTimeFormat(C.locale, { timeStyle: 'short' }).format(new Date(Date.parse(s.expires_at) - offsetMs)) })
  const key = keyOf(s)
  if (key !== drawn) {
    drawn = key
    const status = $('status')
    status.className = 'status ' + s.view
    status.textContent = S[HEADLINES[s.view]]
    document.body.dataset.view = s.view
    // A control the customer was on may be gone with the old view: focus goes to the new status, not to the page's top.
    const hadFocus = $('panel').contains(document.activeElement)
    $('panel').replaceChildren(...body(s).filter(Boolean))
    if (hadFocus) status.focus()
  }
  if (open) { tick(); if (!ticker) ticker = setInterval(tick, 1000) }
  else { clearInterval(ticker); clearInterval(poller); ticker = poller = 0 }
}
async function refresh() {
  try {
    const r = await fetch('/api/v1/checkout/' + C.session + '/page', { cache: 'no-store' })
    const b = await r.json()
    if (!r.ok) { showError(b.error || r.status); return }
    draw(b)
  } catch (e) { /* The next poll tries again: a phone may lose its connection for a moment. */ }
}
$('panel').addEventListener('submit', (e) => { if (e.target.id === 'choose') { e.preventDefault(); choose() } })
$('panel').addEventListener('click', (e) => { const b = e.target.closest('button[data-copy]'); if (b) copy(b) })
// The server drew this state: it counts as drawn, so only the times (written in UTC) change to the customer's zone.
const first = JSON.parse($('page-state').textContent)
drawn = keyOf(first)
draw(first)
for (const t of $('panel').querySelectorAll('time[datetime]')) t.textContent = when(t.getAttribute('datetime'))
if (!first.final) poller = setInterval(refresh, POLL_MS)
`
