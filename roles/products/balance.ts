/**
 * The merchant balance: the balance actor (top-up addresses, deposit
 * bookings), its read methods and routes, the subscriber that puts bookings
 * into the ledger, and the balance.* webhook mapper. It builds on checkout
 * (the business wallet its top-up addresses come from) and chains (the
 * deposit watcher and router that bring it the deposits).
 */
import type { PaymentsContext } from '../../actors/service/module'
import type { PlatformModule } from '../module'
import { createLedger, type Ledger } from '../../platform/ledger'
import { balanceRoutes } from '../../gateway/balance/routes'
import { balanceContext } from '../../actors/balance/context'
import { balanceKind } from '../../actors/balance/decide'
import { ledgerSubscriber } from '../../actors/balance/ledger_apply'
import { balanceMethods } from '../../actors/balance/methods'
import { balanceWebhookMapper } from '../../actors/balance/webhooks'

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
