/**
 * What the business wallet tells: that the merchant's HD wallet was generated (once). Nobody subscribes to it today;
 * it is for operators and the event stream.
 */
import { kindEvents } from '../../runtime/events'

type BusinessWalletEvents = {
  readonly 'business_wallet.generated': { readonly businessId: string }
}

export const businessWalletEvents = kindEvents<BusinessWalletEvents>('business_wallet')
