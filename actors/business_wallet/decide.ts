/**
 * The merchant's business wallet: one HD wallet per business, generated
 * once. Index 0 of each network is the merchant's own address; every
 * checkout session takes the next index, so each session has addresses of
 * its own and a payment is matched to its session by address alone. The
 * mnemonic exists here only sealed (workers open it); the session TTL the
 * merchant chose for checkout lives here too, next to what it governs.
 */
import { reject } from '../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision } from '../runtime/types'
import type { BusinessWalletRejection } from './rejections'

export interface WalletAddress {
  readonly network: string
  readonly address: string
  readonly derivationPath: string
  readonly testnetAddress: string
  readonly testnetDerivationPath: string
}

export const DEFAULT_SESSION_TTL_MINUTES = 30
const RECENT = 500

export type BusinessWalletState =
  | { readonly status: 'none'; readonly id: string; readonly sessionTtlMinutes: number }
  | {
      readonly status: 'active'
      readonly id: string
      readonly envelope: string
      readonly addresses: readonly WalletAddress[]
      readonly createdAtMs: number
      readonly nextIndex: number
      /** Recent allocations by operation id, so a retried session creation gets the same index. */
      readonly allocations: ReadonlyArray<readonly [string, number]>
      readonly sessionTtlMinutes: number
    }

export type BusinessWalletCommand =
  | { readonly type: 'get' }
  | { readonly type: 'init'; readonly envelope: string; readonly addresses: readonly WalletAddress[] }
  | { readonly type: 'allocate'; readonly opId: string }
  | { readonly type: 'set_ttl'; readonly minutes: number }

export type BusinessWalletReply = BusinessWalletState & { readonly allocated?: number }

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
      return accepted(next, next, [{ type: 'business_wallet.generated', payload: { businessId: state.id } }])
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
