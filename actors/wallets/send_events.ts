/**
 * Chain send outcomes the wallet reacts to at once: a collected fee whose
 * transaction can never land is due again. (Transfers need no event: the
 * tracker follows them by hash and asks their chain send when the node does
 * not know them.) Delivery is at least once; the wallet ignores repeats.
 */
import { walletRef } from './decide'
import type { EventSubscriber } from '../runtime/outbox_relay'
import { chainSendEvents } from '../chains'
import type { WaasContext } from './context'

export function walletSendEvents(waas: WaasContext): EventSubscriber {
  return async (events) => {
    for (const e of events) {
      const failed = chainSendEvents.read(e, 'chain_send.failed')
      if (!failed) continue
      const s = failed.payload
      if (s.owner.kind !== 'wallet' || s.owner.purpose !== 'fee' || !s.txHash) continue
      const reason = `${s.failure?.cause ?? 'failed'}: ${s.failure?.message ?? ''}`
      // A rejection (the wallet or the transfer is gone) has nothing left to correct; a fault throws and is redelivered.
      await waas.payments.host.ask(walletRef(s.owner.id), { type: 'fee_lost', sendId: s.owner.ref, txHash: s.txHash, reason })
    }
  }
}
