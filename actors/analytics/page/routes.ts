/** The dashboard page (built in page/): placeholder until the page lands. */
import type { RouteSpec } from '../../../gateway/http/route'

export function dashboardPageRoutes(): RouteSpec[] {
  return []
}
