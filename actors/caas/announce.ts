/**
 * Tells a user actor to expect USDC the platform is about to move to its wallet (a transfer, a withdrawal's
 * return, an on-ramp deposit), before anything is sent: the deposit watcher will see it arrive too, and must not
 * report it a second time (user/deposits.ts). Follows the wallet across phone changes to the actor holding it
 * now; a recipient that cannot be found does not stop the move.
 */
import { caasUserRef } from './user/decide'
import { MAX_FORWARD_HOPS } from './user/deposits'
import type { CaasUserCommand } from './user/commands'
import type { CaasContext } from './context'

export interface IncomingMove {
  readonly id: string
  readonly from: `0x${string}`
  /** `userId` null: the treasury, which has no user actor to tell. */
  readonly to: { readonly userId: string | null; readonly wallet: `0x${string}` }
  readonly amount: bigint
  readonly token: string
}

export async function announceIncoming(caas: CaasContext, move: IncomingMove): Promise<void> {
  if (move.to.userId === null) return
  const command: CaasUserCommand = {
    type: 'expect_transfer',
    transfer: { transferId: move.id, from: move.from, to: move.to.wallet, amount: move.amount, token: move.token },
  }
  let id = move.to.userId
  for (let hop = 0; hop <= MAX_FORWARD_HOPS; hop++) {
    const result = await caas.payments.host.ask(caasUserRef(id), command)
    if (result.ok && result.reply.kind === 'moved') {
      id = result.reply.movedTo
      continue
    }
    if (!result.ok)
      caas.payments.logger.warn(
        { move: move.id, recipient: id, code: result.rejection.code },
        'CaaS recipient not found for its announcement; its deposit may also be reported',
      )
    return
  }
}
