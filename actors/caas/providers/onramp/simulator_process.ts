/**
 * Runs the on-ramp simulator (simulator.ts) as its own process. `npm start` outside production and without
 * CAAS_ONRAMP_URL starts one beside the platform and points the environment at it (CAAS_ONRAMP_URL and the
 * simulator's keys, unless given), so sandbox deposits work out of the box; tests start one the same way. Port
 * CAAS_ONRAMP_SIMULATOR_PORT (8087 in development, any free port in test; a busy one falls back to any).
 */
import path from 'node:path'
import type { Config } from '../../../../platform/config'
import { forkSimulator, type SimulatorProcess } from '../../../../platform/simulator_fork'
import { SIMULATOR_KEYS } from './simulator'

export interface OnrampSimulatorProcess extends SimulatorProcess {
  /** The variables that point the platform's on-ramp client at it. */
  readonly env: Readonly<Record<string, string>>
  /** The sandbox's "the user paid": completes (or, by trigger, fails) a collection and sends its callback 1 + repeat times. */
  pay(collectionId: string, options?: { readonly repeat?: number }): Promise<number>
}

const ENTRY = path.join(__dirname, 'simulator.js')

export async function startOnrampSimulatorProcess(port = 0): Promise<OnrampSimulatorProcess> {
  const sim = await forkSimulator(ENTRY, 'on-ramp', { CAAS_ONRAMP_SIMULATOR_PORT: String(port) })
  return {
    ...sim,
    env: {
      CAAS_ONRAMP_URL: sim.baseUrl,
      CAAS_ONRAMP_API_KEY: SIMULATOR_KEYS.apiKey,
      CAAS_ONRAMP_API_SECRET: SIMULATOR_KEYS.apiSecret,
    },
    async pay(collectionId, options = {}) {
      const res = await fetch(`${sim.baseUrl}/sandbox/collections/${encodeURIComponent(collectionId)}/pay?repeat=${options.repeat ?? 0}`, {
        method: 'POST',
      })
      return res.status
    },
  }
}

export async function startOnrampSimulatorBesidePlatform(
  config: Config,
  env: NodeJS.ProcessEnv,
): Promise<OnrampSimulatorProcess | undefined> {
  if (config.env === 'production' || env.CAAS_ONRAMP_URL) return undefined
  const port = Number(env.CAAS_ONRAMP_SIMULATOR_PORT || (config.env === 'test' ? 0 : 8087))
  const sim = await startOnrampSimulatorProcess(port).catch(() => startOnrampSimulatorProcess(0))
  // The product reads these when its module starts, after this.
  for (const [name, value] of Object.entries(sim.env)) env[name] ??= value
  env.CAAS_ONRAMP_URL = sim.baseUrl
  return sim
}
