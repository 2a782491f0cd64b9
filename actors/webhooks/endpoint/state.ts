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

export type EndpointCommand =
  | {
      readonly type: 'configure'
      readonly businessId: string
      readonly product: WebhookProduct
      readonly url: string
      readonly events: readonly string[]
      readonly walletWebhookEnabled: boolean
      /** Used only when the endpoint is new: the first setup creates the secret. */
      readonly sealedSecret: string
    }
  | { readonly type: 'rotate_secret'; readonly businessId: string; readonly sealedSecret: string }
  | { readonly type: 'deactivate'; readonly businessId: string }
  | { readonly type: 'send_test'; readonly businessId: string }
  | { readonly type: 'get'; readonly businessId: string }

export type EndpointReply = { readonly endpoint: Extract<EndpointState, { status: 'active' | 'deactivated' }>; readonly created: boolean }
