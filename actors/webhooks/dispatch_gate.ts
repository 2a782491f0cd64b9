/**
 * The plan check, made when a delivery is due rather than when its event
 * happened: a downgrade stops dispatch at once (retries included), and an
 * upgrade starts it for every delivery due from then on. One gate call per
 * merchant and product per claim round.
 */
import type { WebhookGate } from '../runtime/service/webhooks'
import type { ClaimedDelivery } from './delivery_store'

/** Whether a merchant may receive webhooks of a product now (the kernel's port names it: actors/runtime/service/webhooks.ts). */
export type { WebhookGate }

export interface GatedDeliveries {
  readonly send: ClaimedDelivery[]
  /** Not sent: the plan has no webhooks. */
  readonly skip: ClaimedDelivery[]
  /** The gate could not answer (it threw): neither sent nor skipped; the claim lapses and a later round asks again. */
  readonly undecided: ClaimedDelivery[]
}

export async function sortByGate(claimed: readonly ClaimedDelivery[], gate: WebhookGate): Promise<GatedDeliveries> {
  const verdicts = new Map<string, Promise<boolean | undefined>>()
  const keyOf = (d: ClaimedDelivery) => `${d.businessId}\u0000${d.product}`
  for (const d of claimed) {
    if (!verdicts.has(keyOf(d)))
      verdicts.set(
        keyOf(d),
        gate(d.businessId, d.product).catch(() => undefined),
      )
  }
  const settled = new Map(await Promise.all([...verdicts].map(async ([key, verdict]) => [key, await verdict] as const)))
  const sorted: GatedDeliveries = { send: [], skip: [], undecided: [] }
  for (const d of claimed) {
    const verdict = settled.get(keyOf(d))
    ;(verdict === true ? sorted.send : verdict === false ? sorted.skip : sorted.undecided).push(d)
  }
  return sorted
}
