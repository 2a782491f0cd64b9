/** What a deposit tells the owner of its address and the treasury: the deposit as it stands after each change. */
import { kindEvents } from '../../runtime/events'
import type { DepositState } from './state'

export type DepositView = Exclude<DepositState, { status: 'new' }>

export type DepositEvents = {
  readonly 'deposit.detected': DepositView
  readonly 'deposit.confirmed': DepositView
  readonly 'deposit.failed': DepositView
  readonly 'deposit.reversed': DepositView
}

export const depositEvents = kindEvents<DepositEvents>('deposit')
