/**
 * Treasury and gas: sweeps of paid session and top-up addresses into the
 * business wallet's treasury address, the gas station, checkout refunds run
 * detached from the request, every move booked in the ledger, and the
 * reconciliation report. Builds on checkout (sessions, the business wallet),
 * balance (top-up addresses, their clearing accounts) and chains (the
 * exactly-once send path and the deposit watcher).
 */
import type { PaymentsContext } from '../runtime/service/module'
import type { PlatformModule } from '../../gateway/core/platform_module'
import { treasuryContext } from './context'
import { treasuryMethods } from './api/methods'
import { treasuryWorkflows, treasuryRuns, type TreasuryWorkflows } from './workflows'
import { treasuryEvents } from './treasury_events'
import { ownMoves } from './moves'
import { treasuryRoutes } from './api/routes'
import type { TreasuryContext } from './context'

const running = new WeakMap<PaymentsContext, { context: TreasuryContext; workflows: TreasuryWorkflows }>()

function treasuryOf(ctx: PaymentsContext): { context: TreasuryContext; workflows: TreasuryWorkflows } {
  let t = running.get(ctx)
  if (!t) {
    const context = treasuryContext(ctx)
    running.set(ctx, (t = { context, workflows: treasuryWorkflows(context) }))
    // A gas top-up lands on a session address like a payment: the deposit router must not hand it to the session.
    context.chains.ownTransfers.add((deposits) => ownMoves(ctx.sql, deposits))
  }
  return t
}

export const treasuryModule: PlatformModule = {
  name: 'treasury',
  methods: (ctx) => treasuryMethods(treasuryOf(ctx).context),
  subscribers: (ctx) => [treasuryEvents(treasuryOf(ctx).context, treasuryOf(ctx).workflows)],
  workflows: (ctx) => treasuryRuns(treasuryOf(ctx).context, treasuryOf(ctx).workflows),
  routes: (ctx) => treasuryRoutes(ctx.payments),
}
