/** A platform with the merchant balance and VAS, the Reloadly simulator as its own process, a funded merchant with a webhook receiver. */
import type { Test } from 'tap'
import { createVasModule } from '../../actors/vas/module'
import { startSimulatorProcess, type SimulatorProcess } from '../../actors/vas/providers/reloadly/simulator_process'
import { BALANCE_MODULES, balanceReaches, startBalanceRig, type BalanceRig } from '../balance/rig'
import { eventually, type Merchant } from '../support/merchant'

export interface VasRig extends BalanceRig {
  readonly sim: SimulatorProcess
  /** The simulator's own view: its float and every purchase made. */
  simState(): Promise<{ float: number; purchases: { customIdentifier: string; kind: string; status: string; amount: number }[] }>
  setFloat(amount: string): Promise<void>
  simCall(method: string, path: string, body?: unknown): Promise<any>
  /** Tops the merchant's USDT balance up in the sandbox and waits until it is available. */
  fund(m: Merchant, amount: string, expectedAvailable: string): Promise<void>
}

export async function startVasRig(t: Test, prefix: string): Promise<VasRig> {
  const sim = await startSimulatorProcess()
  t.teardown(() => sim.stop())
  const env = {
    VAS_SANDBOX_URL: sim.baseUrl,
    // Short enough that the timeout trigger resolves within a test, long enough for a loaded machine's honest answers.
    VAS_PROVIDER_TIMEOUT_MS: '3000',
    VAS_ORDER_WAIT_MS: '20000',
    VAS_RECONCILE_POLL_MS: '200',
    VAS_HOLD_TIMEOUT_MS: '2000',
  }
  const rig = await startBalanceRig(t, prefix, [...BALANCE_MODULES, createVasModule({ env })])
  const simCall = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${sim.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return res.json() as Promise<any>
  }
  return {
    ...rig,
    sim,
    simState: () => simCall('GET', '/__simulator/state'),
    simCall,
    setFloat: async (amount) => void (await simCall('POST', '/__simulator/float', { amount })),
    async fund(m, amount, expectedAvailable) {
      const addresses = await m.api('GET', '/api/v1/balance/top-up-addresses')
      const address = addresses.body.addresses[0].address as string
      const sent = await m.api('POST', '/api/v1/sandbox/deposits', { network: 'POL', currency: 'USDT', address, amount })
      if (sent.status !== 201) throw new Error(`deposit: ${sent.status} ${JSON.stringify(sent.body)}`)
      await balanceReaches(rig, m, 'USDT', 'available', expectedAvailable)
    },
  }
}

/** Orders a gift card (Amazon US 1001, 25 USD unless the body says otherwise) through REST. */
export const giftCardOrderer = (m: Merchant) => (body: Record<string, unknown>) =>
  m.api('POST', '/api/v1/giftcards/orders', { product_id: 1001, unit_price: '25', ...body })

/** The order once it is no longer processing (reconciled, released or settled). */
export function settledOrder(m: Merchant, reference: string): Promise<Record<string, any>> {
  return eventually(async () => {
    const o = await m.api('GET', `/vas/orders/${reference}`)
    return o.body.status === 'processing' ? undefined : o.body
  }, 60_000)
}
