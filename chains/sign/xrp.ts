/**
 * Signs an XRP payment (inside the worker only) with xrpl.js's Wallet.sign
 * and the derived secp256k1 key. The request carries drops as a decimal
 * string; an optional destination tag is set when the receiver needs one
 * (exchanges and custodians route deposits by it).
 */
export interface XrpPaymentRequest {
  readonly destination: string
  readonly amountDrops: string
  readonly destinationTag?: number
  readonly sequence: number
  readonly feeDrops: string
  readonly lastLedgerSequence: number
}

export type XrplModule = typeof import('xrpl')

export function signXrp(
  xrpl: XrplModule,
  privateKey: Uint8Array,
  publicKey: Uint8Array,
  request: XrpPaymentRequest,
): { txBlob: string; hash: string; account: string } {
  if (!/^[1-9]\d*$/.test(request.amountDrops) || !/^\d+$/.test(request.feeDrops))
    throw new RangeError('amountDrops and feeDrops must be whole drops')
  const tag = request.destinationTag
  if (tag !== undefined && (!Number.isInteger(tag) || tag < 0 || tag > 0xffffffff))
    throw new RangeError('destinationTag must be a 32-bit unsigned integer')
  // ripple-keypairs marks a secp256k1 private key with a 00 prefix (ed25519 uses ED).
  const wallet = new xrpl.Wallet(
    Buffer.from(publicKey).toString('hex').toUpperCase(),
    `00${Buffer.from(privateKey).toString('hex').toUpperCase()}`,
  )
  const signed = wallet.sign({
    TransactionType: 'Payment',
    Account: wallet.classicAddress,
    Destination: request.destination,
    Amount: request.amountDrops,
    Fee: request.feeDrops,
    Sequence: request.sequence,
    LastLedgerSequence: request.lastLedgerSequence,
    ...(tag === undefined ? {} : { DestinationTag: tag }),
  })
  return { txBlob: signed.tx_blob, hash: signed.hash, account: wallet.classicAddress }
}
