import t from 'tap'
import { snapshotFrame, ticksFrame } from '../../actors/market/api/ws_frames'
import type { Quote } from '../../proto/gen/market'

const quote = (symbol: string, price: string, offset: bigint): Quote => ({
  symbol,
  price,
  open24h: '100.00',
  high24h: '110.00',
  low24h: '90.00',
  volume24h: '12.5000',
  timeMs: 1_700_000_000_000n,
  offset,
})
const position = { offset: 8n, epoch: 'ab12cd34ef56' }

t.test('ticksFrame: hub_time and count lead the frame, one tuple per quote', async (t) => {
  const text = ticksFrame([quote('BTC', '105.50', 7n), quote('ETH', '99.00', 8n)], position, 1_700_000_000_123)
  // Load generators and thin clients read these two fields from the first bytes without parsing.
  t.ok(text.startsWith('{"type":"ticks","hub_time":1700000000123,"count":2,'), text.slice(0, 60))
  t.same(JSON.parse(text), {
    type: 'ticks',
    hub_time: 1_700_000_000_123,
    count: 2,
    position: { offset: '8', epoch: 'ab12cd34ef56' },
    q: [
      ['BTC', '105.50', '5.50', '12.5000', '7'],
      ['ETH', '99.00', '-1.00', '12.5000', '8'],
    ],
  })
})

t.test('ticksFrame: resumed and conflated frames say so', async (t) => {
  for (const flag of ['resumed', 'conflated'] as const) {
    const m = JSON.parse(ticksFrame([quote('BTC', '100.00', 3n)], position, 5, flag)) as Record<string, unknown>
    t.equal(m[flag], true, flag)
    t.equal(m.count, 1)
  }
})

t.test('snapshotFrame: full quote objects, reset only when asked', async (t) => {
  const plain = JSON.parse(snapshotFrame([quote('BTC', '105.50', 7n)], position)) as Record<string, unknown>
  t.match(plain, {
    type: 'snapshot',
    quotes: [{ symbol: 'BTC', price: '105.50', change_24h: '5.50', change_24h_percent: '5.50', offset: '7' }],
    position: { offset: '8' },
  })
  t.notOk('reset' in plain)
  t.match(JSON.parse(snapshotFrame([], position, true)), { reset: true })
})
