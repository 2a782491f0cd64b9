/**
 * Fee configuration rules: the percent is a decimal string in [0, 0.5]
 * (spec maximum), every fee address is checked against its network's
 * address format, and unknown networks are refused. Pure.
 */
import { looksLikeAddress } from '../../../chains/assets'
import { isNetwork, NETWORKS, type Network } from '../../../chains/networks'
import { auditEvent } from '../../../platform/audit'
import { parseDecimal } from '../../../platform/decimal'
import { reject, type Rejection } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, refTo } from '../../runtime/types'
import { DEFAULT_FEES, type FeeConfig, type FeeState } from './state'
import type { FeeCommand } from './commands'
import type { FeeRejection } from './rejections'
import { field } from '../../../platform/json_object'

const MAX_FEE_PERCENT = '0.5'
const PERCENT = /^\d{1,3}(\.\d{1,18})?$/

function checkPercent(text: string): Rejection<FeeRejection> | null {
  if (!PERCENT.test(text)) return reject('INVALID_FEE_PERCENT', 'fee_percent must be a decimal string such as "0.01" (1%)', 'fee_percent')
  const { units, scale } = parseDecimal(text)
  // units / 10^scale <= 5 / 10, compared without division.
  if (units * 10n > 5n * 10n ** BigInt(scale))
    return reject('INVALID_FEE_PERCENT', `fee_percent must be at most ${MAX_FEE_PERCENT} (50%)`, 'fee_percent')
  return null
}

/** Applies address changes; '' removes. Returns the new map or the first problem. */
function applyAddresses(
  current: FeeConfig['feeAddresses'],
  changes: Readonly<Record<string, string>>,
): Partial<Record<Network, string>> | Rejection<FeeRejection> {
  const next: Partial<Record<Network, string>> = { ...current }
  for (const [key, address] of Object.entries(changes)) {
    const network = key.toUpperCase()
    if (!isNetwork(network)) return reject('INVALID_NETWORK', `${key} is not one of ${NETWORKS.join(', ')}`, 'fee_addresses')
    if (address === '') delete next[network]
    else if (!looksLikeAddress(network, address))
      return reject('INVALID_ADDRESS', `${address} is not a ${network} address`, 'fee_addresses')
    else next[network] = address
  }
  return next
}

const isRejection = (value: unknown): value is Rejection<FeeRejection> => typeof field(value, 'code') === 'string'

export function decideFees(state: FeeState, command: FeeCommand, nowMs: number): Decision<FeeState, FeeConfig, FeeRejection> {
  const current: FeeConfig = state.status === 'active' ? state : DEFAULT_FEES
  if (command.type === 'get') return unchanged(current)
  let feePercent = current.feePercent
  let isEnabled = current.isEnabled
  let feeAddresses: FeeConfig['feeAddresses'] = current.feeAddresses
  if (command.type === 'configure') {
    const problem = checkPercent(command.feePercent)
    if (problem) return rejected(problem)
    feePercent = command.feePercent
    isEnabled = command.isEnabled
    if (command.feeAddresses) {
      const replaced = applyAddresses({}, command.feeAddresses)
      if (isRejection(replaced)) return rejected(replaced)
      feeAddresses = replaced
    }
  } else {
    const merged = applyAddresses(current.feeAddresses, command.addresses)
    if (isRejection(merged)) return rejected(merged)
    feeAddresses = merged
  }
  // The same settings again change nothing, and leave no audit entry.
  if (
    state.status === 'active' &&
    feePercent === current.feePercent &&
    isEnabled === current.isEnabled &&
    JSON.stringify(feeAddresses) === JSON.stringify(current.feeAddresses)
  )
    return unchanged(current)
  const next = { status: 'active' as const, id: state.id, feePercent, isEnabled, feeAddresses, updatedAtMs: nowMs }
  return accepted(next, next, [
    auditEvent({
      businessId: command.businessId,
      action: 'wallet_fees.changed',
      by: command.by,
      target: { type: 'wallet_fees', id: state.id },
      changes: {
        fee_percent: { from: current.feePercent, to: feePercent },
        is_enabled: { from: current.isEnabled, to: isEnabled },
        fee_addresses: { from: { ...current.feeAddresses }, to: { ...feeAddresses } },
      },
    }),
  ])
}

/** The fee on `amount` base units at `percent`, rounded down (the customer is never charged more than the rate). */
export function feeOn(amount: bigint, percent: string): bigint {
  const { units, scale } = parseDecimal(percent)
  return (amount * units) / 10n ** BigInt(scale)
}

export const walletFeesKind: ActorKind<FeeState, FeeCommand, FeeConfig> = {
  kind: 'wallet_fees',
  initial: (id) => ({ status: 'new', id }),
  decide: decideFees,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const walletFeesRef = (id: string) => refTo(walletFeesKind, id)
