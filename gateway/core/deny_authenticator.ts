/**
 * The authenticator used when no accounts module is loaded: every route
 * that needs credentials answers 401. Honest by construction: nothing is
 * reachable without the real authenticator.
 */
import type { Authenticator } from '../http/route'

export const denyAllAuthenticator: Authenticator = {
  async authenticate(requirement) {
    return {
      ok: false,
      status: 401,
      code: 'UNAUTHORIZED',
      message: requirement.kind === 'apiKey' ? (requirement.unauthorized ?? 'invalid API key') : 'authentication required',
    }
  },
}
