import t from 'tap'
import { decideSwap } from './decide'
import type { SwapCommand } from './commands'
import type { SwapOpening, SwapState } from './state'

const NOW = Date.UTC(2026, 10, 24, 5)
const opening: SwapOpening = {
  businessId: 'b1',
  isTest: false,
  customerId: 'carol',
  customerWalletId: 7,
  type: 'dex',
  fromChain: 'POL',
  toChain: 'POL',
  dex: 'uniswap_v2',
  routerAddress: '0xr',
  tokenIn: 'native',
  tokenOut: '0xt',
  amountIn: 1000n,
  amountOutMin: 1n,
  platformFee: 3n,
  deadline: 1_800_000_000,
  fromAddress: '0xc',
}
const open: SwapCommand = { type: 'open', swap: opening }
const sentSwap: SwapCommand = { type: 'sent', step: 'swap', txHash: '0xs' }
const confirm: SwapCommand = { type: 'confirm', txHash: '0xs', amountOut: 990n, platformFee: 3n }
const fail: SwapCommand = { type: 'fail', step: 'swap', reason: 'UniswapV2Router: EXPIRED' }

/** Applies commands in order: each outcome is the decision kind or the rejection code, then the status and events. */
function run(commands: SwapCommand[]) {
  let state: SwapState = { status: 'new', id: '1' }
  const outcomes: string[] = []
  const events: string[] = []
  for (const c of commands) {
    const d = decideSwap(state, c, NOW)
    if (d.kind === 'accepted') {
      state = d.state
      events.push(...d.events.map((e) => e.type))
    }
    outcomes.push(d.kind === 'rejected' ? d.rejection.code : `${d.kind}:${state.status}`)
  }
  return { outcomes, events, state }
}

const table: [string, SwapCommand[], string[], string[]][] = [
  ['Open: new -> pending', [open], ['accepted:pending'], ['swap.pending']],
  [
    'Sent: approve then swap hashes recorded',
    [open, { type: 'sent', step: 'approve', txHash: '0xa' }, sentSwap],
    ['accepted:pending', 'accepted:pending', 'accepted:pending'],
    ['swap.pending'],
  ],
  [
    'Sent: the same hash again -> unchanged',
    [open, sentSwap, sentSwap],
    ['accepted:pending', 'accepted:pending', 'unchanged:pending'],
    ['swap.pending'],
  ],
  [
    'Confirm: pending -> confirmed',
    [open, sentSwap, confirm],
    ['accepted:pending', 'accepted:pending', 'accepted:confirmed'],
    ['swap.pending', 'swap.confirmed'],
  ],
  [
    'Confirm: again -> unchanged',
    [open, confirm, confirm],
    ['accepted:pending', 'accepted:confirmed', 'unchanged:confirmed'],
    ['swap.pending', 'swap.confirmed'],
  ],
  ['Fail: pending -> failed', [open, fail], ['accepted:pending', 'accepted:failed'], ['swap.pending', 'swap.failed']],
  [
    'Fail: again -> unchanged',
    [open, fail, fail],
    ['accepted:pending', 'accepted:failed', 'unchanged:failed'],
    ['swap.pending', 'swap.failed'],
  ],
  [
    'Sent: the swap hash after its confirmation arrived first -> unchanged (the confirmation named it)',
    [open, confirm, sentSwap],
    ['accepted:pending', 'accepted:confirmed', 'unchanged:confirmed'],
    ['swap.pending', 'swap.confirmed'],
  ],
  [
    'Sent: the approve hash reported after a failure -> recorded',
    [open, fail, { type: 'sent', step: 'approve', txHash: '0xa' }],
    ['accepted:pending', 'accepted:failed', 'accepted:failed'],
    ['swap.pending', 'swap.failed'],
  ],
  [
    'Unsent due: pending without a swap hash -> the subscriber is asked',
    [open, { type: 'unsent_due' }],
    ['accepted:pending', 'accepted:pending'],
    ['swap.pending', 'swap.unsent_due'],
  ],
  [
    'Unsent due: the swap was sent -> unchanged',
    [open, sentSwap, { type: 'unsent_due' }],
    ['accepted:pending', 'accepted:pending', 'unchanged:pending'],
    ['swap.pending'],
  ],
  [
    'Unsent due: settled -> unchanged',
    [open, fail, { type: 'unsent_due' }],
    ['accepted:pending', 'accepted:failed', 'unchanged:failed'],
    ['swap.pending', 'swap.failed'],
  ],
  ['error: SWAP_EXISTS on a second open', [open, open], ['accepted:pending', 'SWAP_EXISTS'], ['swap.pending']],
  ['error: SWAP_NOT_FOUND before open', [{ type: 'get' }, confirm], ['SWAP_NOT_FOUND', 'SWAP_NOT_FOUND'], []],
  [
    'error: SWAP_SETTLED confirm after fail',
    [open, fail, confirm],
    ['accepted:pending', 'accepted:failed', 'SWAP_SETTLED'],
    ['swap.pending', 'swap.failed'],
  ],
  [
    'error: SWAP_SETTLED fail after confirm',
    [open, confirm, fail],
    ['accepted:pending', 'accepted:confirmed', 'SWAP_SETTLED'],
    ['swap.pending', 'swap.confirmed'],
  ],
  [
    'error: SWAP_SETTLED another swap hash',
    [open, sentSwap, { type: 'sent', step: 'swap', txHash: '0xother' }],
    ['accepted:pending', 'accepted:pending', 'SWAP_SETTLED'],
    ['swap.pending'],
  ],
]

for (const [name, commands, outcomes, events] of table)
  t.test(name, async (t) => {
    const r = run(commands)
    t.same(r.outcomes, outcomes)
    t.same(r.events, events)
  })

t.test('Open sets the unsent timer; sending the swap and settling cancel it', async (t) => {
  let state: SwapState = { status: 'new', id: '1' }
  const timers: string[] = []
  for (const c of [open, { type: 'sent', step: 'approve', txHash: '0xa' } as SwapCommand, sentSwap, confirm]) {
    const d = decideSwap(state, c, NOW)
    if (d.kind !== 'accepted') throw new Error(d.kind)
    state = d.state
    timers.push((d.timers ?? []).map((x) => (x.op === 'set' ? `set ${x.name} +${x.dueAtMs - NOW}` : `cancel ${x.name}`)).join(','))
  }
  t.same(timers, ['set unsent +600000', '', 'cancel unsent', 'cancel unsent'])
})

t.test('Confirm: sets amount_out from the receipt and confirmed_at; revision grows', async (t) => {
  const { state } = run([open, sentSwap, confirm])
  t.match(state, { status: 'confirmed', amountOut: 990n, confirmedAtMs: NOW, swapTxHash: '0xs', revision: 3 })
})
