/**
 * The dashboard page's CSS: static, so the page's CSP allows it by its hash. Text is dark on light (at least
 * 7:1 for body text, 4.5:1 for muted text and buttons); focus is always a thick outline.
 */
export const PAGE_STYLE = `*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#111}
main{max-width:1100px;margin:0 auto;padding:16px}
header.top{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:8px}
h1{font-size:1.5rem;margin:8px 0}h2{font-size:1.15rem;margin:0 0 12px}
.card{background:#fff;border-radius:10px;padding:16px 20px;box-shadow:0 1px 3px #0003;margin-bottom:16px}
.muted{color:#4a4f57}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px;margin:0}
.grid div{background:#f4f5f7;border-radius:8px;padding:10px 12px}
.grid dt{font-size:.85rem;color:#4a4f57;font-weight:600}.grid dd{margin:4px 0 0;font-size:1.2rem;font-weight:700;overflow-wrap:anywhere}
.cols{display:grid;grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:16px}
label{display:block;font-weight:600;margin:8px 0 4px}
input,select{font:inherit;padding:8px 10px;border-radius:6px;border:1px solid #6b7079;background:#fff;color:#111;max-width:100%}
fieldset{border:1px solid #c4c8cf;border-radius:8px;padding:6px 12px;margin:0}
fieldset label{display:inline-block;font-weight:400;margin:4px 12px 4px 0}
legend{font-weight:600;padding:0 4px}
.row{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end}
button,.btn{font:inherit;font-weight:600;padding:8px 14px;border-radius:6px;border:2px solid #1a3a9e;background:#1a3a9e;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1a3a9e}
button:disabled{opacity:.6;cursor:default}
a{color:#1a3a9e}:focus-visible{outline:3px solid #c25e00;outline-offset:2px}
table{border-collapse:collapse;width:100%;font-size:.9rem}
caption{text-align:left;font-weight:600;padding:6px 0}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #dde0e5;vertical-align:top}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.scroll{overflow-x:auto}
.mono{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85rem;overflow-wrap:anywhere}
svg.chart{display:block;width:100%;height:auto;max-height:260px;background:#fafbfc;border-radius:6px}
svg.chart .bar{fill:#1f4fd1}svg.chart .axis{stroke:#6b7079;stroke-width:1}svg.chart text{fill:#333;font-size:13px}#methods-chart text{font-size:15px}
details{margin-top:8px}summary{cursor:pointer;color:#1a3a9e;font-weight:600}
.status{min-height:1.5em;font-weight:600;color:#14245e}
.error{color:#8a1010;font-weight:600}
ul.alerts{list-style:none;padding:0;margin:0}
ul.alerts li{border:1px solid #e3a3a3;background:#fff6f6;border-radius:8px;padding:10px 12px;margin-bottom:10px}
ul.alerts .rule{font-weight:700}ul.alerts form{margin-top:8px}
[hidden]{display:none!important}`
