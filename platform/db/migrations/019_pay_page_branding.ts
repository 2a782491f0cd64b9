/**
 * The hosted pay page's branding, one row per business (set in
 * `PUT /api/v1/settings/branding`, read by `/pay/{uuid}`): a display name, an
 * accent colour and a logo kept here, so the platform serves it from its own
 * origin (the page's CSP allows images from 'self' only). The logo is small
 * (validated and size-limited before it is stored); `logo_sha256` versions
 * its URL so a browser cache never shows an old one.
 */
export const name = 'pay_page_branding'

export const sql = `
CREATE TABLE pay_page_branding (
  business_id text PRIMARY KEY,
  display_name text,
  accent_color text CHECK (accent_color ~ '^#[0-9a-f]{6}$'),
  logo bytea,
  logo_type text CHECK (logo_type IN ('image/png', 'image/jpeg')),
  logo_sha256 text,
  updated_at timestamptz NOT NULL,
  CHECK ((logo IS NULL) = (logo_type IS NULL) AND (logo IS NULL) = (logo_sha256 IS NULL))
);
`
