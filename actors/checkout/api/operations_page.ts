/**
 * The hosted pay page's operations (public, no key): the session as the
 * page draws it, the page's branding and the logo. The branding settings
 * (JWT) are in operations_branding.ts. Routes in
 * actors/checkout/api/routes_public.ts, methods in methods_page.ts.
 */
import { operation } from '../../../platform/operation'
import { SessionPath } from './operations_public'
import { PageBranding, PageLogo, PayPageView } from './wire_page'

export const payPageView = operation({ name: 'checkout.page', input: SessionPath, output: PayPageView, errors: ['SESSION_NOT_FOUND'] })

export const payPageBranding = operation({
  name: 'checkout.pageBranding',
  input: SessionPath,
  output: PageBranding,
  errors: ['SESSION_NOT_FOUND'],
})

export const payPageLogo = operation({
  name: 'checkout.pageLogo',
  input: SessionPath,
  output: PageLogo,
  errors: ['SESSION_NOT_FOUND', 'LOGO_NOT_FOUND'],
})
