/** A sandbox amount from the wire: a human decimal in the asset's decimals, positive, as bigint base units; otherwise 400 invalid_amount. */
import { RejectionError, reject } from '../../platform/errors'
import { parseUnits } from '../assets'

/** No chain moves more than a uint256 of base units; it also fits the ledger's numeric(78, 0), which would otherwise overflow into a 500. */
const MAX_UNITS = 2n ** 256n - 1n

export function positiveUnits(amount: string, decimals: number, field = 'amount'): bigint {
  let units: bigint
  try {
    units = parseUnits(amount, decimals)
  } catch (error) {
    throw new RejectionError(reject('INVALID_AMOUNT', error instanceof Error ? error.message : String(error), field))
  }
  if (units <= 0n) throw new RejectionError(reject('INVALID_AMOUNT', 'amount must be greater than zero', field))
  if (units > MAX_UNITS)
    throw new RejectionError(reject('INVALID_AMOUNT', 'amount is larger than any on-chain amount (2^256 - 1 base units)', field))
  return units
}
