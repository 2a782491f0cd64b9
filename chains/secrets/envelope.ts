/**
 * Envelope encryption for mnemonics: each wallet gets a fresh 32-byte data
 * key; the mnemonic is sealed with it (AES-256-GCM, the wallet id bound as
 * associated data), and the data key is wrapped by the master key through
 * a KeyWrapper, the seam where a KMS replaces the local master key. The
 * wrapping key id is stored so master keys can rotate.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { field } from '../../platform/json_object'

export interface KeyWrapper {
  readonly keyId: string
  wrap(dataKey: Buffer, context: string): Buffer
  unwrap(wrapped: Buffer, context: string): Buffer
}

function seal(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(aad))
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return Buffer.concat([iv, body, cipher.getAuthTag()])
}

function open(key: Buffer, sealed: Buffer, aad: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12))
  decipher.setAAD(Buffer.from(aad))
  decipher.setAuthTag(sealed.subarray(sealed.length - 16))
  return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()])
}

/** The master key from configuration as a KeyWrapper (AES-256-GCM key wrap with context). */
export class LocalKeyWrapper implements KeyWrapper {
  constructor(
    private readonly masterKey: Buffer,
    readonly keyId = 'local-1',
  ) {
    if (masterKey.length !== 32) throw new Error('the master key must be 32 bytes')
  }
  wrap(dataKey: Buffer, context: string): Buffer {
    return seal(this.masterKey, dataKey, `wrap:${context}`)
  }
  unwrap(wrapped: Buffer, context: string): Buffer {
    return open(this.masterKey, wrapped, `wrap:${context}`)
  }
}

const aadFor = (walletId: string) => `wallet:${walletId}`

/** Seals a mnemonic for one wallet; the returned envelope is safe to store. */
export function sealMnemonic(mnemonic: Buffer, walletId: string, wrapper: KeyWrapper): string {
  const dataKey = randomBytes(32)
  try {
    const body = seal(dataKey, mnemonic, aadFor(walletId))
    const wrapped = wrapper.wrap(dataKey, aadFor(walletId))
    return JSON.stringify({ v: 1, kid: wrapper.keyId, wk: wrapped.toString('base64'), ct: body.toString('base64') })
  } finally {
    dataKey.fill(0)
  }
}

/** Opens an envelope; fails for another wallet id or another master key. The caller zeroes the result. */
export function openMnemonic(envelope: string, walletId: string, wrapper: KeyWrapper): Buffer {
  const e: unknown = JSON.parse(envelope)
  const [v, kid, wk, ct] = [field(e, 'v'), field(e, 'kid'), field(e, 'wk'), field(e, 'ct')]
  if (v !== 1) throw new Error(`unknown envelope version ${String(v)}`)
  if (kid !== wrapper.keyId) throw new Error(`envelope wrapped by key ${String(kid)}, not ${wrapper.keyId}`)
  if (typeof wk !== 'string' || typeof ct !== 'string') throw new Error('envelope without its wrapped key (wk) or ciphertext (ct)')
  const dataKey = wrapper.unwrap(Buffer.from(wk, 'base64'), aadFor(walletId))
  try {
    return open(dataKey, Buffer.from(ct, 'base64'), aadFor(walletId))
  } finally {
    dataKey.fill(0)
  }
}
