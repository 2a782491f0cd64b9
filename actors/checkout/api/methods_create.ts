/**
 * checkout.create and checkout.verify. Create checks, in the spec's order,
 * the merchant (approved KYC, business account) and counts the transaction
 * against the plan in the commit that creates the session (with or without
 * an Idempotency-Key): a session never exists uncounted, a count never
 * without its session, and a keyed retry finds its session and counts
 * nothing twice.
 */
import { randomUUID } from 'node:crypto'
import type { Caller } from '../../../platform/caller'
import type { Static } from '@sinclair/typebox'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import { createSession, verifySession } from './operations'
import { RejectionError } from '../../../platform/errors'
import { fail, type CheckoutContext } from '../context'
import { keyOutcome, fingerprint, keyId, keyScope } from '../../../platform/idempotency'
import { SESSION_KEY } from '../key_rules'
import { isFiatCurrency, parseFiat } from '../fiat'
import type { SessionInput } from '../state'
import type { CheckoutCommand } from '../commands'
import { createView, verifyJson } from '../view'
import { ensureBusinessWallet } from './methods_wallet'
import { serialized } from '../../../platform/serialized'
import { reconciledOnRefusal } from '../../accounts'

type CreateBody = Static<typeof createSession.input>

const METADATA_MAX_BYTES = 8_192

export function createMethods(c: CheckoutContext): Record<string, MethodHandler> {
  // One keyed create at a time per key in this process: a concurrent twin waits, then replays.
  const oneAtATime = serialized()
  return methodTable(
    implement(createSession, async (raw, caller) => {
      const key = raw.idempotency_key
      // Without a key the body is used as it came (no copy); with one, the key is not part of what its hash compares.
      const body: Omit<CreateBody, 'idempotency_key'> = key === undefined ? raw : (({ idempotency_key: _, ...rest }) => rest)(raw)
      const input = sessionInput(body)
      if (!key) return create(c, caller, body, input, randomUUID(), '')
      // Keys are scoped by merchant and environment: a live create never replays a test session.
      const sessionId = keyId(keyScope(SESSION_KEY, caller.businessId, caller.isTestMode), key)
      // Only a keyed create can be replayed, so only it needs the body's fingerprint to tell a replay from a reuse.
      const hash = fingerprint(body)
      return oneAtATime(sessionId, async () => (await replay(c, sessionId, hash)) ?? create(c, caller, body, input, sessionId, hash))
    }),
    implement(verifySession, async (input, caller) => verifyJson(await c.ownSession(caller, input.sessionId))),
  )
}

/** A replay answers from the session as it was created: nothing is counted or allocated again. */
async function replay(c: CheckoutContext, sessionId: string, hash: string) {
  const missing = (e: unknown) => (e instanceof RejectionError && e.rejection.code === 'SESSION_NOT_FOUND' ? null : Promise.reject(e))
  const existing = await c.session(sessionId, { type: 'get' }).catch(missing)
  if (!existing) return null
  const key = keyOutcome({ fingerprint: existing.requestHash }, { fingerprint: hash }, SESSION_KEY, c.payments.clock.nowMs())
  if (key.kind === 'reused') throw new RejectionError(key.rejection)
  return createView(existing, c.baseUrl)
}

async function create(
  c: CheckoutContext,
  caller: Caller,
  body: Omit<CreateBody, 'idempotency_key'>,
  input: SessionInput,
  sessionId: string,
  hash: string,
) {
  const requires = { kyc: 'approved', accountType: 'business' } as const
  let wallet = await c.wallet(caller.businessId, { type: 'get' })
  if (wallet.status !== 'active') {
    // The spec's errors come first (403 KYC or account type, 402 plan); a merchant who passes them gets the
    // business wallet now: the spec has no generate step before the first checkout.
    await c.merchant(caller.businessId, { type: 'check_transaction', requires })
    wallet = await ensureBusinessWallet(c, caller.businessId)
  }
  const command = (businessName: string): CheckoutCommand => ({
    type: 'create',
    businessId: caller.businessId,
    businessName,
    isTest: caller.isTestMode,
    input,
    requestHash: hash,
    ttlMs: (body.expires_in_minutes ?? wallet.sessionTtlMinutes) * 60_000,
  })
  // One decision of the merchant checks KYC and account type and counts the transaction, and the new session is
  // written by the same commit: a session never exists uncounted, nor a count without its session. A keyed retry
  // finds the session (replay) and counts nothing; no operation id is remembered, so none can be forgotten.
  const count = { type: 'record_transaction', requires } as const
  const nowMs = () => c.payments.clock.nowMs()
  const { session } = await reconciledOnRefusal(c.merchant, c.payments.sql, caller.businessId, nowMs, 'TRANSACTION_LIMIT_EXCEEDED', () =>
    c.merchantThenNewSession(caller.businessId, count, sessionId, (merchant) => command(merchant.name)),
  )
  // The commit that created the session also wrote its read-model row: a list right after this shows it.
  return createView(session, c.baseUrl)
}

function sessionInput(body: Omit<CreateBody, 'idempotency_key'>): SessionInput {
  const currency = body.currency.toUpperCase()
  if (!isFiatCurrency(currency)) fail('INVALID_CURRENCY', `${body.currency} is not an ISO 4217 currency code`, 'currency')
  const amount = parseFiat(body.amount, currency)
  if (!amount.ok) fail('INVALID_AMOUNT', amount.reason, 'amount')
  const paymentMethod = body.payment_method ?? 'crypto'
  if (paymentMethod !== 'crypto') fail('UNSUPPORTED_PAYMENT_METHOD', 'payment_method must be "crypto"', 'payment_method')
  const metadata = body.metadata ?? {}
  if (Buffer.byteLength(JSON.stringify(metadata)) > METADATA_MAX_BYTES)
    fail('METADATA_TOO_LARGE', `metadata must serialise to at most ${METADATA_MAX_BYTES} bytes`, 'metadata')
  return {
    fiat: amount.fiat,
    currency,
    reference: body.reference ?? '',
    description: body.description ?? '',
    customerEmail: body.customer_email ?? '',
    customerName: body.customer_name ?? '',
    callbackUrl: body.callback_url ?? '',
    paymentMethod,
    metadata,
  }
}
