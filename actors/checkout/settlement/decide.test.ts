import t from 'tap'
import { decideSettlement, settlementKind } from './decide'
import type { LegacySettlementAccount, SettlementAccount, SettlementState } from './state'
import type { SettlementCommand } from './commands'

const party = { kind: 'user', id: 'u-owner', requestId: 'r1', clientAddress: '203.0.113.1' } as const
const audit = (action: string, id: string, changes: unknown) => ({
  type: 'audit.recorded',
  payload: { businessId: 'm1', action, by: party, target: { type: 'settlement_account', id }, changes },
})
const base = { accountName: 'Shop', sortCode: '12-34-56', bankName: 'Bank', currency: 'GBP', country: 'GB', createdAtMs: 1, updatedAtMs: 1 }
const legacy: LegacySettlementAccount = { ...base, id: 'a1', accountNumber: '12345678' }
const sealed: SettlementAccount = { ...base, id: 'a2', sealedAccountNumber: 'v1.sealed-a2', accountNumberLast4: '4321' }
const state: SettlementState = { id: 'm1', accounts: [legacy, sealed] }
const number = (accountId: string) => ({ accountId, sealedAccountNumber: `v1.sealed-${accountId}`, accountNumberLast4: '5678' })

t.test('seal_legacy: a clear number is replaced by its sealed form; sealed accounts are left alone', async (t) => {
  const d = decideSettlement(state, { type: 'seal_legacy', sealed: [number('a1'), number('a2')] }, 2)
  t.equal(d.kind, 'accepted')
  const [first, second] = (d as { state: SettlementState }).state.accounts
  t.same(first, { ...base, id: 'a1', sealedAccountNumber: 'v1.sealed-a1', accountNumberLast4: '5678' })
  t.same(second, sealed, 'already sealed: unchanged (a newer number stays)')
})

t.test('seal_legacy: nothing in clear -> unchanged', async (t) => {
  t.equal(decideSettlement({ id: 'm1', accounts: [sealed] }, { type: 'seal_legacy', sealed: [number('a2')] }, 2).kind, 'unchanged')
})

t.test('update: a new sealed number on a legacy account drops the clear one', async (t) => {
  const d = decideSettlement(
    state,
    { type: 'update', accountId: 'a1', fields: { sealedAccountNumber: 'v1.new', accountNumberLast4: '9999' }, by: party },
    3,
  )
  const account = (d as { state: SettlementState }).state.accounts[0]!
  t.notOk('accountNumber' in account)
  t.match(account, { sealedAccountNumber: 'v1.new', accountNumberLast4: '9999', updatedAtMs: 3 })
})

const fields = {
  accountName: 'New',
  sealedAccountNumber: 'v1.sealed-a3',
  accountNumberLast4: '0003',
  sortCode: '1',
  bankName: 'B',
  currency: 'EUR',
  country: 'DE',
}
const added: SettlementAccount = { ...fields, id: 'a3', createdAtMs: 5, updatedAtMs: 5 }
const full: SettlementState = { id: 'm1', accounts: Array.from({ length: 20 }, (_, i) => ({ ...sealed, id: `f${i}` })) }

/** Every command's whole decision: the state written (if any) and the reply the caller sees. */
const rows: Array<{ name: string; from: SettlementState; command: SettlementCommand; decision: ReturnType<typeof decideSettlement> }> = [
  {
    name: 'list -> the accounts',
    from: state,
    command: { type: 'list' },
    decision: { kind: 'unchanged', reply: { accounts: [legacy, sealed] } },
  },
  {
    name: 'add -> appended, with its times',
    from: state,
    command: { type: 'add', accountId: 'a3', fields, by: party },
    decision: {
      kind: 'accepted',
      state: { id: 'm1', accounts: [legacy, sealed, added] },
      reply: { accounts: [legacy, sealed, added], account: added },
      events: [
        audit('settlement_account.added', 'a3', {
          account_name: 'New',
          account_number_last4: '0003',
          sort_code: '1',
          bank_name: 'B',
          currency: 'EUR',
          country: 'DE',
        }),
      ],
    },
  },
  {
    name: 'add with a known id -> the existing account, unchanged',
    from: state,
    command: { type: 'add', accountId: 'a2', fields, by: party },
    decision: { kind: 'unchanged', reply: { accounts: [legacy, sealed], account: sealed } },
  },
  {
    name: 'error: settlement_account_limit at 20',
    from: full,
    command: { type: 'add', accountId: 'a3', fields, by: party },
    decision: { kind: 'rejected', rejection: { code: 'SETTLEMENT_ACCOUNT_LIMIT', message: 'at most 20 settlement accounts' } },
  },
  {
    name: 'add the 20th -> accepted',
    from: { id: 'm1', accounts: full.accounts.slice(1) },
    command: { type: 'add', accountId: 'a3', fields, by: party },
    decision: {
      kind: 'accepted',
      state: { id: 'm1', accounts: [...full.accounts.slice(1), added] },
      reply: { accounts: [...full.accounts.slice(1), added], account: added },
      events: [
        audit('settlement_account.added', 'a3', {
          account_name: 'New',
          account_number_last4: '0003',
          sort_code: '1',
          bank_name: 'B',
          currency: 'EUR',
          country: 'DE',
        }),
      ],
    },
  },
  {
    name: 'update a sealed account -> that one changed, the others kept',
    from: state,
    command: { type: 'update', accountId: 'a2', fields: { bankName: 'Other' }, by: party },
    decision: {
      kind: 'accepted',
      state: { id: 'm1', accounts: [legacy, { ...sealed, bankName: 'Other', updatedAtMs: 5 }] },
      reply: {
        accounts: [legacy, { ...sealed, bankName: 'Other', updatedAtMs: 5 }],
        account: { ...sealed, bankName: 'Other', updatedAtMs: 5 },
      },
      events: [
        audit('settlement_account.updated', 'a2', {
          from: {
            account_name: 'Shop',
            account_number_last4: '4321',
            sort_code: '12-34-56',
            bank_name: 'Bank',
            currency: 'GBP',
            country: 'GB',
          },
          to: {
            ...{
              account_name: 'Shop',
              account_number_last4: '4321',
              sort_code: '12-34-56',
              bank_name: 'Bank',
              currency: 'GBP',
              country: 'GB',
            },
            bank_name: 'Other',
          },
        }),
      ],
    },
  },
  {
    name: 'update a legacy account without a new number -> its clear number stays until sealed',
    from: state,
    command: { type: 'update', accountId: 'a1', fields: { bankName: 'Other' }, by: party },
    decision: {
      kind: 'accepted',
      state: { id: 'm1', accounts: [{ ...legacy, bankName: 'Other', updatedAtMs: 5 }, sealed] },
      reply: {
        accounts: [{ ...legacy, bankName: 'Other', updatedAtMs: 5 }, sealed],
        account: { ...legacy, bankName: 'Other', updatedAtMs: 5 },
      },
      // The clear number of a legacy account shows as its last four, as a sealed one does.
      events: [
        audit('settlement_account.updated', 'a1', {
          from: {
            account_name: 'Shop',
            account_number_last4: '5678',
            sort_code: '12-34-56',
            bank_name: 'Bank',
            currency: 'GBP',
            country: 'GB',
          },
          to: {
            ...{
              account_name: 'Shop',
              account_number_last4: '5678',
              sort_code: '12-34-56',
              bank_name: 'Bank',
              currency: 'GBP',
              country: 'GB',
            },
            bank_name: 'Other',
          },
        }),
      ],
    },
  },
  {
    name: 'error: settlement_account_not_found on update',
    from: state,
    command: { type: 'update', accountId: 'zz', fields: { bankName: 'Other' }, by: party },
    decision: { kind: 'rejected', rejection: { code: 'SETTLEMENT_ACCOUNT_NOT_FOUND', message: 'settlement account not found' } },
  },
  {
    name: 'remove -> gone',
    from: state,
    command: { type: 'remove', accountId: 'a1', by: party },
    decision: {
      kind: 'accepted',
      state: { id: 'm1', accounts: [sealed] },
      reply: { accounts: [sealed] },
      events: [
        audit('settlement_account.removed', 'a1', {
          account_name: 'Shop',
          account_number_last4: '5678',
          sort_code: '12-34-56',
          bank_name: 'Bank',
          currency: 'GBP',
          country: 'GB',
        }),
      ],
    },
  },
  {
    name: 'error: settlement_account_not_found on remove',
    from: state,
    command: { type: 'remove', accountId: 'zz', by: party },
    decision: { kind: 'rejected', rejection: { code: 'SETTLEMENT_ACCOUNT_NOT_FOUND', message: 'settlement account not found' } },
  },
  {
    name: 'seal_legacy -> the reply lists the sealed accounts',
    from: { id: 'm1', accounts: [legacy] },
    command: { type: 'seal_legacy', sealed: [number('a1')] },
    decision: {
      kind: 'accepted',
      state: { id: 'm1', accounts: [{ ...base, id: 'a1', sealedAccountNumber: 'v1.sealed-a1', accountNumberLast4: '5678' }] },
      reply: { accounts: [{ ...base, id: 'a1', sealedAccountNumber: 'v1.sealed-a1', accountNumberLast4: '5678' }] },
      events: [],
    },
  },
  {
    name: 'seal_legacy with nothing to seal -> the accounts, unchanged',
    from: { id: 'm1', accounts: [sealed] },
    command: { type: 'seal_legacy', sealed: [] },
    decision: { kind: 'unchanged', reply: { accounts: [sealed] } },
  },
]

for (const row of rows) t.test(row.name, async (t) => t.same(decideSettlement(row.from, row.command, 5), row.decision))

t.test('the kind: a new business has no accounts', async (t) => {
  t.same(settlementKind.initial('x'), { id: 'x', accounts: [] })
  t.equal(settlementKind.kind, 'settlement')
})
