/**
 * The merchant balance: the balance actor (top-up addresses, deposit
 * bookings), its read methods and routes, the subscriber that puts bookings
 * into the ledger, and the balance.* webhook mapper. It builds on checkout
 * (the business wallet its top-up addresses come from) and chains (the
 * deposit watcher and router that bring it the deposits).
 */
import type { PaymentsContext } from '../runtime/service/module'
import type { PlatformModule } from '../../gateway/core/platform_module'
import { createLedger, type Ledger } from '../../platform/ledger'
import { balanceRoutes } from './api/routes'
import { balanceContext } from './context'
import { balanceKind } from './decide'
import { ledgerSubscriber } from './ledger_apply'
import { balanceMethods } from './api/methods'
import { balanceWebhookMapper } from './webhooks'

// One ledger client per payments role, so its batcher merges the bookings and reads of every balance here.
const ledgers = new WeakMap<PaymentsContext, Ledger>()
const ledgerOf = (ctx: PaymentsContext): Ledger => {
  let ledger = ledgers.get(ctx)
  if (!ledger) ledgers.set(ctx, (ledger = createLedger(ctx.sql, { clock: ctx.clock })))
  return ledger
}

export const balanceModule: PlatformModule = {
  name: 'balance',
  actors: [balanceKind],
  methods: (ctx) => {
    ctx.webhooks.catalogue.add(balanceWebhookMapper)
    return balanceMethods(balanceContext(ctx), ledgerOf(ctx))
  },
  subscribers: (ctx) => {
    const c = balanceContext(ctx)
    return [ledgerSubscriber(ledgerOf(ctx), ctx.logger, c.balance)]
  },
  routes: (ctx) => balanceRoutes(ctx.payments),
}
