/**
 * Hands each deposit event to the actor that owns the watched address (a
 * checkout session, a customer wallet, a CaaS user): the deposit actor
 * decides what happened on chain, the owner decides what it means. Events
 * arrive at least once; owners deduplicate on the deposit id, its `sighting`
 * and status. A deposit may go detected -> reversed -> detected again (the
 * same transaction mined again after a reorg, `sighting` one higher) and
 * then confirm: an owner must not treat `reversed` as final. The id holds
 * the transfer's index, so one transaction may bring several deposits to
 * one address in one currency.
 * Owners of a kind this host does not run (a test's placeholder) are skipped, and so are the platform's own
 * moves between its addresses (OwnTransferTest).
 */
import type { ActorHost } from '../../runtime/host'
import type { EventSubscriber } from '../../runtime/outbox_relay'

import { depositEvents, type DepositView } from '../deposit/events'
import { inBatches } from '../../../platform/in_batches'

export type { DepositView }

/** The command every address-owning actor kind accepts. */
export interface DepositObserved {
  readonly type: 'deposit_observed'
  readonly deposit: DepositView
}

/**
 * Which deposits are the platform's own moves between its addresses (a gas top-up to a session address): money the
 * platform sent itself, which no owner may hear of as a payment (a session would announce a payment.confirmed in the
 * native coin to its merchant). The products that send such moves register the test; it answers the ids, for a whole
 * batch of events at once (one question per batch, not one per deposit).
 */
export type OwnTransferTest = (deposits: readonly DepositView[]) => Promise<ReadonlySet<string>>

const sightingOf = (d: DepositView) => `${d.id}\u0000${d.sighting ?? 1}`

/**
 * A deposit final on sight (confirmed in the block it was found in) commits `deposit.detected` and
 * `deposit.confirmed` together. Its owner is told once, confirmed: every owner takes a first sighting that is
 * already confirmed as both (checkout's payment.detected and payment.confirmed, the wallet's two events), in one
 * decision and one commit instead of two commits one after the other.
 */
function latestOf(deposits: readonly DepositView[]): DepositView[] {
  const confirmed = new Set(deposits.filter((d) => d.status === 'confirmed').map(sightingOf))
  return deposits.filter((d) => d.status !== 'detected' || !confirmed.has(sightingOf(d)))
}

/** Owners served at once by one batch of events (each owner's events stay in order). */
const OWNER_CONCURRENCY = 256

export function depositRouter(host: ActorHost, ownTransfers: OwnTransferTest = async () => new Set()): EventSubscriber {
  return async (events) => {
    const seen = events.flatMap((event) => {
      const read = depositEvents.read(event, 'deposit.detected', 'deposit.confirmed', 'deposit.failed', 'deposit.reversed')
      return read && host.hasKind(read.payload.owner.kind) ? [read.payload] : []
    })
    const own = await ownTransfers(seen)
    // One lane per owner: a busy merchant's deposits queue behind each other, never in front of another merchant's.
    const byOwner = new Map<string, DepositView[]>()
    for (const deposit of latestOf(seen)) {
      if (own.has(deposit.id)) continue
      const owner = `${deposit.owner.kind}\u0000${deposit.owner.id}`
      const lane = byOwner.get(owner)
      if (lane) lane.push(deposit)
      else byOwner.set(owner, [deposit])
    }
    await inBatches([...byOwner.values()], OWNER_CONCURRENCY, async (theirs) => {
      const ask = (deposit: DepositView) => host.ask(deposit.owner, { type: 'deposit_observed', deposit } satisfies DepositObserved)
      // A rejection is the owner's decision (a session already closed, say) and final; only a fault throws, and the
      // relay hands the whole batch over again (owners deduplicate on the deposit id, sighting and status).
      const owner = theirs[0]?.owner
      if (owner !== undefined && host.holds(owner)) {
        // Queued in order on the local actor's mailbox at once: it decides them in order and commits them together.
        await Promise.all(theirs.map(ask))
      } else {
        // A remote owner: one at a time, so they arrive in order.
        for (const deposit of theirs) await ask(deposit)
      }
    })
  }
}
