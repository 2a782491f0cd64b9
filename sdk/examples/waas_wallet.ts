/**
 * Wallets as a service in the sandbox: a customer wallet, a derived monitored address, a simulated
 * deposit seen confirmed, and a transfer out (sent once however often it is retried: Idempotency-Key).
 *   PLATFORM_URL=http://localhost:8080 PLATFORM_TEST_KEY=test_sk_… node dist/sdk/examples/waas_wallet.js
 * The key needs `wallet:manage`, `wallet:view` and `wallet:transfer` (create it with `permissions`).
 * In your code, import from '@payments-platform/sdk' instead of '../src'.
 */
import { createPlatformClient, idempotent, newIdempotencyKey, unwrap } from '../src'
import { setting, step } from './env'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function main(): Promise<void> {
  const { api } = createPlatformClient({
    baseUrl: setting('PLATFORM_URL', 'http://localhost:8080'),
    apiKey: setting('PLATFORM_TEST_KEY'),
    expectEnvironment: 'test',
  })
  const customer = `customer-${Date.now()}`
  const payee = `${customer}-payee`

  // 1. A wallet per customer (its words are returned once: store them or do not ask for them again).
  const wallet = unwrap(await api.POST('/api/v1/wallet/customers', { body: { customer_id: customer } }))
  unwrap(await api.POST('/api/v1/wallet/customers', { body: { customer_id: payee } }))
  step('wallet', { customer_id: wallet.customer_id, words: wallet.mnemonic.length })

  // 2. Derive a monitored ETH address (deposits to it are watched and reported).
  const derive = (customerID: string, monitored: boolean) =>
    api.POST('/api/v1/wallet/{customerID}/derive', {
      params: { path: { customerID } },
      body: { network: 'ETH', index: 0, is_testnet: false, enable_monitoring: monitored },
    })
  const address = unwrap(await derive(customer, true))
  const to = unwrap(await derive(payee, false)).address
  step('derived', { address: address.address, path: address.derivation_path, monitored: address.monitored })

  // 3. Sandbox deposit, then wait until the wallet lists it confirmed.
  const deposit = unwrap(
    await api.POST('/api/v1/sandbox/deposits', { body: { network: 'ETH', currency: 'ETH', address: address.address, amount: '0.5' } }),
  )
  for (let seen = false; !seen; await sleep(200)) {
    const list = unwrap(
      await api.GET('/api/v1/wallet/{customerID}/transactions', {
        params: { path: { customerID: customer }, query: { page: 1, limit: 20, network: 'ETH', status: 'confirmed' } },
      }),
    )
    seen = list.transactions.some((tx) => tx.tx_hash === deposit.tx_hash && tx.type === 'receive')
  }
  step('deposit confirmed', { tx_hash: deposit.tx_hash, amount: deposit.amount })

  // 4. Transfer out. Keep the Idempotency-Key with your own record: a retry with it never sends twice.
  const key = newIdempotencyKey()
  const send = () =>
    api.POST('/api/v1/wallet/{customerID}/transfer', {
      params: { path: { customerID: customer } },
      body: { network: 'ETH', currency: 'ETH', to_address: to, amount: '0.1', index: 0 },
      ...idempotent(key),
    })
  const sent = unwrap(await send())
  const retried = unwrap(await send())
  step('transfer', {
    tx_hash: sent.tx_hash,
    status: sent.status,
    amount: sent.amount_decimal,
    retry_same_tx: retried.tx_hash === sent.tx_hash,
  })
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`)
  process.exit(1)
})
