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
import { TreasuryWorker } from './worker'
import { isOwnMove } from './moves'
import { treasuryRoutes } from './api/routes'

const workers = new WeakMap<PaymentsContext, TreasuryWorker>()

function workerOf(ctx: PaymentsContext): TreasuryWorker {
  let w = workers.get(ctx)
  if (!w) {
    workers.set(ctx, (w = new TreasuryWorker(treasuryContext(ctx))))
    // A gas top-up lands on a session address like a payment: the deposit router must not hand it to the session.
    w.context.chains.ownTransfers.add((d) => isOwnMove(ctx.sql, d.network, d.address, d.fromAddress ?? '', d.txHash))
  }
  return w
}

export const treasuryModule: PlatformModule = {
  name: 'treasury',
  methods: (ctx) => treasuryMethods(workerOf(ctx).context),
  subscribers: (ctx) => [workerOf(ctx).subscriber()],
  start: (ctx) => workerOf(ctx).start(),
  routes: (ctx) => treasuryRoutes(ctx.payments),
}
