/** The virtual account's table (decide.ts). */
import t from 'tap'
import { SYSTEM_PARTY, type ActingParty } from '../../../platform/audit'
import type { VirtualAccountCommand } from './commands'
import { virtualAccountKind } from './decide'
import type { VirtualAccountState } from './state'

const NOW = Date.UTC(2026, 10, 28, 5)
const open = (name = 'Ada', by: ActingParty = SYSTEM_PARTY): VirtualAccountCommand => ({
  type: 'open',
  businessId: 'b1',
  isTest: true,
  currency: 'GBP',
  customerReference: 'cust-1',
  customerName: name,
  by,
})
const opened: VirtualAccountCommand = {
  type: 'opened',
  partnerAccountId: 'A1',
  identifiers: { sortCode: '040004', accountNumber: '12345678', iban: null, bic: null, bankName: 'Modulr FS Limited' },
}
const freeze: VirtualAccountCommand = { type: 'freeze', reason: 'review', by: SYSTEM_PARTY }
const unfreeze: VirtualAccountCommand = { type: 'unfreeze', by: SYSTEM_PARTY }
const close = (businessId: string | null): VirtualAccountCommand => ({ type: 'closed', businessId, reason: 'done', by: SYSTEM_PARTY })

function run(commands: VirtualAccountCommand[]) {
  let state: VirtualAccountState = virtualAccountKind.initial('va_1')
  const outcomes: string[] = []
  for (const c of commands) {
    const d = virtualAccountKind.decide(state, c, NOW)
    outcomes.push(d.kind === 'rejected' ? d.rejection.code : d.kind)
    if (d.kind === 'accepted') state = d.state
  }
  return { state, outcomes }
}

t.test('open is recorded once: the same reference again answers the account as it stands', async (t) => {
  const r = run([open(), open('Someone Else'), opened, open(), opened])
  t.same(r.outcomes, ['accepted', 'unchanged', 'accepted', 'unchanged', 'unchanged'])
  t.match(r.state, { status: 'active', customerName: 'Ada', partnerAccountId: 'A1' })
})

t.test('nothing but open and get before the bank confirms it', async (t) => {
  t.same(run([freeze]).outcomes, ['VIRTUAL_ACCOUNT_NOT_FOUND'])
  t.same(run([open(), freeze, unfreeze, close('b1')]).outcomes, [
    'accepted',
    'VIRTUAL_ACCOUNT_OPENING',
    'VIRTUAL_ACCOUNT_OPENING',
    'VIRTUAL_ACCOUNT_OPENING',
  ])
})

t.test('freeze and unfreeze; close is final', async (t) => {
  const r = run([open(), opened, freeze, freeze, unfreeze, unfreeze, close('b1'), close('b1'), freeze, unfreeze])
  t.same(r.outcomes, [
    'accepted',
    'accepted',
    'accepted',
    'unchanged',
    'accepted',
    'unchanged',
    'accepted',
    'unchanged',
    'VIRTUAL_ACCOUNT_CLOSED',
    'VIRTUAL_ACCOUNT_CLOSED',
  ])
  t.match(r.state, { status: 'closed', statusReason: 'done' })
})

t.test('another merchant’s account is not found, for get and close', async (t) => {
  const r = run([open(), opened, { type: 'get', businessId: 'b2' }, close('b2'), { type: 'get', businessId: 'b1' }])
  t.same(r.outcomes, ['accepted', 'accepted', 'VIRTUAL_ACCOUNT_NOT_FOUND', 'VIRTUAL_ACCOUNT_NOT_FOUND', 'unchanged'])
})

t.test('the audit entry of a created account names the user who asked for it, not the system', async (t) => {
  const user = { kind: 'user' as const, id: 'u_1', requestId: 'req-1', clientAddress: '203.0.113.9' }
  const opening = virtualAccountKind.decide(virtualAccountKind.initial('va_1'), open('Ada', user), NOW)
  t.equal(opening.kind, 'accepted')
  if (opening.kind !== 'accepted') return
  const d = virtualAccountKind.decide(opening.state, opened, NOW)
  const audit = d.kind === 'accepted' ? d.events.find((e) => e.type === 'audit.recorded') : undefined
  t.match(audit?.payload, { action: 'virtual_account.created', by: user })
})
