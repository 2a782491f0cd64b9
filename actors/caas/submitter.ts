/**
 * How a queued CaaS transfer reaches a chain: submitted once, then checked
 * until it settles or fails. The sandbox submitter moves sandbox-ledger
 * funds (with the network fee, paid in the native coin by the smart account
 * as a user operation without a paymaster would); the live one sends a
 * user operation to the configured bundler (bundler_submitter.ts).
 */
import type { SandboxLedger } from '../../chains/sandbox/ledger'
import type { TransferRecord } from '../caas_transfer/state'

export type Submission =
  | { readonly ok: true; readonly txHash: string | null; readonly userOpHash: string | null }
  | { readonly ok: false; readonly reason: string }

export type Progress =
  | { readonly state: 'pending' }
  | { readonly state: 'settled'; readonly txHash: string }
  | { readonly state: 'failed'; readonly reason: string }

export interface TransferSubmitter {
  submit(transfer: TransferRecord): Promise<Submission>
  check(transfer: TransferRecord): Promise<Progress>
}

export function sandboxSubmitter(ledger: SandboxLedger): TransferSubmitter {
  return {
    async submit(t) {
      // The transfer id is the ledger reference: a submission repeated after a crash returns the first send.
      const sent = await ledger.send({ network: t.network, currency: t.token, fromAddress: t.from.wallet, toAddress: t.to.wallet, amount: t.amount, reference: t.id })
      return sent.ok ? { ok: true, txHash: sent.transfer.txHash, userOpHash: null } : { ok: false, reason: sent.message }
    },
    async check(t) {
      const tx = t.txHash ? await ledger.adapter(t.network).transaction(t.txHash) : null
      if (!tx) return { state: 'failed', reason: 'transaction not found on the sandbox ledger' }
      if (tx.status === 'confirmed') return { state: 'settled', txHash: tx.txHash }
      return tx.status === 'failed' ? { state: 'failed', reason: 'transaction reverted' } : { state: 'pending' }
    },
  }
}
