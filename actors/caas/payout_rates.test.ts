import t from 'tap'
import { payoutAmount, payoutRates } from './payout_rates'

t.test('payoutAmount: USDC times the rate, rounded down to the currency’s minor unit', async (t) => {
  t.equal(payoutAmount(12_345_678n, 6, '15.50', 'GHS'), '191.35', '12.345678 x 15.50 = 191.358009, down to 2 places')
  t.equal(payoutAmount(1_000_000n, 6, '3700', 'UGX'), '3700', 'UGX has no minor unit')
  t.equal(payoutAmount(1_999_999n, 6, '3700', 'UGX'), '7399', '7399.9963 rounds down, never up')
  t.equal(payoutAmount(10n ** 18n, 18, '0.92', 'EUR'), '0.92', '18-decimal USDC (BSC)')
})

t.test('payoutRates: the default table, a configured one, and a malformed entry refused', async (t) => {
  t.equal(payoutRates({}).get('EUR'), '0.92')
  t.same(
    [...payoutRates({ CAAS_PAYOUT_RATES: 'KES=129.5, GHS=15' })],
    [
      ['KES', '129.5'],
      ['GHS', '15'],
    ],
  )
  t.throws(() => payoutRates({ CAAS_PAYOUT_RATES: 'KES=lots' }), /CAAS_PAYOUT_RATES/)
  t.throws(() => payoutRates({ CAAS_PAYOUT_RATES: 'KES=0' }), /CAAS_PAYOUT_RATES/)
})
