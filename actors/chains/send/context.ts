/** What sendOnce and the reconciler share: the actor host, the chain service, the check schedule. */
import { chainSendRef } from './decide'
import { configEnv } from '../../../platform/config_variables'
import { chainNumber } from '../../../chains/config_variables'
import { chainsFor, type ChainService } from '../service'
import type { Logger } from '../../../platform/log'
import type { ActorHost } from '../../runtime/host'
import type { PaymentsContext } from '../../runtime/service/module'
import type { Clock } from '../../../platform/clock'
import type { ChainSendCommand } from './commands'
import type { ChainSendRecord } from './state'

export interface SendContext {
  readonly host: ActorHost
  readonly chains: ChainService
  readonly logger: Logger
  readonly clock: Clock
  /** First check after a broadcast, and the cap of the doubling wait (CHAIN_SEND_CHECK_MS, CHAIN_SEND_CHECK_MAX_MS). */
  readonly checkEveryMs: number
  readonly checkMaxMs: number
  /** Room for the recording caller's own broadcast before the reconciler takes over: twice the node call deadline. */
  readonly graceMs: number
}

const contexts = new WeakMap<PaymentsContext, SendContext>()

/** One per payments context, reading the configuration once. */
export function sendContext(ctx: PaymentsContext, env: NodeJS.ProcessEnv = configEnv()): SendContext {
  let c = contexts.get(ctx)
  if (!c) {
    c = {
      host: ctx.host,
      chains: chainsFor(ctx),
      logger: ctx.logger,
      clock: ctx.clock,
      checkEveryMs: chainNumber('CHAIN_SEND_CHECK_MS', env),
      checkMaxMs: chainNumber('CHAIN_SEND_CHECK_MAX_MS', env),
      graceMs: 2 * chainNumber('CHAIN_RPC_TIMEOUT_MS', env),
    }
    contexts.set(ctx, c)
  }
  return c
}

/** The send, or null while nothing is recorded under this id. */
export async function sendRecord(c: SendContext, id: string): Promise<ChainSendRecord | null> {
  const result = await c.host.ask(chainSendRef(id), { type: 'get' })
  if (result.ok) return result.reply
  if (result.rejection.code === 'CHAIN_SEND_NOT_FOUND') return null
  throw new Error(`chain_send ${id} refused get: ${result.rejection.code}`)
}

/** Tells the send an outcome; a refusal (a late rejection it no longer believes) answers the send as it stands. */
export async function tellSend(c: SendContext, id: string, command: ChainSendCommand): Promise<ChainSendRecord> {
  const result = await c.host.ask(chainSendRef(id), command)
  if (result.ok) return result.reply
  if (result.rejection.code === 'MAY_HAVE_BEEN_SENT') return (await sendRecord(c, id))!
  throw new Error(`chain_send ${id} refused ${command.type}: ${result.rejection.code}: ${result.rejection.message}`)
}
