/**
 * HD derivation: BIP-39 seed (node:crypto PBKDF2, several times faster than
 * pure JS), BIP-32 for secp256k1 networks, SLIP-10 ed25519 for Solana.
 * Private keys leave this module only inside `withKey`, whose buffer is
 * zeroed after the callback; addresses and public keys are not secret.
 */
import { pbkdf2Sync } from 'node:crypto'
import { BIP32Factory, type BIP32Interface } from 'bip32'
import { ecc, slip10 } from '../esm_deps'
import { derivationPath, type Network } from '../networks'
import { addressFor } from './addresses'
import { slip10Ed25519 } from './slip10'

const bip32 = BIP32Factory(ecc)

export interface DerivedAddress {
  readonly network: Network
  readonly index: number
  readonly isTestnet: boolean
  readonly address: string
  readonly derivationPath: string
  readonly publicKey: string
}

/** BIP-39 seed: PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic" + passphrase, both NFKD. */
export function seedFromMnemonic(mnemonic: string, passphrase = ''): Buffer {
  return pbkdf2Sync(
    Buffer.from(mnemonic.normalize('NFKD'), 'utf8'),
    Buffer.from(`mnemonic${passphrase}`.normalize('NFKD'), 'utf8'),
    2048,
    64,
    'sha512',
  )
}

/** A seed's roots, built once and reused for many indexes. */
export class SeedKeys {
  private secpRoot: BIP32Interface | undefined

  constructor(private readonly seed: Buffer) {}

  private root(): BIP32Interface {
    this.secpRoot ??= bip32.fromSeed(this.seed)
    return this.secpRoot
  }

  /** Runs `use` with the private key at the path, then zeroes it. */
  withKey<T>(network: Network, index: number, isTestnet: boolean, use: (privateKey: Buffer, publicKey: Uint8Array, path: string) => T): T {
    const path = derivationPath(network, index, isTestnet)
    let privateKey: Buffer
    let publicKey: Uint8Array
    if (network === 'SOL') {
      const node = slip10Ed25519(this.seed, path)
      node.chainCode.fill(0)
      privateKey = node.key
      publicKey = slip10.getPublicKey(privateKey, false)
    } else {
      const node = this.root().derivePath(path)
      if (!node.privateKey) throw new Error('derived node has no private key')
      privateKey = Buffer.from(node.privateKey)
      publicKey = node.publicKey
      // The node's own copies (bip32 exposes its internal buffers) are wiped too; only `privateKey` lives on, until `use` returns.
      node.privateKey.fill(0)
      node.chainCode.fill(0)
    }
    try {
      return use(privateKey, publicKey, path)
    } finally {
      privateKey.fill(0)
    }
  }

  derive(network: Network, index: number, isTestnet: boolean): DerivedAddress {
    return this.withKey(network, index, isTestnet, (_priv, publicKey, path) => ({
      network,
      index,
      isTestnet,
      derivationPath: path,
      address: addressFor(network, publicKey, isTestnet),
      publicKey: Buffer.from(publicKey).toString('hex'),
    }))
  }

  /** Zeroes the seed; the object must not be used afterwards. */
  destroy(): void {
    this.seed.fill(0)
    this.secpRoot?.privateKey?.fill(0)
    this.secpRoot?.chainCode.fill(0)
    this.secpRoot = undefined
  }
}
