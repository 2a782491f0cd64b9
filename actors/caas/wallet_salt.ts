/**
 * The CREATE2 salt of a phone number's smart account, per mode and wallet
 * generation. The blind index is the same for a number under test and live
 * keys, so the salt must not be: with one salt a sandbox key would reveal
 * the live address of every number it provisions.
 *
 *   base          live: the blind index itself (addresses provisioned so far stay valid)
 *                 test: keccak256(blind index ‖ "test")
 *   generation 0  base
 *   generation n  keccak256(base ‖ uint32be(n))   (the number's wallet moved to another number n times)
 */
import { viem } from '../../chains/esm_deps'
import type { CaasMode } from './user/state'

const TEST_DOMAIN = Buffer.from('test', 'utf8')

/** 32 bytes; the blind index is 64 hex characters. */
export function walletSalt(blindIndex: string, mode: CaasMode, generation: number): Uint8Array {
  if (!Number.isInteger(generation) || generation < 0 || generation > 0xffffffff) throw new RangeError('generation must be a uint32')
  const index = Buffer.from(blindIndex, 'hex')
  const base = mode === 'live' ? index : viem.keccak256(Buffer.concat([index, TEST_DOMAIN]), 'bytes')
  if (generation === 0) return base
  const counter = Buffer.alloc(4)
  counter.writeUInt32BE(generation)
  return viem.keccak256(Buffer.concat([base, counter]), 'bytes')
}
