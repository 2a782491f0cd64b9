/**
 * Email uniqueness as an actor keyed by the normalised address: a claim is
 * taken before the user exists and completed after, so two registrations
 * with one email cannot both win, and a registration that crashed half-way
 * can be retried (an incomplete claim older than 5 minutes is reclaimable).
 */
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, refTo } from '../../runtime/types'
import type { UserRejection } from './rejections'
import type { ClaimCommand } from './commands'
import type { ClaimState } from './state'

const ABANDONED_AFTER_MS = 5 * 60_000

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

function decideClaim(state: ClaimState, command: ClaimCommand, nowMs: number): Decision<ClaimState, ClaimState, UserRejection> {
  switch (command.type) {
    case 'get':
      return state.status === 'completed' ? unchanged(state) : rejected(reject('USER_NOT_FOUND', 'no user with this email'))
    case 'claim': {
      if (state.status === 'completed') return rejected(reject('EMAIL_TAKEN', 'an account with this email already exists'))
      if (state.status === 'claimed' && state.userId !== command.userId && nowMs - state.claimedAtMs < ABANDONED_AFTER_MS) {
        return rejected(reject('EMAIL_TAKEN', 'an account with this email is being registered'))
      }
      if (state.status === 'claimed' && state.userId === command.userId) return unchanged(state)
      const next: ClaimState = {
        status: 'claimed',
        email: state.email,
        userId: command.userId,
        businessId: command.businessId,
        claimedAtMs: nowMs,
      }
      return accepted(next, next)
    }
    case 'complete': {
      if (state.status !== 'claimed' || state.userId !== command.userId)
        return state.status === 'completed' && state.userId === command.userId
          ? unchanged(state)
          : rejected(reject('CLAIM_LOST', 'the email claim was taken over'))
      const next: ClaimState = { ...state, status: 'completed' }
      return accepted(next, next)
    }
  }
}

export const emailClaimKind: ActorKind<ClaimState, ClaimCommand, ClaimState> = {
  kind: 'email',
  initial: (email) => ({ status: 'free', email }),
  decide: decideClaim,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const emailClaimRef = (id: string) => refTo(emailClaimKind, id)
