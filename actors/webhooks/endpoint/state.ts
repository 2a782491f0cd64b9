/**
 * A webhook endpoint: where one merchant's events of one product go. A
 * payments merchant has one (id `payments:<business>`, configured in
 * settings); a CaaS partner may register several (dashboard).
 */
import type { WebhookProduct } from '../schedule'

export type EndpointState =
  | { readonly status: 'new'; readonly id: string }
  | {
      readonly status: 'active' | 'deactivated'
      readonly id: string
      readonly businessId: string
      readonly product: WebhookProduct
      readonly url: string
      /** Event names this endpoint receives; empty means every event of its product. */
      readonly events: readonly string[]
      /** Payments only: wallet.deposit.* events need this switch (spec). */
      readonly walletWebhookEnabled: boolean
      /** The signing secret, sealed with platform/secrets/sealer (AAD = endpoint id). */
      readonly sealedSecret: string
      readonly secretVersion: number
      readonly createdAtMs: number
      readonly updatedAtMs: number
    }
