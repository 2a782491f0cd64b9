/**
 * Starts the platform. `npm start` runs every role in this process;
 * `--roles=gateway` (or ROLES=payments,hub) runs a subset, so each role can
 * be its own process. Without DATABASE_URL the payments role boots an
 * embedded PostgreSQL under DATA_DIR. SIGTERM/SIGINT drain and stop.
 */
import { startPaymentsRole } from './payments'
import { startGatewayRole } from './gateway'
import { startHub } from './hub'
import { systemClock } from '../platform/clock'
import { ALL_ROLES, type Config, type Role } from '../platform/config'
import { loadValidatedConfig } from './config'
import { configEnv } from '../platform/config_variables'
import { connectDb } from '../platform/db/connect'
import { startEmbeddedPostgres } from '../platform/db/embedded'
import { migrate } from '../platform/db/migrate'
import { PlatformError } from '../platform/errors'
import { createLogger } from '../platform/log'
import { loadModules } from './modules'
import { drainThenExit } from '../platform/shutdown'
import { startSimulatorBesidePlatform } from '../actors/caas/providers/sms/beside_platform'
import { startVasSimulatorBesidePlatform } from '../actors/vas/providers/reloadly/simulator_process'
import { startModulrSimulatorBesidePlatform } from '../actors/virtual_accounts/providers/modulr/simulator_process'
import { startMomoSimulatorBesidePlatform } from '../actors/caas/providers/momo/simulator_process'
import { startOnrampSimulatorBesidePlatform } from '../actors/caas/providers/onramp/simulator_process'
import { startWiseSimulatorBesidePlatform } from '../actors/remittance/providers/wise/simulator_process'
import type { PaymentsClient } from '../platform/module'

export interface RunningRole {
  readonly role: Role
  close(): Promise<void>
}

export function parseRoles(argv: readonly string[], env: NodeJS.ProcessEnv): Role[] {
  const flag = argv.find((a) => a.startsWith('--roles=') || a.startsWith('--role='))
  const raw = flag ? flag.slice(flag.indexOf('=') + 1) : (env.ROLES ?? ALL_ROLES.join(','))
  const roles = raw
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r !== '')
  return roles.map((role) => {
    const known = ALL_ROLES.find((r) => r === role)
    if (known === undefined) throw new Error(`unknown role "${role}" (expected ${ALL_ROLES.join(', ')})`)
    return known
  })
}

export async function startPlatform(config: Config, roles: readonly Role[]): Promise<RunningRole[]> {
  const logger = createLogger(config.logLevel, roles.join('+'))
  const modules = loadModules()
  const running: RunningRole[] = []
  const stopAll = async () => {
    for (const r of [...running].reverse()) await r.close()
  }
  try {
    if (roles.includes('hub')) {
      const hub = await startHub({ config, logger: logger.child({ role: 'hub' }) })
      running.push({ role: 'hub', close: () => hub.close() })
    }
    let local: PaymentsClient | undefined
    if (roles.includes('payments')) {
      const sms = await startSimulatorBesidePlatform(config, configEnv())
      if (sms)
        logger.info(
          { messages: `${sms.baseUrl}/2010-04-01/Accounts/<sid>/Messages.json` },
          'sandbox SMS go to the Twilio simulator (README: SMS)',
        )
      const vasSim = await startVasSimulatorBesidePlatform(config, configEnv())
      if (vasSim) {
        logger.info({ url: vasSim.baseUrl }, 'sandbox VAS orders go to the Reloadly simulator process (README: Value-added services)')
        running.push({ role: 'payments', close: () => vasSim.stop() })
      }
      const vaSim = await startModulrSimulatorBesidePlatform(config, configEnv())
      if (vaSim) {
        logger.info({ url: vaSim.baseUrl }, 'virtual accounts bank with the Modulr simulator process (docs/virtual_accounts.md)')
        running.push({ role: 'payments', close: () => vaSim.stop() })
      }
      const payoutSim = await startMomoSimulatorBesidePlatform(config, configEnv())
      if (payoutSim) {
        logger.info({ url: payoutSim.baseUrl }, 'sandbox CaaS withdrawals pay out through the MoMo simulator process (docs/caas_fiat.md)')
        running.push({ role: 'payments', close: () => payoutSim.stop() })
      }
      const onrampSim = await startOnrampSimulatorBesidePlatform(config, configEnv())
      if (onrampSim) {
        logger.info({ url: onrampSim.baseUrl }, 'sandbox CaaS deposits collect through the on-ramp simulator process (docs/caas_fiat.md)')
        running.push({ role: 'payments', close: () => onrampSim.stop() })
      }
      const remitSim = await startWiseSimulatorBesidePlatform(config, configEnv())
      if (remitSim) {
        logger.info({ url: remitSim.baseUrl }, 'sandbox remittances pay out through the Wise simulator process (docs/remittance.md)')
        running.push({ role: 'payments', close: () => remitSim.stop() })
      }
      let databaseUrl = config.databaseUrl
      let stopDb: (() => Promise<void>) | undefined
      if (!databaseUrl) {
        const embedded = await startEmbeddedPostgres(config.dataDir, logger)
        databaseUrl = embedded.url
        stopDb = () => embedded.stop()
      }
      const sql = connectDb({
        url: databaseUrl,
        maxConnections: 16,
        applicationName: 'payments',
        ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
      })
      const applied = await migrate(sql)
      if (applied.length > 0) logger.info({ applied }, 'migrations applied')
      const payments = await startPaymentsRole({ config, logger: logger.child({ role: 'payments' }), clock: systemClock, sql, modules })
      if (config.paymentsLink === 'local') local = payments.local
      running.push({
        role: 'payments',
        close: async () => {
          await payments.close()
          await sql.end({ timeout: 5 })
          await stopDb?.()
          await sms?.close()
        },
      })
    }
    if (roles.includes('gateway')) {
      // With payments in this process the gateway calls it directly; otherwise over gRPC.
      const gateway = await startGatewayRole({
        config,
        logger: logger.child({ role: 'gateway' }),
        modules,
        ...(local ? { payments: local } : {}),
      })
      running.push({ role: 'gateway', close: () => gateway.close() })
    }
  } catch (error) {
    await stopAll().catch(() => {})
    throw error
  }
  return running
}

async function main(): Promise<void> {
  const config = loadValidatedConfig()
  const roles = parseRoles(process.argv.slice(2), configEnv())
  const running = await startPlatform(config, roles)
  const logger = createLogger(config.logLevel, 'main')
  logger.info({ roles, port: config.port }, `platform ready: ${roles.join(', ')}`)
  process.send?.({ ready: true })
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'stopping: draining in-flight work')
    await drainThenExit(running, logger, (code) => process.exit(code))
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

if (require.main === module) {
  main().catch((error: unknown) => {
    // A configuration error is the operator's to fix: its message names every bad variable, a stack adds nothing.
    const configError = error instanceof PlatformError && error.code.startsWith('config_')
    process.stderr.write(
      `platform failed to start: ${error instanceof Error ? ((configError ? error.message : error.stack) ?? error.message) : String(error)}\n`,
    )
    process.exit(1)
  })
}
