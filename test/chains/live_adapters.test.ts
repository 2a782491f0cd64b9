import t from 'tap'
import { allLive, liveAdapters } from '../../chains/live_adapters'

t.test('liveAdapters: one adapter per configured endpoint, none without configuration', async (t) => {
  t.same(allLive(liveAdapters({})), [], 'no public provider is built in')
  const adapters = allLive(
    liveAdapters({
      BCH_RPC_URL: 'http://127.0.0.1:1',
      BCH_RPC_AUTH: 'u:p',
      TRX_RPC_URL: 'http://127.0.0.1:2',
      TRX_API_KEY: 'k',
      TRX_USDT: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      SOL_RPC_URL: 'http://127.0.0.1:3',
      SOL_USDC: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      XRP_RPC_URL: 'ws://127.0.0.1:4',
    }),
  )
  t.same(
    adapters.map((a) => a.network),
    ['BCH', 'TRX', 'SOL', 'XRP'],
  )
})
