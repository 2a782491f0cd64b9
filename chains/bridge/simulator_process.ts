/**
 * Runs the local bridge simulator (simulator.ts) as its own process and
 * answers its base URL once it listens; the tests start it this way, beside
 * two anvils. The configuration (RPC URLs, escrow addresses, the relayer's
 * key) goes over the IPC channel; the child exits with its parent.
 */
import { fork } from 'node:child_process'
import path from 'node:path'
import { field } from '../../platform/json_object'
import type { BridgeSimulatorConfig } from './simulator'

export interface BridgeSimulatorProcess {
  readonly baseUrl: string
  /** POST /__simulator/relayer: stops or resumes payouts (refunds go on). */
  payouts(on: boolean): Promise<void>
  /** POST /__simulator/status: `/v1/status` answers 503 while down. */
  statusDown(down: boolean): Promise<void>
  /** GET /__simulator/state: how often `/status` was asked about a hash. */
  asked(txHash: string): Promise<number>
  stop(): Promise<void>
}

const ENTRY = path.join(__dirname, 'simulator.js')

export async function startBridgeSimulatorProcess(config: BridgeSimulatorConfig): Promise<BridgeSimulatorProcess> {
  const child = fork(ENTRY, [], { env: {}, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.once('message', (m: { baseUrl?: string }) => (m.baseUrl ? resolve(m.baseUrl) : reject(new Error('bridge simulator: no URL'))))
    child.once('exit', (code) => reject(new Error(`the bridge simulator exited with ${code}`)))
    child.send(config)
  })
  const root = baseUrl.replace(/\/v1$/, '')
  const post = async (what: string, body: unknown) => {
    const res = await fetch(`${root}/__simulator/${what}`, { method: 'POST', body: JSON.stringify(body) })
    if (res.status !== 200) throw new Error(`bridge simulator: ${res.status}`)
  }
  return {
    baseUrl,
    payouts: (on) => post('relayer', { payouts: on }),
    statusDown: (down) => post('status', { down }),
    async asked(txHash) {
      const asked = field(await (await fetch(`${root}/__simulator/state`)).json(), 'asked', txHash.toLowerCase()) ?? 0
      if (typeof asked !== 'number') throw new Error(`bridge simulator: asked ${String(asked)} times`)
      return asked
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await exited
    },
  }
}
