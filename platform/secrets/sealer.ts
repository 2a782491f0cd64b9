/**
 * Seals small secrets at rest (webhook secrets, TOTP secrets) with
 * AES-256-GCM under a key derived from the master key for one purpose, with
 * the owning record's id bound as associated data: a sealed value copied to
 * another record does not open. Mnemonics use per-wallet data keys instead
 * (chains/secrets), because they are the most valuable secret we hold.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { PlatformError } from '../errors'

const VERSION = 'v1'

export class Sealer {
  private readonly key: Buffer

  constructor(masterKey: Buffer, purpose: string) {
    if (masterKey.length !== 32) throw new PlatformError('master_key_invalid', 'the master key must be 32 bytes')
    this.key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `platform/${purpose}`, 32))
  }

  seal(plaintext: string, recordId: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    cipher.setAAD(Buffer.from(recordId))
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
    return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.')
  }

  open(sealed: string, recordId: string): string {
    const [version, iv, body, tag] = sealed.split('.')
    if (version !== VERSION || !iv || body === undefined || !tag)
      throw new PlatformError('sealed_value_invalid', 'sealed value is malformed')
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
      decipher.setAAD(Buffer.from(recordId))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
    } catch (cause) {
      throw new PlatformError('sealed_value_invalid', 'sealed value does not open with this key and record', { cause })
    }
  }
}
