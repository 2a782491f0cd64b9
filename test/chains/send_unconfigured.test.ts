import t from 'tap'
import type { Network } from '../../chains/networks'
import { sendTransfer } from '../../chains/send/transfer'
import { liveChains } from '../support/live_chains'

t.test('sendTransfer: error: network_unavailable for a live send on a network without an endpoint, before any key is used', async (t) => {
  const live = await liveChains(t, {})
  const rows: Array<[Network, string, string]> = [
    ['BCH', 'BCH', 'bchtest:qq…'],
    ['TRX', 'USDT', 'T…'],
    ['SOL', 'USDC', 'So1…'],
    ['XRP', 'XRP', 'r…'],
  ]
  for (const [network, currency, toAddress] of rows) {
    const outcome = await sendTransfer(
      live.chains,
      live.request({ network, currency, index: 0, fromAddress: 'x', toAddress, amount: 1_000n }),
    )
    t.same(
      outcome,
      { ok: false, code: 'network_unavailable', message: `no live ${network} endpoint is configured (${network}_RPC_URL)` },
      network,
    )
  }
})
