/**
 * A delivery is for one URL: the endpoint's URL when the delivery was created. Every attempt goes there or
 * nowhere, so a change of URL never sends past events (signed with the secret the new URL's owner now holds)
 * to a receiver they were not meant for: a redelivery is refused, a retry due after the change fails. Pure
 * rules; the redeliver method and the dispatcher do the reading.
 */
import { reject, type Rejection } from '../../platform/errors'
import type { WebhookMethodRejection } from './rejections'

/** The error a retry records when the endpoint's URL changed after its delivery was created. */
export const URL_CHANGED_ERROR = 'webhook URL changed since this event; past events are not sent to a new URL'

/**
 * Whether an attempt of a delivery bound to `deliveryUrl` may go to the endpoint's current URL. An unbound
 * delivery (null: created before deliveries recorded their URL) is bound by its next attempt.
 */
export function mayAttempt(deliveryUrl: string | null, endpointUrl: string): boolean {
  return deliveryUrl === null || deliveryUrl === endpointUrl
}

/**
 * Why a delivery may not be redelivered now, or null when it may. `endpointUrl` is undefined when its endpoint
 * is gone. A finished delivery whose URL is unknown is refused too: it may have been meant for another URL.
 */
export function redeliveryRefusal(
  delivery: { readonly status: string; readonly url: string | null } | null,
  endpointUrl: string | undefined,
): Rejection<WebhookMethodRejection> | null {
  if (delivery === null || delivery.status === 'pending')
    return reject('DELIVERY_NOT_REDELIVERABLE', 'delivery not found, or still pending')
  if (delivery.url === null || delivery.url !== endpointUrl)
    return reject(
      'WEBHOOK_URL_CHANGED',
      'the webhook URL changed since this delivery was first attempted; past events are not sent to a new URL (configure the original URL again to redeliver it)',
    )
  return null
}
