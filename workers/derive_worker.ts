/**
 * The Piscina worker: the only place a mnemonic or private key exists in
 * clear, for the length of one task. Seeds, mnemonics and keys are zeroed
 * before the task returns. The master key arrives once, in workerData.
 */
import { workerData } from 'node:worker_threads'
import * as bip39 from 'bip39'
import { LocalKeyWrapper, openMnemonic, sealMnemonic } from '../chains/secrets/envelope'
import { SeedKeys, seedFromMnemonic, type DerivedAddress } from '../chains/derive/derive'
import { exportKey } from '../chains/derive/export_key'
import type { Network } from '../chains/networks'
import { signEvm, type EvmTxRequest } from '../chains/sign/evm'
import { signPsbt } from '../chains/sign/psbt'

const wrapper = new LocalKeyWrapper(Buffer.from((workerData as { masterKey: string }).masterKey, 'base64'), (workerData as { keyId: string }).keyId)

export type DeriveRequest = { network: Network; index: number; isTestnet: boolean }

export type WorkerTask =
  | { op: 'generate'; walletId: string; wordCount: 12 | 24 }
  | { op: 'import'; walletId: string; mnemonic: string }
  | { op: 'derive'; walletId: string; envelope: string; requests: DeriveRequest[] }
  | { op: 'reveal'; walletId: string; envelope: string }
  | { op: 'export_key'; walletId: string; envelope: string; request: DeriveRequest }
  | { op: 'sign_evm'; walletId: string; envelope: string; request: DeriveRequest; tx: EvmTxRequest }
  | { op: 'sign_psbt'; walletId: string; envelope: string; request: DeriveRequest; psbtBase64: string; regtest?: boolean }

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
      return withSeed(task.envelope, task.walletId, (keys): DerivedAddress[] => task.requests.map((r) => keys.derive(r.network, r.index, r.isTestnet)))
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
      const key = withSeed(task.envelope, task.walletId, (keys) => keys.withKey(task.request.network, task.request.index, task.request.isTestnet, (privateKey) => Buffer.from(privateKey)))
      try {
        return await signEvm(key, task.tx)
      } finally {
        key.fill(0)
      }
    }
    case 'sign_psbt':
      return withSeed(task.envelope, task.walletId, (keys) =>
        keys.withKey(task.request.network, task.request.index, task.request.isTestnet, (privateKey) =>
          signPsbt(privateKey, task.request.network as 'BTC' | 'LTC', task.request.isTestnet, task.psbtBase64)))
    case 'export_key':
      return withSeed(task.envelope, task.walletId, (keys) =>
        keys.withKey(task.request.network, task.request.index, task.request.isTestnet, (privateKey, publicKey) => exportKey(task.request.network, privateKey, publicKey, task.request.isTestnet)))
  }
}
