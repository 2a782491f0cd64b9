/** Registers a business and its owner through the public API; throws unless it is created. */
import type { client } from './http'

export interface Owner {
  readonly user_id: string
  readonly business_id: string
  readonly access_token: string
  readonly refresh_token: string
}

export async function registerOwner(call: ReturnType<typeof client>, email: string, businessName = email): Promise<Owner> {
  const res = await call('POST', '/api/v1/auth/register', {
    body: { email, password: 'owner password', business_name: businessName, account_type: 'business' },
  })
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body as Owner
}
