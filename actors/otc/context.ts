/**
 * What the OTC methods, the payment matcher and the settlement workflow share: the desk's rates and bank
 * accounts (platform accounts at the virtual accounts' banking partner, owned by the desk), the ledger, the
 * actors. OTC lives in the deployment's environment, as the banking partner does (test outside production).
 */
import { RejectionError, reject, type RejectionCode } from '../../platform/errors'
import { createLedger, type Ledger } from '../../platform/ledger'
import { unwrap } from '../runtime/unwrap'
import type { PaymentsContext } from '../runtime/service/module'
import { merchantRef } from '../accounts'
import { platformAccount, platformAccountsAreTest, type PlatformAccount } from '../virtual_accounts'
import type { OtcFormCommand } from './form/decide'
import { otcFormRef } from './form/decide'
import type { OtcForm } from './form/state'
import type { OtcOrderCommand } from './order/decide'
import { otcOrderRef } from './order/decide'
import type { OtcOrder } from './order/state'
import type { DeskRates, PayInCurrency } from './rates'

/** The business id the desk's bank accounts and their balances belong to. */
export const OTC_DESK = 'platform_otc_desk'

export interface OtcSettings {
  readonly rates: DeskRates
  /** How long a quote, and an order's payment window, lasts (OTC_QUOTE_TTL_MS, OTC_ORDER_TTL_MS). */
  readonly quoteTtlMs: number
  readonly orderTtlMs: number
}

export class OtcContext {
  readonly ledger: Ledger
  readonly isTest: boolean

  constructor(
    readonly payments: PaymentsContext,
    readonly settings: OtcSettings,
  ) {
    this.ledger = createLedger(payments.sql, { clock: payments.clock })
    this.isTest = platformAccountsAreTest(payments)
  }

  /** The desk's account in `currency`, opened at the banking partner on first use. */
  account(currency: PayInCurrency): Promise<PlatformAccount> {
    return platformAccount(this.payments, OTC_DESK, currency, 'OTC Desk')
  }

  async order(id: string, command: OtcOrderCommand): Promise<OtcOrder> {
    return unwrap(await this.payments.host.ask(otcOrderRef(id), command))
  }

  async form(businessId: string, command: OtcFormCommand): Promise<OtcForm> {
    return unwrap(await this.payments.host.ask(otcFormRef(businessId), command))
  }

  async merchant(businessId: string) {
    return unwrap(await this.payments.host.ask(merchantRef(businessId), { type: 'get' }))
  }
}

export function fail(code: RejectionCode, message: string, field?: string): never {
  throw new RejectionError(reject(code, message, field))
}
