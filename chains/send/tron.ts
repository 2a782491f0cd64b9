/**
 * TRX and USDT (TRC-20) sends. Funds are checked before anything is signed,
 * because the chain cannot be trusted to: a USDT transfer beyond the
 * balance is broadcast happily and reverts in a block, burning TRX for its
 * energy. The fee is the chain-priced estimate (bandwidth, plus for USDT the
 * energy the node simulates for this very transfer); it is an upper bound,
 * since free bandwidth and staked resources only lower what is burnt, and
 * TRX must cover it. USDT's fee_limit is that estimate with half again as
 * margin: enough for a block's state to differ from the simulation, far
 * below the blanket 100+ TRX limits that let a bad call burn the balance.
 */
import { field } from '../../platform/json_object'
import type { TronAdapter } from '../tron/adapter'
import { buildTronTransfer } from '../tron/transfer'
import { formatUnits } from '../assets'
import type { DerivationPool } from '../../workers/pool'
import { keyOf, type TransferRequest } from './outcome'
import type { Prepared } from './signed'

const refused = (code: 'insufficient_funds' | 'currency_unavailable', message: string): Prepared => ({ ok: false, code, message })

const trx = (sun: bigint) => `${formatUnits(sun, 6)} TRX`

/** Builds and signs; sends nothing. The signed object is recorded as JSON; its txID is the hash. */
export async function prepareTron(adapter: TronAdapter, pool: DerivationPool, req: TransferRequest, nowMs = Date.now()): Promise<Prepared> {
  const currency = req.currency
  if (currency !== 'TRX' && currency !== 'USDT')
    return refused('currency_unavailable', `${currency} is not sent on TRX (TRX and USDT only)`)
  const contract = adapter.usdtContract
  if (currency === 'USDT' && !contract) return refused('currency_unavailable', 'USDT has no contract configured on TRX (TRX_USDT)')
  if (currency === 'USDT') {
    const held = await adapter.balance(req.fromAddress, 'USDT')
    if (held < req.amount)
      return refused(
        'insufficient_funds',
        `insufficient funds: ${req.fromAddress} holds ${formatUnits(held, 6)} USDT, the transfer needs ${formatUnits(req.amount, 6)}`,
      )
  }
  const fee = await adapter.estimateFee({ currency, from: req.fromAddress, to: req.toAddress, amount: req.amount })
  const balance = await adapter.balance(req.fromAddress, 'TRX')
  const needed = (currency === 'TRX' ? req.amount : 0n) + fee
  if (balance < needed)
    return refused(
      'insufficient_funds',
      `insufficient funds: ${req.fromAddress} holds ${trx(balance)}, the transfer needs ${trx(needed)} including up to ${trx(fee)} of network fee`,
    )
  const block = await adapter.referenceBlock()
  const common = { from: req.fromAddress, to: req.toAddress, amount: req.amount, block, nowMs }
  const unsigned = await buildTronTransfer(
    currency === 'TRX' ? { ...common, currency } : { ...common, currency, contract: contract!, feeLimitSun: (fee * 3n) / 2n },
  )
  const signed = await pool.signTrx(req.walletId, req.envelope, keyOf(req), unsigned)
  const expiration = field(signed.raw_data, 'expiration')
  return {
    ok: true,
    payload: {
      mode: 'live',
      network: req.network,
      txHash: signed.txID,
      raw: JSON.stringify(signed),
      from: req.fromAddress,
      fee,
      feeCurrency: 'TRX',
      ...(typeof expiration === 'number' ? { expiry: { kind: 'time_ms', value: expiration } } : {}),
    },
  }
}
