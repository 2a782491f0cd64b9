/** A sandbox amount from the wire: a human decimal in the asset's decimals, positive, as bigint base units; otherwise 400 invalid_amount. */
import { RejectionError, reject } from '../../platform/errors'
import { parseUnits } from '../assets'

export function positiveUnits(amount: string, decimals: number, field = 'amount'): bigint {
  let units: bigint
  try {
    units = parseUnits(amount, decimals)
  } catch (error) {
    throw new RejectionError(reject('invalid_amount', (error as Error).message, field))
  }
  if (units <= 0n) throw new RejectionError(reject('invalid_amount', 'amount must be greater than zero', field))
  return units
}
