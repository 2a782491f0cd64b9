/** What the webhook endpoint actor is asked to do, and its reply. */
import type { ActingParty } from '../../../platform/audit'
import type { WebhookProduct } from '../schedule'
import type { EndpointState } from './state'

export type EndpointCommand =
  | {
      readonly type: 'configure'
      readonly businessId: string
      readonly product: WebhookProduct
      readonly url: string
      readonly events: readonly string[]
      readonly walletWebhookEnabled: boolean
      /**
       * Used only when a secret is issued: the first setup, a change of URL, or configuring a deactivated
       * payments endpoint again. Otherwise the endpoint keeps its secret and this one is dropped.
       */
      readonly sealedSecret: string
      readonly by: ActingParty
    }
  | { readonly type: 'rotate_secret'; readonly businessId: string; readonly sealedSecret: string; readonly by: ActingParty }
  /** `product`: the route's product; an endpoint of the other product is not found, and nothing changes. */
  | { readonly type: 'deactivate'; readonly businessId: string; readonly product: WebhookProduct; readonly by: ActingParty }
  | { readonly type: 'send_test'; readonly businessId: string }
  | { readonly type: 'get'; readonly businessId: string }

export type EndpointReply = {
  readonly endpoint: Extract<EndpointState, { status: 'active' | 'deactivated' }>
  readonly created: boolean
  /** Whether this command put the command's secret in place: the caller shows it, once. */
  readonly secretIssued: boolean
}
