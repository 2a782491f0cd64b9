/**
 * `npm start` outside production: when no SMS_SANDBOX_URL is given, a Twilio
 * simulator runs on loopback beside the platform and sandbox SMS go there,
 * so the consent flow works out of the box and never texts a real phone.
 * Port SMS_SIMULATOR_PORT (default 8083 in development, any free port in
 * test); a busy port falls back to any free one.
 */
import type { Config } from '../../../../platform/config'
import { startTwilioSimulator, type TwilioSimulator } from './twilio_simulator'

export async function startSimulatorBesidePlatform(config: Config, env: NodeJS.ProcessEnv): Promise<TwilioSimulator | undefined> {
  if (config.env === 'production' || env.SMS_SANDBOX_URL) return undefined
  const port = Number(env.SMS_SIMULATOR_PORT || (config.env === 'test' ? 0 : 8083))
  const simulator = await startTwilioSimulator({ port }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error
    return startTwilioSimulator({ port: 0 })
  })
  // The payments role reads SMS_SANDBOX_URL when its CaaS module starts, after this.
  env.SMS_SANDBOX_URL = simulator.sandboxUrl
  return simulator
}
