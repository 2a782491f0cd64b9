/**
 * How a queued CaaS transfer reaches a chain, in three steps the executor
 * (transfer_steps.ts) orders: prepare (build and sign; sends nothing),
 * send, then check until it settles or fails. The sandbox submitter moves
 * sandbox-ledger funds (with the network fee, paid in the native coin by the
 * smart account as a user operation without a paymaster would); the live one
 * sends a user operation to the configured bundler (bundler_submitter.ts).
 */
import type { SandboxLedger } from '../../chains/sandbox/ledger'
import type { Network } from '../../chains/networks'
import type { TransferRecord, UserOperationWire } from './transfer/state'

/**
 * `operation` null: nothing needs recording before the send, because the
 * send itself is idempotent (the sandbox ledger takes the transfer id as its
 * reference). Otherwise it is recorded (`submitting`) before the first send.
 */
type Prepared =
  | { readonly ok: true; readonly operation: { readonly userOpHash: string; readonly operation: UserOperationWire } | null }
  | { readonly ok: false; readonly reason: string }

/** A refusal (`ok: false`) is the bundler's or the ledger's answer; faults (no answer) are thrown. */
type Sent =
  | { readonly ok: true; readonly txHash: string | null; readonly userOpHash: string | null }
  | { readonly ok: false; readonly reason: string }

/**
 * `pending.onChain`: there is evidence it executed (the operation's nonce is
 * used, a ledger transaction exists) though no outcome yet, so the deadline
 * must not fail it.
 */
export type Progress =
  | { readonly state: 'pending'; readonly onChain: boolean }
  | { readonly state: 'settled'; readonly txHash: string }
  | { readonly state: 'failed'; readonly reason: string }

/** `R`: the record it submits, a transfer by default (a CaaS swap has its own submitters, actors/caas/swap_submitters.ts). */
export interface TransferSubmitter<R = TransferRecord> {
  prepare(transfer: R): Promise<Prepared>
  send(transfer: R): Promise<Sent>
  check(transfer: R): Promise<Progress>
}

/** What a sandbox send reads of a record: a transfer, or a withdrawal's or deposit's leg (leg/state.ts). */
export interface TokenMove {
  readonly id: string
  readonly network: Network
  readonly token: string
  readonly amount: bigint
  readonly from: { readonly wallet: string }
  readonly to: { readonly wallet: string }
  readonly txHash: string | null
}

export function sandboxSubmitter<R extends TokenMove = TransferRecord>(ledger: SandboxLedger): TransferSubmitter<R> {
  return {
    prepare: async () => ({ ok: true, operation: null }),
    async send(t) {
      // The transfer id is the ledger reference: a send repeated after a crash returns the first send.
      const sent = await ledger.send({
        network: t.network,
        currency: t.token,
        fromAddress: t.from.wallet,
        toAddress: t.to.wallet,
        amount: t.amount,
        reference: t.id,
      })
      return sent.ok ? { ok: true, txHash: sent.transfer.txHash, userOpHash: null } : { ok: false, reason: sent.message }
    },
    async check(t) {
      const tx = t.txHash ? await ledger.adapter(t.network).transaction(t.txHash) : null
      if (!tx) return { state: 'failed', reason: 'transaction not found on the sandbox ledger' }
      if (tx.status === 'confirmed') return { state: 'settled', txHash: tx.txHash }
      return tx.status === 'failed' ? { state: 'failed', reason: 'transaction reverted' } : { state: 'pending', onChain: true }
    },
  }
}
