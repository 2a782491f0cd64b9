/**
 * API key management and resolution. Rotation and revocation commit, then
 * publish an invalidation to every gateway before they return, so the old
 * secret is refused at once on every node. Publishing is best effort within
 * the bus's deadline: with Redis down the change still commits and returns,
 * the gateway that served it drops the key itself, and the others stop
 * honouring it when their cache entry expires (the gateway's bound, 10 s).
 * Creating, rotating and toggling a key hand out its permissions, so each
 * passes the grant rule (grants.ts): only what the caller holds.
 */
import { actingParty } from '../../../platform/audit'
import { randomUUID } from 'node:crypto'
import { RejectionError, reject } from '../../../platform/errors'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import type { ActiveKey } from '../apikey/state'
import { apiKeyKind } from '../apikey/decide'
import { classifyKey, keyHash, newKeySecret } from '../apikey/format'
import { AUTH_INVALIDATE_CHANNEL, type AccessContext } from '../context'
import { requireBusiness } from '../../../platform/caller'
import { assertMayGrant, granterOf, parsePermissions } from '../grants'
import { resolveKey } from './operations_internal'
import * as ops from './operations_keys'
import { CATALOGUE, KEY_DEFAULT, isPermission, keyHolds } from '../../../platform/permissions'
import { notifyOwner, requireSecondFactor } from '../step_up'
import type { Mailer } from '../../../platform/mail/mailer'
import { writtenState } from '../../runtime/stored_state'

function keyView(k: ActiveKey) {
  return {
    id: k.id,
    name: k.name,
    environment: k.environment === 'legacy' ? (k.legacySandbox ? 'test' : 'live') : k.environment,
    legacy: k.environment === 'legacy',
    product: k.product,
    permissions: keyHolds(k),
    key_hint: k.hint,
    ...(k.createdBy ? { created_by: k.createdBy } : {}),
    // A key stored before grants were exact held more than its list said: the owner should look at it again.
    review_required: k.exact !== true,
    status: k.status,
    created_at: new Date(k.createdAtMs).toISOString(),
    // Absent until the key is rotated or revoked: a field that does not apply is left out, never null.
    ...(k.rotatedAtMs ? { rotated_at: new Date(k.rotatedAtMs).toISOString() } : {}),
    ...(k.revokedAtMs ? { revoked_at: new Date(k.revokedAtMs).toISOString() } : {}),
  }
}

const hintOf = (key: string) => `${key.slice(0, key.lastIndexOf('_') + 1)}…${key.slice(-4)}`

/** Whether a key with these permissions moves, redirects or reveals money: minting or rotating it needs the second factor. */
const movesMoney = (permissions: readonly string[]) => permissions.some((p) => isPermission(p) && CATALOGUE[p].kind === 'money')

export function keyMethods(access: AccessContext, mailer: Mailer): Record<string, MethodHandler> {
  const { sql, broadcast } = access.payments
  const invalidate = (keyId: string) => broadcast.publish(AUTH_INVALIDATE_CHANNEL, JSON.stringify({ keyId }))
  return methodTable(
    implement(ops.createKey, async (b, caller) => {
      const businessId = requireBusiness(caller)
      const environment = b.legacy ? 'legacy' : b.environment
      if (b.legacy && b.product !== 'payments')
        throw new RejectionError(reject('VALIDATION_FAILED', 'legacy keys exist only for payments', 'legacy'))
      const granter = await granterOf(access, caller)
      // Omitted: the read-only default, cut to what the caller holds. Given: exactly those (400 for names a key cannot carry).
      const permissions =
        b.permissions === undefined ? KEY_DEFAULT[b.product].filter((p) => granter.held.has(p)) : parsePermissions(b.permissions, b.product)
      assertMayGrant(granter, permissions)
      if (movesMoney(permissions)) await requireSecondFactor(access, caller, b.otp_code)
      const key = newKeySecret(b.product, environment)
      const id = `key_${randomUUID()}`
      const created = await access.apiKey(id, {
        type: 'create',
        businessId,
        name: b.name,
        product: b.product,
        environment,
        permissions,
        // A legacy key starts where it was asked to (test: the sandbox); toggle-sandbox moves it afterwards.
        legacySandbox: b.environment === 'test',
        createdBy: granter.userId,
        hash: keyHash(access.pepper, key),
        hint: hintOf(key),
        by: actingParty(caller),
      })
      if (movesMoney(permissions))
        await notifyOwner(
          access,
          mailer,
          caller,
          `An API key "${b.name}" (${b.product}, ${b.environment}) was created with: ${permissions.join(', ')}.`,
        )
      return { ...keyView(created), key, message: 'Store this key now: it is not shown again.' }
    }),
    implement(ops.listKeys, async (_input, caller) => {
      const rows = await sql<{ state: string }[]>`
        SELECT a.state::text FROM api_keys k JOIN actor_state a ON a.kind = 'apikey' AND a.id = k.id
        WHERE k.business_id = ${requireBusiness(caller)}
        ORDER BY k.created_at_ms DESC`
      const keys = rows.map((r) => keyView(writtenState(apiKeyKind, r.state)))
      return { keys, total: keys.length }
    }),
    implement(ops.rotateKey, async ({ id, otp_code: otpCode }, caller) => {
      const current = await access.apiKey(id, { type: 'get', businessId: requireBusiness(caller) })
      // The new secret goes to the caller: rotating is handing out everything the key can do, and taking the
      // key from whoever runs it. Only its creator or the owner may; the grant rule still applies to both.
      const granter = await granterOf(access, caller)
      if (granter.role !== 'owner' && current.createdBy !== granter.userId)
        throw new RejectionError(reject('NOT_KEY_CREATOR', "only the key's creator or the owner can rotate it"))
      assertMayGrant(granter, keyHolds(current))
      if (movesMoney(keyHolds(current))) await requireSecondFactor(access, caller, otpCode)
      const key = newKeySecret(current.product, current.environment)
      const rotated = await access.apiKey(id, {
        type: 'rotate',
        businessId: caller.businessId,
        hash: keyHash(access.pepper, key),
        hint: hintOf(key),
        by: actingParty(caller),
      })
      await invalidate(id)
      if (movesMoney(keyHolds(current)))
        await notifyOwner(
          access,
          mailer,
          caller,
          `The API key "${current.name}" (${keyHolds(current).join(', ')}) was rotated; its new secret went to the caller.`,
        )
      return { ...keyView(rotated), key, message: 'Key rotated. The previous key no longer works.' }
    }),
    implement(ops.revokeKey, async ({ id }, caller) => {
      const current = await access.apiKey(id, { type: 'get', businessId: requireBusiness(caller) })
      // Revoking follows the grant rule: nobody switches off a key holding what they could not have granted.
      assertMayGrant(await granterOf(access, caller), keyHolds(current))
      const revoked = await access.apiKey(id, { type: 'revoke', businessId: caller.businessId, by: actingParty(caller) })
      await invalidate(id)
      return keyView(revoked)
    }),
    implement(ops.toggleSandbox, async ({ id }, caller) => {
      const current = await access.apiKey(id, { type: 'get', businessId: requireBusiness(caller) })
      // Switching a legacy key to live hands its permissions out over real funds.
      assertMayGrant(await granterOf(access, caller), keyHolds(current))
      const toggled = await access.apiKey(id, { type: 'toggle_sandbox', businessId: caller.businessId })
      await invalidate(id)
      return keyView(toggled)
    }),
    /** Gateway cache misses land here; the raw key crosses only the internal link and is never stored or logged. */
    implement(resolveKey, async ({ key }) => {
      const rows = await sql<
        { state: string }[]
      >`SELECT a.state::text FROM api_keys k JOIN actor_state a ON a.kind = 'apikey' AND a.id = k.id WHERE k.hash = ${keyHash(access.pepper, key)}`
      const found = rows[0] ? writtenState(apiKeyKind, rows[0].state) : undefined
      if (!found || found.status !== 'active') return { found: false as const }
      const { product } = classifyKey(key)
      if (product !== found.product) return { found: false as const }
      return {
        found: true as const,
        keyId: found.id,
        businessId: found.businessId,
        product: found.product,
        permissions: keyHolds(found),
        isTestMode: found.environment === 'legacy' ? found.legacySandbox : found.environment === 'test',
      }
    }),
  )
}
