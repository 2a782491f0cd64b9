/**
 * OTC money on the ledger, on the `to` currency's ledger at 2 decimals:
 *
 *   otc_desk:<cur>:<env>          the desk's position in the currency it pays out (may go negative: what the desk
 *                                 owes its liquidity; the `from` money it received is on the desk's own balance,
 *                                 balance:platform_otc_desk:<from>:<env>, credited by the bank payment)
 *   balance:<business>:<cur>:<env> the merchant's balance
 *
 *   settle   otc:<order>:credit   otc_desk → balance   to_amount of the quote in force (or, settled by an operator
 *                                                      from review, what arrived at that rate)
 *
 * The id comes from the order, so a settlement repeated after a crash answers EXISTS: credited once.
 */
import { PlatformError } from '../../platform/errors'
import type { CreateTransferResult, Ledger } from '../../platform/ledger'
import { FIAT_DECIMALS, isBalanceCurrency, ledgerOf, merchantAccount } from '../balance'
import type { OtcOrder } from './order/state'

const DONE = new Set<CreateTransferResult>(['OK', 'EXISTS'])

export async function creditOrder(ledger: Ledger, o: OtcOrder): Promise<void> {
  if (!isBalanceCurrency(o.to)) throw new PlatformError('ledger_refused', `${o.to} is not a balance currency`)
  const cur = o.to
  const env = o.isTest ? 'test' : 'live'
  const base = { ledger: ledgerOf(o.isTest, cur), scale: FIAT_DECIMALS }
  const desk = `otc_desk:${cur}:${env}`
  const balance = merchantAccount(o.businessId, o.isTest, cur).id
  const accounts = await ledger.createAccounts([
    { ...base, id: desk, code: 'clearing' },
    { ...base, id: balance, code: 'merchant_balance', owner: o.businessId, flags: { debitsMustNotExceedCredits: true } },
  ])
  const bad = accounts.find((r) => r !== 'OK' && r !== 'EXISTS')
  if (bad) throw new PlatformError('ledger_account_refused', `OTC ledger accounts: ${bad}`)
  const [result] = await ledger.createTransfers([
    {
      id: `otc:${o.id}:credit`,
      debitAccountId: desk,
      creditAccountId: balance,
      amount: o.creditMinor ?? o.quote.toMinor,
      ledger: base.ledger,
      code: 'otc_settlement',
      userData: o.reference,
    },
  ])
  if (result === undefined || !DONE.has(result)) throw new PlatformError('ledger_refused', `settlement of OTC order ${o.id}: ${result}`)
}
