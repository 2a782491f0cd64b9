/**
 * What a CaaS transfer tells its subscribers (the ladder workflow, the webhooks): the record as it stands, without
 * the signed user operation (subscribers never need it), addressed to the merchant it concerns: the sender's, or for
 * `received` each recipient merchant.
 */
import { kindEvents } from '../../runtime/events'
import type { TransferRecord } from './state'

type TransferNotice = TransferRecord & { readonly operation: null }

export type CaasTransferEvents = {
  readonly 'caas.transfer.queued': TransferNotice
  readonly 'caas.transfer.submitted': TransferNotice
  readonly 'caas.transfer.settled': TransferNotice
  readonly 'caas.transfer.received': TransferNotice
  readonly 'caas.transfer.failed': TransferNotice
}

export const caasTransferEvents = kindEvents<CaasTransferEvents>('caas_transfer')
