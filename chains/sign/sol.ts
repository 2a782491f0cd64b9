/**
 * Signs a Solana transaction message (inside the worker only): ed25519 over
 * the compiled message bytes with the derived key. Only messages whose one
 * required signer is this key are signed, so the result is a complete wire
 * transaction: one signature, then the message.
 */
import { createPrivateKey, sign } from 'node:crypto'
import { encodeBase58 } from 'ethers'

// PKCS#8 wrapping of a raw 32-byte ed25519 seed (RFC 8410), which node:crypto needs to load it.
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex')

/** Header position: legacy messages start with it; versioned ones (high bit set) after one version byte. */
function header(message: Buffer): { requiredSignatures: number; firstKey: Buffer } {
  const at = (message[0] ?? 0) & 0x80 ? 1 : 0
  const requiredSignatures = message[at]!
  // After the 3 header bytes: compact-u16 account count (one byte below 128), then 32-byte keys.
  const keysAt = at + 3 + ((message[at + 3] ?? 0) & 0x80 ? 2 : 1)
  return { requiredSignatures, firstKey: message.subarray(keysAt, keysAt + 32) }
}

export function signSol(privateKey: Uint8Array, publicKey: Uint8Array, messageBase64: string): { wireBase64: string; signature: string } {
  const message = Buffer.from(messageBase64, 'base64')
  const { requiredSignatures, firstKey } = header(message)
  if (requiredSignatures !== 1)
    throw new RangeError(`the message needs ${requiredSignatures} signatures; only single-signer messages are signed`)
  if (!firstKey.equals(Buffer.from(publicKey))) throw new RangeError('the fee payer is not the derived key')
  const key = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, privateKey]), format: 'der', type: 'pkcs8' })
  const signature = sign(null, message, key)
  return { wireBase64: Buffer.concat([Buffer.of(1), signature, message]).toString('base64'), signature: encodeBase58(signature) }
}
