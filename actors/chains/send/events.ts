/**
 * What a chain send tells its owners (checkout refunds, wallet fees, treasury moves, swaps): the record without its
 * signed bytes (most of a row, and no owner needs them), with the network and what moved it.
 */
import type { Network } from '../../../chains/networks'
import { kindEvents } from '../../runtime/events'
import type { ChainSendRecord } from './state'

type SendEventPayload = Omit<ChainSendRecord, 'payload'> & { readonly network: Network }

export type ChainSendEvents = {
  readonly 'chain_send.submitted': SendEventPayload & { readonly outcome: string }
  readonly 'chain_send.confirmed': SendEventPayload & { readonly from: string }
  readonly 'chain_send.failed': SendEventPayload & { readonly from: string }
  readonly 'chain_send.check_due': SendEventPayload
}

export const chainSendEvents = kindEvents<ChainSendEvents>('chain_send')
