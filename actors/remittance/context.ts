/**
 * What the remittance methods, the partner's webhook handler and the transfers workflow share: the payout partner
 * of each environment (test keys: the sandbox, the Wise simulator `npm start` runs; live keys: REMIT_PARTNER_URL),
 * the ledger, the signing keys, the actors. The dashboard acts in the deployment's environment, as virtual
 * accounts do (test outside production).
 */
import { RejectionError, reject, type RejectionCode } from '../../platform/errors'
import { createLedger, type Ledger } from '../../platform/ledger'
import { Sealer } from '../../platform/secrets/sealer'
import type { Caller } from '../../platform/caller'
import { unwrap } from '../runtime/unwrap'
import type { PaymentsContext } from '../runtime/service/module'
import { merchantRef } from '../accounts'
import type { RemittancePartner } from './providers/wise/partner'
import type { RemitQuoteCommand } from './quote/commands'
import { remitQuoteRef } from './quote/decide'
import type { RemitQuote } from './quote/state'
import { SigningKeys } from './signing/keys'
import type { RemitTransferCommand } from './transfer/commands'
import { remitTransferRef } from './transfer/decide'
import type { RemitTransfer } from './transfer/state'

export interface RateView {
  readonly pair: string
  readonly source_currency: string
  readonly dest_currency: string
  readonly rate: string
  readonly time: string
}

export interface RemitSettings {
  /** By environment: test (the sandbox partner) and live. null: not configured (503 PARTNER_UNAVAILABLE). */
  readonly partners: { readonly test: RemittancePartner | null; readonly live: RemittancePartner | null }
  /** The platform fee, percent of source_amount, two decimals (REMIT_FEE_PERCENT). */
  readonly feePercent: string
  /** How often a transfer waiting on the partner is looked up when no webhook came (REMIT_POLL_MS). */
  readonly pollMs: number
  /** Where the sandbox partner sends its webhooks; null when unknown. */
  readonly webhookUrl: () => string | null
}

export class RemitContext {
  readonly ledger: Ledger
  readonly keys: SigningKeys
  /** The partner's rates by environment, as GET /rates last answered them (methods.ts). */
  readonly rateCache = new Map<string, { readonly atMs: number; readonly rates: readonly RateView[] }>()
  /** The dashboard's environment: the deployment's. */
  readonly dashboardIsTest: boolean

  constructor(
    readonly payments: PaymentsContext,
    readonly settings: RemitSettings,
  ) {
    this.ledger = createLedger(payments.sql, { clock: payments.clock })
    this.keys = new SigningKeys(payments.sql, new Sealer(payments.masterKey, 'transfer-signing-key'))
    this.dashboardIsTest = payments.config.env !== 'production'
  }

  /** The environment a caller acts in: an API key's own; the dashboard's (JWT) is the deployment's. */
  isTest(caller: Caller): boolean {
    return caller.kind === 'apiKey' ? caller.isTestMode : this.dashboardIsTest
  }

  partner(isTest: boolean): RemittancePartner {
    const p = isTest ? this.settings.partners.test : this.settings.partners.live
    if (!p) fail('PARTNER_UNAVAILABLE', `no remittance partner is configured for the ${isTest ? 'test' : 'live'} environment`)
    return p
  }

  private subscribed: Promise<void> | null = null

  /** Registers this platform's webhook URL with the sandbox partner, once per process (live: out of band). */
  async subscribeSandbox(): Promise<void> {
    const url = this.settings.webhookUrl()
    const sandbox = this.settings.partners.test
    if (url === null || sandbox === null) return
    this.subscribed ??= sandbox.subscribe(url).then(
      (answer) => {
        if (answer.kind !== 'ok') throw new Error(`the sandbox partner refused the webhook URL: ${JSON.stringify(answer)}`)
      },
      (error: unknown) => {
        throw error
      },
    )
    await this.subscribed.catch((error: unknown) => {
      this.subscribed = null
      throw error
    })
  }

  async quote(id: string, command: RemitQuoteCommand): Promise<RemitQuote> {
    return unwrap(await this.payments.host.ask(remitQuoteRef(id), command))
  }

  async transfer(id: string, command: RemitTransferCommand): Promise<RemitTransfer> {
    return unwrap(await this.payments.host.ask(remitTransferRef(id), command))
  }

  async merchant(businessId: string) {
    return unwrap(await this.payments.host.ask(merchantRef(businessId), { type: 'get' }))
  }
}

export function fail(code: RejectionCode, message: string, field?: string): never {
  throw new RejectionError(reject(code, message, field))
}
