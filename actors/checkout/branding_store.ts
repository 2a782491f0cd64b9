/**
 * The pay page branding of a business, in `pay_page_branding` (migration
 * 019). It is settings, not a state machine: one row, last write wins, no
 * other row depends on it, so it is written with one upsert and no actor.
 * Whether it shows is decided when the page is drawn, from the plan the
 * business has then (brandingFor), so a downgrade takes it off at once and
 * an upgrade brings it back without setting it again.
 */
import { createHash } from 'node:crypto'
import type { Sql } from 'postgres'
import { PLANS } from '../accounts'
import type { ActiveMerchant } from '../accounts'

export interface Branding {
  readonly displayName: string | null
  readonly accentColor: string | null
  readonly logo: { readonly type: string; readonly sha256: string; readonly bytes: number } | null
  readonly updatedAtMs: number | null
}

/** What changes: a field left out stays, null removes it. */
export interface BrandingChange {
  readonly displayName?: string | null
  readonly accentColor?: string | null
  readonly logo?: { readonly type: string; readonly bytes: Buffer } | null
}

const NONE: Branding = { displayName: null, accentColor: null, logo: null, updatedAtMs: null }

type Row = {
  display_name: string | null
  accent_color: string | null
  logo_type: string | null
  logo_sha256: string | null
  logo_bytes: number | null
  updated_at: Date
}

export async function loadBranding(sql: Sql, businessId: string): Promise<Branding> {
  const [row] = await sql<Row[]>`
    SELECT display_name, accent_color, logo_type, logo_sha256, octet_length(logo) AS logo_bytes, updated_at
    FROM pay_page_branding WHERE business_id = ${businessId}`
  if (!row) return NONE
  return {
    displayName: row.display_name,
    accentColor: row.accent_color,
    logo: row.logo_type && row.logo_sha256 ? { type: row.logo_type, sha256: row.logo_sha256, bytes: Number(row.logo_bytes) } : null,
    updatedAtMs: row.updated_at.getTime(),
  }
}

export async function saveBranding(sql: Sql, businessId: string, change: BrandingChange, nowMs: number): Promise<Branding> {
  const logo = change.logo
  const keepLogo = logo === undefined
  const sha = logo ? createHash('sha256').update(logo.bytes).digest('hex') : null
  // One statement: fields not in the change keep their stored value (COALESCE over a flag, since null means "remove").
  await sql`
    INSERT INTO pay_page_branding AS b (business_id, display_name, accent_color, logo, logo_type, logo_sha256, updated_at)
    VALUES (${businessId}, ${change.displayName ?? null}, ${change.accentColor ?? null}, ${logo?.bytes ?? null},
            ${logo?.type ?? null}, ${sha}, ${new Date(nowMs)})
    ON CONFLICT (business_id) DO UPDATE SET
      display_name = CASE WHEN ${change.displayName === undefined} THEN b.display_name ELSE EXCLUDED.display_name END,
      accent_color = CASE WHEN ${change.accentColor === undefined} THEN b.accent_color ELSE EXCLUDED.accent_color END,
      logo = CASE WHEN ${keepLogo} THEN b.logo ELSE EXCLUDED.logo END,
      logo_type = CASE WHEN ${keepLogo} THEN b.logo_type ELSE EXCLUDED.logo_type END,
      logo_sha256 = CASE WHEN ${keepLogo} THEN b.logo_sha256 ELSE EXCLUDED.logo_sha256 END,
      updated_at = EXCLUDED.updated_at`
  return loadBranding(sql, businessId)
}

export async function loadLogo(sql: Sql, businessId: string): Promise<{ type: string; bytes: Buffer } | null> {
  const [row] = await sql<{ logo: Buffer | null; logo_type: string | null }[]>`
    SELECT logo, logo_type FROM pay_page_branding WHERE business_id = ${businessId}`
  return row?.logo && row.logo_type ? { type: row.logo_type, bytes: row.logo } : null
}

/** The plan features that decide the page's look, while the plan is active. */
export function brandingFeatures(merchant: ActiveMerchant): { customBranding: boolean; whiteLabel: boolean } {
  const features = merchant.subscription.status === 'active' ? PLANS[merchant.subscription.plan].features : []
  return { customBranding: features.includes('custom_branding'), whiteLabel: features.includes('white_label') }
}
