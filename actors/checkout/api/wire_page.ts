/**
 * The wire shapes behind the hosted pay page (view_page.ts builds them): the
 * session as the customer's page draws it, with the view it is in, and the
 * page's branding. A field that does not apply is left out, never null.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { SessionException, SessionStatus } from './wire'

const Text = Type.String()
const Time = Type.String({ format: 'date-time' })
const Decimal = Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' })
const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))

/** The views of the page, one per state a customer can be in. */
export const PAGE_VIEWS = ['choose', 'waiting', 'detected', 'partial', 'paid', 'overpaid', 'paid_late', 'expired', 'failed'] as const
export type PageViewName = (typeof PAGE_VIEWS)[number]

const PagePayment = object({
  tx_hash: Text,
  network: Text,
  currency: Text,
  amount: Decimal,
  status: literals(['detected', 'confirmed', 'failed', 'reversed'] as const),
  /** depth: confirmations count up to `confirmations_required`; time: the network settles by time (confirmations stay 0). */
  settlement: literals(['depth', 'time'] as const),
  confirmations: Type.Integer({ minimum: 0 }),
  confirmations_required: Type.Optional(Type.Integer({ minimum: 1 })),
  late: Type.Boolean(),
  explorer_url: Type.Optional(Text),
  detected_at: Time,
  settled_at: Type.Optional(Time),
})

const PageSelection = object({
  network: Text,
  currency: Text,
  address: Text,
  /** Everything due, with every digit the wallet needs (not rounded to 6 places). */
  amount_crypto: Decimal,
  paid_amount: Decimal,
  remaining_amount: Decimal,
  /** Paid beyond what was due (an overpaid session). */
  excess_amount: Type.Optional(Decimal),
  payment_uri: Type.Optional(Text),
  qr_code: Type.Optional(Type.String({ description: 'data-URI PNG' })),
  /** While partly paid: a URI and QR code of the rest only. */
  remaining_uri: Type.Optional(Text),
  remaining_qr_code: Type.Optional(Type.String({ description: 'data-URI PNG' })),
})

export const PayPageView = object({
  session_id: Text,
  view: literals(PAGE_VIEWS),
  /** No later change can alter what the page shows: the page stops asking. */
  final: Type.Boolean(),
  status: SessionStatus,
  exception: SessionException,
  amount: Decimal,
  currency: Text,
  description: Type.Optional(Text),
  reference: Type.Optional(Text),
  expires_at: Time,
  /** The platform's time of this answer: the countdown runs on it, not on the customer's clock. */
  server_time: Time,
  paid_at: Type.Optional(Time),
  is_test_mode: Type.Boolean(),
  /** The session's callback_url when it is an http(s) address the customer can go back to. */
  return_url: Type.Optional(Text),
  payment_options: Type.Array(object({ network: Text, currency: Text })),
  selection: Type.Optional(PageSelection),
  payments: Type.Array(PagePayment),
})

/** The look of a session's page: the merchant's, on plans with custom_branding; white_label hides the platform's name. */
export const PageBranding = object({
  business_name: Text,
  white_label: Type.Boolean(),
  is_test_mode: Type.Boolean(),
  accent_color: Type.Optional(Text),
  logo_path: Type.Optional(Text),
})

export const PageLogo = object({ content_type: Text, data: Type.String({ contentEncoding: 'base64' }) })

/** The branding settings as the dashboard shows them. */
export const BrandingSettings = object({
  custom_branding: Type.Boolean({ description: 'The plan includes custom_branding: the page shows these settings' }),
  white_label: Type.Boolean({ description: 'The plan includes white_label: the page does not name the platform' }),
  display_name: Type.Optional(Text),
  accent_color: Type.Optional(Text),
  logo_content_type: Type.Optional(Text),
  logo_bytes: Type.Optional(Type.Integer()),
  updated_at: Type.Optional(Time),
})
