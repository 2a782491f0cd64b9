/**
 * What drives the treasury, all from durable state, as workflows (actors/runtime/workflow.ts):
 *
 * - moves: every unfinished move (recorded, submitted, or settled but not yet booked), kicked by its chain
 *   send's outcome and found by the scan after a restart. A gas top-up that confirms kicks the move it is for.
 *   Moves are rows, not actors, so every host scans all of them; every step is idempotent by id, and two hosts
 *   advancing one move find each other's top-up, send and booking.
 * - refunds: checkout's `refund.created` (treasury_events.ts records the refund's move first, then kicks it),
 *   and the checkout request's bounded wait, by the name checkout declares (REFUND_WORKFLOW).
 * - the sweep pass: the scan claims it when its interval has passed; one host per interval wins.
 *
 * Long steps (a gas top-up that waits for its block) run beside the relay, never inside it.
 */
import { sendRecord } from '../chains'
import { parseRefundItem, REFUND_WORKFLOW } from '../checkout'
import { Workflow, type WorkflowOptions, type WorkflowRun } from '../runtime/workflow'
import type { TreasuryContext } from './context'
import { getMove, unfinishedMoveIds } from './moves'
import { runRefund, tellSession } from './refunds'
import { runMove } from './run_move'
import { settleFromSend } from './send_move'
import { sweepPass } from './sweeps'

export interface TreasuryWorkflows {
  readonly moves: Workflow
  readonly refunds: Workflow
  readonly sweeps: Workflow
}

/** One step of a move and of whatever waits on it (the refund it is, the move its gas is for). */
async function stepMove(c: TreasuryContext, moves: () => Workflow, id: string): Promise<void> {
  const m = await getMove(c.payments.sql, id)
  if (!m) return
  // The send's outcome is already recorded (its event kicked us): settle from it rather than ask the chain again.
  if (m.status === 'submitted') {
    const s = await sendRecord(c.send, id)
    if (s && (s.status === 'confirmed' || s.status === 'failed')) await settleFromSend(c, m, s)
  }
  const now = await runMove(c, (await getMove(c.payments.sql, id)) ?? m)
  await tellSession(c, now)
  if (now.purpose === 'gas' && now.status === 'confirmed') void moves().kick(now.serves)
}

/** The first start only sets the clock (a fresh platform waits one interval); then one host per interval wins the update. */
async function claimSweepPass(c: TreasuryContext): Promise<boolean> {
  const now = c.nowMs()
  const sql = c.payments.sql
  await sql`INSERT INTO treasury_passes (name, last_ms) VALUES ('sweep', ${now}) ON CONFLICT (name) DO NOTHING`
  const claimed = await sql`
    UPDATE treasury_passes SET last_ms = ${now} WHERE name = 'sweep' AND last_ms <= ${now - c.policy.sweepEveryMs} RETURNING 1`
  return claimed.length > 0
}

const SWEEP_PASS = 'sweep-pass'

export function treasuryWorkflows(c: TreasuryContext): TreasuryWorkflows {
  const options: WorkflowOptions = {
    clock: c.payments.clock,
    logger: c.payments.logger,
    shards: () => c.payments.host.leases.ownedShards(),
  }
  const moves: Workflow = new Workflow(
    {
      name: 'treasury.moves',
      kickedBy: (e) =>
        e.kind === 'chain_send' && (e.type === 'chain_send.confirmed' || e.type === 'chain_send.failed') ? e.actorId : null,
      open: (_shards, afterId, limit) => unfinishedMoveIds(c.payments.sql, afterId, limit),
      step: (id) => stepMove(c, () => moves, id),
    },
    options,
  )
  const refunds = new Workflow(
    {
      name: REFUND_WORKFLOW,
      step: (item) => {
        const { sessionId, refundId } = parseRefundItem(item)
        return runRefund(c, sessionId, refundId)
      },
    },
    options,
  )
  const sweeps = new Workflow(
    {
      name: 'treasury.sweeps',
      // The whole pass is one item, offered to the scan only when this host claimed it.
      open: async (_shards, afterId) => (afterId === '' && c.policy.sweepEveryMs > 0 && (await claimSweepPass(c)) ? [SWEEP_PASS] : []),
      step: async () => void (await sweepPass(c)),
    },
    options,
  )
  return { moves, refunds, sweeps }
}

/** How the payments role runs them: the moves and the sweep claim at the treasury's poll interval. */
export function treasuryRuns(c: TreasuryContext, w: TreasuryWorkflows): WorkflowRun[] {
  return [
    { workflow: w.moves, scanEveryMs: c.policy.pollEveryMs },
    { workflow: w.refunds },
    { workflow: w.sweeps, scanEveryMs: c.policy.pollEveryMs },
  ]
}
