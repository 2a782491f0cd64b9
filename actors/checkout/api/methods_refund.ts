/**
 * Refunds: POST /api/v1/refunds records the refund in the session actor
 * (which decides whether and how much), then runs it detached from the
 * request (actors/treasury/refunds.ts: gas for a token refund, the send on
 * the exactly-once path, the outcome back to the session). The request waits
 * at most as long as two node calls may take for the send's first answer and
 * answers the refund as it stands: `submitted` with its hash once a node took
 * the transaction, `processing` while that is unknown (or gas is on its way),
 * `failed` when nothing can land. The treasury runs the refund workflow
 * (REFUND_WORKFLOW, kicked through the kernel's directory); its moves scan
 * finishes whatever this request leaves. A replay with the same
 * Idempotency-Key answers the refund as it stands.
 */
import { actingParty } from '../../../platform/audit'
import { randomUUID } from 'node:crypto'
import { sendContext } from '../../chains'
import { REFUND_WORKFLOW, refundItem } from '../refund_send'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import { createRefund, getRefund, listRefunds } from './operations'
import { fail, type CheckoutContext } from '../context'
import { keyOutcome, fingerprint, keyId, keyScope } from '../../../platform/idempotency'
import { claimKey, releaseKey } from '../../../platform/idempotency_store'
import { REFUND_KEY } from '../key_rules'
import { RejectionError } from '../../../platform/errors'
import { parseFiat } from '../fiat'
import { firstOf, present } from '../../../platform/present'
import { loadSession } from '../projection'
import type { Fiat, OpenSession } from '../state'
import { refundView } from '../view'

export function refundMethods(c: CheckoutContext): Record<string, MethodHandler> {
  return methodTable(
    implement(createRefund, async (raw, caller) => {
      const { idempotency_key: key, ...body } = raw
      const s = await c.ownSession(caller, body.session_id)
      let fiat: Fiat | null = null
      if (body.amount !== undefined) {
        const parsed = parseFiat(body.amount, s.currency)
        if (!parsed.ok) fail('INVALID_AMOUNT', parsed.reason, 'amount')
        fiat = parsed.fiat
      }
      const wallet = await c.wallet(s.businessId, { type: 'get' })
      if (wallet.status !== 'active') fail('BUSINESS_WALLET_REQUIRED', 'the merchant has no business wallet')
      const refundId = key ? keyId(keyScope(REFUND_KEY, caller.businessId, caller.isTestMode), key) : randomUUID()
      const hash = fingerprint(body)
      const reserved = key ? await reserveKey(c, refundId, hash, s) : false
      const after = await c
        .session(s.id, {
          type: 'refund',
          refundId,
          requestHash: hash,
          fiat,
          reason: body.reason,
          toAddress: body.refund_address ?? null,
          // Decide stays pure: whether this caller may redirect the refund travels on the command.
          mayChooseAddress: caller.permissions.includes('checkout:refund_address'),
          by: actingParty(caller),
        })
        .catch(async (error: unknown) => {
          // A refused refund leaves no claim on its key: the same key may be used for a valid request.
          if (reserved) await releaseKey(c.payments.sql, refundId, s.id)
          throw error
        })
      const refund = present(
        after.refunds.find((r) => r.id === refundId),
        `refund ${refundId}`,
      )
      if (after.createdRefundId !== refundId) return refundView(after, refund)
      // Detached: the refund goes on whatever happens to this request; the request waits for its first answer at most
      // as long as two node calls may take, then answers the refund as it stands.
      await c.payments.workflows.runWithin(REFUND_WORKFLOW, refundItem(s.id, refundId), sendContext(c.payments).graceMs)
      const final = await c.session(s.id, { type: 'get' })
      return refundView(
        final,
        present(
          final.refunds.find((r) => r.id === refundId),
          `refund ${refundId}`,
        ),
      )
    }),
    implement(listRefunds, async (body, caller) => {
      const { page, limit } = paging(body, 20)
      const count = await c.payments.sql<
        { n: string }[]
      >`SELECT count(*) AS n FROM checkout_refunds WHERE business_id = ${caller.businessId} AND is_test = ${caller.isTestMode}`
      const rows = await c.payments.sql<{ refund_id: string; session_id: string }[]>`
        SELECT refund_id, session_id FROM checkout_refunds WHERE business_id = ${caller.businessId} AND is_test = ${caller.isTestMode}
        ORDER BY created_at DESC, refund_id LIMIT ${limit} OFFSET ${(page - 1) * limit}`
      const refunds: Array<ReturnType<typeof refundView>> = []
      for (const row of rows) {
        const found = await loadSession(c.payments.sql, row.session_id)
        const r = found?.session.refunds.find((x) => x.id === row.refund_id)
        if (found && r) refunds.push(refundView(found.session, r))
      }
      return { refunds, total: Number(firstOf(count, 'the refund count').n), page, limit }
    }),
    implement(getRefund, async ({ id }, caller) => {
      const [row] = await c.payments.sql<{ session_id: string }[]>`
        SELECT session_id FROM checkout_refunds WHERE refund_id = ${id} AND business_id = ${caller.businessId} AND is_test = ${caller.isTestMode}`
      if (!row) fail('REFUND_NOT_FOUND', 'refund not found')
      const s: OpenSession = await c.session(row.session_id, { type: 'get' })
      const refund = s.refunds.find((r) => r.id === id)
      if (!refund) fail('REFUND_NOT_FOUND', 'refund not found')
      return refundView(s, refund)
    }),
  )
}

/**
 * An Idempotency-Key names one refund of one session. The key is claimed
 * (platform/idempotency_store.ts) with the request's fingerprint, which
 * holds the session id, before the session decides: the same key sent for
 * another session or with another body is refused (409) instead of
 * refunding twice, even when both requests race; the same request goes on
 * to the session, which answers its refund. Returns whether this request
 * made the claim.
 */
async function reserveKey(c: CheckoutContext, refundId: string, hash: string, s: OpenSession): Promise<boolean> {
  const earlier = await claimKey(c.payments.sql, REFUND_KEY.operation, [refundId], hash, s.id)
  const key = keyOutcome(earlier, { fingerprint: hash }, REFUND_KEY, c.payments.clock.nowMs())
  if (key.kind === 'reused') throw new RejectionError(key.rejection)
  return key.kind === 'first'
}

export function paging(body: { readonly page?: number; readonly limit?: number }, defaultLimit: number): { page: number; limit: number } {
  return { page: body.page ?? 1, limit: body.limit ?? defaultLimit }
}
