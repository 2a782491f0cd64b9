/** The simulator's purchases: gift card orders and airtime top-ups, priced from the catalogue, spent from the account. */
import { err, now, type Reply, type SimulatedAccount } from './simulator_account'
import { centsOf, detectOperator, money, PHONE_TRIGGERS, SIM_OPERATORS, SIM_PRODUCTS } from './simulator_catalogue'
import { field } from '../../../../platform/json_object'

export function giftcardOrder(account: SimulatedAccount, b: Record<string, unknown>): Reply {
  const path = '/orders'
  const product = SIM_PRODUCTS.find((p) => p.productId === b.productId)
  if (!product) return err(404, path, 'PRODUCT_NOT_FOUND', 'Product not found')
  const unit = centsOf(b.unitPrice)
  const quantity = typeof b.quantity === 'number' && Number.isInteger(b.quantity) && b.quantity > 0 ? b.quantity : NaN
  const allowed =
    product.denominationType === 'FIXED' ? product.fixedCents.includes(unit) : unit >= product.minCents && unit <= product.maxCents
  if (!allowed || !Number.isFinite(quantity)) return err(400, path, 'INVALID_UNIT_PRICE', 'unitPrice is not a denomination of this product')
  const face = unit * quantity
  const discount = Math.floor((face * product.discountBps) / 10_000)
  const fee = product.senderFeeCents * quantity
  const cents = face - discount + fee
  return account.purchase('giftcard', path, b.customIdentifier, cents, product.trigger, (transactionId) => ({
    transactionId,
    amount: money(cents),
    discount: money(discount),
    fee: money(fee),
    smsFee: 0,
    currencyCode: 'USD',
    customIdentifier: b.customIdentifier,
    recipientEmail: b.recipientEmail ?? null,
    product: {
      productId: product.productId,
      productName: product.productName,
      countryCode: product.countryCode,
      quantity,
      unitPrice: money(unit),
      totalPrice: money(face),
      currencyCode: 'USD',
      brand: { brandName: product.brandName },
    },
    transactionCreatedTime: now(),
  }))
}

export function topup(account: SimulatedAccount, b: Record<string, unknown>): Reply {
  const path = '/topups'
  const op = SIM_OPERATORS.find((o) => o.operatorId === b.operatorId)
  if (!op) return err(404, path, 'OPERATOR_NOT_FOUND', 'Operator not found')
  const countryCode = field(b.recipientPhone, 'countryCode')
  const number = String(field(b.recipientPhone, 'number') ?? '')
  if (countryCode !== op.countryCode || !detectOperator(number, op.countryCode))
    return err(400, path, 'INVALID_RECIPIENT_PHONE', 'The recipient phone is not a number of this operator')
  const cents = centsOf(b.amount)
  const sold = op.bundles ? cents in op.bundles : cents >= op.minCents && cents <= op.maxCents
  if (b.useLocalAmount === true || !sold) return err(400, path, 'INVALID_AMOUNT_FOR_OPERATOR', 'The amount is outside the operator’s range')
  const discount = Math.floor((cents * op.discountBps) / 10_000)
  const paid = cents - discount + op.feeCents
  return account.purchase('topup', path, b.customIdentifier, paid, PHONE_TRIGGERS[number], (transactionId) => ({
    transactionId,
    operatorTransactionId: `OP${transactionId}`,
    customIdentifier: b.customIdentifier,
    recipientPhone: number,
    countryCode: op.countryCode,
    operatorId: op.operatorId,
    operatorName: op.name,
    requestedAmount: money(cents),
    requestedAmountCurrencyCode: 'USD',
    deliveredAmount: (cents * op.fxRate) / 100,
    deliveredAmountCurrencyCode: op.destinationCurrencyCode,
    discount: money(discount),
    discountCurrencyCode: 'USD',
    fee: money(op.feeCents),
    balanceInfo: { cost: money(paid), currencyCode: 'USD' },
    transactionDate: now(),
  }))
}
