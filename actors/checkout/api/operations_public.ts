/**
 * Checkout's customer operations (public, no key): the session view, the
 * network selection and the forced chain check. Routes in
 * actors/checkout/api/routes_public.ts, methods in methods_public.ts.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { uuid } from '../../../platform/input_fields'
import { operation } from '../../../platform/operation'
import { PublicSession, SelectedNetwork, VerifiedNow } from './wire'

/** The path parameter of every public session call. */
export const SessionPath = object({ uuid: uuid() })

/** The body of select-network. */
export const SelectNetworkBody = object(
  { network: Type.String({ minLength: 3, maxLength: 3 }), currency: Type.String({ minLength: 3, maxLength: 5 }) },
  { additionalProperties: false },
)

export const publicSession = operation({
  name: 'checkout.public',
  input: SessionPath,
  output: PublicSession,
  errors: ['SESSION_NOT_FOUND'],
})

export const selectNetwork = operation({
  name: 'checkout.select',
  input: Type.Composite([SessionPath, SelectNetworkBody]),
  output: SelectedNetwork,
  errors: [
    'SESSION_NOT_FOUND',
    'INVALID_NETWORK',
    'INVALID_CURRENCY',
    'SESSION_CLOSED',
    'SESSION_EXPIRED',
    'NETWORK_UNAVAILABLE',
    'CURRENCY_NOT_AVAILABLE',
  ],
})

export const verifyNow = operation({ name: 'checkout.verifyNow', input: SessionPath, output: VerifiedNow, errors: ['SESSION_NOT_FOUND'] })
