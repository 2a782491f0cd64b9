/**
 * The page's CSS, and the merchant's accent colour made safe to use: the
 * text on an accent-coloured button is black or white, whichever contrasts
 * more (for any colour one of them reaches at least 4.5:1), and text links
 * keep the default dark blue, since a light accent on white would be
 * unreadable. Focus is always a thick outline.
 */
const DEFAULT_ACCENT = '#1f4fd1'

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

/** Black or white, whichever reads better on `hex`. */
export function textOn(hex: string): string {
  const l = luminance(hex)
  return contrast(l, 1) >= contrast(l, luminance('#111111')) ? '#ffffff' : '#111111'
}

/** The page's CSS with the accent colour (validated #rrggbb, or the default). */
export function pageStyle(accent: string | undefined): string {
  const colour = accent && /^#[0-9a-f]{6}$/i.test(accent) ? accent.toLowerCase() : DEFAULT_ACCENT
  return `:root{--accent:${colour};--on-accent:${textOn(colour)}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#111}
main{max-width:460px;margin:0 auto;padding:16px}.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px #0003;margin-bottom:16px}
header.card{border-top:6px solid var(--accent)}.logo{display:block;max-height:56px;max-width:200px;margin-bottom:8px}
h1{font-size:1.15rem;margin:0 0 4px}h2{font-size:1.05rem;margin:16px 0 8px}.amount{font-size:2rem;font-weight:700;margin:4px 0}
.muted{color:#4a4f57;font-size:.92rem}.banner{background:#fff1b8;color:#3d2e00;border:2px dashed #8a6d00;border-radius:8px;padding:10px 12px;margin-bottom:16px;font-weight:600}
label{display:block;font-weight:600;margin:12px 0 6px}select{width:100%;font-size:1rem;padding:12px;border-radius:8px;border:1px solid #6b7079;background:#fff;color:#111}
.btn{display:block;width:100%;text-align:center;font-size:1rem;padding:12px;border-radius:8px;border:0;font-weight:600;margin-top:12px;cursor:pointer;background:var(--accent);color:var(--on-accent);text-decoration:none}
.btn.secondary{background:#fff;color:#1a3a9e;border:2px solid #1a3a9e}
a{color:#1a3a9e}:focus-visible{outline:3px solid #c25e00;outline-offset:2px}
.qr{display:block;margin:12px auto;width:220px;height:220px}.mono{word-break:break-all;font-family:ui-monospace,Menlo,Consolas,monospace;background:#f4f5f7;padding:10px;border-radius:8px}
.crypto{font-size:1.3rem;font-weight:700}.row{display:flex;gap:8px}.row .btn{flex:1}
.status{font-weight:700;font-size:1.1rem;padding:12px;border-radius:8px;text-align:center;background:#e8ecfb;color:#14245e}
.status.paid,.status.overpaid{background:#d7f5dd;color:#0a4a1a}.status.expired,.status.failed,.status.paid_late{background:#fde2e1;color:#7a0f0f}
.status.partial,.status.detected{background:#fff4d6;color:#5a3e00}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}.tx{margin:12px 0}.tx .mono{margin:4px 0;font-size:.85rem}
footer{text-align:center}[hidden]{display:none!important}`
}
