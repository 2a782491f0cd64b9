/**
 * The hosted payment page `/pay/{uuid}`: plain HTML, CSS and a small script,
 * no build step, so it loads fast on a phone. It reads the public session,
 * lets the customer pick a network and currency, shows the QR code, the
 * address (with a copy button), the amount and a countdown, and follows the
 * status through verify-now. Status changes are announced to screen
 * readers (aria-live); every control is a labelled native element.
 */
const OPTIONS: ReadonlyArray<[string, string, string]> = [
  ['ETH', 'USDT', 'USDT on Ethereum'],
  ['ETH', 'USDC', 'USDC on Ethereum'],
  ['ETH', 'ETH', 'ETH on Ethereum'],
  ['BSC', 'USDT', 'USDT on BNB Smart Chain'],
  ['BSC', 'USDC', 'USDC on BNB Smart Chain'],
  ['BSC', 'BNB', 'BNB on BNB Smart Chain'],
  ['POL', 'USDT', 'USDT on Polygon'],
  ['POL', 'USDC', 'USDC on Polygon'],
  ['POL', 'POL', 'POL (MATIC) on Polygon'],
  ['TRX', 'USDT', 'USDT on TRON'],
  ['TRX', 'TRX', 'TRX on TRON'],
  ['SOL', 'USDC', 'USDC on Solana'],
  ['SOL', 'SOL', 'SOL on Solana'],
  ['BTC', 'BTC', 'Bitcoin'],
  ['LTC', 'LTC', 'Litecoin'],
  ['BCH', 'BCH', 'Bitcoin Cash'],
  ['XRP', 'XRP', 'XRP Ledger'],
]

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f4f5f7;color:#111}
main{max-width:440px;margin:0 auto;padding:16px}.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px #0002;margin-bottom:16px}
h1{font-size:1.1rem;margin:0 0 4px}.amount{font-size:2rem;font-weight:700;margin:8px 0}.muted{color:#555;font-size:.9rem}
label{display:block;font-weight:600;margin:12px 0 6px}select,button{width:100%;font-size:1rem;padding:12px;border-radius:8px;border:1px solid #999;background:#fff}
button{background:#1f4fd1;color:#fff;border:0;font-weight:600;margin-top:12px;cursor:pointer}button:focus,select:focus{outline:3px solid #f5a623;outline-offset:2px}
.qr{display:block;margin:12px auto;width:220px;height:220px}.addr{word-break:break-all;font-family:ui-monospace,monospace;background:#f4f5f7;padding:10px;border-radius:8px}
.status{font-weight:700;font-size:1.1rem;padding:12px;border-radius:8px;text-align:center;background:#eef}.status.paid{background:#d7f5dd;color:#0a5a1f}
.status.expired,.status.failed{background:#fde2e1;color:#8a1111}.status.partial{background:#fff4d6;color:#6b4a00}[hidden]{display:none!important}
`

const SCRIPT = `
const id = document.body.dataset.session
const $ = (s) => document.getElementById(s)
const api = (path, init) => fetch('/api/v1/checkout/' + id + path, init).then(async (r) => ({ ok: r.ok, body: await r.json() }))
let expiresAt = 0, timer = 0, poller = 0
function setStatus(status, text) { const el = $('status'); el.className = 'status ' + status; el.textContent = text }
let askedAtZero = false
function tick() {
  const left = Math.max(0, Math.floor((expiresAt - Date.now()) / 1000))
  $('countdown').textContent = String(Math.floor(left / 60)).padStart(2, '0') + ':' + String(left % 60).padStart(2, '0')
  // At the deadline the server decides (a payment still confirming keeps the session open); ask it once.
  if (left === 0 && !askedAtZero) { askedAtZero = true; check() }
}
function show(session) {
  $('merchant').textContent = session.business_name
  $('amount').textContent = session.amount + ' ' + session.currency
  $('description').textContent = session.description || ''
  expiresAt = Date.parse(session.expires_at); tick(); clearInterval(timer); timer = setInterval(tick, 1000)
  render(session.status === 'pending' ? 'pending' : session.status, null)
}
function render(status, verify) {
  const texts = { pending: 'Waiting for payment', partial: 'Partly paid: ' + (verify && verify.paid_amount) + ' received, please send the rest', paid: 'Paid. Thank you!', expired: 'This payment session has expired', failed: 'The payment failed' }
  setStatus(status, texts[status] || status)
  if (status === 'paid' || status === 'expired' || status === 'failed') { clearInterval(poller); clearInterval(timer); $('choose').hidden = true }
}
async function load() {
  const r = await api('')
  if (!r.ok) { setStatus('failed', r.body.error || 'Session not found'); return }
  show(r.body)
  // Only what this session can be paid in: a token without a configured contract is not listed.
  const offered = new Set((r.body.payment_options || []).map((o) => o.network + ':' + o.currency))
  for (const o of [...$('option').options]) if (!offered.has(o.value)) o.remove()
  if (r.body.selection) showSelection(r.body.selection)
}
function showSelection(sel) {
  $('pay').hidden = false
  $('address').textContent = sel.address
  $('crypto').textContent = sel.amount_crypto + ' ' + sel.crypto_currency + ' (' + sel.network + ')'
  if (sel.qr_code) { $('qr').src = sel.qr_code; $('qr').hidden = false }
  clearInterval(poller); poller = setInterval(check, 5000)
}
async function check() {
  const r = await api('/verify-now')
  if (r.ok) render(r.body.status, r.body)
}
$('choose').addEventListener('submit', async (e) => {
  e.preventDefault()
  const [network, currency] = $('option').value.split(':')
  $('go').disabled = true
  const r = await api('/select-network', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ network, currency }) })
  $('go').disabled = false
  if (!r.ok) { setStatus('failed', r.body.error); return }
  expiresAt = Date.parse(r.body.expires_at)
  showSelection({ address: r.body.address, amount_crypto: r.body.amount_crypto, crypto_currency: r.body.currency, network: r.body.network, qr_code: r.body.qr_code })
})
$('copy').addEventListener('click', () => navigator.clipboard && navigator.clipboard.writeText($('address').textContent))
load()
`

export function payPage(sessionId: string): string {
  const options = OPTIONS.map(([n, c, label]) => `<option value="${n}:${c}">${label}</option>`).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pay</title><style>${STYLE}</style></head><body data-session="${sessionId}"><main>
<section class="card" aria-labelledby="merchant"><h1 id="merchant">Loading…</h1><div class="amount" id="amount"></div><div class="muted" id="description"></div>
<p class="muted">Time left: <span id="countdown" aria-label="time left">--:--</span></p></section>
<section class="card"><div id="status" class="status" role="status" aria-live="polite">Loading…</div>
<form id="choose"><label for="option">Pay with</label><select id="option" name="option">${options}</select><button id="go" type="submit">Show payment address</button></form>
<div id="pay" hidden><img id="qr" class="qr" alt="QR code of the payment address and amount" hidden>
<p>Send exactly <strong id="crypto"></strong> to:</p><div class="addr" id="address" data-testid="address"></div><button id="copy" type="button">Copy address</button>
<p class="muted">This page updates by itself when your payment arrives.</p></div></section></main><script>${SCRIPT}</script></body></html>`
}

/** What a customer sees for a link to a session that does not exist. */
export function notFoundPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Payment not found</title><style>${STYLE}</style></head><body><main><section class="card" role="alert"><h1>Payment not found</h1>
<p class="muted">This payment link is not valid. Please return to the shop and start the payment again.</p></section></main></body></html>`
}
