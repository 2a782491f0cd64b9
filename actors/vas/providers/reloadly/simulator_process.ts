/**
 * Runs the Reloadly simulator as its own local process (a fork of
 * reloadly_simulator.js) and answers its URL once it listens. `npm start`
 * outside production starts one beside the platform when VAS_SANDBOX_URL is
 * not given, and test keys buy there; the tests start one the same way.
 * Port VAS_SIMULATOR_PORT (default 8084 in development, any free port in
 * test); a busy port falls back to any free one. The child exits with its
 * parent (the IPC channel closes).
 */
import { configEnv } from '../../../../platform/config_variables'
import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import type { Config } from '../../../../platform/config'

export interface SimulatorProcess {
  readonly baseUrl: string
  readonly child: ChildProcess
  stop(): Promise<void>
}

const ENTRY = path.join(__dirname, 'reloadly_simulator.js')

export async function startSimulatorProcess(port = 0): Promise<SimulatorProcess> {
  const child = fork(ENTRY, [], {
    env: { ...configEnv(), VAS_SIMULATOR_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.once('message', (m: { baseUrl?: string }) => (m.baseUrl ? resolve(m.baseUrl) : reject(new Error('simulator: no URL'))))
    child.once('exit', (code) => reject(new Error(`the Reloadly simulator exited with ${code}`)))
  })
  return {
    baseUrl,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await exited
    },
  }
}

export async function startVasSimulatorBesidePlatform(config: Config, env: NodeJS.ProcessEnv): Promise<SimulatorProcess | undefined> {
  if (config.env === 'production' || env.VAS_SANDBOX_URL) return undefined
  const port = Number(env.VAS_SIMULATOR_PORT || (config.env === 'test' ? 0 : 8084))
  let sim: SimulatorProcess
  try {
    sim = await startSimulatorProcess(port)
  } catch {
    sim = await startSimulatorProcess(0)
  }
  // The payments role reads VAS_SANDBOX_URL when its VAS module starts, after this.
  env.VAS_SANDBOX_URL = sim.baseUrl
  return sim
}
