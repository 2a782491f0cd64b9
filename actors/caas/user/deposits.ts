/**
 * How a CaaS user turns deposit observations (the chain layer's deposit
 * actors, delivered at least once) into partner news, as a ladder of guards
 * with a named outcome each. Pure.
 *
 *   not USDC            ignored (POL arrives for user-operation fees)
 *   not its wallet      a wallet that moved to another number is forwarded there (`caas.deposit.forward`)
 *   already decided     repeat: the same deposit, sighting and status, or anything after `confirmed`
 *   detected, failed,   recorded only: nothing reaches partners before the chain settles it
 *   reversed
 *   confirmed           a CaaS transfer announced beforehand (same sender, amount, token) is `internal`: the
 *                       transfer actor reports its own transfer.received; anything else is `reported`:
 *                       `caas.deposit.received` to every merchant, or `caas.deposit.sms` when there is none
 *
 * Announcements are recorded before the transfer is sent, so the watcher can
 * never see an internal transfer first (its hash is not known that early,
 * which is why they are matched by sender and amount, not by hash). A CaaS
 * smart account only sends through CaaS (the platform holds its owner key),
 * so an announced sender cannot be an outside payer.
 */
import { caasUserEvents } from './events'
import { createHash } from 'node:crypto'
import type { DepositView } from '../../chains'
import { accepted, unchanged, type Decision, type DomainEvent } from '../../runtime/types'
import {
  CAAS_TOKEN,
  type ActiveUser,
  type CaasUserState,
  type DepositOutcome,
  type DepositReceived,
  type DepositRecord,
  type ExpectedTransfer,
} from './state'
import type { CaasUserReply } from './commands'
import type { CaasUserRejection } from './rejections'

/** A wallet moved on more often than this between two numbers' actors is not followed further (a cycle would be a bug). */
export const MAX_FORWARD_HOPS = 8
/** Deposits remembered per user for deduplication; repeats arrive within the outbox's recovery interval, far inside this. */
export const MAX_DEPOSIT_RECORDS = 1_000
/** An announced transfer the watcher has not seen confirmed by then (it failed, or was never sent) is forgotten. */
export const EXPECTATION_TTL_MS = 7 * 24 * 60 * 60_000

type D = Decision<CaasUserState, CaasUserReply, CaasUserRejection>

/**
 * The transfer_id of a deposit in transfer.received: `dep_` and the first 32
 * hex digits of SHA-256 of the deposit id (network, tx hash, address,
 * currency, index in the transaction), so it is the same across re-scans,
 * restarts, hosts and a reorg that mines the transaction again.
 */
export function depositTransferId(depositId: string): string {
  return `dep_${createHash('sha256').update(depositId).digest('hex').slice(0, 32)}`
}

const sameAddress = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase()

/** Where the wallet at `address` is, seen from this actor: here, moved on to another actor, or not known here. */
function whereIs(state: CaasUserState, address: string): { readonly here: ActiveUser } | { readonly to: string } | null {
  if (state.status === 'new') return null
  if (state.status === 'active' && sameAddress(state.wallet.address, address)) return { here: state }
  const departed = state.departed?.find((d) => sameAddress(d.address, address))
  if (departed) return { to: departed.to }
  // Moved before departures were recorded: its one wallet went to movedTo.
  return state.status === 'moved' && state.departed === undefined ? { to: state.movedTo } : null
}

const outcome = (o: DepositOutcome): CaasUserReply => ({ kind: 'deposit', outcome: o })

export function observeDeposit(state: CaasUserState, d: DepositView, hops: number, nowMs: number): D {
  if (d.currency !== CAAS_TOKEN) return unchanged(outcome('not_token'))
  const where = whereIs(state, d.address)
  if (where === null || ('to' in where && hops >= MAX_FORWARD_HOPS)) return unchanged(outcome('not_mine'))
  if ('to' in where)
    return accepted(state, outcome('forwarded'), [
      caasUserEvents.event('caas.deposit.forward', { to: where.to, deposit: d, hops: hops + 1 }),
    ])
  const user = where.here
  const key = depositTransferId(d.id)
  const sighting = d.sighting ?? 1
  const known = user.deposits?.find((r) => r.key === key)
  // Confirmed is final; an older sighting is stale (the transfer was mined again since); the same status is a repeat.
  if (known && (known.status === 'confirmed' || sighting < known.sighting || (sighting === known.sighting && d.status === known.status)))
    return unchanged(outcome('repeat'))
  const incoming = (user.incoming ?? []).filter((e) => e.atMs > nowMs - EXPECTATION_TTL_MS)
  const internal =
    d.status === 'confirmed'
      ? incoming.find((e) => sameAddress(d.fromAddress, e.from) && e.amount === d.amount && e.token === d.currency)
      : undefined
  const record: DepositRecord = { key, sighting, status: d.status, ...(internal ? { transferId: internal.transferId } : {}) }
  const deposits = [...(user.deposits ?? []).filter((r) => r !== known), record].slice(-MAX_DEPOSIT_RECORDS)
  const next: ActiveUser = { ...user, deposits, incoming: internal ? incoming.filter((e) => e !== internal) : incoming, updatedAtMs: nowMs }
  if (d.status !== 'confirmed') return accepted(next, outcome('recorded'))
  if (internal) return accepted(next, outcome('internal'))
  return accepted(next, outcome('reported'), received(user, d, key, nowMs))
}

/** transfer.received for each merchant of the user; an unaffiliated user gets an SMS instead (spec). */
function received(user: ActiveUser, d: DepositView, transferId: string, nowMs: number): DomainEvent[] {
  const base = {
    transferId,
    walletAddress: user.wallet.address,
    network: d.network,
    currency: d.currency,
    amount: d.amount,
    txHash: d.txHash,
    settledAtMs: d.settledAtMs ?? nowMs,
    mode: user.mode,
  }
  // The number is looked up when the SMS goes out: events reach the Redis stream, sealed numbers stay in actor state.
  if (user.members.length === 0) return [caasUserEvents.event('caas.deposit.sms', { ...base, userId: user.id })]
  return user.members.map((businessId) => caasUserEvents.event('caas.deposit.received', { ...base, businessId }))
}

/** Records a CaaS transfer to this wallet before it is sent; a wallet that moved answers where it went. */
export function expectTransfer(state: CaasUserState, transfer: ExpectedTransfer, nowMs: number): D | null {
  const where = whereIs(state, transfer.to)
  if (where === null) return null
  if ('to' in where) return unchanged({ kind: 'moved', movedTo: where.to })
  const user = where.here
  if (user.incoming?.some((e) => e.transferId === transfer.transferId)) return unchanged({ kind: 'expected' })
  const incoming = [...(user.incoming ?? []).filter((e) => e.atMs > nowMs - EXPECTATION_TTL_MS), { ...transfer, atMs: nowMs }]
  return accepted({ ...user, incoming, updatedAtMs: nowMs }, { kind: 'expected' })
}
