/**
 * The RPC methods every payments host serves besides the products': a peer
 * forwards an ask for an actor whose shard this host owns. `askLocal` never
 * forwards again, so a stale directory costs one refused hop, not a loop.
 */
import { RejectionError, reject } from '../../../platform/errors'
import type { MethodHandler } from '../../../platform/module'
import type { ActorHost } from '../host'
import type { ActorRef, AskResult } from '../types'
import { field } from '../../../platform/json_object'

const PEER_ASK_METHOD = 'actor.ask'

export function peerMethods(host: ActorHost): Record<string, MethodHandler> {
  return {
    [PEER_ASK_METHOD]: async (body) => {
      const kind = field(body, 'ref', 'kind')
      const id = field(body, 'ref', 'id')
      // A peer sends what askRemote below wrote; anything else is refused before it reaches an actor.
      if (typeof kind !== 'string' || typeof id !== 'string')
        throw new RejectionError(reject('INVALID_REQUEST', 'a forwarded ask names no actor'))
      const ref: ActorRef = { kind, id }
      const command = field(body, 'command')
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
