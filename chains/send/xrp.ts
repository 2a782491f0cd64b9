/**
 * XRP sends: a Payment at the server's open-ledger fee, sequence from the
 * current ledger and a LastLedgerSequence, so a lost payment expires instead
 * of lingering. Funds are checked before signing against the spendable
 * balance (above the account reserve), because rippled answers a payment it
 * cannot fund with a tec code that is still applied and charges the fee.
 * A new recipient must be sent at least the base reserve, or the payment
 * fails the same way (tecNO_DST_INSUF_XRP).
 */
import { formatUnits } from '../assets'
import type { XrpAdapter } from '../xrp/adapter'
import { accountFunds, reserves } from '../xrp/reserve'
import type { DerivationPool } from '../../workers/pool'
import { keyOf, type TransferRequest } from './outcome'
import type { Prepared } from './signed'

const refused = (code: 'insufficient_funds' | 'currency_unavailable' | 'broadcast_failed', message: string): Prepared => ({
  ok: false,
  code,
  message,
})

const xrp = (drops: bigint) => `${formatUnits(drops, 6)} XRP`

/** Builds and signs; sends nothing. The sequence is its nonce, LastLedgerSequence its expiry. */
export async function prepareXrp(adapter: XrpAdapter, pool: DerivationPool, req: TransferRequest): Promise<Prepared> {
  if (req.currency !== 'XRP') return refused('currency_unavailable', `${req.currency} is not sent on XRP (native XRP only)`)
  const reserve = await reserves(adapter.transport)
  const [sender, recipient] = await Promise.all([
    accountFunds(adapter.transport, req.fromAddress, reserve),
    accountFunds(adapter.transport, req.toAddress, reserve),
  ])
  if (!sender.exists) return refused('insufficient_funds', `insufficient funds: ${req.fromAddress} has never been funded`)
  if (!recipient.exists && req.amount < reserve.baseDrops) {
    return refused(
      'broadcast_failed',
      `${req.toAddress} does not exist yet: a first payment must be at least the base reserve, ${xrp(reserve.baseDrops)}`,
    )
  }
  const prep = await adapter.prepare(req.fromAddress)
  const spendable = sender.balanceDrops - sender.reserveDrops
  if (spendable < req.amount + prep.feeDrops) {
    return refused(
      'insufficient_funds',
      `insufficient funds: ${req.fromAddress} can spend ${xrp(spendable > 0n ? spendable : 0n)} above its ${xrp(sender.reserveDrops)} reserve, the transfer needs ${xrp(req.amount + prep.feeDrops)} including the fee`,
    )
  }
  const signed = await pool.signXrp(req.walletId, req.envelope, keyOf(req), {
    destination: req.toAddress,
    amountDrops: req.amount.toString(),
    sequence: prep.sequence,
    feeDrops: prep.feeDrops.toString(),
    lastLedgerSequence: prep.lastLedgerSequence,
  })
  // The signer pays from the key's own account: a payment from any other account than the one checked must not go out.
  if (signed.account !== req.fromAddress)
    return refused('broadcast_failed', `the key at index ${req.index} signs for ${signed.account}, not ${req.fromAddress}`)
  return {
    ok: true,
    payload: {
      mode: 'live',
      network: req.network,
      txHash: signed.hash,
      raw: signed.txBlob,
      from: req.fromAddress,
      fee: prep.feeDrops,
      feeCurrency: 'XRP',
      nonce: prep.sequence,
      expiry: { kind: 'ledger', value: prep.lastLedgerSequence },
    },
  }
}
