/**
 * The checkout decide table's fixtures: a session's commands at fixed times and a runner that keeps timers as the
 * runtime does. The rows live beside the code, one file per topic (actors/checkout/decide*.test.ts); each states
 * the timers pending after it, so a lost or leftover timer fails the row.
 */
import t from 'tap'
import type { DepositView } from '../../actors/chains/watch/deposit_router'
import { decideCheckout } from '../../actors/checkout/decide'
import type { CheckoutCommand } from '../../actors/checkout/commands'
import type { CheckoutState, OpenSession, Selection } from '../../actors/checkout/state'
import type { Network } from '../../chains/networks'

export const T0 = Date.UTC(2026, 10, 1)
export const TTL = 30 * 60_000
export const selection: Selection = {
  network: 'ETH',
  currency: 'USDC',
  address: '0xA',
  derivationPath: "m/44'/60'/0'/0/1",
  index: 1,
  dueUnits: 10_000_000n,
  decimals: 6,
  priceUsd: '1',
  selectedAtMs: T0,
}
export const create: CheckoutCommand = {
  type: 'create',
  businessId: 'b1',
  businessName: 'Shop',
  isTest: true,
  requestHash: 'h1',
  ttlMs: TTL,
  input: {
    fiat: { minor: 1000n, scale: 2 },
    currency: 'USD',
    reference: 'r',
    description: '',
    customerEmail: '',
    customerName: '',
    callbackUrl: '',
    paymentMethod: 'crypto',
    metadata: {},
  },
}
export const deposit = (
  txHash: string,
  amount: bigint,
  status: DepositView['status'],
  address = '0xA',
  currency = 'USDC',
): CheckoutCommand => ({
  type: 'deposit_observed',
  deposit: {
    status,
    id: txHash,
    network: 'ETH',
    txHash,
    address,
    fromAddress: '0xPAYER',
    currency,
    amount,
    owner: { kind: 'checkout', id: 's' },
    sandbox: true,
    confirmations: status === 'confirmed' ? 12 : 0,
    detectedAtMs: T0,
    settledAtMs: status === 'detected' ? null : T0,
  },
})
/** A deposit with its sighting and, for one of several transfers in a transaction, its index (part of its id). */
export const sighted = (
  txHash: string,
  amount: bigint,
  status: DepositView['status'],
  sighting: number,
  index?: number,
): CheckoutCommand => {
  const base = deposit(txHash, amount, status) as Extract<CheckoutCommand, { type: 'deposit_observed' }>
  return {
    ...base,
    deposit: {
      ...base.deposit,
      id: index === undefined ? txHash : `${txHash}:${index}`,
      sighting,
      ...(index === undefined ? {} : { index }),
    },
  }
}

/**
 * Runs commands in order; returns the final state, every event type emitted and the timers still pending (name -> due time).
 * Timers are kept as the runtime keeps them: `set` arms (or re-arms), `cancel` removes, and an `expire` command at or after
 * the expiry timer's due time is that timer firing, which retires it unless the decision re-arms it.
 */
export function run(commands: Array<[CheckoutCommand, number]>): {
  state: CheckoutState
  events: string[]
  timers: Record<string, number>
  last: ReturnType<typeof decideCheckout>
} {
  let state: CheckoutState = { status: 'new', id: 's' }
  const events: string[] = []
  const timers: Record<string, number> = {}
  let last = decideCheckout(state, commands[0]![0], commands[0]![1])
  for (const [command, at] of commands) {
    last = decideCheckout(state, command, at)
    if (command.type === 'expire' && timers.expire !== undefined && timers.expire <= at) delete timers.expire
    if (last.kind === 'accepted') {
      state = last.state
      events.push(...last.events.map((e) => e.type))
      for (const timer of last.timers ?? []) {
        if (timer.op === 'set') timers[timer.name] = timer.dueAtMs
        else if (timer.op === 'cancel') delete timers[timer.name]
        else throw new Error(`not a timer operation: ${JSON.stringify(timer)}`)
      }
    }
  }
  return { state, events, timers, last }
}
/** The key the tests' refunds come from, as the audit entry names it. */
export const MERCHANT_KEY = { kind: 'api_key', id: 'key_1', requestId: 'req_1', clientAddress: '203.0.113.9' } as const
export const open = (s: CheckoutState) => s as OpenSession
export const select: CheckoutCommand = { type: 'select', selection }
/** A deposit on another network (the same EVM address is valid on every EVM chain). */
export const onNetwork = (network: Network, txHash: string, amount: bigint): CheckoutCommand => {
  const base = deposit(txHash, amount, 'confirmed') as Extract<CheckoutCommand, { type: 'deposit_observed' }>
  return { ...base, deposit: { ...base.deposit, network } }
}
export const refund = (
  id: string,
  minor: bigint | null,
  extra: Partial<Extract<CheckoutCommand, { type: 'refund' }>> = {},
): CheckoutCommand => ({
  type: 'refund',
  refundId: id,
  requestHash: id,
  fiat: minor === null ? null : { minor, scale: 2 },
  reason: 'r',
  toAddress: null,
  mayChooseAddress: false,
  by: MERCHANT_KEY,
  ...extra,
})
export const result = (id: string, extra: Partial<Extract<CheckoutCommand, { type: 'refund_result' }>> = {}): CheckoutCommand => ({
  type: 'refund_result',
  refundId: id,
  txHash: null,
  fee: null,
  failure: null,
  ...extra,
})
/** A confirmed deposit from a given sender ('' when the chain names no single sender). */
export const from = (txHash: string, amount: bigint, fromAddress: string): CheckoutCommand => {
  const base = deposit(txHash, amount, 'confirmed') as Extract<CheckoutCommand, { type: 'deposit_observed' }>
  return { ...base, deposit: { ...base.deposit, fromAddress } }
}
export const paid: Array<[CheckoutCommand, number]> = [
  [create, T0],
  [select, T0],
  [deposit('t1', 10_000_000n, 'confirmed'), T0],
]
/** Paid on TRX (base58 addresses: their case matters) from `payer`. */
export const paidOnTron = (payer: string): Array<[CheckoutCommand, number]> => {
  const base = from('t1', 10_000_000n, payer) as Extract<CheckoutCommand, { type: 'deposit_observed' }>
  return [
    [create, T0],
    [{ type: 'select', selection: { ...selection, network: 'TRX', currency: 'USDT', address: 'TA' } }, T0],
    [{ ...base, deposit: { ...base.deposit, network: 'TRX', currency: 'USDT', address: 'TA' } }, T0],
  ]
}
/** Paid in the network's native coin (ETH on ETH), where a refund's network fee comes out of the address too. */
const ether: Selection = { ...selection, currency: 'ETH', dueUnits: 1_000_000n, decimals: 18 }
export const paidInEther: Array<[CheckoutCommand, number]> = [
  [create, T0],
  [{ type: 'select', selection: ether }, T0],
  [deposit('t1', 1_000_000n, 'confirmed', '0xA', 'ETH'), T0],
]

export interface Row {
  name: string
  commands: Array<[CheckoutCommand, number]>
  status?: string
  exception?: string
  events?: string[]
  /** The timers pending afterwards; every accepted row states them, so a lost or leftover timer fails the row. */
  timers?: Record<string, number>
  rejected?: string
  /** Matched against the last decision: what the caller sees (reply, rejection message and field, events with payloads). */
  decision?: object
}

/** One tap test per row: the last decision, the rejection or the pending timers, status, exception and events. */
export function runRows(rows: readonly Row[]): void {
  for (const row of rows) {
    t.test(row.name, async (t) => {
      const { state, events, timers, last } = run(row.commands)
      if (row.decision) t.match(last, row.decision, 'the last decision')
      if (row.rejected) return t.match(last, { kind: 'rejected', rejection: { code: row.rejected } })
      t.same(timers, row.timers, 'pending timers')
      if (row.status) t.equal(open(state).status, row.status)
      if (row.exception) t.equal(open(state).exception, row.exception)
      if (row.events) t.same(events, row.events)
    })
  }
}
