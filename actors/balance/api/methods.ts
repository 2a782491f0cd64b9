/** The balance methods: the balance per currency, its entries, the top-up addresses. Reads of the caller's own money only. */
import type { Static } from '@sinclair/typebox'
import { formatUnits } from '../../../chains/assets'
import type { Ledger } from '../../../platform/ledger'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import { merchantAccount } from '../accounts'
import { fail, ownBalanceId, type BalanceContext } from '../context'
import { BALANCE_CURRENCIES, TOP_UP_CURRENCIES, balanceDecimals, isBalanceCurrency, type BalanceCurrency } from '../currencies'
import { listEntries } from '../entries'
import * as ops from './operations'
import { ensureTopUps } from '../topups'
import type { BalanceState } from '../state'
import { requireBusiness } from '../../../platform/caller'

/** The currencies asked for: one named (checked), or all. */
function currenciesOf(asked: string | undefined): readonly BalanceCurrency[] {
  if (asked === undefined) return BALANCE_CURRENCIES
  const upper = asked.toUpperCase()
  if (!isBalanceCurrency(upper)) fail('INVALID_CURRENCY', `currency must be one of ${BALANCE_CURRENCIES.join(', ')}`, 'currency')
  return [upper]
}

function timeOf(text: string | undefined, field: string): number | undefined {
  if (text === undefined) return undefined
  const ms = Date.parse(text)
  if (!Number.isFinite(ms)) fail('INVALID_REQUEST', `${field} must be an RFC 3339 time`, field)
  return ms
}

type BalanceInput = Static<typeof ops.BalanceQuery>
type EntriesInput = Static<typeof ops.EntriesQuery>

async function balances(ledger: Ledger, businessId: string, isTest: boolean, { currency }: BalanceInput) {
  const currencies = currenciesOf(currency)
  const refs = currencies.map((cur) => merchantAccount(businessId, isTest, cur))
  const found = new Map((await ledger.lookupAccounts(refs.map((r) => r.id))).map((a) => [a.id, a]))
  return {
    is_test_mode: isTest,
    balances: currencies.map((cur, i) => {
      const a = found.get(refs[i]!.id)
      // An account is created with its first top-up: none yet is a zero balance.
      const available = a ? a.creditsPosted - a.debitsPosted - a.debitsPending : 0n
      const pending = a?.creditsPending ?? 0n
      const held = a?.debitsPending ?? 0n
      const decimals = balanceDecimals(cur)
      const decimal = (units: bigint) => formatUnits(units, decimals)
      return {
        currency: cur,
        decimals,
        available: available.toString(),
        available_decimal: decimal(available),
        pending: pending.toString(),
        pending_decimal: decimal(pending),
        held: held.toString(),
        held_decimal: decimal(held),
      }
    }),
  }
}

async function entries(c: BalanceContext, ledger: Ledger, businessId: string, isTest: boolean, q: EntriesInput) {
  const accounts = new Map(currenciesOf(q.currency).map((cur) => [merchantAccount(businessId, isTest, cur).id, cur]))
  if (q.direction !== undefined && q.direction !== 'credit' && q.direction !== 'debit')
    fail('INVALID_REQUEST', 'direction must be credit or debit', 'direction')
  const fromMs = timeOf(q.from, 'from')
  const toMs = timeOf(q.to, 'to')
  if (fromMs !== undefined && toMs !== undefined && fromMs >= toMs) fail('INVALID_REQUEST', 'from must be before to', 'from')
  const page = await listEntries(ledger, {
    accounts,
    page: q.page,
    limit: q.limit,
    ...(q.direction === undefined ? {} : { direction: q.direction }),
    ...(fromMs === undefined ? {} : { fromMs }),
    ...(toMs === undefined ? {} : { toMs }),
  })
  return { is_test_mode: isTest, entries: page.entries, page: q.page, limit: q.limit, total: page.total }
}

export function balanceMethods(c: BalanceContext, ledger: Ledger): Record<string, MethodHandler> {
  return methodTable(
    implement(ops.getBalance, async (q, caller) => balances(ledger, requireBusiness(caller), caller.isTestMode, q)),
    implement(ops.listEntries, async (q, caller) => entries(c, ledger, requireBusiness(caller), caller.isTestMode, q)),
    implement(ops.dashboardBalance, async (q, caller) => balances(ledger, requireBusiness(caller), q.environment === 'test', q)),
    implement(ops.dashboardEntries, async (q, caller) => entries(c, ledger, requireBusiness(caller), q.environment === 'test', q)),
    implement(ops.topUpAddresses, async (_input, caller) => {
      const state: BalanceState = await ensureTopUps(c, ownBalanceId(caller))
      return {
        is_test_mode: caller.isTestMode,
        addresses: state.topUps.map((a) => ({
          network: a.network,
          address: a.address,
          currencies: [...TOP_UP_CURRENCIES],
          derivation_path: a.derivationPath,
          created_at: new Date(a.createdAtMs).toISOString(),
        })),
      }
    }),
  )
}
