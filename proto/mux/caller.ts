/** Converts between the platform's Caller and its protobuf form. */
import type { Caller } from '../../platform/caller'
import type { Caller as WireCaller } from '../gen/payments'

export function toWireCaller(caller: Caller): WireCaller {
  // The encoder only reads the array; the principal's list is shared, never copied per request.
  return caller as WireCaller
}

export function fromWireCaller(wire: WireCaller | undefined): Caller {
  return {
    requestId: wire?.requestId ?? '',
    kind: (wire?.kind || 'anonymous') as Caller['kind'],
    businessId: wire?.businessId ?? '',
    keyId: wire?.keyId ?? '',
    userId: wire?.userId ?? '',
    product: (wire?.product ?? '') as Caller['product'],
    isTestMode: wire?.isTestMode ?? false,
    permissions: wire?.permissions ?? [],
    clientAddress: wire?.clientAddress ?? '',
  }
}
