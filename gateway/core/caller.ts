/** Builds the RPC Caller from an authenticated request's Principal. */
import type { Caller } from '../../platform/caller'
import type { RouteRequest } from '../http/route'

const NONE: readonly string[] = []

// Every Caller is built by this one constructor, with all fields in one
// order: one object shape for every request (a spread of a base object took
// the generic copy path and showed up in profiles of the verify route).
// The peer address is read on first use, as the request reads it: formatting
// it was a sixth of a small request's cost, and only audited acts need it.
function caller(
  requestId: string,
  kind: Caller['kind'],
  businessId: string,
  keyId: string,
  userId: string,
  product: Caller['product'],
  isTestMode: boolean,
  permissions: readonly string[],
  peer: { readonly remoteAddress: string } | null,
): Caller {
  return {
    requestId,
    kind,
    businessId,
    keyId,
    userId,
    product,
    isTestMode,
    permissions,
    get clientAddress() {
      return peer === null ? '' : peer.remoteAddress
    },
  }
}

export function callerFrom(req: RouteRequest<unknown, unknown, unknown>): Caller {
  const p = req.principal
  switch (p.kind) {
    case 'anonymous':
      return caller(req.requestId, 'anonymous', '', '', '', '', false, NONE, req)
    case 'admin':
      return caller(req.requestId, 'admin', '', '', '', '', false, NONE, req)
    case 'apiKey':
      return caller(req.requestId, 'apiKey', p.businessId, p.keyId, '', p.product, p.isTestMode, p.permissions, req)
    case 'user':
      return caller(req.requestId, 'user', p.businessId, '', p.userId, '', false, p.permissions, req)
  }
}
