/**
 * The ledger's semantics in a few lines of TypeScript, for the property test:
 * `run` answers what the ledger must answer for a batch run alone (and
 * applies it); `applyVerdicts` applies what the ledger answered for batches
 * that ran concurrently, whose order the test cannot know.
 */
import type { CreateTransferResult, PendingState, TransferInput } from '../../platform/ledger'

type Balances = { dp: bigint; dpo: bigint; cp: bigint; cpo: bigint }
interface ModelAccount {
  readonly ledger: string
  readonly dmnec: boolean
  readonly cmned: boolean
  bal: Balances
}
interface ModelTransfer {
  readonly input: TransferInput
  readonly debit: string
  readonly credit: string
  readonly amount: bigint
  state: PendingState | null
  readonly expiresAtMs: number | null
}
type State = { accounts: Map<string, ModelAccount>; transfers: Map<string, ModelTransfer> }

const same = (a: TransferInput, b: TransferInput) =>
  JSON.stringify(a, (_, v) => (typeof v === 'bigint' ? `${v}n` : v)) === JSON.stringify(b, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))

export class LedgerModel {
  state: State = { accounts: new Map(), transfers: new Map() }
  /** How many times each pending transfer was resolved (posted, voided or expired). */
  readonly resolutions = new Map<string, number>()

  addAccount(id: string, ledger: string, flags: { dmnec?: boolean; cmned?: boolean } = {}): void {
    this.state.accounts.set(id, { ledger, dmnec: !!flags.dmnec, cmned: !!flags.cmned, bal: { dp: 0n, dpo: 0n, cp: 0n, cpo: 0n } })
  }

  pendingIds(): string[] {
    return [...this.state.transfers].filter(([, t]) => t.state !== null).map(([id]) => id)
  }

  transfer(id: string): ModelTransfer | undefined {
    return this.state.transfers.get(id)
  }

  private resolve(p: ModelTransfer, id: string, to: PendingState, posted: bigint): void {
    const d = this.state.accounts.get(p.debit)!.bal
    const c = this.state.accounts.get(p.credit)!.bal
    d.dp -= p.amount
    c.cp -= p.amount
    d.dpo += posted
    c.cpo += posted
    p.state = to
    this.resolutions.set(id, (this.resolutions.get(id) ?? 0) + 1)
  }

  /** One transfer against the current state: its code, applied if OK (forced: applied without the checks). */
  step(t: TransferInput, nowMs: number, forced = false): CreateTransferResult {
    const s = this.state
    const old = s.transfers.get(t.id)
    if (old) return same(old.input, t) ? 'EXISTS' : 'EXISTS_WITH_DIFFERENT_FIELDS'
    if (t.flags?.postPendingTransfer || t.flags?.voidPendingTransfer) {
      const p = s.transfers.get(t.pendingId!)
      if (!p) return 'PENDING_TRANSFER_NOT_FOUND'
      if (p.state === null) return 'PENDING_TRANSFER_NOT_PENDING'
      if (p.state === 'posted') return 'PENDING_TRANSFER_ALREADY_POSTED'
      if (p.state === 'voided') return 'PENDING_TRANSFER_ALREADY_VOIDED'
      if (p.state === 'expired') return 'PENDING_TRANSFER_EXPIRED'
      if (!forced && p.expiresAtMs !== null && p.expiresAtMs <= nowMs) {
        this.resolve(p, t.pendingId!, 'expired', 0n)
        return 'PENDING_TRANSFER_EXPIRED'
      }
      const amount = t.amount ?? p.amount
      if (t.flags.postPendingTransfer && amount > p.amount) return 'EXCEEDS_PENDING_TRANSFER_AMOUNT'
      this.resolve(p, t.pendingId!, t.flags.postPendingTransfer ? 'posted' : 'voided', t.flags.postPendingTransfer ? amount : 0n)
      s.transfers.set(t.id, { input: t, debit: p.debit, credit: p.credit, amount, state: null, expiresAtMs: null })
      return 'OK'
    }
    if (t.debitAccountId === t.creditAccountId) return 'ACCOUNTS_MUST_BE_DIFFERENT'
    const d = s.accounts.get(t.debitAccountId!)!
    const c = s.accounts.get(t.creditAccountId!)!
    const amount = t.amount!
    if (d.ledger !== c.ledger) return 'ACCOUNTS_MUST_HAVE_THE_SAME_LEDGER'
    if (!forced && d.dmnec && d.bal.dp + d.bal.dpo + amount > d.bal.cpo) return 'EXCEEDS_CREDITS'
    if (!forced && c.cmned && c.bal.cp + c.bal.cpo + amount > c.bal.dpo) return 'EXCEEDS_DEBITS'
    const pending = t.flags?.pending === true
    if (pending) {
      d.bal.dp += amount
      c.bal.cp += amount
    } else {
      d.bal.dpo += amount
      c.bal.cpo += amount
    }
    const expiresAtMs = pending && (t.timeoutS ?? 0) > 0 ? nowMs + t.timeoutS! * 1000 : null
    s.transfers.set(t.id, {
      input: t,
      debit: t.debitAccountId!,
      credit: t.creditAccountId!,
      amount,
      state: pending ? 'pending' : null,
      expiresAtMs,
    })
    return 'OK'
  }

  /** A batch run alone: the codes the ledger must answer, linked chains included. */
  run(batch: readonly TransferInput[], nowMs: number): CreateTransferResult[] {
    const res: CreateTransferResult[] = []
    let chainStart: number | null = null
    let snapshot: { state: State; resolutions: Map<string, number> } | null = null
    let failed = false
    batch.forEach((t, i) => {
      const linked = t.flags?.linked === true
      if (chainStart === null && linked) {
        chainStart = i
        failed = false
        snapshot = { state: structuredClone(this.state), resolutions: new Map(this.resolutions) }
      }
      const open = linked && i === batch.length - 1
      if (chainStart !== null && failed) res.push(open ? 'LINKED_EVENT_CHAIN_OPEN' : 'LINKED_EVENT_FAILED')
      else {
        const r = open ? 'LINKED_EVENT_CHAIN_OPEN' : this.step(t, nowMs)
        res.push(r)
        if (chainStart !== null && r !== 'OK' && r !== 'EXISTS') {
          failed = true
          this.restore(snapshot!)
          for (let j = chainStart; j < i; j++) res[j] = 'LINKED_EVENT_FAILED'
        }
      }
      if (chainStart !== null && (!linked || open)) {
        const chain = res.slice(chainStart, i + 1)
        if (!failed && chain.includes('EXISTS') && chain.includes('OK')) {
          this.restore(snapshot!)
          for (let j = chainStart; j <= i; j++) if (res[j] === 'OK') res[j] = 'LINKED_EVENT_FAILED'
        }
        chainStart = null
      }
    })
    return res
  }

  private restore(s: { state: State; resolutions: Map<string, number> }): void {
    this.state = structuredClone(s.state)
    this.resolutions.clear()
    for (const [k, v] of s.resolutions) this.resolutions.set(k, v)
  }

  /**
   * What concurrent batches answered: creations first, then posts and voids
   * (a post that succeeded found its pending transfer). A lone post or void
   * answering PENDING_TRANSFER_EXPIRED expired its pending transfer.
   */
  applyVerdicts(
    batches: ReadonlyArray<{ batch: readonly TransferInput[]; results: readonly CreateTransferResult[] }>,
    nowMs: number,
  ): void {
    const items = batches.flatMap(({ batch, results }) =>
      batch.map((t, i) => ({ t, r: results[i]!, chained: t.flags?.linked || batch[i - 1]?.flags?.linked })),
    )
    const resolves = (t: TransferInput) => t.flags?.postPendingTransfer || t.flags?.voidPendingTransfer
    for (const { t, r } of items) if (r === 'OK' && !resolves(t)) this.step(t, nowMs, true)
    for (const { t, r } of items) if (r === 'OK' && resolves(t)) this.step(t, nowMs, true)
    for (const { t, r, chained } of items) {
      const p = t.pendingId === undefined ? undefined : this.state.transfers.get(t.pendingId)
      if (r === 'PENDING_TRANSFER_EXPIRED' && !chained && p?.state === 'pending') this.resolve(p, t.pendingId!, 'expired', 0n)
    }
  }

  /** expirePending(now): the pending transfers whose time is up. */
  expire(nowMs: number): number {
    let n = 0
    for (const [id, p] of this.state.transfers) {
      if (p.state === 'pending' && p.expiresAtMs !== null && p.expiresAtMs <= nowMs) {
        this.resolve(p, id, 'expired', 0n)
        n++
      }
    }
    return n
  }
}
