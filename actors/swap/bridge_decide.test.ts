import t from 'tap'
import { decideSwap, swapKind } from './decide'
import type { SwapCommand } from './commands'
import type { SwapOpening, SwapState } from './state'
import type { BridgeStatus } from '../../chains/bridge/adapter'

const NOW = Date.UTC(2026, 10, 24, 6)
const opening: SwapOpening = {
  businessId: 'b1',
  isTest: false,
  customerId: 'dora',
  customerWalletId: 7,
  type: 'bridge',
  fromChain: 'POL',
  toChain: 'BSC',
  dex: 'across',
  routerAddress: '0xe',
  tokenIn: 'native',
  tokenOut: 'native',
  amountIn: 1000n,
  amountOutMin: 990n,
  platformFee: 0n,
  deadline: 1_800_000_000,
  fromAddress: '0xc',
  bridge: { tool: 'across', fromChainId: 137, toChainId: 56, toAddress: '0xd', pollMs: 5000, status: 'NOT_FOUND', substatus: '' },
}
const open: SwapCommand = { type: 'open', swap: opening }
const sent: SwapCommand = { type: 'sent', step: 'swap', txHash: '0xs' }
const due: SwapCommand = { type: 'bridge_poll_due' }
const status = (s: BridgeStatus): SwapCommand => ({ type: 'bridge_status', status: s })
const waiting = status({ state: 'PENDING', substatus: 'WAIT_DESTINATION_TRANSACTION' })
const refunding = status({ state: 'PENDING', substatus: 'REFUND_IN_PROGRESS' })
const failedRefunding = status({ state: 'FAILED', substatus: 'REFUND_IN_PROGRESS' })
const leg = { txHash: '0xr', chainId: 56, amount: 995n, token: '0x0000000000000000000000000000000000000000' }
const completed = status({ state: 'DONE', substatus: 'COMPLETED', receiving: leg })
const refunded = status({
  state: 'DONE',
  substatus: 'REFUNDED',
  message: 'back to sender',
  receiving: { ...leg, chainId: 137, amount: 1000n },
})

/** Each outcome: decision kind, status, bridge sub-status, timers and events. */
function run(commands: SwapCommand[]) {
  let state: SwapState = { status: 'new', id: '1' }
  const out: string[] = []
  for (const c of commands) {
    const d = decideSwap(state, c, NOW)
    if (d.kind === 'rejected') {
      out.push(d.rejection.code)
      continue
    }
    if (d.kind === 'accepted') state = d.state
    const timers = d.kind === 'accepted' ? (d.timers ?? []).map((x) => `${x.op} ${x.name}`).join(',') : ''
    const events = d.kind === 'accepted' ? d.events.map((e) => e.type).join(',') : ''
    const sub = state.status === 'new' ? '' : (state.bridge?.substatus ?? '')
    out.push(`${d.kind}:${state.status}:${sub}|${timers}|${events}`)
  }
  return { out, state }
}

const table: [string, SwapCommand[], string[]][] = [
  [
    'Sent: the source transaction starts the poll',
    [open, sent],
    ['accepted:pending:|set unsent|swap.pending', 'accepted:pending:|cancel unsent,set bridge_poll|'],
  ],
  [
    'Poll due: re-armed, the subscriber asked',
    [open, sent, due],
    [
      'accepted:pending:|set unsent|swap.pending',
      'accepted:pending:|cancel unsent,set bridge_poll|',
      'accepted:pending:|set bridge_poll|swap.bridge_due',
    ],
  ],
  [
    'Pending: the sub-status is kept; the same again unchanged',
    [open, sent, waiting, waiting],
    [
      'accepted:pending:|set unsent|swap.pending',
      'accepted:pending:|cancel unsent,set bridge_poll|',
      'accepted:pending:WAIT_DESTINATION_TRANSACTION||',
      'unchanged:pending:WAIT_DESTINATION_TRANSACTION||',
    ],
  ],
  [
    'Refund in progress: pending, the poll goes on (PENDING or FAILED)',
    [open, sent, refunding, failedRefunding, due],
    [
      'accepted:pending:|set unsent|swap.pending',
      'accepted:pending:|cancel unsent,set bridge_poll|',
      'accepted:pending:REFUND_IN_PROGRESS||',
      'accepted:pending:REFUND_IN_PROGRESS||',
      'accepted:pending:REFUND_IN_PROGRESS|set bridge_poll|swap.bridge_due',
    ],
  ],
  [
    'Completed: confirmed, polling cancelled',
    [open, sent, completed, completed, due],
    [
      'accepted:pending:|set unsent|swap.pending',
      'accepted:pending:|cancel unsent,set bridge_poll|',
      'accepted:confirmed:COMPLETED|cancel bridge_poll|swap.confirmed',
      'unchanged:confirmed:COMPLETED||',
      'unchanged:confirmed:COMPLETED||',
    ],
  ],
  [
    'Refunded: failed',
    [open, sent, refunding, refunded],
    [
      'accepted:pending:|set unsent|swap.pending',
      'accepted:pending:|cancel unsent,set bridge_poll|',
      'accepted:pending:REFUND_IN_PROGRESS||',
      'accepted:failed:REFUNDED|cancel bridge_poll|swap.failed',
    ],
  ],
  [
    'DONE without its receiving side: still pending',
    [open, sent, status({ state: 'DONE', substatus: 'COMPLETED' })],
    ['accepted:pending:|set unsent|swap.pending', 'accepted:pending:|cancel unsent,set bridge_poll|', 'accepted:pending:COMPLETED||'],
  ],
]

for (const [name, commands, outcomes] of table)
  t.test(name, async (t) => {
    t.same(run(commands).out, outcomes)
  })

t.test('Completed: amount_out from the receiving side, the payout hash kept', async (t) => {
  const { state } = run([open, sent, waiting, completed])
  t.match(state, {
    status: 'confirmed',
    amountOut: 995n,
    confirmedAtMs: NOW,
    bridge: { status: 'DONE', substatus: 'COMPLETED', receivingTxHash: '0xr' },
  })
})

t.test('Refunded: failed with the bridge’s words, no amount_out', async (t) => {
  const { state } = run([open, sent, refunded])
  t.match(state, { status: 'failed', amountOut: null, reason: 'bridge DONE REFUNDED: back to sender', failedStep: 'swap' })
})

t.test('A dex swap is not polled: no timer on send, a stray poll or status unchanged', async (t) => {
  const { bridge: _b, ...dex } = opening
  const r = run([{ type: 'open', swap: { ...dex, type: 'dex' } }, sent, due, completed])
  t.same(r.out.slice(1), ['accepted:pending:|cancel unsent|', 'unchanged:pending:||', 'unchanged:pending:||'])
})

t.test('onTimer: the poll timer is a poll, any other the unsent check', async (t) => {
  t.same(swapKind.onTimer!({ name: 'bridge_poll', dueAtMs: 0, payload: null }), { type: 'bridge_poll_due' })
  t.same(swapKind.onTimer!({ name: 'unsent', dueAtMs: 0, payload: null }), { type: 'unsent_due' })
})
