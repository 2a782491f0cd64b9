/** @payments-platform/sdk: the typed client of the payments platform (README of the repository: Quick start, SDK). */
export { createPlatformClient, type ClientOptions, type Platform, type PlatformClient } from './client'
export { PlatformApiError, isErrorBody, unwrap, type ErrorBody } from './errors'
export { idempotent, newIdempotencyKey } from './idempotency'
export { signTransferRequest, type SignTransferInput } from './transfer_signature'
export { assertEnvironment, keyInfo, type Environment, type KeyInfo, type Product } from './keys'
export {
  standardWebhooksKey,
  verifyCaasWebhook,
  verifyPaymentsWebhook,
  WebhookVerificationError,
  type VerifiedWebhook,
  type VerifyInput,
  type WebhookHeaders,
  type WebhookPayload,
} from './webhooks'
export {
  MarketStream,
  streamMarket,
  type MarketStreamOptions,
  type Position,
  type Quote,
  type Tick,
  type TicksInfo,
  type WebSocketConstructor,
  type WebSocketLike,
} from './market'
export type { paths, components, operations } from './schema'
/** The platform's named schemas (its resources and the error body): `Schemas['CheckoutSession']`, `Schemas['Error']`. */
export type Schemas = import('./schema').components['schemas']
