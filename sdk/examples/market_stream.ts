/**
 * Market data over the WebSocket: a snapshot, live ticks, then a dropped connection that resumes from the
 * last position (only what changed meanwhile). Stops after the resume.
 *   PLATFORM_URL=http://localhost:8080 PLATFORM_TEST_KEY=test_sk_… node dist/sdk/examples/market_stream.js
 * On Node 20 the client uses the `ws` package (Node 22 has a global WebSocket).
 * In your code, import from '@payments-platform/sdk' instead of '../src'.
 */
import { createPlatformClient, streamMarket, unwrap } from '../src'
import { setting, step } from './env'

async function main(): Promise<void> {
  const baseUrl = setting('PLATFORM_URL', 'http://localhost:8080')
  const apiKey = setting('PLATFORM_TEST_KEY')
  const { api } = createPlatformClient({ baseUrl, apiKey })
  const prices = unwrap(await api.GET('/v1/market/prices', { params: { query: { symbols: 'BTC,ETH' } } }))
  step('prices', { BTC: prices.prices.BTC?.price, ETH: prices.prices.ETH?.price, position: prices.position })

  let ticks = 0
  let dropped = false
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no resume within 20 s')), 20_000)
    const stream = streamMarket({
      baseUrl,
      apiKey,
      symbols: ['BTC', 'ETH'],
      onSnapshot: (quotes, info) => step('snapshot', { symbols: quotes.map((q) => q.symbol), reset: info.reset, position: info.position }),
      onTicks: (batch, info) => {
        if (info.resumed) {
          step('resumed', { ticks: batch.length, position: info.position })
          clearTimeout(timer)
          stream.close()
          resolve()
          return
        }
        ticks += batch.length
        if (ticks >= 5 && !dropped) {
          dropped = true
          step('ticks', { received: ticks, last: batch.at(-1), position: info.position })
          stream.dropConnection()
        }
      },
      onError: (code, message) => reject(new Error(`${code}: ${message}`)),
    })
  })
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
