import t from 'tap'
import { mayAttempt, redeliveryRefusal } from './bound_url'

const A = 'https://a.example/hooks'
const B = 'https://b.example/hooks'

const attempts: Array<[string, string | null, string, boolean]> = [
  ['mayAttempt: the URL it was created for -> yes', A, A, true],
  ['mayAttempt: another URL -> no', A, B, false],
  ['mayAttempt: a URL differing only in case -> no (exact match only)', A, A.toUpperCase(), false],
  ['mayAttempt: unbound (created before URLs were recorded) -> yes, bound by this attempt', null, B, true],
]
for (const [name, deliveryUrl, endpointUrl, expected] of attempts)
  t.test(name, async (t) => t.equal(mayAttempt(deliveryUrl, endpointUrl), expected))

const redeliveries: Array<[string, Parameters<typeof redeliveryRefusal>[0], string | undefined, string | null]> = [
  ['redeliver: delivered, same URL -> allowed', { status: 'delivered', url: A }, A, null],
  ['redeliver: failed or skipped, same URL -> allowed', { status: 'skipped', url: A }, A, null],
  ['error: DELIVERY_NOT_REDELIVERABLE for a missing delivery', null, A, 'DELIVERY_NOT_REDELIVERABLE'],
  ['error: DELIVERY_NOT_REDELIVERABLE while pending', { status: 'pending', url: A }, B, 'DELIVERY_NOT_REDELIVERABLE'],
  ['error: WEBHOOK_URL_CHANGED after a change of URL', { status: 'delivered', url: A }, B, 'WEBHOOK_URL_CHANGED'],
  ['error: WEBHOOK_URL_CHANGED when the URL is unknown', { status: 'failed', url: null }, A, 'WEBHOOK_URL_CHANGED'],
  ['error: WEBHOOK_URL_CHANGED when the endpoint is gone', { status: 'failed', url: A }, undefined, 'WEBHOOK_URL_CHANGED'],
]
for (const [name, delivery, endpointUrl, code] of redeliveries)
  t.test(name, async (t) => t.equal(redeliveryRefusal(delivery, endpointUrl)?.code ?? null, code))
