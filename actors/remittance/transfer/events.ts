/**
 * What a transfer tells its subscribers: the workflow (created, a partner state that needs money moved), and the
 * merchant's webhooks (`remittance.transfer.processing`, `.completed`, `.failed`, `.reversed`). Each payload is
 * the transfer as it stands.
 */
import { kindEvents } from '../../runtime/events'
import type { RemitTransfer } from './state'

type RemitTransferEvents = {
  readonly 'remittance.created': RemitTransfer
  readonly 'remittance.changed': RemitTransfer
  readonly 'remittance.processing': RemitTransfer
  readonly 'remittance.completed': RemitTransfer
  readonly 'remittance.failed': RemitTransfer
  readonly 'remittance.reversed': RemitTransfer
}

export const remitTransferEvents = kindEvents<RemitTransferEvents>('remittance')
