/** An actor's answer as a method needs it: the reply, or the rejection thrown as a value the gateway maps to its status. */
import { RejectionError } from '../../platform/errors'
import type { RejectionCode } from '../../platform/errors'
import type { ActorHost } from './host'
import type { AskResult, KindRef } from './types'

export function unwrap<R, J extends RejectionCode>(result: AskResult<R, J>): R {
  if (!result.ok) throw new RejectionError(result.rejection)
  return result.reply
}

/** Asks of one kind with rejections thrown, typed by the kind: `const wallet = asker(host, walletRef)`, then `await wallet(id, command)`. */
export function asker<C, R, J extends RejectionCode>(host: ActorHost, ref: (id: string) => KindRef<C, R, J>) {
  return async (id: string, command: C): Promise<R> => unwrap(await host.ask(ref(id), command))
}
