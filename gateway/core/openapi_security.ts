/** How operations authenticate, in the OpenAPI document: the security schemes and each route's requirement. */
import { ANY_KEY, ANY_MEMBER, type AuthRequirement } from '../http/route'

type Json = Record<string, unknown>

/** The security requirement of an operation: which credential of SECURITY_SCHEMES it takes. */
export function security(auth: AuthRequirement): Json[] {
  switch (auth.kind) {
    case 'public':
      return []
    case 'apiKey':
      return [{ [auth.product === 'caas' ? 'CaasApiKey' : 'ApiKey']: [] }]
    case 'jwt':
      return auth.alsoHeader ? [{ BearerJwt: [] }, { XAuthorization: [] }] : [{ BearerJwt: [] }]
    case 'admin':
      return [{ AdminToken: [] }]
  }
}

/** The credential and permission of an operation, in words, for its description. */
export function describeAuth(auth: AuthRequirement): string {
  switch (auth.kind) {
    case 'public':
      return 'No authentication.'
    case 'apiKey':
      return `API key (${auth.product === 'caas' ? 'svc_sk_test_ / svc_sk_live_' : 'test_sk_ / live_sk_'})${auth.permission !== ANY_KEY ? `, permission \`${auth.permission}\`` : ''}.`
    case 'jwt':
      return `Dashboard JWT${auth.permission !== ANY_MEMBER ? `, permission \`${auth.permission}\`` : ''}.`
    case 'admin':
      return 'Admin token (X-Admin-Token).'
  }
}

export const SECURITY_SCHEMES = {
  ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'Payments key: `test_sk_…` (sandbox) or `live_sk_…`' },
  CaasApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'CaaS key: `svc_sk_test_…` or `svc_sk_live_…`' },
  BearerJwt: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'Dashboard access token: an HS256 JWT of 15 minutes following RFC8725 (algorithm pinned, `typ: at+jwt`, issuer, audience and expiry checked)',
  },
  XAuthorization: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Authorization',
    description: 'Bearer <access token> (subscription endpoints)',
  },
  AdminToken: { type: 'apiKey', in: 'header', name: 'X-Admin-Token', description: 'The platform’s ADMIN_TOKEN' },
}
