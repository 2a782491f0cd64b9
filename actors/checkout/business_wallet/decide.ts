/**
 * The merchant's business wallet: one HD wallet per business, generated
 * once. Index 0 of each network is the merchant's own address; every
 * checkout session takes the next index, so each session has addresses of
 * its own and a payment is matched to its session by address alone. The
 * mnemonic exists here only sealed (workers open it); the session TTL the
 * merchant chose for checkout lives here too, next to what it governs.
 */
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, refTo } from '../../runtime/types'
import type { BusinessWalletRejection } from './rejections'
import type { BusinessWalletCommand, BusinessWalletReply } from './commands'
import type { BusinessWalletState } from './state'
import { businessWalletEvents } from './events'

export const DEFAULT_SESSION_TTL_MINUTES = 30
const RECENT = 500

export function decideBusinessWallet(
  state: BusinessWalletState,
  command: BusinessWalletCommand,
  nowMs: number,
): Decision<BusinessWalletState, BusinessWalletReply, BusinessWalletRejection> {
  switch (command.type) {
    case 'get':
      return unchanged(state)
    case 'set_ttl': {
      const next = { ...state, sessionTtlMinutes: command.minutes }
      return accepted(next, next)
    }
    case 'init': {
      if (state.status === 'active') return rejected(reject('WALLET_EXISTS', 'the business wallet has already been generated'))
      const next: BusinessWalletState = {
        status: 'active',
        id: state.id,
        envelope: command.envelope,
        addresses: command.addresses,
        createdAtMs: nowMs,
        nextIndex: 1,
        allocations: [],
        sessionTtlMinutes: state.sessionTtlMinutes,
      }
      return accepted(next, next, [businessWalletEvents.event('business_wallet.generated', { businessId: state.id })])
    }
    case 'allocate': {
      if (state.status !== 'active') return rejected(reject('BUSINESS_WALLET_REQUIRED', 'the merchant has no business wallet yet'))
      const known = state.allocations.find(([op]) => op === command.opId)
      if (known) return unchanged({ ...state, allocated: known[1] })
      const next = {
        ...state,
        nextIndex: state.nextIndex + 1,
        allocations: [...state.allocations.slice(-(RECENT - 1)), [command.opId, state.nextIndex] as const],
      }
      return accepted(next, { ...next, allocated: state.nextIndex })
    }
  }
}

export const businessWalletKind: ActorKind<BusinessWalletState, BusinessWalletCommand, BusinessWalletReply> = {
  kind: 'business_wallet',
  initial: (id) => ({ status: 'none', id, sessionTtlMinutes: DEFAULT_SESSION_TTL_MINUTES }),
  decide: decideBusinessWallet,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const businessWalletRef = (id: string) => refTo(businessWalletKind, id)
