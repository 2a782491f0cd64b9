/**
 * Accounts and access routes: auth (register, login, refresh, 2FA), API
 * keys, team, subscription, admin. How credentials are obtained (the spec
 * leaves it out): register -> JWT pair; JWT -> API keys; ADMIN_TOKEN -> admin.
 * Each route calls one typed operation (actors/access/operations_*.ts).
 */
import type { Broadcast } from '../../../platform/broadcast'
import type { PaymentsClient } from '../../../platform/module'
import type { RouteSpec } from '../../../gateway/http/route'
import { invalidatingHere } from './invalidate_here'
import { authRoutes } from './routes_auth'
import { keyRoutes } from './routes_keys'
import { adminRoutes, subscriptionRoutes } from './routes_subscription'
import { teamRoutes } from './routes_team'
import { securityRoutes } from './routes_security'
import { auditRoutes } from './routes_audit'

export function accessRoutes(payments: PaymentsClient, broadcast: Broadcast): RouteSpec[] {
  const here = invalidatingHere(broadcast)
  return [
    ...authRoutes(payments),
    ...keyRoutes(payments, here),
    ...subscriptionRoutes(payments),
    ...teamRoutes(payments, here),
    ...securityRoutes(payments),
    ...auditRoutes(payments),
    ...adminRoutes(payments),
  ]
}
