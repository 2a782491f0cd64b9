/**
 * The private side of CaaS owner keys, used only inside the worker pool:
 * the account xpub that the request path derives owners from, and the raw
 * ECDSA signature over a user operation hash (SimpleAccount 0.8 recovers
 * the owner from the EIP-712 userOpHash itself, without a message prefix).
 */
import { BIP32Factory } from 'bip32'
import { accounts, ecc } from '../esm_deps'
import { CAAS_ACCOUNT_PATH } from './owner_keys'

const bip32 = BIP32Factory(ecc)

export function caasAccountXpub(seed: Buffer): string {
  return bip32.fromSeed(seed).derivePath(CAAS_ACCOUNT_PATH).neutered().toBase58()
}

export async function signOwnerHash(seed: Buffer, path: string, hash: `0x${string}`): Promise<{ signature: `0x${string}`; owner: string }> {
  if (!path.startsWith(`${CAAS_ACCOUNT_PATH}/`)) throw new Error('not a CaaS owner path')
  const node = bip32.fromSeed(seed).derivePath(path)
  if (!node.privateKey) throw new Error('derived node has no private key')
  const privateKey = Buffer.from(node.privateKey)
  try {
    const hex = `0x${privateKey.toString('hex')}` as const
    return { signature: await accounts.sign({ hash, privateKey: hex, to: 'hex' }), owner: accounts.privateKeyToAddress(hex) }
  } finally {
    privateKey.fill(0)
  }
}
