/** What the VAS methods and the order executor share: the provider per environment, the ledger, the sealer of redeem codes, the order actors. */
import { RejectionError, reject } from '../../platform/errors'
import { createLedger, type Ledger } from '../../platform/ledger'
import { Sealer } from '../../platform/secrets/sealer'
import { loadVasConfig } from './providers/reloadly/config'
import { ReloadlyClient } from './providers/reloadly/reloadly'
import { platformNumber } from '../../platform/config_variables'
import { unwrap } from '../runtime/unwrap'
import type { PaymentsContext } from '../runtime/service/module'
import type { VasOrderCommand } from './order/commands'
import type { VasMethodRejection } from './order/rejections'
import type { VasOrder } from './order/state'
import { vasOrderRef } from './order/decide'

export class VasContext {
  readonly ledger: Ledger
  readonly codeSealer: Sealer
  readonly waitMs: number
  readonly holdTimeoutMs: number
  private readonly providers: { readonly test: ReloadlyClient | null; readonly live: ReloadlyClient | null }

  constructor(
    readonly payments: PaymentsContext,
    env: NodeJS.ProcessEnv,
  ) {
    const config = loadVasConfig(env)
    this.providers = {
      test: config.test ? new ReloadlyClient(config.test) : null,
      live: config.live ? new ReloadlyClient(config.live) : null,
    }
    this.ledger = createLedger(payments.sql, { clock: payments.clock })
    this.holdTimeoutMs = platformNumber('VAS_HOLD_TIMEOUT_MS', env)
    this.codeSealer = new Sealer(payments.masterKey, 'vas-redeem-codes')
    // The answer must leave before the gateway gives up on the call (REQUEST_DEADLINE_MS), or the client sees a 503
    // for an order that goes on: wait at most until a second before that deadline.
    this.waitMs = Math.max(0, Math.min(platformNumber('VAS_ORDER_WAIT_MS', env), payments.config.requestDeadlineMs - 1000))
  }

  /** The provider of an environment; 503 when none is configured (live without a Reloadly account). */
  provider(isTest: boolean): ReloadlyClient {
    const p = isTest ? this.providers.test : this.providers.live
    if (!p) fail('VAS_UNAVAILABLE', `no VAS provider is configured for ${isTest ? 'test' : 'live'} keys`)
    return p
  }

  async order(id: string, command: VasOrderCommand): Promise<VasOrder> {
    return unwrap(await this.payments.host.ask(vasOrderRef(id), command))
  }
}

export function fail(code: VasMethodRejection | 'INVALID_REQUEST', message: string, field?: string): never {
  throw new RejectionError(reject(code, message, field))
}
