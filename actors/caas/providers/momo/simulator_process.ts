/**
 * Runs the MoMo simulator (momo_simulator.ts) as its own process. `npm start` outside production and without
 * CAAS_PAYOUT_URL starts one beside the platform and points the environment at it (CAAS_PAYOUT_URL and the
 * simulator's credentials, unless given), so sandbox withdrawals pay out of the box; tests start one the same
 * way. Port CAAS_PAYOUT_SIMULATOR_PORT (8086 in development, any free port in test; a busy one falls back to any).
 */
import path from 'node:path'
import type { Config } from '../../../../platform/config'
import { forkSimulator, type SimulatorProcess } from '../../../../platform/simulator_fork'
import { SIMULATOR_CREDENTIALS } from './momo_simulator'

export interface MomoSimulatorProcess extends SimulatorProcess {
  /** The variables that point the platform's MoMo client at it. */
  readonly env: Readonly<Record<string, string>>
  /** How many transfers the simulator holds for an external id (a withdrawal id). */
  transfersFor(externalId: string): Promise<number>
}

const ENTRY = path.join(__dirname, 'momo_simulator.js')

export async function startMomoSimulatorProcess(port = 0, settleMs = 200): Promise<MomoSimulatorProcess> {
  const sim = await forkSimulator(ENTRY, 'MoMo', {
    CAAS_PAYOUT_SIMULATOR_PORT: String(port),
    CAAS_PAYOUT_SIMULATOR_SETTLE_MS: String(settleMs),
  })
  return {
    ...sim,
    env: {
      CAAS_PAYOUT_URL: sim.baseUrl,
      CAAS_PAYOUT_API_USER: SIMULATOR_CREDENTIALS.apiUser,
      CAAS_PAYOUT_API_KEY: SIMULATOR_CREDENTIALS.apiKey,
      CAAS_PAYOUT_SUBSCRIPTION_KEY: SIMULATOR_CREDENTIALS.subscriptionKey,
    },
    async transfersFor(externalId) {
      const res = await fetch(`${sim.baseUrl}/sim/transfers?externalId=${encodeURIComponent(externalId)}`)
      const body: unknown = await res.json()
      const count = typeof body === 'object' && body !== null && 'count' in body ? body.count : null
      return typeof count === 'number' ? count : -1
    },
  }
}

export async function startMomoSimulatorBesidePlatform(config: Config, env: NodeJS.ProcessEnv): Promise<MomoSimulatorProcess | undefined> {
  if (config.env === 'production' || env.CAAS_PAYOUT_URL) return undefined
  const port = Number(env.CAAS_PAYOUT_SIMULATOR_PORT || (config.env === 'test' ? 0 : 8086))
  const sim = await startMomoSimulatorProcess(port).catch(() => startMomoSimulatorProcess(0))
  // The product reads these when its module starts, after this.
  for (const [name, value] of Object.entries(sim.env)) env[name] ??= value
  env.CAAS_PAYOUT_URL = sim.baseUrl
  return sim
}
