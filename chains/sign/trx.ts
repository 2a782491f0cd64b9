/**
 * Signs a TRON transaction (inside the worker only): secp256k1 over the
 * transaction id, which is SHA-256 of `raw_data_hex`. The id is recomputed
 * here rather than trusted, so a request cannot carry a harmless-looking
 * `raw_data` with the id of some other transaction. The signature is
 * r ‖ s ‖ (recovery id + 27), as java-tron and TronWeb expect.
 */
import { createHash } from 'node:crypto'
import { ecc } from '../esm_deps'

export interface TronUnsignedTx {
  readonly txID: string
  readonly raw_data: unknown
  readonly raw_data_hex: string
  readonly visible?: boolean
}

export type TronSignedTx = TronUnsignedTx & { readonly signature: string[] }

export function signTrx(privateKey: Uint8Array, tx: TronUnsignedTx): TronSignedTx {
  const hash = createHash('sha256').update(Buffer.from(tx.raw_data_hex, 'hex')).digest()
  if (hash.toString('hex') !== tx.txID.toLowerCase()) throw new Error('txID is not the SHA-256 of raw_data_hex')
  const { signature, recoveryId } = ecc.signRecoverable(hash, privateKey)
  return { ...tx, signature: [`${Buffer.from(signature).toString('hex')}${(recoveryId + 27).toString(16)}`] }
}
