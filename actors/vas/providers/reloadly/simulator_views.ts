/** Catalogue entries as Reloadly shows them: operators (airtime, data bundles) and gift card products. */
import { money, SIM_OPERATORS, SIM_PRODUCTS } from './simulator_catalogue'

export const operatorView = (o: (typeof SIM_OPERATORS)[number]) => ({
  operatorId: o.operatorId,
  name: o.name,
  country: { isoName: o.countryCode },
  denominationType: o.bundles ? 'FIXED' : 'RANGE',
  data: o.bundles !== undefined,
  bundle: o.bundles !== undefined,
  fixedAmounts: o.bundles ? Object.keys(o.bundles).map((c) => money(Number(c))) : [],
  fixedAmountsDescriptions: o.bundles
    ? Object.fromEntries(Object.entries(o.bundles).map(([c, d]) => [money(Number(c)).toFixed(2), d]))
    : {},
  senderCurrencyCode: 'USD',
  destinationCurrencyCode: o.destinationCurrencyCode,
  minAmount: money(o.minCents),
  maxAmount: money(o.maxCents),
  fx: { rate: o.fxRate, currencyCode: o.destinationCurrencyCode },
  fees: { international: money(o.feeCents), local: 0 },
  internationalDiscount: o.discountBps / 100,
})
export const productView = (p: (typeof SIM_PRODUCTS)[number]) => ({
  productId: p.productId,
  productName: p.productName,
  global: false,
  senderFee: money(p.senderFeeCents),
  discountPercentage: p.discountBps / 100,
  denominationType: p.denominationType,
  recipientCurrencyCode: 'USD',
  senderCurrencyCode: 'USD',
  minRecipientDenomination: p.denominationType === 'RANGE' ? money(p.minCents) : null,
  maxRecipientDenomination: p.denominationType === 'RANGE' ? money(p.maxCents) : null,
  fixedRecipientDenominations: p.fixedCents.map(money),
  fixedSenderDenominations: p.fixedCents.map(money),
  brand: { brandName: p.brandName },
  country: { isoName: p.countryCode, name: p.countryName },
})
