/**
 * A run's picture: one horizontal bar per figure that has a ratio to a
 * same-run baseline, its goal drawn as a tick on the bar's row (the goal
 * differs per row), green where the goal is met, red where not, grey for
 * rows without a goal. Hand-written SVG: no dependency, diffable text.
 * Ratios span 0.1x to 10x and more, so the axis is logarithmic. Below, the
 * latency percentiles (figures in ms) as pairs of bars, ours and the
 * baseline's, on a linear axis.
 */
import { ratio, type BenchResult } from './result'

const ROW = 22
const LABEL = 470
const PLOT = 420
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function chartSvg(results: readonly BenchResult[], title: string, notes: readonly string[]): string {
  const rows = results.flatMap((r) => {
    const x = ratio(r)
    return x === undefined ? [] : [{ r, x }]
  })
  const values = rows.flatMap(({ r, x }) => (r.goal === undefined ? [x] : [x, r.goal]))
  const lo = Math.min(0.1, ...values.map((v) => v / 1.5))
  const hi = Math.max(10, ...values.map((v) => v * 1.5))
  const at = (v: number) => LABEL + (PLOT * Math.log(v / lo)) / Math.log(hi / lo)
  const top = 40 + notes.length * 16
  const latencies = results.filter((r) => r.unit === 'ms' && r.baseline)
  const ratiosHeight = top + rows.length * ROW + 40
  const height = ratiosHeight + (latencies.length > 0 ? 30 + latencies.length * ROW : 0)
  const width = LABEL + PLOT + 80
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="8" y="20" font-size="14" font-weight="bold">${esc(title)}</text>`,
    ...notes.map((n, i) => `<text x="8" y="${38 + i * 16}" fill="#444">${esc(n)}</text>`),
  ]
  for (const tick of [0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 20, 50].filter((t) => t >= lo && t <= hi)) {
    const x = at(tick).toFixed(1)
    out.push(`<line x1="${x}" y1="${top - 4}" x2="${x}" y2="${ratiosHeight - 30}" stroke="${tick === 1 ? '#888' : '#e4e4e4'}"/>`)
    out.push(`<text x="${x}" y="${ratiosHeight - 16}" text-anchor="middle" fill="#666">${tick}x</text>`)
  }
  rows.forEach(({ r, x }, i) => {
    const y = top + i * ROW
    const met = r.goal === undefined ? undefined : x >= r.goal
    const fill = met === undefined ? '#9aa5b1' : met ? '#2e9e5b' : '#d0453a'
    const label = `${r.scenario} · ${r.metric} (vs ${r.baseline!.name})`
    out.push(`<text x="${LABEL - 6}" y="${y + 14}" text-anchor="end">${esc(label.length > 78 ? `${label.slice(0, 77)}…` : label)}</text>`)
    out.push(`<rect x="${LABEL}" y="${y + 3}" width="${Math.max(1, at(x) - LABEL).toFixed(1)}" height="${ROW - 6}" fill="${fill}"/>`)
    out.push(`<text x="${(at(x) + 4).toFixed(1)}" y="${y + 14}">${x.toFixed(2)}x</text>`)
    if (r.goal !== undefined) {
      const g = at(r.goal).toFixed(1)
      out.push(`<line x1="${g}" y1="${y}" x2="${g}" y2="${y + ROW}" stroke="black" stroke-width="2" stroke-dasharray="3,2"/>`)
    }
  })
  out.push(
    `<text x="${LABEL}" y="${ratiosHeight - 2}" fill="#666">ratio to the same-run baseline (log scale); dashed: the goal; green met, red not, grey no goal</text>`,
  )
  out.push(...latencyBars(latencies, ratiosHeight + 20))
  out.push('</svg>')
  return `${out.join('\n')}\n`
}

/** Latency figures: ours (dark) over the baseline's (light), both to one linear ms scale. */
function latencyBars(latencies: readonly BenchResult[], top: number): string[] {
  if (latencies.length === 0) return []
  const max = Math.max(1, ...latencies.flatMap((r) => [r.value, r.baseline!.value]))
  const width = (ms: number) => Math.max(1, (PLOT * ms) / max).toFixed(1)
  const out = [`<text x="8" y="${top}" font-weight="bold">latency, ms (dark: ours; light: the baseline)</text>`]
  latencies.forEach((r, i) => {
    const y = top + 8 + i * ROW
    const label = `${r.scenario} · ${r.metric} (vs ${r.baseline!.name})`
    out.push(`<text x="${LABEL - 6}" y="${y + 14}" text-anchor="end">${esc(label.length > 78 ? `${label.slice(0, 77)}…` : label)}</text>`)
    out.push(`<rect x="${LABEL}" y="${y + 2}" width="${width(r.value)}" height="${ROW / 2 - 2}" fill="#34495e"/>`)
    out.push(`<rect x="${LABEL}" y="${y + ROW / 2}" width="${width(r.baseline!.value)}" height="${ROW / 2 - 2}" fill="#aab7c4"/>`)
    out.push(`<text x="${LABEL + PLOT + 6}" y="${y + 14}">${r.value.toFixed(1)} / ${r.baseline!.value.toFixed(1)}</text>`)
  })
  return out
}
