// Code generated from the platform's OpenAPI document by sdk/codegen; DO NOT EDIT.
// Regenerate with: npm run clients

package platform

import "encoding/json"

// SchemaNames lists the named schemas of the document this library was generated from: each has a type here.
var SchemaNames = []string{
	"AirtimeOperator",
	"AirtimeQuote",
	"AnalyticsAssetFigures",
	"AnalyticsCurrencyFigures",
	"AnalyticsDashboard",
	"AnalyticsOverview",
	"AnalyticsPaymentMethod",
	"AnalyticsPaymentMethods",
	"AnalyticsRevenue",
	"AnalyticsRevenuePoint",
	"AnalyticsSessionCounts",
	"AnalyticsTransaction",
	"AnalyticsTransactionList",
	"ApiKey",
	"ApiKeyCreated",
	"ApiKeyList",
	"AuditEntry",
	"AuditLogPage",
	"AuthTokens",
	"Balance",
	"BalanceEntry",
	"BalanceEntryList",
	"BalanceTopUpAddresses",
	"BankPayment",
	"BankPaymentList",
	"Billers",
	"CaasDeposit",
	"CaasLinkRequest",
	"CaasLinkedUser",
	"CaasPhoneChangeRequest",
	"CaasPhoneChanged",
	"CaasProvisionedUser",
	"CaasSandboxFunding",
	"CaasSwap",
	"CaasTransfer",
	"CaasTreasury",
	"CaasUserBalance",
	"CaasWebhook",
	"CaasWithdrawal",
	"CheckoutAddressList",
	"CheckoutChainVerification",
	"CheckoutNetworkSelection",
	"CheckoutSession",
	"CheckoutSessionCreated",
	"CheckoutSessionList",
	"CheckoutStats",
	"CheckoutVerification",
	"CurrencyBalance",
	"DataBundles",
	"DerivedAddress",
	"Error",
	"ErrorCode",
	"FraudAlert",
	"FraudAlertList",
	"FraudRule",
	"FraudRuleList",
	"GasEstimate",
	"GiftCardCountries",
	"GiftCardProduct",
	"GiftCardProductList",
	"IssuedTransferSigningKey",
	"MarketHealth",
	"MarketPrices",
	"MarketQuote",
	"MarketSymbols",
	"OtcAccount",
	"OtcAccountList",
	"OtcAmlForm",
	"OtcAmlFormQueue",
	"OtcHistory",
	"OtcOrder",
	"OtcOrderQuote",
	"OtcPaymentDetails",
	"OtcQuote",
	"OtcReviewList",
	"OtcSandboxPayment",
	"PartnerCallbackReceipt",
	"PartnerNotificationReceipt",
	"Plan",
	"PlanInvoice",
	"PlanList",
	"PublicCheckoutSession",
	"RedeemCode",
	"Refund",
	"RefundList",
	"RemittancePartnerNotificationReceived",
	"RemittanceQuote",
	"RemittanceRate",
	"RemittanceRates",
	"RemittanceTransfer",
	"RemittanceTransferList",
	"SandboxBankCredit",
	"SettlementAccount",
	"Subscription",
	"Swap",
	"SwapList",
	"SwapOverview",
	"SwapQuote",
	"SwapSubmitted",
	"SwapVolume",
	"TeamInvitation",
	"TeamInvitationList",
	"TeamMember",
	"TeamMemberList",
	"TransferSigningKey",
	"TransferSigningKeyList",
	"TreasuryAddresses",
	"VasMargins",
	"VasOrder",
	"VasOrderList",
	"VirtualAccount",
	"VirtualAccountList",
	"Wallet",
	"WalletAddress",
	"WalletAddressList",
	"WalletAddressSearch",
	"WalletCreated",
	"WalletFeeConfig",
	"WalletFeeEarnings",
	"WalletList",
	"WalletPrivateKey",
	"WalletSeed",
	"WalletTransaction",
	"WalletTransactionList",
	"WalletTransfer",
	"WebhookConfig",
	"WebhookDeliveryList",
}

// ErrorCode is a code of the platform's error catalogue: APIError.Code is one of ErrorCodes.
type ErrorCode = string

// ErrorCodes lists every code an error answer can carry.
var ErrorCodes = []ErrorCode{
	"2FA_ALREADY_ENABLED",
	"2FA_NOT_ENABLED",
	"2FA_NOT_SET_UP",
	"2FA_REQUIRED",
	"ADDRESS_NOT_FOUND",
	"ALREADY_LINKED",
	"ALREADY_SUBSCRIBED_ALL",
	"ANALYTICS_PERIOD_INVALID",
	"BAD_REQUEST",
	"BALANCE_TOO_LOW",
	"BROADCAST_FAILED",
	"BUSINESS_ACCOUNT_REQUIRED",
	"BUSINESS_MISMATCH",
	"BUSINESS_NOT_FOUND",
	"BUSINESS_WALLET_NOT_FOUND",
	"BUSINESS_WALLET_REQUIRED",
	"CANNOT_CHANGE_SELF",
	"CANNOT_REMOVE_SELF",
	"CHAIN_SEND_NOT_FOUND",
	"CLAIM_LOST",
	"CURRENCY_NOT_AVAILABLE",
	"CURRENCY_UNAVAILABLE",
	"CUSTOMER_WALLET_NOT_FOUND",
	"DEADLINE_NOT_REACHED",
	"DELIVERY_NOT_REDELIVERABLE",
	"DEPOSIT_NOT_FOUND",
	"DEPOSIT_NOT_PENDING",
	"EMAIL_TAKEN",
	"ENDPOINT_DEACTIVATED",
	"ENDPOINT_NOT_FOUND",
	"ESTIMATE_FAILED",
	"FEE_NOT_DUE",
	"FORBIDDEN",
	"FRAUD_ALERT_NOT_FOUND",
	"FRAUD_ALERT_RESOLVED",
	"FRAUD_RULE_THRESHOLD",
	"FX_UNAVAILABLE",
	"HUB_UNAVAILABLE",
	"IDEMPOTENCY_KEY_REUSED",
	"INEXACT_NUMBER",
	"INSUFFICIENT_FUNDS",
	"INSUFFICIENT_USDC",
	"INTERNAL_ERROR",
	"INVALID_ADDRESS",
	"INVALID_AMOUNT",
	"INVALID_CODE",
	"INVALID_CREDENTIALS",
	"INVALID_CURRENCY",
	"INVALID_DENOMINATION",
	"INVALID_FEE_PERCENT",
	"INVALID_IDEMPOTENCY_KEY",
	"INVALID_JSON",
	"INVALID_LOGO",
	"INVALID_MARGIN",
	"INVALID_NETWORK",
	"INVALID_NOTIFICATION",
	"INVALID_OTP",
	"INVALID_PHONE",
	"INVALID_PHONE_NUMBER",
	"INVALID_REFRESH_TOKEN",
	"INVALID_REFUND_ADDRESS",
	"INVALID_REQUEST",
	"INVALID_SIGNATURE",
	"INVALID_STRING",
	"INVALID_WEBHOOK_URL",
	"INVALID_WORD_COUNT",
	"INVITE_EXISTS",
	"INVITE_INVALID",
	"INVITE_NOT_FOUND",
	"JSON_TOO_DEEP",
	"KEY_EXISTS",
	"KEY_NOT_FOUND",
	"KEY_REVOKED",
	"KYC_REQUIRED",
	"LEG_CONFLICT",
	"LEG_NOT_FOUND",
	"LINK_EXPIRED",
	"LINK_NOT_REQUESTED",
	"LINK_REQUEST_TOO_SOON",
	"LOGO_NOT_FOUND",
	"MAY_HAVE_BEEN_SENT",
	"MEMBER_NOT_FOUND",
	"METADATA_TOO_LARGE",
	"METHOD_NOT_ALLOWED",
	"METHOD_NOT_FOUND",
	"MNEMONIC_NOT_REPLAYED",
	"NETWORK_UNAVAILABLE",
	"NOT_KEY_CREATOR",
	"NOT_LEGACY_KEY",
	"NOT_REFUNDABLE",
	"OPERATOR_NOT_DETECTED",
	"OPERATOR_NOT_FOUND",
	"ORDER_NOT_FOUND",
	"ORDER_STEP_INVALID",
	"OTC_ACCESS_REQUIRED",
	"OTC_ACCOUNT_NOT_FOUND",
	"OTC_FORM_INCOMPLETE",
	"OTC_FORM_LOCKED",
	"OTC_FORM_NOT_APPROVED",
	"OTC_FORM_NOT_SUBMITTED",
	"OTC_ORDER_CLOSED",
	"OTC_ORDER_EXPIRED",
	"OTC_ORDER_NOT_EXPIRED",
	"OTC_ORDER_NOT_FOUND",
	"OTC_PAIR_UNAVAILABLE",
	"OTP_REQUIRED",
	"OTP_REUSED",
	"OWNER_IMMUTABLE",
	"OWNER_ONLY_PERMISSION",
	"PARTNER_REFUSED",
	"PARTNER_UNAVAILABLE",
	"PAYLOAD_TOO_LARGE",
	"PAYMENT_IN_PROGRESS",
	"PAYMENT_NOT_FOUND",
	"PAYMENT_NOT_IN_SUSPENSE",
	"PERMISSION_NOT_HELD",
	"PHONE_CHANGE_EXPIRED",
	"PHONE_CHANGE_IN_PROGRESS",
	"PHONE_CHANGE_NOT_REQUESTED",
	"PHONE_CHANGE_TOO_SOON",
	"PHONE_NUMBER_IN_USE",
	"PHONE_NUMBER_MOVED",
	"PLAN_FEATURE_UNAVAILABLE",
	"PLAN_NOT_PURCHASABLE",
	"PLAN_PAYMENT_REQUIRED",
	"PRICE_UNAVAILABLE",
	"PRODUCT_NOT_FOUND",
	"PROVIDER_FAILED",
	"PROVIDER_FLOAT_EXHAUSTED",
	"QUOTE_EXPIRED",
	"QUOTE_MISMATCH",
	"QUOTE_NOT_FOUND",
	"QUOTE_USED",
	"RATE_LIMITED",
	"REFUND_ADDRESS_NOT_PERMITTED",
	"REFUND_ADDRESS_REQUIRED",
	"REFUND_EXCEEDS_REMAINING",
	"REFUND_NOT_FOUND",
	"REMITTANCE_NOT_FOUND",
	"ROUTE_NOT_FOUND",
	"SAME_PHONE_NUMBER",
	"SAME_WALLET",
	"SANDBOX_ADDRESS_NOT_YOURS",
	"SANDBOX_ONLY",
	"SANDBOX_UNAVAILABLE",
	"SEND_EXISTS",
	"SEND_ID_CONFLICT",
	"SEND_NOT_FOUND",
	"SESSION_CLOSED",
	"SESSION_EXPIRED",
	"SESSION_NOT_FOUND",
	"SETTLEMENT_ACCOUNT_LIMIT",
	"SETTLEMENT_ACCOUNT_NOT_FOUND",
	"SHUTTING_DOWN",
	"SIGNATURE_EXPIRED",
	"SIGNATURE_KEY_UNKNOWN",
	"SIGNATURE_MALFORMED",
	"SIGNATURE_MISMATCH",
	"SIGNATURE_REPLAYED",
	"SIGNING_KEY_LIMIT",
	"SIGNING_KEY_NOT_FOUND",
	"SMS_NOT_CONFIGURED",
	"SMS_UNAVAILABLE",
	"SUBSCRIPTION_EXPIRED",
	"SWAP_APPROVE_FAILED",
	"SWAP_EXISTS",
	"SWAP_INVALID_REQUEST",
	"SWAP_IN_PROGRESS",
	"SWAP_NOT_FOUND",
	"SWAP_SETTLED",
	"SWAP_TRANSACTION_FAILED",
	"SWAP_UNAVAILABLE",
	"TEMPORARILY_UNAVAILABLE",
	"TOO_MANY_ATTEMPTS",
	"TOO_MANY_SYMBOLS",
	"TRANSACTIONS_FETCH_FAILED",
	"TRANSACTION_LIMIT_EXCEEDED",
	"TRANSFER_IN_PROGRESS",
	"TRANSFER_NOT_FOUND",
	"UNAUTHORIZED",
	"UNKNOWN_ADDRESS",
	"UNKNOWN_PERMISSION",
	"UNSUPPORTED_CORRIDOR",
	"UNSUPPORTED_MEDIA_TYPE",
	"UNSUPPORTED_NETWORK",
	"UNSUPPORTED_PAYMENT_METHOD",
	"UNSUPPORTED_PAYOUT_CURRENCY",
	"UNSUPPORTED_TOKEN",
	"USER_NOT_FOUND",
	"USER_REMOVED",
	"VALIDATION_FAILED",
	"VAS_UNAVAILABLE",
	"VIRTUAL_ACCOUNT_CLOSED",
	"VIRTUAL_ACCOUNT_NOT_FOUND",
	"VIRTUAL_ACCOUNT_OPENING",
	"WALLET_CREATION_FAILED",
	"WALLET_EXISTS",
	"WALLET_LIMIT_EXCEEDED",
	"WALLET_NOT_FOUND",
	"WALLET_SHARED",
	"WEBHOOK_TARGET_NOT_ALLOWED",
	"WEBHOOK_URL_CHANGED",
	"WITHDRAWAL_NOT_FOUND",
}

// AdminGetSubscriptionResponse is an object an operation declares inline.
type AdminGetSubscriptionResponse struct {
	BusinessID string                               `json:"business_id"`
	Plan       AdminGetSubscriptionResponsePlan     `json:"plan"`
	Limits     AdminGetSubscriptionResponseLimits   `json:"limits"`
	Features   AdminGetSubscriptionResponseFeatures `json:"features"`
	Usage      AdminGetSubscriptionResponseUsage    `json:"usage"`
	Invoice    *PlanInvoice                         `json:"invoice,omitempty"`
	StartedAt  string                               `json:"started_at"`
	RawStatus  string                               `json:"raw_status"`
}

// AdminGetSubscriptionResponseFeatures is an object an operation declares inline.
type AdminGetSubscriptionResponseFeatures struct {
	Webhooks           bool `json:"webhooks"`
	SMS                bool `json:"sms"`
	PriorityProcessing bool `json:"priority_processing"`
	CustomBranding     bool `json:"custom_branding"`
	MultiUser          bool `json:"multi_user"`
	WhiteLabel         bool `json:"white_label"`
}

// AdminGetSubscriptionResponseLimits is an object an operation declares inline.
type AdminGetSubscriptionResponseLimits struct {
	// -1 means unlimited
	MaxWalletAddresses int64 `json:"max_wallet_addresses"`
	// -1 means unlimited
	MaxTransactionsPerMonth int64 `json:"max_transactions_per_month"`
	MarketData              bool  `json:"market_data"`
}

// AdminGetSubscriptionResponsePlan is an object an operation declares inline.
type AdminGetSubscriptionResponsePlan struct {
	Name     string `json:"name"`
	Duration string `json:"duration"`
	Status   string `json:"status"`
	Expiry   string `json:"expiry"`
}

// AdminGetSubscriptionResponseUsage is an object an operation declares inline.
type AdminGetSubscriptionResponseUsage struct {
	WalletAddressesUsed   int64 `json:"wallet_addresses_used"`
	TransactionsThisMonth int64 `json:"transactions_this_month"`
}

// AdminSetKYCRequest is an object an operation declares inline.
type AdminSetKYCRequest struct {
	Status string `json:"status"`
}

// AdminSetKYCResponse is an object an operation declares inline.
type AdminSetKYCResponse struct {
	BusinessID string `json:"business_id"`
	KYCStatus  string `json:"kyc_status"`
}

// AdminSetOTCAccessRequest is an object an operation declares inline.
type AdminSetOTCAccessRequest struct {
	Approved bool `json:"approved"`
}

// AdminSetOTCAccessResponse is an object an operation declares inline.
type AdminSetOTCAccessResponse struct {
	BusinessID string `json:"business_id"`
	OTCAccess  bool   `json:"otc_access"`
}

// AdminSetSubscriptionRequest is an object an operation declares inline.
type AdminSetSubscriptionRequest struct {
	Plan     string  `json:"plan"`
	Duration string  `json:"duration"`
	Status   *string `json:"status,omitempty"`
}

// AdminSetSubscriptionResponse is an object an operation declares inline.
type AdminSetSubscriptionResponse struct {
	BusinessID string                               `json:"business_id"`
	Plan       AdminSetSubscriptionResponsePlan     `json:"plan"`
	Limits     AdminSetSubscriptionResponseLimits   `json:"limits"`
	Features   AdminSetSubscriptionResponseFeatures `json:"features"`
	Usage      AdminSetSubscriptionResponseUsage    `json:"usage"`
	Invoice    *PlanInvoice                         `json:"invoice,omitempty"`
}

// AdminSetSubscriptionResponseFeatures is an object an operation declares inline.
type AdminSetSubscriptionResponseFeatures struct {
	Webhooks           bool `json:"webhooks"`
	SMS                bool `json:"sms"`
	PriorityProcessing bool `json:"priority_processing"`
	CustomBranding     bool `json:"custom_branding"`
	MultiUser          bool `json:"multi_user"`
	WhiteLabel         bool `json:"white_label"`
}

// AdminSetSubscriptionResponseLimits is an object an operation declares inline.
type AdminSetSubscriptionResponseLimits struct {
	// -1 means unlimited
	MaxWalletAddresses int64 `json:"max_wallet_addresses"`
	// -1 means unlimited
	MaxTransactionsPerMonth int64 `json:"max_transactions_per_month"`
	MarketData              bool  `json:"market_data"`
}

// AdminSetSubscriptionResponsePlan is an object an operation declares inline.
type AdminSetSubscriptionResponsePlan struct {
	Name     string `json:"name"`
	Duration string `json:"duration"`
	Status   string `json:"status"`
	Expiry   string `json:"expiry"`
}

// AdminSetSubscriptionResponseUsage is an object an operation declares inline.
type AdminSetSubscriptionResponseUsage struct {
	WalletAddressesUsed   int64 `json:"wallet_addresses_used"`
	TransactionsThisMonth int64 `json:"transactions_this_month"`
}

// AdminTreasuryMovesResponse is an object an operation declares inline.
type AdminTreasuryMovesResponse struct {
	Moves []AdminTreasuryMovesResponseMovesItem `json:"moves"`
}

// AdminTreasuryMovesResponseMovesItem is an object an operation declares inline.
type AdminTreasuryMovesResponseMovesItem struct {
	// Also the chain send id and the ledger transfer id
	ID          string `json:"id"`
	Purpose     string `json:"purpose"`
	BusinessID  string `json:"business_id"`
	IsTestMode  bool   `json:"is_test_mode"`
	Network     string `json:"network"`
	Currency    string `json:"currency"`
	FromClass   string `json:"from_class"`
	FromAddress string `json:"from_address"`
	ToClass     string `json:"to_class"`
	ToAddress   string `json:"to_address"`
	// Integer in the currency's base units on its network
	Amount string  `json:"amount"`
	Status string  `json:"status"`
	TxHash *string `json:"tx_hash,omitempty"`
	// Integer in the currency's base units on its network
	NetworkFee    *string `json:"network_fee,omitempty"`
	FailureReason *string `json:"failure_reason,omitempty"`
	// Its ledger transfers are in
	Booked bool `json:"booked"`
	// The session, balance or move it is for
	Serves    string `json:"serves"`
	CreatedAt string `json:"created_at"`
}

// AdminTreasuryReconciliationResponse is an object an operation declares inline.
type AdminTreasuryReconciliationResponse struct {
	Environment string `json:"environment"`
	CheckedAt   string `json:"checked_at"`
	// Rows whose chain and ledger disagree or whose chain could not be read
	Differences int64                                             `json:"differences"`
	Accounts    []AdminTreasuryReconciliationResponseAccountsItem `json:"accounts"`
}

// AdminTreasuryReconciliationResponseAccountsItem is an object an operation declares inline.
type AdminTreasuryReconciliationResponseAccountsItem struct {
	AccountID    string `json:"account_id"`
	AddressClass string `json:"address_class"`
	Network      string `json:"network"`
	Currency     string `json:"currency"`
	// Addresses of this class on this network, summed on the chain side
	Addresses int64 `json:"addresses"`
	// Integer in the currency's base units on its network
	LedgerBalance string `json:"ledger_balance"`
	// Integer in the currency's base units on its network
	ChainBalance *string `json:"chain_balance,omitempty"`
	// chain minus ledger
	Difference *string `json:"difference,omitempty"`
	Status     string  `json:"status"`
	Error      *string `json:"error,omitempty"`
}

// AdminTreasurySweepRequest is an object an operation declares inline.
type AdminTreasurySweepRequest struct {
	// Test (sandbox) or live money
	Environment *string `json:"environment,omitempty"`
}

// AdminTreasurySweepResponse is an object an operation declares inline.
type AdminTreasurySweepResponse struct {
	Moves []AdminTreasurySweepResponseMovesItem `json:"moves"`
}

// AdminTreasurySweepResponseMovesItem is an object an operation declares inline.
type AdminTreasurySweepResponseMovesItem struct {
	// Also the chain send id and the ledger transfer id
	ID          string `json:"id"`
	Purpose     string `json:"purpose"`
	BusinessID  string `json:"business_id"`
	IsTestMode  bool   `json:"is_test_mode"`
	Network     string `json:"network"`
	Currency    string `json:"currency"`
	FromClass   string `json:"from_class"`
	FromAddress string `json:"from_address"`
	ToClass     string `json:"to_class"`
	ToAddress   string `json:"to_address"`
	// Integer in the currency's base units on its network
	Amount string  `json:"amount"`
	Status string  `json:"status"`
	TxHash *string `json:"tx_hash,omitempty"`
	// Integer in the currency's base units on its network
	NetworkFee    *string `json:"network_fee,omitempty"`
	FailureReason *string `json:"failure_reason,omitempty"`
	// Its ledger transfers are in
	Booked bool `json:"booked"`
	// The session, balance or move it is for
	Serves    string `json:"serves"`
	CreatedAt string `json:"created_at"`
}

// AirtimeOperator is the document's AirtimeOperator schema.
type AirtimeOperator struct {
	OperatorID          int64  `json:"operator_id"`
	Name                string `json:"name"`
	CountryCode         string `json:"country_code"`
	SenderCurrency      string `json:"sender_currency"`
	DestinationCurrency string `json:"destination_currency"`
	// Recipient currency units per sender currency unit
	FxRate    string `json:"fx_rate"`
	MinAmount string `json:"min_amount"`
	MaxAmount string `json:"max_amount"`
}

// AirtimeQuote is the document's AirtimeQuote schema.
type AirtimeQuote struct {
	Phone             string          `json:"phone"`
	Operator          AirtimeOperator `json:"operator"`
	Amount            string          `json:"amount"`
	RecipientAmount   string          `json:"recipient_amount"`
	RecipientCurrency string          `json:"recipient_currency"`
	// The sender currency of amount (USD)
	Currency       string `json:"currency"`
	MerchantPrice  string `json:"merchant_price"`
	MerchantMarkup string `json:"merchant_markup"`
	CustomerPrice  string `json:"customer_price"`
}

// AnalyticsAssetFigures is the document's AnalyticsAssetFigures schema.
type AnalyticsAssetFigures struct {
	Network string `json:"network"`
	Asset   string `json:"asset"`
	// Crypto received by checkout sessions (on time and late)
	Received string `json:"received"`
	// Crypto sent back by refunds
	Refunded string `json:"refunded"`
	// Your fees collected on your customers’ wallet transfers
	FeesEarned string `json:"fees_earned"`
}

// AnalyticsConfirmAlertRequest is an object an operation declares inline.
type AnalyticsConfirmAlertRequest struct {
	Note *string `json:"note,omitempty"`
}

// AnalyticsCurrencyFigures is the document's AnalyticsCurrencyFigures schema.
type AnalyticsCurrencyFigures struct {
	Currency string `json:"currency"`
	// What customers paid: sessions paid, overpaid, underpaid and late, plus virtual account credits
	Volume string `json:"volume"`
	// Refunds sent
	Refunds string `json:"refunds"`
	// volume − refunds − reversed virtual account credits
	NetSales string `json:"net_sales"`
	// What you keep: net_sales + VAS margin
	Revenue string `json:"revenue"`
	// What a paid session brought on average (overpayments included), rounded down
	AverageSale  string `json:"average_sale"`
	PaidSessions int64  `json:"paid_sessions"`
	// VAS orders sold to your customers (the customer price)
	VASSales string `json:"vas_sales"`
	// Your margin on them
	VASMargin string `json:"vas_margin"`
	// Bank transfers credited from your virtual accounts
	VirtualAccountCredits string `json:"virtual_account_credits"`
	// Fees you paid on remittance payouts sent (net of any discount): a cost, not in revenue
	RemittanceFees string `json:"remittance_fees"`
}

// AnalyticsDashboard is the document's AnalyticsDashboard schema.
type AnalyticsDashboard struct {
	Overview       AnalyticsOverview       `json:"overview"`
	Revenue        AnalyticsRevenue        `json:"revenue"`
	PaymentMethods AnalyticsPaymentMethods `json:"payment_methods"`
	// The ten newest
	RecentTransactions []AnalyticsTransaction `json:"recent_transactions"`
	// The ten newest open alerts
	OpenFraudAlerts []FraudAlert `json:"open_fraud_alerts"`
}

// AnalyticsDismissAlertRequest is an object an operation declares inline.
type AnalyticsDismissAlertRequest struct {
	// Why it is harmless
	Reason string `json:"reason"`
}

// AnalyticsOverview is the document's AnalyticsOverview schema.
type AnalyticsOverview struct {
	// The days covered, as an ISO 8601 interval of UTC days: 2026-10-30/2026-11-28 (both included)
	Period string `json:"period"`
	// A UTC day, YYYY-MM-DD
	From string `json:"from"`
	// A UTC day, YYYY-MM-DD
	To          string `json:"to"`
	Environment string `json:"environment"`
	// The report currency: total_volume and total_revenue are in it, nothing converted
	Currency string `json:"currency"`
	// volume in `currency` (by_currency has the others)
	TotalVolume string `json:"total_volume"`
	// revenue in `currency`
	TotalRevenue string `json:"total_revenue"`
	// Money movements of every product, in any currency
	TransactionCount int64 `json:"transaction_count"`
	// In `currency`
	NetSales string `json:"net_sales"`
	// In `currency`
	Refunds string `json:"refunds"`
	// In `currency`
	AverageSale string `json:"average_sale"`
	// Paid sessions over sessions that reached a final state; absent before any did
	SuccessRate *string                    `json:"success_rate,omitempty"`
	Sessions    AnalyticsSessionCounts     `json:"sessions"`
	ByCurrency  []AnalyticsCurrencyFigures `json:"by_currency"`
	Crypto      []AnalyticsAssetFigures    `json:"crypto"`
}

// AnalyticsPaymentMethod is the document's AnalyticsPaymentMethod schema.
type AnalyticsPaymentMethod struct {
	Network string `json:"network"`
	Asset   string `json:"asset"`
	// The session’s payment_method
	Method string `json:"method"`
	// Sessions paid (in full or in part) with this coin
	Count int64 `json:"count"`
	// What they paid, in `currency`
	Volume string `json:"volume"`
	// Of the period’s paid sessions (count)
	Share string `json:"share"`
}

// AnalyticsPaymentMethods is the document's AnalyticsPaymentMethods schema.
type AnalyticsPaymentMethods struct {
	// The days covered, as an ISO 8601 interval of UTC days: 2026-10-30/2026-11-28 (both included)
	Period string `json:"period"`
	// A UTC day, YYYY-MM-DD
	From string `json:"from"`
	// A UTC day, YYYY-MM-DD
	To          string                   `json:"to"`
	Environment string                   `json:"environment"`
	Currency    string                   `json:"currency"`
	Methods     []AnalyticsPaymentMethod `json:"methods"`
}

// AnalyticsRevenue is the document's AnalyticsRevenue schema.
type AnalyticsRevenue struct {
	// The days covered, as an ISO 8601 interval of UTC days: 2026-10-30/2026-11-28 (both included)
	Period string `json:"period"`
	// A UTC day, YYYY-MM-DD
	From string `json:"from"`
	// A UTC day, YYYY-MM-DD
	To          string `json:"to"`
	Environment string `json:"environment"`
	Group       string `json:"group"`
	Basis       string `json:"basis"`
	// The report currency (fiat basis)
	Currency string `json:"currency"`
	// One per group start (weeks start on Monday), every group of the period included
	Points []AnalyticsRevenuePoint `json:"points"`
}

// AnalyticsRevenuePoint is the document's AnalyticsRevenuePoint schema.
type AnalyticsRevenuePoint struct {
	// A UTC day, YYYY-MM-DD
	Date string `json:"date"`
	// Fiat basis: the report currency; crypto basis: the asset
	Currency string `json:"currency"`
	// Crypto basis only
	Network *string `json:"network,omitempty"`
	// Fiat: volume; crypto: what sessions received
	Volume string `json:"volume"`
	// Refunds sent
	Refunds string `json:"refunds"`
	// Fiat: revenue; crypto: received − refunded + fees earned
	Revenue      string `json:"revenue"`
	Transactions int64  `json:"transactions"`
}

// AnalyticsSessionCounts is the document's AnalyticsSessionCounts schema.
type AnalyticsSessionCounts struct {
	Created int64 `json:"created"`
	// Paid in full on time (overpaid ones included)
	Paid int64 `json:"paid"`
	// Of the paid, those that received more than the price
	Overpaid int64 `json:"overpaid"`
	// Expired having received part of the price
	Underpaid int64 `json:"underpaid"`
	// Expired having received nothing
	Expired int64 `json:"expired"`
	Failed  int64 `json:"failed"`
	// Payments confirmed after their session closed
	LatePayments int64 `json:"late_payments"`
}

// AnalyticsSetFraudRuleRequest is an object an operation declares inline.
type AnalyticsSetFraudRuleRequest struct {
	// Within the rule’s min and max (GET /fraud-rules)
	Threshold int64 `json:"threshold"`
	Enabled   *bool `json:"enabled,omitempty"`
}

// AnalyticsTransaction is the document's AnalyticsTransaction schema.
type AnalyticsTransaction struct {
	// Unique: the fact behind the line
	ID         string `json:"id"`
	OccurredAt string `json:"occurred_at"`
	Product    string `json:"product"`
	// docs/analytics.md lists each type
	Type     string  `json:"type"`
	Currency *string `json:"currency,omitempty"`
	// In `currency`
	Amount  *string `json:"amount,omitempty"`
	Network *string `json:"network,omitempty"`
	Asset   *string `json:"asset,omitempty"`
	// In `asset`
	AssetAmount *string `json:"asset_amount,omitempty"`
	Method      *string `json:"method,omitempty"`
	// The product’s id: session, order, transfer, wallet customer, virtual account
	Subject   string  `json:"subject"`
	Reference *string `json:"reference,omitempty"`
	// Your customer: e-mail or reference
	Customer *string `json:"customer,omitempty"`
	// The crypto address that paid, or a refund went to
	Address *string `json:"address,omitempty"`
}

// AnalyticsTransactionList is the document's AnalyticsTransactionList schema.
type AnalyticsTransactionList struct {
	// The days covered, as an ISO 8601 interval of UTC days: 2026-10-30/2026-11-28 (both included)
	Period string `json:"period"`
	// A UTC day, YYYY-MM-DD
	From string `json:"from"`
	// A UTC day, YYYY-MM-DD
	To           string                 `json:"to"`
	Environment  string                 `json:"environment"`
	Transactions []AnalyticsTransaction `json:"transactions"`
	Total        int64                  `json:"total"`
	Page         int64                  `json:"page"`
	Limit        int64                  `json:"limit"`
}

// APIKey is the document's ApiKey schema.
type APIKey struct {
	ID             string   `json:"id"`
	Name           string   `json:"name"`
	Environment    string   `json:"environment"`
	Legacy         bool     `json:"legacy"`
	Product        string   `json:"product"`
	Permissions    []string `json:"permissions"`
	KeyHint        string   `json:"key_hint"`
	CreatedBy      *string  `json:"created_by,omitempty"`
	ReviewRequired bool     `json:"review_required"`
	Status         string   `json:"status"`
	CreatedAt      string   `json:"created_at"`
	RotatedAt      *string  `json:"rotated_at,omitempty"`
	RevokedAt      *string  `json:"revoked_at,omitempty"`
}

// APIKeyCreated is the document's ApiKeyCreated schema.
type APIKeyCreated struct {
	ID             string   `json:"id"`
	Name           string   `json:"name"`
	Environment    string   `json:"environment"`
	Legacy         bool     `json:"legacy"`
	Product        string   `json:"product"`
	Permissions    []string `json:"permissions"`
	KeyHint        string   `json:"key_hint"`
	CreatedBy      *string  `json:"created_by,omitempty"`
	ReviewRequired bool     `json:"review_required"`
	Status         string   `json:"status"`
	CreatedAt      string   `json:"created_at"`
	RotatedAt      *string  `json:"rotated_at,omitempty"`
	RevokedAt      *string  `json:"revoked_at,omitempty"`
	Key            string   `json:"key"`
	Message        string   `json:"message"`
}

// APIKeyList is the document's ApiKeyList schema.
type APIKeyList struct {
	Keys  []APIKey `json:"keys"`
	Total int64    `json:"total"`
}

// APIKeysCreateRequest is an object an operation declares inline.
type APIKeysCreateRequest struct {
	Name        string   `json:"name"`
	Environment string   `json:"environment"`
	Product     string   `json:"product"`
	Permissions []string `json:"permissions,omitempty"`
	// Create a legacy key without prefix (environment then follows toggle-sandbox)
	Legacy *bool `json:"legacy,omitempty"`
	// A current TOTP code: required for a key holding a money permission when you have 2FA or the team requires it
	OTPCode *string `json:"otp_code,omitempty"`
}

// APIKeysRotateRequest is an object an operation declares inline.
type APIKeysRotateRequest struct {
	// A current TOTP code: required to rotate a key holding a money permission when you have 2FA or the team requires it
	OTPCode *string `json:"otp_code,omitempty"`
}

// APIKeysToggleSandboxRequest is an object an operation declares inline.
type APIKeysToggleSandboxRequest struct {
	ID string `json:"id"`
}

// AuditEntry is the document's AuditEntry schema.
type AuditEntry struct {
	// The entry id
	ID string `json:"id"`
	// When the act was committed
	Time string `json:"time"`
	// What was done (docs/audit-log.md lists each action and the changes it records)
	Action string          `json:"action"`
	Actor  AuditEntryActor `json:"actor"`
	// How the actor authenticated
	Credential string `json:"credential"`
	// The address the request came from, as the gateway saw it; absent for the platform’s own acts
	ClientAddress *string `json:"client_address,omitempty"`
	// The X-Request-Id of the request that did it; absent for the platform’s own acts
	RequestID *string `json:"request_id,omitempty"`
	// What the act was done to
	Target AuditEntryTarget `json:"target"`
	// What changed (old and new values where there were any); never a secret: account numbers show their last four digits
	Changes map[string]json.RawMessage `json:"changes"`
}

// AuditEntryActor is an object an operation declares inline.
type AuditEntryActor struct {
	// user: a member on the dashboard; api_key: one of the merchant’s keys; admin: the platform operator; system: the platform itself (a payment, a timer)
	Type string `json:"type"`
	// The user id or key id; absent for admin and system
	ID *string `json:"id,omitempty"`
}

// AuditEntryTarget: What the act was done to
type AuditEntryTarget struct {
	Type string `json:"type"`
	ID   string `json:"id"`
}

// AuditLogPage is the document's AuditLogPage schema.
type AuditLogPage struct {
	Entries []AuditEntry `json:"entries"`
	// Pass as `before` for the next (older) page; absent on the last page
	NextCursor *string `json:"next_cursor,omitempty"`
}

// AuthLoginRequest is an object an operation declares inline.
type AuthLoginRequest struct {
	Email    string  `json:"email"`
	Password string  `json:"password"`
	OTPCode  *string `json:"otp_code,omitempty"`
}

// AuthRefreshRequest is an object an operation declares inline.
type AuthRefreshRequest struct {
	RefreshToken string `json:"refresh_token"`
}

// AuthRefreshResponse is an object an operation declares inline.
type AuthRefreshResponse struct {
	AccessToken  string `json:"access_token"`
	RefreshToken string `json:"refresh_token"`
	// Seconds until the access token expires
	ExpiresIn int64  `json:"expires_in"`
	TokenType string `json:"token_type"`
}

// AuthRegisterRequest is an object an operation declares inline.
type AuthRegisterRequest struct {
	Email        string `json:"email"`
	Password     string `json:"password"`
	BusinessName string `json:"business_name"`
	AccountType  string `json:"account_type"`
}

// AuthRegisterResponse is an object an operation declares inline.
type AuthRegisterResponse struct {
	UserID       string `json:"user_id"`
	BusinessID   string `json:"business_id"`
	AccessToken  string `json:"access_token"`
	RefreshToken string `json:"refresh_token"`
	// Seconds until the access token expires
	ExpiresIn int64 `json:"expires_in"`
}

// AuthTokens is the document's AuthTokens schema.
type AuthTokens struct {
	AccessToken  string `json:"access_token"`
	RefreshToken string `json:"refresh_token"`
	// Seconds until the access token expires
	ExpiresIn int64 `json:"expires_in"`
}

// AuthTwoFactorDisableRequest is an object an operation declares inline.
type AuthTwoFactorDisableRequest struct {
	Code string `json:"code"`
}

// AuthTwoFactorDisableResponse is an object an operation declares inline.
type AuthTwoFactorDisableResponse struct {
	Enabled bool   `json:"enabled"`
	Message string `json:"message"`
}

// AuthTwoFactorEnableRequest is an object an operation declares inline.
type AuthTwoFactorEnableRequest struct {
	Code string `json:"code"`
}

// AuthTwoFactorEnableResponse is an object an operation declares inline.
type AuthTwoFactorEnableResponse struct {
	Enabled bool   `json:"enabled"`
	Message string `json:"message"`
}

// AuthTwoFactorSetupResponse is an object an operation declares inline.
type AuthTwoFactorSetupResponse struct {
	Secret    string `json:"secret"`
	QRCodeURL string `json:"qr_code_url"`
}

// AuthTwoFactorStatusResponse is an object an operation declares inline.
type AuthTwoFactorStatusResponse struct {
	Enabled  bool `json:"enabled"`
	Verified bool `json:"verified"`
}

// Balance is the document's Balance schema.
type Balance struct {
	IsTestMode bool              `json:"is_test_mode"`
	Balances   []CurrencyBalance `json:"balances"`
}

// BalanceEntry is the document's BalanceEntry schema.
type BalanceEntry struct {
	// The ledger transfer id
	ID        string `json:"id"`
	Currency  string `json:"currency"`
	Direction string `json:"direction"`
	// Integer in the currency’s balance base units (USDT, USDC: 6 decimals; GBP, EUR, USD, NGN: 2)
	Amount        string `json:"amount"`
	AmountDecimal string `json:"amount_decimal"`
	// pending: reserved, not yet final; posted: final; voided: a pending entry cancelled (nothing moved)
	Status string `json:"status"`
	// Why the money moved: top_up, top_up_reversal, vas_order (a VAS order’s hold), virtual_account_credit, virtual_account_reversal (a bank transfer to a virtual account, and its return)
	Type      string  `json:"type"`
	Network   *string `json:"network,omitempty"`
	TxHash    *string `json:"tx_hash,omitempty"`
	DepositID *string `json:"deposit_id,omitempty"`
	CreatedAt string  `json:"created_at"`
}

// BalanceEntryList is the document's BalanceEntryList schema.
type BalanceEntryList struct {
	IsTestMode bool           `json:"is_test_mode"`
	Entries    []BalanceEntry `json:"entries"`
	Page       int64          `json:"page"`
	Limit      int64          `json:"limit"`
	Total      int64          `json:"total"`
}

// BalanceTopUpAddresses is the document's BalanceTopUpAddresses schema.
type BalanceTopUpAddresses struct {
	IsTestMode bool                                 `json:"is_test_mode"`
	Addresses  []BalanceTopUpAddressesAddressesItem `json:"addresses"`
}

// BalanceTopUpAddressesAddressesItem is an object an operation declares inline.
type BalanceTopUpAddressesAddressesItem struct {
	Network string `json:"network"`
	Address string `json:"address"`
	// Tokens credited to the balance when sent here
	Currencies     []string `json:"currencies"`
	DerivationPath string   `json:"derivation_path"`
	CreatedAt      string   `json:"created_at"`
}

// BankPayment is the document's BankPayment schema.
type BankPayment struct {
	PaymentID string `json:"payment_id"`
	// received, credited, suspended, assigning, assigned, returning, returned, reversed, reversal_refused
	Status   string `json:"status"`
	Currency string `json:"currency"`
	// Minor units
	Amount           string `json:"amount"`
	AmountDecimal    string `json:"amount_decimal"`
	PayerName        string `json:"payer_name"`
	PayerIdentifier  string `json:"payer_identifier"`
	Reference        string `json:"reference"`
	Scheme           string `json:"scheme"`
	PartnerAccountID string `json:"partner_account_id"`
	// The account it is credited to; absent in suspense
	VirtualAccountID *string `json:"virtual_account_id,omitempty"`
	// unknown_account, account_opening, account_frozen, account_closed
	SuspenseReason *string `json:"suspense_reason,omitempty"`
	// The return reason of a reversal by the payer’s bank
	ReversalReason *string `json:"reversal_reason,omitempty"`
	// Why a reversal could not be debited (the balance no longer holds the money)
	Refusal *string `json:"refusal,omitempty"`
	// How many notifications of it arrived (resends included)
	Notices    int64  `json:"notices"`
	IsTestMode bool   `json:"is_test_mode"`
	ReceivedAt string `json:"received_at"`
}

// BankPaymentList is the document's BankPaymentList schema.
type BankPaymentList struct {
	Payments []BankPayment `json:"payments"`
	Total    int64         `json:"total"`
}

// Billers is the document's Billers schema.
type Billers struct {
	Billers []BillersBillersItem `json:"billers"`
}

// BillersBillersItem is an object an operation declares inline.
type BillersBillersItem struct {
	BillerID    int64  `json:"biller_id"`
	Name        string `json:"name"`
	CountryCode string `json:"country_code"`
	// ELECTRICITY_BILL_PAYMENT, TV_BILL_PAYMENT, …
	Type        string `json:"type"`
	ServiceType string `json:"service_type"`
	// Currency of the amounts (USD)
	Currency  string `json:"currency"`
	MinAmount string `json:"min_amount"`
	MaxAmount string `json:"max_amount"`
	Fee       string `json:"fee"`
}

// CaasDeposit is the document's CaasDeposit schema.
type CaasDeposit struct {
	DepositID string `json:"deposit_id"`
	// CREATED: recorded, the partner being asked; PENDING: the partner waits for the user’s payment; FUNDED: the fiat is in, the USDC is on its way; SETTLED: the USDC is on the user’s account; FAILED: the collection failed or expired (no fiat, no USDC)
	Status string `json:"status"`
	// Local fiat the user pays, decimal string
	LocalAmount   string `json:"local_amount"`
	LocalCurrency string `json:"local_currency"`
	// USDC the user gets (the partner’s quote), once known
	AmountUsdc *string `json:"amount_usdc,omitempty"`
	// Units of local currency per USDC, the partner’s
	Rate    *string `json:"rate,omitempty"`
	Token   string  `json:"token"`
	Network string  `json:"network"`
	// The user’s smart account
	WalletAddress string `json:"wallet_address"`
	// The on-ramp partner’s collection
	CollectionID *string `json:"collection_id,omitempty"`
	// The transaction that brought the USDC
	TxHash *string `json:"tx_hash,omitempty"`
	// Why the USDC is not sent yet: an operator resolves it
	Held   *string `json:"held,omitempty"`
	Reason *string `json:"reason,omitempty"`
	// RFC 3339 UTC
	CreatedAt string `json:"created_at"`
	// RFC 3339 UTC
	UpdatedAt string `json:"updated_at"`
	// RFC 3339 UTC
	SettledAt *string `json:"settled_at,omitempty"`
}

// CaasDepositsCreateAliasRequest is an object an operation declares inline.
type CaasDepositsCreateAliasRequest struct {
	// International format, e.g. "+233241234567"
	PhoneNumber string `json:"phone_number"`
	// Local fiat the user pays, decimal string
	Amount string `json:"amount"`
	// ISO 4217 code, e.g. "GHS"
	Currency string `json:"currency"`
	// Or the Idempotency-Key header
	IdempotencyKey *string `json:"idempotency_key,omitempty"`
}

// CaasDepositsCreateRequest is an object an operation declares inline.
type CaasDepositsCreateRequest struct {
	// International format, e.g. "+233241234567"
	PhoneNumber string `json:"phone_number"`
	// Local fiat the user pays, decimal string
	Amount string `json:"amount"`
	// ISO 4217 code, e.g. "GHS"
	Currency string `json:"currency"`
	// Or the Idempotency-Key header
	IdempotencyKey *string `json:"idempotency_key,omitempty"`
}

// CaasLinkRequest is the document's CaasLinkRequest schema.
type CaasLinkRequest struct {
	BlindIndex    string `json:"blind_index"`
	WalletAddress string `json:"wallet_address"`
	Status        string `json:"status"`
	ExpiresAt     string `json:"expires_at"`
}

// CaasLinkedUser is the document's CaasLinkedUser schema.
type CaasLinkedUser struct {
	BlindIndex    string `json:"blind_index"`
	WalletAddress string `json:"wallet_address"`
	CreatedAt     string `json:"created_at"`
	OwnerAddress  string `json:"owner_address"`
	// Differs between test and live keys
	Salt           string `json:"salt"`
	Network        string `json:"network"`
	Token          string `json:"token"`
	FactoryAddress string `json:"factory_address"`
	EntryPoint     string `json:"entry_point"`
	Status         string `json:"status"`
	LinkedAt       string `json:"linked_at"`
}

// CaasPhoneChangeRequest is the document's CaasPhoneChangeRequest schema.
type CaasPhoneChangeRequest struct {
	BlindIndex    string `json:"blind_index"`
	NewBlindIndex string `json:"new_blind_index"`
	WalletAddress string `json:"wallet_address"`
	Status        string `json:"status"`
	ExpiresAt     string `json:"expires_at"`
}

// CaasPhoneChanged is the document's CaasPhoneChanged schema.
type CaasPhoneChanged struct {
	BlindIndex    string `json:"blind_index"`
	WalletAddress string `json:"wallet_address"`
	CreatedAt     string `json:"created_at"`
	OwnerAddress  string `json:"owner_address"`
	// Differs between test and live keys
	Salt               string `json:"salt"`
	Network            string `json:"network"`
	Token              string `json:"token"`
	FactoryAddress     string `json:"factory_address"`
	EntryPoint         string `json:"entry_point"`
	PreviousBlindIndex string `json:"previous_blind_index"`
	Status             string `json:"status"`
	ChangedAt          string `json:"changed_at"`
}

// CaasProvisionedUser is the document's CaasProvisionedUser schema.
type CaasProvisionedUser struct {
	BlindIndex    string `json:"blind_index"`
	WalletAddress string `json:"wallet_address"`
	CreatedAt     string `json:"created_at"`
	OwnerAddress  string `json:"owner_address"`
	// Differs between test and live keys
	Salt           string `json:"salt"`
	Network        string `json:"network"`
	Token          string `json:"token"`
	FactoryAddress string `json:"factory_address"`
	EntryPoint     string `json:"entry_point"`
	Status         string `json:"status"`
}

// CaasSandboxFundAliasRequest is an object an operation declares inline.
type CaasSandboxFundAliasRequest struct {
	// International format, e.g. "+447911123456"
	PhoneNumber string `json:"phone_number"`
	// Decimal string, at most 6 places, e.g. "12.5"
	Amount   string  `json:"amount"`
	Currency *string `json:"currency,omitempty"`
}

// CaasSandboxFundRequest is an object an operation declares inline.
type CaasSandboxFundRequest struct {
	// International format, e.g. "+447911123456"
	PhoneNumber string `json:"phone_number"`
	// Decimal string, at most 6 places, e.g. "12.5"
	Amount   string  `json:"amount"`
	Currency *string `json:"currency,omitempty"`
}

// CaasSandboxFunding is the document's CaasSandboxFunding schema.
type CaasSandboxFunding struct {
	TxHash        string `json:"tx_hash"`
	Network       string `json:"network"`
	Currency      string `json:"currency"`
	WalletAddress string `json:"wallet_address"`
	// Human decimal
	Amount          string `json:"amount"`
	AmountBaseUnits string `json:"amount_base_units"`
	Status          string `json:"status"`
	CreatedAt       string `json:"created_at"`
}

// CaasSwap is the document's CaasSwap schema.
type CaasSwap struct {
	SwapID string `json:"swap_id"`
	Status string `json:"status"`
	// Token address or `native`
	TokenIn string `json:"token_in"`
	// Token address or `native`
	TokenOut string `json:"token_out"`
	// Decimal string with 6 places (base units on swaps recorded before decimals were kept)
	AmountIn string `json:"amount_in"`
	// Base units of the token
	AmountInBaseUnits string `json:"amount_in_base_units"`
	// Base units of the token
	AmountOutMin string `json:"amount_out_min"`
	// Base units of the token
	PlatformFee   string  `json:"platform_fee"`
	Network       string  `json:"network"`
	WalletAddress string  `json:"wallet_address"`
	TxHash        *string `json:"tx_hash,omitempty"`
	UserOpHash    *string `json:"user_op_hash,omitempty"`
	Reason        *string `json:"reason,omitempty"`
	CreatedAt     string  `json:"created_at"`
	UpdatedAt     string  `json:"updated_at"`
	SettledAt     *string `json:"settled_at,omitempty"`
}

// CaasSwapsCreateAliasRequest is an object an operation declares inline.
type CaasSwapsCreateAliasRequest struct {
	// International format, e.g. "+447911123456"
	PhoneNumber string `json:"phone_number"`
	// Token contract address, or `native` (or empty) for the native coin
	FromToken string `json:"from_token"`
	// Token contract address, or `native` (or empty) for the native coin
	ToToken string `json:"to_token"`
	// Base units of from_token
	AmountIn string `json:"amount_in"`
	// Integer, base units of the token
	AmountOutMin *string `json:"amount_out_min,omitempty"`
	// The quote’s expires_at (the on-chain deadline, Unix seconds); default now + 30 s
	ExpiresAt *int64 `json:"expires_at,omitempty"`
	// Or the Idempotency-Key header
	IdempotencyKey *string `json:"idempotency_key,omitempty"`
}

// CaasSwapsCreateRequest is an object an operation declares inline.
type CaasSwapsCreateRequest struct {
	// International format, e.g. "+447911123456"
	PhoneNumber string `json:"phone_number"`
	// Token contract address, or `native` (or empty) for the native coin
	FromToken string `json:"from_token"`
	// Token contract address, or `native` (or empty) for the native coin
	ToToken string `json:"to_token"`
	// Base units of from_token
	AmountIn string `json:"amount_in"`
	// Integer, base units of the token
	AmountOutMin *string `json:"amount_out_min,omitempty"`
	// The quote’s expires_at (the on-chain deadline, Unix seconds); default now + 30 s
	ExpiresAt *int64 `json:"expires_at,omitempty"`
	// Or the Idempotency-Key header
	IdempotencyKey *string `json:"idempotency_key,omitempty"`
}

// CaasTransfer is the document's CaasTransfer schema.
type CaasTransfer struct {
	TransferID string `json:"transfer_id"`
	Status     string `json:"status"`
	// Decimal with 6 places, e.g. "12.500000"
	AmountUsdc      string  `json:"amount_usdc"`
	Token           string  `json:"token"`
	Network         string  `json:"network"`
	FromWallet      string  `json:"from_wallet"`
	RecipientWallet string  `json:"recipient_wallet"`
	TxHash          *string `json:"tx_hash,omitempty"`
	UserOpHash      *string `json:"user_op_hash,omitempty"`
	Reason          *string `json:"reason,omitempty"`
	CreatedAt       string  `json:"created_at"`
	UpdatedAt       string  `json:"updated_at"`
	SettledAt       *string `json:"settled_at,omitempty"`
}

// CaasTransfersCreateAliasRequest is an object an operation declares inline.
type CaasTransfersCreateAliasRequest struct {
	// International format, e.g. "+447911123456"
	FromPhoneNumber string `json:"from_phone_number"`
	// International format, e.g. "+447911123456"
	ToPhoneNumber string `json:"to_phone_number"`
	// Decimal string, at most 6 places, e.g. "12.5"
	Amount string  `json:"amount"`
	Token  *string `json:"token,omitempty"`
	// Or the Idempotency-Key header
	IdempotencyKey *string `json:"idempotency_key,omitempty"`
}

// CaasTransfersCreateRequest is an object an operation declares inline.
type CaasTransfersCreateRequest struct {
	// International format, e.g. "+447911123456"
	FromPhoneNumber string `json:"from_phone_number"`
	// International format, e.g. "+447911123456"
	ToPhoneNumber string `json:"to_phone_number"`
	// Decimal string, at most 6 places, e.g. "12.5"
	Amount string  `json:"amount"`
	Token  *string `json:"token,omitempty"`
	// Or the Idempotency-Key header
	IdempotencyKey *string `json:"idempotency_key,omitempty"`
}

// CaasTreasury is the document's CaasTreasury schema.
type CaasTreasury struct {
	Accounts []CaasTreasuryAccountsItem `json:"accounts"`
}

// CaasTreasuryAccountsItem is an object an operation declares inline.
type CaasTreasuryAccountsItem struct {
	Environment string `json:"environment"`
	// Fund this smart account (live: USDC, and the network coin for gas)
	WalletAddress string `json:"wallet_address"`
	Network       string `json:"network"`
	Token         string `json:"token"`
	// USDC it holds, 6 places; absent when the chain cannot be read now
	Balance *string `json:"balance,omitempty"`
}

// CaasUserBalance is the document's CaasUserBalance schema.
type CaasUserBalance struct {
	BlindIndex    string `json:"blind_index"`
	WalletAddress string `json:"wallet_address"`
	Network       string `json:"network"`
	Token         string `json:"token"`
	// Decimal with 6 places, e.g. "12.500000"
	Balance          string `json:"balance"`
	BalanceBaseUnits string `json:"balance_base_units"`
	AsOf             string `json:"as_of"`
}

// CaasUsersLinkConfirmAliasRequest is an object an operation declares inline.
type CaasUsersLinkConfirmAliasRequest struct {
	// International format, e.g. "+447911123456"
	PhoneNumber string `json:"phone_number"`
	// The six-digit code sent to the phone by SMS
	Code string `json:"code"`
}

// CaasUsersLinkConfirmRequest is an object an operation declares inline.
type CaasUsersLinkConfirmRequest struct {
	// International format, e.g. "+447911123456"
	PhoneNumber string `json:"phone_number"`
	// The six-digit code sent to the phone by SMS
	Code string `json:"code"`
}

// CaasUsersLinkRequestAliasRequest is an object an operation declares inline.
type CaasUsersLinkRequestAliasRequest struct {
	// International format, e.g. "+447911123456"
	PhoneNumber string `json:"phone_number"`
}

// CaasUsersLinkRequestRequest is an object an operation declares inline.
type CaasUsersLinkRequestRequest struct {
	// International format, e.g. "+447911123456"
	PhoneNumber string `json:"phone_number"`
}

// CaasUsersPhoneChangeAliasRequest is an object an operation declares inline.
type CaasUsersPhoneChangeAliasRequest struct {
	// International format, e.g. "+447911123456"
	PhoneNumber string `json:"phone_number"`
	// International format, e.g. "+447911123456"
	NewPhoneNumber string `json:"new_phone_number"`
}

// CaasUsersPhoneChangeConfirmAliasRequest is an object an operation declares inline.
type CaasUsersPhoneChangeConfirmAliasRequest struct {
	// International format, e.g. "+447911123456"
	PhoneNumber string `json:"phone_number"`
	// International format, e.g. "+447911123456"
	NewPhoneNumber string `json:"new_phone_number"`
	// The six-digit code sent to the phone by SMS
	Code string `json:"code"`
}

// CaasUsersPhoneChangeConfirmRequest is an object an operation declares inline.
type CaasUsersPhoneChangeConfirmRequest struct {
	// International format, e.g. "+447911123456"
	PhoneNumber string `json:"phone_number"`
	// International format, e.g. "+447911123456"
	NewPhoneNumber string `json:"new_phone_number"`
	// The six-digit code sent to the phone by SMS
	Code string `json:"code"`
}

// CaasUsersPhoneChangeRequest is an object an operation declares inline.
type CaasUsersPhoneChangeRequest struct {
	// International format, e.g. "+447911123456"
	PhoneNumber string `json:"phone_number"`
	// International format, e.g. "+447911123456"
	NewPhoneNumber string `json:"new_phone_number"`
}

// CaasUsersProvisionAliasRequest is an object an operation declares inline.
type CaasUsersProvisionAliasRequest struct {
	// International format, e.g. "+447911123456"
	PhoneNumber string `json:"phone_number"`
}

// CaasUsersProvisionRequest is an object an operation declares inline.
type CaasUsersProvisionRequest struct {
	// International format, e.g. "+447911123456"
	PhoneNumber string `json:"phone_number"`
}

// CaasWebhook is the document's CaasWebhook schema.
type CaasWebhook struct {
	ID        string   `json:"id"`
	URL       string   `json:"url"`
	Events    []string `json:"events"`
	IsActive  bool     `json:"is_active"`
	CreatedAt string   `json:"created_at"`
	UpdatedAt string   `json:"updated_at"`
}

// CaasWithdrawal is the document's CaasWithdrawal schema.
type CaasWithdrawal struct {
	WithdrawalID string `json:"withdrawal_id"`
	// CREATED: recorded; SUBMITTED: the USDC sweep to the treasury is on its way; CRYPTO_RECEIVED: the treasury has it; PAYOUT_PENDING: the payout partner was asked (or is being asked); COMPLETED: paid to mobile money; RETURNING: the payout failed (or was reversed) and the USDC is on its way back; FAILED: nothing was paid (the USDC is back on the account, or never left it); REVERSED: a completed payout was reversed and the USDC is back
	Status string `json:"status"`
	// Decimal string with 6 places
	AmountUsdc string `json:"amount_usdc"`
	Token      string `json:"token"`
	Network    string `json:"network"`
	// The user’s smart account
	WalletAddress string `json:"wallet_address"`
	// ISO 4217 code of the local currency paid out
	PayoutCurrency string `json:"payout_currency"`
	// Local currency paid out, decimal string, rounded down
	PayoutAmount string `json:"payout_amount"`
	// Units of payout_currency per USDC, locked when the withdrawal was created
	Rate string `json:"rate"`
	// What the payout partner last said; UNKNOWN until it answers
	PayoutStatus *string `json:"payout_status,omitempty"`
	// The payout partner’s transaction id, once it paid
	PayoutReference *string `json:"payout_reference,omitempty"`
	// The sweep’s transaction
	TxHash *string `json:"tx_hash,omitempty"`
	// The sweep’s user operation (live)
	UserOpHash *string `json:"user_op_hash,omitempty"`
	// The transaction that brought the USDC back
	ReturnTxHash *string `json:"return_tx_hash,omitempty"`
	// Why the USDC could not be sent back yet: an operator resolves it
	ReturnHeld *string `json:"return_held,omitempty"`
	Reason     *string `json:"reason,omitempty"`
	// RFC 3339 UTC
	CreatedAt string `json:"created_at"`
	// RFC 3339 UTC
	UpdatedAt string `json:"updated_at"`
	// RFC 3339 UTC
	CompletedAt *string `json:"completed_at,omitempty"`
}

// CaasWithdrawalsCreateAliasRequest is an object an operation declares inline.
type CaasWithdrawalsCreateAliasRequest struct {
	// International format, e.g. "+233241234567"
	PhoneNumber string `json:"phone_number"`
	// USDC to withdraw, decimal string, at most 6 places
	Amount string `json:"amount"`
	// Local currency paid out: one of CAAS_PAYOUT_RATES
	Currency string `json:"currency"`
	// The mobile-money number paid; default: the user’s own
	PayeePhoneNumber *string `json:"payee_phone_number,omitempty"`
	// Or the Idempotency-Key header
	IdempotencyKey *string `json:"idempotency_key,omitempty"`
}

// CaasWithdrawalsCreateRequest is an object an operation declares inline.
type CaasWithdrawalsCreateRequest struct {
	// International format, e.g. "+233241234567"
	PhoneNumber string `json:"phone_number"`
	// USDC to withdraw, decimal string, at most 6 places
	Amount string `json:"amount"`
	// Local currency paid out: one of CAAS_PAYOUT_RATES
	Currency string `json:"currency"`
	// The mobile-money number paid; default: the user’s own
	PayeePhoneNumber *string `json:"payee_phone_number,omitempty"`
	// Or the Idempotency-Key header
	IdempotencyKey *string `json:"idempotency_key,omitempty"`
}

// CheckoutAddressList is the document's CheckoutAddressList schema.
type CheckoutAddressList struct {
	Addresses []CheckoutAddressListAddressesItem `json:"addresses"`
	Total     int64                              `json:"total"`
	Page      int64                              `json:"page"`
	Limit     int64                              `json:"limit"`
}

// CheckoutAddressListAddressesItem is an object an operation declares inline.
type CheckoutAddressListAddressesItem struct {
	Address       string `json:"address"`
	Network       string `json:"network"`
	Currency      string `json:"currency"`
	SessionID     string `json:"session_id"`
	Reference     string `json:"reference"`
	SessionStatus string `json:"session_status"`
	AssignedAt    string `json:"assigned_at"`
}

// CheckoutChainVerification is the document's CheckoutChainVerification schema.
type CheckoutChainVerification struct {
	Status       string  `json:"status"`
	PaidAt       *string `json:"paid_at"`
	PaidAmount   string  `json:"paid_amount"`
	AmountCrypto *string `json:"amount_crypto,omitempty"`
	Exception    string  `json:"exception"`
}

// CheckoutCreateRequest is an object an operation declares inline.
type CheckoutCreateRequest struct {
	// Must be a positive decimal number (e.g. 24.50), as a JSON number or a string
	Amount        json.RawMessage `json:"amount"`
	Currency      string          `json:"currency"`
	Reference     *string         `json:"reference,omitempty"`
	Description   *string         `json:"description,omitempty"`
	CustomerEmail *string         `json:"customer_email,omitempty"`
	CustomerName  *string         `json:"customer_name,omitempty"`
	// Must be an http or https URL of at most 2048 characters
	CallbackURL   *string                    `json:"callback_url,omitempty"`
	PaymentMethod *string                    `json:"payment_method,omitempty"`
	Metadata      map[string]json.RawMessage `json:"metadata,omitempty"`
	// Overrides the merchant default (30 unless changed in settings)
	ExpiresInMinutes *int64 `json:"expires_in_minutes,omitempty"`
}

// CheckoutNetworkSelection is the document's CheckoutNetworkSelection schema.
type CheckoutNetworkSelection struct {
	Address      string `json:"address"`
	Network      string `json:"network"`
	Currency     string `json:"currency"`
	AmountCrypto string `json:"amount_crypto"`
	// data-URI PNG
	QRCode     string `json:"qr_code"`
	PaymentURI string `json:"payment_uri"`
	ExpiresAt  string `json:"expires_at"`
	PriceUSD   string `json:"price_usd"`
}

// CheckoutPageResponse is an object an operation declares inline.
type CheckoutPageResponse struct {
	SessionID      string                                   `json:"session_id"`
	View           string                                   `json:"view"`
	Final          bool                                     `json:"final"`
	Status         string                                   `json:"status"`
	Exception      string                                   `json:"exception"`
	Amount         string                                   `json:"amount"`
	Currency       string                                   `json:"currency"`
	Description    *string                                  `json:"description,omitempty"`
	Reference      *string                                  `json:"reference,omitempty"`
	ExpiresAt      string                                   `json:"expires_at"`
	ServerTime     string                                   `json:"server_time"`
	PaidAt         *string                                  `json:"paid_at,omitempty"`
	IsTestMode     bool                                     `json:"is_test_mode"`
	ReturnURL      *string                                  `json:"return_url,omitempty"`
	PaymentOptions []CheckoutPageResponsePaymentOptionsItem `json:"payment_options"`
	Selection      *CheckoutPageResponseSelection           `json:"selection,omitempty"`
	Payments       []CheckoutPageResponsePaymentsItem       `json:"payments"`
}

// CheckoutPageResponsePaymentOptionsItem is an object an operation declares inline.
type CheckoutPageResponsePaymentOptionsItem struct {
	Network  string `json:"network"`
	Currency string `json:"currency"`
}

// CheckoutPageResponsePaymentsItem is an object an operation declares inline.
type CheckoutPageResponsePaymentsItem struct {
	TxHash                string  `json:"tx_hash"`
	Network               string  `json:"network"`
	Currency              string  `json:"currency"`
	Amount                string  `json:"amount"`
	Status                string  `json:"status"`
	Settlement            string  `json:"settlement"`
	Confirmations         int64   `json:"confirmations"`
	ConfirmationsRequired *int64  `json:"confirmations_required,omitempty"`
	Late                  bool    `json:"late"`
	ExplorerURL           *string `json:"explorer_url,omitempty"`
	DetectedAt            string  `json:"detected_at"`
	SettledAt             *string `json:"settled_at,omitempty"`
}

// CheckoutPageResponseSelection is an object an operation declares inline.
type CheckoutPageResponseSelection struct {
	Network         string  `json:"network"`
	Currency        string  `json:"currency"`
	Address         string  `json:"address"`
	AmountCrypto    string  `json:"amount_crypto"`
	PaidAmount      string  `json:"paid_amount"`
	RemainingAmount string  `json:"remaining_amount"`
	ExcessAmount    *string `json:"excess_amount,omitempty"`
	PaymentURI      *string `json:"payment_uri,omitempty"`
	// data-URI PNG
	QRCode       *string `json:"qr_code,omitempty"`
	RemainingURI *string `json:"remaining_uri,omitempty"`
	// data-URI PNG
	RemainingQRCode *string `json:"remaining_qr_code,omitempty"`
}

// CheckoutSelectRequest is an object an operation declares inline.
type CheckoutSelectRequest struct {
	Network  string `json:"network"`
	Currency string `json:"currency"`
}

// CheckoutSession is the document's CheckoutSession schema.
type CheckoutSession struct {
	ID               int64                      `json:"id"`
	SessionID        string                     `json:"session_id"`
	Reference        *string                    `json:"reference"`
	Amount           json.Number                `json:"amount"`
	Currency         string                     `json:"currency"`
	Status           string                     `json:"status"`
	PaymentMethod    string                     `json:"payment_method"`
	ExpiresAt        string                     `json:"expires_at"`
	CallbackURL      *string                    `json:"callback_url"`
	PaidAt           *string                    `json:"paid_at"`
	PaymentURL       string                     `json:"payment_url"`
	Network          *string                    `json:"network,omitempty"`
	CryptoCurrency   *string                    `json:"crypto_currency,omitempty"`
	Address          *string                    `json:"address,omitempty"`
	AmountCrypto     *string                    `json:"amount_crypto,omitempty"`
	PaidAmount       string                     `json:"paid_amount"`
	Exception        string                     `json:"exception"`
	CustomerEmail    *string                    `json:"customer_email,omitempty"`
	CustomerName     *string                    `json:"customer_name,omitempty"`
	Description      *string                    `json:"description,omitempty"`
	Metadata         map[string]json.RawMessage `json:"metadata,omitempty"`
	CreatedAt        string                     `json:"created_at"`
	IsTestMode       bool                       `json:"is_test_mode"`
	RefundableAmount string                     `json:"refundable_amount"`
}

// CheckoutSessionCreated is the document's CheckoutSessionCreated schema.
type CheckoutSessionCreated struct {
	SessionID  string `json:"session_id"`
	PaymentURL string `json:"payment_url"`
	// Fiat amount, from the exact minor units
	Amount    json.Number `json:"amount"`
	Currency  string      `json:"currency"`
	Status    string      `json:"status"`
	ExpiresAt string      `json:"expires_at"`
}

// CheckoutSessionList is the document's CheckoutSessionList schema.
type CheckoutSessionList struct {
	Payments []CheckoutSession `json:"payments"`
	Total    int64             `json:"total"`
	Page     int64             `json:"page"`
	Limit    int64             `json:"limit"`
}

// CheckoutStats is the document's CheckoutStats schema.
type CheckoutStats struct {
	TotalSessions   int64 `json:"total_sessions"`
	PaidSessions    int64 `json:"paid_sessions"`
	PendingSessions int64 `json:"pending_sessions"`
	ExpiredSessions int64 `json:"expired_sessions"`
	FailedSessions  int64 `json:"failed_sessions"`
	// Percent of closed sessions that were paid, two places
	SuccessRate      string                              `json:"success_rate"`
	TotalVolume      []CheckoutStatsTotalVolumeItem      `json:"total_volume"`
	NetworkBreakdown []CheckoutStatsNetworkBreakdownItem `json:"network_breakdown"`
}

// CheckoutStatsNetworkBreakdownItem is an object an operation declares inline.
type CheckoutStatsNetworkBreakdownItem struct {
	Network      string `json:"network"`
	FiatCurrency string `json:"fiat_currency"`
	Sessions     int64  `json:"sessions"`
	PaidSessions int64  `json:"paid_sessions"`
	Volume       string `json:"volume"`
}

// CheckoutStatsTotalVolumeItem is an object an operation declares inline.
type CheckoutStatsTotalVolumeItem struct {
	Currency string `json:"currency"`
	Amount   string `json:"amount"`
	Payments int64  `json:"payments"`
}

// CheckoutVerification is the document's CheckoutVerification schema.
type CheckoutVerification struct {
	SessionID     string      `json:"session_id"`
	Reference     *string     `json:"reference"`
	Amount        json.Number `json:"amount"`
	Currency      string      `json:"currency"`
	Status        string      `json:"status"`
	PaymentMethod string      `json:"payment_method"`
	ExpiresAt     string      `json:"expires_at"`
	CallbackURL   *string     `json:"callback_url"`
	PaidAt        *string     `json:"paid_at"`
}

// CurrencyBalance is the document's CurrencyBalance schema.
type CurrencyBalance struct {
	Currency string `json:"currency"`
	// Base-unit decimals of every amount here (USDT, USDC: 6; GBP, EUR, USD, NGN: 2)
	Decimals int64 `json:"decimals"`
	// Integer in the currency’s balance base units (USDT, USDC: 6 decimals; GBP, EUR, USD, NGN: 2)
	Available        string `json:"available"`
	AvailableDecimal string `json:"available_decimal"`
	// Incoming: top-ups detected on chain, not yet confirmed
	Pending        string `json:"pending"`
	PendingDecimal string `json:"pending_decimal"`
	// Outgoing: reserved by orders in progress, not yet debited
	Held        string `json:"held"`
	HeldDecimal string `json:"held_decimal"`
}

// DataBundles is the document's DataBundles schema.
type DataBundles struct {
	Operators []DataBundlesOperatorsItem `json:"operators"`
}

// DataBundlesOperatorsItem is an object an operation declares inline.
type DataBundlesOperatorsItem struct {
	OperatorID  int64  `json:"operator_id"`
	Name        string `json:"name"`
	CountryCode string `json:"country_code"`
	// amount in USD; pass it as `amount`
	Bundles []DataBundlesOperatorsItemBundlesItem `json:"bundles"`
}

// DataBundlesOperatorsItemBundlesItem is an object an operation declares inline.
type DataBundlesOperatorsItemBundlesItem struct {
	Amount      string `json:"amount"`
	Description string `json:"description"`
}

// DerivedAddress is the document's DerivedAddress schema.
type DerivedAddress struct {
	CustomerID     string `json:"customer_id"`
	Network        string `json:"network"`
	Address        string `json:"address"`
	Index          int64  `json:"index"`
	DerivationPath string `json:"derivation_path"`
	IsTestnet      bool   `json:"is_testnet"`
	Monitored      bool   `json:"monitored"`
}

// Error is the document's Error schema.
type Error struct {
	// What went wrong, for a human
	Error string `json:"error"`
	Code  string `json:"code"`
	// Finds the request in the platform’s logs
	RequestID *string `json:"request_id,omitempty"`
}

// FraudAlert is the document's FraudAlert schema.
type FraudAlert struct {
	ID string `json:"id"`
	// Which rule fired (docs/analytics.md lists each with its threshold and window)
	Rule string `json:"rule"`
	// Higher is more likely fraud: the rule’s base score, raised by how far past its threshold the activity went
	Score       int64  `json:"score"`
	Status      string `json:"status"`
	Environment string `json:"environment"`
	// What the rule watched: a customer e-mail, a crypto address, a currency, or the business
	Subject string `json:"subject"`
	// What happened, in one sentence
	Summary string `json:"summary"`
	// What the rule counted (sessions, refunds, merchants, percent, withdrawals)
	Observed int64 `json:"observed"`
	// Your threshold when it fired
	Threshold     int64 `json:"threshold"`
	WindowSeconds int64 `json:"window_seconds"`
	// Up to 20 ids of what it counted (sessions, refunds, transfers)
	Evidence   []string `json:"evidence"`
	OpenedAt   string   `json:"opened_at"`
	ResolvedAt *string  `json:"resolved_at,omitempty"`
	// Why it was dismissed, or the note it was confirmed with
	ResolutionReason *string `json:"resolution_reason,omitempty"`
}

// FraudAlertList is the document's FraudAlertList schema.
type FraudAlertList struct {
	Alerts []FraudAlert `json:"alerts"`
	Total  int64        `json:"total"`
	// Open alerts in this environment, whatever the filter
	Open  int64 `json:"open"`
	Page  int64 `json:"page"`
	Limit int64 `json:"limit"`
}

// FraudRule is the document's FraudRule schema.
type FraudRule struct {
	// Which rule fired (docs/analytics.md lists each with its threshold and window)
	Rule        string `json:"rule"`
	Description string `json:"description"`
	// What the threshold counts
	Unit             string `json:"unit"`
	Threshold        int64  `json:"threshold"`
	DefaultThreshold int64  `json:"default_threshold"`
	Min              int64  `json:"min"`
	Max              int64  `json:"max"`
	WindowSeconds    int64  `json:"window_seconds"`
	BaseScore        int64  `json:"base_score"`
	Enabled          bool   `json:"enabled"`
}

// FraudRuleList is the document's FraudRuleList schema.
type FraudRuleList struct {
	Rules []FraudRule `json:"rules"`
}

// GasEstimate is the document's GasEstimate schema.
type GasEstimate struct {
	// Integer in base units
	GasLimit string `json:"gas_limit"`
	// Integer in base units
	GasPrice string `json:"gas_price"`
	// Integer in base units
	EstimatedFee        string  `json:"estimated_fee"`
	EstimatedFeeDecimal string  `json:"estimated_fee_decimal"`
	FeeCurrency         string  `json:"fee_currency"`
	EstimatedFeeUSD     *string `json:"estimated_fee_usd"`
}

// GiftCardCountries is the document's GiftCardCountries schema.
type GiftCardCountries struct {
	Countries []GiftCardCountriesCountriesItem `json:"countries"`
}

// GiftCardCountriesCountriesItem is an object an operation declares inline.
type GiftCardCountriesCountriesItem struct {
	IsoName      string `json:"iso_name"`
	Name         string `json:"name"`
	CurrencyCode string `json:"currency_code"`
	CurrencyName string `json:"currency_name"`
	FlagURL      string `json:"flag_url"`
}

// GiftCardProduct is the document's GiftCardProduct schema.
type GiftCardProduct struct {
	ProductID          int64    `json:"product_id"`
	ProductName        string   `json:"product_name"`
	BrandName          string   `json:"brand_name"`
	CountryCode        string   `json:"country_code"`
	DenominationType   string   `json:"denomination_type"`
	SenderCurrency     string   `json:"sender_currency"`
	FixedDenominations []string `json:"fixed_denominations"`
	MinDenomination    *string  `json:"min_denomination,omitempty"`
	MaxDenomination    *string  `json:"max_denomination,omitempty"`
	SenderFee          string   `json:"sender_fee"`
}

// GiftCardProductList is the document's GiftCardProductList schema.
type GiftCardProductList struct {
	Products []GiftCardProduct `json:"products"`
}

// IssuedTransferSigningKey is the document's IssuedTransferSigningKey schema.
type IssuedTransferSigningKey struct {
	// The k= of X-Transfer-Signature
	ID         string `json:"id"`
	Status     string `json:"status"`
	IsTestMode bool   `json:"is_test_mode"`
	CreatedAt  string `json:"created_at"`
	// Absent while active
	RevokedAt *string `json:"revoked_at,omitempty"`
	// When a request it signed last passed; absent before
	LastUsedAt *string `json:"last_used_at,omitempty"`
	// Shown once: the HMAC-SHA256 secret (tss_...).
	Secret string `json:"secret"`
}

// MarketHealth is the document's MarketHealth schema.
type MarketHealth struct {
	// ok | stale | down
	Status  string `json:"status"`
	Source  string `json:"source"`
	Symbols int64  `json:"symbols"`
	// Absent before the first tick
	LastTickAt *string `json:"last_tick_at,omitempty"`
	// Absent before the first tick
	StalenessMs *int64               `json:"staleness_ms,omitempty"`
	Position    MarketHealthPosition `json:"position"`
}

// MarketHealthPosition is an object an operation declares inline.
type MarketHealthPosition struct {
	Offset string `json:"offset"`
	Epoch  string `json:"epoch"`
}

// MarketPrices is the document's MarketPrices schema.
type MarketPrices struct {
	// By symbol
	Prices map[string]MarketQuote `json:"prices"`
	// Requested symbols the hub does not quote, or not valid tickers
	Unknown  []string             `json:"unknown"`
	Position MarketPricesPosition `json:"position"`
}

// MarketPricesPosition is an object an operation declares inline.
type MarketPricesPosition struct {
	Offset string `json:"offset"`
	Epoch  string `json:"epoch"`
}

// MarketQuote is the document's MarketQuote schema.
type MarketQuote struct {
	Symbol           string `json:"symbol"`
	Price            string `json:"price"`
	Change24h        string `json:"change_24h"`
	Change24hPercent string `json:"change_24h_percent"`
	Open24h          string `json:"open_24h"`
	High24h          string `json:"high_24h"`
	Low24h           string `json:"low_24h"`
	Volume24h        string `json:"volume_24h"`
	Time             string `json:"time"`
	Offset           string `json:"offset"`
}

// MarketSymbols is the document's MarketSymbols schema.
type MarketSymbols struct {
	Symbols []string `json:"symbols"`
	Total   int64    `json:"total"`
}

// OTCAccount is the document's OtcAccount schema.
type OTCAccount struct {
	// account_id of an order paid in this currency
	ID          string `json:"id"`
	Currency    string `json:"currency"`
	BankName    string `json:"bank_name"`
	AccountName string `json:"account_name"`
	// GBP: the 8-digit account number; EUR: the IBAN
	AccountNumber *string `json:"account_number,omitempty"`
	// GBP only
	SortCode *string `json:"sort_code,omitempty"`
	// The IBAN
	Iban *string `json:"iban,omitempty"`
	// The BIC
	Bic *string `json:"bic,omitempty"`
}

// OTCAccountList is the document's OtcAccountList schema.
type OTCAccountList struct {
	Accounts []OTCAccount `json:"accounts"`
}

// OTCAMLForm is the document's OtcAmlForm schema.
type OTCAMLForm struct {
	Status string `json:"status"`
	// Whether an operator approved the business for OTC (trading needs both)
	OTCAccess bool `json:"otc_access"`
	// The operator’s reason, when rejected
	RejectionReason *string `json:"rejection_reason,omitempty"`
	// When it was last submitted
	SubmittedAt *string `json:"submitted_at,omitempty"`
	// When an operator last reviewed it
	ReviewedAt *string        `json:"reviewed_at,omitempty"`
	Form       OTCAMLFormForm `json:"form"`
}

// OTCAMLFormForm is an object an operation declares inline.
type OTCAMLFormForm struct {
	LegalName          *string `json:"legal_name,omitempty"`
	RegistrationNumber *string `json:"registration_number,omitempty"`
	// Of incorporation, ISO 3166-1 alpha-2
	Country          *string `json:"country,omitempty"`
	BusinessActivity *string `json:"business_activity,omitempty"`
	// Where the money you trade comes from
	SourceOfFunds *string `json:"source_of_funds,omitempty"`
	// In GBP
	ExpectedMonthlyVolume *string  `json:"expected_monthly_volume,omitempty"`
	Currencies            []string `json:"currencies,omitempty"`
	// What the conversions are for
	Purpose *string `json:"purpose,omitempty"`
	// A director, owner or their family holds a prominent public function
	PoliticallyExposed *bool `json:"politically_exposed,omitempty"`
	// Everyone owning 25% or more
	BeneficialOwners []OTCAMLFormFormBeneficialOwnersItem `json:"beneficial_owners,omitempty"`
	// True: you are not sanctioned and will not trade for anyone who is (required to submit)
	SanctionsDeclaration *bool `json:"sanctions_declaration,omitempty"`
}

// OTCAMLFormFormBeneficialOwnersItem is an object an operation declares inline.
type OTCAMLFormFormBeneficialOwnersItem struct {
	Name             string `json:"name"`
	OwnershipPercent string `json:"ownership_percent"`
	Country          string `json:"country"`
}

// OTCAMLFormQueue is the document's OtcAmlFormQueue schema.
type OTCAMLFormQueue struct {
	Forms []OTCAMLFormQueueFormsItem `json:"forms"`
}

// OTCAMLFormQueueFormsItem is an object an operation declares inline.
type OTCAMLFormQueueFormsItem struct {
	BusinessID string `json:"business_id"`
	Status     string `json:"status"`
	// When it was submitted
	SubmittedAt *string `json:"submitted_at,omitempty"`
}

// OTCCreateOrderRequest is an object an operation declares inline.
type OTCCreateOrderRequest struct {
	// What you pay: GBP or EUR
	From string `json:"from"`
	// What your balance is credited: NGN, USD, GBP or EUR
	To string `json:"to"`
	// In `from`, at most 2 decimals
	Amount string `json:"amount"`
	// A desk account (GET /accounts) in `from`
	AccountID string `json:"account_id"`
}

// OTCHistory is the document's OtcHistory schema.
type OTCHistory struct {
	Orders []OTCOrder `json:"orders"`
	Total  int64      `json:"total"`
	Limit  int64      `json:"limit"`
	Offset int64      `json:"offset"`
}

// OTCMarkPaidRequest is an object an operation declares inline.
type OTCMarkPaidRequest struct {
	// e.g. your bank’s payment reference
	Note *string `json:"note,omitempty"`
}

// OTCOrder is the document's OtcOrder schema.
type OTCOrder struct {
	ID string `json:"id"`
	// docs/otc.md, "Order lifecycle"
	Status string `json:"status"`
	// `to` units per `from` unit
	Rate string `json:"rate"`
	From string `json:"from"`
	To   string `json:"to"`
	// What you pay, by bank transfer, with the reference
	FromAmount string `json:"from_amount"`
	// What your balance is credited once the payment arrives
	ToAmount       string            `json:"to_amount"`
	PaymentDetails OTCPaymentDetails `json:"payment_details"`
	ExpiresAt      string            `json:"expires_at"`
	CreatedAt      string            `json:"created_at"`
	// When you marked it paid
	MarkedPaidAt *string `json:"marked_paid_at,omitempty"`
	// When your balance was credited
	SettledAt *string `json:"settled_at,omitempty"`
	// Why a payment went to review (under or over the amount, after expiry)
	ReviewReason *string `json:"review_reason,omitempty"`
	// What arrived, when a payment did
	ReceivedAmount *string `json:"received_amount,omitempty"`
	// Every quote the order had, oldest first (a refresh adds one)
	Quotes []OTCOrderQuote `json:"quotes"`
}

// OTCOrderQuote is the document's OtcOrderQuote schema.
type OTCOrderQuote struct {
	// `to` units per `from` unit
	Rate string `json:"rate"`
	// amount × rate, rounded down
	ToAmount  string `json:"to_amount"`
	QuotedAt  string `json:"quoted_at"`
	ExpiresAt string `json:"expires_at"`
}

// OTCPaymentDetails is the document's OtcPaymentDetails schema.
type OTCPaymentDetails struct {
	BankName string `json:"bank_name"`
	// GBP: the account number; EUR: the IBAN
	AccountNumber *string `json:"account_number"`
	// GBP only
	SortCode    *string `json:"sort_code"`
	AccountName string  `json:"account_name"`
	// The IBAN
	Iban *string `json:"iban,omitempty"`
	// The BIC
	Bic *string `json:"bic,omitempty"`
	// Put it in the payment’s reference: it matches the payment to the order
	Reference string `json:"reference"`
}

// OTCQuote is the document's OtcQuote schema.
type OTCQuote struct {
	// `to` units per `from` unit
	Rate string `json:"rate"`
	From string `json:"from"`
	To   string `json:"to"`
	// What you pay, in `from`
	Amount string `json:"amount"`
	// What your balance is credited, in `to`: amount × rate, rounded down
	Converted string `json:"converted"`
	ExpiresAt string `json:"expires_at"`
}

// OTCResolveRequest is an object an operation declares inline.
type OTCResolveRequest struct {
	// Why it is settled at what arrived (audited)
	Reason string `json:"reason"`
}

// OTCReviewFormRequest is an object an operation declares inline.
type OTCReviewFormRequest struct {
	Decision string `json:"decision"`
	// Required to reject: the business sees it
	Reason *string `json:"reason,omitempty"`
}

// OTCReviewList is the document's OtcReviewList schema.
type OTCReviewList struct {
	Orders []OTCOrder `json:"orders"`
}

// OTCSandboxPayRequest is an object an operation declares inline.
type OTCSandboxPayRequest struct {
	// Default: the order’s from_amount (send another to test review)
	Amount *string `json:"amount,omitempty"`
}

// OTCSandboxPayment is the document's OtcSandboxPayment schema.
type OTCSandboxPayment struct {
	PartnerPaymentID string `json:"partner_payment_id"`
}

// OTCSaveDraftRequest is an object an operation declares inline.
type OTCSaveDraftRequest struct {
	LegalName          *string `json:"legal_name,omitempty"`
	RegistrationNumber *string `json:"registration_number,omitempty"`
	// Of incorporation, ISO 3166-1 alpha-2
	Country          *string `json:"country,omitempty"`
	BusinessActivity *string `json:"business_activity,omitempty"`
	// Where the money you trade comes from
	SourceOfFunds *string `json:"source_of_funds,omitempty"`
	// In GBP
	ExpectedMonthlyVolume *string  `json:"expected_monthly_volume,omitempty"`
	Currencies            []string `json:"currencies,omitempty"`
	// What the conversions are for
	Purpose *string `json:"purpose,omitempty"`
	// A director, owner or their family holds a prominent public function
	PoliticallyExposed *bool `json:"politically_exposed,omitempty"`
	// Everyone owning 25% or more
	BeneficialOwners []OTCSaveDraftRequestBeneficialOwnersItem `json:"beneficial_owners,omitempty"`
	// True: you are not sanctioned and will not trade for anyone who is (required to submit)
	SanctionsDeclaration *bool `json:"sanctions_declaration,omitempty"`
}

// OTCSaveDraftRequestBeneficialOwnersItem is an object an operation declares inline.
type OTCSaveDraftRequestBeneficialOwnersItem struct {
	Name             string `json:"name"`
	OwnershipPercent string `json:"ownership_percent"`
	Country          string `json:"country"`
}

// PartnerCallbackReceipt is the document's PartnerCallbackReceipt schema.
type PartnerCallbackReceipt struct {
	// Whether the callback names something of ours; either way it is not sent again
	Received bool `json:"received"`
}

// PartnerNotificationReceipt is the document's PartnerNotificationReceipt schema.
type PartnerNotificationReceipt struct {
	Received  bool   `json:"received"`
	PaymentID string `json:"payment_id"`
}

// Plan is the document's Plan schema.
type Plan struct {
	ID           string       `json:"id"`
	Name         string       `json:"name"`
	PriceMonthly *json.Number `json:"price_monthly"`
	PriceAnnual  *json.Number `json:"price_annual"`
	Description  string       `json:"description"`
	Limits       PlanLimits   `json:"limits"`
	Features     []string     `json:"features"`
}

// PlanInvoice is the document's PlanInvoice schema.
type PlanInvoice struct {
	ID       string `json:"id"`
	Plan     string `json:"plan"`
	Duration string `json:"duration"`
	// USD, a decimal string with scale 2
	Amount   string                   `json:"amount"`
	Currency string                   `json:"currency"`
	Status   string                   `json:"status"`
	IssuedAt string                   `json:"issued_at"`
	DueAt    string                   `json:"due_at"`
	PayWith  []PlanInvoicePayWithItem `json:"pay_with"`
}

// PlanInvoicePayWithItem is an object an operation declares inline.
type PlanInvoicePayWithItem struct {
	Method   string                     `json:"method"`
	Endpoint string                     `json:"endpoint"`
	Body     PlanInvoicePayWithItemBody `json:"body"`
}

// PlanInvoicePayWithItemBody is an object an operation declares inline.
type PlanInvoicePayWithItemBody struct {
	Plan     string `json:"plan"`
	Duration string `json:"duration"`
}

// PlanLimits is an object an operation declares inline.
type PlanLimits struct {
	// -1 means unlimited
	MaxWalletAddresses int64 `json:"max_wallet_addresses"`
	// -1 means unlimited
	MaxTransactionsPerMonth int64 `json:"max_transactions_per_month"`
}

// PlanList is the document's PlanList schema.
type PlanList struct {
	Plans []Plan `json:"plans"`
}

// PlatformAsyncapiResponse is an object an operation declares inline.
type PlatformAsyncapiResponse struct {
	Asyncapi           string                       `json:"asyncapi"`
	Info               PlatformAsyncapiResponseInfo `json:"info"`
	DefaultContentType string                       `json:"defaultContentType"`
	Servers            map[string]json.RawMessage   `json:"servers"`
	Channels           map[string]json.RawMessage   `json:"channels"`
	Operations         map[string]json.RawMessage   `json:"operations"`
	Components         map[string]json.RawMessage   `json:"components"`
}

// PlatformAsyncapiResponseInfo is an object an operation declares inline.
type PlatformAsyncapiResponseInfo struct {
	Title       string `json:"title"`
	Version     string `json:"version"`
	Description string `json:"description"`
}

// PlatformHealthResponse is an object an operation declares inline.
type PlatformHealthResponse struct {
	Status string `json:"status"`
}

// PlatformOpenapiResponse is an object an operation declares inline.
type PlatformOpenapiResponse struct {
	Openapi string                               `json:"openapi"`
	Info    PlatformOpenapiResponseInfo          `json:"info"`
	Servers []PlatformOpenapiResponseServersItem `json:"servers"`
	Tags    []PlatformOpenapiResponseTagsItem    `json:"tags"`
	// The products in the order the docs page shows them, each with its tags
	XTagGroups []PlatformOpenapiResponseXTagGroupsItem `json:"x-tagGroups"`
	// Path -> method -> operation
	Paths map[string]map[string]json.RawMessage `json:"paths"`
	// Event -> what the platform POSTs to your endpoint
	Webhooks   map[string]json.RawMessage        `json:"webhooks"`
	Components PlatformOpenapiResponseComponents `json:"components"`
}

// PlatformOpenapiResponseComponents is an object an operation declares inline.
type PlatformOpenapiResponseComponents struct {
	// Named schemas: the resources and the error body
	Schemas map[string]json.RawMessage `json:"schemas"`
	// Error responses many operations share
	Responses map[string]json.RawMessage `json:"responses"`
	// Answer headers many operations share (the rate-limit fields)
	Headers         map[string]json.RawMessage `json:"headers"`
	SecuritySchemes map[string]json.RawMessage `json:"securitySchemes"`
}

// PlatformOpenapiResponseInfo is an object an operation declares inline.
type PlatformOpenapiResponseInfo struct {
	Title       string                             `json:"title"`
	Version     string                             `json:"version"`
	Description string                             `json:"description"`
	License     PlatformOpenapiResponseInfoLicense `json:"license"`
}

// PlatformOpenapiResponseInfoLicense is an object an operation declares inline.
type PlatformOpenapiResponseInfoLicense struct {
	Name       string `json:"name"`
	Identifier string `json:"identifier"`
}

// PlatformOpenapiResponseServersItem is an object an operation declares inline.
type PlatformOpenapiResponseServersItem struct {
	URL         string  `json:"url"`
	Description *string `json:"description,omitempty"`
	XInternal   *bool   `json:"x-internal,omitempty"`
}

// PlatformOpenapiResponseTagsItem is an object an operation declares inline.
type PlatformOpenapiResponseTagsItem struct {
	Name         string  `json:"name"`
	XDisplayName *string `json:"x-displayName,omitempty"`
	Description  string  `json:"description"`
}

// PlatformOpenapiResponseXTagGroupsItem is an object an operation declares inline.
type PlatformOpenapiResponseXTagGroupsItem struct {
	Name string   `json:"name"`
	Tags []string `json:"tags"`
}

// PlatformReadinessResponse is an object an operation declares inline.
type PlatformReadinessResponse struct {
	Ready bool `json:"ready"`
	// Each dependency: 'ok' or why not
	Checks map[string]string `json:"checks"`
	// Degradable checks that are not ok; the gateway still serves
	Degraded []string `json:"degraded"`
}

// PublicCheckoutSession is the document's PublicCheckoutSession schema.
type PublicCheckoutSession struct {
	SessionID      string                                    `json:"session_id"`
	Reference      *string                                   `json:"reference"`
	Amount         json.Number                               `json:"amount"`
	Currency       string                                    `json:"currency"`
	Status         string                                    `json:"status"`
	PaymentMethod  string                                    `json:"payment_method"`
	ExpiresAt      string                                    `json:"expires_at"`
	CallbackURL    *string                                   `json:"callback_url"`
	BusinessName   string                                    `json:"business_name"`
	Description    *string                                   `json:"description,omitempty"`
	Selection      *PublicCheckoutSessionSelection           `json:"selection,omitempty"`
	IsTestMode     bool                                      `json:"is_test_mode"`
	PaymentOptions []PublicCheckoutSessionPaymentOptionsItem `json:"payment_options"`
}

// PublicCheckoutSessionPaymentOptionsItem is an object an operation declares inline.
type PublicCheckoutSessionPaymentOptionsItem struct {
	Network  string `json:"network"`
	Currency string `json:"currency"`
}

// PublicCheckoutSessionSelection is an object an operation declares inline.
type PublicCheckoutSessionSelection struct {
	Network        string  `json:"network"`
	CryptoCurrency string  `json:"crypto_currency"`
	Address        string  `json:"address"`
	AmountCrypto   string  `json:"amount_crypto"`
	PaidAmount     string  `json:"paid_amount"`
	PaymentURI     *string `json:"payment_uri,omitempty"`
	// data-URI PNG
	QRCode *string `json:"qr_code,omitempty"`
}

// RedeemCode is the document's RedeemCode schema.
type RedeemCode struct {
	CardNumber string `json:"card_number"`
	PinCode    string `json:"pin_code"`
}

// Refund is the document's Refund schema.
type Refund struct {
	ID                 string  `json:"id"`
	SessionID          string  `json:"session_id"`
	Reference          *string `json:"reference,omitempty"`
	Amount             string  `json:"amount"`
	Currency           string  `json:"currency"`
	Reason             string  `json:"reason"`
	Status             string  `json:"status"`
	Network            string  `json:"network"`
	CryptoCurrency     string  `json:"crypto_currency"`
	AmountCrypto       string  `json:"amount_crypto"`
	RefundAddress      string  `json:"refund_address"`
	TxHash             *string `json:"tx_hash,omitempty"`
	AmountReceived     *string `json:"amount_received,omitempty"`
	NetworkFee         *string `json:"network_fee,omitempty"`
	NetworkFeeCurrency *string `json:"network_fee_currency,omitempty"`
	FailureReason      *string `json:"failure_reason,omitempty"`
	IsTestMode         bool    `json:"is_test_mode"`
	CreatedAt          string  `json:"created_at"`
	UpdatedAt          string  `json:"updated_at"`
}

// RefundList is the document's RefundList schema.
type RefundList struct {
	Refunds []Refund `json:"refunds"`
	Total   int64    `json:"total"`
	Page    int64    `json:"page"`
	Limit   int64    `json:"limit"`
}

// RefundsCreateRequest is an object an operation declares inline.
type RefundsCreateRequest struct {
	SessionID string `json:"session_id"`
	Reason    string `json:"reason"`
	// Must be a positive decimal number (e.g. 24.50), as a JSON number or a string
	Amount json.RawMessage `json:"amount,omitempty"`
	// Where to send; defaults to the payer on account-based chains
	RefundAddress *string `json:"refund_address,omitempty"`
}

// RemittanceDashboardCreateRequest is an object an operation declares inline.
type RemittanceDashboardCreateRequest struct {
	// Your business id: another business’s is refused 403
	BusinessID string `json:"business_id"`
	// NGN or USD: a currency your balance holds
	SourceCurrency string `json:"source_currency"`
	// Decimal string in the source currency, at most 2 decimals
	SourceAmount string `json:"source_amount"`
	// CNY, USD or GBP (the pairs of GET /rates)
	DestCurrency  string `json:"dest_currency"`
	RecipientName string `json:"recipient_name"`
	// The recipient’s account number or IBAN
	RecipientAccount string `json:"recipient_account"`
	RecipientBank    string `json:"recipient_bank"`
	RecipientEmail   string `json:"recipient_email"`
	// ISO 3166-1 alpha-2
	RecipientCountry string `json:"recipient_country"`
	// Shown to the recipient (35 characters: the longest most schemes carry)
	Reference string `json:"reference"`
	// Why the money is sent, e.g. "family_support", "invoice_payment"
	Purpose string `json:"purpose"`
	// Use this quote’s rate (once, before it expires); without it the transfer is quoted now
	QuoteID *string `json:"quote_id,omitempty"`
	// Required when you have 2FA enabled (401 OTP_REQUIRED; a wrong code 401 INVALID_OTP)
	OTPCode *string `json:"otp_code,omitempty"`
}

// RemittanceIssueKeyRequest is an object an operation declares inline.
type RemittanceIssueKeyRequest struct {
	// Required when you have 2FA or the team requires it: the key signs transfers of your money
	OTPCode *string `json:"otp_code,omitempty"`
}

// RemittancePartnerNotificationReceived is the document's RemittancePartnerNotificationReceived schema.
type RemittancePartnerNotificationReceived struct {
	Received bool `json:"received"`
}

// RemittanceQuote is the document's RemittanceQuote schema.
type RemittanceQuote struct {
	// Send it as quote_id with the transfer to use this rate (once, before expires_at)
	QuoteID        string `json:"quote_id"`
	SourceCurrency string `json:"source_currency"`
	// What the recipient’s side is bought with, in the source currency
	SourceAmount string `json:"source_amount"`
	DestCurrency string `json:"dest_currency"`
	// What the recipient receives, in the destination currency
	DestAmount string `json:"dest_amount"`
	// Destination units per source unit (the exact text: the transfer’s exchange_rate)
	ExchangeRate json.Number `json:"exchange_rate"`
	// The platform fee before the discount: source_amount × fee_percent / 100, rounded up
	FeeAmount string `json:"fee_amount"`
	// The platform fee, percent of source_amount
	FeePercent string `json:"fee_percent"`
	// True on the business and enterprise plans
	RpayDiscountApplied bool `json:"rpay_discount_applied"`
	// Taken off the fee: fee_amount × 25 / 100, rounded down; 0.00 when not applied
	RpayDiscountAmount string `json:"rpay_discount_amount"`
	// What the transfer holds on your balance: source_amount + fee_amount − rpay_discount_amount
	TotalCost string `json:"total_cost"`
	// The partner’s delivery estimate, as words ("within 2 hours")
	EstimatedTime string `json:"estimated_time"`
	ExpiresAt     string `json:"expires_at"`
}

// RemittanceQuoteRequest is an object an operation declares inline.
type RemittanceQuoteRequest struct {
	// Your business id: another business’s is refused 403
	BusinessID string `json:"business_id"`
	// NGN or USD: a currency your balance holds
	SourceCurrency string `json:"source_currency"`
	// Decimal string in the source currency, at most 2 decimals
	SourceAmount string `json:"source_amount"`
	// CNY, USD or GBP (the pairs of GET /rates)
	DestCurrency string `json:"dest_currency"`
}

// RemittanceRate is the document's RemittanceRate schema.
type RemittanceRate struct {
	// NGNCNY, NGNUSD, NGNGBP, USDCNY
	Pair           string `json:"pair"`
	SourceCurrency string `json:"source_currency"`
	DestCurrency   string `json:"dest_currency"`
	// Destination units per source unit, the partner’s mid-market rate (quote for the rate you get)
	Rate string `json:"rate"`
	Time string `json:"time"`
}

// RemittanceRates is the document's RemittanceRates schema.
type RemittanceRates struct {
	Rates []RemittanceRate `json:"rates"`
}

// RemittanceTransfer is the document's RemittanceTransfer schema.
type RemittanceTransfer struct {
	ID             string `json:"id"`
	BusinessUUID   string `json:"business_uuid"`
	SourceCurrency string `json:"source_currency"`
	// Sent to the partner
	SourceAmount string `json:"source_amount"`
	DestCurrency string `json:"dest_currency"`
	// What the recipient receives
	DestAmount    string `json:"dest_amount"`
	RecipientName string `json:"recipient_name"`
	Status        string `json:"status"`
	ExchangeRate  string `json:"exchange_rate"`
	// The platform fee before the discount
	FeeAmount        string `json:"fee_amount"`
	RpayDiscountUsed bool   `json:"rpay_discount_used"`
	CreatedAt        string `json:"created_at"`
	QuoteID          string `json:"quote_id"`
	// The platform fee, percent of source_amount
	FeePercent string `json:"fee_percent"`
	// Taken off the fee
	RpayDiscountAmount string `json:"rpay_discount_amount"`
	// Held on your balance while the payout is under way, debited when it is sent, returned if it fails or bounces
	TotalCost        string `json:"total_cost"`
	RecipientCountry string `json:"recipient_country"`
	Reference        string `json:"reference"`
	Purpose          string `json:"purpose"`
	// The payout partner’s latest state (incoming_payment_waiting, processing, funds_converted, outgoing_payment_sent, bounced_back, cancelled, funds_refunded); absent before it has one
	PartnerStatus *string `json:"partner_status,omitempty"`
	// Why it failed; absent unless failed
	FailureReason *string `json:"failure_reason,omitempty"`
	// A sent payout bounced back and its debit was returned to your balance
	Reversed   bool   `json:"reversed"`
	IsTestMode bool   `json:"is_test_mode"`
	UpdatedAt  string `json:"updated_at"`
}

// RemittanceTransferList is the document's RemittanceTransferList schema.
type RemittanceTransferList struct {
	Transfers []RemittanceTransfer `json:"transfers"`
	Total     int64                `json:"total"`
	Limit     int64                `json:"limit"`
	Offset    int64                `json:"offset"`
}

// RemittanceTransferRequest is an object an operation declares inline.
type RemittanceTransferRequest struct {
	// Your business id: another business’s is refused 403
	BusinessID string `json:"business_id"`
	// NGN or USD: a currency your balance holds
	SourceCurrency string `json:"source_currency"`
	// Decimal string in the source currency, at most 2 decimals
	SourceAmount string `json:"source_amount"`
	// CNY, USD or GBP (the pairs of GET /rates)
	DestCurrency  string `json:"dest_currency"`
	RecipientName string `json:"recipient_name"`
	// The recipient’s account number or IBAN
	RecipientAccount string `json:"recipient_account"`
	RecipientBank    string `json:"recipient_bank"`
	RecipientEmail   string `json:"recipient_email"`
	// ISO 3166-1 alpha-2
	RecipientCountry string `json:"recipient_country"`
	// Shown to the recipient (35 characters: the longest most schemes carry)
	Reference string `json:"reference"`
	// Why the money is sent, e.g. "family_support", "invoice_payment"
	Purpose string `json:"purpose"`
	// Use this quote’s rate (once, before it expires); without it the transfer is quoted now
	QuoteID *string `json:"quote_id,omitempty"`
}

// SandboxBankCredit is the document's SandboxBankCredit schema.
type SandboxBankCredit struct {
	// The banking partner’s id of the simulated transfer; its notification follows
	PartnerPaymentID string `json:"partner_payment_id"`
}

// SandboxDepositRequest is an object an operation declares inline.
type SandboxDepositRequest struct {
	Network  string `json:"network"`
	Currency string `json:"currency"`
	Address  string `json:"address"`
	// Human decimal, e.g. "25.5"
	Amount string `json:"amount"`
	// fail: detected, then never confirmed
	Simulate *string `json:"simulate,omitempty"`
}

// SandboxDepositResponse is an object an operation declares inline.
type SandboxDepositResponse struct {
	TxHash   string `json:"tx_hash"`
	Network  string `json:"network"`
	Currency string `json:"currency"`
	Address  string `json:"address"`
	// Human decimal
	Amount          string `json:"amount"`
	AmountBaseUnits string `json:"amount_base_units"`
	Status          string `json:"status"`
	Confirmations   int64  `json:"confirmations"`
	DetectedAt      string `json:"detected_at"`
	// Absent until the transfer is confirmed
	ConfirmedAt *string `json:"confirmed_at,omitempty"`
}

// SettingsBrandingGetResponse is an object an operation declares inline.
type SettingsBrandingGetResponse struct {
	// The plan includes custom_branding: the page shows these settings
	CustomBranding bool `json:"custom_branding"`
	// The plan includes white_label: the page does not name the platform
	WhiteLabel      bool    `json:"white_label"`
	DisplayName     *string `json:"display_name,omitempty"`
	AccentColor     *string `json:"accent_color,omitempty"`
	LogoContentType *string `json:"logo_content_type,omitempty"`
	LogoBytes       *int64  `json:"logo_bytes,omitempty"`
	UpdatedAt       *string `json:"updated_at,omitempty"`
}

// SettingsBrandingUpdateRequest is an object an operation declares inline.
type SettingsBrandingUpdateRequest struct {
	// Shown instead of the business name; "" removes it
	DisplayName *string `json:"display_name,omitempty"`
	// #rrggbb; "" removes it
	AccentColor *string `json:"accent_color,omitempty"`
	// PNG or JPEG, base64 or a data URI, at most 131072 bytes and 1024 px a side; "" removes it
	Logo *string `json:"logo,omitempty"`
}

// SettingsBrandingUpdateResponse is an object an operation declares inline.
type SettingsBrandingUpdateResponse struct {
	// The plan includes custom_branding: the page shows these settings
	CustomBranding bool `json:"custom_branding"`
	// The plan includes white_label: the page does not name the platform
	WhiteLabel      bool    `json:"white_label"`
	DisplayName     *string `json:"display_name,omitempty"`
	AccentColor     *string `json:"accent_color,omitempty"`
	LogoContentType *string `json:"logo_content_type,omitempty"`
	LogoBytes       *int64  `json:"logo_bytes,omitempty"`
	UpdatedAt       *string `json:"updated_at,omitempty"`
}

// SettingsCheckoutGetResponse is an object an operation declares inline.
type SettingsCheckoutGetResponse struct {
	SessionTtlMinutes int64 `json:"session_ttl_minutes"`
}

// SettingsCheckoutUpdateRequest is an object an operation declares inline.
type SettingsCheckoutUpdateRequest struct {
	SessionTtlMinutes int64 `json:"session_ttl_minutes"`
}

// SettingsCheckoutUpdateResponse is an object an operation declares inline.
type SettingsCheckoutUpdateResponse struct {
	SessionTtlMinutes int64 `json:"session_ttl_minutes"`
}

// SettingsWalletAddressResponse is an object an operation declares inline.
type SettingsWalletAddressResponse struct {
	Network               string `json:"network"`
	Address               string `json:"address"`
	DerivationPath        string `json:"derivation_path"`
	TestnetAddress        string `json:"testnet_address"`
	TestnetDerivationPath string `json:"testnet_derivation_path"`
}

// SettingsWalletGenerateResponse is an object an operation declares inline.
type SettingsWalletGenerateResponse struct {
	Message string                               `json:"message"`
	Wallet  SettingsWalletGenerateResponseWallet `json:"wallet"`
}

// SettingsWalletGenerateResponseWallet is an object an operation declares inline.
type SettingsWalletGenerateResponseWallet struct {
	CreatedAt         string                                              `json:"created_at"`
	Addresses         []SettingsWalletGenerateResponseWalletAddressesItem `json:"addresses"`
	SessionsDerived   int64                                               `json:"sessions_derived"`
	SessionTtlMinutes int64                                               `json:"session_ttl_minutes"`
}

// SettingsWalletGenerateResponseWalletAddressesItem is an object an operation declares inline.
type SettingsWalletGenerateResponseWalletAddressesItem struct {
	Network               string `json:"network"`
	Address               string `json:"address"`
	DerivationPath        string `json:"derivation_path"`
	TestnetAddress        string `json:"testnet_address"`
	TestnetDerivationPath string `json:"testnet_derivation_path"`
}

// SettingsWalletGetResponse is an object an operation declares inline.
type SettingsWalletGetResponse struct {
	Wallet SettingsWalletGetResponseWallet `json:"wallet"`
}

// SettingsWalletGetResponseWallet is an object an operation declares inline.
type SettingsWalletGetResponseWallet struct {
	CreatedAt         string                                         `json:"created_at"`
	Addresses         []SettingsWalletGetResponseWalletAddressesItem `json:"addresses"`
	SessionsDerived   int64                                          `json:"sessions_derived"`
	SessionTtlMinutes int64                                          `json:"session_ttl_minutes"`
}

// SettingsWalletGetResponseWalletAddressesItem is an object an operation declares inline.
type SettingsWalletGetResponseWalletAddressesItem struct {
	Network               string `json:"network"`
	Address               string `json:"address"`
	DerivationPath        string `json:"derivation_path"`
	TestnetAddress        string `json:"testnet_address"`
	TestnetDerivationPath string `json:"testnet_derivation_path"`
}

// SettingsWalletSeedRequest is an object an operation declares inline.
type SettingsWalletSeedRequest struct {
	OTPCode string `json:"otp_code"`
}

// SettingsWalletSeedResponse is an object an operation declares inline.
type SettingsWalletSeedResponse struct {
	Mnemonic  []string `json:"mnemonic"`
	WordCount int64    `json:"word_count"`
}

// SettlementAccount is the document's SettlementAccount schema.
type SettlementAccount struct {
	ID          string `json:"id"`
	AccountName string `json:"account_name"`
	// ****, then the last four characters
	AccountNumber string `json:"account_number"`
	SortCode      string `json:"sort_code"`
	BankName      string `json:"bank_name"`
	Currency      string `json:"currency"`
	Country       string `json:"country"`
	CreatedAt     string `json:"created_at"`
	UpdatedAt     string `json:"updated_at"`
}

// SettlementCreateRequest is an object an operation declares inline.
type SettlementCreateRequest struct {
	AccountName   string `json:"account_name"`
	AccountNumber string `json:"account_number"`
	SortCode      string `json:"sort_code"`
	BankName      string `json:"bank_name"`
	Currency      string `json:"currency"`
	Country       string `json:"country"`
	// Required when you have 2FA or the team requires it (401 OTP_REQUIRED)
	OTPCode *string `json:"otp_code,omitempty"`
}

// SettlementDeleteRequest is an object an operation declares inline.
type SettlementDeleteRequest struct {
	// Required when you have 2FA or the team requires it (401 OTP_REQUIRED)
	OTPCode *string `json:"otp_code,omitempty"`
}

// SettlementDeleteResponse is an object an operation declares inline.
type SettlementDeleteResponse struct {
	Message string `json:"message"`
}

// SettlementListResponse is an object an operation declares inline.
type SettlementListResponse struct {
	Accounts []SettlementAccount `json:"accounts"`
}

// SettlementUpdateRequest is an object an operation declares inline.
type SettlementUpdateRequest struct {
	AccountName   *string `json:"account_name,omitempty"`
	AccountNumber *string `json:"account_number,omitempty"`
	SortCode      *string `json:"sort_code,omitempty"`
	BankName      *string `json:"bank_name,omitempty"`
	Currency      *string `json:"currency,omitempty"`
	Country       *string `json:"country,omitempty"`
	// Required when you have 2FA or the team requires it (401 OTP_REQUIRED)
	OTPCode *string `json:"otp_code,omitempty"`
}

// Subscription is the document's Subscription schema.
type Subscription struct {
	Plan     SubscriptionPlan     `json:"plan"`
	Limits   SubscriptionLimits   `json:"limits"`
	Features SubscriptionFeatures `json:"features"`
	Usage    SubscriptionUsage    `json:"usage"`
	Invoice  *PlanInvoice         `json:"invoice,omitempty"`
}

// SubscriptionCryptoCheckoutRequest is an object an operation declares inline.
type SubscriptionCryptoCheckoutRequest struct {
	Plan     string  `json:"plan"`
	Duration *string `json:"duration,omitempty"`
	Network  *string `json:"network,omitempty"`
	Currency *string `json:"currency,omitempty"`
}

// SubscriptionCryptoCheckoutResponse is an object an operation declares inline.
type SubscriptionCryptoCheckoutResponse struct {
	Address      *string `json:"address,omitempty"`
	Network      *string `json:"network,omitempty"`
	AmountCrypto *string `json:"amount_crypto,omitempty"`
	// data-URI PNG
	QRCode     *string `json:"qr_code,omitempty"`
	PaymentURI *string `json:"payment_uri,omitempty"`
	ExpiresAt  string  `json:"expires_at"`
	PriceUSD   *string `json:"price_usd,omitempty"`
	SessionID  string  `json:"session_id"`
	PaymentURL string  `json:"payment_url"`
	// Fiat amount, from the exact minor units
	Amount         json.Number `json:"amount"`
	Currency       string      `json:"currency"`
	Status         string      `json:"status"`
	CryptoCurrency *string     `json:"crypto_currency,omitempty"`
}

// SubscriptionFeatures is an object an operation declares inline.
type SubscriptionFeatures struct {
	Webhooks           bool `json:"webhooks"`
	SMS                bool `json:"sms"`
	PriorityProcessing bool `json:"priority_processing"`
	CustomBranding     bool `json:"custom_branding"`
	MultiUser          bool `json:"multi_user"`
	WhiteLabel         bool `json:"white_label"`
}

// SubscriptionLimits is an object an operation declares inline.
type SubscriptionLimits struct {
	// -1 means unlimited
	MaxWalletAddresses int64 `json:"max_wallet_addresses"`
	// -1 means unlimited
	MaxTransactionsPerMonth int64 `json:"max_transactions_per_month"`
	MarketData              bool  `json:"market_data"`
}

// SubscriptionPlan is an object an operation declares inline.
type SubscriptionPlan struct {
	Name     string `json:"name"`
	Duration string `json:"duration"`
	Status   string `json:"status"`
	Expiry   string `json:"expiry"`
}

// SubscriptionUpgradeRequest is an object an operation declares inline.
type SubscriptionUpgradeRequest struct {
	Plan     string `json:"plan"`
	Duration string `json:"duration"`
}

// SubscriptionUpgradeResponse is an object an operation declares inline.
type SubscriptionUpgradeResponse struct {
	Message string       `json:"message"`
	Plan    string       `json:"plan"`
	Status  string       `json:"status"`
	Expiry  string       `json:"expiry"`
	Invoice *PlanInvoice `json:"invoice,omitempty"`
}

// SubscriptionUsage is an object an operation declares inline.
type SubscriptionUsage struct {
	WalletAddressesUsed   int64 `json:"wallet_addresses_used"`
	TransactionsThisMonth int64 `json:"transactions_this_month"`
}

// Swap is the document's Swap schema.
type Swap struct {
	ID               int64  `json:"id"`
	BusinessID       string `json:"business_id"`
	CustomerWalletID int64  `json:"customer_wallet_id"`
	CustomerID       string `json:"customer_id"`
	Type             string `json:"type"`
	FromChain        string `json:"from_chain"`
	ToChain          string `json:"to_chain"`
	Dex              string `json:"dex"`
	RouterAddress    string `json:"router_address"`
	TokenIn          string `json:"token_in"`
	TokenOut         string `json:"token_out"`
	// Base units (empty while not known)
	AmountIn string `json:"amount_in"`
	// Base units (empty while not known)
	AmountOut string `json:"amount_out"`
	// Base units (empty while not known)
	PlatformFee   string  `json:"platform_fee"`
	ApproveTxHash *string `json:"approve_tx_hash,omitempty"`
	SwapTxHash    string  `json:"swap_tx_hash"`
	Status        string  `json:"status"`
	FailureReason *string `json:"failure_reason,omitempty"`
	// Cross-chain: the bridge’s last status (NOT_FOUND, PENDING, DONE, FAILED, INVALID)
	BridgeStatus *string `json:"bridge_status,omitempty"`
	// Cross-chain: the bridge’s sub-status (e.g.
	BridgeSubstatus *string `json:"bridge_substatus,omitempty"`
	// Cross-chain: the payout on the destination chain, or the refund on the source chain
	BridgeReceivingTxHash *string `json:"bridge_receiving_tx_hash,omitempty"`
	ConfirmedAt           *string `json:"confirmed_at"`
	CreatedAt             string  `json:"created_at"`
	UpdatedAt             string  `json:"updated_at"`
}

// SwapExecuteAliasRequest is an object an operation declares inline.
type SwapExecuteAliasRequest struct {
	FromChain *string `json:"from_chain,omitempty"`
	ToChain   *string `json:"to_chain,omitempty"`
	FromToken *string `json:"from_token,omitempty"`
	ToToken   *string `json:"to_token,omitempty"`
	AmountIn  *string `json:"amount_in,omitempty"`
	// Default 1; use the quote’s to_amount_min
	AmountOutMin *string `json:"amount_out_min,omitempty"`
	// The quote’s expires_at (the on-chain deadline, Unix seconds); default now + 30 s
	ExpiresAt *int64 `json:"expires_at,omitempty"`
}

// SwapExecuteRequest is an object an operation declares inline.
type SwapExecuteRequest struct {
	FromChain *string `json:"from_chain,omitempty"`
	ToChain   *string `json:"to_chain,omitempty"`
	FromToken *string `json:"from_token,omitempty"`
	ToToken   *string `json:"to_token,omitempty"`
	AmountIn  *string `json:"amount_in,omitempty"`
	// Default 1; use the quote’s to_amount_min
	AmountOutMin *string `json:"amount_out_min,omitempty"`
	// The quote’s expires_at (the on-chain deadline, Unix seconds); default now + 30 s
	ExpiresAt *int64 `json:"expires_at,omitempty"`
}

// SwapList is the document's SwapList schema.
type SwapList struct {
	Swaps []Swap `json:"swaps"`
	Total int64  `json:"total"`
	Page  int64  `json:"page"`
	Limit int64  `json:"limit"`
}

// SwapOverview is the document's SwapOverview schema.
type SwapOverview struct {
	Period          string                          `json:"period"`
	TotalSwaps      int64                           `json:"total_swaps"`
	DexSwaps        int64                           `json:"dex_swaps"`
	BridgeSwaps     int64                           `json:"bridge_swaps"`
	PendingSwaps    int64                           `json:"pending_swaps"`
	ConfirmedSwaps  int64                           `json:"confirmed_swaps"`
	FailedSwaps     int64                           `json:"failed_swaps"`
	UniqueCustomers int64                           `json:"unique_customers"`
	TopFromChains   []SwapOverviewTopFromChainsItem `json:"top_from_chains"`
}

// SwapOverviewTopFromChainsItem is an object an operation declares inline.
type SwapOverviewTopFromChainsItem struct {
	Chain string `json:"chain"`
	Count int64  `json:"count"`
}

// SwapQuote is the document's SwapQuote schema.
type SwapQuote struct {
	FromChain string `json:"from_chain"`
	ToChain   string `json:"to_chain"`
	FromToken string `json:"from_token"`
	ToToken   string `json:"to_token"`
	// Base units (empty while not known)
	FromAmount string `json:"from_amount"`
	// Base units (empty while not known)
	ToAmountExpected string `json:"to_amount_expected"`
	// Base units (empty while not known)
	ToAmountMin string `json:"to_amount_min"`
	// Base units (empty while not known)
	PlatformFee      string      `json:"platform_fee"`
	EstimatedSeconds json.Number `json:"estimated_seconds"`
	// Unix seconds; the on-chain deadline of a swap executed with it
	ExpiresAt int64  `json:"expires_at"`
	Source    string `json:"source"`
}

// SwapSubmitted is the document's SwapSubmitted schema.
type SwapSubmitted struct {
	TxHash string `json:"tx_hash"`
	Status string `json:"status"`
	// The approve of a token input (absent for a native input).
	ApproveTxHash *string `json:"approve_tx_hash,omitempty"`
}

// SwapVolume is the document's SwapVolume schema.
type SwapVolume struct {
	PeriodDays int64                 `json:"period_days"`
	Chart      []SwapVolumeChartItem `json:"chart"`
}

// SwapVolumeChartItem is an object an operation declares inline.
type SwapVolumeChartItem struct {
	Date        string `json:"date"`
	TotalSwaps  int64  `json:"total_swaps"`
	DexSwaps    int64  `json:"dex_swaps"`
	BridgeSwaps int64  `json:"bridge_swaps"`
}

// TeamInvitation is the document's TeamInvitation schema.
type TeamInvitation struct {
	ID          string   `json:"id"`
	Email       string   `json:"email"`
	Role        string   `json:"role"`
	Permissions []string `json:"permissions"`
	InvitedBy   string   `json:"invited_by"`
	Status      string   `json:"status"`
	CreatedAt   string   `json:"created_at"`
	ExpiresAt   string   `json:"expires_at"`
}

// TeamInvitationList is the document's TeamInvitationList schema.
type TeamInvitationList struct {
	Invitations []TeamInvitation `json:"invitations"`
	Total       int64            `json:"total"`
	Page        int64            `json:"page"`
	Limit       int64            `json:"limit"`
}

// TeamInviteRequest is an object an operation declares inline.
type TeamInviteRequest struct {
	Email       string   `json:"email"`
	Role        string   `json:"role"`
	Permissions []string `json:"permissions,omitempty"`
}

// TeamInviteResponse is an object an operation declares inline.
type TeamInviteResponse struct {
	ID          string   `json:"id"`
	Email       string   `json:"email"`
	Role        string   `json:"role"`
	Permissions []string `json:"permissions"`
	InvitedBy   string   `json:"invited_by"`
	Status      string   `json:"status"`
	CreatedAt   string   `json:"created_at"`
	ExpiresAt   string   `json:"expires_at"`
	Message     string   `json:"message"`
}

// TeamMember is the document's TeamMember schema.
type TeamMember struct {
	ID               string   `json:"id"`
	Email            string   `json:"email"`
	FirstName        string   `json:"first_name"`
	LastName         string   `json:"last_name"`
	Role             string   `json:"role"`
	Permissions      []string `json:"permissions"`
	TwoFactorEnabled bool     `json:"two_factor_enabled"`
	CreatedAt        string   `json:"created_at"`
}

// TeamMemberList is the document's TeamMemberList schema.
type TeamMemberList struct {
	Members []TeamMember `json:"members"`
	Total   int64        `json:"total"`
}

// TeamRegisterRequest is an object an operation declares inline.
type TeamRegisterRequest struct {
	Token     string `json:"token"`
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
	Password  string `json:"password"`
}

// TeamRegisterResponse is an object an operation declares inline.
type TeamRegisterResponse struct {
	UserID       string `json:"user_id"`
	BusinessID   string `json:"business_id"`
	Role         string `json:"role"`
	AccessToken  string `json:"access_token"`
	RefreshToken string `json:"refresh_token"`
	// Seconds until the access token expires
	ExpiresIn int64 `json:"expires_in"`
}

// TeamRemoveResponse is an object an operation declares inline.
type TeamRemoveResponse struct {
	ID      string `json:"id"`
	Removed bool   `json:"removed"`
	// API keys the member created, revoked with its removal
	KeysRevoked int64 `json:"keys_revoked"`
	// Pending invitations the member sent, revoked with its removal
	InvitationsRevoked int64 `json:"invitations_revoked"`
}

// TeamRolesPermissionsResponse is an object an operation declares inline.
type TeamRolesPermissionsResponse struct {
	Roles       TeamRolesPermissionsResponseRoles           `json:"roles"`
	Permissions []string                                    `json:"permissions"`
	Catalogue   []TeamRolesPermissionsResponseCatalogueItem `json:"catalogue"`
}

// TeamRolesPermissionsResponseCatalogueItem is an object an operation declares inline.
type TeamRolesPermissionsResponseCatalogueItem struct {
	Name    string `json:"name"`
	Product string `json:"product"`
	Kind    string `json:"kind"`
	// Held by a key of its product created without a permissions list
	InDefaultKey bool   `json:"in_default_key"`
	OwnerOnly    bool   `json:"owner_only"`
	Gates        string `json:"gates"`
}

// TeamRolesPermissionsResponseRoles is an object an operation declares inline.
type TeamRolesPermissionsResponseRoles struct {
	Owner  []string `json:"owner"`
	Admin  []string `json:"admin"`
	Member []string `json:"member"`
}

// TeamSecurityPolicyResponse is an object an operation declares inline.
type TeamSecurityPolicyResponse struct {
	// Every member needs 2FA and a current code (otp_code) to create or rotate keys that move money, change settlement accounts or the payments webhook
	Require2fa bool `json:"require_2fa"`
	// The user who last changed it; absent if never set
	ChangedBy *string `json:"changed_by,omitempty"`
	ChangedAt *string `json:"changed_at,omitempty"`
}

// TeamSetPermissionsRequest is an object an operation declares inline.
type TeamSetPermissionsRequest struct {
	Permissions []string `json:"permissions"`
}

// TeamSetSecurityPolicyRequest is an object an operation declares inline.
type TeamSetSecurityPolicyRequest struct {
	Require2fa bool    `json:"require_2fa"`
	OTPCode    *string `json:"otp_code,omitempty"`
}

// TeamSetSecurityPolicyResponse is an object an operation declares inline.
type TeamSetSecurityPolicyResponse struct {
	// Every member needs 2FA and a current code (otp_code) to create or rotate keys that move money, change settlement accounts or the payments webhook
	Require2fa bool `json:"require_2fa"`
	// The user who last changed it; absent if never set
	ChangedBy *string `json:"changed_by,omitempty"`
	ChangedAt *string `json:"changed_at,omitempty"`
}

// TeamVerifyInviteResponse is an object an operation declares inline.
type TeamVerifyInviteResponse struct {
	Valid        bool   `json:"valid"`
	Email        string `json:"email"`
	Role         string `json:"role"`
	BusinessName string `json:"business_name"`
	ExpiresAt    string `json:"expires_at"`
}

// TeamVerifyInviteTokenRequest is an object an operation declares inline.
type TeamVerifyInviteTokenRequest struct {
	Token string `json:"token"`
}

// TeamVerifyInviteTokenResponse is an object an operation declares inline.
type TeamVerifyInviteTokenResponse struct {
	Valid        bool   `json:"valid"`
	Email        string `json:"email"`
	Role         string `json:"role"`
	BusinessName string `json:"business_name"`
	ExpiresAt    string `json:"expires_at"`
}

// TransferSigningKey is the document's TransferSigningKey schema.
type TransferSigningKey struct {
	// The k= of X-Transfer-Signature
	ID         string `json:"id"`
	Status     string `json:"status"`
	IsTestMode bool   `json:"is_test_mode"`
	CreatedAt  string `json:"created_at"`
	// Absent while active
	RevokedAt *string `json:"revoked_at,omitempty"`
	// When a request it signed last passed; absent before
	LastUsedAt *string `json:"last_used_at,omitempty"`
}

// TransferSigningKeyList is the document's TransferSigningKeyList schema.
type TransferSigningKeyList struct {
	Keys []TransferSigningKey `json:"keys"`
}

// TreasuryAddresses is the document's TreasuryAddresses schema.
type TreasuryAddresses struct {
	IsTestMode bool                             `json:"is_test_mode"`
	Addresses  []TreasuryAddressesAddressesItem `json:"addresses"`
}

// TreasuryAddressesAddressesItem is an object an operation declares inline.
type TreasuryAddressesAddressesItem struct {
	Network string `json:"network"`
	// Index 0 of the business wallet: sweeps arrive here, gas top-ups leave from here
	Address        string `json:"address"`
	NativeCurrency string `json:"native_currency"`
}

// VAAssignRequest is an object an operation declares inline.
type VAAssignRequest struct {
	VirtualAccountID string `json:"virtual_account_id"`
}

// VACloseRequest is an object an operation declares inline.
type VACloseRequest struct {
	Reason *string `json:"reason,omitempty"`
	// Required when you have 2FA or the team requires it (401 OTP_REQUIRED): closing sends later payments back
	OTPCode *string `json:"otp_code,omitempty"`
}

// VACreateRequest is an object an operation declares inline.
type VACreateRequest struct {
	// GBP or EUR
	Currency string `json:"currency"`
	// Yours: one account per reference and currency (the same again answers the existing account)
	CustomerReference string `json:"customer_reference"`
	CustomerName      string `json:"customer_name"`
}

// VAFreezeRequest is an object an operation declares inline.
type VAFreezeRequest struct {
	Reason string `json:"reason"`
}

// VAReturnRequest is an object an operation declares inline.
type VAReturnRequest struct {
	Reason string `json:"reason"`
}

// VASandboxCreditRequest is an object an operation declares inline.
type VASandboxCreditRequest struct {
	// In the account’s currency, at most 2 decimals
	Amount    string  `json:"amount"`
	PayerName *string `json:"payer_name,omitempty"`
	Reference *string `json:"reference,omitempty"`
	Scheme    *string `json:"scheme,omitempty"`
}

// VASAirtimeOrderRequest is an object an operation declares inline.
type VASAirtimeOrderRequest struct {
	// International format, +countrycode…
	Phone       string `json:"phone"`
	CountryCode string `json:"country_code"`
	// Detected from the phone when absent
	OperatorID *int64 `json:"operator_id,omitempty"`
	Amount     string `json:"amount"`
	// amount is in the recipient’s currency
	UseLocalAmount *bool `json:"use_local_amount,omitempty"`
	// Idempotency key
	Reference  string  `json:"reference"`
	CustomerID *string `json:"customer_id,omitempty"`
	// Which balance pays (default USDT)
	Currency *string `json:"currency,omitempty"`
}

// VASAirtimeQuoteRequest is an object an operation declares inline.
type VASAirtimeQuoteRequest struct {
	// International format, +countrycode…
	Phone       string `json:"phone"`
	CountryCode string `json:"country_code"`
	// Detected from the phone when absent
	OperatorID *int64 `json:"operator_id,omitempty"`
	Amount     string `json:"amount"`
	// amount is in the recipient’s currency
	UseLocalAmount *bool `json:"use_local_amount,omitempty"`
}

// VASBillOrderRequest is an object an operation declares inline.
type VASBillOrderRequest struct {
	// Idempotency key
	Reference string `json:"reference"`
	// A biller (GET /api/v1/bills/billers)
	BillerID int64 `json:"biller_id"`
	// The subscriber’s account or meter number
	AccountNumber string `json:"account_number"`
	// In the biller’s international currency (USD)
	Amount     string  `json:"amount"`
	CustomerID *string `json:"customer_id,omitempty"`
	Currency   *string `json:"currency,omitempty"`
}

// VASDataOrderRequest is an object an operation declares inline.
type VASDataOrderRequest struct {
	// Idempotency key
	Reference string `json:"reference"`
	// International format, +countrycode…
	Phone       string `json:"phone"`
	CountryCode string `json:"country_code"`
	// A data bundle operator (GET /api/v1/data/bundles)
	OperatorID int64 `json:"operator_id"`
	// One of the operator’s bundle amounts
	Amount     string  `json:"amount"`
	CustomerID *string `json:"customer_id,omitempty"`
	Currency   *string `json:"currency,omitempty"`
}

// VASGiftcardOrderRequest is an object an operation declares inline.
type VASGiftcardOrderRequest struct {
	// Idempotency key
	Reference string `json:"reference"`
	// A gift card product (GET /api/v1/giftcards/products)
	ProductID int64 `json:"product_id"`
	// In the product’s sender currency
	UnitPrice      string  `json:"unit_price"`
	Quantity       *int64  `json:"quantity,omitempty"`
	CustomerID     *string `json:"customer_id,omitempty"`
	RecipientEmail *string `json:"recipient_email,omitempty"`
	SenderName     *string `json:"sender_name,omitempty"`
	CountryCode    *string `json:"country_code,omitempty"`
	// Which balance pays (default USDT)
	Currency *string `json:"currency,omitempty"`
}

// VASMargins is the document's VasMargins schema.
type VASMargins struct {
	// The merchant’s margin per category (fixed 0 when none is set); merchant_markup on quotes and orders
	Margins []VASMarginsMarginsItem `json:"margins"`
}

// VASMarginsMarginsItem is an object an operation declares inline.
type VASMarginsMarginsItem struct {
	Category string `json:"category"`
	Type     string `json:"type"`
	Value    string `json:"value"`
}

// VASOrder is the document's VasOrder schema.
type VASOrder struct {
	Reference string `json:"reference"`
	Category  string `json:"category"`
	// processing until the provider’s outcome is known; then successful or failed (a failed order’s hold is released)
	Status string `json:"status"`
	// BALANCE_TOO_LOW, PROVIDER_FLOAT_EXHAUSTED or PROVIDER_FAILED
	FailureCode    *string `json:"failure_code,omitempty"`
	FailureMessage *string `json:"failure_message,omitempty"`
	// Gift card product, or airtime operator
	ProductID   int64  `json:"product_id"`
	ProductName string `json:"product_name"`
	CountryCode string `json:"country_code"`
	UnitPrice   string `json:"unit_price"`
	Quantity    int64  `json:"quantity"`
	// The balance currency debited
	Currency       string  `json:"currency"`
	MerchantPrice  string  `json:"merchant_price"`
	MerchantMarkup string  `json:"merchant_markup"`
	CustomerPrice  string  `json:"customer_price"`
	CustomerID     *string `json:"customer_id,omitempty"`
	RecipientEmail *string `json:"recipient_email,omitempty"`
	RecipientPhone *string `json:"recipient_phone,omitempty"`
	// The bill’s subscriber account
	AccountNumber         *string `json:"account_number,omitempty"`
	SenderName            *string `json:"sender_name,omitempty"`
	ProviderTransactionID *int64  `json:"provider_transaction_id,omitempty"`
	// Only in the order answer and GET /vas/orders/{reference}; never in a webhook
	RedeemCodes []RedeemCode `json:"redeem_codes,omitempty"`
	IsTestMode  bool         `json:"is_test_mode"`
	CreatedAt   string       `json:"created_at"`
	UpdatedAt   string       `json:"updated_at"`
}

// VASOrderList is the document's VasOrderList schema.
type VASOrderList struct {
	Orders []VASOrder `json:"orders"`
	Page   int64      `json:"page"`
	Limit  int64      `json:"limit"`
	Total  int64      `json:"total"`
}

// VASSetMarginRequest is an object an operation declares inline.
type VASSetMarginRequest struct {
	Category string `json:"category"`
	// percent of merchant_price, fixed per order (balance currency), or none (clears it)
	Type string `json:"type"`
	// percent: 0-100, 2 places; fixed: up to 6 places
	Value *string `json:"value,omitempty"`
}

// VirtualAccount is the document's VirtualAccount schema.
type VirtualAccount struct {
	ID string `json:"id"`
	// GBP: the 8-digit account number; EUR: the IBAN; null while pending
	AccountNumber *string `json:"account_number"`
	// GBP: the 6-digit sort code; null for EUR and while pending
	SortCode *string `json:"sort_code"`
	// The IBAN (GBP accounts have one too); absent while pending
	Iban *string `json:"iban,omitempty"`
	// The BIC of the account’s bank; absent while pending
	Bic *string `json:"bic,omitempty"`
	// null while pending
	BankName *string `json:"bank_name"`
	Currency string  `json:"currency"`
	// active receives payments; pending: not yet confirmed by the bank; frozen: held by an operator; closed: final
	Status string `json:"status"`
	// Why it is frozen or closed
	StatusReason      *string `json:"status_reason,omitempty"`
	CustomerReference string  `json:"customer_reference"`
	CustomerName      string  `json:"customer_name"`
	// True outside production: the banking partner is the sandbox
	IsTestMode bool   `json:"is_test_mode"`
	CreatedAt  string `json:"created_at"`
}

// VirtualAccountList is the document's VirtualAccountList schema.
type VirtualAccountList struct {
	Accounts []VirtualAccount `json:"accounts"`
	Total    int64            `json:"total"`
	Page     int64            `json:"page"`
	Limit    int64            `json:"limit"`
}

// Wallet is the document's Wallet schema.
type Wallet struct {
	CustomerID string `json:"customer_id"`
	WalletID   int64  `json:"wallet_id"`
	CreatedAt  string `json:"created_at"`
}

// WalletAddress is the document's WalletAddress schema.
type WalletAddress struct {
	ID             int64  `json:"id"`
	Address        string `json:"address"`
	Network        string `json:"network"`
	AddressIndex   int64  `json:"address_index"`
	DerivationPath string `json:"derivation_path"`
	IsTestnet      bool   `json:"is_testnet"`
	Monitored      bool   `json:"monitored"`
	// Integer in base units
	TotalReceived        string                      `json:"total_received"`
	TotalReceivedDecimal string                      `json:"total_received_decimal"`
	Balances             []WalletAddressBalancesItem `json:"balances"`
	// chain or ledger (refresh=true)
	BalancesSource *string `json:"balances_source,omitempty"`
}

// WalletAddressBalancesItem is an object an operation declares inline.
type WalletAddressBalancesItem struct {
	Currency string `json:"currency"`
	// Integer in base units
	Amount        string `json:"amount"`
	AmountDecimal string `json:"amount_decimal"`
}

// WalletAddressList is the document's WalletAddressList schema.
type WalletAddressList struct {
	CustomerID string          `json:"customer_id"`
	Addresses  []WalletAddress `json:"addresses"`
	Total      int64           `json:"total"`
}

// WalletAddressSearch is the document's WalletAddressSearch schema.
type WalletAddressSearch struct {
	Addresses []WalletAddressSearchAddressesItem `json:"addresses"`
	Page      int64                              `json:"page"`
	Limit     int64                              `json:"limit"`
	Total     int64                              `json:"total"`
}

// WalletAddressSearchAddressesItem is an object an operation declares inline.
type WalletAddressSearchAddressesItem struct {
	CustomerID     string `json:"customer_id"`
	WalletID       int64  `json:"wallet_id"`
	ID             int64  `json:"id"`
	Address        string `json:"address"`
	Network        string `json:"network"`
	AddressIndex   int64  `json:"address_index"`
	DerivationPath string `json:"derivation_path"`
	IsTestnet      bool   `json:"is_testnet"`
	Monitored      bool   `json:"monitored"`
	// Integer in base units
	TotalReceived        string                                         `json:"total_received"`
	TotalReceivedDecimal string                                         `json:"total_received_decimal"`
	Balances             []WalletAddressSearchAddressesItemBalancesItem `json:"balances"`
}

// WalletAddressSearchAddressesItemBalancesItem is an object an operation declares inline.
type WalletAddressSearchAddressesItemBalancesItem struct {
	Currency string `json:"currency"`
	// Integer in base units
	Amount        string `json:"amount"`
	AmountDecimal string `json:"amount_decimal"`
}

// WalletCreated is the document's WalletCreated schema.
type WalletCreated struct {
	CustomerID string `json:"customer_id"`
	WalletID   int64  `json:"wallet_id"`
	CreatedAt  string `json:"created_at"`
	// Shown once
	Mnemonic []string `json:"mnemonic"`
}

// WalletFeeConfig is the document's WalletFeeConfig schema.
type WalletFeeConfig struct {
	FeePercent   string            `json:"fee_percent"`
	IsEnabled    bool              `json:"is_enabled"`
	FeeAddresses map[string]string `json:"fee_addresses"`
}

// WalletFeeEarnings is the document's WalletFeeEarnings schema.
type WalletFeeEarnings struct {
	TotalFeesByCurrency []WalletFeeEarningsTotalFeesByCurrencyItem `json:"total_fees_by_currency"`
	RecentFees          []WalletFeeEarningsRecentFeesItem          `json:"recent_fees"`
	TotalTransfers      int64                                      `json:"total_transfers"`
}

// WalletFeeEarningsRecentFeesItem is an object an operation declares inline.
type WalletFeeEarningsRecentFeesItem struct {
	CustomerID string `json:"customer_id"`
	Network    string `json:"network"`
	Currency   string `json:"currency"`
	// Integer in base units
	Amount         *string `json:"amount,omitempty"`
	AmountDecimal  *string `json:"amount_decimal,omitempty"`
	FeePercent     string  `json:"fee_percent"`
	FeeAddress     string  `json:"fee_address"`
	FeeTxHash      string  `json:"fee_tx_hash"`
	TransferTxHash string  `json:"transfer_tx_hash"`
	CollectedAt    string  `json:"collected_at"`
}

// WalletFeeEarningsTotalFeesByCurrencyItem is an object an operation declares inline.
type WalletFeeEarningsTotalFeesByCurrencyItem struct {
	Currency string `json:"currency"`
	Network  string `json:"network"`
	// Integer in base units
	TotalAmount        string `json:"total_amount"`
	TotalAmountDecimal string `json:"total_amount_decimal"`
	Count              int64  `json:"count"`
}

// WalletList is the document's WalletList schema.
type WalletList struct {
	Customers []Wallet `json:"customers"`
	Page      int64    `json:"page"`
	Limit     int64    `json:"limit"`
	Total     int64    `json:"total"`
}

// WalletPrivateKey is the document's WalletPrivateKey schema.
type WalletPrivateKey struct {
	Address        string `json:"address"`
	PrivateKey     string `json:"private_key"`
	Network        string `json:"network"`
	Index          int64  `json:"index"`
	DerivationPath string `json:"derivation_path"`
}

// WalletSeed is the document's WalletSeed schema.
type WalletSeed struct {
	CustomerID string   `json:"customer_id"`
	Mnemonic   []string `json:"mnemonic"`
	WordCount  int64    `json:"word_count"`
}

// WalletTransaction is the document's WalletTransaction schema.
type WalletTransaction struct {
	ID          int64  `json:"id"`
	TxHash      string `json:"tx_hash"`
	Network     string `json:"network"`
	Currency    string `json:"currency"`
	Type        string `json:"type"`
	FromAddress string `json:"from_address"`
	ToAddress   string `json:"to_address"`
	// Integer in base units
	Amount        string `json:"amount"`
	AmountDecimal string `json:"amount_decimal"`
	// Integer in base units
	GasFee        string                        `json:"gas_fee"`
	GasFeeDecimal string                        `json:"gas_fee_decimal"`
	GasCurrency   string                        `json:"gas_currency"`
	Status        string                        `json:"status"`
	Confirmations int64                         `json:"confirmations"`
	BlockNumber   *int64                        `json:"block_number,omitempty"`
	Timestamp     string                        `json:"timestamp"`
	PlatformFee   *WalletTransactionPlatformFee `json:"platform_fee,omitempty"`
}

// WalletTransactionList is the document's WalletTransactionList schema.
type WalletTransactionList struct {
	CustomerID   string              `json:"customer_id"`
	Transactions []WalletTransaction `json:"transactions"`
	Page         int64               `json:"page"`
	Limit        int64               `json:"limit"`
	Total        int64               `json:"total"`
}

// WalletTransactionPlatformFee is an object an operation declares inline.
type WalletTransactionPlatformFee struct {
	// Integer in base units
	Amount        *string `json:"amount,omitempty"`
	AmountDecimal *string `json:"amount_decimal,omitempty"`
	FeePercent    string  `json:"fee_percent"`
	FeeAddress    string  `json:"fee_address"`
	Status        string  `json:"status"`
	TxHash        *string `json:"tx_hash,omitempty"`
}

// WalletTransfer is the document's WalletTransfer schema.
type WalletTransfer struct {
	ID       int64  `json:"id"`
	TxHash   string `json:"tx_hash"`
	Network  string `json:"network"`
	Currency string `json:"currency"`
	// Integer in base units
	Amount        string `json:"amount"`
	AmountDecimal string `json:"amount_decimal"`
	// Integer in base units
	GasFee        string                     `json:"gas_fee"`
	GasFeeDecimal string                     `json:"gas_fee_decimal"`
	GasCurrency   string                     `json:"gas_currency"`
	FromAddress   string                     `json:"from_address"`
	ToAddress     string                     `json:"to_address"`
	Status        string                     `json:"status"`
	PlatformFee   *WalletTransferPlatformFee `json:"platform_fee,omitempty"`
}

// WalletTransferPlatformFee is an object an operation declares inline.
type WalletTransferPlatformFee struct {
	// Integer in base units
	Amount        *string `json:"amount,omitempty"`
	AmountDecimal *string `json:"amount_decimal,omitempty"`
	FeePercent    string  `json:"fee_percent"`
	FeeAddress    string  `json:"fee_address"`
	Status        string  `json:"status"`
}

// WalletsCreateCustomerAliasRequest is an object an operation declares inline.
type WalletsCreateCustomerAliasRequest struct {
	CustomerID string `json:"customer_id"`
	// 12 (default) or 24
	WordCount json.RawMessage `json:"word_count,omitempty"`
}

// WalletsCreateCustomerRequest is an object an operation declares inline.
type WalletsCreateCustomerRequest struct {
	CustomerID string `json:"customer_id"`
	// 12 (default) or 24
	WordCount json.RawMessage `json:"word_count,omitempty"`
}

// WalletsDeriveRequest is an object an operation declares inline.
type WalletsDeriveRequest struct {
	// BTC, BCH, LTC, BSC, ETH, POL, TRX, SOL or XRP
	Network          string `json:"network"`
	Index            *int64 `json:"index,omitempty"`
	IsTestnet        *bool  `json:"is_testnet,omitempty"`
	EnableMonitoring *bool  `json:"enable_monitoring,omitempty"`
}

// WalletsEstimateGasRequest is an object an operation declares inline.
type WalletsEstimateGasRequest struct {
	// BTC, BCH, LTC, BSC, ETH, POL, TRX, SOL or XRP
	Network     string `json:"network"`
	Currency    string `json:"currency"`
	FromAddress string `json:"from_address"`
	ToAddress   string `json:"to_address"`
	// A decimal such as "1.5" (converted with the currency's decimals) or an integer in base units
	Amount string `json:"amount"`
}

// WalletsExportKeyRequest is an object an operation declares inline.
type WalletsExportKeyRequest struct {
	// BTC, BCH, LTC, BSC, ETH, POL, TRX, SOL or XRP
	Network   string `json:"network"`
	Index     *int64 `json:"index,omitempty"`
	IsTestnet *bool  `json:"is_testnet,omitempty"`
}

// WalletsSetFeeAddressesRequest is an object an operation declares inline.
type WalletsSetFeeAddressesRequest struct {
	Addresses map[string]string `json:"addresses"`
}

// WalletsSetFeeAddressesResponse is an object an operation declares inline.
type WalletsSetFeeAddressesResponse struct {
	FeePercent   string            `json:"fee_percent"`
	IsEnabled    bool              `json:"is_enabled"`
	FeeAddresses map[string]string `json:"fee_addresses"`
	Message      string            `json:"message"`
}

// WalletsSetFeesRequest is an object an operation declares inline.
type WalletsSetFeesRequest struct {
	FeePercent   string            `json:"fee_percent"`
	IsEnabled    bool              `json:"is_enabled"`
	FeeAddresses map[string]string `json:"fee_addresses,omitempty"`
}

// WalletsTransferRequest is an object an operation declares inline.
type WalletsTransferRequest struct {
	// BTC, BCH, LTC, BSC, ETH, POL, TRX, SOL or XRP
	Network   string `json:"network"`
	Currency  string `json:"currency"`
	ToAddress string `json:"to_address"`
	// A decimal such as "1.5" (converted with the currency's decimals) or an integer in base units
	Amount string `json:"amount"`
	Index  *int64 `json:"index,omitempty"`
}

// WebhookConfig is the document's WebhookConfig schema.
type WebhookConfig struct {
	URL                  *string  `json:"url,omitempty"`
	WebhookURL           *string  `json:"webhook_url,omitempty"`
	Events               []string `json:"events"`
	IsActive             bool     `json:"is_active"`
	WalletWebhookEnabled bool     `json:"wallet_webhook_enabled"`
	SecretVersion        *int64   `json:"secret_version,omitempty"`
	Dispatching          bool     `json:"dispatching"`
	// plan or not_configured; absent while dispatching
	DispatchingReason *string `json:"dispatching_reason,omitempty"`
	CreatedAt         *string `json:"created_at,omitempty"`
	UpdatedAt         *string `json:"updated_at,omitempty"`
}

// WebhookDeliveryList is the document's WebhookDeliveryList schema.
type WebhookDeliveryList struct {
	Deliveries []WebhookDeliveryListDeliveriesItem `json:"deliveries"`
	Total      int64                               `json:"total"`
	Page       int64                               `json:"page"`
	Limit      int64                               `json:"limit"`
}

// WebhookDeliveryListDeliveriesItem is an object an operation declares inline.
type WebhookDeliveryListDeliveriesItem struct {
	ID         string `json:"id"`
	EventID    string `json:"event_id"`
	EndpointID string `json:"endpoint_id"`
	Event      string `json:"event"`
	// The URL this delivery is for: every attempt and redelivery goes there only
	URL            *string                                        `json:"url,omitempty"`
	Status         string                                         `json:"status"`
	SkipReason     *string                                        `json:"skip_reason,omitempty"`
	Attempts       int64                                          `json:"attempts"`
	LastStatusCode *int64                                         `json:"last_status_code,omitempty"`
	LastError      *string                                        `json:"last_error,omitempty"`
	CreatedAt      string                                         `json:"created_at"`
	DeliveredAt    *string                                        `json:"delivered_at,omitempty"`
	NextAttemptAt  *string                                        `json:"next_attempt_at,omitempty"`
	History        []WebhookDeliveryListDeliveriesItemHistoryItem `json:"history"`
}

// WebhookDeliveryListDeliveriesItemHistoryItem is an object an operation declares inline.
type WebhookDeliveryListDeliveriesItemHistoryItem struct {
	Attempt    int64   `json:"attempt"`
	At         string  `json:"at"`
	StatusCode *int64  `json:"status_code,omitempty"`
	DurationMs int64   `json:"duration_ms"`
	Error      *string `json:"error,omitempty"`
}

// WebhooksCaasCreateRequest is an object an operation declares inline.
type WebhooksCaasCreateRequest struct {
	// HTTPS URL (http and loopback allowed outside production)
	URL    string   `json:"url"`
	Secret string   `json:"secret"`
	Events []string `json:"events,omitempty"`
}

// WebhooksCaasListResponse is an object an operation declares inline.
type WebhooksCaasListResponse struct {
	Webhooks []CaasWebhook `json:"webhooks"`
	Total    int64         `json:"total"`
}

// WebhooksPaymentsConfigureResponse is an object an operation declares inline.
type WebhooksPaymentsConfigureResponse struct {
	URL                  *string  `json:"url,omitempty"`
	WebhookURL           *string  `json:"webhook_url,omitempty"`
	Events               []string `json:"events"`
	IsActive             bool     `json:"is_active"`
	WalletWebhookEnabled bool     `json:"wallet_webhook_enabled"`
	SecretVersion        *int64   `json:"secret_version,omitempty"`
	Dispatching          bool     `json:"dispatching"`
	// plan or not_configured; absent while dispatching
	DispatchingReason *string `json:"dispatching_reason,omitempty"`
	CreatedAt         *string `json:"created_at,omitempty"`
	UpdatedAt         *string `json:"updated_at,omitempty"`
	WebhookSecret     *string `json:"webhook_secret,omitempty"`
	Message           string  `json:"message"`
}

// WebhooksPaymentsRotateResponse is an object an operation declares inline.
type WebhooksPaymentsRotateResponse struct {
	WebhookSecret string `json:"webhook_secret"`
	Message       string `json:"message"`
}

// WebhooksPaymentsTestResponse is an object an operation declares inline.
type WebhooksPaymentsTestResponse struct {
	Message string `json:"message"`
}

// WebhooksRedeliverResponse is an object an operation declares inline.
type WebhooksRedeliverResponse struct {
	ID      string `json:"id"`
	Status  string `json:"status"`
	Message string `json:"message"`
}
