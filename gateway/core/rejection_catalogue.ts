/**
 * Every rejection code the API answers, with its HTTP status and what it
 * means: the one table the gateway maps codes through and the README's error
 * catalogue is generated from. Keyed by `RejectionCode` (the union each
 * product's rejections.ts declares), so a code without a status does not
 * compile, and neither does a status for a code nobody declared.
 */
import type { RejectionCode } from '../../platform/errors'
import './rejections'

export type HttpStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503

interface CodeInfo {
  readonly status: HttpStatus
  readonly meaning: string
}

export type RejectionCatalogue = { readonly [C in RejectionCode]: CodeInfo }

const entry = (status: HttpStatus, meaning: string): CodeInfo => ({ status, meaning })

export const rejectionCatalogue: RejectionCatalogue = {
  // The gateway's own answers.
  VALIDATION_FAILED: entry(400, 'the request does not match the route’s schema; `error` names the field'),
  INVALID_JSON: entry(400, 'the request body is not valid JSON'),
  INVALID_STRING: entry(400, 'a string in the request holds characters the API refuses (control characters, unpaired surrogates)'),
  JSON_TOO_DEEP: entry(400, 'the request body nests deeper than the gateway accepts'),
  INEXACT_NUMBER: entry(400, 'a JSON number cannot be represented exactly; send it as a decimal string'),
  INVALID_IDEMPOTENCY_KEY: entry(400, 'the Idempotency-Key header is not 1 to 255 printable ASCII characters'),
  IDEMPOTENCY_KEY_REUSED: entry(
    409,
    'the Idempotency-Key (a VAS order: its reference) was used before, by this merchant in this environment, with a different request',
  ),
  ROUTE_NOT_FOUND: entry(404, 'no route has this path'),
  METHOD_NOT_FOUND: entry(404, 'the payments role has no such method (a gateway and payments role of different versions)'),
  METHOD_NOT_ALLOWED: entry(405, 'the path exists but not with this HTTP method (see the Allow header)'),
  PAYLOAD_TOO_LARGE: entry(413, 'the request body is larger than the gateway accepts'),
  UNSUPPORTED_MEDIA_TYPE: entry(415, 'request bodies must be application/json'),
  RATE_LIMITED: entry(429, 'too many requests in the window; retry after the Retry-After header'),
  INTERNAL_ERROR: entry(500, 'a fault on the platform’s side; the request id in the body finds it in the logs'),
  SHUTTING_DOWN: entry(503, 'this gateway is draining; retry, another instance answers'),
  TEMPORARILY_UNAVAILABLE: entry(503, 'a dependency is briefly unavailable; retry after the Retry-After header'),
  UNAUTHORIZED: entry(401, 'missing, invalid or expired credentials (API key, bearer token or admin token)'),
  FORBIDDEN: entry(403, 'the credentials are valid but lack the permission this route needs'),

  // Accounts: users, sign-in, 2FA, API keys, team, plans.
  INVALID_CREDENTIALS: entry(401, 'email or password is wrong'),
  OTP_REQUIRED: entry(401, 'the account has 2FA: repeat the sign-in with a one-time code'),
  INVALID_OTP: entry(401, 'the one-time code is wrong or expired'),
  OTP_REUSED: entry(401, 'this one-time code was already used; wait for the next one'),
  TOO_MANY_ATTEMPTS: entry(429, 'too many failed attempts; wait before trying again'),
  INVALID_REFRESH_TOKEN: entry(401, 'the refresh token is unknown, expired or already rotated'),
  EMAIL_TAKEN: entry(409, 'an account with this email already exists'),
  CLAIM_LOST: entry(409, 'another sign-up claimed this email at the same moment'),
  USER_NOT_FOUND: entry(404, 'no such user'),
  USER_REMOVED: entry(403, 'the user was removed from the business'),
  BUSINESS_NOT_FOUND: entry(404, 'no such business'),
  KEY_NOT_FOUND: entry(404, 'no such API key'),
  KEY_REVOKED: entry(410, 'the API key was revoked'),
  KEY_EXISTS: entry(409, 'the API key id is already used'),
  NOT_LEGACY_KEY: entry(400, 'the key is not a legacy key, so there is nothing to migrate'),
  SUBSCRIPTION_EXPIRED: entry(
    402,
    'the business’s plan has expired, or its upgrade invoice is unpaid past the grace period; renew or pay it',
  ),
  PLAN_PAYMENT_REQUIRED: entry(
    402,
    'this upgrade cannot run unpaid: pay the overdue plan invoice, or buy the plan with the subscription crypto checkout',
  ),
  TRANSACTION_LIMIT_EXCEEDED: entry(402, 'the plan’s monthly transaction limit is reached'),
  WALLET_LIMIT_EXCEEDED: entry(403, 'the plan’s wallet limit is reached'),
  '2FA_ALREADY_ENABLED': entry(409, '2FA is already enabled'),
  '2FA_NOT_SET_UP': entry(400, '2FA has not been set up; call setup first'),
  '2FA_NOT_ENABLED': entry(400, '2FA is not enabled'),
  '2FA_REQUIRED': entry(403, 'this operation needs 2FA enabled and a one-time code'),
  INVITE_INVALID: entry(404, 'the invitation is unknown, used or expired'),
  INVITE_EXISTS: entry(409, 'an invitation for this email is already pending'),
  INVITE_NOT_FOUND: entry(404, 'no such invitation'),
  NOT_KEY_CREATOR: entry(403, 'only the key’s creator or the owner can rotate it'),
  MEMBER_NOT_FOUND: entry(404, 'no such team member'),
  OWNER_IMMUTABLE: entry(403, 'the owner’s role and membership cannot be changed'),
  CANNOT_REMOVE_SELF: entry(400, 'a member cannot remove themselves'),
  CANNOT_CHANGE_SELF: entry(403, 'a member cannot change their own permissions'),
  UNKNOWN_PERMISSION: entry(400, 'a permission in the request does not exist'),
  PERMISSION_NOT_HELD: entry(403, 'a member can grant only permissions they hold'),
  OWNER_ONLY_PERMISSION: entry(403, 'only the owner can grant this permission'),
  KYC_REQUIRED: entry(403, 'the business must complete KYC first'),
  BUSINESS_ACCOUNT_REQUIRED: entry(403, 'this needs a business account'),

  // Checkout.
  SESSION_NOT_FOUND: entry(404, 'no such checkout session'),
  REFUND_NOT_FOUND: entry(404, 'no such refund'),
  BUSINESS_WALLET_NOT_FOUND: entry(404, 'the business has no business wallet'),
  BUSINESS_WALLET_REQUIRED: entry(409, 'generate the business wallet first'),
  SETTLEMENT_ACCOUNT_NOT_FOUND: entry(404, 'no such settlement account'),
  SETTLEMENT_ACCOUNT_LIMIT: entry(409, 'the business has as many settlement accounts as allowed'),
  WALLET_EXISTS: entry(409, 'the wallet already exists'),
  MNEMONIC_NOT_REPLAYED: entry(
    403,
    'a replayed create returns the mnemonic only to the key that created the wallet, or with wallet:reveal_seed',
  ),
  PAYMENT_IN_PROGRESS: entry(409, 'a payment to the session is being confirmed; the selection cannot change'),
  SESSION_CLOSED: entry(409, 'the session is paid, failed or cancelled'),
  SESSION_EXPIRED: entry(410, 'the session expired before it was paid'),
  NOT_REFUNDABLE: entry(400, 'only a paid session can be refunded, and not beyond a full refund'),
  REFUND_EXCEEDS_REMAINING: entry(400, 'the refund is larger than what is left to refund'),
  REFUND_ADDRESS_REQUIRED: entry(400, 'the payer’s address is unknown: give a refund address'),
  REFUND_ADDRESS_NOT_PERMITTED: entry(403, 'refunding to an address other than the payer’s needs checkout:refund_address'),
  INVALID_REFUND_ADDRESS: entry(400, 'the refund address is not valid on the session’s network'),
  CURRENCY_NOT_AVAILABLE: entry(400, 'the currency is not offered for this session'),
  UNSUPPORTED_PAYMENT_METHOD: entry(400, 'the payment method is not supported'),
  METADATA_TOO_LARGE: entry(400, 'the metadata serialises to more bytes than allowed'),
  PRICE_UNAVAILABLE: entry(503, 'no current market price for the currency; retry shortly'),
  FX_UNAVAILABLE: entry(422, 'no exchange rate for the fiat currency'),
  PLAN_NOT_PURCHASABLE: entry(
    400,
    'the plan is priced by agreement and set by an administrator; it cannot be bought or upgraded to online',
  ),
  INVALID_REQUEST: entry(400, 'the request is inconsistent (see `error`)'),
  INVALID_LOGO: entry(400, 'the logo is not a PNG or JPEG within the size limits (see `error`)'),
  LOGO_NOT_FOUND: entry(404, 'the session’s merchant shows no logo (none set, or the plan has no custom_branding)'),

  // Shared input checks (WaaS, checkout, CaaS, sandbox).
  INVALID_NETWORK: entry(400, 'the network is unknown or not offered here'),
  INVALID_CURRENCY: entry(400, 'the currency is unknown on the network'),
  INVALID_ADDRESS: entry(400, 'not a valid address on the network'),
  INVALID_AMOUNT: entry(400, 'the amount is not a positive decimal string in range'),
  NETWORK_UNAVAILABLE: entry(503, 'the network has no live endpoint configured or it is unreachable; retry later'),

  // Wallet-as-a-Service.
  INVALID_WORD_COUNT: entry(400, 'a mnemonic has 12 or 24 words'),
  WALLET_NOT_FOUND: entry(404, 'no such wallet'),
  WALLET_CREATION_FAILED: entry(500, 'the wallet could not be created'),
  TRANSACTIONS_FETCH_FAILED: entry(500, 'the wallet’s transactions could not be read'),
  ADDRESS_NOT_FOUND: entry(404, 'no such address in the wallet'),
  INVALID_FEE_PERCENT: entry(400, 'the fee is not a decimal between 0 and 0.5'),
  UNSUPPORTED_NETWORK: entry(400, 'the operation is not offered on this network (gas estimates: EVM networks only)'),
  ESTIMATE_FAILED: entry(400, 'the node could not estimate this transfer'),
  CURRENCY_UNAVAILABLE: entry(400, 'the currency has no contract configured on this network'),
  INSUFFICIENT_FUNDS: entry(500, 'the wallet cannot pay the amount and its network fee (500 as the spec has it)'),
  BROADCAST_FAILED: entry(500, 'the network refused the transaction'),
  UNKNOWN_ADDRESS: entry(400, 'the address does not belong to this wallet'),
  SEND_NOT_FOUND: entry(404, 'no such transfer in this wallet'),
  FEE_NOT_DUE: entry(409, 'no fee is due on this transfer'),
  SEND_EXISTS: entry(409, 'a transfer with this id was already started'),
  TRANSFER_IN_PROGRESS: entry(409, 'a transfer with this Idempotency-Key is still being sent'),

  // Card-as-a-Service.
  INVALID_PHONE_NUMBER: entry(400, 'not an E.164 phone number'),
  UNSUPPORTED_TOKEN: entry(400, 'the token is not supported'),
  SAME_WALLET: entry(400, 'sender and recipient are the same wallet'),
  SAME_PHONE_NUMBER: entry(400, 'the new phone number is the current one'),
  INVALID_CODE: entry(400, 'the verification code is wrong; the message says how many attempts are left'),
  TRANSFER_NOT_FOUND: entry(404, 'no such transfer'),
  ALREADY_LINKED: entry(409, 'the phone number is already linked'),
  LINK_NOT_REQUESTED: entry(404, 'no link was requested; request a code first'),
  LINK_EXPIRED: entry(410, 'the verification code expired; request a new one'),
  LINK_REQUEST_TOO_SOON: entry(429, 'a code was sent moments ago; wait before asking again'),
  PHONE_NUMBER_IN_USE: entry(409, 'another user holds this phone number'),
  PHONE_NUMBER_MOVED: entry(409, 'the recipient’s wallet moved to another phone number; pay the new number'),
  WALLET_SHARED: entry(409, 'the wallet is linked to more than one merchant, so its phone number cannot be changed'),
  PHONE_CHANGE_NOT_REQUESTED: entry(404, 'no phone change to this number is pending for this merchant; request a code first'),
  PHONE_CHANGE_EXPIRED: entry(410, 'the phone change code expired; request a new one'),
  PHONE_CHANGE_TOO_SOON: entry(429, 'a phone change code was sent moments ago; wait before asking again'),
  PHONE_CHANGE_IN_PROGRESS: entry(409, 'a confirmed phone change is being completed; repeat its confirmation'),
  MAY_HAVE_BEEN_SENT: entry(400, 'internal to the transfer executor: the operation may already be on chain'),
  DEADLINE_NOT_REACHED: entry(400, 'internal to the transfer executor: the operation may still be included'),
  CHAIN_SEND_NOT_FOUND: entry(404, 'internal to the send path: no send with this id was recorded'),
  SEND_ID_CONFLICT: entry(409, 'internal to the send path: the send id belongs to another owner'),
  SANDBOX_ONLY: entry(403, 'this operation needs a test key'),
  SANDBOX_ADDRESS_NOT_YOURS: entry(403, 'the sandbox credits only addresses the platform issued to the key’s merchant'),
  SMS_NOT_CONFIGURED: entry(503, 'no SMS provider is configured for this environment'),
  SMS_UNAVAILABLE: entry(503, 'the SMS provider did not accept the message; retry later'),

  // Value-added services.
  BALANCE_TOO_LOW: entry(400, 'the merchant balance does not cover the order; nothing was attempted'),
  PROVIDER_FLOAT_EXHAUSTED: entry(503, 'the platform’s provider balance cannot cover the order; nothing bought, the merchant not charged'),
  PROVIDER_FAILED: entry(502, 'the provider failed the order; the hold on the balance is released'),
  PRODUCT_NOT_FOUND: entry(400, 'no such gift card product (or it is not sold in USD)'),
  INVALID_DENOMINATION: entry(400, 'the amount is not a denomination the product or operator sells'),
  OPERATOR_NOT_FOUND: entry(400, 'no such mobile operator'),
  OPERATOR_NOT_DETECTED: entry(404, 'no operator found for this phone number'),
  INVALID_PHONE: entry(400, 'the phone number is not a valid number of the country'),
  VAS_UNAVAILABLE: entry(503, 'no VAS provider is configured for this environment'),
  ORDER_NOT_FOUND: entry(404, 'no order with this reference for this merchant and environment'),
  INVALID_MARGIN: entry(400, 'a margin percent is 0 to 100 with at most 2 places; a fixed margin has at most 6 places'),
  ORDER_STEP_INVALID: entry(400, 'internal to the VAS executor: a step out of order'),

  // Webhooks.
  ENDPOINT_NOT_FOUND: entry(404, 'no such webhook endpoint of this business and product (a CaaS id on the CaaS routes only)'),
  ENDPOINT_DEACTIVATED: entry(
    410,
    'the webhook endpoint is deactivated: configure the payments webhook again (POST /api/v1/settings/webhook); a deleted CaaS dashboard webhook stays deleted, register a new one',
  ),
  INVALID_WEBHOOK_URL: entry(400, 'the webhook URL is not a valid absolute URL with an allowed scheme (https in production)'),
  WEBHOOK_TARGET_NOT_ALLOWED: entry(400, 'the webhook URL points at a private or reserved address'),
  PLAN_FEATURE_UNAVAILABLE: entry(403, 'the business’s plan does not include this feature'),
  DELIVERY_NOT_REDELIVERABLE: entry(404, 'no such delivery, or it is still pending'),
  WEBHOOK_URL_CHANGED: entry(
    409,
    'the webhook URL changed since this delivery was first attempted: past events are not sent to a new URL, nothing was sent',
  ),

  // Market data: GET /v1/market/health, and the error frames of the /v1/market/ws WebSocket (the connection stays open).
  HUB_UNAVAILABLE: entry(503, 'the market data hub does not answer; retry shortly'),
  BAD_REQUEST: entry(400, 'WebSocket: the message is not a valid subscribe, unsubscribe or ping (`message` says why)'),
  ALREADY_SUBSCRIBED_ALL: entry(400, 'WebSocket: the connection follows every symbol; unsubscribe "*" before subscribing to some'),
  TOO_MANY_SYMBOLS: entry(400, 'WebSocket: one connection follows at most 500 symbols'),
  // Swap (spec: Swap; the execute errors are 500 as the spec has them).
  SWAP_NOT_FOUND: entry(404, 'no such swap'),
  WITHDRAWAL_NOT_FOUND: entry(404, 'no such withdrawal (for this merchant and environment)'),
  DEPOSIT_NOT_FOUND: entry(404, 'no such deposit (for this merchant and environment)'),
  UNSUPPORTED_PAYOUT_CURRENCY: entry(400, 'withdrawals pay out only in the currencies of the platform’s payout rates (CAAS_PAYOUT_RATES)'),
  INSUFFICIENT_USDC: entry(400, 'the user’s smart account holds less USDC than the withdrawal asks; nothing was recorded'),
  DEPOSIT_NOT_PENDING: entry(409, 'the deposit’s collection is not pending (not created yet, or already paid, failed or expired)'),
  SANDBOX_UNAVAILABLE: entry(503, 'the partner behind this sandbox call has no sandbox for it (a live partner)'),
  LEG_NOT_FOUND: entry(404, 'no such leg of a withdrawal or deposit (internal)'),
  LEG_CONFLICT: entry(409, 'a leg exists under this id with other content (internal: a flow asked for two different legs)'),
  SWAP_EXISTS: entry(409, 'a swap with this id exists'),
  SWAP_SETTLED: entry(409, 'the swap is already confirmed or failed'),
  SWAP_INVALID_REQUEST: entry(400, 'the swap request is invalid; `error` holds the spec’s message'),
  SWAP_UNAVAILABLE: entry(400, 'no route for this swap: no pool, no bridge route for a cross-chain pair, or a network without swaps'),
  CUSTOMER_WALLET_NOT_FOUND: entry(500, 'the customer has no WaaS wallet or no address on the chain (500 as the spec has it)'),
  SWAP_APPROVE_FAILED: entry(500, 'the approve of the input token was refused or reverted'),
  SWAP_TRANSACTION_FAILED: entry(500, 'the swap transaction would revert or was refused (balance, slippage, deadline)'),
  SWAP_IN_PROGRESS: entry(409, 'a swap under this Idempotency-Key has not sent its swap transaction yet; retry shortly'),
  // Virtual accounts (docs/virtual_accounts.md).
  VIRTUAL_ACCOUNT_NOT_FOUND: entry(404, 'no such virtual account for this merchant'),
  VIRTUAL_ACCOUNT_OPENING: entry(409, 'the banking partner has not confirmed the account yet; retry the create'),
  VIRTUAL_ACCOUNT_CLOSED: entry(409, 'the virtual account is closed; nothing changes it any more'),
  PARTNER_UNAVAILABLE: entry(
    503,
    'the partner (bank, payout or on-ramp) is not configured or did not answer; retry (the request is safe to repeat)',
  ),
  PARTNER_REFUSED: entry(502, 'the banking partner refused the request; `error` holds its reason'),
  INVALID_SIGNATURE: entry(401, 'a partner notification’s or webhook’s signature does not verify; nothing was recorded'),
  INVALID_NOTIFICATION: entry(400, 'the partner notification is not a well-formed payment'),
  PAYMENT_NOT_FOUND: entry(404, 'no such inbound bank payment'),
  PAYMENT_NOT_IN_SUSPENSE: entry(409, 'the payment is not in suspense: only a suspended payment is assigned or returned'),
  // Remittance (actors/remittance/rejections.ts).
  SIGNATURE_MALFORMED: entry(400, 'X-Transfer-Signature is missing or not t=,n=,k=,v1= as docs/remittance.md defines it; nothing moved'),
  SIGNATURE_KEY_UNKNOWN: entry(401, 'k= names no active transfer signing key of this merchant in this environment; nothing moved'),
  SIGNATURE_EXPIRED: entry(401, 'the signature’s t= is more than 300 seconds from the platform’s clock: sign again; nothing moved'),
  SIGNATURE_MISMATCH: entry(401, 'no v1= is this request’s signature under an active signing key; nothing moved'),
  SIGNATURE_REPLAYED: entry(409, 'the nonce n= was used with this key in the last 600 seconds: sign again with a new one; nothing moved'),
  SIGNING_KEY_LIMIT: entry(409, 'two transfer signing keys are active: revoke one before issuing another'),
  SIGNING_KEY_NOT_FOUND: entry(404, 'no such transfer signing key of this merchant'),
  BUSINESS_MISMATCH: entry(403, 'business_id names a business other than the one the credential acts for'),
  UNSUPPORTED_CORRIDOR: entry(400, 'the platform does not send this currency pair (GET /api/v1/remittance/rates lists those it does)'),
  QUOTE_NOT_FOUND: entry(404, 'no such quote of this merchant in this environment'),
  QUOTE_EXPIRED: entry(409, 'the quote’s rate is no longer locked: quote again'),
  QUOTE_USED: entry(409, 'a transfer was made on this quote already: a quote is used once'),
  QUOTE_MISMATCH: entry(400, 'the request’s currencies or amount differ from its quote’s'),
  OTC_ACCESS_REQUIRED: entry(403, 'an operator has not approved this business for OTC'),
  OTC_FORM_NOT_APPROVED: entry(403, 'OTC trading needs an approved AML form (GET /api/v1/kyc/otc/status)'),
  OTC_FORM_INCOMPLETE: entry(400, 'the AML form lacks a field submission needs; the message names it'),
  OTC_FORM_LOCKED: entry(409, 'a submitted or approved AML form is not edited'),
  OTC_FORM_NOT_SUBMITTED: entry(409, 'only a submitted AML form is reviewed'),
  OTC_PAIR_UNAVAILABLE: entry(400, 'the OTC desk does not quote this currency pair'),
  OTC_ACCOUNT_NOT_FOUND: entry(400, 'account_id is not the desk’s account in the order’s `from` currency'),
  OTC_ORDER_NOT_FOUND: entry(404, 'no such OTC order of this business'),
  OTC_ORDER_EXPIRED: entry(409, 'the order’s quote expired: refresh it for a new rate'),
  OTC_ORDER_NOT_EXPIRED: entry(409, 'only an expired order is refreshed'),
  OTC_ORDER_CLOSED: entry(409, 'the order was paid, settled or is in review: nothing more to do with it'),
  ANALYTICS_PERIOD_INVALID: entry(400, 'from and to must be dates (YYYY-MM-DD), to not before from, at most 366 days apart'),
  FRAUD_ALERT_NOT_FOUND: entry(404, 'no such fraud alert of this business'),
  FRAUD_ALERT_RESOLVED: entry(409, 'the alert was resolved the other way already'),
  FRAUD_RULE_THRESHOLD: entry(400, 'the threshold is outside the rule’s bounds'),
  REMITTANCE_NOT_FOUND: entry(404, 'no such remittance transfer of this merchant in this environment'),
}

/** The status for a code, or undefined for a code the catalogue lacks (a bug: an undeclared code reached the gateway). */
export function statusOf(code: string): HttpStatus | undefined {
  return isCatalogued(code) ? rejectionCatalogue[code].status : undefined
}

function isCatalogued(code: string): code is RejectionCode {
  return Object.hasOwn(rejectionCatalogue, code)
}
