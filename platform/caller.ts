/**
 * Who is calling, as carried from the gateway to the payments role on every
 * RPC. It is fixed when the request is authenticated and never changes
 * during the operation (spec rule 2: is_test_mode is fixed per operation).
 */
import { RejectionError, reject } from './errors'

export interface Caller {
  readonly requestId: string
  readonly kind: 'anonymous' | 'apiKey' | 'user' | 'admin'
  readonly businessId: string
  readonly keyId: string
  readonly userId: string
  readonly product: '' | 'payments' | 'caas'
  readonly isTestMode: boolean
  readonly permissions: readonly string[]
  /** The peer address the gateway saw, for the audit log ('' for anonymous callers and internal calls). */
  readonly clientAddress: string
}

export const SYSTEM_CALLER: Caller = {
  requestId: 'system',
  kind: 'admin',
  businessId: '',
  keyId: '',
  userId: '',
  product: '',
  isTestMode: false,
  permissions: [],
  clientAddress: '',
}

/** The business an authenticated call acts for; a call without one is refused as unauthenticated. */
export function requireBusiness(caller: Caller): string {
  if (!caller.businessId) throw new RejectionError(reject('UNAUTHORIZED', 'authentication required'))
  return caller.businessId
}
