/**
 * Checked hex for viem: a string recorded or configured by us, or a value a node answered, becomes viem's
 * `0x${string}` only after it is seen to be one. A value that is not is a fault, thrown with what it was meant to be.
 */
import { viem } from '../esm_deps'

type Hex = `0x${string}`

/** `value` when it is 0x-prefixed hex (any length); otherwise a thrown error naming `what`. */
export function hexOf(value: unknown, what: string): Hex {
  if (!viem.isHex(value)) throw new Error(`${what} is not hex: ${String(value)}`)
  return value
}

/** `value` when it is a 20-byte EVM address (any letter case; the checksum is not checked); otherwise a thrown error naming `what`. */
export function addressOf(value: unknown, what: string): Hex {
  if (typeof value !== 'string' || !viem.isAddress(value, { strict: false }))
    throw new Error(`${what} is not an EVM address: ${String(value)}`)
  return value
}
