/**
 * Runs the Modulr simulator as its own local process (a fork of modulr_simulator.js) and answers its URL once it
 * listens. `npm start` outside production starts one beside the platform when VA_PARTNER_URL is not given (and
 * sets VA_PARTNER_URL, VA_PARTNER_API_KEY and VA_PARTNER_API_SECRET for the product to read); the tests start one
 * the same way. Port VA_SIMULATOR_PORT (default 8085 in development, any free port in test); a busy port falls
 * back to any free one. The child exits with its parent (the IPC channel closes).
 */
import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import type { Config } from '../../../../platform/config'
import { configEnv } from '../../../../platform/config_variables'
import { SIMULATOR_API_KEY, SIMULATOR_API_SECRET } from './modulr_simulator'

export interface ModulrSimulatorProcess {
  readonly baseUrl: string
  /** The key and secret it accepts. */
  readonly apiKey: string
  readonly apiSecret: string
  readonly child: ChildProcess
  stop(): Promise<void>
}

const ENTRY = path.join(__dirname, 'modulr_simulator.js')

export async function startModulrSimulatorProcess(
  port = 0,
  credentials: { readonly apiKey: string; readonly apiSecret: string } = { apiKey: SIMULATOR_API_KEY, apiSecret: SIMULATOR_API_SECRET },
): Promise<ModulrSimulatorProcess> {
  const child = fork(ENTRY, [], {
    env: {
      ...configEnv(),
      VA_SIMULATOR_PORT: String(port),
      VA_PARTNER_API_KEY: credentials.apiKey,
      VA_PARTNER_API_SECRET: credentials.apiSecret,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.once('message', (m: unknown) => {
      const url = typeof m === 'object' && m !== null && 'baseUrl' in m ? m.baseUrl : undefined
      if (typeof url === 'string') resolve(url)
      else reject(new Error('the Modulr simulator sent no URL'))
    })
    child.once('exit', (code) => reject(new Error(`the Modulr simulator exited with ${code}`)))
  })
  return {
    baseUrl,
    ...credentials,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * Outside production and without VA_PARTNER_URL: starts the simulator and points the environment at it
 * (VA_PARTNER_URL; VA_PARTNER_API_KEY and VA_PARTNER_API_SECRET when unset, which the simulator then accepts).
 */
export async function startModulrSimulatorBesidePlatform(
  config: Config,
  env: NodeJS.ProcessEnv,
): Promise<ModulrSimulatorProcess | undefined> {
  if (config.env === 'production' || env.VA_PARTNER_URL) return undefined
  const port = Number(env.VA_SIMULATOR_PORT || (config.env === 'test' ? 0 : 8085))
  const credentials = {
    apiKey: env.VA_PARTNER_API_KEY || SIMULATOR_API_KEY,
    apiSecret: env.VA_PARTNER_API_SECRET || SIMULATOR_API_SECRET,
  }
  let sim: ModulrSimulatorProcess
  try {
    sim = await startModulrSimulatorProcess(port, credentials)
  } catch {
    sim = await startModulrSimulatorProcess(0, credentials)
  }
  // The product reads these when its module starts, after this.
  env.VA_PARTNER_URL = sim.baseUrl
  env.VA_PARTNER_API_KEY = credentials.apiKey
  env.VA_PARTNER_API_SECRET = credentials.apiSecret
  return sim
}
