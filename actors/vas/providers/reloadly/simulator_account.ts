/**
 * The simulated Reloadly account: a finite float in USD that every purchase spends, and the purchases made.
 * `customIdentifier` is unique forever, as at Reloadly, so a repeated purchase is refused, never made twice;
 * the trigger of a product or phone number (simulator_catalogue.ts) decides what the caller hears.
 */
import { randomBytes } from 'node:crypto'
import { money, type Trigger } from './simulator_catalogue'

/** How long a slow purchase stays PROCESSING before it is refunded. */
const SLOW_MS = 1500

export interface Txn {
  readonly transactionId: number
  readonly customIdentifier: string
  readonly kind: 'giftcard' | 'topup' | 'bill'
  readonly cents: number
  status: 'PROCESSING' | 'SUCCESSFUL' | 'FAILED' | 'REFUNDED'
  readonly body: Record<string, unknown>
  readonly cards: readonly { cardNumber: string; pinCode: string }[]
}

export type Reply = { status: number; body: unknown } | 'hang'

/** Reloadly's error body. */
export const err = (status: number, path: string, errorCode: string, message: string): Reply => ({
  status,
  body: { timeStamp: new Date().toISOString(), message, path, errorCode, infoLink: null, details: [] },
})
export const ok = (body: unknown): Reply => ({ status: 200, body })
/** Reloadly's timestamps: `2026-11-24 06:50:00`. */
export const now = () => new Date().toISOString().replace('T', ' ').slice(0, 19)

export class SimulatedAccount {
  /** The account balance answers 503 (the provider's wallet service down), for tests of an unreachable float. */
  floatUnavailable = false
  private nextId = 1
  readonly txns = new Map<string, Txn>()
  readonly byId = new Map<number, Txn>()

  constructor(public floatCents: number) {}

  balance(): Reply {
    return ok({ balance: money(this.floatCents), currencyCode: 'USD', currencyName: 'US Dollar', updatedAt: now() })
  }

  report(kind: Txn['kind'], url: URL, key = 'customIdentifier'): Reply {
    const id = url.searchParams.get(key)
    const found = [...this.txns.values()].filter((t) => t.kind === kind && (id === null || t.customIdentifier === id))
    return ok({ content: found.map((t) => ({ ...t.body, status: t.status })), totalElements: found.length, number: 0 })
  }

  /** Spends the float for a purchase and records it; the trigger decides what the caller hears. */
  purchase(
    kind: Txn['kind'],
    path: string,
    customIdentifier: unknown,
    cents: number,
    trigger: Trigger | undefined,
    body: (t: number) => Record<string, unknown>,
  ): Reply {
    if (typeof customIdentifier !== 'string' || customIdentifier === '')
      return err(400, path, 'INVALID_CUSTOM_IDENTIFIER', 'customIdentifier is required')
    if (this.txns.has(customIdentifier))
      return err(400, path, 'DUPLICATED_CUSTOM_IDENTIFIER', 'Transaction with this customIdentifier already exists')
    if (trigger === 'fail') return err(400, path, 'TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT', 'The transaction could not be processed')
    if (trigger === 'out_of_stock') return err(400, path, 'PRODUCT_OUT_OF_STOCK', 'The product is out of stock')
    if (cents > this.floatCents)
      return err(400, path, 'INSUFFICIENT_BALANCE', 'Your account balance is not enough to complete this transaction')
    this.floatCents -= cents
    const transactionId = this.nextId++
    const slow = trigger === 'slow_then_refunded'
    const pending = slow || trigger === 'processing_then_successful'
    const cards =
      kind === 'giftcard'
        ? [{ cardNumber: `SIM${randomBytes(6).toString('hex').toUpperCase()}`, pinCode: randomBytes(3).toString('hex') }]
        : []
    const t: Txn = {
      transactionId,
      customIdentifier,
      kind,
      cents,
      status: pending ? 'PROCESSING' : 'SUCCESSFUL',
      body: body(transactionId),
      cards,
    }
    this.txns.set(customIdentifier, t)
    this.byId.set(transactionId, t)
    if (pending)
      setTimeout(
        () => {
          t.status = slow ? 'REFUNDED' : 'SUCCESSFUL'
          if (slow) this.floatCents += cents
        },
        slow ? SLOW_MS : SLOW_MS / 5,
      ).unref()
    if (trigger === 'hang_after_purchase') return 'hang'
    if (trigger === 'error_after_purchase') return err(500, path, 'INTERNAL_SERVER_ERROR', 'Something went wrong')
    return ok({ ...t.body, status: t.status })
  }
}
