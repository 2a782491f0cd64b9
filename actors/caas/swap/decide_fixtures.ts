/** The order and commands shared by the CaaS swap actor's decide tests. */
import type { CaasSwapCommand } from './commands'
import type { SwapOrder } from './state'

export const NOW = Date.UTC(2026, 10, 24, 7)
export const DEADLINE = NOW + 30 * 60_000
export const order: SwapOrder = {
  businessId: 'm1',
  mode: 'live',
  network: 'POL',
  user: {
    userId: 'live:a',
    wallet: `0x${'a'.repeat(40)}`,
    owner: `0x${'c'.repeat(40)}`,
    ownerPath: "m/44'/60'/0'/0/1/2",
    salt: 'a'.repeat(64),
  },
  tokenIn: `0x${'d'.repeat(40)}`,
  tokenOut: 'native',
  amountIn: 1_000_000n,
  amountOutMin: 1n,
  platformFee: 3_000n,
  deadline: Math.floor(NOW / 1000) + 30,
  requestHash: 'h1',
}

export const create: CaasSwapCommand = { type: 'create', order }
export const submitting = (sendId = 's1'): CaasSwapCommand => ({
  type: 'submitting',
  userOpHash: '0xop',
  operation: { sender: order.user.wallet },
  sendId,
  deadlineAtMs: DEADLINE,
})
export const submitted: CaasSwapCommand = { type: 'submitted', txHash: null, userOpHash: '0xop', deadlineAtMs: DEADLINE }
export const failed = (cause: 'refused' | 'reverted' | 'expired' | 'unavailable', sendId?: string): CaasSwapCommand => ({
  type: 'failed',
  cause,
  reason: `why: ${cause}`,
  ...(sendId ? { sendId } : {}),
})
