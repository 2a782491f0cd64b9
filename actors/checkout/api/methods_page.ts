/**
 * The hosted page's methods: the session as the page draws it (a read, so
 * the page can ask every few seconds; the deposit watchers and timers move
 * the session, and verify-now forces a chain check), its branding and the
 * merchant's logo. Branding shows only while the merchant's plan includes
 * custom_branding; white_label only hides the platform's name.
 */
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import { omitAbsent } from '../../../platform/omit_absent'
import { brandingFeatures, loadBranding, loadLogo } from '../branding_store'
import { fail, type CheckoutContext } from '../context'
import { payPageBranding, payPageLogo, payPageView } from './operations_page'
import { payPageViewOf } from '../view_page'

export function pageMethods(c: CheckoutContext): Record<string, MethodHandler> {
  const open = (id: string) => c.session(id, { type: 'get' })
  /** The branding a session's page shows, or null for the default look (the plan decides, not the stored row). */
  const brandingOf = async (uuid: string) => {
    const s = await open(uuid)
    const features = brandingFeatures(await c.merchant(s.businessId, { type: 'get' }))
    const branding = features.customBranding ? await loadBranding(c.payments.sql, s.businessId) : null
    return { s, features, branding }
  }
  return methodTable(
    implement(payPageView, async ({ uuid }) => payPageViewOf(c, await open(uuid))),
    implement(payPageBranding, async ({ uuid }) => {
      const { s, features, branding } = await brandingOf(uuid)
      return omitAbsent({
        business_name: branding?.displayName || s.businessName,
        white_label: features.whiteLabel,
        is_test_mode: s.isTest,
        accent_color: branding?.accentColor ?? null,
        // Versioned by content, so a new logo is never hidden behind a cached old one.
        logo_path: branding?.logo ? `/pay/${s.id}/logo?v=${branding.logo.sha256.slice(0, 16)}` : null,
      })
    }),
    implement(payPageLogo, async ({ uuid }) => {
      const { s, features } = await brandingOf(uuid)
      const logo = features.customBranding ? await loadLogo(c.payments.sql, s.businessId) : null
      if (!logo) fail('LOGO_NOT_FOUND', 'this page shows no logo')
      return { content_type: logo.type, data: logo.bytes.toString('base64') }
    }),
  )
}
