/**
 * The Piscina worker: the only place a mnemonic or private key exists in
 * clear, for the length of one task. Seeds, mnemonics and keys are zeroed
 * before the task returns. The master key arrives once, in workerData.
 */
import { workerData } from 'node:worker_threads'
import * as bip39 from 'bip39'
import { field } from '../platform/json_object'
import { LocalKeyWrapper, openMnemonic, sealMnemonic } from '../chains/secrets/envelope'
import { SeedKeys, seedFromMnemonic, type DerivedAddress } from '../chains/derive/derive'
import { exportKey } from '../chains/derive/export_key'
import type { Network } from '../chains/networks'
import { signEvm, type EvmTxRequest } from '../chains/sign/evm'
import { signPsbt } from '../chains/sign/psbt'
import { signBch } from '../chains/sign/bch'
import { loadLibauth } from '../chains/bch/libauth'
import type { BchTransferRequest } from '../chains/bch/transfer'
import { signTrx, type TronUnsignedTx } from '../chains/sign/trx'
import { signXrp, type XrpPaymentRequest } from '../chains/sign/xrp'
import { signSol } from '../chains/sign/sol'
import { caasAccountXpub, signOwnerHash } from '../chains/aa/owner_sign'

/** A string field of workerData (set by createDerivationPool); anything else means the pool was built wrong, thrown. */
function workerSetting(name: string): string {
  const value = field(workerData, name)
  if (typeof value !== 'string') throw new Error(`derive worker: workerData.${name} must be a string`)
  return value
}

const wrapper = new LocalKeyWrapper(Buffer.from(workerSetting('masterKey'), 'base64'), workerSetting('keyId'))

export type DeriveRequest = { network: Network; index: number; isTestnet: boolean }

export type WorkerTask =
  | { op: 'generate'; walletId: string; wordCount: 12 | 24 }
  | { op: 'generate_sealed'; walletId: string; wordCount: 12 | 24 }
  | { op: 'import'; walletId: string; mnemonic: string }
  | { op: 'derive'; walletId: string; envelope: string; requests: DeriveRequest[] }
  | { op: 'reveal'; walletId: string; envelope: string }
  | { op: 'export_key'; walletId: string; envelope: string; request: DeriveRequest }
  | { op: 'sign_evm'; walletId: string; envelope: string; request: DeriveRequest; tx: EvmTxRequest }
  | { op: 'sign_psbt'; walletId: string; envelope: string; request: DeriveRequest; psbtBase64: string; regtest?: boolean }
  | { op: 'sign_bch'; walletId: string; envelope: string; request: DeriveRequest; tx: BchTransferRequest }
  | { op: 'sign_trx'; walletId: string; envelope: string; request: DeriveRequest; tx: TronUnsignedTx }
  | { op: 'sign_xrp'; walletId: string; envelope: string; request: DeriveRequest; payment: XrpPaymentRequest }
  | { op: 'sign_sol'; walletId: string; envelope: string; request: DeriveRequest; messageBase64: string }
  | { op: 'caas_xpub'; walletId: string; envelope: string }
  | { op: 'caas_sign'; walletId: string; envelope: string; path: string; hash: `0x${string}` }

/** The raw seed for CaaS owner keys (their paths extend the account xpub, not the per-network BIP-44 paths). */
async function withRawSeed<T>(envelope: string, walletId: string, use: (seed: Buffer) => T | Promise<T>): Promise<T> {
  const mnemonic = openMnemonic(envelope, walletId, wrapper)
  const seed = seedFromMnemonic(mnemonic.toString('utf8'))
  mnemonic.fill(0)
  try {
    return await use(seed)
  } finally {
    seed.fill(0)
  }
}

function withSeed<T>(envelope: string, walletId: string, use: (keys: SeedKeys) => T): T {
  const mnemonic = openMnemonic(envelope, walletId, wrapper)
  const keys = new SeedKeys(seedFromMnemonic(mnemonic.toString('utf8')))
  mnemonic.fill(0)
  try {
    return use(keys)
  } finally {
    keys.destroy()
  }
}

export default async function run(task: WorkerTask): Promise<unknown> {
  switch (task.op) {
    case 'generate': {
      const words = bip39.generateMnemonic(task.wordCount === 24 ? 256 : 128)
      const buffer = Buffer.from(words, 'utf8')
      try {
        return { envelope: sealMnemonic(buffer, task.walletId, wrapper), words: words.split(' ') }
      } finally {
        buffer.fill(0)
      }
    }
    case 'generate_sealed': {
      // For wallets whose words are never shown at creation (the business wallet): only the envelope leaves the worker.
      const buffer = Buffer.from(bip39.generateMnemonic(task.wordCount === 24 ? 256 : 128), 'utf8')
      try {
        return { envelope: sealMnemonic(buffer, task.walletId, wrapper) }
      } finally {
        buffer.fill(0)
      }
    }
    case 'import': {
      if (!bip39.validateMnemonic(task.mnemonic)) throw new Error('invalid mnemonic')
      const buffer = Buffer.from(task.mnemonic.normalize('NFKD'), 'utf8')
      try {
        return { envelope: sealMnemonic(buffer, task.walletId, wrapper) }
      } finally {
        buffer.fill(0)
      }
    }
    case 'derive':
      return withSeed(task.envelope, task.walletId, (keys): DerivedAddress[] =>
        task.requests.map((r) => keys.derive(r.network, r.index, r.isTestnet)),
      )
    case 'reveal': {
      const mnemonic = openMnemonic(task.envelope, task.walletId, wrapper)
      try {
        return { words: mnemonic.toString('utf8').split(' ') }
      } finally {
        mnemonic.fill(0)
      }
    }
    case 'sign_evm': {
      // The key is copied out of withKey for the async signer and zeroed right after.
      const key = withSeed(task.envelope, task.walletId, (keys) =>
        keys.withKey(task.request.network, task.request.index, task.request.isTestnet, (privateKey) => Buffer.from(privateKey)),
      )
      try {
        return await signEvm(key, task.tx)
      } finally {
        key.fill(0)
      }
    }
    case 'sign_psbt': {
      const network = task.request.network
      if (network !== 'BTC' && network !== 'LTC') throw new Error('sign_psbt signs BTC and LTC only')
      return withSeed(task.envelope, task.walletId, (keys) =>
        keys.withKey(task.request.network, task.request.index, task.request.isTestnet, (privateKey) =>
          signPsbt(privateKey, network, task.request.isTestnet, task.psbtBase64),
        ),
      )
    }
    case 'sign_bch': {
      if (task.request.network !== 'BCH') throw new Error('sign_bch signs BCH only')
      // Loaded before the key exists, so signing runs synchronously inside withKey and the key is zeroed right after.
      const lib = await loadLibauth()
      return withSeed(task.envelope, task.walletId, (keys) =>
        keys.withKey('BCH', task.request.index, task.request.isTestnet, (privateKey, publicKey) =>
          signBch(lib, privateKey, publicKey, task.tx),
        ),
      )
    }
    case 'sign_trx':
      if (task.request.network !== 'TRX') throw new Error('sign_trx signs TRX only')
      return withSeed(task.envelope, task.walletId, (keys) =>
        keys.withKey('TRX', task.request.index, false, (privateKey) => signTrx(privateKey, task.tx)),
      )
    case 'sign_xrp': {
      if (task.request.network !== 'XRP') throw new Error('sign_xrp signs XRP only')
      const xrpl = await import('xrpl')
      return withSeed(task.envelope, task.walletId, (keys) =>
        keys.withKey('XRP', task.request.index, false, (privateKey, publicKey) => signXrp(xrpl, privateKey, publicKey, task.payment)),
      )
    }
    case 'sign_sol':
      if (task.request.network !== 'SOL') throw new Error('sign_sol signs SOL only')
      return withSeed(task.envelope, task.walletId, (keys) =>
        keys.withKey('SOL', task.request.index, false, (privateKey, publicKey) => signSol(privateKey, publicKey, task.messageBase64)),
      )
    case 'caas_xpub':
      return withRawSeed(task.envelope, task.walletId, (seed) => ({ xpub: caasAccountXpub(seed) }))
    case 'caas_sign':
      return withRawSeed(task.envelope, task.walletId, (seed) => signOwnerHash(seed, task.path, task.hash))
    case 'export_key':
      return withSeed(task.envelope, task.walletId, (keys) =>
        keys.withKey(task.request.network, task.request.index, task.request.isTestnet, (privateKey, publicKey) =>
          exportKey(task.request.network, privateKey, publicKey, task.request.isTestnet),
        ),
      )
  }
}
