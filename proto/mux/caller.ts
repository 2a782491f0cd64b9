/** Converts between the platform's Caller and its protobuf form. */
import type { Caller } from '../../platform/caller'
import type { Caller as WireCaller } from '../gen/payments'

export function toWireCaller(caller: Caller): WireCaller {
  return { ...caller, permissions: [...caller.permissions] }
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
  }
}
