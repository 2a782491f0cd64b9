/**
 * The remittance transfer as the API and its webhooks show it (spec "Remittance": every field it lists, always
 * present), in the kernel so the webhook contract (webhook_payloads.ts) and the product's routes read one schema.
 */
import { Type } from '@sinclair/typebox'
import { named } from '../schema_name'

const Amount = (description: string) => Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', description })
const Percent = Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$', description: 'The platform fee, percent of source_amount' })
const Time = Type.String({ format: 'date-time' })

export const RemittanceTransfer = named('RemittanceTransfer').Object({
  id: Type.String(),
  business_uuid: Type.String(),
  source_currency: Type.String(),
  source_amount: Amount('Sent to the partner'),
  dest_currency: Type.String(),
  dest_amount: Amount('What the recipient receives'),
  recipient_name: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('processing'), Type.Literal('completed'), Type.Literal('failed')]),
  exchange_rate: Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' }),
  fee_amount: Amount('The platform fee before the discount'),
  rpay_discount_used: Type.Boolean(),
  created_at: Time,
  quote_id: Type.String(),
  fee_percent: Percent,
  rpay_discount_amount: Amount('Taken off the fee'),
  total_cost: Amount('Held on your balance while the payout is under way, debited when it is sent, returned if it fails or bounces'),
  recipient_country: Type.String(),
  reference: Type.String(),
  purpose: Type.String(),
  partner_status: Type.Optional(
    Type.String({
      description:
        'The payout partner’s latest state (incoming_payment_waiting, processing, funds_converted, outgoing_payment_sent, bounced_back, cancelled, funds_refunded); absent before it has one',
    }),
  ),
  failure_reason: Type.Optional(Type.String({ description: 'Why it failed; absent unless failed' })),
  reversed: Type.Boolean({ description: 'A sent payout bounced back and its debit was returned to your balance' }),
  is_test_mode: Type.Boolean(),
  updated_at: Time,
})
