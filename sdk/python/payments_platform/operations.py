# Generated from the platform's OpenAPI document by sdk/codegen: do not edit. Regenerate: npm run clients

"""Every operation of the platform, grouped as the document's operation ids are (`checkout.create` is client.checkout.create)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from decimal import Decimal
from typing import Any, Literal

from . import models as m
from ._operation import Group, Operation, Transport
from .pagination import paginate


_ADMIN_GET_SUBSCRIPTION = Operation(
    id="admin.getSubscription",
    method="GET",
    path="/admin/businesses/{id}/subscription",
    credentials=("adminToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AdminGetSubscriptionResponse"),
)

_ADMIN_SET_KYC = Operation(
    id="admin.setKyc",
    method="PUT",
    path="/admin/businesses/{id}/kyc",
    credentials=("adminToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AdminSetKycResponse"),
)

_ADMIN_SET_OTC_ACCESS = Operation(
    id="admin.setOtcAccess",
    method="PUT",
    path="/admin/businesses/{id}/otc-access",
    credentials=("adminToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AdminSetOtcAccessResponse"),
)

_ADMIN_SET_SUBSCRIPTION = Operation(
    id="admin.setSubscription",
    method="PUT",
    path="/admin/businesses/{id}/subscription",
    credentials=("adminToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AdminSetSubscriptionResponse"),
)

_ADMIN_TREASURY_MOVES = Operation(
    id="admin.treasury.moves",
    method="GET",
    path="/admin/treasury/moves",
    credentials=("adminToken", ),
    path_params=(),
    query_params=("environment", "business_id", "limit", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AdminTreasuryMovesResponse"),
)

_ADMIN_TREASURY_RECONCILIATION = Operation(
    id="admin.treasury.reconciliation",
    method="GET",
    path="/admin/treasury/reconciliation",
    credentials=("adminToken", ),
    path_params=(),
    query_params=("environment", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AdminTreasuryReconciliationResponse"),
)

_ADMIN_TREASURY_SWEEP = Operation(
    id="admin.treasury.sweep",
    method="POST",
    path="/admin/treasury/sweeps",
    credentials=("adminToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AdminTreasurySweepResponse"),
)

_ANALYTICS_CONFIRM_ALERT = Operation(
    id="analytics.confirmAlert",
    method="POST",
    path="/api/v1/analytics/fraud-alerts/{id}/confirm",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "FraudAlert"),
)

_ANALYTICS_DASHBOARD = Operation(
    id="analytics.dashboard",
    method="GET",
    path="/api/v1/analytics/dashboard",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("days", "from", "to", "environment", "currency", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AnalyticsDashboard"),
)

_ANALYTICS_DASHBOARD_PAGE = Operation(
    id="analytics.dashboardPage",
    method="GET",
    path="/dashboard/analytics",
    credentials=(),
    path_params=(),
    query_params=("lang", ),
    idempotent=False,
    signed=False,
    result="text",
    result_type=None,
)

_ANALYTICS_DISMISS_ALERT = Operation(
    id="analytics.dismissAlert",
    method="POST",
    path="/api/v1/analytics/fraud-alerts/{id}/dismiss",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "FraudAlert"),
)

_ANALYTICS_EXPORT_TRANSACTIONS = Operation(
    id="analytics.exportTransactions",
    method="GET",
    path="/api/v1/analytics/transactions/export",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("days", "from", "to", "environment", "currency", "product", "type", "network", "method", "search", ),
    idempotent=False,
    signed=False,
    result="text",
    result_type=None,
)

_ANALYTICS_FRAUD_ALERTS = Operation(
    id="analytics.fraudAlerts",
    method="GET",
    path="/api/v1/analytics/fraud-alerts",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("environment", "status", "page", "limit", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "FraudAlertList"),
)

_ANALYTICS_FRAUD_RULES = Operation(
    id="analytics.fraudRules",
    method="GET",
    path="/api/v1/analytics/fraud-rules",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "FraudRuleList"),
)

_ANALYTICS_OVERVIEW = Operation(
    id="analytics.overview",
    method="GET",
    path="/api/v1/analytics/overview",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("days", "from", "to", "environment", "currency", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AnalyticsOverview"),
)

_ANALYTICS_PAYMENT_METHODS = Operation(
    id="analytics.paymentMethods",
    method="GET",
    path="/api/v1/analytics/payment-methods",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("days", "from", "to", "environment", "currency", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AnalyticsPaymentMethods"),
)

_ANALYTICS_REVENUE = Operation(
    id="analytics.revenue",
    method="GET",
    path="/api/v1/analytics/revenue",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("days", "from", "to", "environment", "currency", "group", "basis", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AnalyticsRevenue"),
)

_ANALYTICS_SET_FRAUD_RULE = Operation(
    id="analytics.setFraudRule",
    method="PUT",
    path="/api/v1/analytics/fraud-rules/{rule}",
    credentials=("accessToken", ),
    path_params=("rule", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "FraudRuleList"),
)

_ANALYTICS_TRANSACTIONS = Operation(
    id="analytics.transactions",
    method="GET",
    path="/api/v1/analytics/transactions",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("days", "from", "to", "environment", "currency", "page", "limit", "product", "type", "network", "method", "search", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AnalyticsTransactionList"),
)

_API_KEYS_CREATE = Operation(
    id="apiKeys.create",
    method="POST",
    path="/api/v1/api-keys",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "ApiKeyCreated"),
)

_API_KEYS_LIST = Operation(
    id="apiKeys.list",
    method="GET",
    path="/api/v1/api-keys",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "ApiKeyList"),
)

_API_KEYS_REVOKE = Operation(
    id="apiKeys.revoke",
    method="DELETE",
    path="/api/v1/api-keys/{id}",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "ApiKey"),
)

_API_KEYS_ROTATE = Operation(
    id="apiKeys.rotate",
    method="POST",
    path="/api/v1/api-keys/{id}/rotate",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "ApiKeyCreated"),
)

_API_KEYS_TOGGLE_SANDBOX = Operation(
    id="apiKeys.toggleSandbox",
    method="POST",
    path="/api/v1/api-keys/toggle-sandbox",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "ApiKey"),
)

_AUDIT_LIST = Operation(
    id="audit.list",
    method="GET",
    path="/api/v1/audit-log",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("limit", "before", "action", "actor_id", "target_id", "from", "to", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AuditLogPage"),
)

_AUTH_LOGIN = Operation(
    id="auth.login",
    method="POST",
    path="/api/v1/auth/login",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AuthTokens"),
)

_AUTH_REFRESH = Operation(
    id="auth.refresh",
    method="POST",
    path="/api/v1/auth/refresh",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AuthRefreshResponse"),
)

_AUTH_REGISTER = Operation(
    id="auth.register",
    method="POST",
    path="/api/v1/auth/register",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AuthRegisterResponse"),
)

_AUTH_TWO_FACTOR_DISABLE = Operation(
    id="auth.twoFactor.disable",
    method="POST",
    path="/api/v1/auth/2fa/disable",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AuthTwoFactorDisableResponse"),
)

_AUTH_TWO_FACTOR_ENABLE = Operation(
    id="auth.twoFactor.enable",
    method="POST",
    path="/api/v1/auth/2fa/enable",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AuthTwoFactorEnableResponse"),
)

_AUTH_TWO_FACTOR_SETUP = Operation(
    id="auth.twoFactor.setup",
    method="POST",
    path="/api/v1/auth/2fa/setup",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AuthTwoFactorSetupResponse"),
)

_AUTH_TWO_FACTOR_STATUS = Operation(
    id="auth.twoFactor.status",
    method="GET",
    path="/api/v1/auth/2fa/status",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AuthTwoFactorStatusResponse"),
)

_BALANCE_DASHBOARD_ENTRIES = Operation(
    id="balance.dashboardEntries",
    method="GET",
    path="/api/v1/dashboard/balance/entries",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("currency", "direction", "from", "to", "page", "limit", "environment", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "BalanceEntryList"),
)

_BALANCE_DASHBOARD_GET = Operation(
    id="balance.dashboardGet",
    method="GET",
    path="/api/v1/dashboard/balance",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("currency", "environment", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "Balance"),
)

_BALANCE_ENTRIES = Operation(
    id="balance.entries",
    method="GET",
    path="/api/v1/balance/entries",
    credentials=("apiKey", ),
    path_params=(),
    query_params=("currency", "direction", "from", "to", "page", "limit", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "BalanceEntryList"),
)

_BALANCE_GET = Operation(
    id="balance.get",
    method="GET",
    path="/api/v1/balance",
    credentials=("apiKey", ),
    path_params=(),
    query_params=("currency", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "Balance"),
)

_BALANCE_TOP_UP_ADDRESSES = Operation(
    id="balance.topUpAddresses",
    method="GET",
    path="/api/v1/balance/top-up-addresses",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "BalanceTopUpAddresses"),
)

_CAAS_DEPOSITS_CREATE = Operation(
    id="caas.deposits.create",
    method="POST",
    path="/caas/v1/deposits",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "CaasDeposit"),
)

_CAAS_DEPOSITS_CREATE_ALIAS = Operation(
    id="caas.deposits.create.alias",
    method="POST",
    path="/caas/api/v1/deposits",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "CaasDeposit"),
)

_CAAS_DEPOSITS_GET = Operation(
    id="caas.deposits.get",
    method="GET",
    path="/caas/v1/deposits/{id}",
    credentials=("caasKey", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasDeposit"),
)

_CAAS_DEPOSITS_GET_ALIAS = Operation(
    id="caas.deposits.get.alias",
    method="GET",
    path="/caas/api/v1/deposits/{id}",
    credentials=("caasKey", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasDeposit"),
)

_CAAS_PARTNERS_ONRAMP = Operation(
    id="caas.partners.onramp",
    method="POST",
    path="/webhooks/partners/onramp",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "PartnerCallbackReceipt"),
)

_CAAS_PARTNERS_PAYOUT = Operation(
    id="caas.partners.payout",
    method="POST",
    path="/webhooks/partners/momo",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "PartnerCallbackReceipt"),
)

_CAAS_SANDBOX_DEPOSITS_PAY = Operation(
    id="caas.sandbox.deposits.pay",
    method="POST",
    path="/caas/v1/sandbox/deposits/{id}/pay",
    credentials=("caasKey", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasDeposit"),
)

_CAAS_SANDBOX_DEPOSITS_PAY_ALIAS = Operation(
    id="caas.sandbox.deposits.pay.alias",
    method="POST",
    path="/caas/api/v1/sandbox/deposits/{id}/pay",
    credentials=("caasKey", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasDeposit"),
)

_CAAS_SANDBOX_FUND = Operation(
    id="caas.sandbox.fund",
    method="POST",
    path="/caas/v1/sandbox/fund",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasSandboxFunding"),
)

_CAAS_SANDBOX_FUND_ALIAS = Operation(
    id="caas.sandbox.fund.alias",
    method="POST",
    path="/caas/api/v1/sandbox/fund",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasSandboxFunding"),
)

_CAAS_SWAPS_CREATE = Operation(
    id="caas.swaps.create",
    method="POST",
    path="/caas/v1/swaps",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "CaasSwap"),
)

_CAAS_SWAPS_CREATE_ALIAS = Operation(
    id="caas.swaps.create.alias",
    method="POST",
    path="/caas/api/v1/swaps",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "CaasSwap"),
)

_CAAS_SWAPS_GET = Operation(
    id="caas.swaps.get",
    method="GET",
    path="/caas/v1/swaps/{id}",
    credentials=("caasKey", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasSwap"),
)

_CAAS_SWAPS_GET_ALIAS = Operation(
    id="caas.swaps.get.alias",
    method="GET",
    path="/caas/api/v1/swaps/{id}",
    credentials=("caasKey", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasSwap"),
)

_CAAS_TRANSFERS_CREATE = Operation(
    id="caas.transfers.create",
    method="POST",
    path="/caas/v1/transfers",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "CaasTransfer"),
)

_CAAS_TRANSFERS_CREATE_ALIAS = Operation(
    id="caas.transfers.create.alias",
    method="POST",
    path="/caas/api/v1/transfers",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "CaasTransfer"),
)

_CAAS_TRANSFERS_GET = Operation(
    id="caas.transfers.get",
    method="GET",
    path="/caas/v1/transfers/{id}",
    credentials=("caasKey", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasTransfer"),
)

_CAAS_TRANSFERS_GET_ALIAS = Operation(
    id="caas.transfers.get.alias",
    method="GET",
    path="/caas/api/v1/transfers/{id}",
    credentials=("caasKey", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasTransfer"),
)

_CAAS_TREASURY = Operation(
    id="caas.treasury",
    method="GET",
    path="/api/v1/admin/caas/treasury",
    credentials=("adminToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasTreasury"),
)

_CAAS_USERS_BALANCE = Operation(
    id="caas.users.balance",
    method="GET",
    path="/caas/v1/users/balance",
    credentials=("caasKey", ),
    path_params=(),
    query_params=("phone_number", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasUserBalance"),
)

_CAAS_USERS_BALANCE_ALIAS = Operation(
    id="caas.users.balance.alias",
    method="GET",
    path="/caas/api/v1/users/balance",
    credentials=("caasKey", ),
    path_params=(),
    query_params=("phone_number", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasUserBalance"),
)

_CAAS_USERS_LINK_CONFIRM = Operation(
    id="caas.users.link.confirm",
    method="POST",
    path="/caas/v1/users/link/confirm",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasLinkedUser"),
)

_CAAS_USERS_LINK_CONFIRM_ALIAS = Operation(
    id="caas.users.link.confirm.alias",
    method="POST",
    path="/caas/api/v1/users/link/confirm",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasLinkedUser"),
)

_CAAS_USERS_LINK_REQUEST = Operation(
    id="caas.users.link.request",
    method="POST",
    path="/caas/v1/users/link/request",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasLinkRequest"),
)

_CAAS_USERS_LINK_REQUEST_ALIAS = Operation(
    id="caas.users.link.request.alias",
    method="POST",
    path="/caas/api/v1/users/link/request",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasLinkRequest"),
)

_CAAS_USERS_PHONE_CHANGE = Operation(
    id="caas.users.phone.change",
    method="POST",
    path="/caas/v1/users/phone/change",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasPhoneChangeRequest"),
)

_CAAS_USERS_PHONE_CHANGE_ALIAS = Operation(
    id="caas.users.phone.change.alias",
    method="POST",
    path="/caas/api/v1/users/phone/change",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasPhoneChangeRequest"),
)

_CAAS_USERS_PHONE_CHANGE_CONFIRM = Operation(
    id="caas.users.phone.change.confirm",
    method="POST",
    path="/caas/v1/users/phone/change/confirm",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasPhoneChanged"),
)

_CAAS_USERS_PHONE_CHANGE_CONFIRM_ALIAS = Operation(
    id="caas.users.phone.change.confirm.alias",
    method="POST",
    path="/caas/api/v1/users/phone/change/confirm",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasPhoneChanged"),
)

_CAAS_USERS_PROVISION = Operation(
    id="caas.users.provision",
    method="POST",
    path="/caas/v1/users/provision",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasProvisionedUser"),
)

_CAAS_USERS_PROVISION_ALIAS = Operation(
    id="caas.users.provision.alias",
    method="POST",
    path="/caas/api/v1/users/provision",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasProvisionedUser"),
)

_CAAS_WITHDRAWALS_CREATE = Operation(
    id="caas.withdrawals.create",
    method="POST",
    path="/caas/v1/withdrawals",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "CaasWithdrawal"),
)

_CAAS_WITHDRAWALS_CREATE_ALIAS = Operation(
    id="caas.withdrawals.create.alias",
    method="POST",
    path="/caas/api/v1/withdrawals",
    credentials=("caasKey", ),
    path_params=(),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "CaasWithdrawal"),
)

_CAAS_WITHDRAWALS_GET = Operation(
    id="caas.withdrawals.get",
    method="GET",
    path="/caas/v1/withdrawals/{id}",
    credentials=("caasKey", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasWithdrawal"),
)

_CAAS_WITHDRAWALS_GET_ALIAS = Operation(
    id="caas.withdrawals.get.alias",
    method="GET",
    path="/caas/api/v1/withdrawals/{id}",
    credentials=("caasKey", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasWithdrawal"),
)

_CHECKOUT_ADDRESSES = Operation(
    id="checkout.addresses",
    method="GET",
    path="/api/v1/checkout/addresses",
    credentials=("apiKey", ),
    path_params=(),
    query_params=("network", "currency", "search", "page", "limit", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CheckoutAddressList"),
)

_CHECKOUT_CREATE = Operation(
    id="checkout.create",
    method="POST",
    path="/api/v1/checkout/create",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "CheckoutSessionCreated"),
)

_CHECKOUT_LIST = Operation(
    id="checkout.list",
    method="GET",
    path="/api/v1/checkout/list",
    credentials=("apiKey", ),
    path_params=(),
    query_params=("status", "payment_method", "page", "limit", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CheckoutSessionList"),
)

_CHECKOUT_PAGE = Operation(
    id="checkout.page",
    method="GET",
    path="/api/v1/checkout/{uuid}/page",
    credentials=(),
    path_params=("uuid", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CheckoutPageResponse"),
)

_CHECKOUT_PAY_PAGE = Operation(
    id="checkout.payPage",
    method="GET",
    path="/pay/{uuid}",
    credentials=(),
    path_params=("uuid", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="text",
    result_type=None,
)

_CHECKOUT_PAY_PAGE_LOGO = Operation(
    id="checkout.payPageLogo",
    method="GET",
    path="/pay/{uuid}/logo",
    credentials=(),
    path_params=("uuid", ),
    query_params=("v", ),
    idempotent=False,
    signed=False,
    result="bytes",
    result_type=None,
)

_CHECKOUT_PUBLIC = Operation(
    id="checkout.public",
    method="GET",
    path="/api/v1/checkout/{uuid}",
    credentials=(),
    path_params=("uuid", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "PublicCheckoutSession"),
)

_CHECKOUT_SELECT = Operation(
    id="checkout.select",
    method="POST",
    path="/api/v1/checkout/{uuid}/select-network",
    credentials=(),
    path_params=("uuid", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CheckoutNetworkSelection"),
)

_CHECKOUT_STATS = Operation(
    id="checkout.stats",
    method="GET",
    path="/api/v1/checkout/stats",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CheckoutStats"),
)

_CHECKOUT_VERIFY = Operation(
    id="checkout.verify",
    method="GET",
    path="/api/v1/checkout/verify/{sessionId}",
    credentials=("apiKey", ),
    path_params=("sessionId", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CheckoutVerification"),
)

_CHECKOUT_VERIFY_NOW = Operation(
    id="checkout.verifyNow",
    method="GET",
    path="/api/v1/checkout/{uuid}/verify-now",
    credentials=(),
    path_params=("uuid", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CheckoutChainVerification"),
)

_MARKET_HEALTH = Operation(
    id="market.health",
    method="GET",
    path="/v1/market/health",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "MarketHealth"),
)

_MARKET_LIVE_PAGE = Operation(
    id="market.livePage",
    method="GET",
    path="/v1/market/live",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="text",
    result_type=None,
)

_MARKET_PRICES = Operation(
    id="market.prices",
    method="GET",
    path="/v1/market/prices",
    credentials=("apiKey", ),
    path_params=(),
    query_params=("symbols", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "MarketPrices"),
)

_MARKET_SYMBOLS = Operation(
    id="market.symbols",
    method="GET",
    path="/v1/market/symbols",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "MarketSymbols"),
)

_OTC_ACCOUNTS = Operation(
    id="otc.accounts",
    method="GET",
    path="/api/v1/otc/accounts",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "OtcAccountList"),
)

_OTC_CREATE_ORDER = Operation(
    id="otc.createOrder",
    method="POST",
    path="/api/v1/otc/orders",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "OtcOrder"),
)

_OTC_FORM_QUEUE = Operation(
    id="otc.formQueue",
    method="GET",
    path="/api/v1/admin/otc/forms",
    credentials=("adminToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "OtcAmlFormQueue"),
)

_OTC_FORM_STATUS = Operation(
    id="otc.formStatus",
    method="GET",
    path="/api/v1/kyc/otc/status",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "OtcAmlForm"),
)

_OTC_GET_ORDER = Operation(
    id="otc.getOrder",
    method="GET",
    path="/api/v1/otc/orders/{id}",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "OtcOrder"),
)

_OTC_HISTORY = Operation(
    id="otc.history",
    method="GET",
    path="/api/v1/otc/history",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("limit", "offset", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "OtcHistory"),
)

_OTC_MARK_PAID = Operation(
    id="otc.markPaid",
    method="POST",
    path="/api/v1/otc/orders/{id}/paid",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "OtcOrder"),
)

_OTC_QUOTE = Operation(
    id="otc.quote",
    method="GET",
    path="/api/v1/otc/quote",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("from", "to", "amount", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "OtcQuote"),
)

_OTC_REFRESH = Operation(
    id="otc.refresh",
    method="POST",
    path="/api/v1/otc/orders/{id}/refresh",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "OtcOrder"),
)

_OTC_RESOLVE = Operation(
    id="otc.resolve",
    method="POST",
    path="/api/v1/admin/otc/orders/{id}/settle",
    credentials=("adminToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "OtcOrder"),
)

_OTC_REVIEW_FORM = Operation(
    id="otc.reviewForm",
    method="POST",
    path="/api/v1/admin/otc/forms/{business_id}/review",
    credentials=("adminToken", ),
    path_params=("business_id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "OtcAmlForm"),
)

_OTC_REVIEW_QUEUE = Operation(
    id="otc.reviewQueue",
    method="GET",
    path="/api/v1/admin/otc/orders/review",
    credentials=("adminToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "OtcReviewList"),
)

_OTC_SANDBOX_PAY = Operation(
    id="otc.sandboxPay",
    method="POST",
    path="/api/v1/sandbox/otc/orders/{id}/pay",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "OtcSandboxPayment"),
)

_OTC_SAVE_DRAFT = Operation(
    id="otc.saveDraft",
    method="PUT",
    path="/api/v1/kyc/otc/draft",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "OtcAmlForm"),
)

_OTC_SUBMIT_FORM = Operation(
    id="otc.submitForm",
    method="POST",
    path="/api/v1/kyc/otc/submit",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "OtcAmlForm"),
)

_PLATFORM_ASYNCAPI = Operation(
    id="platform.asyncapi",
    method="GET",
    path="/asyncapi.json",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "PlatformAsyncapiResponse"),
)

_PLATFORM_DOCS = Operation(
    id="platform.docs",
    method="GET",
    path="/docs",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="text",
    result_type=None,
)

_PLATFORM_HEALTH = Operation(
    id="platform.health",
    method="GET",
    path="/healthz",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "PlatformHealthResponse"),
)

_PLATFORM_METRICS = Operation(
    id="platform.metrics",
    method="GET",
    path="/metrics",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="text",
    result_type=None,
)

_PLATFORM_OPENAPI = Operation(
    id="platform.openapi",
    method="GET",
    path="/openapi.json",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "PlatformOpenapiResponse"),
)

_PLATFORM_READINESS = Operation(
    id="platform.readiness",
    method="GET",
    path="/readyz",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "PlatformReadinessResponse"),
)

_REFUNDS_CREATE = Operation(
    id="refunds.create",
    method="POST",
    path="/api/v1/refunds",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "Refund"),
)

_REFUNDS_GET = Operation(
    id="refunds.get",
    method="GET",
    path="/api/v1/refunds/{id}",
    credentials=("apiKey", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "Refund"),
)

_REFUNDS_LIST = Operation(
    id="refunds.list",
    method="GET",
    path="/api/v1/refunds",
    credentials=("apiKey", ),
    path_params=(),
    query_params=("page", "limit", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "RefundList"),
)

_REMITTANCE_DASHBOARD_CREATE = Operation(
    id="remittance.dashboardCreate",
    method="POST",
    path="/api/v1/remittance/create",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "RemittanceTransfer"),
)

_REMITTANCE_GET = Operation(
    id="remittance.get",
    method="GET",
    path="/api/v1/remittance/transfers/{id}",
    credentials=("apiKey", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "RemittanceTransfer"),
)

_REMITTANCE_ISSUE_KEY = Operation(
    id="remittance.issueKey",
    method="POST",
    path="/api/v1/settings/transfer-signing-keys",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "IssuedTransferSigningKey"),
)

_REMITTANCE_LIST = Operation(
    id="remittance.list",
    method="GET",
    path="/api/v1/remittance/transfers",
    credentials=("apiKey", ),
    path_params=(),
    query_params=("business_id", "limit", "offset", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "RemittanceTransferList"),
)

_REMITTANCE_LIST_KEYS = Operation(
    id="remittance.listKeys",
    method="GET",
    path="/api/v1/settings/transfer-signing-keys",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "TransferSigningKeyList"),
)

_REMITTANCE_PARTNER_WEBHOOK = Operation(
    id="remittance.partnerWebhook",
    method="POST",
    path="/webhooks/partners/wise",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "RemittancePartnerNotificationReceived"),
)

_REMITTANCE_QUOTE = Operation(
    id="remittance.quote",
    method="POST",
    path="/api/v1/remittance/quote",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "RemittanceQuote"),
)

_REMITTANCE_RATES = Operation(
    id="remittance.rates",
    method="GET",
    path="/api/v1/remittance/rates",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "RemittanceRates"),
)

_REMITTANCE_REVOKE_KEY = Operation(
    id="remittance.revokeKey",
    method="POST",
    path="/api/v1/settings/transfer-signing-keys/{id}/revoke",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "TransferSigningKey"),
)

_REMITTANCE_TRANSFER = Operation(
    id="remittance.transfer",
    method="POST",
    path="/api/v1/remittance/transfer",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=True,
    signed=True,
    result="json",
    result_type=("model", "RemittanceTransfer"),
)

_SANDBOX_DEPOSIT = Operation(
    id="sandbox.deposit",
    method="POST",
    path="/api/v1/sandbox/deposits",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SandboxDepositResponse"),
)

_SETTINGS_BRANDING_GET = Operation(
    id="settings.branding.get",
    method="GET",
    path="/api/v1/settings/branding",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SettingsBrandingGetResponse"),
)

_SETTINGS_BRANDING_UPDATE = Operation(
    id="settings.branding.update",
    method="PUT",
    path="/api/v1/settings/branding",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SettingsBrandingUpdateResponse"),
)

_SETTINGS_CHECKOUT_GET = Operation(
    id="settings.checkout.get",
    method="GET",
    path="/api/v1/settings/checkout",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SettingsCheckoutGetResponse"),
)

_SETTINGS_CHECKOUT_UPDATE = Operation(
    id="settings.checkout.update",
    method="PUT",
    path="/api/v1/settings/checkout",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SettingsCheckoutUpdateResponse"),
)

_SETTINGS_WALLET_ADDRESS = Operation(
    id="settings.wallet.address",
    method="GET",
    path="/api/v1/settings/wallet/address/{network}",
    credentials=("accessToken", ),
    path_params=("network", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SettingsWalletAddressResponse"),
)

_SETTINGS_WALLET_GENERATE = Operation(
    id="settings.wallet.generate",
    method="POST",
    path="/api/v1/settings/wallet/generate",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SettingsWalletGenerateResponse"),
)

_SETTINGS_WALLET_GET = Operation(
    id="settings.wallet.get",
    method="GET",
    path="/api/v1/settings/wallet",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SettingsWalletGetResponse"),
)

_SETTINGS_WALLET_SEED = Operation(
    id="settings.wallet.seed",
    method="POST",
    path="/api/v1/settings/wallet/seed",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SettingsWalletSeedResponse"),
)

_SETTLEMENT_CREATE = Operation(
    id="settlement.create",
    method="POST",
    path="/api/v1/settings/settlement-accounts",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SettlementAccount"),
)

_SETTLEMENT_DELETE = Operation(
    id="settlement.delete",
    method="DELETE",
    path="/api/v1/settings/settlement-accounts/{id}",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SettlementDeleteResponse"),
)

_SETTLEMENT_LIST = Operation(
    id="settlement.list",
    method="GET",
    path="/api/v1/settings/settlement-accounts",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SettlementListResponse"),
)

_SETTLEMENT_UPDATE = Operation(
    id="settlement.update",
    method="PUT",
    path="/api/v1/settings/settlement-accounts/{id}",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SettlementAccount"),
)

_SUBSCRIPTION_CRYPTO_CHECKOUT = Operation(
    id="subscription.cryptoCheckout",
    method="POST",
    path="/api/v1/subscription/crypto-checkout",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SubscriptionCryptoCheckoutResponse"),
)

_SUBSCRIPTION_CURRENT = Operation(
    id="subscription.current",
    method="GET",
    path="/api/v1/subscription/current",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "Subscription"),
)

_SUBSCRIPTION_PLANS = Operation(
    id="subscription.plans",
    method="GET",
    path="/api/v1/subscription/plans",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "PlanList"),
)

_SUBSCRIPTION_UPGRADE = Operation(
    id="subscription.upgrade",
    method="POST",
    path="/api/v1/subscription/upgrade",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SubscriptionUpgradeResponse"),
)

_SWAP_ANALYTICS_OVERVIEW = Operation(
    id="swap.analyticsOverview",
    method="GET",
    path="/api/v1/swap/analytics/overview",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("days", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SwapOverview"),
)

_SWAP_ANALYTICS_TRANSACTIONS = Operation(
    id="swap.analyticsTransactions",
    method="GET",
    path="/api/v1/swap/analytics/transactions",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("page", "limit", "status", "type", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SwapList"),
)

_SWAP_ANALYTICS_VOLUME = Operation(
    id="swap.analyticsVolume",
    method="GET",
    path="/api/v1/swap/analytics/volume",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("days", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SwapVolume"),
)

_SWAP_EXECUTE = Operation(
    id="swap.execute",
    method="POST",
    path="/api/v1/swap/customer/{customerID}",
    credentials=("apiKey", ),
    path_params=("customerID", ),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "SwapSubmitted"),
)

_SWAP_EXECUTE_ALIAS = Operation(
    id="swap.execute.alias",
    method="POST",
    path="/api/v1/swap/{customerID}",
    credentials=("apiKey", ),
    path_params=("customerID", ),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "SwapSubmitted"),
)

_SWAP_HISTORY = Operation(
    id="swap.history",
    method="GET",
    path="/api/v1/swap/customer/{customerID}/history",
    credentials=("apiKey", ),
    path_params=("customerID", ),
    query_params=("page", "limit", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SwapList"),
)

_SWAP_HISTORY_ALIAS = Operation(
    id="swap.history.alias",
    method="GET",
    path="/api/v1/swap/{customerID}/history",
    credentials=("apiKey", ),
    path_params=("customerID", ),
    query_params=("page", "limit", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SwapList"),
)

_SWAP_QUOTE = Operation(
    id="swap.quote",
    method="GET",
    path="/api/v1/swap/quote",
    credentials=(),
    path_params=(),
    query_params=("from_chain", "to_chain", "from_token", "to_token", "amount_in", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SwapQuote"),
)

_TEAM_INVITE = Operation(
    id="team.invite",
    method="POST",
    path="/api/v1/team/invites",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "TeamInviteResponse"),
)

_TEAM_LIST = Operation(
    id="team.list",
    method="GET",
    path="/api/v1/team",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "TeamMemberList"),
)

_TEAM_LIST_INVITES = Operation(
    id="team.listInvites",
    method="GET",
    path="/api/v1/team/invites",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("status", "page", "limit", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "TeamInvitationList"),
)

_TEAM_REGISTER = Operation(
    id="team.register",
    method="POST",
    path="/api/v1/team/register",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "TeamRegisterResponse"),
)

_TEAM_REMOVE = Operation(
    id="team.remove",
    method="DELETE",
    path="/api/v1/team/{id}",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "TeamRemoveResponse"),
)

_TEAM_REVOKE_INVITE = Operation(
    id="team.revokeInvite",
    method="DELETE",
    path="/api/v1/team/invites/{id}",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "TeamInvitation"),
)

_TEAM_ROLES_PERMISSIONS = Operation(
    id="team.rolesPermissions",
    method="GET",
    path="/api/v1/team/roles-permissions",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "TeamRolesPermissionsResponse"),
)

_TEAM_SECURITY_POLICY = Operation(
    id="team.securityPolicy",
    method="GET",
    path="/api/v1/settings/security",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "TeamSecurityPolicyResponse"),
)

_TEAM_SET_PERMISSIONS = Operation(
    id="team.setPermissions",
    method="PUT",
    path="/api/v1/team/{id}/permissions",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "TeamMember"),
)

_TEAM_SET_SECURITY_POLICY = Operation(
    id="team.setSecurityPolicy",
    method="PUT",
    path="/api/v1/settings/security",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "TeamSetSecurityPolicyResponse"),
)

_TEAM_VERIFY_INVITE = Operation(
    id="team.verifyInvite",
    method="GET",
    path="/api/v1/team/invites/verify/{token}",
    credentials=(),
    path_params=("token", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "TeamVerifyInviteResponse"),
)

_TEAM_VERIFY_INVITE_TOKEN = Operation(
    id="team.verifyInviteToken",
    method="POST",
    path="/api/v1/team/invites/verify",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "TeamVerifyInviteTokenResponse"),
)

_TREASURY_ADDRESSES = Operation(
    id="treasury.addresses",
    method="GET",
    path="/api/v1/treasury/addresses",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "TreasuryAddresses"),
)

_VA_ASSIGN = Operation(
    id="va.assign",
    method="POST",
    path="/api/v1/admin/virtual-accounts/payments/{payment_id}/assign",
    credentials=("adminToken", ),
    path_params=("payment_id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "BankPayment"),
)

_VA_CLOSE = Operation(
    id="va.close",
    method="POST",
    path="/api/v1/virtual-accounts/{id}/close",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "VirtualAccount"),
)

_VA_CREATE = Operation(
    id="va.create",
    method="POST",
    path="/api/v1/virtual-accounts/create",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "VirtualAccount"),
)

_VA_FREEZE = Operation(
    id="va.freeze",
    method="POST",
    path="/api/v1/admin/virtual-accounts/{id}/freeze",
    credentials=("adminToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "VirtualAccount"),
)

_VA_GET = Operation(
    id="va.get",
    method="GET",
    path="/api/v1/virtual-accounts/{id}",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "VirtualAccount"),
)

_VA_LIST = Operation(
    id="va.list",
    method="GET",
    path="/api/v1/virtual-accounts",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("page", "limit", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "VirtualAccountList"),
)

_VA_PARTNER_NOTIFICATION = Operation(
    id="va.partnerNotification",
    method="POST",
    path="/webhooks/partners/modulr",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "PartnerNotificationReceipt"),
)

_VA_RETURN = Operation(
    id="va.return",
    method="POST",
    path="/api/v1/admin/virtual-accounts/payments/{payment_id}/return",
    credentials=("adminToken", ),
    path_params=("payment_id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "BankPayment"),
)

_VA_SANDBOX_CREDIT = Operation(
    id="va.sandboxCredit",
    method="POST",
    path="/api/v1/sandbox/virtual-accounts/{id}/credit",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "SandboxBankCredit"),
)

_VA_SUSPENSE = Operation(
    id="va.suspense",
    method="GET",
    path="/api/v1/admin/virtual-accounts/suspense",
    credentials=("adminToken", ),
    path_params=(),
    query_params=("limit", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "BankPaymentList"),
)

_VA_UNFREEZE = Operation(
    id="va.unfreeze",
    method="POST",
    path="/api/v1/admin/virtual-accounts/{id}/unfreeze",
    credentials=("adminToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "VirtualAccount"),
)

_VAS_AIRTIME_DETECT = Operation(
    id="vas.airtimeDetect",
    method="GET",
    path="/api/v1/airtime/detect",
    credentials=("apiKey", ),
    path_params=(),
    query_params=("phone", "country_code", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AirtimeOperator"),
)

_VAS_AIRTIME_ORDER = Operation(
    id="vas.airtimeOrder",
    method="POST",
    path="/api/v1/airtime/orders",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "VasOrder"),
)

_VAS_AIRTIME_QUOTE = Operation(
    id="vas.airtimeQuote",
    method="POST",
    path="/api/v1/airtime/quote",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "AirtimeQuote"),
)

_VAS_BILL_ORDER = Operation(
    id="vas.billOrder",
    method="POST",
    path="/api/v1/bills/orders",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "VasOrder"),
)

_VAS_BILLERS = Operation(
    id="vas.billers",
    method="GET",
    path="/api/v1/bills/billers",
    credentials=("apiKey", ),
    path_params=(),
    query_params=("country_code", "type", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "Billers"),
)

_VAS_DATA_BUNDLES = Operation(
    id="vas.dataBundles",
    method="GET",
    path="/api/v1/data/bundles",
    credentials=("apiKey", ),
    path_params=(),
    query_params=("country_code", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "DataBundles"),
)

_VAS_DATA_ORDER = Operation(
    id="vas.dataOrder",
    method="POST",
    path="/api/v1/data/orders",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "VasOrder"),
)

_VAS_GET_MARGINS = Operation(
    id="vas.getMargins",
    method="GET",
    path="/api/v1/vas/margins",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "VasMargins"),
)

_VAS_GET_ORDER = Operation(
    id="vas.getOrder",
    method="GET",
    path="/vas/orders/{reference}",
    credentials=("apiKey", ),
    path_params=("reference", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "VasOrder"),
)

_VAS_GET_ORDER_ALIAS = Operation(
    id="vas.getOrder.alias",
    method="GET",
    path="/api/v1/vas/orders/{reference}",
    credentials=("apiKey", ),
    path_params=("reference", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "VasOrder"),
)

_VAS_GIFTCARD_COUNTRIES = Operation(
    id="vas.giftcardCountries",
    method="GET",
    path="/api/v1/giftcards/countries",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "GiftCardCountries"),
)

_VAS_GIFTCARD_ORDER = Operation(
    id="vas.giftcardOrder",
    method="POST",
    path="/api/v1/giftcards/orders",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "VasOrder"),
)

_VAS_GIFTCARD_PRODUCTS = Operation(
    id="vas.giftcardProducts",
    method="GET",
    path="/api/v1/giftcards/products",
    credentials=("apiKey", ),
    path_params=(),
    query_params=("country_code", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "GiftCardProductList"),
)

_VAS_LIST_ORDERS = Operation(
    id="vas.listOrders",
    method="GET",
    path="/api/v1/vas/orders",
    credentials=("apiKey", ),
    path_params=(),
    query_params=("status", "category", "customer_id", "page", "limit", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "VasOrderList"),
)

_VAS_SET_MARGIN = Operation(
    id="vas.setMargin",
    method="PUT",
    path="/api/v1/vas/margins",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "VasMargins"),
)

_WALLETS_ADDRESSES = Operation(
    id="wallets.addresses",
    method="GET",
    path="/api/v1/wallet/{customerID}/addresses",
    credentials=("apiKey", ),
    path_params=("customerID", ),
    query_params=("refresh", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WalletAddressList"),
)

_WALLETS_CREATE_CUSTOMER = Operation(
    id="wallets.createCustomer",
    method="POST",
    path="/api/v1/wallet/customers",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "WalletCreated"),
)

_WALLETS_CREATE_CUSTOMER_ALIAS = Operation(
    id="wallets.createCustomer.alias",
    method="POST",
    path="/api/v1/wallet/customer/create",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "WalletCreated"),
)

_WALLETS_DERIVE = Operation(
    id="wallets.derive",
    method="POST",
    path="/api/v1/wallet/{customerID}/derive",
    credentials=("apiKey", ),
    path_params=("customerID", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "DerivedAddress"),
)

_WALLETS_EARNINGS = Operation(
    id="wallets.earnings",
    method="GET",
    path="/api/v1/wallet/earnings",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WalletFeeEarnings"),
)

_WALLETS_ESTIMATE_GAS = Operation(
    id="wallets.estimateGas",
    method="POST",
    path="/api/v1/wallet/estimate-gas",
    credentials=(),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "GasEstimate"),
)

_WALLETS_EXPORT_KEY = Operation(
    id="wallets.exportKey",
    method="POST",
    path="/api/v1/wallet/{customerID}/export-key",
    credentials=("apiKey", ),
    path_params=("customerID", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WalletPrivateKey"),
)

_WALLETS_GET_FEES = Operation(
    id="wallets.getFees",
    method="GET",
    path="/api/v1/wallet/fees",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WalletFeeConfig"),
)

_WALLETS_LIST_CUSTOMERS = Operation(
    id="wallets.listCustomers",
    method="GET",
    path="/api/v1/wallet/customers",
    credentials=("apiKey", ),
    path_params=(),
    query_params=("page", "limit", "search", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WalletList"),
)

_WALLETS_SEARCH_ADDRESSES = Operation(
    id="wallets.searchAddresses",
    method="GET",
    path="/api/v1/wallet/addresses",
    credentials=("apiKey", ),
    path_params=(),
    query_params=("page", "limit", "network", "currency", "search", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WalletAddressSearch"),
)

_WALLETS_SEED = Operation(
    id="wallets.seed",
    method="GET",
    path="/api/v1/wallet/{customerID}/seed",
    credentials=("apiKey", ),
    path_params=("customerID", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WalletSeed"),
)

_WALLETS_SET_FEE_ADDRESSES = Operation(
    id="wallets.setFeeAddresses",
    method="PUT",
    path="/api/v1/wallet/fees/addresses",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WalletsSetFeeAddressesResponse"),
)

_WALLETS_SET_FEES = Operation(
    id="wallets.setFees",
    method="POST",
    path="/api/v1/wallet/fees",
    credentials=("apiKey", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WalletFeeConfig"),
)

_WALLETS_TRANSACTIONS = Operation(
    id="wallets.transactions",
    method="GET",
    path="/api/v1/wallet/{customerID}/transactions",
    credentials=("apiKey", ),
    path_params=("customerID", ),
    query_params=("page", "limit", "network", "currency", "status", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WalletTransactionList"),
)

_WALLETS_TRANSFER = Operation(
    id="wallets.transfer",
    method="POST",
    path="/api/v1/wallet/{customerID}/transfer",
    credentials=("apiKey", ),
    path_params=("customerID", ),
    query_params=(),
    idempotent=True,
    signed=False,
    result="json",
    result_type=("model", "WalletTransfer"),
)

_WEBHOOKS_CAAS_CREATE = Operation(
    id="webhooks.caas.create",
    method="POST",
    path="/v1/dashboard/webhooks",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasWebhook"),
)

_WEBHOOKS_CAAS_DEACTIVATE = Operation(
    id="webhooks.caas.deactivate",
    method="DELETE",
    path="/v1/dashboard/webhooks/{id}",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "CaasWebhook"),
)

_WEBHOOKS_CAAS_LIST = Operation(
    id="webhooks.caas.list",
    method="GET",
    path="/v1/dashboard/webhooks",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WebhooksCaasListResponse"),
)

_WEBHOOKS_CAAS_LOGS = Operation(
    id="webhooks.caas.logs",
    method="GET",
    path="/v1/dashboard/webhooks/logs",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("page", "limit", "endpoint_id", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WebhookDeliveryList"),
)

_WEBHOOKS_PAYMENTS_CONFIGURE = Operation(
    id="webhooks.payments.configure",
    method="POST",
    path="/api/v1/settings/webhook",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WebhooksPaymentsConfigureResponse"),
)

_WEBHOOKS_PAYMENTS_DELIVERIES = Operation(
    id="webhooks.payments.deliveries",
    method="GET",
    path="/api/v1/settings/webhook/deliveries",
    credentials=("accessToken", ),
    path_params=(),
    query_params=("page", "limit", ),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WebhookDeliveryList"),
)

_WEBHOOKS_PAYMENTS_GET = Operation(
    id="webhooks.payments.get",
    method="GET",
    path="/api/v1/settings/webhook",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WebhookConfig"),
)

_WEBHOOKS_PAYMENTS_ROTATE = Operation(
    id="webhooks.payments.rotate",
    method="POST",
    path="/api/v1/settings/webhook/rotate-secret",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WebhooksPaymentsRotateResponse"),
)

_WEBHOOKS_PAYMENTS_TEST = Operation(
    id="webhooks.payments.test",
    method="POST",
    path="/api/v1/settings/webhook/test",
    credentials=("accessToken", ),
    path_params=(),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WebhooksPaymentsTestResponse"),
)

_WEBHOOKS_REDELIVER = Operation(
    id="webhooks.redeliver",
    method="POST",
    path="/api/v1/settings/webhook/deliveries/{id}/redeliver",
    credentials=("accessToken", ),
    path_params=("id", ),
    query_params=(),
    idempotent=False,
    signed=False,
    result="json",
    result_type=("model", "WebhooksRedeliverResponse"),
)


class AdminApi(Group):
    """The `admin.*` operations."""

    def get_subscription(self, id: str) -> m.AdminGetSubscriptionResponse:
        """Full subscription state

        GET /admin/businesses/{id}/subscription: Admin token (X-Admin-Token).
        """
        return self._call(_ADMIN_GET_SUBSCRIPTION, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def set_kyc(self, id: str, body: m.AdminSetKycRequest | Mapping[str, Any]) -> m.AdminSetKycResponse:
        """Set KYC status

        PUT /admin/businesses/{id}/kyc: Admin token (X-Admin-Token).
        """
        return self._call(_ADMIN_SET_KYC, (id, ), {}, body, None)  # type: ignore[no-any-return]

    def set_otc_access(self, id: str, body: m.AdminSetOtcAccessRequest | Mapping[str, Any]) -> m.AdminSetOtcAccessResponse:
        """Approve or withdraw OTC access

        PUT /admin/businesses/{id}/otc-access: Admin token (X-Admin-Token).
        """
        return self._call(_ADMIN_SET_OTC_ACCESS, (id, ), {}, body, None)  # type: ignore[no-any-return]

    def set_subscription(self, id: str, body: m.AdminSetSubscriptionRequest | Mapping[str, Any]) -> m.AdminSetSubscriptionResponse:
        """Set plan, free, any plan including enterprise; drops an open invoice (optional status to expire or cancel)

        PUT /admin/businesses/{id}/subscription: Admin token (X-Admin-Token).
        """
        return self._call(_ADMIN_SET_SUBSCRIPTION, (id, ), {}, body, None)  # type: ignore[no-any-return]

    def treasury_moves(self, *, environment: Literal["test", "live"] | None = None, business_id: str | None = None, limit: int | None = None) -> m.AdminTreasuryMovesResponse:
        """Sweeps, gas top-ups and refunds sent by the treasury, newest first

        GET /admin/treasury/moves: Admin token (X-Admin-Token).
        """
        return self._call(_ADMIN_TREASURY_MOVES, (), {"environment": environment, "business_id": business_id, "limit": limit}, None, None)  # type: ignore[no-any-return]

    def treasury_reconciliation(self, *, environment: Literal["test", "live"] | None = None) -> m.AdminTreasuryReconciliationResponse:
        """Each ledger account that mirrors chain funds against the chain, with the differences

        GET /admin/treasury/reconciliation: Admin token (X-Admin-Token).
        """
        return self._call(_ADMIN_TREASURY_RECONCILIATION, (), {"environment": environment}, None, None)  # type: ignore[no-any-return]

    def treasury_sweep(self, body: m.AdminTreasurySweepRequest | Mapping[str, Any]) -> m.AdminTreasurySweepResponse:
        """Run a sweep pass now; answers the sweeps it started

        POST /admin/treasury/sweeps: Admin token (X-Admin-Token).
        """
        return self._call(_ADMIN_TREASURY_SWEEP, (), {}, body, None)  # type: ignore[no-any-return]


class AnalyticsApi(Group):
    """The `analytics.*` operations."""

    def confirm_alert(self, id: str, body: m.AnalyticsConfirmAlertRequest | Mapping[str, Any]) -> m.FraudAlert:
        """Confirm an open alert as fraud (audited)

        POST /api/v1/analytics/fraud-alerts/{id}/confirm: Dashboard JWT, permission `analytics:manage`.
        """
        return self._call(_ANALYTICS_CONFIRM_ALERT, (id, ), {}, body, None)  # type: ignore[no-any-return]

    def dashboard(self, *, days: int | None = None, from_: str | None = None, to: str | None = None, environment: Literal["live", "test"] | None = None, currency: str | None = None) -> m.AnalyticsDashboard:
        """Everything the dashboard page shows at once: overview, daily revenue, payment methods, recent transactions, open fraud alerts

        GET /api/v1/analytics/dashboard: Dashboard JWT, permission `analytics:view`.
        """
        return self._call(_ANALYTICS_DASHBOARD, (), {"days": days, "from": from_, "to": to, "environment": environment, "currency": currency}, None, None)  # type: ignore[no-any-return]

    def dashboard_page(self, *, lang: Literal["en", "de"] | None = None) -> str:
        """The analytics dashboard page (English or German): sign in, then overview, charts, transactions and fraud alerts

        GET /dashboard/analytics: No authentication.
        """
        return self._call(_ANALYTICS_DASHBOARD_PAGE, (), {"lang": lang}, None, None)  # type: ignore[no-any-return]

    def dismiss_alert(self, id: str, body: m.AnalyticsDismissAlertRequest | Mapping[str, Any]) -> m.FraudAlert:
        """Dismiss an open alert as harmless, with the reason (audited)

        POST /api/v1/analytics/fraud-alerts/{id}/dismiss: Dashboard JWT, permission `analytics:manage`.
        """
        return self._call(_ANALYTICS_DISMISS_ALERT, (id, ), {}, body, None)  # type: ignore[no-any-return]

    def export_transactions(self, *, days: int | None = None, from_: str | None = None, to: str | None = None, environment: Literal["live", "test"] | None = None, currency: str | None = None, product: Literal["checkout", "waas", "vas", "swap", "remittance", "otc", "virtual_accounts"] | None = None, type: str | None = None, network: str | None = None, method: str | None = None, search: str | None = None) -> str:
        """The filtered transactions as a CSV file (all pages)

        GET /api/v1/analytics/transactions/export: Dashboard JWT, permission `analytics:view`.
        """
        return self._call(_ANALYTICS_EXPORT_TRANSACTIONS, (), {"days": days, "from": from_, "to": to, "environment": environment, "currency": currency, "product": product, "type": type, "network": network, "method": method, "search": search}, None, None)  # type: ignore[no-any-return]

    def fraud_alerts(self, *, environment: Literal["live", "test"] | None = None, status: Literal["open", "dismissed", "confirmed"] | None = None, page: int | None = None, limit: int | None = None) -> m.FraudAlertList:
        """Fraud alerts, newest first, with how many are open

        GET /api/v1/analytics/fraud-alerts: Dashboard JWT, permission `analytics:view`.
        """
        return self._call(_ANALYTICS_FRAUD_ALERTS, (), {"environment": environment, "status": status, "page": page, "limit": limit}, None, None)  # type: ignore[no-any-return]

    def fraud_alerts_all(self, *, environment: Literal["live", "test"] | None = None, status: Literal["open", "dismissed", "confirmed"] | None = None, limit: int | None = None) -> Iterator[m.FraudAlert]:
        """Every item of fraud_alerts, page after page ("alerts"), fetched as you iterate."""
        return paginate(lambda page: self.fraud_alerts(environment=environment, status=status, limit=limit, page=page), "alerts")

    def fraud_rules(self) -> m.FraudRuleList:
        """The fraud rules with your thresholds, their defaults and bounds

        GET /api/v1/analytics/fraud-rules: Dashboard JWT, permission `analytics:view`.
        """
        return self._call(_ANALYTICS_FRAUD_RULES, (), {}, None, None)  # type: ignore[no-any-return]

    def overview(self, *, days: int | None = None, from_: str | None = None, to: str | None = None, environment: Literal["live", "test"] | None = None, currency: str | None = None) -> m.AnalyticsOverview:
        """Volume, revenue, net sales, refunds, average sale, success rate and session counts for a period, per currency

        GET /api/v1/analytics/overview: Dashboard JWT, permission `analytics:view`.
        """
        return self._call(_ANALYTICS_OVERVIEW, (), {"days": days, "from": from_, "to": to, "environment": environment, "currency": currency}, None, None)  # type: ignore[no-any-return]

    def payment_methods(self, *, days: int | None = None, from_: str | None = None, to: str | None = None, environment: Literal["live", "test"] | None = None, currency: str | None = None) -> m.AnalyticsPaymentMethods:
        """Paid sessions and what they paid, per network and coin

        GET /api/v1/analytics/payment-methods: Dashboard JWT, permission `analytics:view`.
        """
        return self._call(_ANALYTICS_PAYMENT_METHODS, (), {"days": days, "from": from_, "to": to, "environment": environment, "currency": currency}, None, None)  # type: ignore[no-any-return]

    def revenue(self, *, days: int | None = None, from_: str | None = None, to: str | None = None, environment: Literal["live", "test"] | None = None, currency: str | None = None, group: Literal["day", "week", "month"] | None = None, basis: Literal["fiat", "crypto"] | None = None) -> m.AnalyticsRevenue:
        """Volume, refunds and revenue per day, week or month, in the report currency or per crypto asset

        GET /api/v1/analytics/revenue: Dashboard JWT, permission `analytics:view`.
        """
        return self._call(_ANALYTICS_REVENUE, (), {"days": days, "from": from_, "to": to, "environment": environment, "currency": currency, "group": group, "basis": basis}, None, None)  # type: ignore[no-any-return]

    def set_fraud_rule(self, rule: Literal["refund_to_unpaid_address", "settlement_change_then_withdrawal", "shared_payer_address", "refund_ratio", "repeated_underpayment", "unpaid_session_burst", "session_burst"], body: m.AnalyticsSetFraudRuleRequest | Mapping[str, Any]) -> m.FraudRuleList:
        """Move a rule’s threshold within its bounds, or switch it off (audited)

        PUT /api/v1/analytics/fraud-rules/{rule}: Dashboard JWT, permission `analytics:manage`.
        """
        return self._call(_ANALYTICS_SET_FRAUD_RULE, (rule, ), {}, body, None)  # type: ignore[no-any-return]

    def transactions(self, *, days: int | None = None, from_: str | None = None, to: str | None = None, environment: Literal["live", "test"] | None = None, currency: str | None = None, page: int | None = None, limit: int | None = None, product: Literal["checkout", "waas", "vas", "swap", "remittance", "otc", "virtual_accounts"] | None = None, type: str | None = None, network: str | None = None, method: str | None = None, search: str | None = None) -> m.AnalyticsTransactionList:
        """Every money movement of every product, newest first, filtered and paginated

        GET /api/v1/analytics/transactions: Dashboard JWT, permission `analytics:view`.
        """
        return self._call(_ANALYTICS_TRANSACTIONS, (), {"days": days, "from": from_, "to": to, "environment": environment, "currency": currency, "page": page, "limit": limit, "product": product, "type": type, "network": network, "method": method, "search": search}, None, None)  # type: ignore[no-any-return]

    def transactions_all(self, *, days: int | None = None, from_: str | None = None, to: str | None = None, environment: Literal["live", "test"] | None = None, currency: str | None = None, limit: int | None = None, product: Literal["checkout", "waas", "vas", "swap", "remittance", "otc", "virtual_accounts"] | None = None, type: str | None = None, network: str | None = None, method: str | None = None, search: str | None = None) -> Iterator[m.AnalyticsTransaction]:
        """Every item of transactions, page after page ("transactions"), fetched as you iterate."""
        return paginate(lambda page: self.transactions(days=days, from_=from_, to=to, environment=environment, currency=currency, limit=limit, product=product, type=type, network=network, method=method, search=search, page=page), "transactions")


class ApiKeysApi(Group):
    """The `apiKeys.*` operations."""

    def create(self, body: m.ApiKeysCreateRequest | Mapping[str, Any]) -> m.ApiKeyCreated:
        """Create an API key; the key is shown once

        POST /api/v1/api-keys: Dashboard JWT, permission `api_keys:manage`.
        """
        return self._call(_API_KEYS_CREATE, (), {}, body, None)  # type: ignore[no-any-return]

    def list(self) -> m.ApiKeyList:
        """List API keys (never the secret)

        GET /api/v1/api-keys: Dashboard JWT, permission `api_keys:manage`.
        """
        return self._call(_API_KEYS_LIST, (), {}, None, None)  # type: ignore[no-any-return]

    def revoke(self, id: str) -> m.ApiKey:
        """Revoke: 401 at once on every gateway node

        DELETE /api/v1/api-keys/{id}: Dashboard JWT, permission `api_keys:manage`.
        """
        return self._call(_API_KEYS_REVOKE, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def rotate(self, id: str, body: m.ApiKeysRotateRequest | Mapping[str, Any]) -> m.ApiKeyCreated:
        """Rotate: a new key, the old one gets 401 at once

        POST /api/v1/api-keys/{id}/rotate: Dashboard JWT, permission `api_keys:manage`.
        """
        return self._call(_API_KEYS_ROTATE, (id, ), {}, body, None)  # type: ignore[no-any-return]

    def toggle_sandbox(self, body: m.ApiKeysToggleSandboxRequest | Mapping[str, Any]) -> m.ApiKey:
        """Toggle sandbox for a legacy key without prefix (spec rule 3)

        POST /api/v1/api-keys/toggle-sandbox: Dashboard JWT, permission `api_keys:manage`.
        """
        return self._call(_API_KEYS_TOGGLE_SANDBOX, (), {}, body, None)  # type: ignore[no-any-return]


class AuditApi(Group):
    """The `audit.*` operations."""

    def list(self, *, limit: int | None = None, before: str | None = None, action: Literal["api_key.created", "api_key.rotated", "api_key.revoked", "member.invited", "member.permissions_changed", "member.removed", "invitation.accepted", "invitation.revoked", "refund.created", "wallet.seed_revealed", "wallet.key_exported", "webhook.configured", "webhook.deleted", "settlement_account.added", "settlement_account.updated", "settlement_account.removed", "wallet_fees.changed", "plan.changed", "team_security.changed", "caas_user.adopted", "caas_user.linked", "caas_user.phone_changed", "virtual_account.created", "virtual_account.frozen", "virtual_account.unfrozen", "virtual_account.closed", "bank_payment.assigned", "bank_payment.returned", "signing_key.issued", "signing_key.revoked", "remittance.created", "otc.order_created", "otc.order_resolved", "otc_form.reviewed", "fraud_alert.resolved", "fraud_rule.changed"] | None = None, actor_id: str | None = None, target_id: str | None = None, from_: str | None = None, to: str | None = None) -> m.AuditLogPage:
        """The audit log: every sensitive act (keys, team, refunds, secrets revealed, webhooks, settlement accounts, fees, plan, CaaS consent), newest first

        GET /api/v1/audit-log: Dashboard JWT, permission `audit:view`.
        """
        return self._call(_AUDIT_LIST, (), {"limit": limit, "before": before, "action": action, "actor_id": actor_id, "target_id": target_id, "from": from_, "to": to}, None, None)  # type: ignore[no-any-return]


class AuthApi(Group):
    """The `auth.*` operations."""

    def login(self, body: m.AuthLoginRequest | Mapping[str, Any]) -> m.AuthTokens:
        """Log in; 401 OTP_REQUIRED when 2FA is on and no otp_code was sent

        POST /api/v1/auth/login: No authentication.
        """
        return self._call(_AUTH_LOGIN, (), {}, body, None)  # type: ignore[no-any-return]

    def refresh(self, body: m.AuthRefreshRequest | Mapping[str, Any]) -> m.AuthRefreshResponse:
        """Exchange a refresh token for a new pair (the old refresh token dies)

        POST /api/v1/auth/refresh: No authentication.
        """
        return self._call(_AUTH_REFRESH, (), {}, body, None)  # type: ignore[no-any-return]

    def register(self, body: m.AuthRegisterRequest | Mapping[str, Any]) -> m.AuthRegisterResponse:
        """Create a business and its owner; returns a token pair

        POST /api/v1/auth/register: No authentication.
        """
        return self._call(_AUTH_REGISTER, (), {}, body, None)  # type: ignore[no-any-return]

    def two_factor_disable(self, body: m.AuthTwoFactorDisableRequest | Mapping[str, Any]) -> m.AuthTwoFactorDisableResponse:
        """Disable TOTP with a valid code

        POST /api/v1/auth/2fa/disable: Dashboard JWT.
        """
        return self._call(_AUTH_TWO_FACTOR_DISABLE, (), {}, body, None)  # type: ignore[no-any-return]

    def two_factor_enable(self, body: m.AuthTwoFactorEnableRequest | Mapping[str, Any]) -> m.AuthTwoFactorEnableResponse:
        """Enable TOTP with a valid code

        POST /api/v1/auth/2fa/enable: Dashboard JWT.
        """
        return self._call(_AUTH_TWO_FACTOR_ENABLE, (), {}, body, None)  # type: ignore[no-any-return]

    def two_factor_setup(self) -> m.AuthTwoFactorSetupResponse:
        """Start TOTP setup: secret and otpauth URI

        POST /api/v1/auth/2fa/setup: Dashboard JWT.
        """
        return self._call(_AUTH_TWO_FACTOR_SETUP, (), {}, None, None)  # type: ignore[no-any-return]

    def two_factor_status(self) -> m.AuthTwoFactorStatusResponse:
        """Two-factor status

        GET /api/v1/auth/2fa/status: Dashboard JWT.
        """
        return self._call(_AUTH_TWO_FACTOR_STATUS, (), {}, None, None)  # type: ignore[no-any-return]


class BalanceApi(Group):
    """The `balance.*` operations."""

    def dashboard_entries(self, *, currency: str | None = None, direction: str | None = None, from_: str | None = None, to: str | None = None, page: int | None = None, limit: int | None = None, environment: Literal["test", "live"] | None = None) -> m.BalanceEntryList:
        """Ledger entries of the balance, for team members (environment=test|live, default live)

        GET /api/v1/dashboard/balance/entries: Dashboard JWT, permission `balance:view`.
        """
        return self._call(_BALANCE_DASHBOARD_ENTRIES, (), {"currency": currency, "direction": direction, "from": from_, "to": to, "page": page, "limit": limit, "environment": environment}, None, None)  # type: ignore[no-any-return]

    def dashboard_entries_all(self, *, currency: str | None = None, direction: str | None = None, from_: str | None = None, to: str | None = None, limit: int | None = None, environment: Literal["test", "live"] | None = None) -> Iterator[m.BalanceEntry]:
        """Every item of dashboard_entries, page after page ("entries"), fetched as you iterate."""
        return paginate(lambda page: self.dashboard_entries(currency=currency, direction=direction, from_=from_, to=to, limit=limit, environment=environment, page=page), "entries")

    def dashboard_get(self, *, currency: str | None = None, environment: Literal["test", "live"] | None = None) -> m.Balance:
        """The balance per currency, for team members (environment=test|live, default live)

        GET /api/v1/dashboard/balance: Dashboard JWT, permission `balance:view`.
        """
        return self._call(_BALANCE_DASHBOARD_GET, (), {"currency": currency, "environment": environment}, None, None)  # type: ignore[no-any-return]

    def entries(self, *, currency: str | None = None, direction: str | None = None, from_: str | None = None, to: str | None = None, page: int | None = None, limit: int | None = None) -> m.BalanceEntryList:
        """Ledger entries of the balance, newest first; filter by currency, direction and a [from, to) time range

        GET /api/v1/balance/entries: API key (test_sk_ / live_sk_), permission `balance:view`.
        """
        return self._call(_BALANCE_ENTRIES, (), {"currency": currency, "direction": direction, "from": from_, "to": to, "page": page, "limit": limit}, None, None)  # type: ignore[no-any-return]

    def entries_all(self, *, currency: str | None = None, direction: str | None = None, from_: str | None = None, to: str | None = None, limit: int | None = None) -> Iterator[m.BalanceEntry]:
        """Every item of entries, page after page ("entries"), fetched as you iterate."""
        return paginate(lambda page: self.entries(currency=currency, direction=direction, from_=from_, to=to, limit=limit, page=page), "entries")

    def get(self, *, currency: str | None = None) -> m.Balance:
        """The balance per currency: available, pending (top-ups not yet confirmed) and held (reserved by orders)

        GET /api/v1/balance: API key (test_sk_ / live_sk_), permission `balance:view`.
        """
        return self._call(_BALANCE_GET, (), {"currency": currency}, None, None)  # type: ignore[no-any-return]

    def top_up_addresses(self) -> m.BalanceTopUpAddresses:
        """Where to send USDT or USDC on POL or BSC to top up (made at the first call, watched from then on)

        GET /api/v1/balance/top-up-addresses: API key (test_sk_ / live_sk_), permission `balance:view`.
        """
        return self._call(_BALANCE_TOP_UP_ADDRESSES, (), {}, None, None)  # type: ignore[no-any-return]


class CaasApi(Group):
    """The `caas.*` operations."""

    def deposits_create(self, body: m.CaasDepositsCreateRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.CaasDeposit:
        """Start an on-ramp deposit: the partner collects local fiat from the user’s mobile money, the platform sends the quoted USDC from its treasury (deposit.settled)

        POST /caas/v1/deposits: API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
        """
        return self._call(_CAAS_DEPOSITS_CREATE, (), {}, body, idempotency_key)  # type: ignore[no-any-return]

    def deposits_create_alias(self, body: m.CaasDepositsCreateAliasRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.CaasDeposit:
        """Start an on-ramp deposit: the partner collects local fiat from the user’s mobile money, the platform sends the quoted USDC from its treasury (deposit.settled)

        POST /caas/api/v1/deposits: The operation `caas.deposits.create` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
        """
        return self._call(_CAAS_DEPOSITS_CREATE_ALIAS, (), {}, body, idempotency_key)  # type: ignore[no-any-return]

    def deposits_get(self, id: str) -> m.CaasDeposit:
        """An on-ramp deposit with the same fields as its webhooks

        GET /caas/v1/deposits/{id}: API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
        """
        return self._call(_CAAS_DEPOSITS_GET, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def deposits_get_alias(self, id: str) -> m.CaasDeposit:
        """An on-ramp deposit with the same fields as its webhooks

        GET /caas/api/v1/deposits/{id}: The operation `caas.deposits.get` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
        """
        return self._call(_CAAS_DEPOSITS_GET_ALIAS, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def partners_onramp(self) -> m.PartnerCallbackReceipt:
        """The on-ramp partner’s collection callbacks, signed (X-YC-Signature): a hint to look the collection up

        POST /webhooks/partners/onramp: No authentication.
        """
        return self._call(_CAAS_PARTNERS_ONRAMP, (), {}, None, None)  # type: ignore[no-any-return]

    def partners_payout(self) -> m.PartnerCallbackReceipt:
        """The payout partner’s transfer callbacks (MTN MoMo, unsigned): only a hint to look the payout up

        POST /webhooks/partners/momo: No authentication.
        """
        return self._call(_CAAS_PARTNERS_PAYOUT, (), {}, None, None)  # type: ignore[no-any-return]

    def sandbox_deposits_pay(self, id: str) -> m.CaasDeposit:
        """Test keys: the user pays a pending deposit’s collection at the sandbox partner; its callback settles the deposit

        POST /caas/v1/sandbox/deposits/{id}/pay: API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
        """
        return self._call(_CAAS_SANDBOX_DEPOSITS_PAY, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def sandbox_deposits_pay_alias(self, id: str) -> m.CaasDeposit:
        """Test keys: the user pays a pending deposit’s collection at the sandbox partner; its callback settles the deposit

        POST /caas/api/v1/sandbox/deposits/{id}/pay: The operation `caas.sandbox.deposits.pay` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
        """
        return self._call(_CAAS_SANDBOX_DEPOSITS_PAY_ALIAS, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def sandbox_fund(self, body: m.CaasSandboxFundRequest | Mapping[str, Any]) -> m.CaasSandboxFunding:
        """Credit a user's smart account on the sandbox ledger (test keys only)

        POST /caas/v1/sandbox/fund: API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
        """
        return self._call(_CAAS_SANDBOX_FUND, (), {}, body, None)  # type: ignore[no-any-return]

    def sandbox_fund_alias(self, body: m.CaasSandboxFundAliasRequest | Mapping[str, Any]) -> m.CaasSandboxFunding:
        """Credit a user's smart account on the sandbox ledger (test keys only)

        POST /caas/api/v1/sandbox/fund: The operation `caas.sandbox.fund` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
        """
        return self._call(_CAAS_SANDBOX_FUND_ALIAS, (), {}, body, None)  # type: ignore[no-any-return]

    def swaps_create(self, body: m.CaasSwapsCreateRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.CaasSwap:
        """Swap a user's funds through the platform swap contract (a user operation; sandbox ledger at hub prices for test keys); ends in swap.settled or swap.failed

        POST /caas/v1/swaps: API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
        """
        return self._call(_CAAS_SWAPS_CREATE, (), {}, body, idempotency_key)  # type: ignore[no-any-return]

    def swaps_create_alias(self, body: m.CaasSwapsCreateAliasRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.CaasSwap:
        """Swap a user's funds through the platform swap contract (a user operation; sandbox ledger at hub prices for test keys); ends in swap.settled or swap.failed

        POST /caas/api/v1/swaps: The operation `caas.swaps.create` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
        """
        return self._call(_CAAS_SWAPS_CREATE_ALIAS, (), {}, body, idempotency_key)  # type: ignore[no-any-return]

    def swaps_get(self, id: str) -> m.CaasSwap:
        """A swap with the same status fields as its webhooks

        GET /caas/v1/swaps/{id}: API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
        """
        return self._call(_CAAS_SWAPS_GET, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def swaps_get_alias(self, id: str) -> m.CaasSwap:
        """A swap with the same status fields as its webhooks

        GET /caas/api/v1/swaps/{id}: The operation `caas.swaps.get` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
        """
        return self._call(_CAAS_SWAPS_GET_ALIAS, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def transfers_create(self, body: m.CaasTransfersCreateRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.CaasTransfer:
        """Transfer USDC between two phone users (a user operation; sandbox ledger for test keys)

        POST /caas/v1/transfers: API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
        """
        return self._call(_CAAS_TRANSFERS_CREATE, (), {}, body, idempotency_key)  # type: ignore[no-any-return]

    def transfers_create_alias(self, body: m.CaasTransfersCreateAliasRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.CaasTransfer:
        """Transfer USDC between two phone users (a user operation; sandbox ledger for test keys)

        POST /caas/api/v1/transfers: The operation `caas.transfers.create` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
        """
        return self._call(_CAAS_TRANSFERS_CREATE_ALIAS, (), {}, body, idempotency_key)  # type: ignore[no-any-return]

    def transfers_get(self, id: str) -> m.CaasTransfer:
        """A transfer with the same status fields as its webhooks

        GET /caas/v1/transfers/{id}: API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
        """
        return self._call(_CAAS_TRANSFERS_GET, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def transfers_get_alias(self, id: str) -> m.CaasTransfer:
        """A transfer with the same status fields as its webhooks

        GET /caas/api/v1/transfers/{id}: The operation `caas.transfers.get` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
        """
        return self._call(_CAAS_TRANSFERS_GET_ALIAS, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def treasury(self) -> m.CaasTreasury:
        """The CaaS treasury’s smart account per environment and its USDC: what withdrawals sweep into and deposits are paid from

        GET /api/v1/admin/caas/treasury: Admin token (X-Admin-Token).
        """
        return self._call(_CAAS_TREASURY, (), {}, None, None)  # type: ignore[no-any-return]

    def users_balance(self, *, phone_number: str) -> m.CaasUserBalance:
        """USDC balance of the user's smart account

        GET /caas/v1/users/balance: API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
        """
        return self._call(_CAAS_USERS_BALANCE, (), {"phone_number": phone_number}, None, None)  # type: ignore[no-any-return]

    def users_balance_alias(self, *, phone_number: str) -> m.CaasUserBalance:
        """USDC balance of the user's smart account

        GET /caas/api/v1/users/balance: The operation `caas.users.balance` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
        """
        return self._call(_CAAS_USERS_BALANCE_ALIAS, (), {"phone_number": phone_number}, None, None)  # type: ignore[no-any-return]

    def users_link_confirm(self, body: m.CaasUsersLinkConfirmRequest | Mapping[str, Any]) -> m.CaasLinkedUser:
        """Confirm a link with the code the user received; emits user.linked

        POST /caas/v1/users/link/confirm: API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
        """
        return self._call(_CAAS_USERS_LINK_CONFIRM, (), {}, body, None)  # type: ignore[no-any-return]

    def users_link_confirm_alias(self, body: m.CaasUsersLinkConfirmAliasRequest | Mapping[str, Any]) -> m.CaasLinkedUser:
        """Confirm a link with the code the user received; emits user.linked

        POST /caas/api/v1/users/link/confirm: The operation `caas.users.link.confirm` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
        """
        return self._call(_CAAS_USERS_LINK_CONFIRM_ALIAS, (), {}, body, None)  # type: ignore[no-any-return]

    def users_link_request(self, body: m.CaasUsersLinkRequestRequest | Mapping[str, Any]) -> m.CaasLinkRequest:
        """Ask to link another merchant's user: a one-time code by SMS (CODE_SENT; CODE_PENDING when the provider's answer was lost)

        POST /caas/v1/users/link/request: API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
        """
        return self._call(_CAAS_USERS_LINK_REQUEST, (), {}, body, None)  # type: ignore[no-any-return]

    def users_link_request_alias(self, body: m.CaasUsersLinkRequestAliasRequest | Mapping[str, Any]) -> m.CaasLinkRequest:
        """Ask to link another merchant's user: a one-time code by SMS (CODE_SENT; CODE_PENDING when the provider's answer was lost)

        POST /caas/api/v1/users/link/request: The operation `caas.users.link.request` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
        """
        return self._call(_CAAS_USERS_LINK_REQUEST_ALIAS, (), {}, body, None)  # type: ignore[no-any-return]

    def users_phone_change(self, body: m.CaasUsersPhoneChangeRequest | Mapping[str, Any]) -> m.CaasPhoneChangeRequest:
        """Ask to move a user's wallet to a new phone number: a one-time code by SMS to the new number (CODE_SENT); the wallet's sole merchant only

        POST /caas/v1/users/phone/change: API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
        """
        return self._call(_CAAS_USERS_PHONE_CHANGE, (), {}, body, None)  # type: ignore[no-any-return]

    def users_phone_change_alias(self, body: m.CaasUsersPhoneChangeAliasRequest | Mapping[str, Any]) -> m.CaasPhoneChangeRequest:
        """Ask to move a user's wallet to a new phone number: a one-time code by SMS to the new number (CODE_SENT); the wallet's sole merchant only

        POST /caas/api/v1/users/phone/change: The operation `caas.users.phone.change` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
        """
        return self._call(_CAAS_USERS_PHONE_CHANGE_ALIAS, (), {}, body, None)  # type: ignore[no-any-return]

    def users_phone_change_confirm(self, body: m.CaasUsersPhoneChangeConfirmRequest | Mapping[str, Any]) -> m.CaasPhoneChanged:
        """Move the wallet with the code the new number received; emits user.phone_changed

        POST /caas/v1/users/phone/change/confirm: API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
        """
        return self._call(_CAAS_USERS_PHONE_CHANGE_CONFIRM, (), {}, body, None)  # type: ignore[no-any-return]

    def users_phone_change_confirm_alias(self, body: m.CaasUsersPhoneChangeConfirmAliasRequest | Mapping[str, Any]) -> m.CaasPhoneChanged:
        """Move the wallet with the code the new number received; emits user.phone_changed

        POST /caas/api/v1/users/phone/change/confirm: The operation `caas.users.phone.change.confirm` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
        """
        return self._call(_CAAS_USERS_PHONE_CHANGE_CONFIRM_ALIAS, (), {}, body, None)  # type: ignore[no-any-return]

    def users_provision(self, body: m.CaasUsersProvisionRequest | Mapping[str, Any]) -> m.CaasProvisionedUser:
        """Provision (or find) the smart-account wallet of a phone number; safe to repeat

        POST /caas/v1/users/provision: API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
        """
        return self._call(_CAAS_USERS_PROVISION, (), {}, body, None)  # type: ignore[no-any-return]

    def users_provision_alias(self, body: m.CaasUsersProvisionAliasRequest | Mapping[str, Any]) -> m.CaasProvisionedUser:
        """Provision (or find) the smart-account wallet of a phone number; safe to repeat

        POST /caas/api/v1/users/provision: The operation `caas.users.provision` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:users`.
        """
        return self._call(_CAAS_USERS_PROVISION_ALIAS, (), {}, body, None)  # type: ignore[no-any-return]

    def withdrawals_create(self, body: m.CaasWithdrawalsCreateRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.CaasWithdrawal:
        """Withdraw a user's USDC to mobile money: swept to the platform treasury (withdrawal.submitted, withdrawal.crypto_received), paid out in local currency (withdrawal.completed); a failed payout returns the USDC (withdrawal.failed)

        POST /caas/v1/withdrawals: API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
        """
        return self._call(_CAAS_WITHDRAWALS_CREATE, (), {}, body, idempotency_key)  # type: ignore[no-any-return]

    def withdrawals_create_alias(self, body: m.CaasWithdrawalsCreateAliasRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.CaasWithdrawal:
        """Withdraw a user's USDC to mobile money: swept to the platform treasury (withdrawal.submitted, withdrawal.crypto_received), paid out in local currency (withdrawal.completed); a failed payout returns the USDC (withdrawal.failed)

        POST /caas/api/v1/withdrawals: The operation `caas.withdrawals.create` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:transfers`.
        """
        return self._call(_CAAS_WITHDRAWALS_CREATE_ALIAS, (), {}, body, idempotency_key)  # type: ignore[no-any-return]

    def withdrawals_get(self, id: str) -> m.CaasWithdrawal:
        """A withdrawal with the same fields as its webhooks

        GET /caas/v1/withdrawals/{id}: API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
        """
        return self._call(_CAAS_WITHDRAWALS_GET, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def withdrawals_get_alias(self, id: str) -> m.CaasWithdrawal:
        """A withdrawal with the same fields as its webhooks

        GET /caas/api/v1/withdrawals/{id}: The operation `caas.withdrawals.get` at the second path the spec shows; same contract. API key (svc_sk_test_ / svc_sk_live_), permission `caas:view`.
        """
        return self._call(_CAAS_WITHDRAWALS_GET_ALIAS, (id, ), {}, None, None)  # type: ignore[no-any-return]


class CheckoutApi(Group):
    """The `checkout.*` operations."""

    def addresses(self, *, network: str | None = None, currency: Literal["USDT", "USDC"] | None = None, search: str | None = None, page: int | None = None, limit: int | None = None) -> m.CheckoutAddressList:
        """Deposit addresses assigned to sessions

        GET /api/v1/checkout/addresses: API key (test_sk_ / live_sk_), permission `checkout:view`.
        """
        return self._call(_CHECKOUT_ADDRESSES, (), {"network": network, "currency": currency, "search": search, "page": page, "limit": limit}, None, None)  # type: ignore[no-any-return]

    def addresses_all(self, *, network: str | None = None, currency: Literal["USDT", "USDC"] | None = None, search: str | None = None, limit: int | None = None) -> Iterator[m.CheckoutAddressListAddressesItem]:
        """Every item of addresses, page after page ("addresses"), fetched as you iterate."""
        return paginate(lambda page: self.addresses(network=network, currency=currency, search=search, limit=limit, page=page), "addresses")

    def create(self, body: m.CheckoutCreateRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.CheckoutSessionCreated:
        """Create a checkout session (Idempotency-Key supported)

        POST /api/v1/checkout/create: API key (test_sk_ / live_sk_), permission `checkout:manage`.
        """
        return self._call(_CHECKOUT_CREATE, (), {}, body, idempotency_key)  # type: ignore[no-any-return]

    def list(self, *, status: Literal["pending", "paid", "expired", "failed"] | None = None, payment_method: str | None = None, page: int | None = None, limit: int | None = None) -> m.CheckoutSessionList:
        """List sessions

        GET /api/v1/checkout/list: API key (test_sk_ / live_sk_), permission `checkout:view`.
        """
        return self._call(_CHECKOUT_LIST, (), {"status": status, "payment_method": payment_method, "page": page, "limit": limit}, None, None)  # type: ignore[no-any-return]

    def list_all(self, *, status: Literal["pending", "paid", "expired", "failed"] | None = None, payment_method: str | None = None, limit: int | None = None) -> Iterator[m.CheckoutSession]:
        """Every item of list, page after page ("payments"), fetched as you iterate."""
        return paginate(lambda page: self.list(status=status, payment_method=payment_method, limit=limit, page=page), "payments")

    def page(self, uuid: str) -> m.CheckoutPageResponse:
        """The session as the hosted page draws it: its view (choose, waiting, detected, partial, paid, ...), amounts, payments

        GET /api/v1/checkout/{uuid}/page: No authentication.
        """
        return self._call(_CHECKOUT_PAGE, (uuid, ), {}, None, None)  # type: ignore[no-any-return]

    def pay_page(self, uuid: str) -> str:
        """Hosted payment page (in the language of Accept-Language: English or German)

        GET /pay/{uuid}: No authentication.
        """
        return self._call(_CHECKOUT_PAY_PAGE, (uuid, ), {}, None, None)  # type: ignore[no-any-return]

    def pay_page_logo(self, uuid: str, *, v: str | None = None) -> bytes:
        """The merchant logo on a session’s page (plans with custom_branding)

        GET /pay/{uuid}/logo: No authentication.
        """
        return self._call(_CHECKOUT_PAY_PAGE_LOGO, (uuid, ), {"v": v}, None, None)  # type: ignore[no-any-return]

    def public(self, uuid: str) -> m.PublicCheckoutSession:
        """Public session view

        GET /api/v1/checkout/{uuid}: No authentication.
        """
        return self._call(_CHECKOUT_PUBLIC, (uuid, ), {}, None, None)  # type: ignore[no-any-return]

    def select(self, uuid: str, body: m.CheckoutSelectRequest | Mapping[str, Any]) -> m.CheckoutNetworkSelection:
        """Choose network and currency: address, locked crypto amount, QR code

        POST /api/v1/checkout/{uuid}/select-network: No authentication.
        """
        return self._call(_CHECKOUT_SELECT, (uuid, ), {}, body, None)  # type: ignore[no-any-return]

    def stats(self) -> m.CheckoutStats:
        """Volume, success rate, network breakdown

        GET /api/v1/checkout/stats: API key (test_sk_ / live_sk_), permission `checkout:view`.
        """
        return self._call(_CHECKOUT_STATS, (), {}, None, None)  # type: ignore[no-any-return]

    def verify(self, session_id: str) -> m.CheckoutVerification:
        """Session status; paid means confirmed on-chain

        GET /api/v1/checkout/verify/{sessionId}: API key (test_sk_ / live_sk_), permission `checkout:view`.
        """
        return self._call(_CHECKOUT_VERIFY, (session_id, ), {}, None, None)  # type: ignore[no-any-return]

    def verify_now(self, uuid: str) -> m.CheckoutChainVerification:
        """Check the chain now: pending, paid, partial, expired

        GET /api/v1/checkout/{uuid}/verify-now: No authentication.
        """
        return self._call(_CHECKOUT_VERIFY_NOW, (uuid, ), {}, None, None)  # type: ignore[no-any-return]


class MarketApi(Group):
    """The `market.*` operations."""

    def health(self) -> m.MarketHealth:
        """Price source status and staleness

        GET /v1/market/health: No authentication.
        """
        return self._call(_MARKET_HEALTH, (), {}, None, None)  # type: ignore[no-any-return]

    def live_page(self) -> str:
        """Live price page over the market WebSocket

        GET /v1/market/live: No authentication.
        """
        return self._call(_MARKET_LIVE_PAGE, (), {}, None, None)  # type: ignore[no-any-return]

    def prices(self, *, symbols: str | None = None) -> m.MarketPrices:
        """Latest price, 24 h change and volume per symbol; unknown symbols are listed, not dropped

        GET /v1/market/prices: API key (test_sk_ / live_sk_).
        """
        return self._call(_MARKET_PRICES, (), {"symbols": symbols}, None, None)  # type: ignore[no-any-return]

    def symbols(self) -> m.MarketSymbols:
        """Every symbol the hub quotes

        GET /v1/market/symbols: No authentication.
        """
        return self._call(_MARKET_SYMBOLS, (), {}, None, None)  # type: ignore[no-any-return]


class OtcApi(Group):
    """The `otc.*` operations."""

    def accounts(self) -> m.OtcAccountList:
        """The desk’s bank accounts you pay orders into (GBP, EUR)

        GET /api/v1/otc/accounts: Dashboard JWT, permission `otc:view`.
        """
        return self._call(_OTC_ACCOUNTS, (), {}, None, None)  # type: ignore[no-any-return]

    def create_order(self, body: m.OtcCreateOrderRequest | Mapping[str, Any]) -> m.OtcOrder:
        """Order a conversion at a locked rate: pay from_amount to payment_details with its reference before expires_at

        POST /api/v1/otc/orders: Dashboard JWT, permission `otc:trade`.
        """
        return self._call(_OTC_CREATE_ORDER, (), {}, body, None)  # type: ignore[no-any-return]

    def form_queue(self) -> m.OtcAmlFormQueue:
        """AML forms waiting for review, oldest first

        GET /api/v1/admin/otc/forms: Admin token (X-Admin-Token).
        """
        return self._call(_OTC_FORM_QUEUE, (), {}, None, None)  # type: ignore[no-any-return]

    def form_status(self) -> m.OtcAmlForm:
        """Your AML form: its status, the operator’s reason when rejected, and what it holds

        GET /api/v1/kyc/otc/status: Dashboard JWT, permission `otc:view`.
        """
        return self._call(_OTC_FORM_STATUS, (), {}, None, None)  # type: ignore[no-any-return]

    def get_order(self, id: str) -> m.OtcOrder:
        """One order with its quotes

        GET /api/v1/otc/orders/{id}: Dashboard JWT, permission `otc:view`.
        """
        return self._call(_OTC_GET_ORDER, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def history(self, *, limit: int | None = None, offset: int | None = None) -> m.OtcHistory:
        """Your orders, newest first, each with every quote it had

        GET /api/v1/otc/history: Dashboard JWT, permission `otc:view`.
        """
        return self._call(_OTC_HISTORY, (), {"limit": limit, "offset": offset}, None, None)  # type: ignore[no-any-return]

    def mark_paid(self, id: str, body: m.OtcMarkPaidRequest | Mapping[str, Any]) -> m.OtcOrder:
        """Say you have paid (payment_marked); the order settles when the bank payment arrives

        POST /api/v1/otc/orders/{id}/paid: Dashboard JWT, permission `otc:trade`.
        """
        return self._call(_OTC_MARK_PAID, (id, ), {}, body, None)  # type: ignore[no-any-return]

    def quote(self, *, from_: str, to: str, amount: str) -> m.OtcQuote:
        """The desk’s price for an amount (informative: an order locks its own rate)

        GET /api/v1/otc/quote: Dashboard JWT, permission `otc:view`.
        """
        return self._call(_OTC_QUOTE, (), {"from": from_, "to": to, "amount": amount}, None, None)  # type: ignore[no-any-return]

    def refresh(self, id: str) -> m.OtcOrder:
        """Re-quote an expired order at today’s rate, keeping its id and payment reference

        POST /api/v1/otc/orders/{id}/refresh: Dashboard JWT, permission `otc:trade`.
        """
        return self._call(_OTC_REFRESH, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def resolve(self, id: str, body: m.OtcResolveRequest | Mapping[str, Any]) -> m.OtcOrder:
        """Settle an order in review at what arrived: the received amount in `from` at the rate in force, rounded down

        POST /api/v1/admin/otc/orders/{id}/settle: Admin token (X-Admin-Token).
        """
        return self._call(_OTC_RESOLVE, (id, ), {}, body, None)  # type: ignore[no-any-return]

    def review_form(self, business_id: str, body: m.OtcReviewFormRequest | Mapping[str, Any]) -> m.OtcAmlForm:
        """Approve or reject a submitted AML form (a rejection’s reason is shown to the business)

        POST /api/v1/admin/otc/forms/{business_id}/review: Admin token (X-Admin-Token).
        """
        return self._call(_OTC_REVIEW_FORM, (business_id, ), {}, body, None)  # type: ignore[no-any-return]

    def review_queue(self) -> m.OtcReviewList:
        """Orders paid other than as ordered (under, over, late), oldest first

        GET /api/v1/admin/otc/orders/review: Admin token (X-Admin-Token).
        """
        return self._call(_OTC_REVIEW_QUEUE, (), {}, None, None)  # type: ignore[no-any-return]

    def sandbox_pay(self, id: str, body: m.OtcSandboxPayRequest | Mapping[str, Any]) -> m.OtcSandboxPayment:
        """Outside production: the sandbox bank pays the order’s desk account with its reference (another amount tests review)

        POST /api/v1/sandbox/otc/orders/{id}/pay: Dashboard JWT, permission `otc:trade`.
        """
        return self._call(_OTC_SANDBOX_PAY, (id, ), {}, body, None)  # type: ignore[no-any-return]

    def save_draft(self, body: m.OtcSaveDraftRequest | Mapping[str, Any]) -> m.OtcAmlForm:
        """Save fields of the form (merged into the draft); a rejected form is corrected here

        PUT /api/v1/kyc/otc/draft: Dashboard JWT, permission `otc:trade`.
        """
        return self._call(_OTC_SAVE_DRAFT, (), {}, body, None)  # type: ignore[no-any-return]

    def submit_form(self) -> m.OtcAmlForm:
        """Submit the form for review (every field required)

        POST /api/v1/kyc/otc/submit: Dashboard JWT, permission `otc:trade`.
        """
        return self._call(_OTC_SUBMIT_FORM, (), {}, None, None)  # type: ignore[no-any-return]


class PlatformApi(Group):
    """The `platform.*` operations."""

    def asyncapi(self) -> m.PlatformAsyncapiResponse:
        """AsyncAPI 3.0 document of the market WebSocket /v1/market/ws

        GET /asyncapi.json: No authentication.
        """
        return self._call(_PLATFORM_ASYNCAPI, (), {}, None, None)  # type: ignore[no-any-return]

    def docs(self) -> str:
        """Human-readable API reference

        GET /docs: No authentication.
        """
        return self._call(_PLATFORM_DOCS, (), {}, None, None)  # type: ignore[no-any-return]

    def health(self) -> m.PlatformHealthResponse:
        """Liveness: the gateway process runs and answers

        GET /healthz: No authentication.
        """
        return self._call(_PLATFORM_HEALTH, (), {}, None, None)  # type: ignore[no-any-return]

    def metrics(self) -> str:
        """Prometheus metrics

        GET /metrics: No authentication.
        """
        return self._call(_PLATFORM_METRICS, (), {}, None, None)  # type: ignore[no-any-return]

    def openapi(self) -> m.PlatformOpenapiResponse:
        """OpenAPI 3.1 document of this gateway

        GET /openapi.json: No authentication.
        """
        return self._call(_PLATFORM_OPENAPI, (), {}, None, None)  # type: ignore[no-any-return]

    def readiness(self) -> m.PlatformReadinessResponse:
        """Readiness: 503 while the database (via payments) is unreachable; hub stream and Redis are reported as degraded

        GET /readyz: No authentication.
        """
        return self._call(_PLATFORM_READINESS, (), {}, None, None)  # type: ignore[no-any-return]


class RefundsApi(Group):
    """The `refunds.*` operations."""

    def create(self, body: m.RefundsCreateRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.Refund:
        """Refund a paid session, fully or in part (Idempotency-Key supported)

        POST /api/v1/refunds: API key (test_sk_ / live_sk_), permission `checkout:refund`.
        """
        return self._call(_REFUNDS_CREATE, (), {}, body, idempotency_key)  # type: ignore[no-any-return]

    def get(self, id: str) -> m.Refund:
        """One refund

        GET /api/v1/refunds/{id}: API key (test_sk_ / live_sk_), permission `checkout:view`.
        """
        return self._call(_REFUNDS_GET, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def list(self, *, page: int | None = None, limit: int | None = None) -> m.RefundList:
        """List refunds

        GET /api/v1/refunds: API key (test_sk_ / live_sk_), permission `checkout:view`.
        """
        return self._call(_REFUNDS_LIST, (), {"page": page, "limit": limit}, None, None)  # type: ignore[no-any-return]

    def list_all(self, *, limit: int | None = None) -> Iterator[m.Refund]:
        """Every item of list, page after page ("refunds"), fetched as you iterate."""
        return paginate(lambda page: self.list(limit=limit, page=page), "refunds")


class RemittanceApi(Group):
    """The `remittance.*` operations."""

    def dashboard_create(self, body: m.RemittanceDashboardCreateRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.RemittanceTransfer:
        """The dashboard’s transfer: the same body, with otp_code when you have 2FA enabled

        POST /api/v1/remittance/create: Dashboard JWT, permission `remittance:send`.
        """
        return self._call(_REMITTANCE_DASHBOARD_CREATE, (), {}, body, idempotency_key)  # type: ignore[no-any-return]

    def get(self, id: str) -> m.RemittanceTransfer:
        """One transfer, with the partner’s latest state

        GET /api/v1/remittance/transfers/{id}: API key (test_sk_ / live_sk_), permission `remittance:view`.
        """
        return self._call(_REMITTANCE_GET, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def issue_key(self, body: m.RemittanceIssueKeyRequest | Mapping[str, Any]) -> m.IssuedTransferSigningKey:
        """Issue a transfer signing key (its secret is shown once); two may be active, to rotate

        POST /api/v1/settings/transfer-signing-keys: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_REMITTANCE_ISSUE_KEY, (), {}, body, None)  # type: ignore[no-any-return]

    def list(self, *, business_id: str | None = None, limit: int | None = None, offset: int | None = None) -> m.RemittanceTransferList:
        """Your transfers in this environment, newest first

        GET /api/v1/remittance/transfers: API key (test_sk_ / live_sk_), permission `remittance:view`.
        """
        return self._call(_REMITTANCE_LIST, (), {"business_id": business_id, "limit": limit, "offset": offset}, None, None)  # type: ignore[no-any-return]

    def list_keys(self) -> m.TransferSigningKeyList:
        """Your transfer signing keys in this environment, without their secrets

        GET /api/v1/settings/transfer-signing-keys: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_REMITTANCE_LIST_KEYS, (), {}, None, None)  # type: ignore[no-any-return]

    def partner_webhook(self) -> m.RemittancePartnerNotificationReceived:
        """The remittance partner’s transfers#state-change webhooks, signed with its RSA key (X-Signature-SHA256)

        POST /webhooks/partners/wise: No authentication.
        """
        return self._call(_REMITTANCE_PARTNER_WEBHOOK, (), {}, None, None)  # type: ignore[no-any-return]

    def quote(self, body: m.RemittanceQuoteRequest | Mapping[str, Any]) -> m.RemittanceQuote:
        """Price a transfer: the partner’s locked rate, the platform fee and total_cost; send quote_id with the transfer to use it (once, before expires_at)

        POST /api/v1/remittance/quote: API key (test_sk_ / live_sk_), permission `remittance:view`.
        """
        return self._call(_REMITTANCE_QUOTE, (), {}, body, None)  # type: ignore[no-any-return]

    def rates(self) -> m.RemittanceRates:
        """The partner’s current rates for NGNCNY, NGNUSD, NGNGBP and USDCNY (quote for the rate a transfer gets)

        GET /api/v1/remittance/rates: API key (test_sk_ / live_sk_), permission `remittance:view`.
        """
        return self._call(_REMITTANCE_RATES, (), {}, None, None)  # type: ignore[no-any-return]

    def revoke_key(self, id: str) -> m.TransferSigningKey:
        """Revoke a signing key: requests signed with it are refused from now on

        POST /api/v1/settings/transfer-signing-keys/{id}/revoke: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_REMITTANCE_REVOKE_KEY, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def transfer(self, body: m.RemittanceTransferRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.RemittanceTransfer:
        """Send money abroad from your balance: signed with X-Transfer-Signature (docs/remittance.md); holds total_cost until the payout is sent

        POST /api/v1/remittance/transfer: API key (test_sk_ / live_sk_), permission `remittance:send`.

        Signed with X-Transfer-Signature by the client (Client(transfer_signer=...)).
        """
        return self._call(_REMITTANCE_TRANSFER, (), {}, body, idempotency_key)  # type: ignore[no-any-return]


class SandboxApi(Group):
    """The `sandbox.*` operations."""

    def deposit(self, body: m.SandboxDepositRequest | Mapping[str, Any]) -> m.SandboxDepositResponse:
        """Simulate an incoming transfer (test keys only)

        POST /api/v1/sandbox/deposits: API key (test_sk_ / live_sk_).
        """
        return self._call(_SANDBOX_DEPOSIT, (), {}, body, None)  # type: ignore[no-any-return]


class SettingsApi(Group):
    """The `settings.*` operations."""

    def branding_get(self) -> m.SettingsBrandingGetResponse:
        """The hosted pay page branding (display name, accent colour, logo) and whether the plan shows it

        GET /api/v1/settings/branding: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_SETTINGS_BRANDING_GET, (), {}, None, None)  # type: ignore[no-any-return]

    def branding_update(self, body: m.SettingsBrandingUpdateRequest | Mapping[str, Any]) -> m.SettingsBrandingUpdateResponse:
        """Set the pay page branding (plans with custom_branding); a field left out stays, "" removes it

        PUT /api/v1/settings/branding: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_SETTINGS_BRANDING_UPDATE, (), {}, body, None)  # type: ignore[no-any-return]

    def checkout_get(self) -> m.SettingsCheckoutGetResponse:
        """Checkout defaults (session lifetime)

        GET /api/v1/settings/checkout: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_SETTINGS_CHECKOUT_GET, (), {}, None, None)  # type: ignore[no-any-return]

    def checkout_update(self, body: m.SettingsCheckoutUpdateRequest | Mapping[str, Any]) -> m.SettingsCheckoutUpdateResponse:
        """Set the default session lifetime (5 minutes to 7 days)

        PUT /api/v1/settings/checkout: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_SETTINGS_CHECKOUT_UPDATE, (), {}, body, None)  # type: ignore[no-any-return]

    def wallet_address(self, network: str) -> m.SettingsWalletAddressResponse:
        """The business wallet address on one network

        GET /api/v1/settings/wallet/address/{network}: Dashboard JWT, permission `wallet:manage`.
        """
        return self._call(_SETTINGS_WALLET_ADDRESS, (network, ), {}, None, None)  # type: ignore[no-any-return]

    def wallet_generate(self) -> m.SettingsWalletGenerateResponse:
        """Generate the business wallet (once; approved KYC)

        POST /api/v1/settings/wallet/generate: Dashboard JWT, permission `wallet:manage`.
        """
        return self._call(_SETTINGS_WALLET_GENERATE, (), {}, None, None)  # type: ignore[no-any-return]

    def wallet_get(self) -> m.SettingsWalletGetResponse:
        """The business wallet and its addresses

        GET /api/v1/settings/wallet: Dashboard JWT, permission `wallet:manage`.
        """
        return self._call(_SETTINGS_WALLET_GET, (), {}, None, None)  # type: ignore[no-any-return]

    def wallet_seed(self, body: m.SettingsWalletSeedRequest | Mapping[str, Any]) -> m.SettingsWalletSeedResponse:
        """Reveal the recovery words (approved KYC, 2FA, otp_code)

        POST /api/v1/settings/wallet/seed: Dashboard JWT, permission `wallet:reveal_seed`.
        """
        return self._call(_SETTINGS_WALLET_SEED, (), {}, body, None)  # type: ignore[no-any-return]


class SettlementApi(Group):
    """The `settlement.*` operations."""

    def create(self, body: m.SettlementCreateRequest | Mapping[str, Any]) -> m.SettlementAccount:
        """Add a settlement bank account

        POST /api/v1/settings/settlement-accounts: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_SETTLEMENT_CREATE, (), {}, body, None)  # type: ignore[no-any-return]

    def delete(self, id: str, body: m.SettlementDeleteRequest | Mapping[str, Any]) -> m.SettlementDeleteResponse:
        """Delete a settlement account

        DELETE /api/v1/settings/settlement-accounts/{id}: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_SETTLEMENT_DELETE, (id, ), {}, body, None)  # type: ignore[no-any-return]

    def list(self) -> m.SettlementListResponse:
        """Settlement bank accounts (numbers masked)

        GET /api/v1/settings/settlement-accounts: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_SETTLEMENT_LIST, (), {}, None, None)  # type: ignore[no-any-return]

    def update(self, id: str, body: m.SettlementUpdateRequest | Mapping[str, Any]) -> m.SettlementAccount:
        """Change fields of a settlement account

        PUT /api/v1/settings/settlement-accounts/{id}: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_SETTLEMENT_UPDATE, (id, ), {}, body, None)  # type: ignore[no-any-return]


class SubscriptionApi(Group):
    """The `subscription.*` operations."""

    def crypto_checkout(self, body: m.SubscriptionCryptoCheckoutRequest | Mapping[str, Any]) -> m.SubscriptionCryptoCheckoutResponse:
        """Pay for a plan in crypto: a checkout session; the plan upgrades when it is paid

        POST /api/v1/subscription/crypto-checkout: Dashboard JWT, permission `billing:manage`.
        """
        return self._call(_SUBSCRIPTION_CRYPTO_CHECKOUT, (), {}, body, None)  # type: ignore[no-any-return]

    def current(self) -> m.Subscription:
        """Plan, limits, features and usage

        GET /api/v1/subscription/current: Dashboard JWT.
        """
        return self._call(_SUBSCRIPTION_CURRENT, (), {}, None, None)  # type: ignore[no-any-return]

    def plans(self) -> m.PlanList:
        """Available plans

        GET /api/v1/subscription/plans: No authentication.
        """
        return self._call(_SUBSCRIPTION_PLANS, (), {}, None, None)  # type: ignore[no-any-return]

    def upgrade(self, body: m.SubscriptionUpgradeRequest | Mapping[str, Any]) -> m.SubscriptionUpgradeResponse:
        """Change plan; effective immediately, an upgrade opens an invoice (enterprise: admin only)

        POST /api/v1/subscription/upgrade: Dashboard JWT, permission `billing:manage`.
        """
        return self._call(_SUBSCRIPTION_UPGRADE, (), {}, body, None)  # type: ignore[no-any-return]


class SwapApi(Group):
    """The `swap.*` operations."""

    def analytics_overview(self, *, days: int | None = None) -> m.SwapOverview:
        """Swap counts of the last `days` days by type and status

        GET /api/v1/swap/analytics/overview: Dashboard JWT, permission `analytics:view`.
        """
        return self._call(_SWAP_ANALYTICS_OVERVIEW, (), {"days": days}, None, None)  # type: ignore[no-any-return]

    def analytics_transactions(self, *, page: int | None = None, limit: int | None = None, status: Literal["pending", "confirmed", "failed"] | None = None, type: Literal["dex", "bridge"] | None = None) -> m.SwapList:
        """Swaps of the business, newest first, by status and type

        GET /api/v1/swap/analytics/transactions: Dashboard JWT, permission `analytics:view`.
        """
        return self._call(_SWAP_ANALYTICS_TRANSACTIONS, (), {"page": page, "limit": limit, "status": status, "type": type}, None, None)  # type: ignore[no-any-return]

    def analytics_transactions_all(self, *, limit: int | None = None, status: Literal["pending", "confirmed", "failed"] | None = None, type: Literal["dex", "bridge"] | None = None) -> Iterator[m.Swap]:
        """Every item of analytics_transactions, page after page ("swaps"), fetched as you iterate."""
        return paginate(lambda page: self.analytics_transactions(limit=limit, status=status, type=type, page=page), "swaps")

    def analytics_volume(self, *, days: int | None = None) -> m.SwapVolume:
        """Swaps per day of the last `days` days

        GET /api/v1/swap/analytics/volume: Dashboard JWT, permission `analytics:view`.
        """
        return self._call(_SWAP_ANALYTICS_VOLUME, (), {"days": days}, None, None)  # type: ignore[no-any-return]

    def execute(self, customer_id: str, body: m.SwapExecuteRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.SwapSubmitted:
        """Swap from the customer's WaaS wallet through the platform swap contract

        POST /api/v1/swap/customer/{customerID}: API key (test_sk_ / live_sk_), permission `wallet:transfer`.
        """
        return self._call(_SWAP_EXECUTE, (customer_id, ), {}, body, idempotency_key)  # type: ignore[no-any-return]

    def execute_alias(self, customer_id: str, body: m.SwapExecuteAliasRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.SwapSubmitted:
        """Swap from the customer’s WaaS wallet (second path, same contract)

        POST /api/v1/swap/{customerID}: The operation `swap.execute` at the second path the spec shows; same contract. API key (test_sk_ / live_sk_), permission `wallet:transfer`.
        """
        return self._call(_SWAP_EXECUTE_ALIAS, (customer_id, ), {}, body, idempotency_key)  # type: ignore[no-any-return]

    def history(self, customer_id: str, *, page: int | None = None, limit: int | None = None) -> m.SwapList:
        """The customer's swaps, newest first

        GET /api/v1/swap/customer/{customerID}/history: API key (test_sk_ / live_sk_), permission `wallet:view`.
        """
        return self._call(_SWAP_HISTORY, (customer_id, ), {"page": page, "limit": limit}, None, None)  # type: ignore[no-any-return]

    def history_all(self, customer_id: str, *, limit: int | None = None) -> Iterator[m.Swap]:
        """Every item of history, page after page ("swaps"), fetched as you iterate."""
        return paginate(lambda page: self.history(customer_id, limit=limit, page=page), "swaps")

    def history_alias(self, customer_id: str, *, page: int | None = None, limit: int | None = None) -> m.SwapList:
        """The customer’s swaps (second path, same contract)

        GET /api/v1/swap/{customerID}/history: The operation `swap.history` at the second path the spec shows; same contract. API key (test_sk_ / live_sk_), permission `wallet:view`.
        """
        return self._call(_SWAP_HISTORY_ALIAS, (customer_id, ), {"page": page, "limit": limit}, None, None)  # type: ignore[no-any-return]

    def history_alias_all(self, customer_id: str, *, limit: int | None = None) -> Iterator[m.Swap]:
        """Every item of history_alias, page after page ("swaps"), fetched as you iterate."""
        return paginate(lambda page: self.history_alias(customer_id, limit=limit, page=page), "swaps")

    def quote(self, *, from_chain: str | None = None, to_chain: str | None = None, from_token: str | None = None, to_token: str | None = None, amount_in: str | None = None) -> m.SwapQuote:
        """Quote a swap: same-chain on POL or BSC (0.3% platform fee) or cross-chain through the bridge; 0.5% slippage, valid 30 s

        GET /api/v1/swap/quote: No authentication.
        """
        return self._call(_SWAP_QUOTE, (), {"from_chain": from_chain, "to_chain": to_chain, "from_token": from_token, "to_token": to_token, "amount_in": amount_in}, None, None)  # type: ignore[no-any-return]


class TeamApi(Group):
    """The `team.*` operations."""

    def invite(self, body: m.TeamInviteRequest | Mapping[str, Any]) -> m.TeamInviteResponse:
        """Invite by e-mail (the token travels only in the e-mail)

        POST /api/v1/team/invites: Dashboard JWT, permission `team:invite`.
        """
        return self._call(_TEAM_INVITE, (), {}, body, None)  # type: ignore[no-any-return]

    def list(self) -> m.TeamMemberList:
        """Team members

        GET /api/v1/team: Dashboard JWT, permission `team:view`.
        """
        return self._call(_TEAM_LIST, (), {}, None, None)  # type: ignore[no-any-return]

    def list_invites(self, *, status: Literal["pending", "accepted", "revoked", "expired"] | None = None, page: int | None = None, limit: int | None = None) -> m.TeamInvitationList:
        """Invitations sent, with their status (pending, accepted, revoked, expired); newest first

        GET /api/v1/team/invites: Dashboard JWT, permission `team:invite`.
        """
        return self._call(_TEAM_LIST_INVITES, (), {"status": status, "page": page, "limit": limit}, None, None)  # type: ignore[no-any-return]

    def list_invites_all(self, *, status: Literal["pending", "accepted", "revoked", "expired"] | None = None, limit: int | None = None) -> Iterator[m.TeamInvitation]:
        """Every item of list_invites, page after page ("invitations"), fetched as you iterate."""
        return paginate(lambda page: self.list_invites(status=status, limit=limit, page=page), "invitations")

    def register(self, body: m.TeamRegisterRequest | Mapping[str, Any]) -> m.TeamRegisterResponse:
        """Join a team through an invitation

        POST /api/v1/team/register: No authentication.
        """
        return self._call(_TEAM_REGISTER, (), {}, body, None)  # type: ignore[no-any-return]

    def remove(self, id: str) -> m.TeamRemoveResponse:
        """Remove a member

        DELETE /api/v1/team/{id}: Dashboard JWT, permission `team:manage_permissions`.
        """
        return self._call(_TEAM_REMOVE, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def revoke_invite(self, id: str) -> m.TeamInvitation:
        """Revoke a pending invitation (its inviter, or someone holding everything it grants)

        DELETE /api/v1/team/invites/{id}: Dashboard JWT, permission `team:invite`.
        """
        return self._call(_TEAM_REVOKE_INVITE, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def roles_permissions(self) -> m.TeamRolesPermissionsResponse:
        """Roles and their default permissions

        GET /api/v1/team/roles-permissions: Dashboard JWT.
        """
        return self._call(_TEAM_ROLES_PERMISSIONS, (), {}, None, None)  # type: ignore[no-any-return]

    def security_policy(self) -> m.TeamSecurityPolicyResponse:
        """The team's security policy

        GET /api/v1/settings/security: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_TEAM_SECURITY_POLICY, (), {}, None, None)  # type: ignore[no-any-return]

    def set_permissions(self, id: str, body: m.TeamSetPermissionsRequest | Mapping[str, Any]) -> m.TeamMember:
        """Replace a member's permissions

        PUT /api/v1/team/{id}/permissions: Dashboard JWT, permission `team:manage_permissions`.
        """
        return self._call(_TEAM_SET_PERMISSIONS, (id, ), {}, body, None)  # type: ignore[no-any-return]

    def set_security_policy(self, body: m.TeamSetSecurityPolicyRequest | Mapping[str, Any]) -> m.TeamSetSecurityPolicyResponse:
        """Require (or stop requiring) a second factor of every member for money-redirecting changes (owner only)

        PUT /api/v1/settings/security: Dashboard JWT, permission `team:manage_permissions`.
        """
        return self._call(_TEAM_SET_SECURITY_POLICY, (), {}, body, None)  # type: ignore[no-any-return]

    def verify_invite(self, token: str) -> m.TeamVerifyInviteResponse:
        """Check an invitation token (deprecated: the token in the URL reaches logs; use POST /api/v1/team/invites/verify)

        GET /api/v1/team/invites/verify/{token}: No authentication.
        """
        return self._call(_TEAM_VERIFY_INVITE, (token, ), {}, None, None)  # type: ignore[no-any-return]

    def verify_invite_token(self, body: m.TeamVerifyInviteTokenRequest | Mapping[str, Any]) -> m.TeamVerifyInviteTokenResponse:
        """Check an invitation token (sent in the body)

        POST /api/v1/team/invites/verify: No authentication.
        """
        return self._call(_TEAM_VERIFY_INVITE_TOKEN, (), {}, body, None)  # type: ignore[no-any-return]


class TreasuryApi(Group):
    """The `treasury.*` operations."""

    def addresses(self) -> m.TreasuryAddresses:
        """The treasury address per network: sweeps arrive there and gas top-ups leave from there (fund it with the native coin)

        GET /api/v1/treasury/addresses: API key (test_sk_ / live_sk_), permission `checkout:view`.
        """
        return self._call(_TREASURY_ADDRESSES, (), {}, None, None)  # type: ignore[no-any-return]


class VaApi(Group):
    """The `va.*` operations."""

    def assign(self, payment_id: str, body: m.VaAssignRequest | Mapping[str, Any]) -> m.BankPayment:
        """Credit a payment in suspense to an account’s merchant balance

        POST /api/v1/admin/virtual-accounts/payments/{payment_id}/assign: Admin token (X-Admin-Token).
        """
        return self._call(_VA_ASSIGN, (payment_id, ), {}, body, None)  # type: ignore[no-any-return]

    def close(self, id: str, body: m.VaCloseRequest | Mapping[str, Any]) -> m.VirtualAccount:
        """Close an account for good: payments sent to it afterwards go to suspense and back to their payers

        POST /api/v1/virtual-accounts/{id}/close: Dashboard JWT, permission `virtual_account:manage`.
        """
        return self._call(_VA_CLOSE, (id, ), {}, body, None)  # type: ignore[no-any-return]

    def create(self, body: m.VaCreateRequest | Mapping[str, Any]) -> m.VirtualAccount:
        """A GBP or EUR bank account for one of your customers; the same customer_reference and currency again answers that account

        POST /api/v1/virtual-accounts/create: Dashboard JWT, permission `virtual_account:manage`.
        """
        return self._call(_VA_CREATE, (), {}, body, None)  # type: ignore[no-any-return]

    def freeze(self, id: str, body: m.VaFreezeRequest | Mapping[str, Any]) -> m.VirtualAccount:
        """Hold an account (compliance): payments to it go to suspense until it is unfrozen

        POST /api/v1/admin/virtual-accounts/{id}/freeze: Admin token (X-Admin-Token).
        """
        return self._call(_VA_FREEZE, (id, ), {}, body, None)  # type: ignore[no-any-return]

    def get(self, id: str) -> m.VirtualAccount:
        """One virtual account

        GET /api/v1/virtual-accounts/{id}: Dashboard JWT, permission `virtual_account:manage`.
        """
        return self._call(_VA_GET, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def list(self, *, page: int | None = None, limit: int | None = None) -> m.VirtualAccountList:
        """Your virtual accounts, newest first

        GET /api/v1/virtual-accounts: Dashboard JWT, permission `virtual_account:manage`.
        """
        return self._call(_VA_LIST, (), {"page": page, "limit": limit}, None, None)  # type: ignore[no-any-return]

    def list_all(self, *, limit: int | None = None) -> Iterator[m.VirtualAccount]:
        """Every item of list, page after page ("accounts"), fetched as you iterate."""
        return paginate(lambda page: self.list(limit=limit, page=page), "accounts")

    def partner_notification(self) -> m.PartnerNotificationReceipt:
        """The banking partner’s payment notifications (PAYIN), signed with the shared secret (x-mod-hmac-signature)

        POST /webhooks/partners/modulr: No authentication.
        """
        return self._call(_VA_PARTNER_NOTIFICATION, (), {}, None, None)  # type: ignore[no-any-return]

    def return_(self, payment_id: str, body: m.VaReturnRequest | Mapping[str, Any]) -> m.BankPayment:
        """Send a payment in suspense back to its payer

        POST /api/v1/admin/virtual-accounts/payments/{payment_id}/return: Admin token (X-Admin-Token).
        """
        return self._call(_VA_RETURN, (payment_id, ), {}, body, None)  # type: ignore[no-any-return]

    def sandbox_credit(self, id: str, body: m.VaSandboxCreditRequest | Mapping[str, Any]) -> m.SandboxBankCredit:
        """Outside production: the sandbox bank sends a transfer to the account (its notification credits your balance)

        POST /api/v1/sandbox/virtual-accounts/{id}/credit: Dashboard JWT, permission `virtual_account:manage`.
        """
        return self._call(_VA_SANDBOX_CREDIT, (id, ), {}, body, None)  # type: ignore[no-any-return]

    def suspense(self, *, limit: int | None = None) -> m.BankPaymentList:
        """Payments received for no usable account, oldest first: assign each to an account or return it

        GET /api/v1/admin/virtual-accounts/suspense: Admin token (X-Admin-Token).
        """
        return self._call(_VA_SUSPENSE, (), {"limit": limit}, None, None)  # type: ignore[no-any-return]

    def unfreeze(self, id: str) -> m.VirtualAccount:
        """Release a frozen account

        POST /api/v1/admin/virtual-accounts/{id}/unfreeze: Admin token (X-Admin-Token).
        """
        return self._call(_VA_UNFREEZE, (id, ), {}, None, None)  # type: ignore[no-any-return]


class VasApi(Group):
    """The `vas.*` operations."""

    def airtime_detect(self, *, phone: str, country_code: str) -> m.AirtimeOperator:
        """The mobile operator of a phone number

        GET /api/v1/airtime/detect: API key (test_sk_ / live_sk_), permission `vas:manage`.
        """
        return self._call(_VAS_AIRTIME_DETECT, (), {"phone": phone, "country_code": country_code}, None, None)  # type: ignore[no-any-return]

    def airtime_order(self, body: m.VasAirtimeOrderRequest | Mapping[str, Any]) -> m.VasOrder:
        """Top up a phone from the merchant balance; `reference` is the idempotency key

        POST /api/v1/airtime/orders: API key (test_sk_ / live_sk_), permission `vas:manage`.
        """
        return self._call(_VAS_AIRTIME_ORDER, (), {}, body, None)  # type: ignore[no-any-return]

    def airtime_quote(self, body: m.VasAirtimeQuoteRequest | Mapping[str, Any]) -> m.AirtimeQuote:
        """The price breakdown of a top-up: merchant_price, merchant_markup, customer_price; nothing bought

        POST /api/v1/airtime/quote: API key (test_sk_ / live_sk_), permission `vas:manage`.
        """
        return self._call(_VAS_AIRTIME_QUOTE, (), {}, body, None)  # type: ignore[no-any-return]

    def bill_order(self, body: m.VasBillOrderRequest | Mapping[str, Any]) -> m.VasOrder:
        """Pay a bill from the merchant balance; `reference` is the idempotency key (bills usually answer processing)

        POST /api/v1/bills/orders: API key (test_sk_ / live_sk_), permission `vas:manage`.
        """
        return self._call(_VAS_BILL_ORDER, (), {}, body, None)  # type: ignore[no-any-return]

    def billers(self, *, country_code: str, type: str | None = None) -> m.Billers:
        """Billers of a country (electricity, TV, water, internet), with their amount range and fee

        GET /api/v1/bills/billers: API key (test_sk_ / live_sk_), permission `vas:manage`.
        """
        return self._call(_VAS_BILLERS, (), {"country_code": country_code, "type": type}, None, None)  # type: ignore[no-any-return]

    def data_bundles(self, *, country_code: str) -> m.DataBundles:
        """Data bundle operators of a country and the bundles they sell

        GET /api/v1/data/bundles: API key (test_sk_ / live_sk_), permission `vas:manage`.
        """
        return self._call(_VAS_DATA_BUNDLES, (), {"country_code": country_code}, None, None)  # type: ignore[no-any-return]

    def data_order(self, body: m.VasDataOrderRequest | Mapping[str, Any]) -> m.VasOrder:
        """Buy a data bundle for a phone from the merchant balance; `reference` is the idempotency key

        POST /api/v1/data/orders: API key (test_sk_ / live_sk_), permission `vas:manage`.
        """
        return self._call(_VAS_DATA_ORDER, (), {}, body, None)  # type: ignore[no-any-return]

    def get_margins(self) -> m.VasMargins:
        """The merchant’s margin per category

        GET /api/v1/vas/margins: API key (test_sk_ / live_sk_), permission `vas:manage`.
        """
        return self._call(_VAS_GET_MARGINS, (), {}, None, None)  # type: ignore[no-any-return]

    def get_order(self, reference: str) -> m.VasOrder:
        """The order by its reference, with its redeem codes once successful

        GET /vas/orders/{reference}: API key (test_sk_ / live_sk_), permission `vas:manage`.
        """
        return self._call(_VAS_GET_ORDER, (reference, ), {}, None, None)  # type: ignore[no-any-return]

    def get_order_alias(self, reference: str) -> m.VasOrder:
        """The order by its reference, with its redeem codes once successful

        GET /api/v1/vas/orders/{reference}: The operation `vas.getOrder` at the second path the spec shows; same contract. API key (test_sk_ / live_sk_), permission `vas:manage`.
        """
        return self._call(_VAS_GET_ORDER_ALIAS, (reference, ), {}, None, None)  # type: ignore[no-any-return]

    def giftcard_countries(self) -> m.GiftCardCountries:
        """Countries with gift cards

        GET /api/v1/giftcards/countries: API key (test_sk_ / live_sk_), permission `vas:manage`.
        """
        return self._call(_VAS_GIFTCARD_COUNTRIES, (), {}, None, None)  # type: ignore[no-any-return]

    def giftcard_order(self, body: m.VasGiftcardOrderRequest | Mapping[str, Any]) -> m.VasOrder:
        """Buy gift cards from the merchant balance; `reference` is the idempotency key

        POST /api/v1/giftcards/orders: API key (test_sk_ / live_sk_), permission `vas:manage`.
        """
        return self._call(_VAS_GIFTCARD_ORDER, (), {}, body, None)  # type: ignore[no-any-return]

    def giftcard_products(self, *, country_code: str | None = None) -> m.GiftCardProductList:
        """Gift card products (fixed or range denominations), optionally of one country

        GET /api/v1/giftcards/products: API key (test_sk_ / live_sk_), permission `vas:manage`.
        """
        return self._call(_VAS_GIFTCARD_PRODUCTS, (), {"country_code": country_code}, None, None)  # type: ignore[no-any-return]

    def list_orders(self, *, status: Literal["processing", "successful", "failed"] | None = None, category: Literal["giftcard", "airtime", "data", "bill"] | None = None, customer_id: str | None = None, page: int | None = None, limit: int | None = None) -> m.VasOrderList:
        """The merchant’s orders, newest first; filter by status, category, customer

        GET /api/v1/vas/orders: API key (test_sk_ / live_sk_), permission `vas:manage`.
        """
        return self._call(_VAS_LIST_ORDERS, (), {"status": status, "category": category, "customer_id": customer_id, "page": page, "limit": limit}, None, None)  # type: ignore[no-any-return]

    def list_orders_all(self, *, status: Literal["processing", "successful", "failed"] | None = None, category: Literal["giftcard", "airtime", "data", "bill"] | None = None, customer_id: str | None = None, limit: int | None = None) -> Iterator[m.VasOrder]:
        """Every item of list_orders, page after page ("orders"), fetched as you iterate."""
        return paginate(lambda page: self.list_orders(status=status, category=category, customer_id=customer_id, limit=limit, page=page), "orders")

    def set_margin(self, body: m.VasSetMarginRequest | Mapping[str, Any]) -> m.VasMargins:
        """Set one category’s margin: a percent of merchant_price or a fixed amount per order (type none clears it)

        PUT /api/v1/vas/margins: API key (test_sk_ / live_sk_), permission `vas:manage`.
        """
        return self._call(_VAS_SET_MARGIN, (), {}, body, None)  # type: ignore[no-any-return]


class WalletsApi(Group):
    """The `wallets.*` operations."""

    def addresses(self, customer_id: str, *, refresh: bool | None = None) -> m.WalletAddressList:
        """A customer's addresses with balances; refresh=true reads them live

        GET /api/v1/wallet/{customerID}/addresses: API key (test_sk_ / live_sk_), permission `wallet:view`.
        """
        return self._call(_WALLETS_ADDRESSES, (customer_id, ), {"refresh": refresh}, None, None)  # type: ignore[no-any-return]

    def create_customer(self, body: m.WalletsCreateCustomerRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.WalletCreated:
        """Create a customer wallet; the mnemonic is shown once (Idempotency-Key replays it for 24 h)

        POST /api/v1/wallet/customers: API key (test_sk_ / live_sk_), permission `wallet:manage`.
        """
        return self._call(_WALLETS_CREATE_CUSTOMER, (), {}, body, idempotency_key)  # type: ignore[no-any-return]

    def create_customer_alias(self, body: m.WalletsCreateCustomerAliasRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.WalletCreated:
        """Create a customer wallet (second path, same contract)

        POST /api/v1/wallet/customer/create: The operation `wallets.createCustomer` at the second path the spec shows; same contract. API key (test_sk_ / live_sk_), permission `wallet:manage`.
        """
        return self._call(_WALLETS_CREATE_CUSTOMER_ALIAS, (), {}, body, idempotency_key)  # type: ignore[no-any-return]

    def derive(self, customer_id: str, body: m.WalletsDeriveRequest | Mapping[str, Any]) -> m.DerivedAddress:
        """Derive an address (BIP-44; SLIP-10 on SOL); optionally monitor it for deposits

        POST /api/v1/wallet/{customerID}/derive: API key (test_sk_ / live_sk_), permission `wallet:manage`.
        """
        return self._call(_WALLETS_DERIVE, (customer_id, ), {}, body, None)  # type: ignore[no-any-return]

    def earnings(self) -> m.WalletFeeEarnings:
        """Collected fees by currency, the latest fees, and the transfer count

        GET /api/v1/wallet/earnings: API key (test_sk_ / live_sk_), permission `wallet:view`.
        """
        return self._call(_WALLETS_EARNINGS, (), {}, None, None)  # type: ignore[no-any-return]

    def estimate_gas(self, body: m.WalletsEstimateGasRequest | Mapping[str, Any]) -> m.GasEstimate:
        """Gas estimate for an EVM transfer (BSC, ETH, POL), with the fee in USD

        POST /api/v1/wallet/estimate-gas: No authentication.
        """
        return self._call(_WALLETS_ESTIMATE_GAS, (), {}, body, None)  # type: ignore[no-any-return]

    def export_key(self, customer_id: str, body: m.WalletsExportKeyRequest | Mapping[str, Any]) -> m.WalletPrivateKey:
        """Export the private key of one derived address

        POST /api/v1/wallet/{customerID}/export-key: API key (test_sk_ / live_sk_), permission `wallet:export_key`.
        """
        return self._call(_WALLETS_EXPORT_KEY, (customer_id, ), {}, body, None)  # type: ignore[no-any-return]

    def get_fees(self) -> m.WalletFeeConfig:
        """The fee configuration

        GET /api/v1/wallet/fees: API key (test_sk_ / live_sk_), permission `wallet:view`.
        """
        return self._call(_WALLETS_GET_FEES, (), {}, None, None)  # type: ignore[no-any-return]

    def list_customers(self, *, page: int | None = None, limit: int | None = None, search: str | None = None) -> m.WalletList:
        """List customer wallets; search filters by customer_id

        GET /api/v1/wallet/customers: API key (test_sk_ / live_sk_), permission `wallet:view`.
        """
        return self._call(_WALLETS_LIST_CUSTOMERS, (), {"page": page, "limit": limit, "search": search}, None, None)  # type: ignore[no-any-return]

    def list_customers_all(self, *, limit: int | None = None, search: str | None = None) -> Iterator[m.Wallet]:
        """Every item of list_customers, page after page ("customers"), fetched as you iterate."""
        return paginate(lambda page: self.list_customers(limit=limit, search=search, page=page), "customers")

    def search_addresses(self, *, page: int | None = None, limit: int | None = None, network: str | None = None, currency: str | None = None, search: str | None = None) -> m.WalletAddressSearch:
        """Search all customers' addresses by network, currency, address or customer id

        GET /api/v1/wallet/addresses: API key (test_sk_ / live_sk_), permission `wallet:view`.
        """
        return self._call(_WALLETS_SEARCH_ADDRESSES, (), {"page": page, "limit": limit, "network": network, "currency": currency, "search": search}, None, None)  # type: ignore[no-any-return]

    def search_addresses_all(self, *, limit: int | None = None, network: str | None = None, currency: str | None = None, search: str | None = None) -> Iterator[m.WalletAddressSearchAddressesItem]:
        """Every item of search_addresses, page after page ("addresses"), fetched as you iterate."""
        return paginate(lambda page: self.search_addresses(limit=limit, network=network, currency=currency, search=search, page=page), "addresses")

    def seed(self, customer_id: str) -> m.WalletSeed:
        """Reveal the customer's mnemonic

        GET /api/v1/wallet/{customerID}/seed: API key (test_sk_ / live_sk_), permission `wallet:reveal_seed`.
        """
        return self._call(_WALLETS_SEED, (customer_id, ), {}, None, None)  # type: ignore[no-any-return]

    def set_fee_addresses(self, body: m.WalletsSetFeeAddressesRequest | Mapping[str, Any]) -> m.WalletsSetFeeAddressesResponse:
        """Set or remove ("") fee addresses per network

        PUT /api/v1/wallet/fees/addresses: API key (test_sk_ / live_sk_), permission `wallet:fees`.
        """
        return self._call(_WALLETS_SET_FEE_ADDRESSES, (), {}, body, None)  # type: ignore[no-any-return]

    def set_fees(self, body: m.WalletsSetFeesRequest | Mapping[str, Any]) -> m.WalletFeeConfig:
        """Set the fee percent (max 0.5) and switch; fee_addresses replaces the map

        POST /api/v1/wallet/fees: API key (test_sk_ / live_sk_), permission `wallet:fees`.
        """
        return self._call(_WALLETS_SET_FEES, (), {}, body, None)  # type: ignore[no-any-return]

    def transactions(self, customer_id: str, *, page: int | None = None, limit: int | None = None, network: str | None = None, currency: str | None = None, status: Literal["pending", "confirmed", "failed"] | None = None) -> m.WalletTransactionList:
        """A customer's transactions, newest first

        GET /api/v1/wallet/{customerID}/transactions: API key (test_sk_ / live_sk_), permission `wallet:view`.
        """
        return self._call(_WALLETS_TRANSACTIONS, (customer_id, ), {"page": page, "limit": limit, "network": network, "currency": currency, "status": status}, None, None)  # type: ignore[no-any-return]

    def transactions_all(self, customer_id: str, *, limit: int | None = None, network: str | None = None, currency: str | None = None, status: Literal["pending", "confirmed", "failed"] | None = None) -> Iterator[m.WalletTransaction]:
        """Every item of transactions, page after page ("transactions"), fetched as you iterate."""
        return paginate(lambda page: self.transactions(customer_id, limit=limit, network=network, currency=currency, status=status, page=page), "transactions")

    def transfer(self, customer_id: str, body: m.WalletsTransferRequest | Mapping[str, Any], *, idempotency_key: str | None = None) -> m.WalletTransfer:
        """Send from a derived address; answers status submitted

        POST /api/v1/wallet/{customerID}/transfer: API key (test_sk_ / live_sk_), permission `wallet:transfer`.
        """
        return self._call(_WALLETS_TRANSFER, (customer_id, ), {}, body, idempotency_key)  # type: ignore[no-any-return]


class WebhooksApi(Group):
    """The `webhooks.*` operations."""

    def caas_create(self, body: m.WebhooksCaasCreateRequest | Mapping[str, Any]) -> m.CaasWebhook:
        """Register a CaaS webhook (url and shared secret; optional event subscriptions, default all)

        POST /v1/dashboard/webhooks: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_WEBHOOKS_CAAS_CREATE, (), {}, body, None)  # type: ignore[no-any-return]

    def caas_deactivate(self, id: str) -> m.CaasWebhook:
        """Deactivate a CaaS webhook permanently (only a CaaS webhook of the caller’s business; any other id is 404)

        DELETE /v1/dashboard/webhooks/{id}: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_WEBHOOKS_CAAS_DEACTIVATE, (id, ), {}, None, None)  # type: ignore[no-any-return]

    def caas_list(self) -> m.WebhooksCaasListResponse:
        """List CaaS webhooks

        GET /v1/dashboard/webhooks: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_WEBHOOKS_CAAS_LIST, (), {}, None, None)  # type: ignore[no-any-return]

    def caas_logs(self, *, page: int | None = None, limit: int | None = None, endpoint_id: str | None = None) -> m.WebhookDeliveryList:
        """Recent CaaS delivery attempts, response codes and retry history

        GET /v1/dashboard/webhooks/logs: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_WEBHOOKS_CAAS_LOGS, (), {"page": page, "limit": limit, "endpoint_id": endpoint_id}, None, None)  # type: ignore[no-any-return]

    def caas_logs_all(self, *, limit: int | None = None, endpoint_id: str | None = None) -> Iterator[m.WebhookDeliveryListDeliveriesItem]:
        """Every item of caas_logs, page after page ("deliveries"), fetched as you iterate."""
        return paginate(lambda page: self.caas_logs(limit=limit, endpoint_id=endpoint_id, page=page), "deliveries")

    def payments_configure(self, body: Any | Mapping[str, Any]) -> m.WebhooksPaymentsConfigureResponse:
        """Configure the payments webhook; the first setup and every change of URL return a new webhook_secret once

        POST /api/v1/settings/webhook: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_WEBHOOKS_PAYMENTS_CONFIGURE, (), {}, body, None)  # type: ignore[no-any-return]

    def payments_deliveries(self, *, page: int | None = None, limit: int | None = None) -> m.WebhookDeliveryList:
        """Delivery log: attempts, response codes, retry history

        GET /api/v1/settings/webhook/deliveries: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_WEBHOOKS_PAYMENTS_DELIVERIES, (), {"page": page, "limit": limit}, None, None)  # type: ignore[no-any-return]

    def payments_deliveries_all(self, *, limit: int | None = None) -> Iterator[m.WebhookDeliveryListDeliveriesItem]:
        """Every item of payments_deliveries, page after page ("deliveries"), fetched as you iterate."""
        return paginate(lambda page: self.payments_deliveries(limit=limit, page=page), "deliveries")

    def payments_get(self) -> m.WebhookConfig:
        """Current payments webhook configuration (never the secret)

        GET /api/v1/settings/webhook: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_WEBHOOKS_PAYMENTS_GET, (), {}, None, None)  # type: ignore[no-any-return]

    def payments_rotate(self) -> m.WebhooksPaymentsRotateResponse:
        """Rotate the signing secret; the old one stops at once

        POST /api/v1/settings/webhook/rotate-secret: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_WEBHOOKS_PAYMENTS_ROTATE, (), {}, None, None)  # type: ignore[no-any-return]

    def payments_test(self) -> m.WebhooksPaymentsTestResponse:
        """Send webhook.test to the configured URL

        POST /api/v1/settings/webhook/test: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_WEBHOOKS_PAYMENTS_TEST, (), {}, None, None)  # type: ignore[no-any-return]

    def redeliver(self, id: str) -> m.WebhooksRedeliverResponse:
        """Send a delivered or failed webhook again (same X-Webhook-ID)

        POST /api/v1/settings/webhook/deliveries/{id}/redeliver: Dashboard JWT, permission `settings:manage`.
        """
        return self._call(_WEBHOOKS_REDELIVER, (id, ), {}, None, None)  # type: ignore[no-any-return]


class Groups:
    """The operation groups a Client carries."""

    def __init__(self, transport: Transport) -> None:
        self.admin = AdminApi(transport)
        self.analytics = AnalyticsApi(transport)
        self.api_keys = ApiKeysApi(transport)
        self.audit = AuditApi(transport)
        self.auth = AuthApi(transport)
        self.balance = BalanceApi(transport)
        self.caas = CaasApi(transport)
        self.checkout = CheckoutApi(transport)
        self.market = MarketApi(transport)
        self.otc = OtcApi(transport)
        self.platform = PlatformApi(transport)
        self.refunds = RefundsApi(transport)
        self.remittance = RemittanceApi(transport)
        self.sandbox = SandboxApi(transport)
        self.settings = SettingsApi(transport)
        self.settlement = SettlementApi(transport)
        self.subscription = SubscriptionApi(transport)
        self.swap = SwapApi(transport)
        self.team = TeamApi(transport)
        self.treasury = TreasuryApi(transport)
        self.va = VaApi(transport)
        self.vas = VasApi(transport)
        self.wallets = WalletsApi(transport)
        self.webhooks = WebhooksApi(transport)


#: Every operation id of the document and where it is on a Client: (group attribute, method).
OPERATIONS: dict[str, tuple[str, str]] = {
    "admin.getSubscription": ("admin", "get_subscription"),
    "admin.setKyc": ("admin", "set_kyc"),
    "admin.setOtcAccess": ("admin", "set_otc_access"),
    "admin.setSubscription": ("admin", "set_subscription"),
    "admin.treasury.moves": ("admin", "treasury_moves"),
    "admin.treasury.reconciliation": ("admin", "treasury_reconciliation"),
    "admin.treasury.sweep": ("admin", "treasury_sweep"),
    "analytics.confirmAlert": ("analytics", "confirm_alert"),
    "analytics.dashboard": ("analytics", "dashboard"),
    "analytics.dashboardPage": ("analytics", "dashboard_page"),
    "analytics.dismissAlert": ("analytics", "dismiss_alert"),
    "analytics.exportTransactions": ("analytics", "export_transactions"),
    "analytics.fraudAlerts": ("analytics", "fraud_alerts"),
    "analytics.fraudRules": ("analytics", "fraud_rules"),
    "analytics.overview": ("analytics", "overview"),
    "analytics.paymentMethods": ("analytics", "payment_methods"),
    "analytics.revenue": ("analytics", "revenue"),
    "analytics.setFraudRule": ("analytics", "set_fraud_rule"),
    "analytics.transactions": ("analytics", "transactions"),
    "apiKeys.create": ("api_keys", "create"),
    "apiKeys.list": ("api_keys", "list"),
    "apiKeys.revoke": ("api_keys", "revoke"),
    "apiKeys.rotate": ("api_keys", "rotate"),
    "apiKeys.toggleSandbox": ("api_keys", "toggle_sandbox"),
    "audit.list": ("audit", "list"),
    "auth.login": ("auth", "login"),
    "auth.refresh": ("auth", "refresh"),
    "auth.register": ("auth", "register"),
    "auth.twoFactor.disable": ("auth", "two_factor_disable"),
    "auth.twoFactor.enable": ("auth", "two_factor_enable"),
    "auth.twoFactor.setup": ("auth", "two_factor_setup"),
    "auth.twoFactor.status": ("auth", "two_factor_status"),
    "balance.dashboardEntries": ("balance", "dashboard_entries"),
    "balance.dashboardGet": ("balance", "dashboard_get"),
    "balance.entries": ("balance", "entries"),
    "balance.get": ("balance", "get"),
    "balance.topUpAddresses": ("balance", "top_up_addresses"),
    "caas.deposits.create": ("caas", "deposits_create"),
    "caas.deposits.create.alias": ("caas", "deposits_create_alias"),
    "caas.deposits.get": ("caas", "deposits_get"),
    "caas.deposits.get.alias": ("caas", "deposits_get_alias"),
    "caas.partners.onramp": ("caas", "partners_onramp"),
    "caas.partners.payout": ("caas", "partners_payout"),
    "caas.sandbox.deposits.pay": ("caas", "sandbox_deposits_pay"),
    "caas.sandbox.deposits.pay.alias": ("caas", "sandbox_deposits_pay_alias"),
    "caas.sandbox.fund": ("caas", "sandbox_fund"),
    "caas.sandbox.fund.alias": ("caas", "sandbox_fund_alias"),
    "caas.swaps.create": ("caas", "swaps_create"),
    "caas.swaps.create.alias": ("caas", "swaps_create_alias"),
    "caas.swaps.get": ("caas", "swaps_get"),
    "caas.swaps.get.alias": ("caas", "swaps_get_alias"),
    "caas.transfers.create": ("caas", "transfers_create"),
    "caas.transfers.create.alias": ("caas", "transfers_create_alias"),
    "caas.transfers.get": ("caas", "transfers_get"),
    "caas.transfers.get.alias": ("caas", "transfers_get_alias"),
    "caas.treasury": ("caas", "treasury"),
    "caas.users.balance": ("caas", "users_balance"),
    "caas.users.balance.alias": ("caas", "users_balance_alias"),
    "caas.users.link.confirm": ("caas", "users_link_confirm"),
    "caas.users.link.confirm.alias": ("caas", "users_link_confirm_alias"),
    "caas.users.link.request": ("caas", "users_link_request"),
    "caas.users.link.request.alias": ("caas", "users_link_request_alias"),
    "caas.users.phone.change": ("caas", "users_phone_change"),
    "caas.users.phone.change.alias": ("caas", "users_phone_change_alias"),
    "caas.users.phone.change.confirm": ("caas", "users_phone_change_confirm"),
    "caas.users.phone.change.confirm.alias": ("caas", "users_phone_change_confirm_alias"),
    "caas.users.provision": ("caas", "users_provision"),
    "caas.users.provision.alias": ("caas", "users_provision_alias"),
    "caas.withdrawals.create": ("caas", "withdrawals_create"),
    "caas.withdrawals.create.alias": ("caas", "withdrawals_create_alias"),
    "caas.withdrawals.get": ("caas", "withdrawals_get"),
    "caas.withdrawals.get.alias": ("caas", "withdrawals_get_alias"),
    "checkout.addresses": ("checkout", "addresses"),
    "checkout.create": ("checkout", "create"),
    "checkout.list": ("checkout", "list"),
    "checkout.page": ("checkout", "page"),
    "checkout.payPage": ("checkout", "pay_page"),
    "checkout.payPageLogo": ("checkout", "pay_page_logo"),
    "checkout.public": ("checkout", "public"),
    "checkout.select": ("checkout", "select"),
    "checkout.stats": ("checkout", "stats"),
    "checkout.verify": ("checkout", "verify"),
    "checkout.verifyNow": ("checkout", "verify_now"),
    "market.health": ("market", "health"),
    "market.livePage": ("market", "live_page"),
    "market.prices": ("market", "prices"),
    "market.symbols": ("market", "symbols"),
    "otc.accounts": ("otc", "accounts"),
    "otc.createOrder": ("otc", "create_order"),
    "otc.formQueue": ("otc", "form_queue"),
    "otc.formStatus": ("otc", "form_status"),
    "otc.getOrder": ("otc", "get_order"),
    "otc.history": ("otc", "history"),
    "otc.markPaid": ("otc", "mark_paid"),
    "otc.quote": ("otc", "quote"),
    "otc.refresh": ("otc", "refresh"),
    "otc.resolve": ("otc", "resolve"),
    "otc.reviewForm": ("otc", "review_form"),
    "otc.reviewQueue": ("otc", "review_queue"),
    "otc.sandboxPay": ("otc", "sandbox_pay"),
    "otc.saveDraft": ("otc", "save_draft"),
    "otc.submitForm": ("otc", "submit_form"),
    "platform.asyncapi": ("platform", "asyncapi"),
    "platform.docs": ("platform", "docs"),
    "platform.health": ("platform", "health"),
    "platform.metrics": ("platform", "metrics"),
    "platform.openapi": ("platform", "openapi"),
    "platform.readiness": ("platform", "readiness"),
    "refunds.create": ("refunds", "create"),
    "refunds.get": ("refunds", "get"),
    "refunds.list": ("refunds", "list"),
    "remittance.dashboardCreate": ("remittance", "dashboard_create"),
    "remittance.get": ("remittance", "get"),
    "remittance.issueKey": ("remittance", "issue_key"),
    "remittance.list": ("remittance", "list"),
    "remittance.listKeys": ("remittance", "list_keys"),
    "remittance.partnerWebhook": ("remittance", "partner_webhook"),
    "remittance.quote": ("remittance", "quote"),
    "remittance.rates": ("remittance", "rates"),
    "remittance.revokeKey": ("remittance", "revoke_key"),
    "remittance.transfer": ("remittance", "transfer"),
    "sandbox.deposit": ("sandbox", "deposit"),
    "settings.branding.get": ("settings", "branding_get"),
    "settings.branding.update": ("settings", "branding_update"),
    "settings.checkout.get": ("settings", "checkout_get"),
    "settings.checkout.update": ("settings", "checkout_update"),
    "settings.wallet.address": ("settings", "wallet_address"),
    "settings.wallet.generate": ("settings", "wallet_generate"),
    "settings.wallet.get": ("settings", "wallet_get"),
    "settings.wallet.seed": ("settings", "wallet_seed"),
    "settlement.create": ("settlement", "create"),
    "settlement.delete": ("settlement", "delete"),
    "settlement.list": ("settlement", "list"),
    "settlement.update": ("settlement", "update"),
    "subscription.cryptoCheckout": ("subscription", "crypto_checkout"),
    "subscription.current": ("subscription", "current"),
    "subscription.plans": ("subscription", "plans"),
    "subscription.upgrade": ("subscription", "upgrade"),
    "swap.analyticsOverview": ("swap", "analytics_overview"),
    "swap.analyticsTransactions": ("swap", "analytics_transactions"),
    "swap.analyticsVolume": ("swap", "analytics_volume"),
    "swap.execute": ("swap", "execute"),
    "swap.execute.alias": ("swap", "execute_alias"),
    "swap.history": ("swap", "history"),
    "swap.history.alias": ("swap", "history_alias"),
    "swap.quote": ("swap", "quote"),
    "team.invite": ("team", "invite"),
    "team.list": ("team", "list"),
    "team.listInvites": ("team", "list_invites"),
    "team.register": ("team", "register"),
    "team.remove": ("team", "remove"),
    "team.revokeInvite": ("team", "revoke_invite"),
    "team.rolesPermissions": ("team", "roles_permissions"),
    "team.securityPolicy": ("team", "security_policy"),
    "team.setPermissions": ("team", "set_permissions"),
    "team.setSecurityPolicy": ("team", "set_security_policy"),
    "team.verifyInvite": ("team", "verify_invite"),
    "team.verifyInviteToken": ("team", "verify_invite_token"),
    "treasury.addresses": ("treasury", "addresses"),
    "va.assign": ("va", "assign"),
    "va.close": ("va", "close"),
    "va.create": ("va", "create"),
    "va.freeze": ("va", "freeze"),
    "va.get": ("va", "get"),
    "va.list": ("va", "list"),
    "va.partnerNotification": ("va", "partner_notification"),
    "va.return": ("va", "return_"),
    "va.sandboxCredit": ("va", "sandbox_credit"),
    "va.suspense": ("va", "suspense"),
    "va.unfreeze": ("va", "unfreeze"),
    "vas.airtimeDetect": ("vas", "airtime_detect"),
    "vas.airtimeOrder": ("vas", "airtime_order"),
    "vas.airtimeQuote": ("vas", "airtime_quote"),
    "vas.billOrder": ("vas", "bill_order"),
    "vas.billers": ("vas", "billers"),
    "vas.dataBundles": ("vas", "data_bundles"),
    "vas.dataOrder": ("vas", "data_order"),
    "vas.getMargins": ("vas", "get_margins"),
    "vas.getOrder": ("vas", "get_order"),
    "vas.getOrder.alias": ("vas", "get_order_alias"),
    "vas.giftcardCountries": ("vas", "giftcard_countries"),
    "vas.giftcardOrder": ("vas", "giftcard_order"),
    "vas.giftcardProducts": ("vas", "giftcard_products"),
    "vas.listOrders": ("vas", "list_orders"),
    "vas.setMargin": ("vas", "set_margin"),
    "wallets.addresses": ("wallets", "addresses"),
    "wallets.createCustomer": ("wallets", "create_customer"),
    "wallets.createCustomer.alias": ("wallets", "create_customer_alias"),
    "wallets.derive": ("wallets", "derive"),
    "wallets.earnings": ("wallets", "earnings"),
    "wallets.estimateGas": ("wallets", "estimate_gas"),
    "wallets.exportKey": ("wallets", "export_key"),
    "wallets.getFees": ("wallets", "get_fees"),
    "wallets.listCustomers": ("wallets", "list_customers"),
    "wallets.searchAddresses": ("wallets", "search_addresses"),
    "wallets.seed": ("wallets", "seed"),
    "wallets.setFeeAddresses": ("wallets", "set_fee_addresses"),
    "wallets.setFees": ("wallets", "set_fees"),
    "wallets.transactions": ("wallets", "transactions"),
    "wallets.transfer": ("wallets", "transfer"),
    "webhooks.caas.create": ("webhooks", "caas_create"),
    "webhooks.caas.deactivate": ("webhooks", "caas_deactivate"),
    "webhooks.caas.list": ("webhooks", "caas_list"),
    "webhooks.caas.logs": ("webhooks", "caas_logs"),
    "webhooks.payments.configure": ("webhooks", "payments_configure"),
    "webhooks.payments.deliveries": ("webhooks", "payments_deliveries"),
    "webhooks.payments.get": ("webhooks", "payments_get"),
    "webhooks.payments.rotate": ("webhooks", "payments_rotate"),
    "webhooks.payments.test": ("webhooks", "payments_test"),
    "webhooks.redeliver": ("webhooks", "redeliver"),
}
OPERATION_IDS: tuple[str, ...] = tuple(OPERATIONS)
