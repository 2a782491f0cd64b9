/**
 * The pay page test's browser side: one headless Chromium for the whole
 * file, and per state an axe-core scan (serious and critical violations
 * only) and a full-page screenshot: into docs/pay_page/ (docs/checkout.md shows them) with WRITE_SCREENSHOTS=1, else into
 * a temporary folder, so a test run never rewrites tracked files.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium, type Browser, type Page } from 'playwright-core'
import { AxeBuilder } from '@axe-core/playwright'

export const CHROMIUM = '/usr/bin/chromium'
const SHOTS =
  process.env.WRITE_SCREENSHOTS === '1' ? path.join(process.cwd(), 'docs', 'pay_page') : fs.mkdtempSync(path.join(os.tmpdir(), 'pay_page-'))

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** Serious and critical accessibility violations of the page as it is now, as "rule: target" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`))
}

/** A full-page screenshot named after the state; returns its size in bytes. */
export async function shoot(page: Page, state: string): Promise<number> {
  fs.mkdirSync(SHOTS, { recursive: true })
  const file = path.join(SHOTS, `${state}.png`)
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
  return fs.statSync(file).size
}

/** Waits until the page draws `view` (the script marks it on the body). */
export const viewShown = (page: Page, view: string, timeout = 20_000) => page.locator(`body[data-view="${view}"]`).waitFor({ timeout })

/**
 * The view as this page shows it now and as the server draws the same session now (fetched by the page, so in
 * its language): the body's view, the status line and #panel, with the text of times left out, since the
 * server writes them in UTC and the script in local time.
 */
export function shownAndServed(page: Page): Promise<[string, string]> {
  return page.evaluate(async () => {
    const doc = (globalThis as any).document
    const served = new (globalThis as any).DOMParser().parseFromString(await (await fetch(doc.location.href)).text(), 'text/html')
    const view = (d: any) => {
      const panel = d.getElementById('panel').cloneNode(true)
      for (const time of panel.querySelectorAll('time')) time.textContent = ''
      const status = d.getElementById('status')
      return [d.body.dataset.view, status.className, status.textContent, panel.innerHTML].join('\n')
    }
    return [view(doc), view(served)] as [string, string]
  })
}

/** Decimal text of base units, and base units of decimal text, for amounts the test splits or raises. */
export function units(text: string, decimals: number): bigint {
  const [whole, frac = ''] = text.split('.')
  return BigInt(whole! + frac.padEnd(decimals, '0'))
}
export function decimal(value: bigint, decimals: number): string {
  const s = value.toString().padStart(decimals + 1, '0')
  return `${s.slice(0, -decimals)}.${s.slice(-decimals)}`.replace(/\.?0+$/, '')
}

/** A small PNG drawn here (a green disc with a white ring on white), so the test needs no image file. */
export function discPng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(zlib.crc32(body), body.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, no interlace
  const rows: number[] = []
  const c = side / 2
  for (let y = 0; y < side; y++) {
    rows.push(0) // filter: none
    for (let x = 0; x < side; x++) {
      const r = Math.hypot(x + 0.5 - c, y + 0.5 - c) / c
      const ring = r > 0.55 && r < 0.7
      rows.push(...(r < 0.95 && !ring ? [11, 110, 79] : [255, 255, 255]))
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
