/**
 * balance.debited from VAS orders, through REST against the Reloadly simulator process: one signed webhook per
 * posted hold, whose entry_id is the entry GET /balance/entries lists; none for an order whose hold was voided
 * (provider failure, float exhausted); none again for a replayed reference or replayed outbox events.
 */
import t from 'tap'
import { createHmac } from 'node:crypto'
import { verifyWebhook } from '../../actors/webhooks/signing'
import { eventually } from '../support/merchant'
import { giftCardOrderer, startVasRig } from './rig'

process.env.DEPOSIT_POLL_MS = '100'

t.test('balance webhooks of VAS orders', async (t) => {
  const rig = await startVasRig(t, 'vasbal')
  const m = rig.merchant
  await rig.fund(m, '100', '100000000')
  const order = giftCardOrderer(m)
  const debitedFor = (reference: string) => rig.webhooks('balance.debited').filter((d) => d.reference === reference)
  const deliveriesFor = async (reference: string) =>
    (await rig.db.sql`SELECT body FROM webhook_deliveries WHERE event_type = 'balance.debited'`).filter(
      (r) => JSON.parse(String(r.body)).data.reference === reference,
    ).length
  const failedHook = (reference: string) => eventually(async () => rig.webhooks('vas.order.failed').find((d) => d.reference === reference))

  await t.test('a successful order: one signed balance.debited, its entry_id in GET /balance/entries', async (t) => {
    const res = await order({ reference: 'gb-1' })
    t.equal(res.status, 200, JSON.stringify(res.body))
    t.equal(res.body.status, 'successful')
    const hook = await eventually(async () => debitedFor('gb-1')[0])
    t.match(hook, {
      type: 'vas_order',
      direction: 'debit',
      currency: 'USDT',
      amount: '25500000',
      amount_decimal: '25.5',
      decimals: 6,
      is_test_mode: true,
      reference: 'gb-1',
      created_at: /^\d{4}-\d\d-\d\dT/,
    })
    t.notOk('redeem_codes' in hook, 'no redeem code')
    const card = res.body.redeem_codes[0].card_number as string
    const raw = rig.receiver.received.filter((r) => r.headers['x-webhook-event'] === 'balance.debited')
    t.equal(raw.length, 1)
    const delivery = raw[0]!
    t.notOk(delivery.rawBody.includes(card), 'the body carries no code')
    t.equal(
      delivery.headers['x-webhook-signature'],
      createHmac('sha256', rig.webhookSecret).update(delivery.rawBody).digest('hex'),
      'hex signature',
    )
    t.same(verifyWebhook({ secret: rig.webhookSecret, rawBody: delivery.rawBody, headers: delivery.headers }), { ok: true })
    const entries = (await m.api('GET', '/api/v1/balance/entries?direction=debit')).body.entries as Record<string, unknown>[]
    t.match(
      entries.find((e) => e.id === hook.entry_id),
      { type: 'vas_order', direction: 'debit', status: 'posted', amount: '25500000', currency: 'USDT' },
      'the entry the webhook names',
    )
  })

  await t.test('a provider failure (502) and an exhausted float (503): the hold voided, no balance.debited', async (t) => {
    const fail = await order({ reference: 'gb-fail', product_id: 9001, unit_price: '10' })
    t.equal(fail.status, 502)
    await rig.setFloat('3')
    const short = await order({ reference: 'gb-float', unit_price: '10' })
    t.equal(short.status, 503)
    await rig.setFloat('10000')
    // Both failures committed their events (the webhook of each has arrived), and neither has a debit among them.
    await failedHook('gb-fail')
    await failedHook('gb-float')
    const events = await rig.db.sql`
      SELECT actor_id FROM actor_outbox WHERE kind = 'vas_order' AND type = 'vas.order.balance_debited'`
    t.notOk(
      events.some((e) => /:gb-(fail|float)$/.test(String(e.actor_id))),
      'no debit event for a voided hold',
    )
    t.same(debitedFor('gb-fail'), [])
    t.same(debitedFor('gb-float'), [])
    t.equal(await deliveriesFor('gb-fail'), 0)
    t.equal(await deliveriesFor('gb-float'), 0)
    t.match(await rig.balance(m, 'USDT'), { available: '74500000', held: '0' })
  })

  await t.test('a replayed reference and replayed outbox events announce nothing twice', async (t) => {
    const again = await order({ reference: 'gb-1' })
    t.equal(again.status, 200)
    t.equal(again.body.status, 'successful')
    const replayed = await rig.db.sql`UPDATE actor_outbox SET published_at = NULL WHERE kind = 'vas_order' RETURNING event_id`
    t.ok(replayed.length >= 3, `${replayed.length} order events delivered again`)
    await eventually(async () => {
      const left = await rig.db.sql`SELECT 1 FROM actor_outbox WHERE published_at IS NULL AND kind = 'vas_order'`
      return left.length === 0 ? true : undefined
    }, 30_000)
    // A later order's debit arrives after the replays were published: anything they had sent would be on its way too.
    t.equal((await order({ reference: 'gb-2', unit_price: '5' })).status, 200)
    await eventually(async () => debitedFor('gb-2')[0])
    t.equal(await deliveriesFor('gb-1'), 1, 'one delivery for the hold')
    t.equal(debitedFor('gb-1').length, 1, 'one balance.debited received')
    t.equal(debitedFor('gb-2').length, 1)
  })
})
