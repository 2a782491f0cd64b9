/**
 * A phone number change, decided on the old number's actor. Pure.
 *
 *   request   only the wallet's sole merchant: with several, any one of them could take the wallet away from the
 *             number the others pay (WALLET_SHARED: there is no unlink, so such a wallet keeps its number).
 *             The code goes by SMS to the NEW number: it proves that whoever will receive every later payout
 *             holds that number. The old number is often lost, which is why the user changes it; and a sole
 *             merchant already moves the wallet's funds, so the old number's consent would protect nothing more.
 *   confirm   the code of the same merchant for the same new number, within 10 minutes, under the link guards
 *             (link_guard.ts): a cooldown between codes, five wrong codes an hour. Still the sole merchant.
 *   move_out  only after a confirmation for that number: the wallet answers to it from then on.
 *
 * While a confirmed change is being carried out no merchant is linked (PHONE_CHANGE_IN_PROGRESS), so the wallet
 * the new number took is the one the old number gives up, with the same merchants.
 */
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type Decision } from '../../runtime/types'
import type { CaasUserCommand, CaasUserReply } from './commands'
import { cooldownLeftMs, failuresLeft, recentFailures } from './link_guard'
import type { CaasUserRejection } from './rejections'
import type { ActiveUser, CaasUserState, PendingChange } from './state'

type D = Decision<CaasUserState, CaasUserReply, CaasUserRejection>
type Command<T extends CaasUserCommand['type']> = Extract<CaasUserCommand, { type: T }>

const no = (code: CaasUserRejection, message: string): D => rejected(reject(code, message))
const notFound = () => no('USER_NOT_FOUND', 'no CaaS user with this phone number for this merchant')
const shared = () =>
  no('WALLET_SHARED', 'the wallet is linked to more than one merchant: its phone number cannot be changed through one of them')
const notRequested = () =>
  no('PHONE_CHANGE_NOT_REQUESTED', 'no phone change to this number is pending for this merchant: POST /v1/users/phone/change first')

/** The caller's own active user, or why not. */
const own = (state: CaasUserState, businessId: string): ActiveUser | null =>
  state.status === 'active' && state.members.includes(businessId) ? state : null

export function requestPhoneChange(state: CaasUserState, c: Command<'request_phone_change'>, nowMs: number): D {
  const user = own(state, c.businessId)
  if (!user) return notFound()
  if (user.members.length > 1) return shared()
  const previous = user.change
  if (previous?.confirmedAtMs !== undefined)
    return no('PHONE_CHANGE_IN_PROGRESS', 'a confirmed phone change is being carried out: repeat POST /v1/users/phone/change/confirm')
  if (failuresLeft(previous, nowMs) === 0)
    return no('TOO_MANY_ATTEMPTS', 'too many wrong codes for this number in the last hour: try again later')
  const waitMs = cooldownLeftMs(previous, nowMs)
  if (waitMs > 0)
    return no('PHONE_CHANGE_TOO_SOON', `a code was sent less than a minute ago: request another in ${Math.ceil(waitMs / 1000)} s`)
  // A new request replaces the code and the number, never the guards: switching numbers does not reset wrong codes.
  const change: PendingChange = {
    businessId: c.businessId,
    to: c.to,
    codeHash: c.codeHash,
    expiresAtMs: c.expiresAtMs,
    requestedAtMs: nowMs,
    failedAtMs: recentFailures(previous, nowMs),
  }
  const next: ActiveUser = { ...user, change, updatedAtMs: nowMs }
  return accepted(next, { kind: 'user', user: next })
}

export function confirmPhoneChange(state: CaasUserState, c: Command<'confirm_phone_change'>, nowMs: number): D {
  // A retry after the move completed: the caller reads the user at the new number (and must be its merchant there).
  if (state.status === 'moved' && state.movedTo === c.to) return unchanged({ kind: 'moved', movedTo: state.movedTo })
  const user = own(state, c.businessId)
  if (!user) return notFound()
  const change = user.change
  if (!change || change.businessId !== c.businessId || change.to !== c.to) return notRequested()
  // A retry of a confirmation whose move did not finish: the same code carries it on.
  if (change.confirmedAtMs !== undefined && change.codeHash === c.codeHash) return unchanged({ kind: 'user', user })
  // The cap comes first: once reached, not even the right code moves the wallet, or guessing would go on.
  const left = failuresLeft(change, nowMs)
  if (left === 0) return no('TOO_MANY_ATTEMPTS', 'too many wrong codes for this number in the last hour: request a new code later')
  if (change.confirmedAtMs === undefined && change.expiresAtMs <= nowMs)
    return no('PHONE_CHANGE_EXPIRED', 'the code has expired: request a new one')
  if (user.members.length > 1) return shared()
  if (change.codeHash !== c.codeHash) {
    const failed: ActiveUser = { ...user, change: { ...change, failedAtMs: [...recentFailures(change, nowMs), nowMs] }, updatedAtMs: nowMs }
    return accepted(failed, { kind: 'code_mismatch', attemptsLeft: left - 1 })
  }
  const next: ActiveUser = { ...user, change: { ...change, confirmedAtMs: nowMs }, updatedAtMs: nowMs }
  return accepted(next, { kind: 'user', user: next })
}

/** Whether move_out may let the wallet go to `to` now: a confirmed change to that number by this merchant. */
export function moveOutRefusal(user: ActiveUser, businessId: string, to: string): D | null {
  const change = user.change
  if (change?.confirmedAtMs === undefined || change.businessId !== businessId || change.to !== to) return notRequested()
  return user.members.length > 1 ? shared() : null
}

/** confirm_link while a confirmed change is carried out would give the new number's copy different merchants. */
export function linkRefusal(user: ActiveUser): D | null {
  return user.change?.confirmedAtMs !== undefined
    ? no('PHONE_CHANGE_IN_PROGRESS', 'the wallet is moving to another phone number: link it there once the change is complete')
    : null
}
