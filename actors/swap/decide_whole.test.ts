/**
 * Whole decisions of the swap machine: timers exactly (the unsent timer set at opening and cancelled by the swap's
 * hash, its confirmation or its failure), refusals with their words, repeats unchanged, and the kind's timer
 * routing. decide.test.ts walks the stories; StrykerJS found these cells unpinned.
 */
import t from 'tap'
import { decideSwap, swapKind } from './decide'
import type { SwapCommand } from './commands'
import { UNSENT_TIMER, type SwapOpening, type SwapState } from './state'
import { BRIDGE_POLL_TIMER } from './bridge_state'

const NOW = Date.UTC(2026, 10, 24, 5)
const opening = {
  businessId: 'b1',
  isTest: false,
  customerId: 'carol',
  customerWalletId: 7,
  type: 'dex',
  fromChain: 'BSC',
  toChain: 'BSC',
  dex: 'uniswap_v2',
  routerAddress: '0xr',
  tokenIn: 'native',
  tokenOut: '0xt',
  amountIn: 1000n,
  amountOutMin: 1n,
  platformFee: 3n,
  deadline: 1_800_000_000,
  fromAddress: '0xc',
} as SwapOpening
const open: SwapCommand = { type: 'open', swap: opening }
const sentApprove: SwapCommand = { type: 'sent', step: 'approve', txHash: '0xa' }
const sentSwap: SwapCommand = { type: 'sent', step: 'swap', txHash: '0xs' }
const confirm = (amountOut = 990n): SwapCommand => ({ type: 'confirm', txHash: '0xs', amountOut, platformFee: 3n })
const fail: SwapCommand = { type: 'fail', step: 'swap', reason: 'UniswapV2Router: EXPIRED' }
const cancelUnsent = { op: 'cancel', name: UNSENT_TIMER }

function last(commands: SwapCommand[]) {
  let state: SwapState = swapKind.initial('sw-1')
  for (const c of commands.slice(0, -1)) {
    const d = decideSwap(state, c, NOW - 1)
    if (d.kind === 'accepted') state = d.state
  }
  return decideSwap(state, commands.at(-1)!, NOW)
}
const timersOf = (d: ReturnType<typeof last>) => (d.kind === 'accepted' ? d.timers : 'no decision')

t.test('timers: opening sets the unsent check; the swap hash, a confirmation and a failure cancel it; an approve does not', async (t) => {
  t.same(timersOf(last([open])), [{ op: 'set', name: UNSENT_TIMER, dueAtMs: NOW + 10 * 60_000 }])
  t.same(timersOf(last([open, sentApprove])), [], 'the approve leaves the swap unsent')
  t.same(timersOf(last([open, sentSwap])), [cancelUnsent])
  t.same(timersOf(last([open, sentSwap, confirm()])), [cancelUnsent])
  t.same(timersOf(last([open, fail])), [cancelUnsent])
  t.same(timersOf(last([open, { type: 'unsent_due' }])), [], 'the unsent check only announces')
})

t.test('confirm: a different amount after confirmation is refused, the same one is a repeat', async (t) => {
  t.match(last([open, sentSwap, confirm(), confirm()]), { kind: 'unchanged' })
  t.match(last([open, sentSwap, confirm(), confirm(991n)]), {
    kind: 'rejected',
    rejection: { code: 'SWAP_SETTLED', message: 'swap sw-1 is confirmed' },
  })
  t.match(last([open, fail, confirm()]), { kind: 'rejected', rejection: { code: 'SWAP_SETTLED', message: 'swap sw-1 is failed' } })
  t.match(last([open, sentSwap, confirm(), fail]), {
    kind: 'rejected',
    rejection: { code: 'SWAP_SETTLED', message: 'swap sw-1 is confirmed' },
  })
})

t.test('refusals say which swap and why', async (t) => {
  t.match(last([open, open]), { kind: 'rejected', rejection: { code: 'SWAP_EXISTS', message: 'swap sw-1 exists' } })
  t.match(last([{ type: 'get' }]), { kind: 'rejected', rejection: { code: 'SWAP_NOT_FOUND', message: 'no swap sw-1' } })
  t.match(last([open, sentSwap, { type: 'sent', step: 'swap', txHash: '0xother' }]), {
    kind: 'rejected',
    rejection: { code: 'SWAP_SETTLED', message: 'swap sw-1 already has its swap' },
  })
  t.match(last([open, sentSwap, { type: 'get' }]), { kind: 'unchanged' })
})

t.test('the kind: a new swap is empty; the bridge poll timer polls, any other is the unsent check', async (t) => {
  t.equal(swapKind.kind, 'swap')
  t.same(swapKind.initial('sw-9'), { status: 'new', id: 'sw-9' })
  t.same(swapKind.onTimer!({ name: BRIDGE_POLL_TIMER, dueAtMs: NOW, payload: null }), { type: 'bridge_poll_due' })
  t.same(swapKind.onTimer!({ name: UNSENT_TIMER, dueAtMs: NOW, payload: null }), { type: 'unsent_due' })
})
