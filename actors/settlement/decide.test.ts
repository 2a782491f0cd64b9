import t from 'tap'
import { decideSettlement } from './decide'
import type { LegacySettlementAccount, SettlementAccount, SettlementState } from './state'

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
    { type: 'update', accountId: 'a1', fields: { sealedAccountNumber: 'v1.new', accountNumberLast4: '9999' } },
    3,
  )
  const account = (d as { state: SettlementState }).state.accounts[0]!
  t.notOk('accountNumber' in account)
  t.match(account, { sealedAccountNumber: 'v1.new', accountNumberLast4: '9999', updatedAtMs: 3 })
})
