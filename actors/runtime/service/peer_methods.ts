/**
 * The RPC methods every payments host serves besides the products': a peer
 * forwards an ask for an actor whose shard this host owns. `askLocal` never
 * forwards again, so a stale directory costs one refused hop, not a loop.
 */
import { RejectionError } from '../../../platform/errors'
import type { MethodHandler } from '../../../platform/module'
import type { ActorHost } from '../host'
import type { ActorRef, AskResult } from '../types'

const PEER_ASK_METHOD = 'actor.ask'

export function peerMethods(host: ActorHost): Record<string, MethodHandler> {
  return {
    [PEER_ASK_METHOD]: async (body) => {
      const { ref, command } = body as { ref: ActorRef; command: unknown }
      const result = await host.askLocal(ref, command)
      if (!result.ok) throw new RejectionError(result.rejection)
      return result.reply
    },
  }
}

/** The caller side: turns a forwarded ask's RPC outcome back into an AskResult. */
export async function askRemote(
  call: (method: string, body: unknown) => Promise<unknown>,
  ref: ActorRef,
  command: unknown,
): Promise<AskResult<unknown>> {
  try {
    return { ok: true, reply: await call(PEER_ASK_METHOD, { ref, command }) }
  } catch (error) {
    if (error instanceof RejectionError) return { ok: false, rejection: error.rejection }
    throw error
  }
}
