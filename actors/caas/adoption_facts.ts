/**
 * Reads what the user actor needs before an unaffiliated wallet may be
 * adopted (caas_user/adoption.ts): which of the payouts ordered to it will
 * never deliver there, and whether it holds funds. Every doubt keeps the
 * wallet guarded: a transfer that cannot be read is not counted as failed,
 * and a balance that cannot be read (no live endpoint, a node that does not
 * answer) is null, which the actor counts as funds held.
 */
import { caasTransferRef } from './transfer/decide'
import { RejectionError } from '../../platform/errors'
import type { TransferRecord } from './transfer/state'
import type { AdoptionFacts } from './user/adoption'
import type { CaasContext } from './context'
import { walletBalance } from './wallet_balance'

export async function adoptionFacts(
  caas: CaasContext,
  ask: { readonly transfers: readonly string[]; readonly address: `0x${string}` },
  isTestMode: boolean,
): Promise<AdoptionFacts> {
  const undelivered: string[] = []
  for (const id of ask.transfers) {
    const read = await caas.payments.host.ask(caasTransferRef(id), { type: 'get', reader: null })
    // Failed is final. A transfer to another wallet under this id (an idempotency key reused) never pays this one.
    if (read.ok && (read.reply.status === 'failed' || read.reply.to.wallet !== ask.address)) undelivered.push(id)
  }
  let holdsFunds: boolean | null
  try {
    holdsFunds = (await walletBalance(caas, ask.address, isTestMode)) > 0n
  } catch (error) {
    if (!(error instanceof RejectionError)) throw error
    holdsFunds = null
  }
  return { undelivered, holdsFunds }
}
