/**
 * The simulated market's universe: 120 coins and 11 fiat reference rates with a realistic starting
 * price, the decimals quoted for it, and an annualised volatility. Prices
 * are USD quotes; the list is data, not live market state.
 */
export interface Coin {
  readonly symbol: string
  readonly price: number
  readonly decimals: number
  readonly volatility: number
  readonly dailyVolume: number
}

// symbol, USD price, quote decimals, annual volatility, 24h volume in coins
const TABLE: Array<[string, number, number, number, number]> = [
  ['BTC', 67250, 2, 0.55, 21000], ['ETH', 3480, 2, 0.7, 310000], ['USDT', 1, 4, 0.01, 45e9], ['BNB', 585, 2, 0.6, 1.4e6], ['SOL', 148, 3, 0.9, 15e6],
  ['USDC', 1, 4, 0.01, 6e9], ['XRP', 0.52, 5, 0.8, 2.1e9], ['DOGE', 0.124, 6, 1.0, 6e9], ['TON', 6.9, 4, 0.9, 45e6], ['ADA', 0.45, 5, 0.8, 7e8],
  ['AVAX', 28.5, 3, 0.95, 1.2e7], ['SHIB', 0.0000182, 9, 1.1, 9e12], ['TRX', 0.121, 5, 0.6, 2.5e9], ['DOT', 6.1, 4, 0.85, 3e7], ['LINK', 14.2, 3, 0.9, 2.2e7],
  ['BCH', 385, 2, 0.8, 8e5], ['NEAR', 5.4, 4, 1.0, 6e7], ['LTC', 72.4, 2, 0.7, 4e6], ['MATIC', 0.58, 5, 0.9, 5e8], ['POL', 0.58, 5, 0.9, 3e8],
  ['ICP', 9.8, 3, 1.0, 1.1e7], ['UNI', 8.1, 4, 0.95, 2e7], ['DAI', 1, 4, 0.01, 3e8], ['ETC', 23.5, 3, 0.8, 1.1e7], ['APT', 7.6, 4, 1.0, 2.4e7],
  ['XLM', 0.095, 5, 0.8, 6e8], ['ATOM', 6.8, 4, 0.9, 2.4e7], ['XMR', 165, 2, 0.6, 6e5], ['FIL', 4.3, 4, 1.0, 4e7], ['HBAR', 0.072, 5, 0.9, 1.3e9],
  ['ARB', 0.78, 5, 1.05, 2.5e8], ['OP', 1.75, 4, 1.05, 7e7], ['VET', 0.026, 6, 0.9, 1.4e9], ['MKR', 2450, 2, 0.8, 2e4], ['INJ', 23, 3, 1.1, 6e6],
  ['IMX', 1.45, 4, 1.1, 5e7], ['STX', 1.7, 4, 1.1, 4e7], ['RNDR', 7.4, 4, 1.2, 2e7], ['GRT', 0.18, 5, 1.1, 4e8], ['AAVE', 95, 2, 0.9, 2.5e5],
  ['ALGO', 0.15, 5, 0.9, 3e8], ['SUI', 0.95, 4, 1.2, 3e8], ['KAS', 0.16, 5, 1.1, 5e8], ['FTM', 0.55, 5, 1.2, 4e8], ['THETA', 1.6, 4, 1.0, 2e7],
  ['SEI', 0.38, 5, 1.2, 2.5e8], ['FLOW', 0.65, 5, 1.0, 3e7], ['EGLD', 32, 3, 0.9, 5e5], ['SAND', 0.34, 5, 1.1, 2e8], ['MANA', 0.33, 5, 1.1, 1.5e8],
  ['AXS', 5.4, 4, 1.1, 6e6], ['XTZ', 0.72, 5, 0.9, 2e7], ['CHZ', 0.075, 6, 1.1, 5e8], ['EOS', 0.55, 5, 0.9, 9e7], ['NEO', 10.5, 3, 0.9, 3e6],
  ['KCS', 9.4, 3, 0.7, 1e6], ['QNT', 70, 2, 0.9, 1.5e5], ['CRV', 0.3, 5, 1.2, 2e8], ['LDO', 1.6, 4, 1.1, 4e7], ['RUNE', 4.2, 4, 1.2, 2.5e7],
  ['SNX', 1.7, 4, 1.1, 1.2e7], ['MINA', 0.52, 5, 1.0, 4e7], ['GALA', 0.021, 6, 1.2, 2e9], ['ZEC', 28, 3, 0.9, 6e5], ['DASH', 25, 3, 0.9, 5e5],
  ['COMP', 48, 3, 1.0, 1.5e5], ['1INCH', 0.35, 5, 1.1, 5e7], ['ENJ', 0.2, 5, 1.1, 4e7], ['BAT', 0.19, 5, 1.0, 5e7], ['ZIL', 0.016, 6, 1.0, 8e8],
  ['KAVA', 0.4, 5, 1.0, 3e7], ['CELO', 0.6, 5, 1.0, 2e7], ['ONE', 0.015, 6, 1.1, 5e8], ['IOTA', 0.16, 5, 1.0, 6e7], ['WAVES', 1.1, 4, 1.1, 1e7],
  ['CAKE', 2.1, 4, 1.0, 2e7], ['GMX', 27, 3, 1.0, 1e5], ['DYDX', 1.4, 4, 1.2, 4e7], ['ROSE', 0.075, 6, 1.1, 2e8], ['ANKR', 0.028, 6, 1.1, 6e8],
  ['WOO', 0.2, 5, 1.1, 5e7], ['JASMY', 0.022, 6, 1.3, 1.5e9], ['BLUR', 0.22, 5, 1.3, 1e8], ['PEPE', 0.0000088, 10, 1.5, 5e12], ['WIF', 1.9, 4, 1.6, 2e8],
  ['BONK', 0.000019, 9, 1.5, 4e11], ['FLOKI', 0.00015, 8, 1.4, 3e10], ['JUP', 0.85, 5, 1.2, 1.2e8], ['PYTH', 0.32, 5, 1.2, 1e8], ['TIA', 5.6, 4, 1.2, 3e7],
  ['ORDI', 32, 3, 1.3, 1.5e6], ['WLD', 2.1, 4, 1.3, 1e8], ['ENA', 0.35, 5, 1.3, 4e8], ['ONDO', 0.9, 4, 1.2, 1.5e8], ['STRK', 0.45, 5, 1.2, 1e8],
  ['FET', 1.3, 4, 1.2, 1.2e8], ['AGIX', 0.55, 5, 1.2, 6e7], ['OCEAN', 0.6, 5, 1.2, 5e7], ['AR', 25, 3, 1.1, 2e6], ['HNT', 4.8, 4, 1.1, 4e6],
  ['KSM', 22, 3, 1.0, 3e5], ['ZRX', 0.38, 5, 1.1, 4e7], ['SKL', 0.045, 6, 1.2, 2e8], ['SUSHI', 0.75, 5, 1.1, 4e7], ['YFI', 6100, 2, 0.9, 1500],
  ['BAL', 2.4, 4, 1.0, 2e6], ['UMA', 2.3, 4, 1.0, 4e6], ['LRC', 0.17, 5, 1.1, 8e7], ['STORJ', 0.42, 5, 1.1, 3e7], ['CVX', 2.4, 4, 1.1, 3e6],
  ['RSR', 0.0065, 7, 1.2, 1.5e9], ['API3', 1.6, 4, 1.1, 8e6], ['BAND', 1.2,4, 1.1, 5e6], ['CFX', 0.15, 5, 1.2, 2e8], ['GLM', 0.3, 5, 1.1, 2e7],
  // Fiat reference rates (USD per unit), so sessions priced in these currencies can be converted;
  // a live exchange source quotes them as EURUSDT, GBPUSDT, ... where it lists them.
  ['EUR', 1.08, 5, 0.07, 1e9], ['GBP', 1.27, 5, 0.08, 6e8], ['CHF', 1.13, 5, 0.07, 2e8], ['CAD', 0.73, 5, 0.06, 2e8], ['AUD', 0.66, 5, 0.09, 2e8],
  ['JPY', 0.0067, 7, 0.1, 5e10], ['NGN', 0.00065, 8, 0.25, 1e12], ['KES', 0.0077, 7, 0.12, 5e10], ['ZAR', 0.055, 6, 0.15, 5e9], ['INR', 0.012, 6, 0.05, 5e10],
  ['BRL', 0.18, 5, 0.15, 5e9],
]

export const COINS: readonly Coin[] = TABLE.map(([symbol, price, decimals, volatility, dailyVolume]) => ({ symbol, price, decimals, volatility, dailyVolume }))
