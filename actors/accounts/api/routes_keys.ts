/**
 * API key routes (actors/accounts/api/operations_keys.ts). Rotating, revoking and
 * toggling drop the key from this node's cache once committed (invalidate_here.ts).
 */
import * as ops from './operations_keys'
import type { PaymentsClient } from '../../../platform/module'
import { operationRoute } from '../../../gateway/core/operation_route'
import type { AuthRequirement, RouteSpec } from '../../../gateway/http/route'
import { keyInPath, type InvalidatingHere } from './invalidate_here'

const KEYS: AuthRequirement = { kind: 'jwt', permission: 'api_keys:manage' }

export function keyRoutes(payments: PaymentsClient, invalidatingHere: InvalidatingHere): RouteSpec[] {
  return [
    operationRoute(payments, ops.createKey, {
      method: 'POST',
      path: '/api/v1/api-keys',
      summary: 'Create an API key; the key is shown once',
      tags: ['api-keys'],
      auth: KEYS,
      status: 201,
      body: ops.CreateKeyBody,
    }),
    operationRoute(payments, ops.listKeys, {
      method: 'GET',
      path: '/api/v1/api-keys',
      summary: 'List API keys (never the secret)',
      tags: ['api-keys'],
      auth: KEYS,
      input: () => ({}),
    }),
    invalidatingHere(
      operationRoute(payments, ops.rotateKey, {
        method: 'POST',
        path: '/api/v1/api-keys/:id/rotate',
        summary: 'Rotate: a new key, the old one gets 401 at once',
        tags: ['api-keys'],
        auth: KEYS,
        params: ops.IdPath,
        body: ops.RotateBody,
      }),
      keyInPath,
    ),
    invalidatingHere(
      operationRoute(payments, ops.revokeKey, {
        method: 'DELETE',
        path: '/api/v1/api-keys/:id',
        summary: 'Revoke: 401 at once on every gateway node',
        tags: ['api-keys'],
        auth: KEYS,
        params: ops.revokeKey.input,
      }),
      keyInPath,
    ),
    invalidatingHere(
      operationRoute(payments, ops.toggleSandbox, {
        method: 'POST',
        path: '/api/v1/api-keys/toggle-sandbox',
        summary: 'Toggle sandbox for a legacy key without prefix (spec rule 3)',
        tags: ['api-keys'],
        auth: KEYS,
        body: ops.toggleSandbox.input,
      }),
      (req) => ({ keyId: req.body.id }),
    ),
  ]
}
