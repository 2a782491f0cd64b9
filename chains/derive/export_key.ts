/**
 * A private key in the format each network's wallets import: 0x hex for
 * EVM, WIF for BTC/LTC/BCH, hex for TRX and XRP (secp256k1), and base58 of
 * the 64-byte secret key (seed ‖ public key) for Solana (Phantom's format).
 */
import { encodeBase58 } from 'ethers'
import type { Network } from '../networks'
import { utxoNetwork } from './addresses'
import { ecc, ecpair } from '../esm_deps'

const ECPair = ecpair.ECPairFactory(ecc)

export function exportKey(network: Network, privateKey: Buffer, publicKey: Uint8Array, isTestnet: boolean): string {
  switch (network) {
    case 'BTC':
    case 'LTC':
    case 'BCH':
      return ECPair.fromPrivateKey(privateKey, { network: utxoNetwork(network, isTestnet), compressed: true }).toWIF()
    case 'ETH':
    case 'BSC':
    case 'POL':
      return `0x${privateKey.toString('hex')}`
    case 'TRX':
    case 'XRP':
      return privateKey.toString('hex')
    case 'SOL':
      return encodeBase58(Buffer.concat([privateKey, Buffer.from(publicKey)]))
  }
}
