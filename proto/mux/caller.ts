/** Converts between the platform's Caller and its protobuf form. */
import type { Caller } from '../../platform/caller'
import type { Caller as WireCaller } from '../gen/payments'

const CALLER_KINDS = ['anonymous', 'apiKey', 'user', 'admin'] as const satisfies readonly Caller['kind'][]
const PRODUCTS = ['', 'payments', 'caas'] as const satisfies readonly Caller['product'][]

export function toWireCaller(caller: Caller): WireCaller {
  // The encoder only reads the array; the principal's list is shared, never copied per request.
  return caller as WireCaller
}

/** The caller's kind from the wire ('' means anonymous); any other string is a gateway bug, thrown. */
function callerKind(wire: string): Caller['kind'] {
  const kind = CALLER_KINDS.find((k) => k === (wire || 'anonymous'))
  if (kind === undefined) throw new Error(`not a caller kind: ${wire}`)
  return kind
}

/** The caller's product from the wire; any other string is a gateway bug, thrown. */
function callerProduct(wire: string): Caller['product'] {
  const product = PRODUCTS.find((p) => p === wire)
  if (product === undefined) throw new Error(`not a product: ${wire}`)
  return product
}

export function fromWireCaller(wire: WireCaller | undefined): Caller {
  return {
    requestId: wire?.requestId ?? '',
    kind: callerKind(wire?.kind ?? ''),
    businessId: wire?.businessId ?? '',
    keyId: wire?.keyId ?? '',
    userId: wire?.userId ?? '',
    product: callerProduct(wire?.product ?? ''),
    isTestMode: wire?.isTestMode ?? false,
    permissions: wire?.permissions ?? [],
    clientAddress: wire?.clientAddress ?? '',
  }
}
