/** 0x-hex values read back from storage or a record (EVM hashes and addresses), checked rather than asserted. */
import { viem } from './esm_deps'

/** `value` as 0x-hex; anything else is a fault (only 0x-hex is ever written where this is read), thrown. */
export function storedHex(value: string, what: string): `0x${string}` {
  if (!viem.isHex(value, { strict: true })) throw new Error(`${what} is not 0x-hex: ${value}`)
  return value
}
