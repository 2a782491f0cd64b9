/**
 * Two-phase transfers: a pending transfer reserves, then is posted in full
 * or in part (the rest released) or voided, once.
 */
import t, { type Test } from 'tap'
import { createLedger, type TransferInput } from '../../platform/ledger'
import { balance, balances, ledgerFixture, move, usdt } from './support'

const pending = (id: string, amount: bigint, extra: Partial<TransferInput> = {}): TransferInput => ({
  id,
  debitAccountId: 'm',
  creditAccountId: 'world',
  amount,
  ledger: 'USDT',
  code: 'payout',
  flags: { pending: true },
  ...extra,
})
const post = (id: string, pendingId: string, extra: Partial<TransferInput> = {}): TransferInput => ({
  id,
  pendingId,
  flags: { postPendingTransfer: true },
  ...extra,
})
const voids = (id: string, pendingId: string, extra: Partial<TransferInput> = {}): TransferInput => ({
  id,
  pendingId,
  flags: { voidPendingTransfer: true },
  ...extra,
})

async function funded(t: Test, amount = 1000n) {
  const f = await ledgerFixture(t, 'twophase')
  await f.ledger.createAccounts([usdt('world'), balance('m'), usdt('other')])
  t.same(
    await f.ledger.createTransfers([
      { id: 'fund', debitAccountId: 'world', creditAccountId: 'm', amount, ledger: 'USDT', code: 'deposit' },
    ]),
    ['OK'],
  )
  return f
}

t.test('pending: reserves, and the reservation counts against the balance', async (t) => {
  const { ledger } = await funded(t)
  t.same(await ledger.createTransfers([pending('p1', 600n)]), ['OK'])
  t.same(await balances(ledger, 'm'), { dp: 600n, dpo: 0n, cp: 0n, cpo: 1000n })
  t.same(await balances(ledger, 'world'), { dp: 0n, dpo: 1000n, cp: 600n, cpo: 0n })
  t.same(await ledger.createTransfers([pending('p2', 401n)]), ['EXCEEDS_CREDITS'])
  t.same(await ledger.createTransfers([pending('p2', 400n)]), ['OK'])
  const [p] = await ledger.lookupTransfers(['p1'])
  t.match(p, { state: 'pending', amount: 600n, flags: { pending: true }, expiresAtMs: null })
})

t.test('post in full (amount absent), then once only', async (t) => {
  const { ledger } = await funded(t)
  await ledger.createTransfers([pending('p', 600n)])
  t.same(await ledger.createTransfers([post('p:post', 'p')]), ['OK'])
  t.same(await balances(ledger, 'm'), { dp: 0n, dpo: 600n, cp: 0n, cpo: 1000n })
  t.same(await balances(ledger, 'world'), { dp: 0n, dpo: 1000n, cp: 0n, cpo: 600n })
  const [p, pp] = await ledger.lookupTransfers(['p', 'p:post'])
  t.match(p, { state: 'posted' })
  t.match(pp, { amount: 600n, pendingId: 'p', debitAccountId: 'm', creditAccountId: 'world', ledger: 'USDT', code: 'payout' })
  t.same(await ledger.createTransfers([post('p:post', 'p')]), ['EXISTS'], 'replay of the post')
  t.same(await ledger.createTransfers([post('p:post', 'p', { amount: 600n })]), ['EXISTS'], 'replay naming the amount')
  t.same(await ledger.createTransfers([post('p:post', 'p', { amount: 5n })]), ['EXISTS_WITH_DIFFERENT_FIELDS'])
  t.same(await ledger.createTransfers([post('p:post2', 'p')]), ['PENDING_TRANSFER_ALREADY_POSTED'])
  t.same(await ledger.createTransfers([voids('p:void', 'p')]), ['PENDING_TRANSFER_ALREADY_POSTED'])
})

t.test('post in part: the rest is released', async (t) => {
  const { ledger } = await funded(t)
  await ledger.createTransfers([pending('p', 600n)])
  t.same(await ledger.createTransfers([post('p:post', 'p', { amount: 601n })]), ['EXCEEDS_PENDING_TRANSFER_AMOUNT'])
  t.same(await ledger.createTransfers([post('p:post', 'p', { amount: 250n })]), ['OK'])
  t.same(await balances(ledger, 'm'), { dp: 0n, dpo: 250n, cp: 0n, cpo: 1000n })
  t.same(await balances(ledger, 'world'), { dp: 0n, dpo: 1000n, cp: 0n, cpo: 250n })
})

t.test('void: released, once', async (t) => {
  const { ledger } = await funded(t)
  await ledger.createTransfers([pending('p', 600n)])
  t.same(await ledger.createTransfers([voids('p:void', 'p', { amount: 1n })]), ['PENDING_TRANSFER_HAS_DIFFERENT_AMOUNT'])
  t.same(await ledger.createTransfers([voids('p:void', 'p')]), ['OK'])
  t.same(await balances(ledger, 'm'), { dp: 0n, dpo: 0n, cp: 0n, cpo: 1000n })
  t.match((await ledger.lookupTransfers(['p']))[0], { state: 'voided' })
  t.same(await ledger.createTransfers([post('p:post', 'p')]), ['PENDING_TRANSFER_ALREADY_VOIDED'])
  t.same(await ledger.createTransfers([voids('p:void2', 'p')]), ['PENDING_TRANSFER_ALREADY_VOIDED'])
})

t.test('a post must match the pending transfer it names', async (t) => {
  const { ledger } = await funded(t)
  await ledger.createTransfers([pending('p', 600n)])
  const rows: Array<[Partial<TransferInput>, string]> = [
    [{ debitAccountId: 'other' }, 'PENDING_TRANSFER_HAS_DIFFERENT_DEBIT_ACCOUNT_ID'],
    [{ creditAccountId: 'other' }, 'PENDING_TRANSFER_HAS_DIFFERENT_CREDIT_ACCOUNT_ID'],
    [{ ledger: 'EUR' }, 'PENDING_TRANSFER_HAS_DIFFERENT_LEDGER'],
    [{ code: 'refund' }, 'PENDING_TRANSFER_HAS_DIFFERENT_CODE'],
    [{ timeoutS: 5 }, 'TIMEOUT_RESERVED_FOR_PENDING_TRANSFER'],
    [{ debitAccountId: 'm', creditAccountId: 'world', ledger: 'USDT', code: 'payout', amount: 1n }, 'OK'],
  ]
  for (const [extra, code] of rows) t.same(await ledger.createTransfers([post('p:post', 'p', extra)]), [code], code)
})

t.test('pending and its post in one batch; posts of one pending racing: exactly one wins', async (t) => {
  const { ledger, db } = await funded(t)
  t.same(await ledger.createTransfers([pending('a', 10n), post('a:post', 'a')]), ['OK', 'OK'])
  t.same(await ledger.createTransfers([pending('b', 10n), post('b:post', 'b'), voids('b:void', 'b')]), [
    'OK',
    'OK',
    'PENDING_TRANSFER_ALREADY_POSTED',
  ])
  await ledger.createTransfers([pending('c', 100n)])
  // Separate pools: separate transactions, racing for the pending row.
  const racers = Array.from({ length: 6 }, () => createLedger(db.connect(2)))
  const results = await Promise.all(
    racers.map((l, i) => l.createTransfers([i % 2 === 0 ? post(`c:post${i}`, 'c') : voids(`c:void${i}`, 'c')])),
  )
  t.equal(results.flat().filter((r) => r === 'OK').length, 1, results.flat().join(','))
  const resolved = (await ledger.lookupTransfers(['c']))[0]!.state
  const m = await balances(ledger, 'm')
  t.equal(m.dp, 0n)
  t.equal(m.dpo, resolved === 'posted' ? 120n : 20n)
})

// The first run of a batch does not look up its own ids (migration 034): a replay must still answer EXISTS and move nothing.
t.test('replays of a pending transfer and its post: EXISTS, alone, among new items and racing, and nothing moves twice', async (t) => {
  const { ledger, db } = await funded(t)
  t.same(await ledger.createTransfers([pending('p', 100n)]), ['OK'])
  t.same(await ledger.createTransfers([pending('p', 100n)]), ['EXISTS'], 'alone')
  t.same(await ledger.createTransfers([pending('q', 50n), pending('p', 100n)]), ['OK', 'EXISTS'], 'after a new item')
  t.same(await balances(ledger, 'm'), { dp: 150n, dpo: 0n, cp: 0n, cpo: 1000n })
  const racers = Array.from({ length: 4 }, () => createLedger(db.connect(2)))
  const posts = await Promise.all(racers.map((l) => l.createTransfers([post('p:post', 'p')])))
  t.same(posts.flat().sort(), ['EXISTS', 'EXISTS', 'EXISTS', 'OK'], 'the same post from four pools at once')
  t.same(await ledger.createTransfers([post('p:post', 'p'), post('q:post', 'q')]), ['EXISTS', 'OK'])
  t.same(await balances(ledger, 'm'), { dp: 0n, dpo: 150n, cp: 0n, cpo: 1000n })
  t.same(await balances(ledger, 'world'), { dp: 0n, dpo: 1000n, cp: 0n, cpo: 150n })
})

// The fast run (migration 034) checks balances with every debit counted before any credit; order-dependent batches go careful.
t.test('a credit that covers a later debit of the same batch, and a refusal among successes: answered in batch order', async (t) => {
  const { ledger } = await funded(t, 1n)
  t.same(await ledger.createTransfers([move('in', 'world', 'm', 10n), pending('out', 11n)]), ['OK', 'OK'])
  t.same(await ledger.createTransfers([pending('too-much', 1n), move('in2', 'world', 'm', 5n), post('out:post', 'out')]), [
    'EXCEEDS_CREDITS',
    'OK',
    'OK',
  ])
  t.same(await balances(ledger, 'm'), { dp: 0n, dpo: 11n, cp: 0n, cpo: 16n })
  t.same(await ledger.createTransfers([move('x', 'm', 'nowhere', 1n)]), ['CREDIT_ACCOUNT_NOT_FOUND'])
  t.same(await ledger.createTransfers([move('y', 'm', 'world', 1n, { ledger: 'EUR' })]), ['TRANSFER_MUST_HAVE_THE_SAME_LEDGER_AS_ACCOUNTS'])
  t.same(await balances(ledger, 'm'), { dp: 0n, dpo: 11n, cp: 0n, cpo: 16n })
})
