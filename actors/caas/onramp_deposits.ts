/**
 * Moves on-ramp deposits (deposit/) forward, one safe-to-repeat pass at a time, kicked by their events, by the
 * partner's callbacks, and by a scan of the open ones (callbacks may never arrive):
 *
 *   created  ask the partner for the collection under our id: none -> create it (a lost answer: the next pass
 *            finds it by our id, never creates another); refused -> failed
 *   pending  ask the partner: complete -> funded (the quoted USDC fixed); failed or expired -> failed
 *   funded   the credit leg exists (treasury -> user); the ladder moves it (legs.ts), its settlement is
 *            deposit.settled
 */
import { parseUnits } from '../../chains/assets'
import { Workflow } from '../runtime/workflow'
import type { CaasContext } from './context'
import { caasDepositRef } from './deposit/decide'
import type { CaasDepositCommand } from './deposit/commands'
import type { DepositRecord } from './deposit/state'
import { openFlows } from './flow_read_model'
import { tellLeg } from './legs'
import { treasuryOf } from './treasury'
import type { Collection, OnrampPartner } from './providers/onramp/partner'

const KICKS = new Set(['caas.deposit.created', 'caas.deposit.funded'])

export function depositWorkflow(caas: CaasContext, partner: OnrampPartner | null): Workflow {
  const logger = caas.payments.logger
  const tell = async (id: string, command: CaasDepositCommand): Promise<DepositRecord> => {
    const result = await caas.payments.host.ask(caasDepositRef(id), command)
    if (!result.ok) throw new Error(`caas_deposit ${id} refused ${command.type}: ${result.rejection.code}`)
    return result.reply
  }

  /** The partner's quote in base units of the CaaS token (it quotes at most 6 places). */
  const unitsOf = (c: Collection, d: DepositRecord) => parseUnits(c.usdcAmount, 6) * 10n ** BigInt(Math.max(0, d.decimals - 6))

  const record = async (d: DepositRecord, c: Collection) => {
    if (c.status === 'failed' || c.status === 'expired')
      return void (await tell(d.id, { type: 'collection_failed', reason: c.reason ?? `collection ${c.status}` }))
    const seen = { id: c.id, amount: unitsOf(c, d), rate: c.rate }
    await tell(d.id, { type: 'collection', state: c.status, collection: seen })
  }

  const credit = async (d: DepositRecord, amount: bigint) => {
    const treasury = await treasuryOf(caas, d.mode)
    await tellLeg(caas, `${d.id}.in`, {
      type: 'create',
      order: {
        businessId: d.businessId,
        mode: d.mode,
        network: d.network,
        token: d.token,
        decimals: d.decimals,
        amount,
        from: treasury,
        to: d.user,
        purpose: 'deposit',
        sourceId: d.id,
      },
    })
  }

  const step = async (id: string) => {
    const d = await tell(id, { type: 'get', reader: null })
    if (d.status === 'funded') return d.held === null && d.collection ? credit(d, d.collection.amount) : undefined
    if (d.status !== 'created' && d.status !== 'pending') return
    if (!partner) return logger.warn({ deposit: id }, 'no on-ramp partner is configured (CAAS_ONRAMP_URL): the deposit waits')
    const found = await partner.byReference(id)
    if (found) return record(d, found)
    if (d.status === 'pending') return logger.error({ deposit: id }, 'the on-ramp partner no longer knows a collection it created')
    const created = await partner.create({
      reference: id,
      localAmount: d.localAmount,
      currency: d.currency,
      phone: caas.phoneSealer.open(d.sealedPhone, id),
    })
    if (created.kind === 'created') return record(d, created.collection)
    if (created.kind === 'refused') return void (await tell(id, { type: 'collection_failed', reason: created.reason }))
    logger.warn({ deposit: id, reason: created.reason }, 'on-ramp collection answer lost; looked up by reference next pass')
  }

  return new Workflow(
    {
      name: 'caas.deposits',
      kickedBy: (e) => (KICKS.has(e.type) ? e.actorId : null),
      open: (shards, afterId, limit) => openFlows(caas.payments.sql, 'caas_deposit', shards, afterId, limit),
      step,
    },
    { clock: caas.payments.clock, logger, shards: () => caas.payments.host.leases.ownedShards() },
  )
}
