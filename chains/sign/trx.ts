/**
 * Signs a TRON transaction (inside the worker only): secp256k1 over the
 * transaction id, which is SHA-256 of `raw_data_hex`. The id is recomputed
 * here rather than trusted, so a request cannot carry a harmless-looking
 * `raw_data` with the id of some other transaction. The signature is
 * r ‖ s ‖ (recovery id + 27), as java-tron and TronWeb expect.
 */
import { createHash } from 'node:crypto'
import { field, isList } from '../../platform/json_object'
import { ecc } from '../esm_deps'

export interface TronUnsignedTx {
  readonly txID: string
  readonly raw_data: unknown
  readonly raw_data_hex: string
  readonly visible?: boolean
}

export type TronSignedTx = TronUnsignedTx & { readonly signature: string[] }

/** A signed transaction read back from its recorded JSON, field by field; a record without them is a fault, thrown. */
export function parseTronSigned(json: string): TronSignedTx {
  const tx: unknown = JSON.parse(json)
  const [txID, raw_data, raw_data_hex, visible, signature] = ['txID', 'raw_data', 'raw_data_hex', 'visible', 'signature'].map((k) =>
    field(tx, k),
  )
  if (typeof txID !== 'string' || typeof raw_data_hex !== 'string' || raw_data === undefined)
    throw new Error('a recorded TRON transaction lacks txID, raw_data or raw_data_hex')
  const signatures = isList(signature) ? signature.filter((s) => typeof s === 'string') : []
  if (!isList(signature) || signatures.length !== signature.length) throw new Error(`TRON transaction ${txID} has no signature list`)
  if (visible !== undefined && typeof visible !== 'boolean') throw new Error(`TRON transaction ${txID} has a non-boolean visible`)
  return { txID, raw_data, raw_data_hex, ...(visible === undefined ? {} : { visible }), signature: signatures }
}

export function signTrx(privateKey: Uint8Array, tx: TronUnsignedTx): TronSignedTx {
  const hash = createHash('sha256').update(Buffer.from(tx.raw_data_hex, 'hex')).digest()
  if (hash.toString('hex') !== tx.txID.toLowerCase()) throw new Error('txID is not the SHA-256 of raw_data_hex')
  const { signature, recoveryId } = ecc.signRecoverable(hash, privateKey)
  return { ...tx, signature: [`${Buffer.from(signature).toString('hex')}${(recoveryId + 27).toString(16)}`] }
}
