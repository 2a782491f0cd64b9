/**
 * Sweeps: what paid checkout session addresses and merchant top-up addresses
 * hold is moved into the business wallet's treasury address (its index 0),
 * per network policy (policy.ts: a threshold per currency; the pass runs
 * every TREASURY_SWEEP_MS, claimed in Postgres so one host runs it per
 * interval and a restart keeps the schedule, and on demand from the admin
 * route). A sweep is a move (moves.ts) on the exactly-once send path; a token
 * sweep gets its gas from the gas station first; the ledger books it when it
 * is confirmed. One send per address at a time (an EVM address's nonce): an
 * address with an open move, or a session with a refund under way, waits for
 * the next pass. Tokens go first, the native coin last (it paid their gas).
 */
import { NATIVE_CURRENCY } from '../../chains/assets'
import type { Network } from '../../chains/networks'
import { decodeJson } from '../../platform/json'
import type { BalanceState } from '../balance'
import type { OpenSession } from '../checkout'
import { watchTreasury, type TreasuryContext } from './context'
import { openMovesFrom, recordMove, sweepsFrom, type Move } from './moves'
import { runMove } from './run_move'

interface SweepSource {
  readonly businessId: string
  readonly isTest: boolean
  readonly cls: 'session' | 'topup'
  readonly network: Network
  readonly address: string
  readonly index: number
  /** The currencies that may be there, tokens first. */
  readonly currencies: readonly string[]
  /** The session or balance actor the address belongs to. */
  readonly serves: string
  /** A refund of the session is under way from this address. */
  readonly busy: boolean
}

function sessionSources(s: OpenSession): SweepSource[] {
  const selections = [s.selection, ...s.previous].filter((x) => x !== null)
  const paidTo = new Set(s.payments.filter((p) => p.status === 'confirmed').map((p) => `${p.network}:${p.address}`))
  return selections
    .filter((x) => paidTo.has(`${x.network}:${x.address}`))
    .map((x) => ({
      businessId: s.businessId,
      isTest: s.isTest,
      cls: 'session',
      network: x.network,
      address: x.address,
      index: x.index,
      currencies: [...new Set([x.currency, NATIVE_CURRENCY[x.network]])],
      serves: s.id,
      busy: s.refunds.some((r) => r.status === 'processing' && r.network === x.network),
    }))
}

function topUpSources(b: BalanceState): SweepSource[] {
  return b.topUps.map((t) => ({
    businessId: b.businessId,
    isTest: b.isTest,
    cls: 'topup',
    network: t.network,
    address: t.address,
    index: t.index,
    currencies: ['USDT', 'USDC', NATIVE_CURRENCY[t.network]],
    serves: `balance:${b.businessId}:${b.isTest ? 'test' : 'live'}`,
    busy: false,
  }))
}

/** Every address a pass looks at, in one environment or both. */
async function sweepSources(c: TreasuryContext, isTest?: boolean): Promise<SweepSource[]> {
  const sql = c.payments.sql
  const sessions = await sql<{ state: string }[]>`
    SELECT a.state::text AS state FROM checkout_sessions s JOIN actor_state a ON a.kind = 'checkout' AND a.id = s.session_id::text
    WHERE s.status = 'paid' AND (${isTest ?? null}::boolean IS NULL OR s.is_test = ${isTest ?? null}::boolean)`
  const balances = await sql<{ state: string }[]>`
    SELECT a.state::text AS state FROM balances b JOIN actor_state a ON a.kind = 'balance' AND a.id = b.id
    WHERE b.top_ups > 0 AND (${isTest ?? null}::boolean IS NULL OR b.is_test = ${isTest ?? null}::boolean)`
  return [
    ...sessions.flatMap((r) => sessionSources(decodeJson<OpenSession>(r.state))),
    ...balances.map((r) => decodeJson<BalanceState>(r.state)).flatMap(topUpSources),
  ]
}

/** Starts at most one sweep from the address; answers it, or null when nothing is due or the address is busy. */
async function sweepAddress(c: TreasuryContext, src: SweepSource): Promise<Move | null> {
  const adapter = c.chains.adapter(src.network, src.isTest)
  if (!adapter || src.busy || (await openMovesFrom(c.payments.sql, src.network, src.address)).length > 0) return null
  const thresholds = c.policy.sweepMin[src.network]
  for (const currency of src.currencies) {
    const min = thresholds.get(currency)
    if (min === undefined) continue
    const held = await adapter.balance(src.address, currency).catch(() => 0n)
    if (held <= 0n || held < min) continue
    const treasury = await watchTreasury(c, src.businessId, src.network, src.isTest)
    const n = await sweepsFrom(c.payments.sql, src.network, src.address, currency)
    const move = await recordMove(
      c.payments.sql,
      {
        id: `sweep:${src.network}:${src.address}:${currency}:${n + 1}`,
        purpose: 'sweep',
        businessId: src.businessId,
        isTest: src.isTest,
        network: src.network,
        currency,
        fromClass: src.cls,
        fromAddress: src.address,
        fromIndex: src.index,
        toClass: 'treasury',
        toAddress: treasury.address,
        amount: held,
        // Sweeping the native coin empties the address: the fee comes out of what is swept.
        feeFromAmount: currency === NATIVE_CURRENCY[src.network],
        serves: src.serves,
      },
      c.nowMs(),
    )
    return runMove(c, move)
  }
  return null
}

/** One pass over every source; a source that fails (a node down) is logged and left for the next pass. */
export async function sweepPass(c: TreasuryContext, isTest?: boolean): Promise<Move[]> {
  const started: Move[] = []
  for (const src of await sweepSources(c, isTest)) {
    try {
      const m = await sweepAddress(c, src)
      if (m) started.push(m)
    } catch (error) {
      c.payments.logger.warn(
        { err: error, network: src.network, address: src.address },
        'sweep of an address failed; the next pass tries again',
      )
    }
  }
  return started
}
