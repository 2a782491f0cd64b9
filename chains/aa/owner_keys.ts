/**
 * Owner keys of CaaS smart accounts: one secp256k1 key per account, derived
 * from the platform's CaaS HD wallet. The request path holds only the
 * account-level extended public key (xpub) and derives owners by public
 * (non-hardened) derivation: two point additions, no PBKDF2, no secret in
 * memory. Signing derives the same path from the sealed mnemonic inside the
 * worker pool. Two levels of 31-bit indexes taken from the salt make two
 * users sharing an owner key unlikely until about 2^31 users.
 */
import { BIP32Factory } from 'bip32'
import { ecc, viem } from '../esm_deps'

const bip32 = BIP32Factory(ecc)

/** The account-level path whose xpub the request path holds; owner paths extend it with two non-hardened indexes. */
export const CAAS_ACCOUNT_PATH = "m/44'/60'/0'/0"

/** The two child indexes for a salt: its first two big-endian 32-bit words, top bit cleared (non-hardened). */
export function ownerIndexes(salt: Uint8Array): readonly [number, number] {
  const view = new DataView(salt.buffer, salt.byteOffset, salt.byteLength)
  return [view.getUint32(0) & 0x7fffffff, view.getUint32(4) & 0x7fffffff]
}

export function ownerPath(salt: Uint8Array): string {
  const [a, b] = ownerIndexes(salt)
  return `${CAAS_ACCOUNT_PATH}/${a}/${b}`
}

export class OwnerKeys {
  private readonly account: ReturnType<typeof bip32.fromBase58>

  constructor(xpub: string) {
    this.account = bip32.fromBase58(xpub)
    if (!this.account.isNeutered()) throw new Error('OwnerKeys takes an extended public key, never a private one')
  }

  /** The owner's EOA address for a salt (checksummed). */
  ownerOf(salt: Uint8Array): `0x${string}` {
    const [a, b] = ownerIndexes(salt)
    const publicKey = this.account.derive(a).derive(b).publicKey
    const uncompressed = ecc.pointCompress(publicKey, false)
    const hash = viem.keccak256(uncompressed.subarray(1), 'bytes')
    return viem.getAddress(`0x${Buffer.from(hash.subarray(12)).toString('hex')}`)
  }
}
