/**
 * Signs a BCH P2PKH transfer (inside the worker only) with
 * SIGHASH_ALL|FORKID: the BIP-143-style signing serialization that commits
 * to each input's value, which bitcoinjs-lib cannot produce. Every input
 * spends an output locked to the signing key, so the covered bytecode is
 * that key's P2PKH locking script.
 */
import type { Libauth } from '../bch/libauth'
import type { BchTransferRequest } from '../bch/transfer'

/** SIGHASH_ALL (0x01) | SIGHASH_FORKID (0x40). */
const SIGHASH_ALL_FORKID = 0x41

export interface SignedBch {
  readonly hex: string
  readonly txid: string
}

export function signBch(lib: Libauth, privateKey: Uint8Array, publicKey: Uint8Array, request: BchTransferRequest): SignedBch {
  if (request.inputs.length === 0) throw new RangeError('a transaction needs at least one input')
  const lockingBytecode = lib.publicKeyToP2pkhLockingBytecode({ publicKey })
  const outputs = request.outputs.map((o) => {
    const decoded = lib.cashAddressToLockingBytecode(o.address)
    if (typeof decoded === 'string') throw new RangeError(`output address ${o.address}: ${decoded}`)
    return { lockingBytecode: decoded.bytecode, valueSatoshis: BigInt(o.value) }
  })
  const sourceOutputs = request.inputs.map((i) => ({ lockingBytecode, valueSatoshis: BigInt(i.value) }))
  const transaction = {
    version: 2,
    locktime: 0,
    outputs,
    inputs: request.inputs.map((i) => ({
      outpointTransactionHash: lib.hexToBin(i.txid),
      outpointIndex: i.vout,
      sequenceNumber: 0xffffffff,
      unlockingBytecode: Uint8Array.of(),
    })),
  }
  const signingSerializationType = Uint8Array.of(SIGHASH_ALL_FORKID)
  const unlocking = transaction.inputs.map((_, inputIndex) => {
    const serialization = lib.generateSigningSerializationBCH(
      { inputIndex, sourceOutputs, transaction },
      { coveredBytecode: lockingBytecode, signingSerializationType },
    )
    const digest = lib.sha256.hash(lib.sha256.hash(serialization))
    const der = lib.secp256k1.signMessageHashDER(privateKey, digest)
    if (typeof der === 'string') throw new Error(`signing failed: ${der}`)
    return lib.flattenBinArray([lib.encodeDataPush(lib.flattenBinArray([der, signingSerializationType])), lib.encodeDataPush(publicKey)])
  })
  const signed = { ...transaction, inputs: transaction.inputs.map((input, i) => ({ ...input, unlockingBytecode: unlocking[i]! })) }
  const encoded = lib.encodeTransactionBCH(signed)
  return { hex: lib.binToHex(encoded), txid: lib.hashTransaction(encoded) }
}
