/**
 * Webhook configuration operations: the payments webhook (settings) and the
 * CaaS dashboard webhooks. Routes in actors/webhooks/api/routes.ts, methods in
 * methods.ts. A field that does not apply (a delivery not yet delivered, an
 * attempt without a response, the URL before one is configured) is left out,
 * never null.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { named } from '../../../platform/schema_name'
import { opaqueId, uuid } from '../../../platform/input_fields'
import { operation } from '../../../platform/operation'
import { STEP_UP, otpCode } from '../../accounts'

const Text = Type.String()
const Time = Type.String({ format: 'date-time' })
const Url = Type.String({ minLength: 1, maxLength: 2048, description: 'HTTPS URL (http and loopback allowed outside production)' })
const Events = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 })
const pagingFields = {
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
}
export const Paging = object(pagingFields)
const Message = object({ message: Text })

/** A current TOTP code: re-pointing the webhook is a step-up act (actors/accounts/step_up.ts). */
const OtpCode = otpCode('Required to change the URL when you have 2FA or the team requires it (401 OTP_REQUIRED)')

/** Settings shape {url, events} or gateway shape {webhook_url, wallet_webhook_enabled}: both accepted (spec). */
export const ConfigureBody = Type.Union([
  object(
    { url: Url, events: Type.Optional(Events), wallet_webhook_enabled: Type.Optional(Type.Boolean()), otp_code: OtpCode },
    { additionalProperties: false },
  ),
  object(
    {
      webhook_url: Url,
      wallet_webhook_enabled: Type.Optional(Type.Boolean({ default: false })),
      events: Type.Optional(Events),
      otp_code: OtpCode,
    },
    { additionalProperties: false },
  ),
])

const dispatch = {
  dispatching: Type.Boolean(),
  dispatching_reason: Type.Optional(Type.String({ description: 'plan or not_configured; absent while dispatching' })),
}
/**
 * `webhook_secret` is in the answer exactly when a secret was issued: the first setup, a change of URL (a secret
 * belongs to one URL; the previous one stops signing at once), or configuring again after a deactivation.
 */
const PaymentsWebhook = named('WebhookConfig').Object({
  url: Type.Optional(Text),
  webhook_url: Type.Optional(Text),
  events: Type.Array(Text),
  is_active: Type.Boolean(),
  wallet_webhook_enabled: Type.Boolean(),
  secret_version: Type.Optional(Type.Integer()),
  ...dispatch,
  created_at: Type.Optional(Time),
  updated_at: Type.Optional(Time),
})
const CaasWebhook = named('CaasWebhook').Object({
  id: Text,
  url: Text,
  events: Type.Array(Text),
  is_active: Type.Boolean(),
  created_at: Time,
  updated_at: Time,
})
const DeliveryLog = named('WebhookDeliveryList').Object({
  deliveries: Type.Array(
    object({
      id: Text,
      event_id: Text,
      endpoint_id: Text,
      event: Text,
      url: Type.Optional(Type.String({ description: 'The URL this delivery is for: every attempt and redelivery goes there only' })),
      status: Text,
      skip_reason: Type.Optional(Text),
      attempts: Type.Integer(),
      last_status_code: Type.Optional(Type.Integer()),
      last_error: Type.Optional(Text),
      created_at: Time,
      delivered_at: Type.Optional(Time),
      next_attempt_at: Type.Optional(Time),
      history: Type.Array(
        object({
          attempt: Type.Integer(),
          at: Time,
          status_code: Type.Optional(Type.Integer()),
          duration_ms: Type.Integer(),
          error: Type.Optional(Text),
        }),
      ),
    }),
  ),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
})
const Nothing = object({})
const DeliveryId = object({ id: uuid() })
export const EndpointId = object({ id: Type.String({ minLength: 1, maxLength: 100 }) })
export { DeliveryId }

export const getPaymentsWebhook = operation({ name: 'webhooks.payments.get', input: Nothing, output: PaymentsWebhook })
export const configurePaymentsWebhook = operation({
  name: 'webhooks.payments.configure',
  input: object({ url: Url, events: Type.Optional(Events), wallet_webhook_enabled: Type.Optional(Type.Boolean()), otp_code: OtpCode }),
  output: Type.Composite([PaymentsWebhook, object({ webhook_secret: Type.Optional(Text), message: Text })]),
  errors: ['INVALID_WEBHOOK_URL', 'WEBHOOK_TARGET_NOT_ALLOWED', ...STEP_UP],
  examples: {
    input: { url: 'https://shop.example.org/webhooks/payments', events: ['payment.confirmed', 'payment.failed'] },
    output: {
      url: 'https://shop.example.org/webhooks/payments',
      events: ['payment.confirmed', 'payment.failed'],
      is_active: true,
      wallet_webhook_enabled: false,
      secret_version: 1,
      dispatching: true,
      webhook_secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      message: 'Webhook configured. Store the secret now: it is not shown again.',
    },
  },
})
export const rotateSecret = operation({
  name: 'webhooks.payments.rotate',
  input: Nothing,
  output: object({ webhook_secret: Text, message: Text }),
  errors: ['ENDPOINT_NOT_FOUND', 'ENDPOINT_DEACTIVATED'],
})
export const testWebhook = operation({
  name: 'webhooks.payments.test',
  input: Nothing,
  output: Message,
  errors: ['PLAN_FEATURE_UNAVAILABLE', 'ENDPOINT_NOT_FOUND', 'ENDPOINT_DEACTIVATED'],
})
export const paymentsDeliveries = operation({ name: 'webhooks.payments.deliveries', input: Paging, output: DeliveryLog })
export const redeliver = operation({
  name: 'webhooks.redeliver',
  input: DeliveryId,
  output: object({ id: Text, status: Text, message: Text }),
  errors: ['PLAN_FEATURE_UNAVAILABLE', 'DELIVERY_NOT_REDELIVERABLE', 'WEBHOOK_URL_CHANGED'],
})
export const CaasWebhookBody = object(
  { url: Url, secret: Type.String({ minLength: 16, maxLength: 256 }), events: Type.Optional(Events) },
  { additionalProperties: false },
)
export const createCaasWebhook = operation({
  name: 'webhooks.caas.create',
  input: CaasWebhookBody,
  output: CaasWebhook,
  errors: ['INVALID_WEBHOOK_URL', 'WEBHOOK_TARGET_NOT_ALLOWED'],
})
export const listCaasWebhooks = operation({
  name: 'webhooks.caas.list',
  input: Nothing,
  output: object({ webhooks: Type.Array(CaasWebhook), total: Type.Integer() }),
})
export const LogsQuery = object({
  ...pagingFields,
  endpoint_id: Type.Optional(opaqueId({ description: 'Deliveries to this endpoint only' })),
})
export const caasLogs = operation({ name: 'webhooks.caas.logs', input: LogsQuery, output: DeliveryLog })
export const deactivateCaasWebhook = operation({
  name: 'webhooks.caas.deactivate',
  input: EndpointId,
  output: CaasWebhook,
  errors: ['ENDPOINT_NOT_FOUND'],
})
