/** A platform with the merchant balance and virtual accounts, the Modulr simulator as its own process, a merchant with a webhook receiver. */
import type { Test } from 'tap'
import type { PlatformModule } from '../../gateway/core/platform_module'
import { createVirtualAccountsModule } from '../../actors/virtual_accounts/module'
import { startModulrSimulatorProcess, type ModulrSimulatorProcess } from '../../actors/virtual_accounts/providers/modulr/simulator_process'
import { BALANCE_MODULES, startBalanceRig, type BalanceRig } from '../balance/rig'
import { eventually, type Merchant } from '../support/merchant'

const WEBHOOK_SECRET = 'va-test-notification-secret'

export interface VaRig extends BalanceRig {
  readonly sim: ModulrSimulatorProcess
  /** The balance of a fiat currency as the key sees it. */
  fiat(m: Merchant, currency: 'GBP' | 'EUR'): Promise<{ available: string; available_decimal: string }>
  /** Waits until the fiat balance's available amount reads `units`. */
  fiatReaches(m: Merchant, currency: 'GBP' | 'EUR', units: string): Promise<void>
  admin(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>
  /** Every ledger's accounts sum to zero (double entry): debits equal credits, per ledger. */
  ledgersBalanced(): Promise<boolean>
}

export async function startVaRig(t: Test, prefix: string, extra: readonly PlatformModule[] = []): Promise<VaRig> {
  const sim = await startModulrSimulatorProcess()
  t.teardown(() => sim.stop())
  let notifyUrl: string | null = null
  const module = createVirtualAccountsModule({
    env: {
      VA_PARTNER_URL: sim.baseUrl,
      VA_PARTNER_API_KEY: sim.apiKey,
      VA_PARTNER_API_SECRET: sim.apiSecret,
      VA_PARTNER_TIMEOUT_MS: '5000',
      VA_PARTNER_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    webhookUrl: () => notifyUrl,
  })
  const rig = await startBalanceRig(t, prefix, [...BALANCE_MODULES, module, ...extra])
  notifyUrl = `${rig.platform.baseUrl}/webhooks/partners/modulr`
  const fiat = async (m: Merchant, currency: 'GBP' | 'EUR') => {
    const res = await m.api('GET', `/api/v1/balance?currency=${currency}`)
    if (res.status !== 200) throw new Error(`balance: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.balances[0]
  }
  return {
    ...rig,
    sim,
    fiat,
    async fiatReaches(m, currency, units) {
      await eventually(async () => (await fiat(m, currency)).available === units, 30_000)
    },
    async admin(method, path, body) {
      const res = await fetch(`${rig.platform.baseUrl}${path}`, {
        method,
        headers: { 'x-admin-token': rig.platform.adminToken, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return { status: res.status, body: await res.json() }
    },
    async ledgersBalanced() {
      const rows = await rig.db.sql<{ ledger: string; net: string }[]>`
        SELECT ledger, sum(debits_posted - credits_posted)::text AS net FROM ledger_accounts GROUP BY ledger`
      return rows.every((r) => r.net === '0')
    },
  }
}
