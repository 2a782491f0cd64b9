/**
 * The branding settings: read them, and change them on a plan with
 * custom_branding (others get PLAN_FEATURE_UNAVAILABLE, so a merchant is
 * never told a look was saved that no customer will see). The logo is
 * checked by its bytes (branding_image.ts) before it is stored.
 */
import type { Caller } from '../../../platform/caller'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import { omitAbsent } from '../../../platform/omit_absent'
import { requireBusiness } from '../../../platform/caller'
import { checkLogo, logoBytes } from '../branding_image'
import { brandingFeatures, loadBranding, saveBranding, type Branding, type BrandingChange } from '../branding_store'
import { fail, type CheckoutContext } from '../context'
import { getBranding, updateBranding } from './operations_branding'
import { iso } from '../view'

function settingsView(b: Branding, features: { customBranding: boolean; whiteLabel: boolean }) {
  return omitAbsent({
    custom_branding: features.customBranding,
    white_label: features.whiteLabel,
    display_name: b.displayName,
    accent_color: b.accentColor,
    logo_content_type: b.logo?.type ?? null,
    logo_bytes: b.logo?.bytes ?? null,
    updated_at: iso(b.updatedAtMs),
  })
}

/** A logo from the request: absent stays, "" removes, anything else must pass the checks. */
function logoChange(text: string | undefined): BrandingChange['logo'] {
  if (text === undefined) return undefined
  if (text === '') return null
  const bytes = logoBytes(text)
  if (!bytes) fail('INVALID_LOGO', 'logo must be base64 (or a data:image/png or data:image/jpeg URI)', 'logo')
  const checked = checkLogo(bytes)
  if (!checked.ok) fail('INVALID_LOGO', checked.reason, 'logo')
  return { type: checked.type, bytes }
}

/** "" removes a text field; a colour is stored in lower case, as the table's check wants it. */
const textChange = (text: string | undefined, normal = (x: string) => x.trim()) =>
  text === undefined ? undefined : normal(text) === '' ? null : normal(text)

export function brandingMethods(c: CheckoutContext): Record<string, MethodHandler> {
  const featuresOf = async (caller: Caller) => brandingFeatures(await c.merchant(requireBusiness(caller), { type: 'get' }))
  return methodTable(
    implement(getBranding, async (_, caller) =>
      settingsView(await loadBranding(c.payments.sql, requireBusiness(caller)), await featuresOf(caller)),
    ),
    implement(updateBranding, async (body, caller) => {
      const features = await featuresOf(caller)
      if (!features.customBranding)
        fail('PLAN_FEATURE_UNAVAILABLE', 'pay page branding needs a plan with custom_branding (business or enterprise)')
      const change: BrandingChange = {
        displayName: textChange(body.display_name),
        accentColor: textChange(body.accent_color, (x) => x.toLowerCase()),
        logo: logoChange(body.logo),
      }
      const saved = await saveBranding(c.payments.sql, requireBusiness(caller), change, c.payments.clock.nowMs())
      return settingsView(saved, features)
    }),
  )
}
