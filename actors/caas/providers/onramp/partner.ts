/**
 * What the platform asks of an on-ramp partner, in the words of Yellow Card's collections API (yellowcard.ts
 * speaks it): a collection of local fiat from a user's mobile money under our reference (its sequenceId), looked
 * up by that reference, and signed callbacks when it moves. "refused" (nothing created) is kept apart from
 * "unknown" (it may exist): an unknown outcome is settled by looking the reference up, never by creating again.
 */
export interface CollectionRequest {
  /** Our deposit id: the partner's idempotency key (sequenceId). */
  readonly reference: string
  /** Local fiat, decimal string, e.g. "150.00". */
  readonly localAmount: string
  readonly currency: string
  /** The paying number, E.164 with '+'. */
  readonly phone: string
}

export interface Collection {
  /** The partner's collection id. */
  readonly id: string
  /** Our reference (sequenceId). */
  readonly reference: string
  /** `processing` is reported as pending. */
  readonly status: 'pending' | 'complete' | 'failed' | 'expired'
  readonly localAmount: string
  readonly currency: string
  /** USDC the partner quoted for it, decimal string with up to 6 places. */
  readonly usdcAmount: string
  /** Units of local currency per USD. */
  readonly rate: string
  readonly reason: string | null
}

export type CollectionCreated =
  | { readonly kind: 'created'; readonly collection: Collection }
  /** A definite 4xx: nothing was created. */
  | { readonly kind: 'refused'; readonly reason: string }
  /** Timeout or 5xx: look it up by reference, never create blind. */
  | { readonly kind: 'unknown'; readonly reason: string }

export type CallbackRead =
  | {
      readonly ok: true
      readonly event: { readonly collectionId: string; readonly reference: string; readonly status: Collection['status'] }
    }
  | { readonly ok: false; readonly reason: string }

export interface OnrampPartner {
  create(request: CollectionRequest): Promise<CollectionCreated>
  /** By our reference; null when the partner has none (the create never arrived). Throws on a failed lookup (a fault). */
  byReference(reference: string): Promise<Collection | null>
  /**
   * The partner's sandbox: the user paid the collection (its callback follows). Absent where the partner has no
   * such call; the platform offers it to test keys only.
   */
  sandboxPay?(collectionId: string): Promise<boolean>
  /** Verifies the callback's signature over the raw body (constant time) and reads it. */
  callback(rawBody: Buffer, headers: Readonly<Record<string, string | undefined>>): CallbackRead
}
