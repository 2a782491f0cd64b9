/** Builds the RPC Caller from an authenticated request's Principal. */
import type { Caller } from '../../platform/caller'
import type { RouteRequest } from '../http/route'

const NONE: readonly string[] = []

// Every Caller is built by this one constructor, with all fields in one
// order: one object shape for every request (a spread of a base object took
// the generic copy path and showed up in profiles of the verify route).
function caller(
  requestId: string,
  kind: Caller['kind'],
  businessId: string,
  keyId: string,
  userId: string,
  product: Caller['product'],
  isTestMode: boolean,
  permissions: readonly string[],
  clientAddress: string,
): Caller {
  return { requestId, kind, businessId, keyId, userId, product, isTestMode, permissions, clientAddress }
}

export function callerFrom(req: RouteRequest<unknown, unknown, unknown>): Caller {
  const p = req.principal
  switch (p.kind) {
    case 'anonymous':
      // The hot public routes are reads (pay page, market data): the peer address is formatted only for
      // anonymous writes, where the audit log may need it (an invitation used to register).
      return caller(req.requestId, 'anonymous', '', '', '', '', false, NONE, req.method === 'GET' ? '' : req.remoteAddress)
    case 'admin':
      return caller(req.requestId, 'admin', '', '', '', '', false, NONE, req.remoteAddress)
    case 'apiKey':
      return caller(req.requestId, 'apiKey', p.businessId, p.keyId, '', p.product, p.isTestMode, p.permissions, req.remoteAddress)
    case 'user':
      return caller(req.requestId, 'user', p.businessId, '', p.userId, '', false, p.permissions, req.remoteAddress)
  }
}
