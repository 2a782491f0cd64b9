/**
 * A session offers only what it can name in a payment URI: a live token whose contract is turned off is not
 * listed and cannot be selected; a sandbox session's URI is never a mainnet payment.
 */
import t from 'tap'
import { onboardMerchant } from '../support/merchant'
import { startCheckout } from './rig'

// A live Solana endpoint (never reached by these calls) with USDC turned off (SOL_USDC=none; by default it is the
// canonical mint): SOL is offered, USDC on Solana is not.
process.env.SOL_RPC_URL = 'http://127.0.0.1:9'
process.env.SOL_USDC = 'none'

t.test('payment options and URIs through REST', async (t) => {
  const { platform } = await startCheckout(t, 'coopts')
  const m = await onboardMerchant(platform.baseUrl, platform.adminToken, { email: 'opts@test.dev' })
  const select = (id: string, network: string, currency: string) =>
    m.call('POST', `/api/v1/checkout/${id}/select-network`, { body: { network, currency } })

  await t.test('select-network: live USDC on SOL with SOL_USDC=none -> 400 CURRENCY_NOT_AVAILABLE, and not listed', async (t) => {
    const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 12, currency: 'USD' }, {}, m.liveKey)).body.session_id
    t.match(
      await select(id, 'SOL', 'USDC'),
      { status: 400, body: { code: 'CURRENCY_NOT_AVAILABLE' } },
      'never a solana: URI asking for SOL',
    )
    const view = (await m.call('GET', `/api/v1/checkout/${id}`)).body
    t.same(view.payment_options, [{ network: 'SOL', currency: 'SOL' }], 'only SOL has a live endpoint here')
    t.match(await select(id, 'ETH', 'USDC'), { status: 503, body: { code: 'NETWORK_UNAVAILABLE' } }, 'a network without an endpoint')
  })

  await t.test('select-network: sandbox USDC on SOL -> a sandbox: URI naming the token', async (t) => {
    const id = (await m.api('POST', '/api/v1/checkout/create', { amount: 12, currency: 'USD' })).body.session_id
    t.equal((await m.call('GET', `/api/v1/checkout/${id}`)).body.payment_options.length, 17)
    const sel = await select(id, 'SOL', 'USDC')
    t.equal(sel.status, 200)
    t.match(sel.body.payment_uri, new RegExp(`^sandbox:SOL:USDC:${sel.body.address}\\?amount=\\d+(\\.\\d+)?$`))
    t.match((await m.call('GET', `/api/v1/checkout/${id}`)).body.selection, {
      payment_uri: sel.body.payment_uri,
      qr_code: /^data:image\/png/,
    })
  })
})
