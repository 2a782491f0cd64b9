/** The merchant balance actor's state: one per business and environment (test and live money never meet). */
import type { TopUpNetwork } from './currencies'

/** Where the merchant sends USDT or USDC to top up; derived from its business wallet, watched by the deposit watcher. */
export interface TopUpAddress {
  readonly network: TopUpNetwork
  readonly address: string
  readonly derivationPath: string
  /** The business wallet index (one index for POL and BSC: the same EVM key and address on both). */
  readonly index: number
  readonly createdAtMs: number
}

/**
 * How far one sighting of a deposit has moved the ledger: `pending` (a
 * pending credit: detected, not yet deep enough), `posted` (available),
 * `voided` (the pending credit was cancelled: the transfer failed or left
 * the chain before it confirmed), `reversed` (a posted credit taken back by
 * a compensating transfer). Each sighting moves forward only.
 */
export type BookingStep = 'pending' | 'posted' | 'voided' | 'reversed'

export interface Booking {
  /**
   * Which sighting: `rememberedKey` of `<deposit id>#<sighting>` (bookings.ts), 22 characters where the key runs to
   * about 130: the state is rewritten on every booking, and BOOKINGS_KEPT full keys made it tens of KB. States written
   * before hold the key itself, which `remembered` also finds; they leave as the window moves on.
   */
  readonly key: string
  readonly step: BookingStep
  /** The ledger holds this step's transfers (the subscriber said so); its event has been emitted. */
  readonly applied: boolean
  /** Why the ledger refused this step (a reversal the balance no longer covers); set with applied. */
  readonly refused?: string
}

export interface BalanceState {
  /** `<businessId>:test` or `<businessId>:live`. */
  readonly id: string
  readonly businessId: string
  readonly isTest: boolean
  readonly topUps: readonly TopUpAddress[]
  /**
   * The most recent bookings (BOOKINGS_KEPT), so a deposit event delivered
   * again changes nothing and notifies nobody twice. The ledger's transfer ids
   * (derived from the same key) are the second guard: a replay older than
   * this window still moves no money.
   */
  readonly bookings: readonly Booking[]
}

export const balanceActorId = (businessId: string, isTest: boolean) => `${businessId}:${isTest ? 'test' : 'live'}`
