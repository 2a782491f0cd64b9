/** Builds the RPC Caller from an authenticated request's Principal. */
import type { Caller } from '../../platform/caller'
import type { RouteRequest } from '../http/route'

export function callerFrom(req: RouteRequest<unknown, unknown, unknown>): Caller {
  const p = req.principal
  const base = { requestId: req.requestId, businessId: '', keyId: '', userId: '', product: '' as const, isTestMode: false, permissions: [] as string[] }
  switch (p.kind) {
    case 'anonymous':
      return { ...base, kind: 'anonymous' }
    case 'admin':
      return { ...base, kind: 'admin' }
    case 'apiKey':
      return { ...base, kind: 'apiKey', businessId: p.businessId, keyId: p.keyId, product: p.product, isTestMode: p.isTestMode, permissions: p.permissions }
    case 'user':
      return { ...base, kind: 'user', businessId: p.businessId, userId: p.userId, permissions: p.permissions }
  }
}
