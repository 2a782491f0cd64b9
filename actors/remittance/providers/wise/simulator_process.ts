/**
 * Runs the Wise simulator (wise_simulator.ts) as its own process. The key pair it signs webhooks with is made here:
 * the private key goes to the child in its environment (REMIT_SIMULATOR_PRIVATE_KEY), the public key comes back in
 * `env` as REMIT_PARTNER_WEBHOOK_PUBLIC_KEY. `npm start` outside production and without REMIT_PARTNER_URL starts one
 * beside the platform and points the environment at it, so sandbox remittances pay out of the box; tests start one
 * the same way. Port REMIT_SIMULATOR_PORT (8088 in development, any free port in test; a busy one falls back to any).
 */
import { generateKeyPairSync } from 'node:crypto'
import path from 'node:path'
import type { Config } from '../../../../platform/config'
import { field, listField } from '../../../../platform/json_object'
import { forkSimulator, type SimulatorProcess } from '../../../../platform/simulator_fork'
import { SIMULATOR_PROFILE_ID, SIMULATOR_TOKEN } from './wise_simulator'

export interface WiseSimulatorProcess extends SimulatorProcess {
  /** The variables that point the platform's Wise client at it. */
  readonly env: Readonly<Record<string, string>>
  /** PEM: the key its webhooks verify with. */
  readonly publicKeyPem: string
  /** The transfers the simulator holds for one of our customerTransactionIds (more than one would be a double payout). */
  transfersFor(customerTransactionId: string): Promise<readonly { readonly id: string; readonly status: string }[]>
}

export interface WiseSimulatorOptions {
  /** Time between two states of a funded transfer (REMIT_SIMULATOR_STEP_MS). */
  readonly stepMs?: number
  /** How long after outgoing_payment_sent a SIM-BOUNCE transfer bounces (REMIT_SIMULATOR_BOUNCE_MS). */
  readonly bounceMs?: number
}

const ENTRY = path.join(__dirname, 'wise_simulator.js')

export async function startWiseSimulatorProcess(port = 0, options: WiseSimulatorOptions = {}): Promise<WiseSimulatorProcess> {
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  const sim = await forkSimulator(ENTRY, 'Wise', {
    REMIT_SIMULATOR_PORT: String(port),
    REMIT_SIMULATOR_PRIVATE_KEY: keys.privateKey,
    ...(options.stepMs === undefined ? {} : { REMIT_SIMULATOR_STEP_MS: String(options.stepMs) }),
    ...(options.bounceMs === undefined ? {} : { REMIT_SIMULATOR_BOUNCE_MS: String(options.bounceMs) }),
  })
  return {
    ...sim,
    publicKeyPem: keys.publicKey,
    env: {
      REMIT_PARTNER_URL: sim.baseUrl,
      REMIT_PARTNER_TOKEN: SIMULATOR_TOKEN,
      REMIT_PARTNER_PROFILE_ID: SIMULATOR_PROFILE_ID,
      REMIT_PARTNER_WEBHOOK_PUBLIC_KEY: keys.publicKey,
    },
    async transfersFor(customerTransactionId) {
      const res = await fetch(`${sim.baseUrl}/sim/transfers?customerTransactionId=${encodeURIComponent(customerTransactionId)}`)
      const body: unknown = await res.json()
      return listField(body, 'transfers').map((t) => ({ id: String(field(t, 'id')), status: String(field(t, 'status')) }))
    },
  }
}

export async function startWiseSimulatorBesidePlatform(config: Config, env: NodeJS.ProcessEnv): Promise<WiseSimulatorProcess | undefined> {
  if (config.env === 'production' || env.REMIT_PARTNER_URL) return undefined
  const port = Number(env.REMIT_SIMULATOR_PORT || (config.env === 'test' ? 0 : 8088))
  const sim = await startWiseSimulatorProcess(port).catch(() => startWiseSimulatorProcess(0))
  // The product reads these when its module starts, after this. The key pair is this run's: no other key verifies.
  for (const [name, value] of Object.entries(sim.env)) env[name] ??= value
  env.REMIT_PARTNER_URL = sim.baseUrl
  env.REMIT_PARTNER_WEBHOOK_PUBLIC_KEY = sim.publicKeyPem
  return sim
}
