/**
 * What a virtual account tells its subscribers: it opened, froze, unfroze or closed (for operators and the event
 * stream; the audit record of each act rides beside as `audit.recorded`).
 */
import { kindEvents } from '../../runtime/events'
import type { OpenAccount } from './state'

type VirtualAccountEvents = {
  readonly 'virtual_account.opened': OpenAccount
  readonly 'virtual_account.frozen': OpenAccount
  readonly 'virtual_account.unfrozen': OpenAccount
  readonly 'virtual_account.closed': OpenAccount
}

export const virtualAccountEvents = kindEvents<VirtualAccountEvents>('virtual_account')
