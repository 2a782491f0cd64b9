/** GET /api/v1/swap/quote (public): see quote.ts. */
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import type { SwapContext } from '../context'
import { parseSwapFields } from '../inputs'
import * as ops from './operations'
import { quoteSwap, quoteView } from '../quote'
import { bridgeRequestOf } from '../bridge_inputs'
import { publicBridgeQuote } from '../bridge_quote'

export function quoteMethods(c: SwapContext): Record<string, MethodHandler> {
  return methodTable(
    implement(ops.quote, async (b) => {
      const bridged = bridgeRequestOf(b)
      if (bridged) return publicBridgeQuote(c, bridged)
      const r = parseSwapFields(b)
      return quoteView(r, await quoteSwap(c, r, Date.now()))
    }),
  )
}
