/**
 * The derivation and signing pool: Piscina worker threads running compiled
 * JavaScript (workers/derive_worker.js). The main thread only ever holds
 * envelopes, addresses and public keys; mnemonics are returned in clear
 * only by `generateWallet` (shown once to the merchant) and `revealMnemonic`
 * (the permitted seed endpoint), and private keys only by `exportKey`.
 */
import os from 'node:os'
import path from 'node:path'
import { Piscina } from 'piscina'
import type { DerivedAddress } from '../chains/derive/derive'
import type { DeriveRequest, WorkerTask } from './derive_worker'
import type { EvmTxRequest } from '../chains/sign/evm'

export interface DerivationPool {
  generateWallet(walletId: string, wordCount: 12 | 24): Promise<{ envelope: string; words: string[] }>
  importMnemonic(walletId: string, mnemonic: string): Promise<{ envelope: string }>
  deriveAddresses(walletId: string, envelope: string, requests: DeriveRequest[]): Promise<DerivedAddress[]>
  revealMnemonic(walletId: string, envelope: string): Promise<string[]>
  exportKey(walletId: string, envelope: string, request: DeriveRequest): Promise<string>
  signPsbt(walletId: string, envelope: string, request: DeriveRequest, psbtBase64: string): Promise<{ hex: string; txid: string }>
  signEvm(walletId: string, envelope: string, request: DeriveRequest, tx: EvmTxRequest): Promise<{ raw: `0x${string}`; hash: `0x${string}`; from: string }>
  readonly threads: number
  close(): Promise<void>
}

export function createDerivationPool(options: { masterKey: Buffer; keyId?: string; threads?: number }): DerivationPool {
  const threads = options.threads ?? Math.max(1, os.availableParallelism())
  const piscina = new Piscina({
    filename: path.join(__dirname, 'derive_worker.js'),
    minThreads: threads,
    maxThreads: threads,
    workerData: { masterKey: options.masterKey.toString('base64'), keyId: options.keyId ?? 'local-1' },
  })
  const run = <T>(task: WorkerTask) => piscina.run(task) as Promise<T>
  return {
    threads,
    generateWallet: (walletId, wordCount) => run({ op: 'generate', walletId, wordCount }),
    importMnemonic: (walletId, mnemonic) => run({ op: 'import', walletId, mnemonic }),
    deriveAddresses: (walletId, envelope, requests) => run({ op: 'derive', walletId, envelope, requests }),
    revealMnemonic: async (walletId, envelope) => (await run<{ words: string[] }>({ op: 'reveal', walletId, envelope })).words,
    exportKey: (walletId, envelope, request) => run({ op: 'export_key', walletId, envelope, request }),
    signPsbt: (walletId, envelope, request, psbtBase64) => run({ op: 'sign_psbt', walletId, envelope, request, psbtBase64 }),
    signEvm: (walletId, envelope, request, tx) => run({ op: 'sign_evm', walletId, envelope, request, tx }),
    close: () => piscina.destroy(),
  }
}
