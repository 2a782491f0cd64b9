/**
 * A WaaS platform whose node calls go through a fault proxy
 * (rpc_fault_proxy.ts), with short node deadlines and send checks so a
 * broken broadcast settles within a test. Torn down with the test.
 */
import type { Test } from 'tap'
import { startFaultProxy, type FaultProxy } from './rpc_fault_proxy'
import { ALL_WALLET_PERMISSIONS, startWaas, type WaasRig } from './waas'
import type { Reply } from './http'

const FAST = {
  CHAIN_RPC_TIMEOUT_MS: '2000',
  CHAIN_SEND_CHECK_MS: '200',
  CHAIN_SEND_CHECK_MAX_MS: '1000',
  DEPOSIT_POLL_MS: '100',
  WALLET_TRACK_MS: '100',
}

export interface FaultyWaas {
  readonly rig: WaasRig
  readonly proxy: FaultProxy
  /** A call with a live key holding every wallet permission, with extra headers (Idempotency-Key). */
  api(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply>
}

/** `env(proxyUrl)`: the network's endpoint settings pointing at the proxy; `node` is stopped last. */
export async function startFaultyWaas(
  t: Test,
  prefix: string,
  node: { url: string; stop(): Promise<void> },
  env: (proxyUrl: string) => NodeJS.ProcessEnv,
): Promise<FaultyWaas> {
  const proxy = await startFaultProxy(node.url, { lateMs: 5_000 })
  const rig = await startWaas(prefix, { ...env(proxy.url), ...FAST })
  t.teardown(async () => {
    await rig.close()
    await proxy.close()
    await node.stop()
  })
  await rig.plan('professional')
  const key = await rig.key('live', ALL_WALLET_PERMISSIONS)
  const api = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    rig.call(method, path, { headers: { 'x-api-key': key, ...headers }, ...(body !== undefined ? { body } : {}) })
  return { rig, proxy, api }
}
