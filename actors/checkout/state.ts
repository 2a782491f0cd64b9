import type { Network } from '../../chains/networks'

/**
 * The checkout session: a status enum and an independent exception (BTCPay's
 * invoice model). `pending` may carry `partial` (underpaid so far);
 * `paid` may carry `overpaid`; `expired` may carry `partial` or `paid_late`.
 * Every amount is bigint: fiat in minor units with the currency's scale,
 * crypto in the asset's base units.
 */
export type SessionStatus = 'pending' | 'paid' | 'expired' | 'failed'
type SessionException = 'none' | 'partial' | 'overpaid' | 'paid_late'

/** A fiat amount: 1050n with scale 2 is 10.50. */
export interface Fiat {
  readonly minor: bigint
  readonly scale: number
}

/** What the customer chose on the pay page: the price is locked here. */
export interface Selection {
  readonly network: Network
  readonly currency: string
  readonly address: string
  readonly derivationPath: string
  /** The business wallet index the address was derived at (the session's own). */
  readonly index: number
  /** Due in base units. */
  readonly dueUnits: bigint
  readonly decimals: number
  /** The coin's USD price used, and the USD value of one unit of the session currency. */
  readonly priceUsd: string
  readonly selectedAtMs: number
}

export interface Payment {
  /** The deposit's id (one transfer: network, tx, address, currency, index); absent on payments stored before it was kept. */
  readonly depositId?: string
  /** Which sighting of the deposit this is (a reorged transfer mined again is sighting 2); absent means 1. */
  readonly sighting?: number
  readonly txHash: string
  readonly network: Network
  readonly currency: string
  readonly address: string
  readonly fromAddress: string
  readonly units: bigint
  readonly status: 'detected' | 'confirmed' | 'failed' | 'reversed'
  readonly confirmations: number
  /** Arrived after the session closed: recorded, reported, never turns the session paid. */
  readonly late: boolean
  readonly detectedAtMs: number
  readonly settledAtMs: number | null
}

export interface Refund {
  readonly id: string
  readonly requestHash: string
  readonly fiat: Fiat
  readonly units: bigint
  readonly network: Network
  readonly currency: string
  readonly toAddress: string
  readonly reason: string
  /** processing: the send is in flight; submitted: broadcast with tx_hash; failed: not sent, the amount is refundable again. */
  readonly status: 'processing' | 'submitted' | 'failed'
  readonly txHash: string | null
  readonly fee: bigint | null
  readonly failure: string | null
  readonly createdAtMs: number
  readonly updatedAtMs: number
  /** The refund returns everything the address still holds: a native-coin one pays its network fee out of it. Absent on older refunds. */
  readonly rest?: boolean
  /** What the customer received when the fee came out of the refund (base units); absent when it is `units`. */
  readonly sentUnits?: bigint
}

export interface SessionInput {
  readonly fiat: Fiat
  readonly currency: string
  readonly reference: string
  readonly description: string
  readonly customerEmail: string
  readonly customerName: string
  readonly callbackUrl: string
  readonly paymentMethod: string
  readonly metadata: Readonly<Record<string, unknown>>
}

export interface OpenSession extends SessionInput {
  readonly status: SessionStatus
  readonly exception: SessionException
  readonly id: string
  readonly businessId: string
  readonly businessName: string
  readonly isTest: boolean
  /** Hash of the create request, for Idempotency-Key replays; empty for a create without a key. */
  readonly requestHash: string
  /** The business wallet address index this session owns, taken at its first selection (most sessions never get that far). */
  readonly addressIndex: number | null
  readonly createdAtMs: number
  readonly expiresAtMs: number
  readonly paidAtMs: number | null
  readonly closedAtMs: number | null
  readonly selection: Selection | null
  /** Earlier selections stay watched: a customer may still pay one of them. */
  readonly previous: readonly Selection[]
  readonly payments: readonly Payment[]
  readonly refunds: readonly Refund[]
  /** Increases with every change; the read model keeps only the newest. */
  readonly revision: number
  /** Set on the reply (never stored) when this very command created the refund. */
  readonly createdRefundId?: string
}

export type CheckoutState = { readonly status: 'new'; readonly id: string } | OpenSession
