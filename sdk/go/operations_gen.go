// Code generated from the platform's OpenAPI document by sdk/codegen; DO NOT EDIT.
// Regenerate with: npm run clients

package platform

import (
	"context"
	"net/url"
	"strconv"
)

// OperationIDs lists the operations of the document this library was generated from: each has a method here.
var OperationIDs = []string{
	"admin.getSubscription",
	"admin.setKyc",
	"admin.setOtcAccess",
	"admin.setSubscription",
	"admin.treasury.moves",
	"admin.treasury.reconciliation",
	"admin.treasury.sweep",
	"analytics.confirmAlert",
	"analytics.dashboard",
	"analytics.dashboardPage",
	"analytics.dismissAlert",
	"analytics.exportTransactions",
	"analytics.fraudAlerts",
	"analytics.fraudRules",
	"analytics.overview",
	"analytics.paymentMethods",
	"analytics.revenue",
	"analytics.setFraudRule",
	"analytics.transactions",
	"apiKeys.create",
	"apiKeys.list",
	"apiKeys.revoke",
	"apiKeys.rotate",
	"apiKeys.toggleSandbox",
	"audit.list",
	"auth.login",
	"auth.refresh",
	"auth.register",
	"auth.twoFactor.disable",
	"auth.twoFactor.enable",
	"auth.twoFactor.setup",
	"auth.twoFactor.status",
	"balance.dashboardEntries",
	"balance.dashboardGet",
	"balance.entries",
	"balance.get",
	"balance.topUpAddresses",
	"caas.deposits.create",
	"caas.deposits.create.alias",
	"caas.deposits.get",
	"caas.deposits.get.alias",
	"caas.partners.onramp",
	"caas.partners.payout",
	"caas.sandbox.deposits.pay",
	"caas.sandbox.deposits.pay.alias",
	"caas.sandbox.fund",
	"caas.sandbox.fund.alias",
	"caas.swaps.create",
	"caas.swaps.create.alias",
	"caas.swaps.get",
	"caas.swaps.get.alias",
	"caas.transfers.create",
	"caas.transfers.create.alias",
	"caas.transfers.get",
	"caas.transfers.get.alias",
	"caas.treasury",
	"caas.users.balance",
	"caas.users.balance.alias",
	"caas.users.link.confirm",
	"caas.users.link.confirm.alias",
	"caas.users.link.request",
	"caas.users.link.request.alias",
	"caas.users.phone.change",
	"caas.users.phone.change.alias",
	"caas.users.phone.change.confirm",
	"caas.users.phone.change.confirm.alias",
	"caas.users.provision",
	"caas.users.provision.alias",
	"caas.withdrawals.create",
	"caas.withdrawals.create.alias",
	"caas.withdrawals.get",
	"caas.withdrawals.get.alias",
	"checkout.addresses",
	"checkout.create",
	"checkout.list",
	"checkout.page",
	"checkout.payPage",
	"checkout.payPageLogo",
	"checkout.public",
	"checkout.select",
	"checkout.stats",
	"checkout.verify",
	"checkout.verifyNow",
	"market.health",
	"market.livePage",
	"market.prices",
	"market.symbols",
	"otc.accounts",
	"otc.createOrder",
	"otc.formQueue",
	"otc.formStatus",
	"otc.getOrder",
	"otc.history",
	"otc.markPaid",
	"otc.quote",
	"otc.refresh",
	"otc.resolve",
	"otc.reviewForm",
	"otc.reviewQueue",
	"otc.sandboxPay",
	"otc.saveDraft",
	"otc.submitForm",
	"platform.asyncapi",
	"platform.docs",
	"platform.health",
	"platform.metrics",
	"platform.openapi",
	"platform.readiness",
	"refunds.create",
	"refunds.get",
	"refunds.list",
	"remittance.dashboardCreate",
	"remittance.get",
	"remittance.issueKey",
	"remittance.list",
	"remittance.listKeys",
	"remittance.partnerWebhook",
	"remittance.quote",
	"remittance.rates",
	"remittance.revokeKey",
	"remittance.transfer",
	"sandbox.deposit",
	"settings.branding.get",
	"settings.branding.update",
	"settings.checkout.get",
	"settings.checkout.update",
	"settings.wallet.address",
	"settings.wallet.generate",
	"settings.wallet.get",
	"settings.wallet.seed",
	"settlement.create",
	"settlement.delete",
	"settlement.list",
	"settlement.update",
	"subscription.cryptoCheckout",
	"subscription.current",
	"subscription.plans",
	"subscription.upgrade",
	"swap.analyticsOverview",
	"swap.analyticsTransactions",
	"swap.analyticsVolume",
	"swap.execute",
	"swap.execute.alias",
	"swap.history",
	"swap.history.alias",
	"swap.quote",
	"team.invite",
	"team.list",
	"team.listInvites",
	"team.register",
	"team.remove",
	"team.revokeInvite",
	"team.rolesPermissions",
	"team.securityPolicy",
	"team.setPermissions",
	"team.setSecurityPolicy",
	"team.verifyInvite",
	"team.verifyInviteToken",
	"treasury.addresses",
	"va.assign",
	"va.close",
	"va.create",
	"va.freeze",
	"va.get",
	"va.list",
	"va.partnerNotification",
	"va.return",
	"va.sandboxCredit",
	"va.suspense",
	"va.unfreeze",
	"vas.airtimeDetect",
	"vas.airtimeOrder",
	"vas.airtimeQuote",
	"vas.billOrder",
	"vas.billers",
	"vas.dataBundles",
	"vas.dataOrder",
	"vas.getMargins",
	"vas.getOrder",
	"vas.getOrder.alias",
	"vas.giftcardCountries",
	"vas.giftcardOrder",
	"vas.giftcardProducts",
	"vas.listOrders",
	"vas.setMargin",
	"wallets.addresses",
	"wallets.createCustomer",
	"wallets.createCustomer.alias",
	"wallets.derive",
	"wallets.earnings",
	"wallets.estimateGas",
	"wallets.exportKey",
	"wallets.getFees",
	"wallets.listCustomers",
	"wallets.searchAddresses",
	"wallets.seed",
	"wallets.setFeeAddresses",
	"wallets.setFees",
	"wallets.transactions",
	"wallets.transfer",
	"webhooks.caas.create",
	"webhooks.caas.deactivate",
	"webhooks.caas.list",
	"webhooks.caas.logs",
	"webhooks.payments.configure",
	"webhooks.payments.deliveries",
	"webhooks.payments.get",
	"webhooks.payments.rotate",
	"webhooks.payments.test",
	"webhooks.redeliver",
}

// services are the client's operation groups: client.Checkout, client.Wallets, …
type services struct {
	Admin        *AdminService
	Analytics    *AnalyticsService
	APIKeys      *APIKeysService
	Audit        *AuditService
	Auth         *AuthService
	Balance      *BalanceService
	Caas         *CaasService
	Checkout     *CheckoutService
	Market       *MarketService
	OTC          *OTCService
	Platform     *PlatformService
	Refunds      *RefundsService
	Remittance   *RemittanceService
	Sandbox      *SandboxService
	Settings     *SettingsService
	Settlement   *SettlementService
	Subscription *SubscriptionService
	Swap         *SwapService
	Team         *TeamService
	Treasury     *TreasuryService
	VA           *VAService
	VAS          *VASService
	Wallets      *WalletsService
	Webhooks     *WebhooksService
}

func (c *Client) bindServices() {
	c.Admin = &AdminService{client: c}
	c.Analytics = &AnalyticsService{client: c}
	c.APIKeys = &APIKeysService{client: c}
	c.Audit = &AuditService{client: c}
	c.Auth = &AuthService{client: c}
	c.Balance = &BalanceService{client: c}
	c.Caas = &CaasService{client: c}
	c.Checkout = &CheckoutService{client: c}
	c.Market = &MarketService{client: c}
	c.OTC = &OTCService{client: c}
	c.Platform = &PlatformService{client: c}
	c.Refunds = &RefundsService{client: c}
	c.Remittance = &RemittanceService{client: c}
	c.Sandbox = &SandboxService{client: c}
	c.Settings = &SettingsService{client: c}
	c.Settlement = &SettlementService{client: c}
	c.Subscription = &SubscriptionService{client: c}
	c.Swap = &SwapService{client: c}
	c.Team = &TeamService{client: c}
	c.Treasury = &TreasuryService{client: c}
	c.VA = &VAService{client: c}
	c.VAS = &VASService{client: c}
	c.Wallets = &WalletsService{client: c}
	c.Webhooks = &WebhooksService{client: c}
}

// AdminService holds the admin.* operations.
type AdminService struct {
	client *Client
}

// AnalyticsService holds the analytics.* operations.
type AnalyticsService struct {
	client *Client
}

// APIKeysService holds the apiKeys.* operations.
type APIKeysService struct {
	client *Client
}

// AuditService holds the audit.* operations.
type AuditService struct {
	client *Client
}

// AuthService holds the auth.* operations.
type AuthService struct {
	client *Client
}

// BalanceService holds the balance.* operations.
type BalanceService struct {
	client *Client
}

// CaasService holds the caas.* operations.
type CaasService struct {
	client *Client
}

// CheckoutService holds the checkout.* operations.
type CheckoutService struct {
	client *Client
}

// MarketService holds the market.* operations.
type MarketService struct {
	client *Client
}

// OTCService holds the otc.* operations.
type OTCService struct {
	client *Client
}

// PlatformService holds the platform.* operations.
type PlatformService struct {
	client *Client
}

// RefundsService holds the refunds.* operations.
type RefundsService struct {
	client *Client
}

// RemittanceService holds the remittance.* operations.
type RemittanceService struct {
	client *Client
}

// SandboxService holds the sandbox.* operations.
type SandboxService struct {
	client *Client
}

// SettingsService holds the settings.* operations.
type SettingsService struct {
	client *Client
}

// SettlementService holds the settlement.* operations.
type SettlementService struct {
	client *Client
}

// SubscriptionService holds the subscription.* operations.
type SubscriptionService struct {
	client *Client
}

// SwapService holds the swap.* operations.
type SwapService struct {
	client *Client
}

// TeamService holds the team.* operations.
type TeamService struct {
	client *Client
}

// TreasuryService holds the treasury.* operations.
type TreasuryService struct {
	client *Client
}

// VAService holds the va.* operations.
type VAService struct {
	client *Client
}

// VASService holds the vas.* operations.
type VASService struct {
	client *Client
}

// WalletsService holds the wallets.* operations.
type WalletsService struct {
	client *Client
}

// WebhooksService holds the webhooks.* operations.
type WebhooksService struct {
	client *Client
}

// GetSubscription calls admin.getSubscription: Full subscription state
// Admin token (X-Admin-Token).
//
// GET /admin/businesses/{id}/subscription
func (s *AdminService) GetSubscription(ctx context.Context, id string, opts ...CallOption) (*AdminGetSubscriptionResponse, error) {
	return callJSON[AdminGetSubscriptionResponse](ctx, s.client, request{operation: "admin.getSubscription", method: "GET", path: "/admin/businesses/" + url.PathEscape(id) + "/subscription", credentials: []credential{credentialAdminToken}}, opts)
}

// SetKYC calls admin.setKyc: Set KYC status
// Admin token (X-Admin-Token).
//
// PUT /admin/businesses/{id}/kyc
func (s *AdminService) SetKYC(ctx context.Context, id string, body AdminSetKYCRequest, opts ...CallOption) (*AdminSetKYCResponse, error) {
	return callJSON[AdminSetKYCResponse](ctx, s.client, request{operation: "admin.setKyc", method: "PUT", path: "/admin/businesses/" + url.PathEscape(id) + "/kyc", credentials: []credential{credentialAdminToken}, body: body, hasBody: true}, opts)
}

// SetOTCAccess calls admin.setOtcAccess: Approve or withdraw OTC access
// Admin token (X-Admin-Token).
//
// PUT /admin/businesses/{id}/otc-access
func (s *AdminService) SetOTCAccess(ctx context.Context, id string, body AdminSetOTCAccessRequest, opts ...CallOption) (*AdminSetOTCAccessResponse, error) {
	return callJSON[AdminSetOTCAccessResponse](ctx, s.client, request{operation: "admin.setOtcAccess", method: "PUT", path: "/admin/businesses/" + url.PathEscape(id) + "/otc-access", credentials: []credential{credentialAdminToken}, body: body, hasBody: true}, opts)
}

// SetSubscription calls admin.setSubscription: Set plan, free, any plan including enterprise; drops an open invoice (optional status to expire or cancel)
// Admin token (X-Admin-Token).
//
// PUT /admin/businesses/{id}/subscription
func (s *AdminService) SetSubscription(ctx context.Context, id string, body AdminSetSubscriptionRequest, opts ...CallOption) (*AdminSetSubscriptionResponse, error) {
	return callJSON[AdminSetSubscriptionResponse](ctx, s.client, request{operation: "admin.setSubscription", method: "PUT", path: "/admin/businesses/" + url.PathEscape(id) + "/subscription", credentials: []credential{credentialAdminToken}, body: body, hasBody: true}, opts)
}

// AdminTreasuryMovesParams are the query parameters of admin.treasury.moves; nil fields are not sent.
type AdminTreasuryMovesParams struct {
	// Test (sandbox) or live money
	Environment *string
	BusinessID  *string
	Limit       *int64
}

func (p *AdminTreasuryMovesParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Environment != nil {
		q.Set("environment", *p.Environment)
	}
	if p.BusinessID != nil {
		q.Set("business_id", *p.BusinessID)
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	return q
}

// TreasuryMoves calls admin.treasury.moves: Sweeps, gas top-ups and refunds sent by the treasury, newest first
// Admin token (X-Admin-Token).
//
// GET /admin/treasury/moves
func (s *AdminService) TreasuryMoves(ctx context.Context, params *AdminTreasuryMovesParams, opts ...CallOption) (*AdminTreasuryMovesResponse, error) {
	return callJSON[AdminTreasuryMovesResponse](ctx, s.client, request{operation: "admin.treasury.moves", method: "GET", path: "/admin/treasury/moves", credentials: []credential{credentialAdminToken}, query: params.values()}, opts)
}

// AdminTreasuryReconciliationParams are the query parameters of admin.treasury.reconciliation; nil fields are not sent.
type AdminTreasuryReconciliationParams struct {
	// Test (sandbox) or live money
	Environment *string
}

func (p *AdminTreasuryReconciliationParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Environment != nil {
		q.Set("environment", *p.Environment)
	}
	return q
}

// TreasuryReconciliation calls admin.treasury.reconciliation: Each ledger account that mirrors chain funds against the chain, with the differences
// Admin token (X-Admin-Token).
//
// GET /admin/treasury/reconciliation
func (s *AdminService) TreasuryReconciliation(ctx context.Context, params *AdminTreasuryReconciliationParams, opts ...CallOption) (*AdminTreasuryReconciliationResponse, error) {
	return callJSON[AdminTreasuryReconciliationResponse](ctx, s.client, request{operation: "admin.treasury.reconciliation", method: "GET", path: "/admin/treasury/reconciliation", credentials: []credential{credentialAdminToken}, query: params.values()}, opts)
}

// TreasurySweep calls admin.treasury.sweep: Run a sweep pass now; answers the sweeps it started
// Admin token (X-Admin-Token).
//
// POST /admin/treasury/sweeps
func (s *AdminService) TreasurySweep(ctx context.Context, body AdminTreasurySweepRequest, opts ...CallOption) (*AdminTreasurySweepResponse, error) {
	return callJSON[AdminTreasurySweepResponse](ctx, s.client, request{operation: "admin.treasury.sweep", method: "POST", path: "/admin/treasury/sweeps", credentials: []credential{credentialAdminToken}, body: body, hasBody: true}, opts)
}

// ConfirmAlert calls analytics.confirmAlert: Confirm an open alert as fraud (audited)
// Dashboard JWT, permission `analytics:manage`.
//
// POST /api/v1/analytics/fraud-alerts/{id}/confirm
func (s *AnalyticsService) ConfirmAlert(ctx context.Context, id string, body AnalyticsConfirmAlertRequest, opts ...CallOption) (*FraudAlert, error) {
	return callJSON[FraudAlert](ctx, s.client, request{operation: "analytics.confirmAlert", method: "POST", path: "/api/v1/analytics/fraud-alerts/" + url.PathEscape(id) + "/confirm", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// AnalyticsDashboardParams are the query parameters of analytics.dashboard; nil fields are not sent.
type AnalyticsDashboardParams struct {
	// The last N UTC days, today included (ignored when from is given)
	Days *int64
	// First UTC day (YYYY-MM-DD), included
	From *string
	// Last UTC day, included; default today
	To *string
	// live: your live_sk_ keys’ activity; test: your test_sk_ keys’ (never mixed)
	Environment *string
	// The report currency; default the currency with the most volume in the period (USD when none)
	Currency *string
}

func (p *AnalyticsDashboardParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Days != nil {
		q.Set("days", strconv.FormatInt(*p.Days, 10))
	}
	if p.From != nil {
		q.Set("from", *p.From)
	}
	if p.To != nil {
		q.Set("to", *p.To)
	}
	if p.Environment != nil {
		q.Set("environment", *p.Environment)
	}
	if p.Currency != nil {
		q.Set("currency", *p.Currency)
	}
	return q
}

// Dashboard calls analytics.dashboard: Everything the dashboard page shows at once: overview, daily revenue, payment methods, recent transactions, open fraud alerts
// Dashboard JWT, permission `analytics:view`.
//
// GET /api/v1/analytics/dashboard
func (s *AnalyticsService) Dashboard(ctx context.Context, params *AnalyticsDashboardParams, opts ...CallOption) (*AnalyticsDashboard, error) {
	return callJSON[AnalyticsDashboard](ctx, s.client, request{operation: "analytics.dashboard", method: "GET", path: "/api/v1/analytics/dashboard", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// AnalyticsDashboardPageParams are the query parameters of analytics.dashboardPage; nil fields are not sent.
type AnalyticsDashboardPageParams struct {
	// The page’s language, over Accept-Language
	Lang *string
}

func (p *AnalyticsDashboardPageParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Lang != nil {
		q.Set("lang", *p.Lang)
	}
	return q
}

// DashboardPage calls analytics.dashboardPage: The analytics dashboard page (English or German): sign in, then overview, charts, transactions and fraud alerts
// No authentication.
//
// GET /dashboard/analytics
func (s *AnalyticsService) DashboardPage(ctx context.Context, params *AnalyticsDashboardPageParams, opts ...CallOption) ([]byte, error) {
	return s.client.send(ctx, request{operation: "analytics.dashboardPage", method: "GET", path: "/dashboard/analytics", query: params.values()}, opts)
}

// DismissAlert calls analytics.dismissAlert: Dismiss an open alert as harmless, with the reason (audited)
// Dashboard JWT, permission `analytics:manage`.
//
// POST /api/v1/analytics/fraud-alerts/{id}/dismiss
func (s *AnalyticsService) DismissAlert(ctx context.Context, id string, body AnalyticsDismissAlertRequest, opts ...CallOption) (*FraudAlert, error) {
	return callJSON[FraudAlert](ctx, s.client, request{operation: "analytics.dismissAlert", method: "POST", path: "/api/v1/analytics/fraud-alerts/" + url.PathEscape(id) + "/dismiss", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// AnalyticsExportTransactionsParams are the query parameters of analytics.exportTransactions; nil fields are not sent.
type AnalyticsExportTransactionsParams struct {
	// The last N UTC days, today included (ignored when from is given)
	Days *int64
	// First UTC day (YYYY-MM-DD), included
	From *string
	// Last UTC day, included; default today
	To *string
	// live: your live_sk_ keys’ activity; test: your test_sk_ keys’ (never mixed)
	Environment *string
	// The report currency; default the currency with the most volume in the period (USD when none)
	Currency *string
	Product  *string
	// One transaction type (docs/analytics.md)
	Type *string
	// e.g.
	Network *string
	// The payment method, VAS category, bank scheme or swap type
	Method *string
	// A reference, a session or order id, or a customer e-mail
	Search *string
}

func (p *AnalyticsExportTransactionsParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Days != nil {
		q.Set("days", strconv.FormatInt(*p.Days, 10))
	}
	if p.From != nil {
		q.Set("from", *p.From)
	}
	if p.To != nil {
		q.Set("to", *p.To)
	}
	if p.Environment != nil {
		q.Set("environment", *p.Environment)
	}
	if p.Currency != nil {
		q.Set("currency", *p.Currency)
	}
	if p.Product != nil {
		q.Set("product", *p.Product)
	}
	if p.Type != nil {
		q.Set("type", *p.Type)
	}
	if p.Network != nil {
		q.Set("network", *p.Network)
	}
	if p.Method != nil {
		q.Set("method", *p.Method)
	}
	if p.Search != nil {
		q.Set("search", *p.Search)
	}
	return q
}

// ExportTransactions calls analytics.exportTransactions: The filtered transactions as a CSV file (all pages)
// Dashboard JWT, permission `analytics:view`.
//
// GET /api/v1/analytics/transactions/export
func (s *AnalyticsService) ExportTransactions(ctx context.Context, params *AnalyticsExportTransactionsParams, opts ...CallOption) ([]byte, error) {
	return s.client.send(ctx, request{operation: "analytics.exportTransactions", method: "GET", path: "/api/v1/analytics/transactions/export", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// AnalyticsFraudAlertsParams are the query parameters of analytics.fraudAlerts; nil fields are not sent.
type AnalyticsFraudAlertsParams struct {
	// live: your live_sk_ keys’ activity; test: your test_sk_ keys’ (never mixed)
	Environment *string
	Status      *string
	Page        *int64
	Limit       *int64
}

func (p *AnalyticsFraudAlertsParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Environment != nil {
		q.Set("environment", *p.Environment)
	}
	if p.Status != nil {
		q.Set("status", *p.Status)
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	return q
}

// FraudAlerts calls analytics.fraudAlerts: Fraud alerts, newest first, with how many are open
// Dashboard JWT, permission `analytics:view`.
//
// GET /api/v1/analytics/fraud-alerts
func (s *AnalyticsService) FraudAlerts(ctx context.Context, params *AnalyticsFraudAlertsParams, opts ...CallOption) (*FraudAlertList, error) {
	return callJSON[FraudAlertList](ctx, s.client, request{operation: "analytics.fraudAlerts", method: "GET", path: "/api/v1/analytics/fraud-alerts", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// FraudAlertsAll walks every page of analytics.fraudAlerts (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *AnalyticsService) FraudAlertsAll(params *AnalyticsFraudAlertsParams, opts ...CallOption) *Pager[FraudAlert] {
	return newPager(func(ctx context.Context, page int64) ([]FraudAlert, int64, error) {
		var p AnalyticsFraudAlertsParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.FraudAlerts(ctx, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Alerts, res.Total, nil
	})
}

// FraudRules calls analytics.fraudRules: The fraud rules with your thresholds, their defaults and bounds
// Dashboard JWT, permission `analytics:view`.
//
// GET /api/v1/analytics/fraud-rules
func (s *AnalyticsService) FraudRules(ctx context.Context, opts ...CallOption) (*FraudRuleList, error) {
	return callJSON[FraudRuleList](ctx, s.client, request{operation: "analytics.fraudRules", method: "GET", path: "/api/v1/analytics/fraud-rules", credentials: []credential{credentialAccessToken}}, opts)
}

// AnalyticsOverviewParams are the query parameters of analytics.overview; nil fields are not sent.
type AnalyticsOverviewParams struct {
	// The last N UTC days, today included (ignored when from is given)
	Days *int64
	// First UTC day (YYYY-MM-DD), included
	From *string
	// Last UTC day, included; default today
	To *string
	// live: your live_sk_ keys’ activity; test: your test_sk_ keys’ (never mixed)
	Environment *string
	// The report currency; default the currency with the most volume in the period (USD when none)
	Currency *string
}

func (p *AnalyticsOverviewParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Days != nil {
		q.Set("days", strconv.FormatInt(*p.Days, 10))
	}
	if p.From != nil {
		q.Set("from", *p.From)
	}
	if p.To != nil {
		q.Set("to", *p.To)
	}
	if p.Environment != nil {
		q.Set("environment", *p.Environment)
	}
	if p.Currency != nil {
		q.Set("currency", *p.Currency)
	}
	return q
}

// Overview calls analytics.overview: Volume, revenue, net sales, refunds, average sale, success rate and session counts for a period, per currency
// Dashboard JWT, permission `analytics:view`.
//
// GET /api/v1/analytics/overview
func (s *AnalyticsService) Overview(ctx context.Context, params *AnalyticsOverviewParams, opts ...CallOption) (*AnalyticsOverview, error) {
	return callJSON[AnalyticsOverview](ctx, s.client, request{operation: "analytics.overview", method: "GET", path: "/api/v1/analytics/overview", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// AnalyticsPaymentMethodsParams are the query parameters of analytics.paymentMethods; nil fields are not sent.
type AnalyticsPaymentMethodsParams struct {
	// The last N UTC days, today included (ignored when from is given)
	Days *int64
	// First UTC day (YYYY-MM-DD), included
	From *string
	// Last UTC day, included; default today
	To *string
	// live: your live_sk_ keys’ activity; test: your test_sk_ keys’ (never mixed)
	Environment *string
	// The report currency; default the currency with the most volume in the period (USD when none)
	Currency *string
}

func (p *AnalyticsPaymentMethodsParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Days != nil {
		q.Set("days", strconv.FormatInt(*p.Days, 10))
	}
	if p.From != nil {
		q.Set("from", *p.From)
	}
	if p.To != nil {
		q.Set("to", *p.To)
	}
	if p.Environment != nil {
		q.Set("environment", *p.Environment)
	}
	if p.Currency != nil {
		q.Set("currency", *p.Currency)
	}
	return q
}

// PaymentMethods calls analytics.paymentMethods: Paid sessions and what they paid, per network and coin
// Dashboard JWT, permission `analytics:view`.
//
// GET /api/v1/analytics/payment-methods
func (s *AnalyticsService) PaymentMethods(ctx context.Context, params *AnalyticsPaymentMethodsParams, opts ...CallOption) (*AnalyticsPaymentMethods, error) {
	return callJSON[AnalyticsPaymentMethods](ctx, s.client, request{operation: "analytics.paymentMethods", method: "GET", path: "/api/v1/analytics/payment-methods", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// AnalyticsRevenueParams are the query parameters of analytics.revenue; nil fields are not sent.
type AnalyticsRevenueParams struct {
	// The last N UTC days, today included (ignored when from is given)
	Days *int64
	// First UTC day (YYYY-MM-DD), included
	From *string
	// Last UTC day, included; default today
	To *string
	// live: your live_sk_ keys’ activity; test: your test_sk_ keys’ (never mixed)
	Environment *string
	// The report currency; default the currency with the most volume in the period (USD when none)
	Currency *string
	Group    *string
	// fiat: in the report currency at the locked rates; crypto: per asset, in the asset
	Basis *string
}

func (p *AnalyticsRevenueParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Days != nil {
		q.Set("days", strconv.FormatInt(*p.Days, 10))
	}
	if p.From != nil {
		q.Set("from", *p.From)
	}
	if p.To != nil {
		q.Set("to", *p.To)
	}
	if p.Environment != nil {
		q.Set("environment", *p.Environment)
	}
	if p.Currency != nil {
		q.Set("currency", *p.Currency)
	}
	if p.Group != nil {
		q.Set("group", *p.Group)
	}
	if p.Basis != nil {
		q.Set("basis", *p.Basis)
	}
	return q
}

// Revenue calls analytics.revenue: Volume, refunds and revenue per day, week or month, in the report currency or per crypto asset
// Dashboard JWT, permission `analytics:view`.
//
// GET /api/v1/analytics/revenue
func (s *AnalyticsService) Revenue(ctx context.Context, params *AnalyticsRevenueParams, opts ...CallOption) (*AnalyticsRevenue, error) {
	return callJSON[AnalyticsRevenue](ctx, s.client, request{operation: "analytics.revenue", method: "GET", path: "/api/v1/analytics/revenue", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// SetFraudRule calls analytics.setFraudRule: Move a rule’s threshold within its bounds, or switch it off (audited)
// Dashboard JWT, permission `analytics:manage`.
//
// PUT /api/v1/analytics/fraud-rules/{rule}
func (s *AnalyticsService) SetFraudRule(ctx context.Context, rule string, body AnalyticsSetFraudRuleRequest, opts ...CallOption) (*FraudRuleList, error) {
	return callJSON[FraudRuleList](ctx, s.client, request{operation: "analytics.setFraudRule", method: "PUT", path: "/api/v1/analytics/fraud-rules/" + url.PathEscape(rule), credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// AnalyticsTransactionsParams are the query parameters of analytics.transactions; nil fields are not sent.
type AnalyticsTransactionsParams struct {
	// The last N UTC days, today included (ignored when from is given)
	Days *int64
	// First UTC day (YYYY-MM-DD), included
	From *string
	// Last UTC day, included; default today
	To *string
	// live: your live_sk_ keys’ activity; test: your test_sk_ keys’ (never mixed)
	Environment *string
	// The report currency; default the currency with the most volume in the period (USD when none)
	Currency *string
	Page     *int64
	Limit    *int64
	Product  *string
	// One transaction type (docs/analytics.md)
	Type *string
	// e.g.
	Network *string
	// The payment method, VAS category, bank scheme or swap type
	Method *string
	// A reference, a session or order id, or a customer e-mail
	Search *string
}

func (p *AnalyticsTransactionsParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Days != nil {
		q.Set("days", strconv.FormatInt(*p.Days, 10))
	}
	if p.From != nil {
		q.Set("from", *p.From)
	}
	if p.To != nil {
		q.Set("to", *p.To)
	}
	if p.Environment != nil {
		q.Set("environment", *p.Environment)
	}
	if p.Currency != nil {
		q.Set("currency", *p.Currency)
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	if p.Product != nil {
		q.Set("product", *p.Product)
	}
	if p.Type != nil {
		q.Set("type", *p.Type)
	}
	if p.Network != nil {
		q.Set("network", *p.Network)
	}
	if p.Method != nil {
		q.Set("method", *p.Method)
	}
	if p.Search != nil {
		q.Set("search", *p.Search)
	}
	return q
}

// Transactions calls analytics.transactions: Every money movement of every product, newest first, filtered and paginated
// Dashboard JWT, permission `analytics:view`.
//
// GET /api/v1/analytics/transactions
func (s *AnalyticsService) Transactions(ctx context.Context, params *AnalyticsTransactionsParams, opts ...CallOption) (*AnalyticsTransactionList, error) {
	return callJSON[AnalyticsTransactionList](ctx, s.client, request{operation: "analytics.transactions", method: "GET", path: "/api/v1/analytics/transactions", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// TransactionsAll walks every page of analytics.transactions (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *AnalyticsService) TransactionsAll(params *AnalyticsTransactionsParams, opts ...CallOption) *Pager[AnalyticsTransaction] {
	return newPager(func(ctx context.Context, page int64) ([]AnalyticsTransaction, int64, error) {
		var p AnalyticsTransactionsParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.Transactions(ctx, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Transactions, res.Total, nil
	})
}

// Create calls apiKeys.create: Create an API key; the key is shown once
// Dashboard JWT, permission `api_keys:manage`.
//
// POST /api/v1/api-keys
func (s *APIKeysService) Create(ctx context.Context, body APIKeysCreateRequest, opts ...CallOption) (*APIKeyCreated, error) {
	return callJSON[APIKeyCreated](ctx, s.client, request{operation: "apiKeys.create", method: "POST", path: "/api/v1/api-keys", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// List calls apiKeys.list: List API keys (never the secret)
// Dashboard JWT, permission `api_keys:manage`.
//
// GET /api/v1/api-keys
func (s *APIKeysService) List(ctx context.Context, opts ...CallOption) (*APIKeyList, error) {
	return callJSON[APIKeyList](ctx, s.client, request{operation: "apiKeys.list", method: "GET", path: "/api/v1/api-keys", credentials: []credential{credentialAccessToken}}, opts)
}

// Revoke calls apiKeys.revoke: Revoke: 401 at once on every gateway node
// Dashboard JWT, permission `api_keys:manage`.
//
// DELETE /api/v1/api-keys/{id}
func (s *APIKeysService) Revoke(ctx context.Context, id string, opts ...CallOption) (*APIKey, error) {
	return callJSON[APIKey](ctx, s.client, request{operation: "apiKeys.revoke", method: "DELETE", path: "/api/v1/api-keys/" + url.PathEscape(id), credentials: []credential{credentialAccessToken}}, opts)
}

// Rotate calls apiKeys.rotate: Rotate: a new key, the old one gets 401 at once
// Dashboard JWT, permission `api_keys:manage`.
//
// POST /api/v1/api-keys/{id}/rotate
func (s *APIKeysService) Rotate(ctx context.Context, id string, body APIKeysRotateRequest, opts ...CallOption) (*APIKeyCreated, error) {
	return callJSON[APIKeyCreated](ctx, s.client, request{operation: "apiKeys.rotate", method: "POST", path: "/api/v1/api-keys/" + url.PathEscape(id) + "/rotate", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// ToggleSandbox calls apiKeys.toggleSandbox: Toggle sandbox for a legacy key without prefix (spec rule 3)
// Dashboard JWT, permission `api_keys:manage`.
//
// POST /api/v1/api-keys/toggle-sandbox
func (s *APIKeysService) ToggleSandbox(ctx context.Context, body APIKeysToggleSandboxRequest, opts ...CallOption) (*APIKey, error) {
	return callJSON[APIKey](ctx, s.client, request{operation: "apiKeys.toggleSandbox", method: "POST", path: "/api/v1/api-keys/toggle-sandbox", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// AuditListParams are the query parameters of audit.list; nil fields are not sent.
type AuditListParams struct {
	Limit *int64
	// The next_cursor of the previous page
	Before *string
	// What was done (docs/audit-log.md lists each action and the changes it records)
	Action *string
	// Entries by this user or key
	ActorID *string
	// Entries about this key, member, session…
	TargetID *string
	// Entries at or after this time
	From *string
	// Entries before this time
	To *string
}

func (p *AuditListParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	if p.Before != nil {
		q.Set("before", *p.Before)
	}
	if p.Action != nil {
		q.Set("action", *p.Action)
	}
	if p.ActorID != nil {
		q.Set("actor_id", *p.ActorID)
	}
	if p.TargetID != nil {
		q.Set("target_id", *p.TargetID)
	}
	if p.From != nil {
		q.Set("from", *p.From)
	}
	if p.To != nil {
		q.Set("to", *p.To)
	}
	return q
}

// List calls audit.list: The audit log: every sensitive act (keys, team, refunds, secrets revealed, webhooks, settlement accounts, fees, plan, CaaS consent), newest first
// Dashboard JWT, permission `audit:view`.
//
// GET /api/v1/audit-log
func (s *AuditService) List(ctx context.Context, params *AuditListParams, opts ...CallOption) (*AuditLogPage, error) {
	return callJSON[AuditLogPage](ctx, s.client, request{operation: "audit.list", method: "GET", path: "/api/v1/audit-log", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// Login calls auth.login: Log in; 401 OTP_REQUIRED when 2FA is on and no otp_code was sent
// No authentication.
//
// POST /api/v1/auth/login
func (s *AuthService) Login(ctx context.Context, body AuthLoginRequest, opts ...CallOption) (*AuthTokens, error) {
	return callJSON[AuthTokens](ctx, s.client, request{operation: "auth.login", method: "POST", path: "/api/v1/auth/login", body: body, hasBody: true}, opts)
}

// Refresh calls auth.refresh: Exchange a refresh token for a new pair (the old refresh token dies)
// No authentication.
//
// POST /api/v1/auth/refresh
func (s *AuthService) Refresh(ctx context.Context, body AuthRefreshRequest, opts ...CallOption) (*AuthRefreshResponse, error) {
	return callJSON[AuthRefreshResponse](ctx, s.client, request{operation: "auth.refresh", method: "POST", path: "/api/v1/auth/refresh", body: body, hasBody: true}, opts)
}

// Register calls auth.register: Create a business and its owner; returns a token pair
// No authentication.
//
// POST /api/v1/auth/register
func (s *AuthService) Register(ctx context.Context, body AuthRegisterRequest, opts ...CallOption) (*AuthRegisterResponse, error) {
	return callJSON[AuthRegisterResponse](ctx, s.client, request{operation: "auth.register", method: "POST", path: "/api/v1/auth/register", body: body, hasBody: true}, opts)
}

// TwoFactorDisable calls auth.twoFactor.disable: Disable TOTP with a valid code
// Dashboard JWT.
//
// POST /api/v1/auth/2fa/disable
func (s *AuthService) TwoFactorDisable(ctx context.Context, body AuthTwoFactorDisableRequest, opts ...CallOption) (*AuthTwoFactorDisableResponse, error) {
	return callJSON[AuthTwoFactorDisableResponse](ctx, s.client, request{operation: "auth.twoFactor.disable", method: "POST", path: "/api/v1/auth/2fa/disable", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// TwoFactorEnable calls auth.twoFactor.enable: Enable TOTP with a valid code
// Dashboard JWT.
//
// POST /api/v1/auth/2fa/enable
func (s *AuthService) TwoFactorEnable(ctx context.Context, body AuthTwoFactorEnableRequest, opts ...CallOption) (*AuthTwoFactorEnableResponse, error) {
	return callJSON[AuthTwoFactorEnableResponse](ctx, s.client, request{operation: "auth.twoFactor.enable", method: "POST", path: "/api/v1/auth/2fa/enable", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// TwoFactorSetup calls auth.twoFactor.setup: Start TOTP setup: secret and otpauth URI
// Dashboard JWT.
//
// POST /api/v1/auth/2fa/setup
func (s *AuthService) TwoFactorSetup(ctx context.Context, opts ...CallOption) (*AuthTwoFactorSetupResponse, error) {
	return callJSON[AuthTwoFactorSetupResponse](ctx, s.client, request{operation: "auth.twoFactor.setup", method: "POST", path: "/api/v1/auth/2fa/setup", credentials: []credential{credentialAccessToken}}, opts)
}

// TwoFactorStatus calls auth.twoFactor.status: Two-factor status
// Dashboard JWT.
//
// GET /api/v1/auth/2fa/status
func (s *AuthService) TwoFactorStatus(ctx context.Context, opts ...CallOption) (*AuthTwoFactorStatusResponse, error) {
	return callJSON[AuthTwoFactorStatusResponse](ctx, s.client, request{operation: "auth.twoFactor.status", method: "GET", path: "/api/v1/auth/2fa/status", credentials: []credential{credentialAccessToken}}, opts)
}

// BalanceDashboardEntriesParams are the query parameters of balance.dashboardEntries; nil fields are not sent.
type BalanceDashboardEntriesParams struct {
	// USDT, USDC, GBP, EUR, USD or NGN
	Currency *string
	// credit or debit
	Direction *string
	// Entries created at or after this instant (RFC 3339)
	From *string
	// Entries created before this instant (RFC 3339)
	To    *string
	Page  *int64
	Limit *int64
	// Whose money: test or live
	Environment *string
}

func (p *BalanceDashboardEntriesParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Currency != nil {
		q.Set("currency", *p.Currency)
	}
	if p.Direction != nil {
		q.Set("direction", *p.Direction)
	}
	if p.From != nil {
		q.Set("from", *p.From)
	}
	if p.To != nil {
		q.Set("to", *p.To)
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	if p.Environment != nil {
		q.Set("environment", *p.Environment)
	}
	return q
}

// DashboardEntries calls balance.dashboardEntries: Ledger entries of the balance, for team members (environment=test|live, default live)
// Dashboard JWT, permission `balance:view`.
//
// GET /api/v1/dashboard/balance/entries
func (s *BalanceService) DashboardEntries(ctx context.Context, params *BalanceDashboardEntriesParams, opts ...CallOption) (*BalanceEntryList, error) {
	return callJSON[BalanceEntryList](ctx, s.client, request{operation: "balance.dashboardEntries", method: "GET", path: "/api/v1/dashboard/balance/entries", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// DashboardEntriesAll walks every page of balance.dashboardEntries (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *BalanceService) DashboardEntriesAll(params *BalanceDashboardEntriesParams, opts ...CallOption) *Pager[BalanceEntry] {
	return newPager(func(ctx context.Context, page int64) ([]BalanceEntry, int64, error) {
		var p BalanceDashboardEntriesParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.DashboardEntries(ctx, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Entries, res.Total, nil
	})
}

// BalanceDashboardGetParams are the query parameters of balance.dashboardGet; nil fields are not sent.
type BalanceDashboardGetParams struct {
	// USDT, USDC, GBP, EUR, USD or NGN
	Currency *string
	// Whose money: test or live
	Environment *string
}

func (p *BalanceDashboardGetParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Currency != nil {
		q.Set("currency", *p.Currency)
	}
	if p.Environment != nil {
		q.Set("environment", *p.Environment)
	}
	return q
}

// DashboardGet calls balance.dashboardGet: The balance per currency, for team members (environment=test|live, default live)
// Dashboard JWT, permission `balance:view`.
//
// GET /api/v1/dashboard/balance
func (s *BalanceService) DashboardGet(ctx context.Context, params *BalanceDashboardGetParams, opts ...CallOption) (*Balance, error) {
	return callJSON[Balance](ctx, s.client, request{operation: "balance.dashboardGet", method: "GET", path: "/api/v1/dashboard/balance", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// BalanceEntriesParams are the query parameters of balance.entries; nil fields are not sent.
type BalanceEntriesParams struct {
	// USDT, USDC, GBP, EUR, USD or NGN
	Currency *string
	// credit or debit
	Direction *string
	// Entries created at or after this instant (RFC 3339)
	From *string
	// Entries created before this instant (RFC 3339)
	To    *string
	Page  *int64
	Limit *int64
}

func (p *BalanceEntriesParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Currency != nil {
		q.Set("currency", *p.Currency)
	}
	if p.Direction != nil {
		q.Set("direction", *p.Direction)
	}
	if p.From != nil {
		q.Set("from", *p.From)
	}
	if p.To != nil {
		q.Set("to", *p.To)
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	return q
}

// Entries calls balance.entries: Ledger entries of the balance, newest first; filter by currency, direction and a [from, to) time range
// API key (test_sk_ / live_sk_), permission `balance:view`.
//
// GET /api/v1/balance/entries
func (s *BalanceService) Entries(ctx context.Context, params *BalanceEntriesParams, opts ...CallOption) (*BalanceEntryList, error) {
	return callJSON[BalanceEntryList](ctx, s.client, request{operation: "balance.entries", method: "GET", path: "/api/v1/balance/entries", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// EntriesAll walks every page of balance.entries (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *BalanceService) EntriesAll(params *BalanceEntriesParams, opts ...CallOption) *Pager[BalanceEntry] {
	return newPager(func(ctx context.Context, page int64) ([]BalanceEntry, int64, error) {
		var p BalanceEntriesParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.Entries(ctx, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Entries, res.Total, nil
	})
}

// BalanceGetParams are the query parameters of balance.get; nil fields are not sent.
type BalanceGetParams struct {
	// USDT, USDC, GBP, EUR, USD or NGN
	Currency *string
}

func (p *BalanceGetParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Currency != nil {
		q.Set("currency", *p.Currency)
	}
	return q
}

// Get calls balance.get: The balance per currency: available, pending (top-ups not yet confirmed) and held (reserved by orders)
// API key (test_sk_ / live_sk_), permission `balance:view`.
//
// GET /api/v1/balance
func (s *BalanceService) Get(ctx context.Context, params *BalanceGetParams, opts ...CallOption) (*Balance, error) {
	return callJSON[Balance](ctx, s.client, request{operation: "balance.get", method: "GET", path: "/api/v1/balance", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// TopUpAddresses calls balance.topUpAddresses: Where to send USDT or USDC on POL or BSC to top up (made at the first call, watched from then on)
// API key (test_sk_ / live_sk_), permission `balance:view`.
//
// GET /api/v1/balance/top-up-addresses
func (s *BalanceService) TopUpAddresses(ctx context.Context, opts ...CallOption) (*BalanceTopUpAddresses, error) {
	return callJSON[BalanceTopUpAddresses](ctx, s.client, request{operation: "balance.topUpAddresses", method: "GET", path: "/api/v1/balance/top-up-addresses", credentials: []credential{credentialAPIKey}}, opts)
}

// DepositsCreate calls caas.deposits.create: Start an on-ramp deposit: the partner collects local fiat from the user’s mobile money, the platform sends the quoted USDC from its treasury (deposit.settled)
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
//
// POST /caas/v1/deposits
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *CaasService) DepositsCreate(ctx context.Context, body CaasDepositsCreateRequest, opts ...CallOption) (*CaasDeposit, error) {
	return callJSON[CaasDeposit](ctx, s.client, request{operation: "caas.deposits.create", method: "POST", path: "/caas/v1/deposits", credentials: []credential{credentialCaasKey}, body: body, hasBody: true, idempotent: true}, opts)
}

// DepositsCreateAlias calls caas.deposits.create.alias: Start an on-ramp deposit: the partner collects local fiat from the user’s mobile money, the platform sends the quoted USDC from its treasury (deposit.settled)
// The operation `caas.deposits.create` at the second path the spec shows; same contract.
//
// POST /caas/api/v1/deposits
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *CaasService) DepositsCreateAlias(ctx context.Context, body CaasDepositsCreateAliasRequest, opts ...CallOption) (*CaasDeposit, error) {
	return callJSON[CaasDeposit](ctx, s.client, request{operation: "caas.deposits.create.alias", method: "POST", path: "/caas/api/v1/deposits", credentials: []credential{credentialCaasKey}, body: body, hasBody: true, idempotent: true}, opts)
}

// DepositsGet calls caas.deposits.get: An on-ramp deposit with the same fields as its webhooks
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
//
// GET /caas/v1/deposits/{id}
func (s *CaasService) DepositsGet(ctx context.Context, id string, opts ...CallOption) (*CaasDeposit, error) {
	return callJSON[CaasDeposit](ctx, s.client, request{operation: "caas.deposits.get", method: "GET", path: "/caas/v1/deposits/" + url.PathEscape(id), credentials: []credential{credentialCaasKey}}, opts)
}

// DepositsGetAlias calls caas.deposits.get.alias: An on-ramp deposit with the same fields as its webhooks
// The operation `caas.deposits.get` at the second path the spec shows; same contract.
//
// GET /caas/api/v1/deposits/{id}
func (s *CaasService) DepositsGetAlias(ctx context.Context, id string, opts ...CallOption) (*CaasDeposit, error) {
	return callJSON[CaasDeposit](ctx, s.client, request{operation: "caas.deposits.get.alias", method: "GET", path: "/caas/api/v1/deposits/" + url.PathEscape(id), credentials: []credential{credentialCaasKey}}, opts)
}

// PartnersOnramp calls caas.partners.onramp: The on-ramp partner’s collection callbacks, signed (X-YC-Signature): a hint to look the collection up
// No authentication.
//
// POST /webhooks/partners/onramp
func (s *CaasService) PartnersOnramp(ctx context.Context, opts ...CallOption) (*PartnerCallbackReceipt, error) {
	return callJSON[PartnerCallbackReceipt](ctx, s.client, request{operation: "caas.partners.onramp", method: "POST", path: "/webhooks/partners/onramp"}, opts)
}

// PartnersPayout calls caas.partners.payout: The payout partner’s transfer callbacks (MTN MoMo, unsigned): only a hint to look the payout up
// No authentication.
//
// POST /webhooks/partners/momo
func (s *CaasService) PartnersPayout(ctx context.Context, opts ...CallOption) (*PartnerCallbackReceipt, error) {
	return callJSON[PartnerCallbackReceipt](ctx, s.client, request{operation: "caas.partners.payout", method: "POST", path: "/webhooks/partners/momo"}, opts)
}

// SandboxDepositsPay calls caas.sandbox.deposits.pay: Test keys: the user pays a pending deposit’s collection at the sandbox partner; its callback settles the deposit
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
//
// POST /caas/v1/sandbox/deposits/{id}/pay
func (s *CaasService) SandboxDepositsPay(ctx context.Context, id string, opts ...CallOption) (*CaasDeposit, error) {
	return callJSON[CaasDeposit](ctx, s.client, request{operation: "caas.sandbox.deposits.pay", method: "POST", path: "/caas/v1/sandbox/deposits/" + url.PathEscape(id) + "/pay", credentials: []credential{credentialCaasKey}}, opts)
}

// SandboxDepositsPayAlias calls caas.sandbox.deposits.pay.alias: Test keys: the user pays a pending deposit’s collection at the sandbox partner; its callback settles the deposit
// The operation `caas.sandbox.deposits.pay` at the second path the spec shows; same contract.
//
// POST /caas/api/v1/sandbox/deposits/{id}/pay
func (s *CaasService) SandboxDepositsPayAlias(ctx context.Context, id string, opts ...CallOption) (*CaasDeposit, error) {
	return callJSON[CaasDeposit](ctx, s.client, request{operation: "caas.sandbox.deposits.pay.alias", method: "POST", path: "/caas/api/v1/sandbox/deposits/" + url.PathEscape(id) + "/pay", credentials: []credential{credentialCaasKey}}, opts)
}

// SandboxFund calls caas.sandbox.fund: Credit a user's smart account on the sandbox ledger (test keys only)
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
//
// POST /caas/v1/sandbox/fund
func (s *CaasService) SandboxFund(ctx context.Context, body CaasSandboxFundRequest, opts ...CallOption) (*CaasSandboxFunding, error) {
	return callJSON[CaasSandboxFunding](ctx, s.client, request{operation: "caas.sandbox.fund", method: "POST", path: "/caas/v1/sandbox/fund", credentials: []credential{credentialCaasKey}, body: body, hasBody: true}, opts)
}

// SandboxFundAlias calls caas.sandbox.fund.alias: Credit a user's smart account on the sandbox ledger (test keys only)
// The operation `caas.sandbox.fund` at the second path the spec shows; same contract.
//
// POST /caas/api/v1/sandbox/fund
func (s *CaasService) SandboxFundAlias(ctx context.Context, body CaasSandboxFundAliasRequest, opts ...CallOption) (*CaasSandboxFunding, error) {
	return callJSON[CaasSandboxFunding](ctx, s.client, request{operation: "caas.sandbox.fund.alias", method: "POST", path: "/caas/api/v1/sandbox/fund", credentials: []credential{credentialCaasKey}, body: body, hasBody: true}, opts)
}

// SwapsCreate calls caas.swaps.create: Swap a user's funds through the platform swap contract (a user operation; sandbox ledger at hub prices for test keys); ends in swap.settled or swap.failed
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
//
// POST /caas/v1/swaps
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *CaasService) SwapsCreate(ctx context.Context, body CaasSwapsCreateRequest, opts ...CallOption) (*CaasSwap, error) {
	return callJSON[CaasSwap](ctx, s.client, request{operation: "caas.swaps.create", method: "POST", path: "/caas/v1/swaps", credentials: []credential{credentialCaasKey}, body: body, hasBody: true, idempotent: true}, opts)
}

// SwapsCreateAlias calls caas.swaps.create.alias: Swap a user's funds through the platform swap contract (a user operation; sandbox ledger at hub prices for test keys); ends in swap.settled or swap.failed
// The operation `caas.swaps.create` at the second path the spec shows; same contract.
//
// POST /caas/api/v1/swaps
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *CaasService) SwapsCreateAlias(ctx context.Context, body CaasSwapsCreateAliasRequest, opts ...CallOption) (*CaasSwap, error) {
	return callJSON[CaasSwap](ctx, s.client, request{operation: "caas.swaps.create.alias", method: "POST", path: "/caas/api/v1/swaps", credentials: []credential{credentialCaasKey}, body: body, hasBody: true, idempotent: true}, opts)
}

// SwapsGet calls caas.swaps.get: A swap with the same status fields as its webhooks
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
//
// GET /caas/v1/swaps/{id}
func (s *CaasService) SwapsGet(ctx context.Context, id string, opts ...CallOption) (*CaasSwap, error) {
	return callJSON[CaasSwap](ctx, s.client, request{operation: "caas.swaps.get", method: "GET", path: "/caas/v1/swaps/" + url.PathEscape(id), credentials: []credential{credentialCaasKey}}, opts)
}

// SwapsGetAlias calls caas.swaps.get.alias: A swap with the same status fields as its webhooks
// The operation `caas.swaps.get` at the second path the spec shows; same contract.
//
// GET /caas/api/v1/swaps/{id}
func (s *CaasService) SwapsGetAlias(ctx context.Context, id string, opts ...CallOption) (*CaasSwap, error) {
	return callJSON[CaasSwap](ctx, s.client, request{operation: "caas.swaps.get.alias", method: "GET", path: "/caas/api/v1/swaps/" + url.PathEscape(id), credentials: []credential{credentialCaasKey}}, opts)
}

// TransfersCreate calls caas.transfers.create: Transfer USDC between two phone users (a user operation; sandbox ledger for test keys)
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
//
// POST /caas/v1/transfers
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *CaasService) TransfersCreate(ctx context.Context, body CaasTransfersCreateRequest, opts ...CallOption) (*CaasTransfer, error) {
	return callJSON[CaasTransfer](ctx, s.client, request{operation: "caas.transfers.create", method: "POST", path: "/caas/v1/transfers", credentials: []credential{credentialCaasKey}, body: body, hasBody: true, idempotent: true}, opts)
}

// TransfersCreateAlias calls caas.transfers.create.alias: Transfer USDC between two phone users (a user operation; sandbox ledger for test keys)
// The operation `caas.transfers.create` at the second path the spec shows; same contract.
//
// POST /caas/api/v1/transfers
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *CaasService) TransfersCreateAlias(ctx context.Context, body CaasTransfersCreateAliasRequest, opts ...CallOption) (*CaasTransfer, error) {
	return callJSON[CaasTransfer](ctx, s.client, request{operation: "caas.transfers.create.alias", method: "POST", path: "/caas/api/v1/transfers", credentials: []credential{credentialCaasKey}, body: body, hasBody: true, idempotent: true}, opts)
}

// TransfersGet calls caas.transfers.get: A transfer with the same status fields as its webhooks
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
//
// GET /caas/v1/transfers/{id}
func (s *CaasService) TransfersGet(ctx context.Context, id string, opts ...CallOption) (*CaasTransfer, error) {
	return callJSON[CaasTransfer](ctx, s.client, request{operation: "caas.transfers.get", method: "GET", path: "/caas/v1/transfers/" + url.PathEscape(id), credentials: []credential{credentialCaasKey}}, opts)
}

// TransfersGetAlias calls caas.transfers.get.alias: A transfer with the same status fields as its webhooks
// The operation `caas.transfers.get` at the second path the spec shows; same contract.
//
// GET /caas/api/v1/transfers/{id}
func (s *CaasService) TransfersGetAlias(ctx context.Context, id string, opts ...CallOption) (*CaasTransfer, error) {
	return callJSON[CaasTransfer](ctx, s.client, request{operation: "caas.transfers.get.alias", method: "GET", path: "/caas/api/v1/transfers/" + url.PathEscape(id), credentials: []credential{credentialCaasKey}}, opts)
}

// Treasury calls caas.treasury: The CaaS treasury’s smart account per environment and its USDC: what withdrawals sweep into and deposits are paid from
// Admin token (X-Admin-Token).
//
// GET /api/v1/admin/caas/treasury
func (s *CaasService) Treasury(ctx context.Context, opts ...CallOption) (*CaasTreasury, error) {
	return callJSON[CaasTreasury](ctx, s.client, request{operation: "caas.treasury", method: "GET", path: "/api/v1/admin/caas/treasury", credentials: []credential{credentialAdminToken}}, opts)
}

// CaasUsersBalanceParams are the query parameters of caas.users.balance; nil fields are not sent.
type CaasUsersBalanceParams struct {
	// International format, e.g. "+447911123456"
	PhoneNumber *string
}

func (p *CaasUsersBalanceParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.PhoneNumber != nil {
		q.Set("phone_number", *p.PhoneNumber)
	}
	return q
}

// UsersBalance calls caas.users.balance: USDC balance of the user's smart account
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
//
// GET /caas/v1/users/balance
func (s *CaasService) UsersBalance(ctx context.Context, params *CaasUsersBalanceParams, opts ...CallOption) (*CaasUserBalance, error) {
	return callJSON[CaasUserBalance](ctx, s.client, request{operation: "caas.users.balance", method: "GET", path: "/caas/v1/users/balance", credentials: []credential{credentialCaasKey}, query: params.values()}, opts)
}

// CaasUsersBalanceAliasParams are the query parameters of caas.users.balance.alias; nil fields are not sent.
type CaasUsersBalanceAliasParams struct {
	// International format, e.g. "+447911123456"
	PhoneNumber *string
}

func (p *CaasUsersBalanceAliasParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.PhoneNumber != nil {
		q.Set("phone_number", *p.PhoneNumber)
	}
	return q
}

// UsersBalanceAlias calls caas.users.balance.alias: USDC balance of the user's smart account
// The operation `caas.users.balance` at the second path the spec shows; same contract.
//
// GET /caas/api/v1/users/balance
func (s *CaasService) UsersBalanceAlias(ctx context.Context, params *CaasUsersBalanceAliasParams, opts ...CallOption) (*CaasUserBalance, error) {
	return callJSON[CaasUserBalance](ctx, s.client, request{operation: "caas.users.balance.alias", method: "GET", path: "/caas/api/v1/users/balance", credentials: []credential{credentialCaasKey}, query: params.values()}, opts)
}

// UsersLinkConfirm calls caas.users.link.confirm: Confirm a link with the code the user received; emits user.linked
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
//
// POST /caas/v1/users/link/confirm
func (s *CaasService) UsersLinkConfirm(ctx context.Context, body CaasUsersLinkConfirmRequest, opts ...CallOption) (*CaasLinkedUser, error) {
	return callJSON[CaasLinkedUser](ctx, s.client, request{operation: "caas.users.link.confirm", method: "POST", path: "/caas/v1/users/link/confirm", credentials: []credential{credentialCaasKey}, body: body, hasBody: true}, opts)
}

// UsersLinkConfirmAlias calls caas.users.link.confirm.alias: Confirm a link with the code the user received; emits user.linked
// The operation `caas.users.link.confirm` at the second path the spec shows; same contract.
//
// POST /caas/api/v1/users/link/confirm
func (s *CaasService) UsersLinkConfirmAlias(ctx context.Context, body CaasUsersLinkConfirmAliasRequest, opts ...CallOption) (*CaasLinkedUser, error) {
	return callJSON[CaasLinkedUser](ctx, s.client, request{operation: "caas.users.link.confirm.alias", method: "POST", path: "/caas/api/v1/users/link/confirm", credentials: []credential{credentialCaasKey}, body: body, hasBody: true}, opts)
}

// UsersLinkRequest calls caas.users.link.request: Ask to link another merchant's user: a one-time code by SMS (CODE_SENT; CODE_PENDING when the provider's answer was lost)
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
//
// POST /caas/v1/users/link/request
func (s *CaasService) UsersLinkRequest(ctx context.Context, body CaasUsersLinkRequestRequest, opts ...CallOption) (*CaasLinkRequest, error) {
	return callJSON[CaasLinkRequest](ctx, s.client, request{operation: "caas.users.link.request", method: "POST", path: "/caas/v1/users/link/request", credentials: []credential{credentialCaasKey}, body: body, hasBody: true}, opts)
}

// UsersLinkRequestAlias calls caas.users.link.request.alias: Ask to link another merchant's user: a one-time code by SMS (CODE_SENT; CODE_PENDING when the provider's answer was lost)
// The operation `caas.users.link.request` at the second path the spec shows; same contract.
//
// POST /caas/api/v1/users/link/request
func (s *CaasService) UsersLinkRequestAlias(ctx context.Context, body CaasUsersLinkRequestAliasRequest, opts ...CallOption) (*CaasLinkRequest, error) {
	return callJSON[CaasLinkRequest](ctx, s.client, request{operation: "caas.users.link.request.alias", method: "POST", path: "/caas/api/v1/users/link/request", credentials: []credential{credentialCaasKey}, body: body, hasBody: true}, opts)
}

// UsersPhoneChange calls caas.users.phone.change: Ask to move a user's wallet to a new phone number: a one-time code by SMS to the new number (CODE_SENT); the wallet's sole merchant only
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
//
// POST /caas/v1/users/phone/change
func (s *CaasService) UsersPhoneChange(ctx context.Context, body CaasUsersPhoneChangeRequest, opts ...CallOption) (*CaasPhoneChangeRequest, error) {
	return callJSON[CaasPhoneChangeRequest](ctx, s.client, request{operation: "caas.users.phone.change", method: "POST", path: "/caas/v1/users/phone/change", credentials: []credential{credentialCaasKey}, body: body, hasBody: true}, opts)
}

// UsersPhoneChangeAlias calls caas.users.phone.change.alias: Ask to move a user's wallet to a new phone number: a one-time code by SMS to the new number (CODE_SENT); the wallet's sole merchant only
// The operation `caas.users.phone.change` at the second path the spec shows; same contract.
//
// POST /caas/api/v1/users/phone/change
func (s *CaasService) UsersPhoneChangeAlias(ctx context.Context, body CaasUsersPhoneChangeAliasRequest, opts ...CallOption) (*CaasPhoneChangeRequest, error) {
	return callJSON[CaasPhoneChangeRequest](ctx, s.client, request{operation: "caas.users.phone.change.alias", method: "POST", path: "/caas/api/v1/users/phone/change", credentials: []credential{credentialCaasKey}, body: body, hasBody: true}, opts)
}

// UsersPhoneChangeConfirm calls caas.users.phone.change.confirm: Move the wallet with the code the new number received; emits user.phone_changed
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
//
// POST /caas/v1/users/phone/change/confirm
func (s *CaasService) UsersPhoneChangeConfirm(ctx context.Context, body CaasUsersPhoneChangeConfirmRequest, opts ...CallOption) (*CaasPhoneChanged, error) {
	return callJSON[CaasPhoneChanged](ctx, s.client, request{operation: "caas.users.phone.change.confirm", method: "POST", path: "/caas/v1/users/phone/change/confirm", credentials: []credential{credentialCaasKey}, body: body, hasBody: true}, opts)
}

// UsersPhoneChangeConfirmAlias calls caas.users.phone.change.confirm.alias: Move the wallet with the code the new number received; emits user.phone_changed
// The operation `caas.users.phone.change.confirm` at the second path the spec shows; same contract.
//
// POST /caas/api/v1/users/phone/change/confirm
func (s *CaasService) UsersPhoneChangeConfirmAlias(ctx context.Context, body CaasUsersPhoneChangeConfirmAliasRequest, opts ...CallOption) (*CaasPhoneChanged, error) {
	return callJSON[CaasPhoneChanged](ctx, s.client, request{operation: "caas.users.phone.change.confirm.alias", method: "POST", path: "/caas/api/v1/users/phone/change/confirm", credentials: []credential{credentialCaasKey}, body: body, hasBody: true}, opts)
}

// UsersProvision calls caas.users.provision: Provision (or find) the smart-account wallet of a phone number; safe to repeat
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
//
// POST /caas/v1/users/provision
func (s *CaasService) UsersProvision(ctx context.Context, body CaasUsersProvisionRequest, opts ...CallOption) (*CaasProvisionedUser, error) {
	return callJSON[CaasProvisionedUser](ctx, s.client, request{operation: "caas.users.provision", method: "POST", path: "/caas/v1/users/provision", credentials: []credential{credentialCaasKey}, body: body, hasBody: true}, opts)
}

// UsersProvisionAlias calls caas.users.provision.alias: Provision (or find) the smart-account wallet of a phone number; safe to repeat
// The operation `caas.users.provision` at the second path the spec shows; same contract.
//
// POST /caas/api/v1/users/provision
func (s *CaasService) UsersProvisionAlias(ctx context.Context, body CaasUsersProvisionAliasRequest, opts ...CallOption) (*CaasProvisionedUser, error) {
	return callJSON[CaasProvisionedUser](ctx, s.client, request{operation: "caas.users.provision.alias", method: "POST", path: "/caas/api/v1/users/provision", credentials: []credential{credentialCaasKey}, body: body, hasBody: true}, opts)
}

// WithdrawalsCreate calls caas.withdrawals.create: Withdraw a user's USDC to mobile money: swept to the platform treasury (withdrawal.submitted, withdrawal.crypto_received), paid out in local currency (withdrawal.completed); a failed payout returns the USDC (withdrawal.failed)
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
//
// POST /caas/v1/withdrawals
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *CaasService) WithdrawalsCreate(ctx context.Context, body CaasWithdrawalsCreateRequest, opts ...CallOption) (*CaasWithdrawal, error) {
	return callJSON[CaasWithdrawal](ctx, s.client, request{operation: "caas.withdrawals.create", method: "POST", path: "/caas/v1/withdrawals", credentials: []credential{credentialCaasKey}, body: body, hasBody: true, idempotent: true}, opts)
}

// WithdrawalsCreateAlias calls caas.withdrawals.create.alias: Withdraw a user's USDC to mobile money: swept to the platform treasury (withdrawal.submitted, withdrawal.crypto_received), paid out in local currency (withdrawal.completed); a failed payout returns the USDC (withdrawal.failed)
// The operation `caas.withdrawals.create` at the second path the spec shows; same contract.
//
// POST /caas/api/v1/withdrawals
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *CaasService) WithdrawalsCreateAlias(ctx context.Context, body CaasWithdrawalsCreateAliasRequest, opts ...CallOption) (*CaasWithdrawal, error) {
	return callJSON[CaasWithdrawal](ctx, s.client, request{operation: "caas.withdrawals.create.alias", method: "POST", path: "/caas/api/v1/withdrawals", credentials: []credential{credentialCaasKey}, body: body, hasBody: true, idempotent: true}, opts)
}

// WithdrawalsGet calls caas.withdrawals.get: A withdrawal with the same fields as its webhooks
// API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
//
// GET /caas/v1/withdrawals/{id}
func (s *CaasService) WithdrawalsGet(ctx context.Context, id string, opts ...CallOption) (*CaasWithdrawal, error) {
	return callJSON[CaasWithdrawal](ctx, s.client, request{operation: "caas.withdrawals.get", method: "GET", path: "/caas/v1/withdrawals/" + url.PathEscape(id), credentials: []credential{credentialCaasKey}}, opts)
}

// WithdrawalsGetAlias calls caas.withdrawals.get.alias: A withdrawal with the same fields as its webhooks
// The operation `caas.withdrawals.get` at the second path the spec shows; same contract.
//
// GET /caas/api/v1/withdrawals/{id}
func (s *CaasService) WithdrawalsGetAlias(ctx context.Context, id string, opts ...CallOption) (*CaasWithdrawal, error) {
	return callJSON[CaasWithdrawal](ctx, s.client, request{operation: "caas.withdrawals.get.alias", method: "GET", path: "/caas/api/v1/withdrawals/" + url.PathEscape(id), credentials: []credential{credentialCaasKey}}, opts)
}

// CheckoutAddressesParams are the query parameters of checkout.addresses; nil fields are not sent.
type CheckoutAddressesParams struct {
	Network  *string
	Currency *string
	Search   *string
	Page     *int64
	Limit    *int64
}

func (p *CheckoutAddressesParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Network != nil {
		q.Set("network", *p.Network)
	}
	if p.Currency != nil {
		q.Set("currency", *p.Currency)
	}
	if p.Search != nil {
		q.Set("search", *p.Search)
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	return q
}

// Addresses calls checkout.addresses: Deposit addresses assigned to sessions
// API key (test_sk_ / live_sk_), permission `checkout:view`.
//
// GET /api/v1/checkout/addresses
func (s *CheckoutService) Addresses(ctx context.Context, params *CheckoutAddressesParams, opts ...CallOption) (*CheckoutAddressList, error) {
	return callJSON[CheckoutAddressList](ctx, s.client, request{operation: "checkout.addresses", method: "GET", path: "/api/v1/checkout/addresses", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// AddressesAll walks every page of checkout.addresses (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *CheckoutService) AddressesAll(params *CheckoutAddressesParams, opts ...CallOption) *Pager[CheckoutAddressListAddressesItem] {
	return newPager(func(ctx context.Context, page int64) ([]CheckoutAddressListAddressesItem, int64, error) {
		var p CheckoutAddressesParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.Addresses(ctx, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Addresses, res.Total, nil
	})
}

// Create calls checkout.create: Create a checkout session (Idempotency-Key supported)
// API key (test_sk_ / live_sk_), permission `checkout:manage`.
//
// POST /api/v1/checkout/create
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *CheckoutService) Create(ctx context.Context, body CheckoutCreateRequest, opts ...CallOption) (*CheckoutSessionCreated, error) {
	return callJSON[CheckoutSessionCreated](ctx, s.client, request{operation: "checkout.create", method: "POST", path: "/api/v1/checkout/create", credentials: []credential{credentialAPIKey}, body: body, hasBody: true, idempotent: true}, opts)
}

// CheckoutListParams are the query parameters of checkout.list; nil fields are not sent.
type CheckoutListParams struct {
	Status        *string
	PaymentMethod *string
	Page          *int64
	Limit         *int64
}

func (p *CheckoutListParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Status != nil {
		q.Set("status", *p.Status)
	}
	if p.PaymentMethod != nil {
		q.Set("payment_method", *p.PaymentMethod)
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	return q
}

// List calls checkout.list: List sessions
// API key (test_sk_ / live_sk_), permission `checkout:view`.
//
// GET /api/v1/checkout/list
func (s *CheckoutService) List(ctx context.Context, params *CheckoutListParams, opts ...CallOption) (*CheckoutSessionList, error) {
	return callJSON[CheckoutSessionList](ctx, s.client, request{operation: "checkout.list", method: "GET", path: "/api/v1/checkout/list", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// ListAll walks every page of checkout.list (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *CheckoutService) ListAll(params *CheckoutListParams, opts ...CallOption) *Pager[CheckoutSession] {
	return newPager(func(ctx context.Context, page int64) ([]CheckoutSession, int64, error) {
		var p CheckoutListParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.List(ctx, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Payments, res.Total, nil
	})
}

// Page calls checkout.page: The session as the hosted page draws it: its view (choose, waiting, detected, partial, paid, ...), amounts, payments
// No authentication.
//
// GET /api/v1/checkout/{uuid}/page
func (s *CheckoutService) Page(ctx context.Context, uuid string, opts ...CallOption) (*CheckoutPageResponse, error) {
	return callJSON[CheckoutPageResponse](ctx, s.client, request{operation: "checkout.page", method: "GET", path: "/api/v1/checkout/" + url.PathEscape(uuid) + "/page"}, opts)
}

// PayPage calls checkout.payPage: Hosted payment page (in the language of Accept-Language: English or German)
// No authentication.
//
// GET /pay/{uuid}
func (s *CheckoutService) PayPage(ctx context.Context, uuid string, opts ...CallOption) ([]byte, error) {
	return s.client.send(ctx, request{operation: "checkout.payPage", method: "GET", path: "/pay/" + url.PathEscape(uuid)}, opts)
}

// CheckoutPayPageLogoParams are the query parameters of checkout.payPageLogo; nil fields are not sent.
type CheckoutPayPageLogoParams struct {
	V *string
}

func (p *CheckoutPayPageLogoParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.V != nil {
		q.Set("v", *p.V)
	}
	return q
}

// PayPageLogo calls checkout.payPageLogo: The merchant logo on a session’s page (plans with custom_branding)
// No authentication.
//
// GET /pay/{uuid}/logo
func (s *CheckoutService) PayPageLogo(ctx context.Context, uuid string, params *CheckoutPayPageLogoParams, opts ...CallOption) ([]byte, error) {
	return s.client.send(ctx, request{operation: "checkout.payPageLogo", method: "GET", path: "/pay/" + url.PathEscape(uuid) + "/logo", query: params.values()}, opts)
}

// Public calls checkout.public: Public session view
// No authentication.
//
// GET /api/v1/checkout/{uuid}
func (s *CheckoutService) Public(ctx context.Context, uuid string, opts ...CallOption) (*PublicCheckoutSession, error) {
	return callJSON[PublicCheckoutSession](ctx, s.client, request{operation: "checkout.public", method: "GET", path: "/api/v1/checkout/" + url.PathEscape(uuid)}, opts)
}

// Select calls checkout.select: Choose network and currency: address, locked crypto amount, QR code
// No authentication.
//
// POST /api/v1/checkout/{uuid}/select-network
func (s *CheckoutService) Select(ctx context.Context, uuid string, body CheckoutSelectRequest, opts ...CallOption) (*CheckoutNetworkSelection, error) {
	return callJSON[CheckoutNetworkSelection](ctx, s.client, request{operation: "checkout.select", method: "POST", path: "/api/v1/checkout/" + url.PathEscape(uuid) + "/select-network", body: body, hasBody: true}, opts)
}

// Stats calls checkout.stats: Volume, success rate, network breakdown
// API key (test_sk_ / live_sk_), permission `checkout:view`.
//
// GET /api/v1/checkout/stats
func (s *CheckoutService) Stats(ctx context.Context, opts ...CallOption) (*CheckoutStats, error) {
	return callJSON[CheckoutStats](ctx, s.client, request{operation: "checkout.stats", method: "GET", path: "/api/v1/checkout/stats", credentials: []credential{credentialAPIKey}}, opts)
}

// Verify calls checkout.verify: Session status; paid means confirmed on-chain
// API key (test_sk_ / live_sk_), permission `checkout:view`.
//
// GET /api/v1/checkout/verify/{sessionId}
func (s *CheckoutService) Verify(ctx context.Context, sessionID string, opts ...CallOption) (*CheckoutVerification, error) {
	return callJSON[CheckoutVerification](ctx, s.client, request{operation: "checkout.verify", method: "GET", path: "/api/v1/checkout/verify/" + url.PathEscape(sessionID), credentials: []credential{credentialAPIKey}}, opts)
}

// VerifyNow calls checkout.verifyNow: Check the chain now: pending, paid, partial, expired
// No authentication.
//
// GET /api/v1/checkout/{uuid}/verify-now
func (s *CheckoutService) VerifyNow(ctx context.Context, uuid string, opts ...CallOption) (*CheckoutChainVerification, error) {
	return callJSON[CheckoutChainVerification](ctx, s.client, request{operation: "checkout.verifyNow", method: "GET", path: "/api/v1/checkout/" + url.PathEscape(uuid) + "/verify-now"}, opts)
}

// Health calls market.health: Price source status and staleness
// No authentication.
//
// GET /v1/market/health
func (s *MarketService) Health(ctx context.Context, opts ...CallOption) (*MarketHealth, error) {
	return callJSON[MarketHealth](ctx, s.client, request{operation: "market.health", method: "GET", path: "/v1/market/health"}, opts)
}

// LivePage calls market.livePage: Live price page over the market WebSocket
// No authentication.
//
// GET /v1/market/live
func (s *MarketService) LivePage(ctx context.Context, opts ...CallOption) ([]byte, error) {
	return s.client.send(ctx, request{operation: "market.livePage", method: "GET", path: "/v1/market/live"}, opts)
}

// MarketPricesParams are the query parameters of market.prices; nil fields are not sent.
type MarketPricesParams struct {
	// Comma-separated tickers, e.g.
	Symbols *string
}

func (p *MarketPricesParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Symbols != nil {
		q.Set("symbols", *p.Symbols)
	}
	return q
}

// Prices calls market.prices: Latest price, 24 h change and volume per symbol; unknown symbols are listed, not dropped
// API key (test_sk_ / live_sk_).
//
// GET /v1/market/prices
func (s *MarketService) Prices(ctx context.Context, params *MarketPricesParams, opts ...CallOption) (*MarketPrices, error) {
	return callJSON[MarketPrices](ctx, s.client, request{operation: "market.prices", method: "GET", path: "/v1/market/prices", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// Symbols calls market.symbols: Every symbol the hub quotes
// No authentication.
//
// GET /v1/market/symbols
func (s *MarketService) Symbols(ctx context.Context, opts ...CallOption) (*MarketSymbols, error) {
	return callJSON[MarketSymbols](ctx, s.client, request{operation: "market.symbols", method: "GET", path: "/v1/market/symbols"}, opts)
}

// Accounts calls otc.accounts: The desk’s bank accounts you pay orders into (GBP, EUR)
// Dashboard JWT, permission `otc:view`.
//
// GET /api/v1/otc/accounts
func (s *OTCService) Accounts(ctx context.Context, opts ...CallOption) (*OTCAccountList, error) {
	return callJSON[OTCAccountList](ctx, s.client, request{operation: "otc.accounts", method: "GET", path: "/api/v1/otc/accounts", credentials: []credential{credentialAccessToken}}, opts)
}

// CreateOrder calls otc.createOrder: Order a conversion at a locked rate: pay from_amount to payment_details with its reference before expires_at
// Dashboard JWT, permission `otc:trade`.
//
// POST /api/v1/otc/orders
func (s *OTCService) CreateOrder(ctx context.Context, body OTCCreateOrderRequest, opts ...CallOption) (*OTCOrder, error) {
	return callJSON[OTCOrder](ctx, s.client, request{operation: "otc.createOrder", method: "POST", path: "/api/v1/otc/orders", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// FormQueue calls otc.formQueue: AML forms waiting for review, oldest first
// Admin token (X-Admin-Token).
//
// GET /api/v1/admin/otc/forms
func (s *OTCService) FormQueue(ctx context.Context, opts ...CallOption) (*OTCAMLFormQueue, error) {
	return callJSON[OTCAMLFormQueue](ctx, s.client, request{operation: "otc.formQueue", method: "GET", path: "/api/v1/admin/otc/forms", credentials: []credential{credentialAdminToken}}, opts)
}

// FormStatus calls otc.formStatus: Your AML form: its status, the operator’s reason when rejected, and what it holds
// Dashboard JWT, permission `otc:view`.
//
// GET /api/v1/kyc/otc/status
func (s *OTCService) FormStatus(ctx context.Context, opts ...CallOption) (*OTCAMLForm, error) {
	return callJSON[OTCAMLForm](ctx, s.client, request{operation: "otc.formStatus", method: "GET", path: "/api/v1/kyc/otc/status", credentials: []credential{credentialAccessToken}}, opts)
}

// GetOrder calls otc.getOrder: One order with its quotes
// Dashboard JWT, permission `otc:view`.
//
// GET /api/v1/otc/orders/{id}
func (s *OTCService) GetOrder(ctx context.Context, id string, opts ...CallOption) (*OTCOrder, error) {
	return callJSON[OTCOrder](ctx, s.client, request{operation: "otc.getOrder", method: "GET", path: "/api/v1/otc/orders/" + url.PathEscape(id), credentials: []credential{credentialAccessToken}}, opts)
}

// OTCHistoryParams are the query parameters of otc.history; nil fields are not sent.
type OTCHistoryParams struct {
	Limit  *int64
	Offset *int64
}

func (p *OTCHistoryParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	if p.Offset != nil {
		q.Set("offset", strconv.FormatInt(*p.Offset, 10))
	}
	return q
}

// History calls otc.history: Your orders, newest first, each with every quote it had
// Dashboard JWT, permission `otc:view`.
//
// GET /api/v1/otc/history
func (s *OTCService) History(ctx context.Context, params *OTCHistoryParams, opts ...CallOption) (*OTCHistory, error) {
	return callJSON[OTCHistory](ctx, s.client, request{operation: "otc.history", method: "GET", path: "/api/v1/otc/history", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// MarkPaid calls otc.markPaid: Say you have paid (payment_marked); the order settles when the bank payment arrives
// Dashboard JWT, permission `otc:trade`.
//
// POST /api/v1/otc/orders/{id}/paid
func (s *OTCService) MarkPaid(ctx context.Context, id string, body OTCMarkPaidRequest, opts ...CallOption) (*OTCOrder, error) {
	return callJSON[OTCOrder](ctx, s.client, request{operation: "otc.markPaid", method: "POST", path: "/api/v1/otc/orders/" + url.PathEscape(id) + "/paid", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// OTCQuoteParams are the query parameters of otc.quote; nil fields are not sent.
type OTCQuoteParams struct {
	// What you pay: GBP or EUR
	From *string
	// What your balance is credited: NGN, USD, GBP or EUR
	To *string
	// In `from`, at most 2 decimals
	Amount *string
}

func (p *OTCQuoteParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.From != nil {
		q.Set("from", *p.From)
	}
	if p.To != nil {
		q.Set("to", *p.To)
	}
	if p.Amount != nil {
		q.Set("amount", *p.Amount)
	}
	return q
}

// Quote calls otc.quote: The desk’s price for an amount (informative: an order locks its own rate)
// Dashboard JWT, permission `otc:view`.
//
// GET /api/v1/otc/quote
func (s *OTCService) Quote(ctx context.Context, params *OTCQuoteParams, opts ...CallOption) (*OTCQuote, error) {
	return callJSON[OTCQuote](ctx, s.client, request{operation: "otc.quote", method: "GET", path: "/api/v1/otc/quote", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// Refresh calls otc.refresh: Re-quote an expired order at today’s rate, keeping its id and payment reference
// Dashboard JWT, permission `otc:trade`.
//
// POST /api/v1/otc/orders/{id}/refresh
func (s *OTCService) Refresh(ctx context.Context, id string, opts ...CallOption) (*OTCOrder, error) {
	return callJSON[OTCOrder](ctx, s.client, request{operation: "otc.refresh", method: "POST", path: "/api/v1/otc/orders/" + url.PathEscape(id) + "/refresh", credentials: []credential{credentialAccessToken}}, opts)
}

// Resolve calls otc.resolve: Settle an order in review at what arrived: the received amount in `from` at the rate in force, rounded down
// Admin token (X-Admin-Token).
//
// POST /api/v1/admin/otc/orders/{id}/settle
func (s *OTCService) Resolve(ctx context.Context, id string, body OTCResolveRequest, opts ...CallOption) (*OTCOrder, error) {
	return callJSON[OTCOrder](ctx, s.client, request{operation: "otc.resolve", method: "POST", path: "/api/v1/admin/otc/orders/" + url.PathEscape(id) + "/settle", credentials: []credential{credentialAdminToken}, body: body, hasBody: true}, opts)
}

// ReviewForm calls otc.reviewForm: Approve or reject a submitted AML form (a rejection’s reason is shown to the business)
// Admin token (X-Admin-Token).
//
// POST /api/v1/admin/otc/forms/{business_id}/review
func (s *OTCService) ReviewForm(ctx context.Context, businessID string, body OTCReviewFormRequest, opts ...CallOption) (*OTCAMLForm, error) {
	return callJSON[OTCAMLForm](ctx, s.client, request{operation: "otc.reviewForm", method: "POST", path: "/api/v1/admin/otc/forms/" + url.PathEscape(businessID) + "/review", credentials: []credential{credentialAdminToken}, body: body, hasBody: true}, opts)
}

// ReviewQueue calls otc.reviewQueue: Orders paid other than as ordered (under, over, late), oldest first
// Admin token (X-Admin-Token).
//
// GET /api/v1/admin/otc/orders/review
func (s *OTCService) ReviewQueue(ctx context.Context, opts ...CallOption) (*OTCReviewList, error) {
	return callJSON[OTCReviewList](ctx, s.client, request{operation: "otc.reviewQueue", method: "GET", path: "/api/v1/admin/otc/orders/review", credentials: []credential{credentialAdminToken}}, opts)
}

// SandboxPay calls otc.sandboxPay: Outside production: the sandbox bank pays the order’s desk account with its reference (another amount tests review)
// Dashboard JWT, permission `otc:trade`.
//
// POST /api/v1/sandbox/otc/orders/{id}/pay
func (s *OTCService) SandboxPay(ctx context.Context, id string, body OTCSandboxPayRequest, opts ...CallOption) (*OTCSandboxPayment, error) {
	return callJSON[OTCSandboxPayment](ctx, s.client, request{operation: "otc.sandboxPay", method: "POST", path: "/api/v1/sandbox/otc/orders/" + url.PathEscape(id) + "/pay", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// SaveDraft calls otc.saveDraft: Save fields of the form (merged into the draft); a rejected form is corrected here
// Dashboard JWT, permission `otc:trade`.
//
// PUT /api/v1/kyc/otc/draft
func (s *OTCService) SaveDraft(ctx context.Context, body OTCSaveDraftRequest, opts ...CallOption) (*OTCAMLForm, error) {
	return callJSON[OTCAMLForm](ctx, s.client, request{operation: "otc.saveDraft", method: "PUT", path: "/api/v1/kyc/otc/draft", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// SubmitForm calls otc.submitForm: Submit the form for review (every field required)
// Dashboard JWT, permission `otc:trade`.
//
// POST /api/v1/kyc/otc/submit
func (s *OTCService) SubmitForm(ctx context.Context, opts ...CallOption) (*OTCAMLForm, error) {
	return callJSON[OTCAMLForm](ctx, s.client, request{operation: "otc.submitForm", method: "POST", path: "/api/v1/kyc/otc/submit", credentials: []credential{credentialAccessToken}}, opts)
}

// Asyncapi calls platform.asyncapi: AsyncAPI 3.0 document of the market WebSocket /v1/market/ws
// No authentication.
//
// GET /asyncapi.json
func (s *PlatformService) Asyncapi(ctx context.Context, opts ...CallOption) (*PlatformAsyncapiResponse, error) {
	return callJSON[PlatformAsyncapiResponse](ctx, s.client, request{operation: "platform.asyncapi", method: "GET", path: "/asyncapi.json"}, opts)
}

// Docs calls platform.docs: Human-readable API reference
// No authentication.
//
// GET /docs
func (s *PlatformService) Docs(ctx context.Context, opts ...CallOption) ([]byte, error) {
	return s.client.send(ctx, request{operation: "platform.docs", method: "GET", path: "/docs"}, opts)
}

// Health calls platform.health: Liveness: the gateway process runs and answers
// No authentication.
//
// GET /healthz
func (s *PlatformService) Health(ctx context.Context, opts ...CallOption) (*PlatformHealthResponse, error) {
	return callJSON[PlatformHealthResponse](ctx, s.client, request{operation: "platform.health", method: "GET", path: "/healthz"}, opts)
}

// Metrics calls platform.metrics: Prometheus metrics
// No authentication.
//
// GET /metrics
func (s *PlatformService) Metrics(ctx context.Context, opts ...CallOption) ([]byte, error) {
	return s.client.send(ctx, request{operation: "platform.metrics", method: "GET", path: "/metrics"}, opts)
}

// Openapi calls platform.openapi: OpenAPI 3.1 document of this gateway
// No authentication.
//
// GET /openapi.json
func (s *PlatformService) Openapi(ctx context.Context, opts ...CallOption) (*PlatformOpenapiResponse, error) {
	return callJSON[PlatformOpenapiResponse](ctx, s.client, request{operation: "platform.openapi", method: "GET", path: "/openapi.json"}, opts)
}

// Readiness calls platform.readiness: Readiness: 503 while the database (via payments) is unreachable; hub stream and Redis are reported as degraded
// No authentication.
//
// GET /readyz
func (s *PlatformService) Readiness(ctx context.Context, opts ...CallOption) (*PlatformReadinessResponse, error) {
	return callJSON[PlatformReadinessResponse](ctx, s.client, request{operation: "platform.readiness", method: "GET", path: "/readyz"}, opts)
}

// Create calls refunds.create: Refund a paid session, fully or in part (Idempotency-Key supported)
// API key (test_sk_ / live_sk_), permission `checkout:refund`.
//
// POST /api/v1/refunds
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *RefundsService) Create(ctx context.Context, body RefundsCreateRequest, opts ...CallOption) (*Refund, error) {
	return callJSON[Refund](ctx, s.client, request{operation: "refunds.create", method: "POST", path: "/api/v1/refunds", credentials: []credential{credentialAPIKey}, body: body, hasBody: true, idempotent: true}, opts)
}

// Get calls refunds.get: One refund
// API key (test_sk_ / live_sk_), permission `checkout:view`.
//
// GET /api/v1/refunds/{id}
func (s *RefundsService) Get(ctx context.Context, id string, opts ...CallOption) (*Refund, error) {
	return callJSON[Refund](ctx, s.client, request{operation: "refunds.get", method: "GET", path: "/api/v1/refunds/" + url.PathEscape(id), credentials: []credential{credentialAPIKey}}, opts)
}

// RefundsListParams are the query parameters of refunds.list; nil fields are not sent.
type RefundsListParams struct {
	Page  *int64
	Limit *int64
}

func (p *RefundsListParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	return q
}

// List calls refunds.list: List refunds
// API key (test_sk_ / live_sk_), permission `checkout:view`.
//
// GET /api/v1/refunds
func (s *RefundsService) List(ctx context.Context, params *RefundsListParams, opts ...CallOption) (*RefundList, error) {
	return callJSON[RefundList](ctx, s.client, request{operation: "refunds.list", method: "GET", path: "/api/v1/refunds", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// ListAll walks every page of refunds.list (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *RefundsService) ListAll(params *RefundsListParams, opts ...CallOption) *Pager[Refund] {
	return newPager(func(ctx context.Context, page int64) ([]Refund, int64, error) {
		var p RefundsListParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.List(ctx, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Refunds, res.Total, nil
	})
}

// DashboardCreate calls remittance.dashboardCreate: The dashboard’s transfer: the same body, with otp_code when you have 2FA enabled
// Dashboard JWT, permission `remittance:send`.
//
// POST /api/v1/remittance/create
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *RemittanceService) DashboardCreate(ctx context.Context, body RemittanceDashboardCreateRequest, opts ...CallOption) (*RemittanceTransfer, error) {
	return callJSON[RemittanceTransfer](ctx, s.client, request{operation: "remittance.dashboardCreate", method: "POST", path: "/api/v1/remittance/create", credentials: []credential{credentialAccessToken}, body: body, hasBody: true, idempotent: true}, opts)
}

// Get calls remittance.get: One transfer, with the partner’s latest state
// API key (test_sk_ / live_sk_), permission `remittance:view`.
//
// GET /api/v1/remittance/transfers/{id}
func (s *RemittanceService) Get(ctx context.Context, id string, opts ...CallOption) (*RemittanceTransfer, error) {
	return callJSON[RemittanceTransfer](ctx, s.client, request{operation: "remittance.get", method: "GET", path: "/api/v1/remittance/transfers/" + url.PathEscape(id), credentials: []credential{credentialAPIKey}}, opts)
}

// IssueKey calls remittance.issueKey: Issue a transfer signing key (its secret is shown once); two may be active, to rotate
// Dashboard JWT, permission `settings:manage`.
//
// POST /api/v1/settings/transfer-signing-keys
func (s *RemittanceService) IssueKey(ctx context.Context, body RemittanceIssueKeyRequest, opts ...CallOption) (*IssuedTransferSigningKey, error) {
	return callJSON[IssuedTransferSigningKey](ctx, s.client, request{operation: "remittance.issueKey", method: "POST", path: "/api/v1/settings/transfer-signing-keys", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// RemittanceListParams are the query parameters of remittance.list; nil fields are not sent.
type RemittanceListParams struct {
	// Your business id: another business’s is refused 403
	BusinessID *string
	Limit      *int64
	Offset     *int64
}

func (p *RemittanceListParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.BusinessID != nil {
		q.Set("business_id", *p.BusinessID)
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	if p.Offset != nil {
		q.Set("offset", strconv.FormatInt(*p.Offset, 10))
	}
	return q
}

// List calls remittance.list: Your transfers in this environment, newest first
// API key (test_sk_ / live_sk_), permission `remittance:view`.
//
// GET /api/v1/remittance/transfers
func (s *RemittanceService) List(ctx context.Context, params *RemittanceListParams, opts ...CallOption) (*RemittanceTransferList, error) {
	return callJSON[RemittanceTransferList](ctx, s.client, request{operation: "remittance.list", method: "GET", path: "/api/v1/remittance/transfers", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// ListKeys calls remittance.listKeys: Your transfer signing keys in this environment, without their secrets
// Dashboard JWT, permission `settings:manage`.
//
// GET /api/v1/settings/transfer-signing-keys
func (s *RemittanceService) ListKeys(ctx context.Context, opts ...CallOption) (*TransferSigningKeyList, error) {
	return callJSON[TransferSigningKeyList](ctx, s.client, request{operation: "remittance.listKeys", method: "GET", path: "/api/v1/settings/transfer-signing-keys", credentials: []credential{credentialAccessToken}}, opts)
}

// PartnerWebhook calls remittance.partnerWebhook: The remittance partner’s transfers#state-change webhooks, signed with its RSA key (X-Signature-SHA256)
// No authentication.
//
// POST /webhooks/partners/wise
func (s *RemittanceService) PartnerWebhook(ctx context.Context, opts ...CallOption) (*RemittancePartnerNotificationReceived, error) {
	return callJSON[RemittancePartnerNotificationReceived](ctx, s.client, request{operation: "remittance.partnerWebhook", method: "POST", path: "/webhooks/partners/wise"}, opts)
}

// Quote calls remittance.quote: Price a transfer: the partner’s locked rate, the platform fee and total_cost; send quote_id with the transfer to use it (once, before expires_at)
// API key (test_sk_ / live_sk_), permission `remittance:view`.
//
// POST /api/v1/remittance/quote
func (s *RemittanceService) Quote(ctx context.Context, body RemittanceQuoteRequest, opts ...CallOption) (*RemittanceQuote, error) {
	return callJSON[RemittanceQuote](ctx, s.client, request{operation: "remittance.quote", method: "POST", path: "/api/v1/remittance/quote", credentials: []credential{credentialAPIKey}, body: body, hasBody: true}, opts)
}

// Rates calls remittance.rates: The partner’s current rates for NGNCNY, NGNUSD, NGNGBP and USDCNY (quote for the rate a transfer gets)
// API key (test_sk_ / live_sk_), permission `remittance:view`.
//
// GET /api/v1/remittance/rates
func (s *RemittanceService) Rates(ctx context.Context, opts ...CallOption) (*RemittanceRates, error) {
	return callJSON[RemittanceRates](ctx, s.client, request{operation: "remittance.rates", method: "GET", path: "/api/v1/remittance/rates", credentials: []credential{credentialAPIKey}}, opts)
}

// RevokeKey calls remittance.revokeKey: Revoke a signing key: requests signed with it are refused from now on
// Dashboard JWT, permission `settings:manage`.
//
// POST /api/v1/settings/transfer-signing-keys/{id}/revoke
func (s *RemittanceService) RevokeKey(ctx context.Context, id string, opts ...CallOption) (*TransferSigningKey, error) {
	return callJSON[TransferSigningKey](ctx, s.client, request{operation: "remittance.revokeKey", method: "POST", path: "/api/v1/settings/transfer-signing-keys/" + url.PathEscape(id) + "/revoke", credentials: []credential{credentialAccessToken}}, opts)
}

// Transfer calls remittance.transfer: Send money abroad from your balance: signed with X-Transfer-Signature (docs/remittance.md); holds total_cost until the payout is sent
// API key (test_sk_ / live_sk_), permission `remittance:send`.
//
// POST /api/v1/remittance/transfer
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
// Signed with Options.TransferSigner (X-Transfer-Signature), anew on every retry.
func (s *RemittanceService) Transfer(ctx context.Context, body RemittanceTransferRequest, opts ...CallOption) (*RemittanceTransfer, error) {
	return callJSON[RemittanceTransfer](ctx, s.client, request{operation: "remittance.transfer", method: "POST", path: "/api/v1/remittance/transfer", credentials: []credential{credentialAPIKey}, body: body, hasBody: true, idempotent: true, signed: true}, opts)
}

// Deposit calls sandbox.deposit: Simulate an incoming transfer (test keys only)
// API key (test_sk_ / live_sk_).
//
// POST /api/v1/sandbox/deposits
func (s *SandboxService) Deposit(ctx context.Context, body SandboxDepositRequest, opts ...CallOption) (*SandboxDepositResponse, error) {
	return callJSON[SandboxDepositResponse](ctx, s.client, request{operation: "sandbox.deposit", method: "POST", path: "/api/v1/sandbox/deposits", credentials: []credential{credentialAPIKey}, body: body, hasBody: true}, opts)
}

// BrandingGet calls settings.branding.get: The hosted pay page branding (display name, accent colour, logo) and whether the plan shows it
// Dashboard JWT, permission `settings:manage`.
//
// GET /api/v1/settings/branding
func (s *SettingsService) BrandingGet(ctx context.Context, opts ...CallOption) (*SettingsBrandingGetResponse, error) {
	return callJSON[SettingsBrandingGetResponse](ctx, s.client, request{operation: "settings.branding.get", method: "GET", path: "/api/v1/settings/branding", credentials: []credential{credentialAccessToken}}, opts)
}

// BrandingUpdate calls settings.branding.update: Set the pay page branding (plans with custom_branding); a field left out stays, "" removes it
// Dashboard JWT, permission `settings:manage`.
//
// PUT /api/v1/settings/branding
func (s *SettingsService) BrandingUpdate(ctx context.Context, body SettingsBrandingUpdateRequest, opts ...CallOption) (*SettingsBrandingUpdateResponse, error) {
	return callJSON[SettingsBrandingUpdateResponse](ctx, s.client, request{operation: "settings.branding.update", method: "PUT", path: "/api/v1/settings/branding", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// CheckoutGet calls settings.checkout.get: Checkout defaults (session lifetime)
// Dashboard JWT, permission `settings:manage`.
//
// GET /api/v1/settings/checkout
func (s *SettingsService) CheckoutGet(ctx context.Context, opts ...CallOption) (*SettingsCheckoutGetResponse, error) {
	return callJSON[SettingsCheckoutGetResponse](ctx, s.client, request{operation: "settings.checkout.get", method: "GET", path: "/api/v1/settings/checkout", credentials: []credential{credentialAccessToken}}, opts)
}

// CheckoutUpdate calls settings.checkout.update: Set the default session lifetime (5 minutes to 7 days)
// Dashboard JWT, permission `settings:manage`.
//
// PUT /api/v1/settings/checkout
func (s *SettingsService) CheckoutUpdate(ctx context.Context, body SettingsCheckoutUpdateRequest, opts ...CallOption) (*SettingsCheckoutUpdateResponse, error) {
	return callJSON[SettingsCheckoutUpdateResponse](ctx, s.client, request{operation: "settings.checkout.update", method: "PUT", path: "/api/v1/settings/checkout", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// WalletAddress calls settings.wallet.address: The business wallet address on one network
// Dashboard JWT, permission `wallet:manage`.
//
// GET /api/v1/settings/wallet/address/{network}
func (s *SettingsService) WalletAddress(ctx context.Context, network string, opts ...CallOption) (*SettingsWalletAddressResponse, error) {
	return callJSON[SettingsWalletAddressResponse](ctx, s.client, request{operation: "settings.wallet.address", method: "GET", path: "/api/v1/settings/wallet/address/" + url.PathEscape(network), credentials: []credential{credentialAccessToken}}, opts)
}

// WalletGenerate calls settings.wallet.generate: Generate the business wallet (once; approved KYC)
// Dashboard JWT, permission `wallet:manage`.
//
// POST /api/v1/settings/wallet/generate
func (s *SettingsService) WalletGenerate(ctx context.Context, opts ...CallOption) (*SettingsWalletGenerateResponse, error) {
	return callJSON[SettingsWalletGenerateResponse](ctx, s.client, request{operation: "settings.wallet.generate", method: "POST", path: "/api/v1/settings/wallet/generate", credentials: []credential{credentialAccessToken}}, opts)
}

// WalletGet calls settings.wallet.get: The business wallet and its addresses
// Dashboard JWT, permission `wallet:manage`.
//
// GET /api/v1/settings/wallet
func (s *SettingsService) WalletGet(ctx context.Context, opts ...CallOption) (*SettingsWalletGetResponse, error) {
	return callJSON[SettingsWalletGetResponse](ctx, s.client, request{operation: "settings.wallet.get", method: "GET", path: "/api/v1/settings/wallet", credentials: []credential{credentialAccessToken}}, opts)
}

// WalletSeed calls settings.wallet.seed: Reveal the recovery words (approved KYC, 2FA, otp_code)
// Dashboard JWT, permission `wallet:reveal_seed`.
//
// POST /api/v1/settings/wallet/seed
func (s *SettingsService) WalletSeed(ctx context.Context, body SettingsWalletSeedRequest, opts ...CallOption) (*SettingsWalletSeedResponse, error) {
	return callJSON[SettingsWalletSeedResponse](ctx, s.client, request{operation: "settings.wallet.seed", method: "POST", path: "/api/v1/settings/wallet/seed", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// Create calls settlement.create: Add a settlement bank account
// Dashboard JWT, permission `settings:manage`.
//
// POST /api/v1/settings/settlement-accounts
func (s *SettlementService) Create(ctx context.Context, body SettlementCreateRequest, opts ...CallOption) (*SettlementAccount, error) {
	return callJSON[SettlementAccount](ctx, s.client, request{operation: "settlement.create", method: "POST", path: "/api/v1/settings/settlement-accounts", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// Delete calls settlement.delete: Delete a settlement account
// Dashboard JWT, permission `settings:manage`.
//
// DELETE /api/v1/settings/settlement-accounts/{id}
func (s *SettlementService) Delete(ctx context.Context, id string, body SettlementDeleteRequest, opts ...CallOption) (*SettlementDeleteResponse, error) {
	return callJSON[SettlementDeleteResponse](ctx, s.client, request{operation: "settlement.delete", method: "DELETE", path: "/api/v1/settings/settlement-accounts/" + url.PathEscape(id), credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// List calls settlement.list: Settlement bank accounts (numbers masked)
// Dashboard JWT, permission `settings:manage`.
//
// GET /api/v1/settings/settlement-accounts
func (s *SettlementService) List(ctx context.Context, opts ...CallOption) (*SettlementListResponse, error) {
	return callJSON[SettlementListResponse](ctx, s.client, request{operation: "settlement.list", method: "GET", path: "/api/v1/settings/settlement-accounts", credentials: []credential{credentialAccessToken}}, opts)
}

// Update calls settlement.update: Change fields of a settlement account
// Dashboard JWT, permission `settings:manage`.
//
// PUT /api/v1/settings/settlement-accounts/{id}
func (s *SettlementService) Update(ctx context.Context, id string, body SettlementUpdateRequest, opts ...CallOption) (*SettlementAccount, error) {
	return callJSON[SettlementAccount](ctx, s.client, request{operation: "settlement.update", method: "PUT", path: "/api/v1/settings/settlement-accounts/" + url.PathEscape(id), credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// CryptoCheckout calls subscription.cryptoCheckout: Pay for a plan in crypto: a checkout session; the plan upgrades when it is paid
// Dashboard JWT, permission `billing:manage`.
//
// POST /api/v1/subscription/crypto-checkout
func (s *SubscriptionService) CryptoCheckout(ctx context.Context, body SubscriptionCryptoCheckoutRequest, opts ...CallOption) (*SubscriptionCryptoCheckoutResponse, error) {
	return callJSON[SubscriptionCryptoCheckoutResponse](ctx, s.client, request{operation: "subscription.cryptoCheckout", method: "POST", path: "/api/v1/subscription/crypto-checkout", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// Current calls subscription.current: Plan, limits, features and usage
// Dashboard JWT.
//
// GET /api/v1/subscription/current
func (s *SubscriptionService) Current(ctx context.Context, opts ...CallOption) (*Subscription, error) {
	return callJSON[Subscription](ctx, s.client, request{operation: "subscription.current", method: "GET", path: "/api/v1/subscription/current", credentials: []credential{credentialAccessToken}}, opts)
}

// Plans calls subscription.plans: Available plans
// No authentication.
//
// GET /api/v1/subscription/plans
func (s *SubscriptionService) Plans(ctx context.Context, opts ...CallOption) (*PlanList, error) {
	return callJSON[PlanList](ctx, s.client, request{operation: "subscription.plans", method: "GET", path: "/api/v1/subscription/plans"}, opts)
}

// Upgrade calls subscription.upgrade: Change plan; effective immediately, an upgrade opens an invoice (enterprise: admin only)
// Dashboard JWT, permission `billing:manage`.
//
// POST /api/v1/subscription/upgrade
func (s *SubscriptionService) Upgrade(ctx context.Context, body SubscriptionUpgradeRequest, opts ...CallOption) (*SubscriptionUpgradeResponse, error) {
	return callJSON[SubscriptionUpgradeResponse](ctx, s.client, request{operation: "subscription.upgrade", method: "POST", path: "/api/v1/subscription/upgrade", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// SwapAnalyticsOverviewParams are the query parameters of swap.analyticsOverview; nil fields are not sent.
type SwapAnalyticsOverviewParams struct {
	Days *int64
}

func (p *SwapAnalyticsOverviewParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Days != nil {
		q.Set("days", strconv.FormatInt(*p.Days, 10))
	}
	return q
}

// AnalyticsOverview calls swap.analyticsOverview: Swap counts of the last `days` days by type and status
// Dashboard JWT, permission `analytics:view`.
//
// GET /api/v1/swap/analytics/overview
func (s *SwapService) AnalyticsOverview(ctx context.Context, params *SwapAnalyticsOverviewParams, opts ...CallOption) (*SwapOverview, error) {
	return callJSON[SwapOverview](ctx, s.client, request{operation: "swap.analyticsOverview", method: "GET", path: "/api/v1/swap/analytics/overview", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// SwapAnalyticsTransactionsParams are the query parameters of swap.analyticsTransactions; nil fields are not sent.
type SwapAnalyticsTransactionsParams struct {
	Page   *int64
	Limit  *int64
	Status *string
	Type   *string
}

func (p *SwapAnalyticsTransactionsParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	if p.Status != nil {
		q.Set("status", *p.Status)
	}
	if p.Type != nil {
		q.Set("type", *p.Type)
	}
	return q
}

// AnalyticsTransactions calls swap.analyticsTransactions: Swaps of the business, newest first, by status and type
// Dashboard JWT, permission `analytics:view`.
//
// GET /api/v1/swap/analytics/transactions
func (s *SwapService) AnalyticsTransactions(ctx context.Context, params *SwapAnalyticsTransactionsParams, opts ...CallOption) (*SwapList, error) {
	return callJSON[SwapList](ctx, s.client, request{operation: "swap.analyticsTransactions", method: "GET", path: "/api/v1/swap/analytics/transactions", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// AnalyticsTransactionsAll walks every page of swap.analyticsTransactions (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *SwapService) AnalyticsTransactionsAll(params *SwapAnalyticsTransactionsParams, opts ...CallOption) *Pager[Swap] {
	return newPager(func(ctx context.Context, page int64) ([]Swap, int64, error) {
		var p SwapAnalyticsTransactionsParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.AnalyticsTransactions(ctx, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Swaps, res.Total, nil
	})
}

// SwapAnalyticsVolumeParams are the query parameters of swap.analyticsVolume; nil fields are not sent.
type SwapAnalyticsVolumeParams struct {
	Days *int64
}

func (p *SwapAnalyticsVolumeParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Days != nil {
		q.Set("days", strconv.FormatInt(*p.Days, 10))
	}
	return q
}

// AnalyticsVolume calls swap.analyticsVolume: Swaps per day of the last `days` days
// Dashboard JWT, permission `analytics:view`.
//
// GET /api/v1/swap/analytics/volume
func (s *SwapService) AnalyticsVolume(ctx context.Context, params *SwapAnalyticsVolumeParams, opts ...CallOption) (*SwapVolume, error) {
	return callJSON[SwapVolume](ctx, s.client, request{operation: "swap.analyticsVolume", method: "GET", path: "/api/v1/swap/analytics/volume", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// Execute calls swap.execute: Swap from the customer's WaaS wallet through the platform swap contract
// API key (test_sk_ / live_sk_), permission `wallet:transfer`.
//
// POST /api/v1/swap/customer/{customerID}
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *SwapService) Execute(ctx context.Context, customerID string, body SwapExecuteRequest, opts ...CallOption) (*SwapSubmitted, error) {
	return callJSON[SwapSubmitted](ctx, s.client, request{operation: "swap.execute", method: "POST", path: "/api/v1/swap/customer/" + url.PathEscape(customerID), credentials: []credential{credentialAPIKey}, body: body, hasBody: true, idempotent: true}, opts)
}

// ExecuteAlias calls swap.execute.alias: Swap from the customer’s WaaS wallet (second path, same contract)
// The operation `swap.execute` at the second path the spec shows; same contract.
//
// POST /api/v1/swap/{customerID}
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *SwapService) ExecuteAlias(ctx context.Context, customerID string, body SwapExecuteAliasRequest, opts ...CallOption) (*SwapSubmitted, error) {
	return callJSON[SwapSubmitted](ctx, s.client, request{operation: "swap.execute.alias", method: "POST", path: "/api/v1/swap/" + url.PathEscape(customerID), credentials: []credential{credentialAPIKey}, body: body, hasBody: true, idempotent: true}, opts)
}

// SwapHistoryParams are the query parameters of swap.history; nil fields are not sent.
type SwapHistoryParams struct {
	Page  *int64
	Limit *int64
}

func (p *SwapHistoryParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	return q
}

// History calls swap.history: The customer's swaps, newest first
// API key (test_sk_ / live_sk_), permission `wallet:view`.
//
// GET /api/v1/swap/customer/{customerID}/history
func (s *SwapService) History(ctx context.Context, customerID string, params *SwapHistoryParams, opts ...CallOption) (*SwapList, error) {
	return callJSON[SwapList](ctx, s.client, request{operation: "swap.history", method: "GET", path: "/api/v1/swap/customer/" + url.PathEscape(customerID) + "/history", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// HistoryAll walks every page of swap.history (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *SwapService) HistoryAll(customerID string, params *SwapHistoryParams, opts ...CallOption) *Pager[Swap] {
	return newPager(func(ctx context.Context, page int64) ([]Swap, int64, error) {
		var p SwapHistoryParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.History(ctx, customerID, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Swaps, res.Total, nil
	})
}

// SwapHistoryAliasParams are the query parameters of swap.history.alias; nil fields are not sent.
type SwapHistoryAliasParams struct {
	Page  *int64
	Limit *int64
}

func (p *SwapHistoryAliasParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	return q
}

// HistoryAlias calls swap.history.alias: The customer’s swaps (second path, same contract)
// The operation `swap.history` at the second path the spec shows; same contract.
//
// GET /api/v1/swap/{customerID}/history
func (s *SwapService) HistoryAlias(ctx context.Context, customerID string, params *SwapHistoryAliasParams, opts ...CallOption) (*SwapList, error) {
	return callJSON[SwapList](ctx, s.client, request{operation: "swap.history.alias", method: "GET", path: "/api/v1/swap/" + url.PathEscape(customerID) + "/history", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// HistoryAliasAll walks every page of swap.history.alias (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *SwapService) HistoryAliasAll(customerID string, params *SwapHistoryAliasParams, opts ...CallOption) *Pager[Swap] {
	return newPager(func(ctx context.Context, page int64) ([]Swap, int64, error) {
		var p SwapHistoryAliasParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.HistoryAlias(ctx, customerID, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Swaps, res.Total, nil
	})
}

// SwapQuoteParams are the query parameters of swap.quote; nil fields are not sent.
type SwapQuoteParams struct {
	FromChain *string
	ToChain   *string
	FromToken *string
	ToToken   *string
	AmountIn  *string
}

func (p *SwapQuoteParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.FromChain != nil {
		q.Set("from_chain", *p.FromChain)
	}
	if p.ToChain != nil {
		q.Set("to_chain", *p.ToChain)
	}
	if p.FromToken != nil {
		q.Set("from_token", *p.FromToken)
	}
	if p.ToToken != nil {
		q.Set("to_token", *p.ToToken)
	}
	if p.AmountIn != nil {
		q.Set("amount_in", *p.AmountIn)
	}
	return q
}

// Quote calls swap.quote: Quote a swap: same-chain on POL or BSC (0.3% platform fee) or cross-chain through the bridge; 0.5% slippage, valid 30 s
// No authentication.
//
// GET /api/v1/swap/quote
func (s *SwapService) Quote(ctx context.Context, params *SwapQuoteParams, opts ...CallOption) (*SwapQuote, error) {
	return callJSON[SwapQuote](ctx, s.client, request{operation: "swap.quote", method: "GET", path: "/api/v1/swap/quote", query: params.values()}, opts)
}

// Invite calls team.invite: Invite by e-mail (the token travels only in the e-mail)
// Dashboard JWT, permission `team:invite`.
//
// POST /api/v1/team/invites
func (s *TeamService) Invite(ctx context.Context, body TeamInviteRequest, opts ...CallOption) (*TeamInviteResponse, error) {
	return callJSON[TeamInviteResponse](ctx, s.client, request{operation: "team.invite", method: "POST", path: "/api/v1/team/invites", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// List calls team.list: Team members
// Dashboard JWT, permission `team:view`.
//
// GET /api/v1/team
func (s *TeamService) List(ctx context.Context, opts ...CallOption) (*TeamMemberList, error) {
	return callJSON[TeamMemberList](ctx, s.client, request{operation: "team.list", method: "GET", path: "/api/v1/team", credentials: []credential{credentialAccessToken}}, opts)
}

// TeamListInvitesParams are the query parameters of team.listInvites; nil fields are not sent.
type TeamListInvitesParams struct {
	Status *string
	Page   *int64
	Limit  *int64
}

func (p *TeamListInvitesParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Status != nil {
		q.Set("status", *p.Status)
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	return q
}

// ListInvites calls team.listInvites: Invitations sent, with their status (pending, accepted, revoked, expired); newest first
// Dashboard JWT, permission `team:invite`.
//
// GET /api/v1/team/invites
func (s *TeamService) ListInvites(ctx context.Context, params *TeamListInvitesParams, opts ...CallOption) (*TeamInvitationList, error) {
	return callJSON[TeamInvitationList](ctx, s.client, request{operation: "team.listInvites", method: "GET", path: "/api/v1/team/invites", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// ListInvitesAll walks every page of team.listInvites (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *TeamService) ListInvitesAll(params *TeamListInvitesParams, opts ...CallOption) *Pager[TeamInvitation] {
	return newPager(func(ctx context.Context, page int64) ([]TeamInvitation, int64, error) {
		var p TeamListInvitesParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.ListInvites(ctx, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Invitations, res.Total, nil
	})
}

// Register calls team.register: Join a team through an invitation
// No authentication.
//
// POST /api/v1/team/register
func (s *TeamService) Register(ctx context.Context, body TeamRegisterRequest, opts ...CallOption) (*TeamRegisterResponse, error) {
	return callJSON[TeamRegisterResponse](ctx, s.client, request{operation: "team.register", method: "POST", path: "/api/v1/team/register", body: body, hasBody: true}, opts)
}

// Remove calls team.remove: Remove a member
// Dashboard JWT, permission `team:manage_permissions`.
//
// DELETE /api/v1/team/{id}
func (s *TeamService) Remove(ctx context.Context, id string, opts ...CallOption) (*TeamRemoveResponse, error) {
	return callJSON[TeamRemoveResponse](ctx, s.client, request{operation: "team.remove", method: "DELETE", path: "/api/v1/team/" + url.PathEscape(id), credentials: []credential{credentialAccessToken}}, opts)
}

// RevokeInvite calls team.revokeInvite: Revoke a pending invitation (its inviter, or someone holding everything it grants)
// Dashboard JWT, permission `team:invite`.
//
// DELETE /api/v1/team/invites/{id}
func (s *TeamService) RevokeInvite(ctx context.Context, id string, opts ...CallOption) (*TeamInvitation, error) {
	return callJSON[TeamInvitation](ctx, s.client, request{operation: "team.revokeInvite", method: "DELETE", path: "/api/v1/team/invites/" + url.PathEscape(id), credentials: []credential{credentialAccessToken}}, opts)
}

// RolesPermissions calls team.rolesPermissions: Roles and their default permissions
// Dashboard JWT.
//
// GET /api/v1/team/roles-permissions
func (s *TeamService) RolesPermissions(ctx context.Context, opts ...CallOption) (*TeamRolesPermissionsResponse, error) {
	return callJSON[TeamRolesPermissionsResponse](ctx, s.client, request{operation: "team.rolesPermissions", method: "GET", path: "/api/v1/team/roles-permissions", credentials: []credential{credentialAccessToken}}, opts)
}

// SecurityPolicy calls team.securityPolicy: The team's security policy
// Dashboard JWT, permission `settings:manage`.
//
// GET /api/v1/settings/security
func (s *TeamService) SecurityPolicy(ctx context.Context, opts ...CallOption) (*TeamSecurityPolicyResponse, error) {
	return callJSON[TeamSecurityPolicyResponse](ctx, s.client, request{operation: "team.securityPolicy", method: "GET", path: "/api/v1/settings/security", credentials: []credential{credentialAccessToken}}, opts)
}

// SetPermissions calls team.setPermissions: Replace a member's permissions
// Dashboard JWT, permission `team:manage_permissions`.
//
// PUT /api/v1/team/{id}/permissions
func (s *TeamService) SetPermissions(ctx context.Context, id string, body TeamSetPermissionsRequest, opts ...CallOption) (*TeamMember, error) {
	return callJSON[TeamMember](ctx, s.client, request{operation: "team.setPermissions", method: "PUT", path: "/api/v1/team/" + url.PathEscape(id) + "/permissions", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// SetSecurityPolicy calls team.setSecurityPolicy: Require (or stop requiring) a second factor of every member for money-redirecting changes (owner only)
// Dashboard JWT, permission `team:manage_permissions`.
//
// PUT /api/v1/settings/security
func (s *TeamService) SetSecurityPolicy(ctx context.Context, body TeamSetSecurityPolicyRequest, opts ...CallOption) (*TeamSetSecurityPolicyResponse, error) {
	return callJSON[TeamSetSecurityPolicyResponse](ctx, s.client, request{operation: "team.setSecurityPolicy", method: "PUT", path: "/api/v1/settings/security", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// VerifyInvite calls team.verifyInvite: Check an invitation token (deprecated: the token in the URL reaches logs; use POST /api/v1/team/invites/verify)
// No authentication.
//
// GET /api/v1/team/invites/verify/{token}
func (s *TeamService) VerifyInvite(ctx context.Context, token string, opts ...CallOption) (*TeamVerifyInviteResponse, error) {
	return callJSON[TeamVerifyInviteResponse](ctx, s.client, request{operation: "team.verifyInvite", method: "GET", path: "/api/v1/team/invites/verify/" + url.PathEscape(token)}, opts)
}

// VerifyInviteToken calls team.verifyInviteToken: Check an invitation token (sent in the body)
// No authentication.
//
// POST /api/v1/team/invites/verify
func (s *TeamService) VerifyInviteToken(ctx context.Context, body TeamVerifyInviteTokenRequest, opts ...CallOption) (*TeamVerifyInviteTokenResponse, error) {
	return callJSON[TeamVerifyInviteTokenResponse](ctx, s.client, request{operation: "team.verifyInviteToken", method: "POST", path: "/api/v1/team/invites/verify", body: body, hasBody: true}, opts)
}

// Addresses calls treasury.addresses: The treasury address per network: sweeps arrive there and gas top-ups leave from there (fund it with the native coin)
// API key (test_sk_ / live_sk_), permission `checkout:view`.
//
// GET /api/v1/treasury/addresses
func (s *TreasuryService) Addresses(ctx context.Context, opts ...CallOption) (*TreasuryAddresses, error) {
	return callJSON[TreasuryAddresses](ctx, s.client, request{operation: "treasury.addresses", method: "GET", path: "/api/v1/treasury/addresses", credentials: []credential{credentialAPIKey}}, opts)
}

// Assign calls va.assign: Credit a payment in suspense to an account’s merchant balance
// Admin token (X-Admin-Token).
//
// POST /api/v1/admin/virtual-accounts/payments/{payment_id}/assign
func (s *VAService) Assign(ctx context.Context, paymentID string, body VAAssignRequest, opts ...CallOption) (*BankPayment, error) {
	return callJSON[BankPayment](ctx, s.client, request{operation: "va.assign", method: "POST", path: "/api/v1/admin/virtual-accounts/payments/" + url.PathEscape(paymentID) + "/assign", credentials: []credential{credentialAdminToken}, body: body, hasBody: true}, opts)
}

// Close calls va.close: Close an account for good: payments sent to it afterwards go to suspense and back to their payers
// Dashboard JWT, permission `virtual_account:manage`.
//
// POST /api/v1/virtual-accounts/{id}/close
func (s *VAService) Close(ctx context.Context, id string, body VACloseRequest, opts ...CallOption) (*VirtualAccount, error) {
	return callJSON[VirtualAccount](ctx, s.client, request{operation: "va.close", method: "POST", path: "/api/v1/virtual-accounts/" + url.PathEscape(id) + "/close", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// Create calls va.create: A GBP or EUR bank account for one of your customers; the same customer_reference and currency again answers that account
// Dashboard JWT, permission `virtual_account:manage`.
//
// POST /api/v1/virtual-accounts/create
func (s *VAService) Create(ctx context.Context, body VACreateRequest, opts ...CallOption) (*VirtualAccount, error) {
	return callJSON[VirtualAccount](ctx, s.client, request{operation: "va.create", method: "POST", path: "/api/v1/virtual-accounts/create", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// Freeze calls va.freeze: Hold an account (compliance): payments to it go to suspense until it is unfrozen
// Admin token (X-Admin-Token).
//
// POST /api/v1/admin/virtual-accounts/{id}/freeze
func (s *VAService) Freeze(ctx context.Context, id string, body VAFreezeRequest, opts ...CallOption) (*VirtualAccount, error) {
	return callJSON[VirtualAccount](ctx, s.client, request{operation: "va.freeze", method: "POST", path: "/api/v1/admin/virtual-accounts/" + url.PathEscape(id) + "/freeze", credentials: []credential{credentialAdminToken}, body: body, hasBody: true}, opts)
}

// Get calls va.get: One virtual account
// Dashboard JWT, permission `virtual_account:manage`.
//
// GET /api/v1/virtual-accounts/{id}
func (s *VAService) Get(ctx context.Context, id string, opts ...CallOption) (*VirtualAccount, error) {
	return callJSON[VirtualAccount](ctx, s.client, request{operation: "va.get", method: "GET", path: "/api/v1/virtual-accounts/" + url.PathEscape(id), credentials: []credential{credentialAccessToken}}, opts)
}

// VAListParams are the query parameters of va.list; nil fields are not sent.
type VAListParams struct {
	Page  *int64
	Limit *int64
}

func (p *VAListParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	return q
}

// List calls va.list: Your virtual accounts, newest first
// Dashboard JWT, permission `virtual_account:manage`.
//
// GET /api/v1/virtual-accounts
func (s *VAService) List(ctx context.Context, params *VAListParams, opts ...CallOption) (*VirtualAccountList, error) {
	return callJSON[VirtualAccountList](ctx, s.client, request{operation: "va.list", method: "GET", path: "/api/v1/virtual-accounts", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// ListAll walks every page of va.list (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *VAService) ListAll(params *VAListParams, opts ...CallOption) *Pager[VirtualAccount] {
	return newPager(func(ctx context.Context, page int64) ([]VirtualAccount, int64, error) {
		var p VAListParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.List(ctx, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Accounts, res.Total, nil
	})
}

// PartnerNotification calls va.partnerNotification: The banking partner’s payment notifications (PAYIN), signed with the shared secret (x-mod-hmac-signature)
// No authentication.
//
// POST /webhooks/partners/modulr
func (s *VAService) PartnerNotification(ctx context.Context, opts ...CallOption) (*PartnerNotificationReceipt, error) {
	return callJSON[PartnerNotificationReceipt](ctx, s.client, request{operation: "va.partnerNotification", method: "POST", path: "/webhooks/partners/modulr"}, opts)
}

// Return calls va.return: Send a payment in suspense back to its payer
// Admin token (X-Admin-Token).
//
// POST /api/v1/admin/virtual-accounts/payments/{payment_id}/return
func (s *VAService) Return(ctx context.Context, paymentID string, body VAReturnRequest, opts ...CallOption) (*BankPayment, error) {
	return callJSON[BankPayment](ctx, s.client, request{operation: "va.return", method: "POST", path: "/api/v1/admin/virtual-accounts/payments/" + url.PathEscape(paymentID) + "/return", credentials: []credential{credentialAdminToken}, body: body, hasBody: true}, opts)
}

// SandboxCredit calls va.sandboxCredit: Outside production: the sandbox bank sends a transfer to the account (its notification credits your balance)
// Dashboard JWT, permission `virtual_account:manage`.
//
// POST /api/v1/sandbox/virtual-accounts/{id}/credit
func (s *VAService) SandboxCredit(ctx context.Context, id string, body VASandboxCreditRequest, opts ...CallOption) (*SandboxBankCredit, error) {
	return callJSON[SandboxBankCredit](ctx, s.client, request{operation: "va.sandboxCredit", method: "POST", path: "/api/v1/sandbox/virtual-accounts/" + url.PathEscape(id) + "/credit", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// VASuspenseParams are the query parameters of va.suspense; nil fields are not sent.
type VASuspenseParams struct {
	Limit *int64
}

func (p *VASuspenseParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	return q
}

// Suspense calls va.suspense: Payments received for no usable account, oldest first: assign each to an account or return it
// Admin token (X-Admin-Token).
//
// GET /api/v1/admin/virtual-accounts/suspense
func (s *VAService) Suspense(ctx context.Context, params *VASuspenseParams, opts ...CallOption) (*BankPaymentList, error) {
	return callJSON[BankPaymentList](ctx, s.client, request{operation: "va.suspense", method: "GET", path: "/api/v1/admin/virtual-accounts/suspense", credentials: []credential{credentialAdminToken}, query: params.values()}, opts)
}

// Unfreeze calls va.unfreeze: Release a frozen account
// Admin token (X-Admin-Token).
//
// POST /api/v1/admin/virtual-accounts/{id}/unfreeze
func (s *VAService) Unfreeze(ctx context.Context, id string, opts ...CallOption) (*VirtualAccount, error) {
	return callJSON[VirtualAccount](ctx, s.client, request{operation: "va.unfreeze", method: "POST", path: "/api/v1/admin/virtual-accounts/" + url.PathEscape(id) + "/unfreeze", credentials: []credential{credentialAdminToken}}, opts)
}

// VASAirtimeDetectParams are the query parameters of vas.airtimeDetect; nil fields are not sent.
type VASAirtimeDetectParams struct {
	// International format, +countrycode…
	Phone       *string
	CountryCode *string
}

func (p *VASAirtimeDetectParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Phone != nil {
		q.Set("phone", *p.Phone)
	}
	if p.CountryCode != nil {
		q.Set("country_code", *p.CountryCode)
	}
	return q
}

// AirtimeDetect calls vas.airtimeDetect: The mobile operator of a phone number
// API key (test_sk_ / live_sk_), permission `vas:manage`.
//
// GET /api/v1/airtime/detect
func (s *VASService) AirtimeDetect(ctx context.Context, params *VASAirtimeDetectParams, opts ...CallOption) (*AirtimeOperator, error) {
	return callJSON[AirtimeOperator](ctx, s.client, request{operation: "vas.airtimeDetect", method: "GET", path: "/api/v1/airtime/detect", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// AirtimeOrder calls vas.airtimeOrder: Top up a phone from the merchant balance; `reference` is the idempotency key
// API key (test_sk_ / live_sk_), permission `vas:manage`.
//
// POST /api/v1/airtime/orders
func (s *VASService) AirtimeOrder(ctx context.Context, body VASAirtimeOrderRequest, opts ...CallOption) (*VASOrder, error) {
	return callJSON[VASOrder](ctx, s.client, request{operation: "vas.airtimeOrder", method: "POST", path: "/api/v1/airtime/orders", credentials: []credential{credentialAPIKey}, body: body, hasBody: true}, opts)
}

// AirtimeQuote calls vas.airtimeQuote: The price breakdown of a top-up: merchant_price, merchant_markup, customer_price; nothing bought
// API key (test_sk_ / live_sk_), permission `vas:manage`.
//
// POST /api/v1/airtime/quote
func (s *VASService) AirtimeQuote(ctx context.Context, body VASAirtimeQuoteRequest, opts ...CallOption) (*AirtimeQuote, error) {
	return callJSON[AirtimeQuote](ctx, s.client, request{operation: "vas.airtimeQuote", method: "POST", path: "/api/v1/airtime/quote", credentials: []credential{credentialAPIKey}, body: body, hasBody: true}, opts)
}

// BillOrder calls vas.billOrder: Pay a bill from the merchant balance; `reference` is the idempotency key (bills usually answer processing)
// API key (test_sk_ / live_sk_), permission `vas:manage`.
//
// POST /api/v1/bills/orders
func (s *VASService) BillOrder(ctx context.Context, body VASBillOrderRequest, opts ...CallOption) (*VASOrder, error) {
	return callJSON[VASOrder](ctx, s.client, request{operation: "vas.billOrder", method: "POST", path: "/api/v1/bills/orders", credentials: []credential{credentialAPIKey}, body: body, hasBody: true}, opts)
}

// VASBillersParams are the query parameters of vas.billers; nil fields are not sent.
type VASBillersParams struct {
	CountryCode *string
	Type        *string
}

func (p *VASBillersParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.CountryCode != nil {
		q.Set("country_code", *p.CountryCode)
	}
	if p.Type != nil {
		q.Set("type", *p.Type)
	}
	return q
}

// Billers calls vas.billers: Billers of a country (electricity, TV, water, internet), with their amount range and fee
// API key (test_sk_ / live_sk_), permission `vas:manage`.
//
// GET /api/v1/bills/billers
func (s *VASService) Billers(ctx context.Context, params *VASBillersParams, opts ...CallOption) (*Billers, error) {
	return callJSON[Billers](ctx, s.client, request{operation: "vas.billers", method: "GET", path: "/api/v1/bills/billers", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// VASDataBundlesParams are the query parameters of vas.dataBundles; nil fields are not sent.
type VASDataBundlesParams struct {
	CountryCode *string
}

func (p *VASDataBundlesParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.CountryCode != nil {
		q.Set("country_code", *p.CountryCode)
	}
	return q
}

// DataBundles calls vas.dataBundles: Data bundle operators of a country and the bundles they sell
// API key (test_sk_ / live_sk_), permission `vas:manage`.
//
// GET /api/v1/data/bundles
func (s *VASService) DataBundles(ctx context.Context, params *VASDataBundlesParams, opts ...CallOption) (*DataBundles, error) {
	return callJSON[DataBundles](ctx, s.client, request{operation: "vas.dataBundles", method: "GET", path: "/api/v1/data/bundles", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// DataOrder calls vas.dataOrder: Buy a data bundle for a phone from the merchant balance; `reference` is the idempotency key
// API key (test_sk_ / live_sk_), permission `vas:manage`.
//
// POST /api/v1/data/orders
func (s *VASService) DataOrder(ctx context.Context, body VASDataOrderRequest, opts ...CallOption) (*VASOrder, error) {
	return callJSON[VASOrder](ctx, s.client, request{operation: "vas.dataOrder", method: "POST", path: "/api/v1/data/orders", credentials: []credential{credentialAPIKey}, body: body, hasBody: true}, opts)
}

// GetMargins calls vas.getMargins: The merchant’s margin per category
// API key (test_sk_ / live_sk_), permission `vas:manage`.
//
// GET /api/v1/vas/margins
func (s *VASService) GetMargins(ctx context.Context, opts ...CallOption) (*VASMargins, error) {
	return callJSON[VASMargins](ctx, s.client, request{operation: "vas.getMargins", method: "GET", path: "/api/v1/vas/margins", credentials: []credential{credentialAPIKey}}, opts)
}

// GetOrder calls vas.getOrder: The order by its reference, with its redeem codes once successful
// API key (test_sk_ / live_sk_), permission `vas:manage`.
//
// GET /vas/orders/{reference}
func (s *VASService) GetOrder(ctx context.Context, reference string, opts ...CallOption) (*VASOrder, error) {
	return callJSON[VASOrder](ctx, s.client, request{operation: "vas.getOrder", method: "GET", path: "/vas/orders/" + url.PathEscape(reference), credentials: []credential{credentialAPIKey}}, opts)
}

// GetOrderAlias calls vas.getOrder.alias: The order by its reference, with its redeem codes once successful
// The operation `vas.getOrder` at the second path the spec shows; same contract.
//
// GET /api/v1/vas/orders/{reference}
func (s *VASService) GetOrderAlias(ctx context.Context, reference string, opts ...CallOption) (*VASOrder, error) {
	return callJSON[VASOrder](ctx, s.client, request{operation: "vas.getOrder.alias", method: "GET", path: "/api/v1/vas/orders/" + url.PathEscape(reference), credentials: []credential{credentialAPIKey}}, opts)
}

// GiftcardCountries calls vas.giftcardCountries: Countries with gift cards
// API key (test_sk_ / live_sk_), permission `vas:manage`.
//
// GET /api/v1/giftcards/countries
func (s *VASService) GiftcardCountries(ctx context.Context, opts ...CallOption) (*GiftCardCountries, error) {
	return callJSON[GiftCardCountries](ctx, s.client, request{operation: "vas.giftcardCountries", method: "GET", path: "/api/v1/giftcards/countries", credentials: []credential{credentialAPIKey}}, opts)
}

// GiftcardOrder calls vas.giftcardOrder: Buy gift cards from the merchant balance; `reference` is the idempotency key
// API key (test_sk_ / live_sk_), permission `vas:manage`.
//
// POST /api/v1/giftcards/orders
func (s *VASService) GiftcardOrder(ctx context.Context, body VASGiftcardOrderRequest, opts ...CallOption) (*VASOrder, error) {
	return callJSON[VASOrder](ctx, s.client, request{operation: "vas.giftcardOrder", method: "POST", path: "/api/v1/giftcards/orders", credentials: []credential{credentialAPIKey}, body: body, hasBody: true}, opts)
}

// VASGiftcardProductsParams are the query parameters of vas.giftcardProducts; nil fields are not sent.
type VASGiftcardProductsParams struct {
	CountryCode *string
}

func (p *VASGiftcardProductsParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.CountryCode != nil {
		q.Set("country_code", *p.CountryCode)
	}
	return q
}

// GiftcardProducts calls vas.giftcardProducts: Gift card products (fixed or range denominations), optionally of one country
// API key (test_sk_ / live_sk_), permission `vas:manage`.
//
// GET /api/v1/giftcards/products
func (s *VASService) GiftcardProducts(ctx context.Context, params *VASGiftcardProductsParams, opts ...CallOption) (*GiftCardProductList, error) {
	return callJSON[GiftCardProductList](ctx, s.client, request{operation: "vas.giftcardProducts", method: "GET", path: "/api/v1/giftcards/products", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// VASListOrdersParams are the query parameters of vas.listOrders; nil fields are not sent.
type VASListOrdersParams struct {
	Status     *string
	Category   *string
	CustomerID *string
	Page       *int64
	Limit      *int64
}

func (p *VASListOrdersParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Status != nil {
		q.Set("status", *p.Status)
	}
	if p.Category != nil {
		q.Set("category", *p.Category)
	}
	if p.CustomerID != nil {
		q.Set("customer_id", *p.CustomerID)
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	return q
}

// ListOrders calls vas.listOrders: The merchant’s orders, newest first; filter by status, category, customer
// API key (test_sk_ / live_sk_), permission `vas:manage`.
//
// GET /api/v1/vas/orders
func (s *VASService) ListOrders(ctx context.Context, params *VASListOrdersParams, opts ...CallOption) (*VASOrderList, error) {
	return callJSON[VASOrderList](ctx, s.client, request{operation: "vas.listOrders", method: "GET", path: "/api/v1/vas/orders", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// ListOrdersAll walks every page of vas.listOrders (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *VASService) ListOrdersAll(params *VASListOrdersParams, opts ...CallOption) *Pager[VASOrder] {
	return newPager(func(ctx context.Context, page int64) ([]VASOrder, int64, error) {
		var p VASListOrdersParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.ListOrders(ctx, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Orders, res.Total, nil
	})
}

// SetMargin calls vas.setMargin: Set one category’s margin: a percent of merchant_price or a fixed amount per order (type none clears it)
// API key (test_sk_ / live_sk_), permission `vas:manage`.
//
// PUT /api/v1/vas/margins
func (s *VASService) SetMargin(ctx context.Context, body VASSetMarginRequest, opts ...CallOption) (*VASMargins, error) {
	return callJSON[VASMargins](ctx, s.client, request{operation: "vas.setMargin", method: "PUT", path: "/api/v1/vas/margins", credentials: []credential{credentialAPIKey}, body: body, hasBody: true}, opts)
}

// WalletsAddressesParams are the query parameters of wallets.addresses; nil fields are not sent.
type WalletsAddressesParams struct {
	Refresh *bool
}

func (p *WalletsAddressesParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Refresh != nil {
		q.Set("refresh", strconv.FormatBool(*p.Refresh))
	}
	return q
}

// Addresses calls wallets.addresses: A customer's addresses with balances; refresh=true reads them live
// API key (test_sk_ / live_sk_), permission `wallet:view`.
//
// GET /api/v1/wallet/{customerID}/addresses
func (s *WalletsService) Addresses(ctx context.Context, customerID string, params *WalletsAddressesParams, opts ...CallOption) (*WalletAddressList, error) {
	return callJSON[WalletAddressList](ctx, s.client, request{operation: "wallets.addresses", method: "GET", path: "/api/v1/wallet/" + url.PathEscape(customerID) + "/addresses", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// CreateCustomer calls wallets.createCustomer: Create a customer wallet; the mnemonic is shown once (Idempotency-Key replays it for 24 h)
// API key (test_sk_ / live_sk_), permission `wallet:manage`.
//
// POST /api/v1/wallet/customers
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *WalletsService) CreateCustomer(ctx context.Context, body WalletsCreateCustomerRequest, opts ...CallOption) (*WalletCreated, error) {
	return callJSON[WalletCreated](ctx, s.client, request{operation: "wallets.createCustomer", method: "POST", path: "/api/v1/wallet/customers", credentials: []credential{credentialAPIKey}, body: body, hasBody: true, idempotent: true}, opts)
}

// CreateCustomerAlias calls wallets.createCustomer.alias: Create a customer wallet (second path, same contract)
// The operation `wallets.createCustomer` at the second path the spec shows; same contract.
//
// POST /api/v1/wallet/customer/create
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *WalletsService) CreateCustomerAlias(ctx context.Context, body WalletsCreateCustomerAliasRequest, opts ...CallOption) (*WalletCreated, error) {
	return callJSON[WalletCreated](ctx, s.client, request{operation: "wallets.createCustomer.alias", method: "POST", path: "/api/v1/wallet/customer/create", credentials: []credential{credentialAPIKey}, body: body, hasBody: true, idempotent: true}, opts)
}

// Derive calls wallets.derive: Derive an address (BIP-44; SLIP-10 on SOL); optionally monitor it for deposits
// API key (test_sk_ / live_sk_), permission `wallet:manage`.
//
// POST /api/v1/wallet/{customerID}/derive
func (s *WalletsService) Derive(ctx context.Context, customerID string, body WalletsDeriveRequest, opts ...CallOption) (*DerivedAddress, error) {
	return callJSON[DerivedAddress](ctx, s.client, request{operation: "wallets.derive", method: "POST", path: "/api/v1/wallet/" + url.PathEscape(customerID) + "/derive", credentials: []credential{credentialAPIKey}, body: body, hasBody: true}, opts)
}

// Earnings calls wallets.earnings: Collected fees by currency, the latest fees, and the transfer count
// API key (test_sk_ / live_sk_), permission `wallet:view`.
//
// GET /api/v1/wallet/earnings
func (s *WalletsService) Earnings(ctx context.Context, opts ...CallOption) (*WalletFeeEarnings, error) {
	return callJSON[WalletFeeEarnings](ctx, s.client, request{operation: "wallets.earnings", method: "GET", path: "/api/v1/wallet/earnings", credentials: []credential{credentialAPIKey}}, opts)
}

// EstimateGas calls wallets.estimateGas: Gas estimate for an EVM transfer (BSC, ETH, POL), with the fee in USD
// No authentication.
//
// POST /api/v1/wallet/estimate-gas
func (s *WalletsService) EstimateGas(ctx context.Context, body WalletsEstimateGasRequest, opts ...CallOption) (*GasEstimate, error) {
	return callJSON[GasEstimate](ctx, s.client, request{operation: "wallets.estimateGas", method: "POST", path: "/api/v1/wallet/estimate-gas", body: body, hasBody: true}, opts)
}

// ExportKey calls wallets.exportKey: Export the private key of one derived address
// API key (test_sk_ / live_sk_), permission `wallet:export_key`.
//
// POST /api/v1/wallet/{customerID}/export-key
func (s *WalletsService) ExportKey(ctx context.Context, customerID string, body WalletsExportKeyRequest, opts ...CallOption) (*WalletPrivateKey, error) {
	return callJSON[WalletPrivateKey](ctx, s.client, request{operation: "wallets.exportKey", method: "POST", path: "/api/v1/wallet/" + url.PathEscape(customerID) + "/export-key", credentials: []credential{credentialAPIKey}, body: body, hasBody: true}, opts)
}

// GetFees calls wallets.getFees: The fee configuration
// API key (test_sk_ / live_sk_), permission `wallet:view`.
//
// GET /api/v1/wallet/fees
func (s *WalletsService) GetFees(ctx context.Context, opts ...CallOption) (*WalletFeeConfig, error) {
	return callJSON[WalletFeeConfig](ctx, s.client, request{operation: "wallets.getFees", method: "GET", path: "/api/v1/wallet/fees", credentials: []credential{credentialAPIKey}}, opts)
}

// WalletsListCustomersParams are the query parameters of wallets.listCustomers; nil fields are not sent.
type WalletsListCustomersParams struct {
	Page   *int64
	Limit  *int64
	Search *string
}

func (p *WalletsListCustomersParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	if p.Search != nil {
		q.Set("search", *p.Search)
	}
	return q
}

// ListCustomers calls wallets.listCustomers: List customer wallets; search filters by customer_id
// API key (test_sk_ / live_sk_), permission `wallet:view`.
//
// GET /api/v1/wallet/customers
func (s *WalletsService) ListCustomers(ctx context.Context, params *WalletsListCustomersParams, opts ...CallOption) (*WalletList, error) {
	return callJSON[WalletList](ctx, s.client, request{operation: "wallets.listCustomers", method: "GET", path: "/api/v1/wallet/customers", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// ListCustomersAll walks every page of wallets.listCustomers (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *WalletsService) ListCustomersAll(params *WalletsListCustomersParams, opts ...CallOption) *Pager[Wallet] {
	return newPager(func(ctx context.Context, page int64) ([]Wallet, int64, error) {
		var p WalletsListCustomersParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.ListCustomers(ctx, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Customers, res.Total, nil
	})
}

// WalletsSearchAddressesParams are the query parameters of wallets.searchAddresses; nil fields are not sent.
type WalletsSearchAddressesParams struct {
	Page     *int64
	Limit    *int64
	Network  *string
	Currency *string
	Search   *string
}

func (p *WalletsSearchAddressesParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	if p.Network != nil {
		q.Set("network", *p.Network)
	}
	if p.Currency != nil {
		q.Set("currency", *p.Currency)
	}
	if p.Search != nil {
		q.Set("search", *p.Search)
	}
	return q
}

// SearchAddresses calls wallets.searchAddresses: Search all customers' addresses by network, currency, address or customer id
// API key (test_sk_ / live_sk_), permission `wallet:view`.
//
// GET /api/v1/wallet/addresses
func (s *WalletsService) SearchAddresses(ctx context.Context, params *WalletsSearchAddressesParams, opts ...CallOption) (*WalletAddressSearch, error) {
	return callJSON[WalletAddressSearch](ctx, s.client, request{operation: "wallets.searchAddresses", method: "GET", path: "/api/v1/wallet/addresses", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// SearchAddressesAll walks every page of wallets.searchAddresses (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *WalletsService) SearchAddressesAll(params *WalletsSearchAddressesParams, opts ...CallOption) *Pager[WalletAddressSearchAddressesItem] {
	return newPager(func(ctx context.Context, page int64) ([]WalletAddressSearchAddressesItem, int64, error) {
		var p WalletsSearchAddressesParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.SearchAddresses(ctx, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Addresses, res.Total, nil
	})
}

// Seed calls wallets.seed: Reveal the customer's mnemonic
// API key (test_sk_ / live_sk_), permission `wallet:reveal_seed`.
//
// GET /api/v1/wallet/{customerID}/seed
func (s *WalletsService) Seed(ctx context.Context, customerID string, opts ...CallOption) (*WalletSeed, error) {
	return callJSON[WalletSeed](ctx, s.client, request{operation: "wallets.seed", method: "GET", path: "/api/v1/wallet/" + url.PathEscape(customerID) + "/seed", credentials: []credential{credentialAPIKey}}, opts)
}

// SetFeeAddresses calls wallets.setFeeAddresses: Set or remove ("") fee addresses per network
// API key (test_sk_ / live_sk_), permission `wallet:fees`.
//
// PUT /api/v1/wallet/fees/addresses
func (s *WalletsService) SetFeeAddresses(ctx context.Context, body WalletsSetFeeAddressesRequest, opts ...CallOption) (*WalletsSetFeeAddressesResponse, error) {
	return callJSON[WalletsSetFeeAddressesResponse](ctx, s.client, request{operation: "wallets.setFeeAddresses", method: "PUT", path: "/api/v1/wallet/fees/addresses", credentials: []credential{credentialAPIKey}, body: body, hasBody: true}, opts)
}

// SetFees calls wallets.setFees: Set the fee percent (max 0.5) and switch; fee_addresses replaces the map
// API key (test_sk_ / live_sk_), permission `wallet:fees`.
//
// POST /api/v1/wallet/fees
func (s *WalletsService) SetFees(ctx context.Context, body WalletsSetFeesRequest, opts ...CallOption) (*WalletFeeConfig, error) {
	return callJSON[WalletFeeConfig](ctx, s.client, request{operation: "wallets.setFees", method: "POST", path: "/api/v1/wallet/fees", credentials: []credential{credentialAPIKey}, body: body, hasBody: true}, opts)
}

// WalletsTransactionsParams are the query parameters of wallets.transactions; nil fields are not sent.
type WalletsTransactionsParams struct {
	Page     *int64
	Limit    *int64
	Network  *string
	Currency *string
	Status   *string
}

func (p *WalletsTransactionsParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	if p.Network != nil {
		q.Set("network", *p.Network)
	}
	if p.Currency != nil {
		q.Set("currency", *p.Currency)
	}
	if p.Status != nil {
		q.Set("status", *p.Status)
	}
	return q
}

// Transactions calls wallets.transactions: A customer's transactions, newest first
// API key (test_sk_ / live_sk_), permission `wallet:view`.
//
// GET /api/v1/wallet/{customerID}/transactions
func (s *WalletsService) Transactions(ctx context.Context, customerID string, params *WalletsTransactionsParams, opts ...CallOption) (*WalletTransactionList, error) {
	return callJSON[WalletTransactionList](ctx, s.client, request{operation: "wallets.transactions", method: "GET", path: "/api/v1/wallet/" + url.PathEscape(customerID) + "/transactions", credentials: []credential{credentialAPIKey}, query: params.values()}, opts)
}

// TransactionsAll walks every page of wallets.transactions (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *WalletsService) TransactionsAll(customerID string, params *WalletsTransactionsParams, opts ...CallOption) *Pager[WalletTransaction] {
	return newPager(func(ctx context.Context, page int64) ([]WalletTransaction, int64, error) {
		var p WalletsTransactionsParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.Transactions(ctx, customerID, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Transactions, res.Total, nil
	})
}

// Transfer calls wallets.transfer: Send from a derived address; answers status submitted
// API key (test_sk_ / live_sk_), permission `wallet:transfer`.
//
// POST /api/v1/wallet/{customerID}/transfer
// Honours WithIdempotencyKey: a retry with the same key returns the first answer.
func (s *WalletsService) Transfer(ctx context.Context, customerID string, body WalletsTransferRequest, opts ...CallOption) (*WalletTransfer, error) {
	return callJSON[WalletTransfer](ctx, s.client, request{operation: "wallets.transfer", method: "POST", path: "/api/v1/wallet/" + url.PathEscape(customerID) + "/transfer", credentials: []credential{credentialAPIKey}, body: body, hasBody: true, idempotent: true}, opts)
}

// CaasCreate calls webhooks.caas.create: Register a CaaS webhook (url and shared secret; optional event subscriptions, default all)
// Dashboard JWT, permission `settings:manage`.
//
// POST /v1/dashboard/webhooks
func (s *WebhooksService) CaasCreate(ctx context.Context, body WebhooksCaasCreateRequest, opts ...CallOption) (*CaasWebhook, error) {
	return callJSON[CaasWebhook](ctx, s.client, request{operation: "webhooks.caas.create", method: "POST", path: "/v1/dashboard/webhooks", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// CaasDeactivate calls webhooks.caas.deactivate: Deactivate a CaaS webhook permanently (only a CaaS webhook of the caller’s business; any other id is 404)
// Dashboard JWT, permission `settings:manage`.
//
// DELETE /v1/dashboard/webhooks/{id}
func (s *WebhooksService) CaasDeactivate(ctx context.Context, id string, opts ...CallOption) (*CaasWebhook, error) {
	return callJSON[CaasWebhook](ctx, s.client, request{operation: "webhooks.caas.deactivate", method: "DELETE", path: "/v1/dashboard/webhooks/" + url.PathEscape(id), credentials: []credential{credentialAccessToken}}, opts)
}

// CaasList calls webhooks.caas.list: List CaaS webhooks
// Dashboard JWT, permission `settings:manage`.
//
// GET /v1/dashboard/webhooks
func (s *WebhooksService) CaasList(ctx context.Context, opts ...CallOption) (*WebhooksCaasListResponse, error) {
	return callJSON[WebhooksCaasListResponse](ctx, s.client, request{operation: "webhooks.caas.list", method: "GET", path: "/v1/dashboard/webhooks", credentials: []credential{credentialAccessToken}}, opts)
}

// WebhooksCaasLogsParams are the query parameters of webhooks.caas.logs; nil fields are not sent.
type WebhooksCaasLogsParams struct {
	Page  *int64
	Limit *int64
	// Deliveries to this endpoint only
	EndpointID *string
}

func (p *WebhooksCaasLogsParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	if p.EndpointID != nil {
		q.Set("endpoint_id", *p.EndpointID)
	}
	return q
}

// CaasLogs calls webhooks.caas.logs: Recent CaaS delivery attempts, response codes and retry history
// Dashboard JWT, permission `settings:manage`.
//
// GET /v1/dashboard/webhooks/logs
func (s *WebhooksService) CaasLogs(ctx context.Context, params *WebhooksCaasLogsParams, opts ...CallOption) (*WebhookDeliveryList, error) {
	return callJSON[WebhookDeliveryList](ctx, s.client, request{operation: "webhooks.caas.logs", method: "GET", path: "/v1/dashboard/webhooks/logs", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// CaasLogsAll walks every page of webhooks.caas.logs (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *WebhooksService) CaasLogsAll(params *WebhooksCaasLogsParams, opts ...CallOption) *Pager[WebhookDeliveryListDeliveriesItem] {
	return newPager(func(ctx context.Context, page int64) ([]WebhookDeliveryListDeliveriesItem, int64, error) {
		var p WebhooksCaasLogsParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.CaasLogs(ctx, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Deliveries, res.Total, nil
	})
}

// PaymentsConfigure calls webhooks.payments.configure: Configure the payments webhook; the first setup and every change of URL return a new webhook_secret once
// Dashboard JWT, permission `settings:manage`.
//
// POST /api/v1/settings/webhook
func (s *WebhooksService) PaymentsConfigure(ctx context.Context, body any, opts ...CallOption) (*WebhooksPaymentsConfigureResponse, error) {
	return callJSON[WebhooksPaymentsConfigureResponse](ctx, s.client, request{operation: "webhooks.payments.configure", method: "POST", path: "/api/v1/settings/webhook", credentials: []credential{credentialAccessToken}, body: body, hasBody: true}, opts)
}

// WebhooksPaymentsDeliveriesParams are the query parameters of webhooks.payments.deliveries; nil fields are not sent.
type WebhooksPaymentsDeliveriesParams struct {
	Page  *int64
	Limit *int64
}

func (p *WebhooksPaymentsDeliveriesParams) values() url.Values {
	q := url.Values{}
	if p == nil {
		return q
	}
	if p.Page != nil {
		q.Set("page", strconv.FormatInt(*p.Page, 10))
	}
	if p.Limit != nil {
		q.Set("limit", strconv.FormatInt(*p.Limit, 10))
	}
	return q
}

// PaymentsDeliveries calls webhooks.payments.deliveries: Delivery log: attempts, response codes, retry history
// Dashboard JWT, permission `settings:manage`.
//
// GET /api/v1/settings/webhook/deliveries
func (s *WebhooksService) PaymentsDeliveries(ctx context.Context, params *WebhooksPaymentsDeliveriesParams, opts ...CallOption) (*WebhookDeliveryList, error) {
	return callJSON[WebhookDeliveryList](ctx, s.client, request{operation: "webhooks.payments.deliveries", method: "GET", path: "/api/v1/settings/webhook/deliveries", credentials: []credential{credentialAccessToken}, query: params.values()}, opts)
}

// PaymentsDeliveriesAll walks every page of webhooks.payments.deliveries (params.Page is set for each page): call Next(ctx) until it
// returns false, then check Err.
func (s *WebhooksService) PaymentsDeliveriesAll(params *WebhooksPaymentsDeliveriesParams, opts ...CallOption) *Pager[WebhookDeliveryListDeliveriesItem] {
	return newPager(func(ctx context.Context, page int64) ([]WebhookDeliveryListDeliveriesItem, int64, error) {
		var p WebhooksPaymentsDeliveriesParams
		if params != nil {
			p = *params
		}
		p.Page = &page
		res, err := s.PaymentsDeliveries(ctx, &p, opts...)
		if err != nil {
			return nil, 0, err
		}
		return res.Deliveries, res.Total, nil
	})
}

// PaymentsGet calls webhooks.payments.get: Current payments webhook configuration (never the secret)
// Dashboard JWT, permission `settings:manage`.
//
// GET /api/v1/settings/webhook
func (s *WebhooksService) PaymentsGet(ctx context.Context, opts ...CallOption) (*WebhookConfig, error) {
	return callJSON[WebhookConfig](ctx, s.client, request{operation: "webhooks.payments.get", method: "GET", path: "/api/v1/settings/webhook", credentials: []credential{credentialAccessToken}}, opts)
}

// PaymentsRotate calls webhooks.payments.rotate: Rotate the signing secret; the old one stops at once
// Dashboard JWT, permission `settings:manage`.
//
// POST /api/v1/settings/webhook/rotate-secret
func (s *WebhooksService) PaymentsRotate(ctx context.Context, opts ...CallOption) (*WebhooksPaymentsRotateResponse, error) {
	return callJSON[WebhooksPaymentsRotateResponse](ctx, s.client, request{operation: "webhooks.payments.rotate", method: "POST", path: "/api/v1/settings/webhook/rotate-secret", credentials: []credential{credentialAccessToken}}, opts)
}

// PaymentsTest calls webhooks.payments.test: Send webhook.test to the configured URL
// Dashboard JWT, permission `settings:manage`.
//
// POST /api/v1/settings/webhook/test
func (s *WebhooksService) PaymentsTest(ctx context.Context, opts ...CallOption) (*WebhooksPaymentsTestResponse, error) {
	return callJSON[WebhooksPaymentsTestResponse](ctx, s.client, request{operation: "webhooks.payments.test", method: "POST", path: "/api/v1/settings/webhook/test", credentials: []credential{credentialAccessToken}}, opts)
}

// Redeliver calls webhooks.redeliver: Send a delivered or failed webhook again (same X-Webhook-ID)
// Dashboard JWT, permission `settings:manage`.
//
// POST /api/v1/settings/webhook/deliveries/{id}/redeliver
func (s *WebhooksService) Redeliver(ctx context.Context, id string, opts ...CallOption) (*WebhooksRedeliverResponse, error) {
	return callJSON[WebhooksRedeliverResponse](ctx, s.client, request{operation: "webhooks.redeliver", method: "POST", path: "/api/v1/settings/webhook/deliveries/" + url.PathEscape(id) + "/redeliver", credentials: []credential{credentialAccessToken}}, opts)
}
