/** The payloads and owner shared by the chain send actor's decide tests. */
import type { SendPayload } from '../../../chains/send/signed'

export const NOW = Date.UTC(2026, 10, 24, 4)
export const live: SendPayload = {
  mode: 'live',
  network: 'ETH',
  txHash: '0xabc',
  raw: '0x02f8',
  from: '0x1111111111111111111111111111111111111111',
  fee: 21_000n,
  feeCurrency: 'ETH',
  nonce: 7,
}
export const owner = { kind: 'wallet', id: 'm1:live:carol', purpose: 'transfer', ref: 'k1' }
