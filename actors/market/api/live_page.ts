/** GET /v1/market/live: a small page that shows prices ticking over the WebSocket (the key is typed in, never stored). */
import type { RouteSpec } from '../../../gateway/http/route'
import { LivePage } from './schemas'

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Live market</title><style>
body{font:15px/1.4 system-ui,sans-serif;margin:1.5rem;color:#1b1f24}table{border-collapse:collapse;min-width:34rem}
td,th{padding:.3rem .7rem;text-align:right;border-bottom:1px solid #eaeef2}th:first-child,td:first-child{text-align:left}
.up{color:#1a7f37}.down{color:#cf222e}#status{margin-left:.6rem;color:#57606a}input{width:26rem}</style></head><body>
<h1>Live market</h1>
<form id="f"><label>API key <input id="key" type="password" autocomplete="off" required></label>
<label>Symbols <input id="sym" value="BTC,ETH,SOL,BNB,XRP,TRX,LTC,BCH,USDT,USDC" aria-describedby="hint"></label>
<button>Connect</button><span id="status" role="status" aria-live="polite">disconnected</span></form>
<p id="hint">Comma-separated tickers, or * for every symbol.</p>
<table aria-label="prices"><thead><tr><th>Symbol</th><th>Price</th><th>24h %</th><th>Volume</th><th>Time</th></tr></thead><tbody id="rows"></tbody></table>
<script>
const rows = new Map(); let ws
function render(symbol,price,percent,volume,time){let tr=rows.get(symbol); if(!tr){tr=document.createElement('tr'); tr.innerHTML='<td></td><td></td><td></td><td></td><td></td>'; document.getElementById('rows').appendChild(tr); rows.set(symbol,tr)}
 const c=tr.children, prev=c[1].textContent; c[0].textContent=symbol; c[1].textContent=price; c[2].textContent=percent+'%'; c[3].textContent=volume; c[4].textContent=time.slice(11,19)
 if(prev&&prev!==price){c[1].className=Number(price)>Number(prev)?'up':'down'}}
document.getElementById('f').onsubmit=(e)=>{e.preventDefault(); if(ws) ws.close(); rows.clear(); document.getElementById('rows').innerHTML=''
 const key=document.getElementById('key').value, raw=document.getElementById('sym').value.trim(), symbols=raw==='*'?'*':raw.split(',').map(s=>s.trim().toUpperCase()).filter(Boolean)
 const status=document.getElementById('status'); status.textContent='connecting…'
 ws=new WebSocket((location.protocol==='https:'?'wss://':'ws://')+location.host+'/v1/market/ws?key='+encodeURIComponent(key))
 ws.onopen=()=>{status.textContent='connected'; ws.send(JSON.stringify({op:'subscribe',symbols}))}
 ws.onclose=()=>{status.textContent='disconnected (check the key)'}
 ws.onmessage=(m)=>{const msg=JSON.parse(m.data); if(msg.quotes) msg.quotes.forEach(q=>render(q.symbol,q.price,q.change_24h_percent,q.volume_24h,q.time)); if(msg.q){const time=new Date(msg.hub_time).toISOString(); msg.q.forEach(([s,p,c,v])=>render(s,p,c,v,time))}; if(msg.type==='error') status.textContent=msg.message}}
</script></body></html>`

export const livePageRoute: RouteSpec = {
  method: 'GET',
  path: '/v1/market/live',
  operationId: 'market.livePage',
  summary: 'Live price page over the market WebSocket',
  tags: ['market'],
  auth: { kind: 'public' },
  responses: { 200: LivePage },
  handler: async () => ({ status: 200, raw: { contentType: 'text/html; charset=utf-8', payload: PAGE } }),
}
