/**
 * Address encoders per network, from a public key. Pure functions: no key
 * material beyond the public key enters here.
 */
import bchaddr from 'bchaddrjs'
import { bitcoin } from '../bitcoinjs'
import { computeAddress, encodeBase58, getBytes, sha256 } from 'ethers'
import { encodeAccountID } from 'ripple-address-codec'
import { createHash } from 'node:crypto'
import type { Network } from '../networks'
import type { BitcoinNetwork } from '../bitcoinjs'

const LITECOIN: BitcoinNetwork = {
  messagePrefix: '\x19Litecoin Signed Message:\n',
  bech32: 'ltc',
  bip32: { public: 0x019da462, private: 0x019d9cfe },
  pubKeyHash: 0x30,
  scriptHash: 0x32,
  wif: 0xb0,
}
export const LITECOIN_TESTNET: BitcoinNetwork = {
  messagePrefix: '\x19Litecoin Signed Message:\n',
  bech32: 'tltc',
  bip32: { public: 0x0436f6e1, private: 0x0436ef7d },
  pubKeyHash: 0x6f,
  scriptHash: 0x3a,
  wif: 0xef,
}

export function utxoNetwork(network: 'BTC' | 'LTC' | 'BCH', isTestnet: boolean): BitcoinNetwork {
  if (network === 'LTC') return isTestnet ? LITECOIN_TESTNET : LITECOIN
  return isTestnet ? bitcoin.networks.testnet : bitcoin.networks.bitcoin
}

function p2pkh(publicKey: Uint8Array, net: BitcoinNetwork): string {
  const address = bitcoin.payments.p2pkh({ pubkey: Buffer.from(publicKey), network: net }).address
  if (!address) throw new Error('p2pkh address could not be built')
  return address
}

/** TRON: keccak256 of the uncompressed key (without 0x04), last 20 bytes, 0x41 prefix, base58check. */
function tronAddress(compressedPublicKey: Uint8Array): string {
  const evm = computeAddress(`0x${Buffer.from(compressedPublicKey).toString('hex')}`)
  const payload = getBytes(`0x41${evm.slice(2)}`)
  const checksum = getBytes(sha256(sha256(payload))).slice(0, 4)
  return encodeBase58(new Uint8Array([...payload, ...checksum]))
}

/** XRP: RIPEMD-160(SHA-256(compressed key)) with XRP's base58 alphabet. */
function xrpAddress(compressedPublicKey: Uint8Array): string {
  const sha = createHash('sha256').update(compressedPublicKey).digest()
  return encodeAccountID(createHash('ripemd160').update(sha).digest())
}

export function addressFor(network: Network, publicKey: Uint8Array, isTestnet: boolean): string {
  switch (network) {
    case 'BTC':
    case 'LTC':
      return p2pkh(publicKey, utxoNetwork(network, isTestnet))
    case 'BCH': {
      const legacy = p2pkh(publicKey, utxoNetwork('BCH', isTestnet))
      return bchaddr.toCashAddress(legacy)
    }
    case 'ETH':
    case 'BSC':
    case 'POL':
      return computeAddress(`0x${Buffer.from(publicKey).toString('hex')}`)
    case 'TRX':
      return tronAddress(publicKey)
    case 'XRP':
      return xrpAddress(publicKey)
    case 'SOL':
      return encodeBase58(publicKey)
  }
}
