/**
 * SLIP-10 ed25519 derivation (Solana), on Buffers so every intermediate key
 * and chain code can be zeroed: the library it replaces takes the seed as a
 * hex string (immutable, never wiped) and leaves each level's key behind.
 * ed25519 has hardened children only.
 */
import { createHmac } from 'node:crypto'

const CURVE = Buffer.from('ed25519 seed', 'utf8')
const HARDENED = 0x80000000

export interface Slip10Node {
  readonly key: Buffer
  readonly chainCode: Buffer
}

function split(i: Buffer): Slip10Node {
  const node = { key: Buffer.from(i.subarray(0, 32)), chainCode: Buffer.from(i.subarray(32)) }
  i.fill(0)
  return node
}

/** The node at a path such as m/44'/501'/0'/0'. The caller zeroes key and chainCode when done. */
export function slip10Ed25519(seed: Uint8Array, path: string): Slip10Node {
  const segments = path.split('/')
  if (segments[0] !== 'm') throw new RangeError(`not a derivation path: ${path}`)
  let node = split(createHmac('sha512', CURVE).update(seed).digest())
  for (const segment of segments.slice(1)) {
    const match = /^(\d+)'$/.exec(segment)
    if (!match || Number(match[1]) >= HARDENED) throw new RangeError(`ed25519 derives hardened indexes only: ${path}`)
    const data = Buffer.alloc(37)
    node.key.copy(data, 1)
    data.writeUInt32BE(Number(match[1]) + HARDENED, 33)
    const next = split(createHmac('sha512', node.chainCode).update(data).digest())
    data.fill(0)
    node.key.fill(0)
    node.chainCode.fill(0)
    node = next
  }
  return node
}
