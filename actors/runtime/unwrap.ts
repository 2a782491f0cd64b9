/** An actor's answer as a method needs it: the reply, or the rejection thrown as a value the gateway maps to its status. */
import { RejectionError } from '../../platform/errors'
import type { AskResult } from './types'

export function unwrap<R>(result: AskResult<R>): R {
  if (!result.ok) throw new RejectionError(result.rejection)
  return result.reply
}
