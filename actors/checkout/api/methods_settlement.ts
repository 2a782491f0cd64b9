/**
 * Settlement account methods (dashboard, settings:manage). The account
 * number (or an IBAN given in its place) is sealed here, before it reaches
 * the actor, and no response ever shows it in full: the owner typed it, and
 * only a payout needs it (none is built yet: it would open the number with
 * the same associated data, `sealedNumberOwner`). Responses show `****` and
 * the last four characters. The sort code is a bank branch identifier,
 * published by banks, so it is stored and shown as given.
 */
import { settlementRef } from '../settlement/decide'
import { randomUUID } from 'node:crypto'
import type { Static } from '@sinclair/typebox'
import { actingParty } from '../../../platform/audit'
import { implement, methodTable } from '../../../platform/operation'
import { createAccount, deleteAccount, listAccounts, updateAccount } from './operations_settlement'
import type { MethodHandler } from '../../../platform/module'
import type { PaymentsContext } from '../../runtime/service/module'
import { Sealer } from '../../../platform/secrets/sealer'
import { accessContext } from '../../accounts'
import { unwrap } from '../../runtime/unwrap'
import { requireBusiness } from '../../../platform/caller'
import { present } from '../../../platform/present'
import { notifyOwner, requireSecondFactor } from '../../accounts'
import { mailerFor } from '../../../platform/mail/mailer'
import { configEnv } from '../../../platform/config_variables'
import type { Caller } from '../../../platform/caller'
import { iso } from '../view'
import { isLegacyAccount } from '../settlement/decide'
import type { SettlementCommand, SettlementReply } from '../settlement/commands'
import type { AccountFields, StoredSettlementAccount } from '../settlement/state'
import { omitAbsent } from '../../../platform/omit_absent'

type AccountBody = Static<typeof updateAccount.input> | Static<typeof createAccount.input>

export const settlementSealer = (masterKey: Buffer) => new Sealer(masterKey, 'settlement-account')

/** Associated data of a sealed number: a value copied to another account or merchant does not open. */
const sealedNumberOwner = (businessId: string, accountId: string) => `${businessId}/${accountId}`

/** The sealed form of a number and its display tail. */
export function sealNumber(sealer: Sealer, businessId: string, accountId: string, number: string) {
  return { sealedAccountNumber: sealer.seal(number, sealedNumberOwner(businessId, accountId)), accountNumberLast4: number.slice(-4) }
}

const accountView = (a: StoredSettlementAccount) => ({
  id: a.id,
  account_name: a.accountName,
  account_number: `****${isLegacyAccount(a) ? a.accountNumber.slice(-4) : a.accountNumberLast4}`,
  sort_code: a.sortCode,
  bank_name: a.bankName,
  currency: a.currency,
  country: a.country,
  created_at: iso(a.createdAtMs),
  updated_at: iso(a.updatedAtMs),
})

/** What a change sets: the fields it names (codes upper-cased), the number sealed. */
function changedFields(sealer: Sealer, businessId: string, accountId: string, b: AccountBody): Partial<AccountFields> {
  return omitAbsent({
    accountName: b.account_name,
    sortCode: b.sort_code,
    bankName: b.bank_name,
    currency: b.currency?.toUpperCase(),
    country: b.country?.toUpperCase(),
    ...(b.account_number !== undefined ? sealNumber(sealer, businessId, accountId, b.account_number) : {}),
  })
}

/** A new account's fields: every one is required on create. */
function newFields(sealer: Sealer, businessId: string, accountId: string, b: Static<typeof createAccount.input>): AccountFields {
  return {
    accountName: b.account_name,
    sortCode: b.sort_code,
    bankName: b.bank_name,
    currency: b.currency.toUpperCase(),
    country: b.country.toUpperCase(),
    ...sealNumber(sealer, businessId, accountId, b.account_number),
  }
}

export function settlementMethods(ctx: PaymentsContext): Record<string, MethodHandler> {
  const sealer = settlementSealer(ctx.masterKey)
  const access = accessContext(ctx)
  const mailer = mailerFor(configEnv(), ctx.config.dataDir)
  // Payouts go to these accounts: each change needs the second factor where it applies, and the owner hears of it.
  const guarded = async <T>(caller: Caller, otpCode: string | undefined, what: string, change: () => Promise<T>): Promise<T> => {
    await requireSecondFactor(access, caller, otpCode)
    const done = await change()
    await notifyOwner(access, mailer, caller, what)
    return done
  }
  const book = async (businessId: string, command: SettlementCommand) => unwrap(await ctx.host.ask(settlementRef(businessId), command))
  return methodTable(
    implement(createAccount, async (body, caller) => {
      const businessId = requireBusiness(caller)
      const accountId = randomUUID()
      const reply = await guarded(
        caller,
        body.otp_code,
        `A settlement account (${body.bank_name}, ending ${body.account_number.slice(-4)}) was added.`,
        () =>
          book(businessId, {
            type: 'add',
            accountId,
            fields: newFields(sealer, businessId, accountId, body),
            by: actingParty(caller),
          }),
      )
      return accountView(present(reply.account, 'the settlement account'))
    }),
    implement(listAccounts, async (_input, caller) => ({
      accounts: (await book(requireBusiness(caller), { type: 'list' })).accounts.map(accountView),
    })),
    implement(updateAccount, async (b, caller) => {
      const businessId = requireBusiness(caller)
      const changed = Object.keys(b).filter((k) => k !== 'id' && k !== 'otp_code')
      const reply = await guarded(caller, b.otp_code, `Settlement account ${b.id} was changed (${changed.join(', ')}).`, () =>
        book(businessId, { type: 'update', accountId: b.id, fields: changedFields(sealer, businessId, b.id, b), by: actingParty(caller) }),
      )
      return accountView(present(reply.account, 'the settlement account'))
    }),
    implement(deleteAccount, async ({ id, otp_code: otpCode }, caller) => {
      const businessId = requireBusiness(caller)
      await guarded(caller, otpCode, `Settlement account ${id} was deleted.`, () =>
        book(businessId, { type: 'remove', accountId: id, by: actingParty(caller) }),
      )
      return { message: 'settlement account deleted' }
    }),
  )
}
