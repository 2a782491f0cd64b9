/**
 * createAccounts and createTransfers answer one code per item, one code at a
 * time: each row sets up its situation and names the code it must get.
 */
import t from 'tap'
import { balance, balances, ledgerFixture, usdt } from './support'

t.test('createAccounts: results', async (t) => {
  const { ledger } = await ledgerFixture(t)
  t.same(await ledger.createAccounts([usdt('a'), balance('b')]), ['OK', 'OK'])
  t.same(await ledger.createAccounts([usdt('a')]), ['EXISTS'], 'replay')
  t.same(await ledger.createAccounts([usdt('a', { owner: 'x' })]), ['EXISTS_WITH_DIFFERENT_FIELDS'])
  t.same(await ledger.createAccounts([usdt('')]), ['ID_INVALID'])
  t.same(await ledger.createAccounts([usdt('c', { scale: 2 })]), ['LEDGER_HAS_DIFFERENT_SCALE'])
  t.same(await ledger.createAccounts([usdt('c', { ledger: 'US DT' })]), ['LEDGER_INVALID'])
  t.same(await ledger.createAccounts([usdt('c', { scale: 1.5 })]), ['SCALE_INVALID'])
  t.same(await ledger.createAccounts([usdt('c', { code: 'nope' as never })]), ['CODE_INVALID'])
  t.same(await ledger.createAccounts([usdt('c', { flags: { debitsMustNotExceedCredits: true, creditsMustNotExceedDebits: true } })]), [
    'FLAGS_ARE_MUTUALLY_EXCLUSIVE',
  ])
  t.same(await ledger.createAccounts([usdt('c', { userData: 'x'.repeat(300) })]), ['USER_DATA_INVALID'])
  t.same(await ledger.createAccounts([usdt('c'), usdt('c')]), ['OK', 'EXISTS'], 'a duplicate within the batch')
  t.same(await ledger.createAccounts([usdt('d', { flags: { linked: true } }), usdt('e', { scale: 9 }), usdt('f')]), [
    'LINKED_EVENT_FAILED',
    'LEDGER_HAS_DIFFERENT_SCALE',
    'OK',
  ])
  t.same(await ledger.lookupAccounts(['d', 'f', 'zz']).then((a) => a.map((x) => x.id)), ['f'], 'the failed chain wrote nothing')
  t.same(await ledger.createAccounts([usdt('g'), usdt('h', { flags: { linked: true } })]), ['OK', 'LINKED_EVENT_CHAIN_OPEN'])
  t.same(
    await ledger.createAccounts([
      usdt('e1', { ledger: 'EUR', scale: 2, flags: { linked: true } }),
      usdt('e2', { ledger: 'EUR', scale: 2, code: 'nope' as never }),
      usdt('e3', { ledger: 'EUR', scale: 3 }),
    ]),
    ['LINKED_EVENT_FAILED', 'CODE_INVALID', 'OK'],
    'a failed chain does not fix the scale of the ledger it would have opened',
  )
  const [b] = await ledger.lookupAccounts(['b'])
  t.match(b, { id: 'b', ledger: 'USDT', scale: 6, code: 'merchant_balance', owner: '', flags: { debitsMustNotExceedCredits: true } })
})

t.test('createTransfers: results', async (t) => {
  const { ledger } = await ledgerFixture(t)
  await ledger.createAccounts([
    usdt('world'),
    balance('m'),
    usdt('eur', { ledger: 'EUR', scale: 2 }),
    usdt('w2', { ledger: 'EUR', scale: 2 }),
  ])
  await ledger.createAccounts([usdt('cap', { flags: { creditsMustNotExceedDebits: true } })])
  const tr = (id: string, amount: bigint, extra = {}) => ({
    id,
    debitAccountId: 'world',
    creditAccountId: 'm',
    amount,
    ledger: 'USDT',
    code: 'deposit',
    ...extra,
  })
  const rows: Array<[string, object, string]> = [
    ['ok', tr('t1', 100n), 'OK'],
    ['replay', tr('t1', 100n), 'EXISTS'],
    ['same id, other amount', tr('t1', 101n), 'EXISTS_WITH_DIFFERENT_FIELDS'],
    ['same id, other code', tr('t1', 100n, { code: 'other' }), 'EXISTS_WITH_DIFFERENT_FIELDS'],
    ['empty id', tr('', 1n), 'ID_INVALID'],
    ['pending and post', tr('x', 1n, { flags: { pending: true, postPendingTransfer: true } }), 'FLAGS_ARE_MUTUALLY_EXCLUSIVE'],
    ['same accounts', tr('x', 1n, { creditAccountId: 'world' }), 'ACCOUNTS_MUST_BE_DIFFERENT'],
    ['no debit account', tr('x', 1n, { debitAccountId: undefined }), 'DEBIT_ACCOUNT_ID_INVALID'],
    ['no credit account', tr('x', 1n, { creditAccountId: '' }), 'CREDIT_ACCOUNT_ID_INVALID'],
    ['pending id on a plain transfer', tr('x', 1n, { pendingId: 'p' }), 'PENDING_ID_MUST_BE_ABSENT'],
    ['timeout on a plain transfer', tr('x', 1n, { timeoutS: 5 }), 'TIMEOUT_RESERVED_FOR_PENDING_TRANSFER'],
    ['timeout fractional', tr('x', 1n, { flags: { pending: true }, timeoutS: 0.5 }), 'TIMEOUT_INVALID'],
    ['zero amount', tr('x', 0n), 'AMOUNT_MUST_BE_POSITIVE'],
    ['negative amount', tr('x', -1n), 'AMOUNT_INVALID'],
    ['amount above 2^128-1', tr('x', 2n ** 128n), 'AMOUNT_INVALID'],
    ['no ledger', tr('x', 1n, { ledger: undefined }), 'LEDGER_INVALID'],
    ['no code', tr('x', 1n, { code: '' }), 'CODE_INVALID'],
    ['user data too long', tr('x', 1n, { userData: 'u'.repeat(257) }), 'USER_DATA_INVALID'],
    ['unknown debit account', tr('x', 1n, { debitAccountId: 'nobody' }), 'DEBIT_ACCOUNT_NOT_FOUND'],
    ['unknown credit account', tr('x', 1n, { creditAccountId: 'nobody' }), 'CREDIT_ACCOUNT_NOT_FOUND'],
    ['two currencies', tr('x', 1n, { creditAccountId: 'eur' }), 'ACCOUNTS_MUST_HAVE_THE_SAME_LEDGER'],
    ['ledger other than the accounts', tr('x', 1n, { ledger: 'EUR' }), 'TRANSFER_MUST_HAVE_THE_SAME_LEDGER_AS_ACCOUNTS'],
    ['overdraw a flagged account', tr('x', 101n, { debitAccountId: 'm', creditAccountId: 'world' }), 'EXCEEDS_CREDITS'],
    ['over-credit a flagged account', tr('x', 1n, { creditAccountId: 'cap' }), 'EXCEEDS_DEBITS'],
    ['balance overflow', tr('x', 2n ** 128n - 1n), 'OVERFLOWS_DEBITS'],
    ['post without pending id', { id: 'x', flags: { postPendingTransfer: true } }, 'PENDING_ID_INVALID'],
    ['post of itself', { id: 'x', pendingId: 'x', flags: { postPendingTransfer: true } }, 'PENDING_ID_MUST_BE_DIFFERENT'],
    ['post of an unknown transfer', { id: 'x', pendingId: 'nope', flags: { postPendingTransfer: true } }, 'PENDING_TRANSFER_NOT_FOUND'],
    ['post of a posted transfer', { id: 'x', pendingId: 't1', flags: { postPendingTransfer: true } }, 'PENDING_TRANSFER_NOT_PENDING'],
    ['debit exactly the balance', tr('t2', 100n, { debitAccountId: 'm', creditAccountId: 'world' }), 'OK'],
  ]
  for (const [name, transfer, code] of rows) {
    t.same(await ledger.createTransfers([transfer as never]), [code], `${name} -> ${code}`)
  }
  t.same(await balances(ledger, 'm'), { dp: 0n, dpo: 100n, cp: 0n, cpo: 100n })
  t.same(await balances(ledger, 'world'), { dp: 0n, dpo: 100n, cp: 0n, cpo: 100n })
  t.same(
    (await ledger.lookupTransfers(['t2', 'x', 't1'])).map((x) => [x.id, x.amount]),
    [
      ['t2', 100n],
      ['t1', 100n],
    ],
  )
})

t.test('transfers are immutable: only a pending state moves, once', async (t) => {
  const { ledger, db } = await ledgerFixture(t)
  await ledger.createAccounts([usdt('a'), usdt('b')])
  await ledger.createTransfers([
    { id: 'x', debitAccountId: 'a', creditAccountId: 'b', amount: 5n, ledger: 'USDT', code: 'c' },
    { id: 'p', debitAccountId: 'a', creditAccountId: 'b', amount: 5n, ledger: 'USDT', code: 'c', flags: { pending: true } },
  ])
  await t.rejects(db.sql`UPDATE ledger_transfers SET amount = 6 WHERE id = 'x'`, /immutable/)
  await t.rejects(db.sql`DELETE FROM ledger_transfers WHERE id = 'x'`, /immutable/)
  await t.rejects(db.sql`UPDATE ledger_transfers SET state = 'posted', amount = 1 WHERE id = 'p'`, /immutable/)
  await db.sql`UPDATE ledger_transfers SET state = 'voided' WHERE id = 'p'`
  await t.rejects(db.sql`UPDATE ledger_transfers SET state = 'posted' WHERE id = 'p'`, /immutable/, 'once')
})
