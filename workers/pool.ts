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
import type { BchTransferRequest } from '../chains/bch/transfer'
import type { TronSignedTx, TronUnsignedTx } from '../chains/sign/trx'
import type { XrpPaymentRequest } from '../chains/sign/xrp'

export interface DerivationPool {
  generateWallet(walletId: string, wordCount: 12 | 24): Promise<{ envelope: string; words: string[] }>
  /** A new wallet whose words never leave the worker (revealed later only through revealMnemonic). */
  generateSealedWallet(walletId: string, wordCount: 12 | 24): Promise<{ envelope: string }>
  importMnemonic(walletId: string, mnemonic: string): Promise<{ envelope: string }>
  deriveAddresses(walletId: string, envelope: string, requests: DeriveRequest[]): Promise<DerivedAddress[]>
  revealMnemonic(walletId: string, envelope: string): Promise<string[]>
  exportKey(walletId: string, envelope: string, request: DeriveRequest): Promise<string>
  signPsbt(walletId: string, envelope: string, request: DeriveRequest, psbtBase64: string): Promise<{ hex: string; txid: string }>
  signEvm(
    walletId: string,
    envelope: string,
    request: DeriveRequest,
    tx: EvmTxRequest,
  ): Promise<{ raw: `0x${string}`; hash: `0x${string}`; from: string }>
  signBch(walletId: string, envelope: string, request: DeriveRequest, tx: BchTransferRequest): Promise<{ hex: string; txid: string }>
  signTrx(walletId: string, envelope: string, request: DeriveRequest, tx: TronUnsignedTx): Promise<TronSignedTx>
  signXrp(
    walletId: string,
    envelope: string,
    request: DeriveRequest,
    payment: XrpPaymentRequest,
  ): Promise<{ txBlob: string; hash: string; account: string }>
  signSol(
    walletId: string,
    envelope: string,
    request: DeriveRequest,
    messageBase64: string,
  ): Promise<{ wireBase64: string; signature: string }>
  /** The CaaS HD wallet's account xpub (owners are derived from it without the mnemonic). */
  caasXpub(walletId: string, envelope: string): Promise<string>
  /** Raw ECDSA signature of a 32-byte hash with the CaaS owner key at `path`. */
  caasSign(walletId: string, envelope: string, path: string, hash: `0x${string}`): Promise<{ signature: `0x${string}`; owner: string }>
  readonly threads: number
  close(): Promise<void>
}

export function createDerivationPool(options: { masterKey: Buffer; keyId?: string; threads?: number }): DerivationPool {
  const threads = options.threads ?? Math.max(1, os.availableParallelism())
  const piscina = new Piscina({
    filename: path.join(__dirname, 'derive_worker.js'),
    minThreads: threads,
    maxThreads: threads,
    // A second task waits in the worker's own queue, so a thread never idles for the round trip to the main thread between tasks.
    concurrentTasksPerWorker: 2,
    workerData: { masterKey: options.masterKey.toString('base64'), keyId: options.keyId ?? 'local-1' },
  })
  const run = <T>(task: WorkerTask) => piscina.run(task) as Promise<T>
  return {
    threads,
    generateWallet: (walletId, wordCount) => run({ op: 'generate', walletId, wordCount }),
    generateSealedWallet: (walletId, wordCount) => run({ op: 'generate_sealed', walletId, wordCount }),
    importMnemonic: (walletId, mnemonic) => run({ op: 'import', walletId, mnemonic }),
    deriveAddresses: (walletId, envelope, requests) => run({ op: 'derive', walletId, envelope, requests }),
    revealMnemonic: async (walletId, envelope) => (await run<{ words: string[] }>({ op: 'reveal', walletId, envelope })).words,
    exportKey: (walletId, envelope, request) => run({ op: 'export_key', walletId, envelope, request }),
    signPsbt: (walletId, envelope, request, psbtBase64) => run({ op: 'sign_psbt', walletId, envelope, request, psbtBase64 }),
    signEvm: (walletId, envelope, request, tx) => run({ op: 'sign_evm', walletId, envelope, request, tx }),
    signBch: (walletId, envelope, request, tx) => run({ op: 'sign_bch', walletId, envelope, request, tx }),
    signTrx: (walletId, envelope, request, tx) => run({ op: 'sign_trx', walletId, envelope, request, tx }),
    signXrp: (walletId, envelope, request, payment) => run({ op: 'sign_xrp', walletId, envelope, request, payment }),
    signSol: (walletId, envelope, request, messageBase64) => run({ op: 'sign_sol', walletId, envelope, request, messageBase64 }),
    caasXpub: async (walletId, envelope) => (await run<{ xpub: string }>({ op: 'caas_xpub', walletId, envelope })).xpub,
    caasSign: (walletId, envelope, path, hash) => run({ op: 'caas_sign', walletId, envelope, path, hash }),
    close: () => piscina.destroy(),
  }
}
