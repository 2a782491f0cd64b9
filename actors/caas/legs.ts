/**
 * Drives withdrawal and deposit legs (leg/) on the CaaS ladder (transfer_steps.ts: recorded before the first
 * send, an unknown outcome checked by the recorded hash and nonce, never rebuilt or sent blind), run as
 * transfers are (ladder_runner.ts: the leg's queued and submitted events, and a scan of open legs). A leg to a
 * user is announced to the user's actor first, so the deposit watcher does not report it as a deposit too.
 *
 * Submitters: live, a user operation of the sending account calling USDC's `transfer` (bundler_submitter.ts);
 * sandbox, a sandbox-ledger send under the leg's id as reference. A sandbox leg from the treasury first tops the
 * treasury up from the faucet (treasury.ts); until that credit settles the pass is a fault, retried.
 */
import { caasLegRef } from './leg/decide'
import type { LegRecord } from './leg/state'
import type { CaasLegCommand } from './leg/commands'
import type { CaasContext } from './context'
import type { Workflow } from '../runtime/workflow'
import { ladderWorkflow } from './ladder_runner'
import { sandboxSubmitter, type TransferSubmitter } from './submitter'
import { tokenTransferSpec, userOperationSubmitter } from './bundler_submitter'
import { announceIncoming } from './announce'
import { refillSandboxTreasury } from './treasury'

const KICKS = new Set(['caas.leg.queued', 'caas.leg.submitted'])

/** Asks a leg; a refusal is a bug of its flow or a lifecycle guard, thrown for the workflow to log and retry. */
export async function tellLeg(caas: CaasContext, id: string, command: CaasLegCommand): Promise<LegRecord> {
  const result = await caas.payments.host.ask(caasLegRef(id), command)
  if (!result.ok) throw new Error(`caas_leg ${id} refused ${command.type}: ${result.rejection.code}`)
  return result.reply
}

function sandboxLegSubmitter(caas: CaasContext): TransferSubmitter<LegRecord> {
  const base = sandboxSubmitter<LegRecord>(caas.chains.ledger)
  return {
    ...base,
    async prepare(l) {
      if (l.from.userId.startsWith('treasury:') && !(await refillSandboxTreasury(caas, l.amount)))
        throw new Error(`the sandbox treasury is refilling from the faucet; leg ${l.id} is sent once the credit settles`)
      return base.prepare(l)
    },
  }
}

export function legWorkflow(caas: CaasContext): Workflow {
  const live = userOperationSubmitter(caas, tokenTransferSpec<LegRecord>())
  const test = sandboxLegSubmitter(caas)
  return ladderWorkflow(caas, 'caas_leg', KICKS, {
    tell: (id, command) => tellLeg(caas, id, command),
    submitter: (mode) => (mode === 'test' ? test : live),
    announce: (l) => announceIncoming(caas, { id: l.id, from: l.from.wallet, to: l.to, amount: l.amount, token: l.token }),
    settle: async (l, txHash) => void (await tellLeg(caas, l.id, { type: 'settled', txHash })),
    nowMs: () => caas.payments.clock.nowMs(),
    deadlineMs: caas.config.submitDeadlineMs,
    logger: caas.payments.logger,
  })
}
