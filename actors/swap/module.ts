/**
 * Swap: the swap actor, the quote, execute, history and analytics methods
 * and routes, and the subscriber that settles swaps from their chain sends.
 * Same-chain on POL and BSC through the platform swap contract, cross-chain
 * through the bridge adapter (chains/bridge), test keys on the sandbox ledger
 * (settled by the sandbox settler started here). CaaS swaps are the caas module's.
 */
import type { PlatformModule } from '../../gateway/core/platform_module'
import { swapRoutes } from './api/routes'
import { swapKind } from './decide'
import { swapContext } from './context'
import { quoteMethods } from './api/methods_quote'
import { executeMethods } from './api/methods_execute'
import { recordMethods } from './api/methods_records'
import { swapSendEvents } from './send_events'
import { startSandboxSettler } from './sandbox_settle'
import { swapSends } from './send_workflow'

/** How often a host looks for live swaps with a send left: an approve mined since, or a request that died. */
const SWAP_SEND_SCAN_MS = 2_000

export const swapModule: PlatformModule = {
  name: 'swap',
  actors: [swapKind],
  methods: (ctx) => {
    const c = swapContext(ctx)
    return { ...quoteMethods(c), ...executeMethods(c), ...recordMethods(c) }
  },
  subscribers: (ctx) => [swapSendEvents(swapContext(ctx))],
  // Live swaps' approves and swap transactions; the scan resumes any a request left (a crash, an approve being mined).
  workflows: (ctx) => [{ workflow: swapSends(swapContext(ctx)), scanEveryMs: SWAP_SEND_SCAN_MS }],
  // Test-key swaps settle on the sandbox ledger; the scan settles any whose in-process kick was lost.
  start: (ctx) => startSandboxSettler(swapContext(ctx)),
  routes: (ctx) => swapRoutes(ctx.payments),
}
