/**
 * What the virtual account methods, the notification handler and the payments workflow share: the banking partner
 * of this environment, the ledger, the actors. Outside production the partner is the sandbox (the Modulr
 * simulator `npm start` runs, VA_PARTNER_URL), and accounts and their money are the test environment's.
 */
import { createHmac } from 'node:crypto'
import { RejectionError, reject } from '../../platform/errors'
import { createLedger, type Ledger } from '../../platform/ledger'
import { unwrap } from '../runtime/unwrap'
import type { PaymentsContext } from '../runtime/service/module'
import { merchantRef } from '../accounts'
import type { VirtualAccountCommand } from './account/commands'
import { virtualAccountRef } from './account/decide'
import type { VirtualAccount } from './account/state'
import type { BankPaymentCommand } from './payment/commands'
import { bankPaymentRef } from './payment/decide'
import type { BankPayment } from './payment/state'
import type { BankingPartner } from './providers/modulr/partner'
import type { VirtualAccountMethodRejection, VirtualAccountRejection } from './account/rejections'

export interface VaSettings {
  readonly partner: BankingPartner | null
  /** The secret the partner signs its notifications with. */
  readonly webhookSecret: string
  /** Where the sandbox partner sends them (registered before the first sandbox credit); null when unknown. */
  readonly webhookUrl: () => string | null
}

export class VaContext {
  readonly ledger: Ledger
  /** Accounts and their money are the test environment's everywhere but production. */
  readonly isTest: boolean

  constructor(
    readonly payments: PaymentsContext,
    readonly settings: VaSettings,
  ) {
    this.ledger = createLedger(payments.sql, { clock: payments.clock })
    this.isTest = payments.config.env !== 'production'
  }

  private subscribed: Promise<void> | null = null

  /**
   * Registers this platform's notification URL with the sandbox partner, once per process (a production partner
   * is configured out of band, with the secret in VA_PARTNER_WEBHOOK_SECRET). A failed registration is tried again
   * on the next call.
   */
  async subscribeSandbox(): Promise<void> {
    const url = this.settings.webhookUrl()
    if (!this.isTest || url === null) return
    this.subscribed ??= this.partner()
      .subscribe({ url, secret: this.settings.webhookSecret })
      .then((answer) => {
        if (answer.kind !== 'ok') throw new Error(`the sandbox bank refused the notification URL: ${JSON.stringify(answer)}`)
      })
      .catch((error: unknown) => {
        this.subscribed = null
        throw error
      })
    await this.subscribed
  }

  partner(): BankingPartner {
    if (!this.settings.partner) fail('PARTNER_UNAVAILABLE', 'no banking partner is configured (VA_PARTNER_URL)')
    return this.settings.partner
  }

  async account(id: string, command: VirtualAccountCommand): Promise<VirtualAccount> {
    return unwrap(await this.payments.host.ask(virtualAccountRef(id), command))
  }

  async payment(id: string, command: BankPaymentCommand): Promise<BankPayment> {
    return unwrap(await this.payments.host.ask(bankPaymentRef(id), command))
  }

  async kycApproved(businessId: string): Promise<boolean> {
    const merchant = unwrap(await this.payments.host.ask(merchantRef(businessId), { type: 'get' }))
    return merchant.kyc === 'approved'
  }
}

/** The context of each payments role's virtual accounts module: how other products reach it (desk.ts). */
const registry = new WeakMap<PaymentsContext, VaContext>()

export function registerVaContext(c: VaContext): void {
  registry.set(c.payments, c)
}

export function vaContextOf(payments: PaymentsContext): VaContext | null {
  return registry.get(payments) ?? null
}

export function fail(
  code: VirtualAccountMethodRejection | VirtualAccountRejection | 'INVALID_REQUEST',
  message: string,
  field?: string,
): never {
  throw new RejectionError(reject(code, message, field))
}

/** The notification secret outside production when none is configured: derived from the master key, so it is stable. */
export function sandboxWebhookSecret(masterKey: Buffer): string {
  return createHmac('sha256', masterKey).update('va-partner-notifications').digest('base64url')
}
