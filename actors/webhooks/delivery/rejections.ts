/**
 * Why a delivery refuses a command. Internal to the webhook engine: a late
 * writer (a claim that lapsed while its attempt ran) or a redelivery raced by
 * another; the redeliver method answers DELIVERY_NOT_REDELIVERABLE
 * (../rejections.ts) for either, so these stay out of the public catalogue.
 *   DELIVERY_NOT_PENDING  an attempt's outcome or a skip for a delivery already delivered, failed or skipped
 *   DELIVERY_PENDING      a redelivery of a delivery that is still to be sent
 */
export type DeliveryRejection = 'DELIVERY_NOT_PENDING' | 'DELIVERY_PENDING'
