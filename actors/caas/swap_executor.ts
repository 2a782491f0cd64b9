/**
 * Drives CaaS swaps forward on the transfer ladder (transfer_steps.ts: record
 * before the first send, an unknown outcome checked by the recorded user
 * operation hash and nonce, never re-built or sent blind), run as transfers
 * are (ladder_runner.ts: the swap's queued and submitted events, and a scan
 * of this host's open swaps). A swap has no recipient to announce; settling
 * records the hash, and the actor's settled event is the `swap.settled`
 * webhook.
 */
import { caasSwapRef } from './swap/decide'
import type { SwapRecord } from './swap/state'
import type { CaasContext } from './context'
import type { Workflow } from '../runtime/workflow'
import { ladderWorkflow } from './ladder_runner'
import type { TransferSubmitter } from './submitter'
import type { LadderCommand } from './transfer_steps'

const KICKS = new Set(['caas.swap.queued', 'caas.swap.submitted'])

export function swapExecutor(
  caas: CaasContext,
  submitters: { readonly test: TransferSubmitter<SwapRecord>; readonly live: TransferSubmitter<SwapRecord> | null },
): Workflow {
  const tell = async (id: string, command: LadderCommand | { type: 'settled'; txHash: string }): Promise<SwapRecord> => {
    const result = await caas.payments.host.ask(caasSwapRef(id), command)
    if (!result.ok) throw new Error(`caas_swap ${id} refused ${command.type}: ${result.rejection.code}`)
    return result.reply
  }
  return ladderWorkflow(caas, 'caas_swap', KICKS, {
    tell,
    submitter: (mode) => (mode === 'test' ? submitters.test : submitters.live),
    announce: async () => undefined,
    settle: async (s, txHash) => void (await tell(s.id, { type: 'settled', txHash })),
    nowMs: () => caas.payments.clock.nowMs(),
    deadlineMs: caas.config.submitDeadlineMs,
    logger: caas.payments.logger,
  })
}
