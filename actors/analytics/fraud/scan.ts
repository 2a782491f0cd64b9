/**
 * The rule scan: every FRAUD_SCAN_MS each payments host evaluates the rules (evaluate.ts) and raises the findings
 * not raised yet. "Raised" means an alert of the same rule, merchant, environment and subject opened within the
 * rule's window, whatever its status: a dismissed alert is not raised again for the same activity. Opening is an
 * actor command with a derived id, so two hosts scanning at once raise one alert.
 */
import type { Sql } from 'postgres'
import type { Logger } from '../../../platform/log'
import type { ActorHost } from '../../runtime/host'
import { unwrap } from '../../runtime/unwrap'
import { fraudAlertRef } from '../alert/decide'
import type { Finding } from '../alert/state'
import { evaluateRules } from './evaluate'

async function raised(sql: Sql, f: Finding, nowMs: number): Promise<boolean> {
  const [row] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM fraud_alerts
    WHERE business_id = ${f.businessId} AND is_test = ${f.isTest} AND rule = ${f.rule} AND subject = ${f.subject}
      AND opened_at_ms > ${nowMs - f.windowMs}`
  return (row?.n ?? 0) > 0
}

/** One scan: the alerts it opened. */
async function scanOnce(sql: Sql, host: ActorHost, nowMs: number): Promise<number> {
  let opened = 0
  for (const f of await evaluateRules(sql, nowMs)) {
    if (await raised(sql, f, nowMs)) continue
    unwrap(await host.ask(fraudAlertRef(f.id), { type: 'open', finding: f }))
    opened++
  }
  return opened
}

/** Scans until stopped; a failed scan is logged and the next one runs on time. */
export function startScanning(deps: {
  sql: Sql
  host: ActorHost
  logger: Logger
  now: () => number
  everyMs: number
}): () => Promise<void> {
  let stopped = false
  let running: Promise<unknown> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined
  const tick = () => {
    if (stopped) return
    running = scanOnce(deps.sql, deps.host, deps.now())
      .catch((err: unknown) => deps.logger.warn({ error: err instanceof Error ? err.message : String(err) }, 'fraud scan failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, deps.everyMs)
      })
  }
  timer = setTimeout(tick, deps.everyMs)
  return async () => {
    stopped = true
    if (timer) clearTimeout(timer)
    await running
  }
}
