/**
 * The transfer ladder (actors/caas/transfer_steps.ts) against the real
 * transfer state machine, a fake bundler and an injected clock: a process
 * that crashes between sending a user operation and recording it must not
 * end with FAILED while the operation settles.
 */
import t from 'tap'
import { decideCaasTransfer } from '../../actors/caas/transfer/decide'
import type { CaasTransferState, TransferOrder, TransferRecord } from '../../actors/caas/transfer/state'
import type { CaasTransferCommand } from '../../actors/caas/transfer/commands'
import type { TransferSubmitter } from '../../actors/caas/submitter'
import { advanceTransfer, type Steps } from '../../actors/caas/transfer_steps'
import { quietLogger } from '../support/host'

const DEADLINE_MS = 30 * 60_000
const order: TransferOrder = {
  businessId: 'm1',
  mode: 'live',
  network: 'POL',
  token: 'USDC',
  decimals: 6,
  amount: 2_500_000n,
  requestHash: 'h1',
  from: {
    userId: 'live:a',
    wallet: `0x${'a'.repeat(40)}`,
    owner: `0x${'c'.repeat(40)}`,
    ownerPath: "m/44'/60'/0'/0/1/2",
    salt: 'a'.repeat(64),
  },
  to: { userId: 'live:b', wallet: `0x${'b'.repeat(40)}` },
}

/** A bundler with a mempool and a chain: `include()` runs what is pooled. Every send of a known or used operation is refused, as real ones do. */
class FakeBundler implements TransferSubmitter {
  readonly pooled = new Set<string>()
  readonly ran = new Map<string, string>()
  sends = 0
  crashAfterSend = false
  refuseFresh: string | null = null
  private built = 0

  async prepare() {
    this.built += 1
    return { ok: true as const, operation: { userOpHash: `0xop${this.built}`, operation: { signature: `0xsig${this.built}` } } }
  }
  async send(t: TransferRecord) {
    this.sends += 1
    const hash = t.userOpHash!
    if (this.ran.has(hash)) return { ok: false as const, reason: 'AA25 invalid account nonce' }
    if (this.pooled.has(hash)) return { ok: false as const, reason: 'user operation already known' }
    if (this.refuseFresh) return { ok: false as const, reason: this.refuseFresh }
    this.pooled.add(hash)
    // The bundler took it; the process dies before it can record that.
    if (this.crashAfterSend) throw new Error('process crashed after eth_sendUserOperation')
    return { ok: true as const, txHash: null, userOpHash: hash }
  }
  async check(t: TransferRecord) {
    const tx = this.ran.get(t.userOpHash!)
    return tx ? { state: 'settled' as const, txHash: tx } : { state: 'pending' as const, onChain: false }
  }
  include() {
    for (const hash of this.pooled) this.ran.set(hash, `0xtx-${hash}`)
    this.pooled.clear()
  }
}

function harness(bundler: TransferSubmitter) {
  let nowMs = Date.UTC(2026, 10, 22, 12)
  let state: CaasTransferState = { status: 'new', id: 'ctr_1' }
  const history: string[] = []
  const tell = async (_id: string, command: CaasTransferCommand): Promise<TransferRecord> => {
    const d = decideCaasTransfer(state, command, nowMs)
    if (d.kind === 'rejected') throw new Error(`refused ${command.type}: ${d.rejection.code}`)
    if (d.kind === 'accepted') {
      state = d.state
      history.push(d.state.status === 'new' ? 'new' : d.state.status)
    }
    return d.reply
  }
  const steps: Steps = {
    tell,
    submitter: () => bundler,
    nowMs: () => nowMs,
    deadlineMs: DEADLINE_MS,
    logger: quietLogger,
    announce: async () => void history.push('announced'),
    settle: async (t, txHash) => void (await tell(t.id, { type: 'settled', txHash, recipients: [] })),
  }
  return {
    steps,
    history,
    state: () => state as TransferRecord,
    advance: () => advanceTransfer(steps, 'ctr_1'),
    create: () => tell('ctr_1', { type: 'create', order }),
    later: (ms: number) => void (nowMs += ms),
  }
}

t.test('crash between send and record: the retry checks by hash, a refused re-send is no outcome, and it settles', async (t) => {
  const bundler = new FakeBundler()
  const h = harness(bundler)
  await h.create()
  bundler.crashAfterSend = true
  await t.rejects(h.advance(), /process crashed/)
  t.match(h.state(), { status: 'submitting', userOpHash: '0xop1' }, 'the hash was recorded before the send')
  bundler.crashAfterSend = false

  await h.advance()
  t.equal(bundler.sends, 2, 'the recorded operation was re-sent, not rebuilt')
  t.match(h.state(), { status: 'submitting', userOpHash: '0xop1' }, '"already known" did not fail it')

  bundler.include()
  await h.advance()
  t.match(h.state(), { status: 'settled', userOpHash: '0xop1', txHash: '0xtx-0xop1' })
  t.notOk(h.history.includes('failed'))
  t.same(
    h.history,
    ['queued', 'announced', 'submitting', 'submitted', 'settled'],
    'announced to the recipient once, before the operation was recorded',
  )
})

t.test('crash, then the operation runs before the retry: the receipt is checked before re-sending, nothing is sent again', async (t) => {
  const bundler = new FakeBundler()
  const h = harness(bundler)
  await h.create()
  bundler.crashAfterSend = true
  await t.rejects(h.advance())
  bundler.crashAfterSend = false
  bundler.include()
  await h.advance()
  t.equal(bundler.sends, 1, 'no re-send of an operation with a receipt')
  t.match(h.state(), { status: 'settled', txHash: '0xtx-0xop1' })
})

t.test('a bundler refusal of the first send by the step that recorded it fails the transfer at once', async (t) => {
  const bundler = new FakeBundler()
  bundler.refuseFresh = 'AA21 did not pay prefund'
  const h = harness(bundler)
  await h.create()
  await h.advance()
  t.match(h.state(), { status: 'failed', reason: 'AA21 did not pay prefund', userOpHash: '0xop1' })
})

t.test('deadline: a recorded operation the bundler dropped fails after the deadline, with a reason; not before', async (t) => {
  const bundler = new FakeBundler()
  const h = harness(bundler)
  await h.create()
  bundler.crashAfterSend = true
  await t.rejects(h.advance())
  // The bundler dropped it from its mempool without running it, and now refuses the re-send (fees moved).
  bundler.pooled.clear()
  bundler.crashAfterSend = false
  bundler.refuseFresh = 'maxFeePerGas too low'
  await h.advance()
  t.match(h.state(), { status: 'submitting' }, 'a refusal after a possible earlier send waits')
  h.later(DEADLINE_MS - 1)
  await h.advance()
  t.match(h.state(), { status: 'submitting' }, 'one millisecond before the deadline')
  h.later(1)
  await h.advance()
  t.match(h.state(), { status: 'failed', reason: /no receipt for user operation 0xop1 within 30 minutes/ })
})

t.test('deadline: a submitted operation without receipt fails after the deadline only while its nonce is unused', async (t) => {
  const bundler = new FakeBundler()
  const h = harness(bundler)
  await h.create()
  await h.advance()
  t.match(h.state(), { status: 'submitted' })
  h.later(DEADLINE_MS)
  let onChain = true
  const check = bundler.check.bind(bundler)
  bundler.check = async (t) => ((await check(t)).state === 'pending' ? { state: 'pending', onChain } : check(t))
  await h.advance()
  t.match(h.state(), { status: 'submitted' }, 'nonce used: it ran, the receipt is late; never expired')
  onChain = false
  await h.advance()
  t.match(h.state(), { status: 'failed', reason: /no receipt/ })
})
