/** The pay page branding settings (JWT, settings:manage): read, and change on a plan with custom_branding. */
import { BrandingBody, getBranding, updateBranding } from './operations_branding'
import type { PaymentsClient } from '../../../platform/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'

const SETTINGS: AuthRequirement = { kind: 'jwt', permission: 'settings:manage' }

export function checkoutBrandingRoutes(payments: PaymentsClient): RouteSpec[] {
  return [
    operationRoute(payments, getBranding, {
      method: 'GET',
      path: '/api/v1/settings/branding',
      summary: 'The hosted pay page branding (display name, accent colour, logo) and whether the plan shows it',
      tags: ['settings'],
      auth: SETTINGS,
    }),
    operationRoute(payments, updateBranding, {
      method: 'PUT',
      path: '/api/v1/settings/branding',
      summary: 'Set the pay page branding (plans with custom_branding); a field left out stays, "" removes it',
      tags: ['settings'],
      auth: SETTINGS,
      body: BrandingBody,
    }),
  ]
}
