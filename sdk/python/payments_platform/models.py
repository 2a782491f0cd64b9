# Generated from the platform's OpenAPI document by sdk/codegen: do not edit. Regenerate: npm run clients

"""Typed models: the platform's resources (its named schemas) and the objects its operations declare inline."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any, ClassVar, Literal

from ._model import Model, Spec, register


@dataclass(frozen=True, kw_only=True)
class AdminGetSubscriptionResponse(Model):
    """AdminGetSubscriptionResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("business_id", "business_id", "str", True),
        ("plan", "plan", ("model", "AdminGetSubscriptionResponsePlan"), True),
        ("limits", "limits", ("model", "AdminGetSubscriptionResponseLimits"), True),
        ("features", "features", ("model", "AdminGetSubscriptionResponseFeatures"), True),
        ("usage", "usage", ("model", "AdminGetSubscriptionResponseUsage"), True),
        ("invoice", "invoice", ("model", "PlanInvoice"), False),
        ("started_at", "started_at", "str", True),
        ("raw_status", "raw_status", "str", True),
    )
    business_id: str
    plan: AdminGetSubscriptionResponsePlan
    limits: AdminGetSubscriptionResponseLimits
    features: AdminGetSubscriptionResponseFeatures
    usage: AdminGetSubscriptionResponseUsage
    invoice: PlanInvoice | None = None
    started_at: str
    raw_status: Literal["active", "cancelled", "expired"]


@dataclass(frozen=True, kw_only=True)
class AdminGetSubscriptionResponseFeatures(Model):
    """AdminGetSubscriptionResponseFeatures, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("webhooks", "webhooks", "bool", True),
        ("sms", "sms", "bool", True),
        ("priority_processing", "priority_processing", "bool", True),
        ("custom_branding", "custom_branding", "bool", True),
        ("multi_user", "multi_user", "bool", True),
        ("white_label", "white_label", "bool", True),
    )
    webhooks: bool
    sms: bool
    priority_processing: bool
    custom_branding: bool
    multi_user: bool
    white_label: bool


@dataclass(frozen=True, kw_only=True)
class AdminGetSubscriptionResponseLimits(Model):
    """AdminGetSubscriptionResponseLimits, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("max_wallet_addresses", "max_wallet_addresses", "int", True),
        ("max_transactions_per_month", "max_transactions_per_month", "int", True),
        ("market_data", "market_data", "bool", True),
    )
    max_wallet_addresses: int
    """-1 means unlimited"""
    max_transactions_per_month: int
    """-1 means unlimited"""
    market_data: bool


@dataclass(frozen=True, kw_only=True)
class AdminGetSubscriptionResponsePlan(Model):
    """AdminGetSubscriptionResponsePlan, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("name", "name", "str", True),
        ("duration", "duration", "str", True),
        ("status", "status", "str", True),
        ("expiry", "expiry", "str", True),
    )
    name: Literal["starter", "professional", "business", "enterprise"]
    duration: Literal["monthly", "annual"]
    status: Literal["active", "cancelled", "expired"]
    expiry: str


@dataclass(frozen=True, kw_only=True)
class AdminGetSubscriptionResponseUsage(Model):
    """AdminGetSubscriptionResponseUsage, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("wallet_addresses_used", "wallet_addresses_used", "int", True),
        ("transactions_this_month", "transactions_this_month", "int", True),
    )
    wallet_addresses_used: int
    transactions_this_month: int


@dataclass(frozen=True, kw_only=True)
class AdminSetKycRequest(Model):
    """AdminSetKycRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("status", "status", "str", True),
    )
    status: Literal["approved", "rejected", "pending"]


@dataclass(frozen=True, kw_only=True)
class AdminSetKycResponse(Model):
    """AdminSetKycResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("business_id", "business_id", "str", True),
        ("kyc_status", "kyc_status", "str", True),
    )
    business_id: str
    kyc_status: Literal["pending", "approved", "rejected"]


@dataclass(frozen=True, kw_only=True)
class AdminSetOtcAccessRequest(Model):
    """AdminSetOtcAccessRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("approved", "approved", "bool", True),
    )
    approved: bool


@dataclass(frozen=True, kw_only=True)
class AdminSetOtcAccessResponse(Model):
    """AdminSetOtcAccessResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("business_id", "business_id", "str", True),
        ("otc_access", "otc_access", "bool", True),
    )
    business_id: str
    otc_access: bool


@dataclass(frozen=True, kw_only=True)
class AdminSetSubscriptionRequest(Model):
    """AdminSetSubscriptionRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("plan", "plan", "str", True),
        ("duration", "duration", "str", True),
        ("status", "status", "str", False),
    )
    plan: Literal["starter", "professional", "business", "enterprise"]
    duration: Literal["monthly", "annual"]
    status: Literal["active", "cancelled", "expired"] | None = None


@dataclass(frozen=True, kw_only=True)
class AdminSetSubscriptionResponse(Model):
    """AdminSetSubscriptionResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("business_id", "business_id", "str", True),
        ("plan", "plan", ("model", "AdminSetSubscriptionResponsePlan"), True),
        ("limits", "limits", ("model", "AdminSetSubscriptionResponseLimits"), True),
        ("features", "features", ("model", "AdminSetSubscriptionResponseFeatures"), True),
        ("usage", "usage", ("model", "AdminSetSubscriptionResponseUsage"), True),
        ("invoice", "invoice", ("model", "PlanInvoice"), False),
    )
    business_id: str
    plan: AdminSetSubscriptionResponsePlan
    limits: AdminSetSubscriptionResponseLimits
    features: AdminSetSubscriptionResponseFeatures
    usage: AdminSetSubscriptionResponseUsage
    invoice: PlanInvoice | None = None


@dataclass(frozen=True, kw_only=True)
class AdminSetSubscriptionResponseFeatures(Model):
    """AdminSetSubscriptionResponseFeatures, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("webhooks", "webhooks", "bool", True),
        ("sms", "sms", "bool", True),
        ("priority_processing", "priority_processing", "bool", True),
        ("custom_branding", "custom_branding", "bool", True),
        ("multi_user", "multi_user", "bool", True),
        ("white_label", "white_label", "bool", True),
    )
    webhooks: bool
    sms: bool
    priority_processing: bool
    custom_branding: bool
    multi_user: bool
    white_label: bool


@dataclass(frozen=True, kw_only=True)
class AdminSetSubscriptionResponseLimits(Model):
    """AdminSetSubscriptionResponseLimits, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("max_wallet_addresses", "max_wallet_addresses", "int", True),
        ("max_transactions_per_month", "max_transactions_per_month", "int", True),
        ("market_data", "market_data", "bool", True),
    )
    max_wallet_addresses: int
    """-1 means unlimited"""
    max_transactions_per_month: int
    """-1 means unlimited"""
    market_data: bool


@dataclass(frozen=True, kw_only=True)
class AdminSetSubscriptionResponsePlan(Model):
    """AdminSetSubscriptionResponsePlan, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("name", "name", "str", True),
        ("duration", "duration", "str", True),
        ("status", "status", "str", True),
        ("expiry", "expiry", "str", True),
    )
    name: Literal["starter", "professional", "business", "enterprise"]
    duration: Literal["monthly", "annual"]
    status: Literal["active", "cancelled", "expired"]
    expiry: str


@dataclass(frozen=True, kw_only=True)
class AdminSetSubscriptionResponseUsage(Model):
    """AdminSetSubscriptionResponseUsage, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("wallet_addresses_used", "wallet_addresses_used", "int", True),
        ("transactions_this_month", "transactions_this_month", "int", True),
    )
    wallet_addresses_used: int
    transactions_this_month: int


@dataclass(frozen=True, kw_only=True)
class AdminTreasuryMovesResponse(Model):
    """AdminTreasuryMovesResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("moves", "moves", ("list", ("model", "AdminTreasuryMovesResponseMovesItem")), True),
    )
    moves: list[AdminTreasuryMovesResponseMovesItem]


@dataclass(frozen=True, kw_only=True)
class AdminTreasuryMovesResponseMovesItem(Model):
    """AdminTreasuryMovesResponseMovesItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("purpose", "purpose", "str", True),
        ("business_id", "business_id", "str", True),
        ("is_test_mode", "is_test_mode", "bool", True),
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
        ("from_class", "from_class", "str", True),
        ("from_address", "from_address", "str", True),
        ("to_class", "to_class", "str", True),
        ("to_address", "to_address", "str", True),
        ("amount", "amount", "str", True),
        ("status", "status", "str", True),
        ("tx_hash", "tx_hash", "str", False),
        ("network_fee", "network_fee", "str", False),
        ("failure_reason", "failure_reason", "str", False),
        ("booked", "booked", "bool", True),
        ("serves", "serves", "str", True),
        ("created_at", "created_at", "str", True),
    )
    id: str
    """Also the chain send id and the ledger transfer id"""
    purpose: Literal["sweep", "gas", "refund"]
    business_id: str
    is_test_mode: bool
    network: str
    currency: str
    from_class: str
    from_address: str
    to_class: str
    to_address: str
    amount: str
    """Integer in the currency's base units on its network"""
    status: Literal["recorded", "submitted", "confirmed", "failed"]
    tx_hash: str | None = None
    network_fee: str | None = None
    """Integer in the currency's base units on its network"""
    failure_reason: str | None = None
    booked: bool
    """Its ledger transfers are in"""
    serves: str
    """The session, balance or move it is for"""
    created_at: str


@dataclass(frozen=True, kw_only=True)
class AdminTreasuryReconciliationResponse(Model):
    """AdminTreasuryReconciliationResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("environment", "environment", "str", True),
        ("checked_at", "checked_at", "str", True),
        ("differences", "differences", "int", True),
        ("accounts", "accounts", ("list", ("model", "AdminTreasuryReconciliationResponseAccountsItem")), True),
    )
    environment: Literal["test", "live"]
    checked_at: str
    differences: int
    """Rows whose chain and ledger disagree or whose chain could not be read"""
    accounts: list[AdminTreasuryReconciliationResponseAccountsItem]


@dataclass(frozen=True, kw_only=True)
class AdminTreasuryReconciliationResponseAccountsItem(Model):
    """AdminTreasuryReconciliationResponseAccountsItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("account_id", "account_id", "str", True),
        ("address_class", "address_class", "str", True),
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
        ("addresses", "addresses", "int", True),
        ("ledger_balance", "ledger_balance", "str", True),
        ("chain_balance", "chain_balance", "str", False),
        ("difference", "difference", "str", False),
        ("status", "status", "str", True),
        ("error", "error", "str", False),
    )
    account_id: str
    address_class: Literal["session", "treasury", "topup"]
    network: str
    currency: str
    addresses: int
    """Addresses of this class on this network, summed on the chain side"""
    ledger_balance: str
    """Integer in the currency's base units on its network"""
    chain_balance: str | None = None
    """Integer in the currency's base units on its network"""
    difference: str | None = None
    """chain minus ledger"""
    status: Literal["ok", "difference", "unreadable"]
    error: str | None = None


@dataclass(frozen=True, kw_only=True)
class AdminTreasurySweepRequest(Model):
    """AdminTreasurySweepRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("environment", "environment", "str", False),
    )
    environment: Literal["test", "live"] | None = None
    """Test (sandbox) or live money"""


@dataclass(frozen=True, kw_only=True)
class AdminTreasurySweepResponse(Model):
    """AdminTreasurySweepResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("moves", "moves", ("list", ("model", "AdminTreasurySweepResponseMovesItem")), True),
    )
    moves: list[AdminTreasurySweepResponseMovesItem]


@dataclass(frozen=True, kw_only=True)
class AdminTreasurySweepResponseMovesItem(Model):
    """AdminTreasurySweepResponseMovesItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("purpose", "purpose", "str", True),
        ("business_id", "business_id", "str", True),
        ("is_test_mode", "is_test_mode", "bool", True),
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
        ("from_class", "from_class", "str", True),
        ("from_address", "from_address", "str", True),
        ("to_class", "to_class", "str", True),
        ("to_address", "to_address", "str", True),
        ("amount", "amount", "str", True),
        ("status", "status", "str", True),
        ("tx_hash", "tx_hash", "str", False),
        ("network_fee", "network_fee", "str", False),
        ("failure_reason", "failure_reason", "str", False),
        ("booked", "booked", "bool", True),
        ("serves", "serves", "str", True),
        ("created_at", "created_at", "str", True),
    )
    id: str
    """Also the chain send id and the ledger transfer id"""
    purpose: Literal["sweep", "gas", "refund"]
    business_id: str
    is_test_mode: bool
    network: str
    currency: str
    from_class: str
    from_address: str
    to_class: str
    to_address: str
    amount: str
    """Integer in the currency's base units on its network"""
    status: Literal["recorded", "submitted", "confirmed", "failed"]
    tx_hash: str | None = None
    network_fee: str | None = None
    """Integer in the currency's base units on its network"""
    failure_reason: str | None = None
    booked: bool
    """Its ledger transfers are in"""
    serves: str
    """The session, balance or move it is for"""
    created_at: str


@dataclass(frozen=True, kw_only=True)
class AirtimeOperator(Model):
    """The AirtimeOperator resource."""

    _spec: ClassVar[Spec] = (
        ("operator_id", "operator_id", "int", True),
        ("name", "name", "str", True),
        ("country_code", "country_code", "str", True),
        ("sender_currency", "sender_currency", "str", True),
        ("destination_currency", "destination_currency", "str", True),
        ("fx_rate", "fx_rate", "str", True),
        ("min_amount", "min_amount", "str", True),
        ("max_amount", "max_amount", "str", True),
    )
    operator_id: int
    name: str
    country_code: str
    sender_currency: str
    destination_currency: str
    fx_rate: str
    """Recipient currency units per sender currency unit"""
    min_amount: str
    max_amount: str


@dataclass(frozen=True, kw_only=True)
class AirtimeQuote(Model):
    """The AirtimeQuote resource."""

    _spec: ClassVar[Spec] = (
        ("phone", "phone", "str", True),
        ("operator", "operator", ("model", "AirtimeOperator"), True),
        ("amount", "amount", "str", True),
        ("recipient_amount", "recipient_amount", "str", True),
        ("recipient_currency", "recipient_currency", "str", True),
        ("currency", "currency", "str", True),
        ("merchant_price", "merchant_price", "str", True),
        ("merchant_markup", "merchant_markup", "str", True),
        ("customer_price", "customer_price", "str", True),
    )
    phone: str
    operator: AirtimeOperator
    amount: str
    recipient_amount: str
    recipient_currency: str
    currency: str
    """The sender currency of amount (USD)"""
    merchant_price: str
    merchant_markup: str
    customer_price: str


@dataclass(frozen=True, kw_only=True)
class AnalyticsAssetFigures(Model):
    """The AnalyticsAssetFigures resource."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("asset", "asset", "str", True),
        ("received", "received", "str", True),
        ("refunded", "refunded", "str", True),
        ("fees_earned", "fees_earned", "str", True),
    )
    network: str
    asset: str
    received: str
    """Crypto received by checkout sessions (on time and late)"""
    refunded: str
    """Crypto sent back by refunds"""
    fees_earned: str
    """Your fees collected on your customers’ wallet transfers"""


@dataclass(frozen=True, kw_only=True)
class AnalyticsConfirmAlertRequest(Model):
    """AnalyticsConfirmAlertRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("note", "note", "str", False),
    )
    note: str | None = None


@dataclass(frozen=True, kw_only=True)
class AnalyticsCurrencyFigures(Model):
    """The AnalyticsCurrencyFigures resource."""

    _spec: ClassVar[Spec] = (
        ("currency", "currency", "str", True),
        ("volume", "volume", "str", True),
        ("refunds", "refunds", "str", True),
        ("net_sales", "net_sales", "str", True),
        ("revenue", "revenue", "str", True),
        ("average_sale", "average_sale", "str", True),
        ("paid_sessions", "paid_sessions", "int", True),
        ("vas_sales", "vas_sales", "str", True),
        ("vas_margin", "vas_margin", "str", True),
        ("virtual_account_credits", "virtual_account_credits", "str", True),
        ("remittance_fees", "remittance_fees", "str", True),
    )
    currency: str
    volume: str
    """What customers paid: sessions paid, overpaid, underpaid and late, plus virtual account credits"""
    refunds: str
    """Refunds sent"""
    net_sales: str
    """volume − refunds − reversed virtual account credits"""
    revenue: str
    """What you keep: net_sales + VAS margin"""
    average_sale: str
    """What a paid session brought on average (overpayments included), rounded down"""
    paid_sessions: int
    vas_sales: str
    """VAS orders sold to your customers (the customer price)"""
    vas_margin: str
    """Your margin on them"""
    virtual_account_credits: str
    """Bank transfers credited from your virtual accounts"""
    remittance_fees: str
    """Fees you paid on remittance payouts sent (net of any discount): a cost, not in revenue"""


@dataclass(frozen=True, kw_only=True)
class AnalyticsDashboard(Model):
    """The AnalyticsDashboard resource."""

    _spec: ClassVar[Spec] = (
        ("overview", "overview", ("model", "AnalyticsOverview"), True),
        ("revenue", "revenue", ("model", "AnalyticsRevenue"), True),
        ("payment_methods", "payment_methods", ("model", "AnalyticsPaymentMethods"), True),
        ("recent_transactions", "recent_transactions", ("list", ("model", "AnalyticsTransaction")), True),
        ("open_fraud_alerts", "open_fraud_alerts", ("list", ("model", "FraudAlert")), True),
    )
    overview: AnalyticsOverview
    revenue: AnalyticsRevenue
    payment_methods: AnalyticsPaymentMethods
    recent_transactions: list[AnalyticsTransaction]
    """The ten newest"""
    open_fraud_alerts: list[FraudAlert]
    """The ten newest open alerts"""


@dataclass(frozen=True, kw_only=True)
class AnalyticsDismissAlertRequest(Model):
    """AnalyticsDismissAlertRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("reason", "reason", "str", True),
    )
    reason: str
    """Why it is harmless"""


@dataclass(frozen=True, kw_only=True)
class AnalyticsOverview(Model):
    """The AnalyticsOverview resource."""

    _spec: ClassVar[Spec] = (
        ("period", "period", "str", True),
        ("from_", "from", "str", True),
        ("to", "to", "str", True),
        ("environment", "environment", "str", True),
        ("currency", "currency", "str", True),
        ("total_volume", "total_volume", "str", True),
        ("total_revenue", "total_revenue", "str", True),
        ("transaction_count", "transaction_count", "int", True),
        ("net_sales", "net_sales", "str", True),
        ("refunds", "refunds", "str", True),
        ("average_sale", "average_sale", "str", True),
        ("success_rate", "success_rate", "str", False),
        ("sessions", "sessions", ("model", "AnalyticsSessionCounts"), True),
        ("by_currency", "by_currency", ("list", ("model", "AnalyticsCurrencyFigures")), True),
        ("crypto", "crypto", ("list", ("model", "AnalyticsAssetFigures")), True),
    )
    period: str
    """The days covered, as an ISO 8601 interval of UTC days: 2026-10-30/2026-11-28 (both included)"""
    from_: str
    """A UTC day, YYYY-MM-DD"""
    to: str
    """A UTC day, YYYY-MM-DD"""
    environment: Literal["test", "live"]
    currency: str
    """The report currency: total_volume and total_revenue are in it, nothing converted"""
    total_volume: str
    """volume in `currency` (by_currency has the others)"""
    total_revenue: str
    """revenue in `currency`"""
    transaction_count: int
    """Money movements of every product, in any currency"""
    net_sales: str
    """In `currency`"""
    refunds: str
    """In `currency`"""
    average_sale: str
    """In `currency`"""
    success_rate: str | None = None
    """Paid sessions over sessions that reached a final state; absent before any did"""
    sessions: AnalyticsSessionCounts
    by_currency: list[AnalyticsCurrencyFigures]
    crypto: list[AnalyticsAssetFigures]


@dataclass(frozen=True, kw_only=True)
class AnalyticsPaymentMethod(Model):
    """The AnalyticsPaymentMethod resource."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("asset", "asset", "str", True),
        ("method", "method", "str", True),
        ("count", "count", "int", True),
        ("volume", "volume", "str", True),
        ("share", "share", "str", True),
    )
    network: str
    asset: str
    method: str
    """The session’s payment_method"""
    count: int
    """Sessions paid (in full or in part) with this coin"""
    volume: str
    """What they paid, in `currency`"""
    share: str
    """Of the period’s paid sessions (count)"""


@dataclass(frozen=True, kw_only=True)
class AnalyticsPaymentMethods(Model):
    """The AnalyticsPaymentMethods resource."""

    _spec: ClassVar[Spec] = (
        ("period", "period", "str", True),
        ("from_", "from", "str", True),
        ("to", "to", "str", True),
        ("environment", "environment", "str", True),
        ("currency", "currency", "str", True),
        ("methods", "methods", ("list", ("model", "AnalyticsPaymentMethod")), True),
    )
    period: str
    """The days covered, as an ISO 8601 interval of UTC days: 2026-10-30/2026-11-28 (both included)"""
    from_: str
    """A UTC day, YYYY-MM-DD"""
    to: str
    """A UTC day, YYYY-MM-DD"""
    environment: Literal["test", "live"]
    currency: str
    methods: list[AnalyticsPaymentMethod]


@dataclass(frozen=True, kw_only=True)
class AnalyticsRevenue(Model):
    """The AnalyticsRevenue resource."""

    _spec: ClassVar[Spec] = (
        ("period", "period", "str", True),
        ("from_", "from", "str", True),
        ("to", "to", "str", True),
        ("environment", "environment", "str", True),
        ("group", "group", "str", True),
        ("basis", "basis", "str", True),
        ("currency", "currency", "str", True),
        ("points", "points", ("list", ("model", "AnalyticsRevenuePoint")), True),
    )
    period: str
    """The days covered, as an ISO 8601 interval of UTC days: 2026-10-30/2026-11-28 (both included)"""
    from_: str
    """A UTC day, YYYY-MM-DD"""
    to: str
    """A UTC day, YYYY-MM-DD"""
    environment: Literal["test", "live"]
    group: Literal["day", "week", "month"]
    basis: Literal["fiat", "crypto"]
    currency: str
    """The report currency (fiat basis)"""
    points: list[AnalyticsRevenuePoint]
    """One per group start (weeks start on Monday), every group of the period included"""


@dataclass(frozen=True, kw_only=True)
class AnalyticsRevenuePoint(Model):
    """The AnalyticsRevenuePoint resource."""

    _spec: ClassVar[Spec] = (
        ("date", "date", "str", True),
        ("currency", "currency", "str", True),
        ("network", "network", "str", False),
        ("volume", "volume", "str", True),
        ("refunds", "refunds", "str", True),
        ("revenue", "revenue", "str", True),
        ("transactions", "transactions", "int", True),
    )
    date: str
    """A UTC day, YYYY-MM-DD"""
    currency: str
    """Fiat basis: the report currency; crypto basis: the asset"""
    network: str | None = None
    """Crypto basis only"""
    volume: str
    """Fiat: volume; crypto: what sessions received"""
    refunds: str
    """Refunds sent"""
    revenue: str
    """Fiat: revenue; crypto: received − refunded + fees earned"""
    transactions: int


@dataclass(frozen=True, kw_only=True)
class AnalyticsSessionCounts(Model):
    """The AnalyticsSessionCounts resource."""

    _spec: ClassVar[Spec] = (
        ("created", "created", "int", True),
        ("paid", "paid", "int", True),
        ("overpaid", "overpaid", "int", True),
        ("underpaid", "underpaid", "int", True),
        ("expired", "expired", "int", True),
        ("failed", "failed", "int", True),
        ("late_payments", "late_payments", "int", True),
    )
    created: int
    paid: int
    """Paid in full on time (overpaid ones included)"""
    overpaid: int
    """Of the paid, those that received more than the price"""
    underpaid: int
    """Expired having received part of the price"""
    expired: int
    """Expired having received nothing"""
    failed: int
    late_payments: int
    """Payments confirmed after their session closed"""


@dataclass(frozen=True, kw_only=True)
class AnalyticsSetFraudRuleRequest(Model):
    """AnalyticsSetFraudRuleRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("threshold", "threshold", "int", True),
        ("enabled", "enabled", "bool", False),
    )
    threshold: int
    """Within the rule’s min and max (GET /fraud-rules)"""
    enabled: bool | None = None


@dataclass(frozen=True, kw_only=True)
class AnalyticsTransaction(Model):
    """The AnalyticsTransaction resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("occurred_at", "occurred_at", "str", True),
        ("product", "product", "str", True),
        ("type", "type", "str", True),
        ("currency", "currency", "str", False),
        ("amount", "amount", "str", False),
        ("network", "network", "str", False),
        ("asset", "asset", "str", False),
        ("asset_amount", "asset_amount", "str", False),
        ("method", "method", "str", False),
        ("subject", "subject", "str", True),
        ("reference", "reference", "str", False),
        ("customer", "customer", "str", False),
        ("address", "address", "str", False),
    )
    id: str
    """Unique: the fact behind the line"""
    occurred_at: str
    product: str
    type: str
    """docs/analytics.md lists each type"""
    currency: str | None = None
    amount: str | None = None
    """In `currency`"""
    network: str | None = None
    asset: str | None = None
    asset_amount: str | None = None
    """In `asset`"""
    method: str | None = None
    subject: str
    """The product’s id: session, order, transfer, wallet customer, virtual account"""
    reference: str | None = None
    customer: str | None = None
    """Your customer: e-mail or reference"""
    address: str | None = None
    """The crypto address that paid, or a refund went to"""


@dataclass(frozen=True, kw_only=True)
class AnalyticsTransactionList(Model):
    """The AnalyticsTransactionList resource."""

    _spec: ClassVar[Spec] = (
        ("period", "period", "str", True),
        ("from_", "from", "str", True),
        ("to", "to", "str", True),
        ("environment", "environment", "str", True),
        ("transactions", "transactions", ("list", ("model", "AnalyticsTransaction")), True),
        ("total", "total", "int", True),
        ("page", "page", "int", True),
        ("limit", "limit", "int", True),
    )
    period: str
    """The days covered, as an ISO 8601 interval of UTC days: 2026-10-30/2026-11-28 (both included)"""
    from_: str
    """A UTC day, YYYY-MM-DD"""
    to: str
    """A UTC day, YYYY-MM-DD"""
    environment: Literal["test", "live"]
    transactions: list[AnalyticsTransaction]
    total: int
    page: int
    limit: int


@dataclass(frozen=True, kw_only=True)
class ApiKey(Model):
    """The ApiKey resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("name", "name", "str", True),
        ("environment", "environment", "str", True),
        ("legacy", "legacy", "bool", True),
        ("product", "product", "str", True),
        ("permissions", "permissions", ("list", "str"), True),
        ("key_hint", "key_hint", "str", True),
        ("created_by", "created_by", "str", False),
        ("review_required", "review_required", "bool", True),
        ("status", "status", "str", True),
        ("created_at", "created_at", "str", True),
        ("rotated_at", "rotated_at", "str", False),
        ("revoked_at", "revoked_at", "str", False),
    )
    id: str
    name: str
    environment: Literal["test", "live"]
    legacy: bool
    product: Literal["payments", "caas"]
    permissions: list[str]
    key_hint: str
    created_by: str | None = None
    review_required: bool
    status: Literal["active", "revoked"]
    created_at: str
    rotated_at: str | None = None
    revoked_at: str | None = None


@dataclass(frozen=True, kw_only=True)
class ApiKeyCreated(Model):
    """The ApiKeyCreated resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("name", "name", "str", True),
        ("environment", "environment", "str", True),
        ("legacy", "legacy", "bool", True),
        ("product", "product", "str", True),
        ("permissions", "permissions", ("list", "str"), True),
        ("key_hint", "key_hint", "str", True),
        ("created_by", "created_by", "str", False),
        ("review_required", "review_required", "bool", True),
        ("status", "status", "str", True),
        ("created_at", "created_at", "str", True),
        ("rotated_at", "rotated_at", "str", False),
        ("revoked_at", "revoked_at", "str", False),
        ("key", "key", "str", True),
        ("message", "message", "str", True),
    )
    id: str
    name: str
    environment: Literal["test", "live"]
    legacy: bool
    product: Literal["payments", "caas"]
    permissions: list[str]
    key_hint: str
    created_by: str | None = None
    review_required: bool
    status: Literal["active", "revoked"]
    created_at: str
    rotated_at: str | None = None
    revoked_at: str | None = None
    key: str
    message: str


@dataclass(frozen=True, kw_only=True)
class ApiKeyList(Model):
    """The ApiKeyList resource."""

    _spec: ClassVar[Spec] = (
        ("keys", "keys", ("list", ("model", "ApiKey")), True),
        ("total", "total", "int", True),
    )
    keys: list[ApiKey]
    total: int


@dataclass(frozen=True, kw_only=True)
class ApiKeysCreateRequest(Model):
    """ApiKeysCreateRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("name", "name", "str", True),
        ("environment", "environment", "str", True),
        ("product", "product", "str", True),
        ("permissions", "permissions", ("list", "str"), False),
        ("legacy", "legacy", "bool", False),
        ("otp_code", "otp_code", "str", False),
    )
    name: str
    environment: Literal["test", "live"]
    product: Literal["payments", "caas"]
    permissions: list[str] | None = None
    legacy: bool | None = None
    """Create a legacy key without prefix (environment then follows toggle-sandbox)"""
    otp_code: str | None = None
    """A current TOTP code: required for a key holding a money permission when you have 2FA or the team requires it"""


@dataclass(frozen=True, kw_only=True)
class ApiKeysRotateRequest(Model):
    """ApiKeysRotateRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("otp_code", "otp_code", "str", False),
    )
    otp_code: str | None = None
    """A current TOTP code: required to rotate a key holding a money permission when you have 2FA or the team requires it"""


@dataclass(frozen=True, kw_only=True)
class ApiKeysToggleSandboxRequest(Model):
    """ApiKeysToggleSandboxRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
    )
    id: str


@dataclass(frozen=True, kw_only=True)
class AuditEntry(Model):
    """The AuditEntry resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("time", "time", "str", True),
        ("action", "action", "str", True),
        ("actor", "actor", ("model", "AuditEntryActor"), True),
        ("credential", "credential", "str", True),
        ("client_address", "client_address", "str", False),
        ("request_id", "request_id", "str", False),
        ("target", "target", ("model", "AuditEntryTarget"), True),
        ("changes", "changes", ("map", "any"), True),
    )
    id: str
    """The entry id"""
    time: str
    """When the act was committed"""
    action: Literal["api_key.created", "api_key.rotated", "api_key.revoked", "member.invited", "member.permissions_changed", "member.removed", "invitation.accepted", "invitation.revoked", "refund.created", "wallet.seed_revealed", "wallet.key_exported", "webhook.configured", "webhook.deleted", "settlement_account.added", "settlement_account.updated", "settlement_account.removed", "wallet_fees.changed", "plan.changed", "team_security.changed", "caas_user.adopted", "caas_user.linked", "caas_user.phone_changed", "virtual_account.created", "virtual_account.frozen", "virtual_account.unfrozen", "virtual_account.closed", "bank_payment.assigned", "bank_payment.returned", "signing_key.issued", "signing_key.revoked", "remittance.created", "otc.order_created", "otc.order_resolved", "otc_form.reviewed", "fraud_alert.resolved", "fraud_rule.changed"]
    """What was done (docs/audit-log.md lists each action and the changes it records)"""
    actor: AuditEntryActor
    credential: Literal["dashboard_session", "api_key", "admin_token", "none"]
    """How the actor authenticated"""
    client_address: str | None = None
    """The address the request came from, as the gateway saw it; absent for the platform’s own acts"""
    request_id: str | None = None
    """The X-Request-Id of the request that did it; absent for the platform’s own acts"""
    target: AuditEntryTarget
    """What the act was done to"""
    changes: dict[str, Any]
    """What changed (old and new values where there were any); never a secret: account numbers show their last four digits"""


@dataclass(frozen=True, kw_only=True)
class AuditEntryActor(Model):
    """AuditEntryActor, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("type", "type", "str", True),
        ("id", "id", "str", False),
    )
    type: Literal["user", "api_key", "admin", "system"]
    """user: a member on the dashboard; api_key: one of the merchant’s keys; admin: the platform operator; system: the platform itself (a payment, a timer)"""
    id: str | None = None
    """The user id or key id; absent for admin and system"""


@dataclass(frozen=True, kw_only=True)
class AuditEntryTarget(Model):
    """What the act was done to"""

    _spec: ClassVar[Spec] = (
        ("type", "type", "str", True),
        ("id", "id", "str", True),
    )
    type: str
    id: str


@dataclass(frozen=True, kw_only=True)
class AuditLogPage(Model):
    """The AuditLogPage resource."""

    _spec: ClassVar[Spec] = (
        ("entries", "entries", ("list", ("model", "AuditEntry")), True),
        ("next_cursor", "next_cursor", "str", False),
    )
    entries: list[AuditEntry]
    next_cursor: str | None = None
    """Pass as `before` for the next (older) page; absent on the last page"""


@dataclass(frozen=True, kw_only=True)
class AuthLoginRequest(Model):
    """AuthLoginRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("email", "email", "str", True),
        ("password", "password", "str", True),
        ("otp_code", "otp_code", "str", False),
    )
    email: str
    password: str
    otp_code: str | None = None


@dataclass(frozen=True, kw_only=True)
class AuthRefreshRequest(Model):
    """AuthRefreshRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("refresh_token", "refresh_token", "str", True),
    )
    refresh_token: str


@dataclass(frozen=True, kw_only=True)
class AuthRefreshResponse(Model):
    """AuthRefreshResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("access_token", "access_token", "str", True),
        ("refresh_token", "refresh_token", "str", True),
        ("expires_in", "expires_in", "int", True),
        ("token_type", "token_type", "str", True),
    )
    access_token: str
    refresh_token: str
    expires_in: int
    """Seconds until the access token expires"""
    token_type: Literal["Bearer"]


@dataclass(frozen=True, kw_only=True)
class AuthRegisterRequest(Model):
    """AuthRegisterRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("email", "email", "str", True),
        ("password", "password", "str", True),
        ("business_name", "business_name", "str", True),
        ("account_type", "account_type", "str", True),
    )
    email: str
    password: str
    business_name: str
    account_type: Literal["business", "individual"]


@dataclass(frozen=True, kw_only=True)
class AuthRegisterResponse(Model):
    """AuthRegisterResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("user_id", "user_id", "str", True),
        ("business_id", "business_id", "str", True),
        ("access_token", "access_token", "str", True),
        ("refresh_token", "refresh_token", "str", True),
        ("expires_in", "expires_in", "int", True),
    )
    user_id: str
    business_id: str
    access_token: str
    refresh_token: str
    expires_in: int
    """Seconds until the access token expires"""


@dataclass(frozen=True, kw_only=True)
class AuthTokens(Model):
    """The AuthTokens resource."""

    _spec: ClassVar[Spec] = (
        ("access_token", "access_token", "str", True),
        ("refresh_token", "refresh_token", "str", True),
        ("expires_in", "expires_in", "int", True),
    )
    access_token: str
    refresh_token: str
    expires_in: int
    """Seconds until the access token expires"""


@dataclass(frozen=True, kw_only=True)
class AuthTwoFactorDisableRequest(Model):
    """AuthTwoFactorDisableRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("code", "code", "str", True),
    )
    code: str


@dataclass(frozen=True, kw_only=True)
class AuthTwoFactorDisableResponse(Model):
    """AuthTwoFactorDisableResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("enabled", "enabled", "bool", True),
        ("message", "message", "str", True),
    )
    enabled: bool
    message: str


@dataclass(frozen=True, kw_only=True)
class AuthTwoFactorEnableRequest(Model):
    """AuthTwoFactorEnableRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("code", "code", "str", True),
    )
    code: str


@dataclass(frozen=True, kw_only=True)
class AuthTwoFactorEnableResponse(Model):
    """AuthTwoFactorEnableResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("enabled", "enabled", "bool", True),
        ("message", "message", "str", True),
    )
    enabled: bool
    message: str


@dataclass(frozen=True, kw_only=True)
class AuthTwoFactorSetupResponse(Model):
    """AuthTwoFactorSetupResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("secret", "secret", "str", True),
        ("qr_code_url", "qr_code_url", "str", True),
    )
    secret: str
    qr_code_url: str


@dataclass(frozen=True, kw_only=True)
class AuthTwoFactorStatusResponse(Model):
    """AuthTwoFactorStatusResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("enabled", "enabled", "bool", True),
        ("verified", "verified", "bool", True),
    )
    enabled: bool
    verified: bool


@dataclass(frozen=True, kw_only=True)
class Balance(Model):
    """The Balance resource."""

    _spec: ClassVar[Spec] = (
        ("is_test_mode", "is_test_mode", "bool", True),
        ("balances", "balances", ("list", ("model", "CurrencyBalance")), True),
    )
    is_test_mode: bool
    balances: list[CurrencyBalance]


@dataclass(frozen=True, kw_only=True)
class BalanceEntry(Model):
    """The BalanceEntry resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("currency", "currency", "str", True),
        ("direction", "direction", "str", True),
        ("amount", "amount", "str", True),
        ("amount_decimal", "amount_decimal", "str", True),
        ("status", "status", "str", True),
        ("type", "type", "str", True),
        ("network", "network", "str", False),
        ("tx_hash", "tx_hash", "str", False),
        ("deposit_id", "deposit_id", "str", False),
        ("created_at", "created_at", "str", True),
    )
    id: str
    """The ledger transfer id"""
    currency: Literal["USDT", "USDC", "GBP", "EUR", "USD", "NGN"]
    direction: Literal["credit", "debit"]
    amount: str
    """Integer in the currency’s balance base units (USDT, USDC: 6 decimals; GBP, EUR, USD, NGN: 2)"""
    amount_decimal: str
    status: Literal["pending", "posted", "voided"]
    """pending: reserved, not yet final; posted: final; voided: a pending entry cancelled (nothing moved)"""
    type: str
    """Why the money moved: top_up, top_up_reversal, vas_order (a VAS order’s hold), virtual_account_credit, virtual_account_reversal (a bank transfer to a virtual account, and its return)"""
    network: str | None = None
    tx_hash: str | None = None
    deposit_id: str | None = None
    created_at: str


@dataclass(frozen=True, kw_only=True)
class BalanceEntryList(Model):
    """The BalanceEntryList resource."""

    _spec: ClassVar[Spec] = (
        ("is_test_mode", "is_test_mode", "bool", True),
        ("entries", "entries", ("list", ("model", "BalanceEntry")), True),
        ("page", "page", "int", True),
        ("limit", "limit", "int", True),
        ("total", "total", "int", True),
    )
    is_test_mode: bool
    entries: list[BalanceEntry]
    page: int
    limit: int
    total: int


@dataclass(frozen=True, kw_only=True)
class BalanceTopUpAddresses(Model):
    """The BalanceTopUpAddresses resource."""

    _spec: ClassVar[Spec] = (
        ("is_test_mode", "is_test_mode", "bool", True),
        ("addresses", "addresses", ("list", ("model", "BalanceTopUpAddressesAddressesItem")), True),
    )
    is_test_mode: bool
    addresses: list[BalanceTopUpAddressesAddressesItem]


@dataclass(frozen=True, kw_only=True)
class BalanceTopUpAddressesAddressesItem(Model):
    """BalanceTopUpAddressesAddressesItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("address", "address", "str", True),
        ("currencies", "currencies", ("list", "str"), True),
        ("derivation_path", "derivation_path", "str", True),
        ("created_at", "created_at", "str", True),
    )
    network: str
    address: str
    currencies: list[Literal["USDT", "USDC"]]
    """Tokens credited to the balance when sent here"""
    derivation_path: str
    created_at: str


@dataclass(frozen=True, kw_only=True)
class BankPayment(Model):
    """The BankPayment resource."""

    _spec: ClassVar[Spec] = (
        ("payment_id", "payment_id", "str", True),
        ("status", "status", "str", True),
        ("currency", "currency", "str", True),
        ("amount", "amount", "str", True),
        ("amount_decimal", "amount_decimal", "str", True),
        ("payer_name", "payer_name", "str", True),
        ("payer_identifier", "payer_identifier", "str", True),
        ("reference", "reference", "str", True),
        ("scheme", "scheme", "str", True),
        ("partner_account_id", "partner_account_id", "str", True),
        ("virtual_account_id", "virtual_account_id", "str", False),
        ("suspense_reason", "suspense_reason", "str", False),
        ("reversal_reason", "reversal_reason", "str", False),
        ("refusal", "refusal", "str", False),
        ("notices", "notices", "int", True),
        ("is_test_mode", "is_test_mode", "bool", True),
        ("received_at", "received_at", "str", True),
    )
    payment_id: str
    status: str
    """received, credited, suspended, assigning, assigned, returning, returned, reversed, reversal_refused"""
    currency: Literal["GBP", "EUR"]
    amount: str
    """Minor units"""
    amount_decimal: str
    payer_name: str
    payer_identifier: str
    reference: str
    scheme: str
    partner_account_id: str
    virtual_account_id: str | None = None
    """The account it is credited to; absent in suspense"""
    suspense_reason: str | None = None
    """unknown_account, account_opening, account_frozen, account_closed"""
    reversal_reason: str | None = None
    """The return reason of a reversal by the payer’s bank"""
    refusal: str | None = None
    """Why a reversal could not be debited (the balance no longer holds the money)"""
    notices: int
    """How many notifications of it arrived (resends included)"""
    is_test_mode: bool
    received_at: str


@dataclass(frozen=True, kw_only=True)
class BankPaymentList(Model):
    """The BankPaymentList resource."""

    _spec: ClassVar[Spec] = (
        ("payments", "payments", ("list", ("model", "BankPayment")), True),
        ("total", "total", "int", True),
    )
    payments: list[BankPayment]
    total: int


@dataclass(frozen=True, kw_only=True)
class Billers(Model):
    """The Billers resource."""

    _spec: ClassVar[Spec] = (
        ("billers", "billers", ("list", ("model", "BillersBillersItem")), True),
    )
    billers: list[BillersBillersItem]


@dataclass(frozen=True, kw_only=True)
class BillersBillersItem(Model):
    """BillersBillersItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("biller_id", "biller_id", "int", True),
        ("name", "name", "str", True),
        ("country_code", "country_code", "str", True),
        ("type", "type", "str", True),
        ("service_type", "service_type", "str", True),
        ("currency", "currency", "str", True),
        ("min_amount", "min_amount", "str", True),
        ("max_amount", "max_amount", "str", True),
        ("fee", "fee", "str", True),
    )
    biller_id: int
    name: str
    country_code: str
    type: str
    """ELECTRICITY_BILL_PAYMENT, TV_BILL_PAYMENT, …"""
    service_type: str
    currency: str
    """Currency of the amounts (USD)"""
    min_amount: str
    max_amount: str
    fee: str


@dataclass(frozen=True, kw_only=True)
class CaasDeposit(Model):
    """The CaasDeposit resource."""

    _spec: ClassVar[Spec] = (
        ("deposit_id", "deposit_id", "str", True),
        ("status", "status", "str", True),
        ("local_amount", "local_amount", "str", True),
        ("local_currency", "local_currency", "str", True),
        ("amount_usdc", "amount_usdc", "str", False),
        ("rate", "rate", "str", False),
        ("token", "token", "str", True),
        ("network", "network", "str", True),
        ("wallet_address", "wallet_address", "str", True),
        ("collection_id", "collection_id", "str", False),
        ("tx_hash", "tx_hash", "str", False),
        ("held", "held", "str", False),
        ("reason", "reason", "str", False),
        ("created_at", "created_at", "str", True),
        ("updated_at", "updated_at", "str", True),
        ("settled_at", "settled_at", "str", False),
    )
    deposit_id: str
    status: Literal["CREATED", "PENDING", "FUNDED", "SETTLED", "FAILED"]
    """CREATED: recorded, the partner being asked; PENDING: the partner waits for the user’s payment; FUNDED: the fiat is in, the USDC is on its way; SETTLED: the USDC is on the user’s account; FAILED: the collection failed or expired (no fiat, no USDC)"""
    local_amount: str
    """Local fiat the user pays, decimal string"""
    local_currency: str
    amount_usdc: str | None = None
    """USDC the user gets (the partner’s quote), once known"""
    rate: str | None = None
    """Units of local currency per USDC, the partner’s"""
    token: str
    network: str
    wallet_address: str
    """The user’s smart account"""
    collection_id: str | None = None
    """The on-ramp partner’s collection"""
    tx_hash: str | None = None
    """The transaction that brought the USDC"""
    held: str | None = None
    """Why the USDC is not sent yet: an operator resolves it"""
    reason: str | None = None
    created_at: str
    """RFC 3339 UTC"""
    updated_at: str
    """RFC 3339 UTC"""
    settled_at: str | None = None
    """RFC 3339 UTC"""


@dataclass(frozen=True, kw_only=True)
class CaasDepositsCreateAliasRequest(Model):
    """CaasDepositsCreateAliasRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
        ("amount", "amount", "str", True),
        ("currency", "currency", "str", True),
        ("idempotency_key", "idempotency_key", "str", False),
    )
    phone_number: str
    """International format, e.g. "+233241234567\""""
    amount: str
    """Local fiat the user pays, decimal string"""
    currency: str
    """ISO 4217 code, e.g. "GHS\""""
    idempotency_key: str | None = None
    """Or the Idempotency-Key header"""


@dataclass(frozen=True, kw_only=True)
class CaasDepositsCreateRequest(Model):
    """CaasDepositsCreateRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
        ("amount", "amount", "str", True),
        ("currency", "currency", "str", True),
        ("idempotency_key", "idempotency_key", "str", False),
    )
    phone_number: str
    """International format, e.g. "+233241234567\""""
    amount: str
    """Local fiat the user pays, decimal string"""
    currency: str
    """ISO 4217 code, e.g. "GHS\""""
    idempotency_key: str | None = None
    """Or the Idempotency-Key header"""


@dataclass(frozen=True, kw_only=True)
class CaasLinkRequest(Model):
    """The CaasLinkRequest resource."""

    _spec: ClassVar[Spec] = (
        ("blind_index", "blind_index", "str", True),
        ("wallet_address", "wallet_address", "str", True),
        ("status", "status", "str", True),
        ("expires_at", "expires_at", "str", True),
    )
    blind_index: str
    wallet_address: str
    status: Literal["CODE_SENT", "CODE_PENDING"]
    expires_at: str


@dataclass(frozen=True, kw_only=True)
class CaasLinkedUser(Model):
    """The CaasLinkedUser resource."""

    _spec: ClassVar[Spec] = (
        ("blind_index", "blind_index", "str", True),
        ("wallet_address", "wallet_address", "str", True),
        ("created_at", "created_at", "str", True),
        ("owner_address", "owner_address", "str", True),
        ("salt", "salt", "str", True),
        ("network", "network", "str", True),
        ("token", "token", "str", True),
        ("factory_address", "factory_address", "str", True),
        ("entry_point", "entry_point", "str", True),
        ("status", "status", "str", True),
        ("linked_at", "linked_at", "str", True),
    )
    blind_index: str
    wallet_address: str
    created_at: str
    owner_address: str
    salt: str
    """Differs between test and live keys"""
    network: str
    token: str
    factory_address: str
    entry_point: str
    status: Literal["LINKED"]
    linked_at: str


@dataclass(frozen=True, kw_only=True)
class CaasPhoneChangeRequest(Model):
    """The CaasPhoneChangeRequest resource."""

    _spec: ClassVar[Spec] = (
        ("blind_index", "blind_index", "str", True),
        ("new_blind_index", "new_blind_index", "str", True),
        ("wallet_address", "wallet_address", "str", True),
        ("status", "status", "str", True),
        ("expires_at", "expires_at", "str", True),
    )
    blind_index: str
    new_blind_index: str
    wallet_address: str
    status: Literal["CODE_SENT", "CODE_PENDING"]
    expires_at: str


@dataclass(frozen=True, kw_only=True)
class CaasPhoneChanged(Model):
    """The CaasPhoneChanged resource."""

    _spec: ClassVar[Spec] = (
        ("blind_index", "blind_index", "str", True),
        ("wallet_address", "wallet_address", "str", True),
        ("created_at", "created_at", "str", True),
        ("owner_address", "owner_address", "str", True),
        ("salt", "salt", "str", True),
        ("network", "network", "str", True),
        ("token", "token", "str", True),
        ("factory_address", "factory_address", "str", True),
        ("entry_point", "entry_point", "str", True),
        ("previous_blind_index", "previous_blind_index", "str", True),
        ("status", "status", "str", True),
        ("changed_at", "changed_at", "str", True),
    )
    blind_index: str
    wallet_address: str
    created_at: str
    owner_address: str
    salt: str
    """Differs between test and live keys"""
    network: str
    token: str
    factory_address: str
    entry_point: str
    previous_blind_index: str
    status: Literal["PHONE_CHANGED"]
    changed_at: str


@dataclass(frozen=True, kw_only=True)
class CaasProvisionedUser(Model):
    """The CaasProvisionedUser resource."""

    _spec: ClassVar[Spec] = (
        ("blind_index", "blind_index", "str", True),
        ("wallet_address", "wallet_address", "str", True),
        ("created_at", "created_at", "str", True),
        ("owner_address", "owner_address", "str", True),
        ("salt", "salt", "str", True),
        ("network", "network", "str", True),
        ("token", "token", "str", True),
        ("factory_address", "factory_address", "str", True),
        ("entry_point", "entry_point", "str", True),
        ("status", "status", "str", True),
    )
    blind_index: str
    wallet_address: str
    created_at: str
    owner_address: str
    salt: str
    """Differs between test and live keys"""
    network: str
    token: str
    factory_address: str
    entry_point: str
    status: Literal["PROVISIONED", "ADOPTED", "ALREADY_EXISTS", "LINK_REQUIRED"]


@dataclass(frozen=True, kw_only=True)
class CaasSandboxFundAliasRequest(Model):
    """CaasSandboxFundAliasRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
        ("amount", "amount", "str", True),
        ("currency", "currency", "str", False),
    )
    phone_number: str
    """International format, e.g. "+447911123456\""""
    amount: str
    """Decimal string, at most 6 places, e.g. "12.5\""""
    currency: str | None = None


@dataclass(frozen=True, kw_only=True)
class CaasSandboxFundRequest(Model):
    """CaasSandboxFundRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
        ("amount", "amount", "str", True),
        ("currency", "currency", "str", False),
    )
    phone_number: str
    """International format, e.g. "+447911123456\""""
    amount: str
    """Decimal string, at most 6 places, e.g. "12.5\""""
    currency: str | None = None


@dataclass(frozen=True, kw_only=True)
class CaasSandboxFunding(Model):
    """The CaasSandboxFunding resource."""

    _spec: ClassVar[Spec] = (
        ("tx_hash", "tx_hash", "str", True),
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
        ("wallet_address", "wallet_address", "str", True),
        ("amount", "amount", "str", True),
        ("amount_base_units", "amount_base_units", "str", True),
        ("status", "status", "str", True),
        ("created_at", "created_at", "str", True),
    )
    tx_hash: str
    network: str
    currency: str
    wallet_address: str
    amount: str
    """Human decimal"""
    amount_base_units: str
    status: Literal["detected", "confirmed", "failed"]
    created_at: str


@dataclass(frozen=True, kw_only=True)
class CaasSwap(Model):
    """The CaasSwap resource."""

    _spec: ClassVar[Spec] = (
        ("swap_id", "swap_id", "str", True),
        ("status", "status", "str", True),
        ("token_in", "token_in", "str", True),
        ("token_out", "token_out", "str", True),
        ("amount_in", "amount_in", "str", True),
        ("amount_in_base_units", "amount_in_base_units", "str", True),
        ("amount_out_min", "amount_out_min", "str", True),
        ("platform_fee", "platform_fee", "str", True),
        ("network", "network", "str", True),
        ("wallet_address", "wallet_address", "str", True),
        ("tx_hash", "tx_hash", "str", False),
        ("user_op_hash", "user_op_hash", "str", False),
        ("reason", "reason", "str", False),
        ("created_at", "created_at", "str", True),
        ("updated_at", "updated_at", "str", True),
        ("settled_at", "settled_at", "str", False),
    )
    swap_id: str
    status: Literal["QUEUED", "SUBMITTED", "SETTLED", "FAILED"]
    token_in: str
    """Token address or `native`"""
    token_out: str
    """Token address or `native`"""
    amount_in: str
    """Decimal string with 6 places (base units on swaps recorded before decimals were kept)"""
    amount_in_base_units: str
    """Base units of the token"""
    amount_out_min: str
    """Base units of the token"""
    platform_fee: str
    """Base units of the token"""
    network: str
    wallet_address: str
    tx_hash: str | None = None
    user_op_hash: str | None = None
    reason: str | None = None
    created_at: str
    updated_at: str
    settled_at: str | None = None


@dataclass(frozen=True, kw_only=True)
class CaasSwapsCreateAliasRequest(Model):
    """CaasSwapsCreateAliasRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
        ("from_token", "from_token", "str", True),
        ("to_token", "to_token", "str", True),
        ("amount_in", "amount_in", "str", True),
        ("amount_out_min", "amount_out_min", "str", False),
        ("expires_at", "expires_at", "int", False),
        ("idempotency_key", "idempotency_key", "str", False),
    )
    phone_number: str
    """International format, e.g. "+447911123456\""""
    from_token: str
    """Token contract address, or `native` (or empty) for the native coin"""
    to_token: str
    """Token contract address, or `native` (or empty) for the native coin"""
    amount_in: str
    """Base units of from_token"""
    amount_out_min: str | None = None
    """Integer, base units of the token"""
    expires_at: int | None = None
    """The quote’s expires_at (the on-chain deadline, Unix seconds); default now + 30 s"""
    idempotency_key: str | None = None
    """Or the Idempotency-Key header"""


@dataclass(frozen=True, kw_only=True)
class CaasSwapsCreateRequest(Model):
    """CaasSwapsCreateRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
        ("from_token", "from_token", "str", True),
        ("to_token", "to_token", "str", True),
        ("amount_in", "amount_in", "str", True),
        ("amount_out_min", "amount_out_min", "str", False),
        ("expires_at", "expires_at", "int", False),
        ("idempotency_key", "idempotency_key", "str", False),
    )
    phone_number: str
    """International format, e.g. "+447911123456\""""
    from_token: str
    """Token contract address, or `native` (or empty) for the native coin"""
    to_token: str
    """Token contract address, or `native` (or empty) for the native coin"""
    amount_in: str
    """Base units of from_token"""
    amount_out_min: str | None = None
    """Integer, base units of the token"""
    expires_at: int | None = None
    """The quote’s expires_at (the on-chain deadline, Unix seconds); default now + 30 s"""
    idempotency_key: str | None = None
    """Or the Idempotency-Key header"""


@dataclass(frozen=True, kw_only=True)
class CaasTransfer(Model):
    """The CaasTransfer resource."""

    _spec: ClassVar[Spec] = (
        ("transfer_id", "transfer_id", "str", True),
        ("status", "status", "str", True),
        ("amount_usdc", "amount_usdc", "str", True),
        ("token", "token", "str", True),
        ("network", "network", "str", True),
        ("from_wallet", "from_wallet", "str", True),
        ("recipient_wallet", "recipient_wallet", "str", True),
        ("tx_hash", "tx_hash", "str", False),
        ("user_op_hash", "user_op_hash", "str", False),
        ("reason", "reason", "str", False),
        ("created_at", "created_at", "str", True),
        ("updated_at", "updated_at", "str", True),
        ("settled_at", "settled_at", "str", False),
    )
    transfer_id: str
    status: Literal["QUEUED", "SUBMITTED", "SETTLED", "FAILED"]
    amount_usdc: str
    """Decimal with 6 places, e.g. "12.500000\""""
    token: str
    network: str
    from_wallet: str
    recipient_wallet: str
    tx_hash: str | None = None
    user_op_hash: str | None = None
    reason: str | None = None
    created_at: str
    updated_at: str
    settled_at: str | None = None


@dataclass(frozen=True, kw_only=True)
class CaasTransfersCreateAliasRequest(Model):
    """CaasTransfersCreateAliasRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("from_phone_number", "from_phone_number", "str", True),
        ("to_phone_number", "to_phone_number", "str", True),
        ("amount", "amount", "str", True),
        ("token", "token", "str", False),
        ("idempotency_key", "idempotency_key", "str", False),
    )
    from_phone_number: str
    """International format, e.g. "+447911123456\""""
    to_phone_number: str
    """International format, e.g. "+447911123456\""""
    amount: str
    """Decimal string, at most 6 places, e.g. "12.5\""""
    token: str | None = None
    idempotency_key: str | None = None
    """Or the Idempotency-Key header"""


@dataclass(frozen=True, kw_only=True)
class CaasTransfersCreateRequest(Model):
    """CaasTransfersCreateRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("from_phone_number", "from_phone_number", "str", True),
        ("to_phone_number", "to_phone_number", "str", True),
        ("amount", "amount", "str", True),
        ("token", "token", "str", False),
        ("idempotency_key", "idempotency_key", "str", False),
    )
    from_phone_number: str
    """International format, e.g. "+447911123456\""""
    to_phone_number: str
    """International format, e.g. "+447911123456\""""
    amount: str
    """Decimal string, at most 6 places, e.g. "12.5\""""
    token: str | None = None
    idempotency_key: str | None = None
    """Or the Idempotency-Key header"""


@dataclass(frozen=True, kw_only=True)
class CaasTreasury(Model):
    """The CaasTreasury resource."""

    _spec: ClassVar[Spec] = (
        ("accounts", "accounts", ("list", ("model", "CaasTreasuryAccountsItem")), True),
    )
    accounts: list[CaasTreasuryAccountsItem]


@dataclass(frozen=True, kw_only=True)
class CaasTreasuryAccountsItem(Model):
    """CaasTreasuryAccountsItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("environment", "environment", "str", True),
        ("wallet_address", "wallet_address", "str", True),
        ("network", "network", "str", True),
        ("token", "token", "str", True),
        ("balance", "balance", "str", False),
    )
    environment: Literal["test", "live"]
    wallet_address: str
    """Fund this smart account (live: USDC, and the network coin for gas)"""
    network: str
    token: str
    balance: str | None = None
    """USDC it holds, 6 places; absent when the chain cannot be read now"""


@dataclass(frozen=True, kw_only=True)
class CaasUserBalance(Model):
    """The CaasUserBalance resource."""

    _spec: ClassVar[Spec] = (
        ("blind_index", "blind_index", "str", True),
        ("wallet_address", "wallet_address", "str", True),
        ("network", "network", "str", True),
        ("token", "token", "str", True),
        ("balance", "balance", "str", True),
        ("balance_base_units", "balance_base_units", "str", True),
        ("as_of", "as_of", "str", True),
    )
    blind_index: str
    wallet_address: str
    network: str
    token: str
    balance: str
    """Decimal with 6 places, e.g. "12.500000\""""
    balance_base_units: str
    as_of: str


@dataclass(frozen=True, kw_only=True)
class CaasUsersLinkConfirmAliasRequest(Model):
    """CaasUsersLinkConfirmAliasRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
        ("code", "code", "str", True),
    )
    phone_number: str
    """International format, e.g. "+447911123456\""""
    code: str
    """The six-digit code sent to the phone by SMS"""


@dataclass(frozen=True, kw_only=True)
class CaasUsersLinkConfirmRequest(Model):
    """CaasUsersLinkConfirmRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
        ("code", "code", "str", True),
    )
    phone_number: str
    """International format, e.g. "+447911123456\""""
    code: str
    """The six-digit code sent to the phone by SMS"""


@dataclass(frozen=True, kw_only=True)
class CaasUsersLinkRequestAliasRequest(Model):
    """CaasUsersLinkRequestAliasRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
    )
    phone_number: str
    """International format, e.g. "+447911123456\""""


@dataclass(frozen=True, kw_only=True)
class CaasUsersLinkRequestRequest(Model):
    """CaasUsersLinkRequestRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
    )
    phone_number: str
    """International format, e.g. "+447911123456\""""


@dataclass(frozen=True, kw_only=True)
class CaasUsersPhoneChangeAliasRequest(Model):
    """CaasUsersPhoneChangeAliasRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
        ("new_phone_number", "new_phone_number", "str", True),
    )
    phone_number: str
    """International format, e.g. "+447911123456\""""
    new_phone_number: str
    """International format, e.g. "+447911123456\""""


@dataclass(frozen=True, kw_only=True)
class CaasUsersPhoneChangeConfirmAliasRequest(Model):
    """CaasUsersPhoneChangeConfirmAliasRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
        ("new_phone_number", "new_phone_number", "str", True),
        ("code", "code", "str", True),
    )
    phone_number: str
    """International format, e.g. "+447911123456\""""
    new_phone_number: str
    """International format, e.g. "+447911123456\""""
    code: str
    """The six-digit code sent to the phone by SMS"""


@dataclass(frozen=True, kw_only=True)
class CaasUsersPhoneChangeConfirmRequest(Model):
    """CaasUsersPhoneChangeConfirmRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
        ("new_phone_number", "new_phone_number", "str", True),
        ("code", "code", "str", True),
    )
    phone_number: str
    """International format, e.g. "+447911123456\""""
    new_phone_number: str
    """International format, e.g. "+447911123456\""""
    code: str
    """The six-digit code sent to the phone by SMS"""


@dataclass(frozen=True, kw_only=True)
class CaasUsersPhoneChangeRequest(Model):
    """CaasUsersPhoneChangeRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
        ("new_phone_number", "new_phone_number", "str", True),
    )
    phone_number: str
    """International format, e.g. "+447911123456\""""
    new_phone_number: str
    """International format, e.g. "+447911123456\""""


@dataclass(frozen=True, kw_only=True)
class CaasUsersProvisionAliasRequest(Model):
    """CaasUsersProvisionAliasRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
    )
    phone_number: str
    """International format, e.g. "+447911123456\""""


@dataclass(frozen=True, kw_only=True)
class CaasUsersProvisionRequest(Model):
    """CaasUsersProvisionRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
    )
    phone_number: str
    """International format, e.g. "+447911123456\""""


@dataclass(frozen=True, kw_only=True)
class CaasWebhook(Model):
    """The CaasWebhook resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("url", "url", "str", True),
        ("events", "events", ("list", "str"), True),
        ("is_active", "is_active", "bool", True),
        ("created_at", "created_at", "str", True),
        ("updated_at", "updated_at", "str", True),
    )
    id: str
    url: str
    events: list[str]
    is_active: bool
    created_at: str
    updated_at: str


@dataclass(frozen=True, kw_only=True)
class CaasWithdrawal(Model):
    """The CaasWithdrawal resource."""

    _spec: ClassVar[Spec] = (
        ("withdrawal_id", "withdrawal_id", "str", True),
        ("status", "status", "str", True),
        ("amount_usdc", "amount_usdc", "str", True),
        ("token", "token", "str", True),
        ("network", "network", "str", True),
        ("wallet_address", "wallet_address", "str", True),
        ("payout_currency", "payout_currency", "str", True),
        ("payout_amount", "payout_amount", "str", True),
        ("rate", "rate", "str", True),
        ("payout_status", "payout_status", "str", False),
        ("payout_reference", "payout_reference", "str", False),
        ("tx_hash", "tx_hash", "str", False),
        ("user_op_hash", "user_op_hash", "str", False),
        ("return_tx_hash", "return_tx_hash", "str", False),
        ("return_held", "return_held", "str", False),
        ("reason", "reason", "str", False),
        ("created_at", "created_at", "str", True),
        ("updated_at", "updated_at", "str", True),
        ("completed_at", "completed_at", "str", False),
    )
    withdrawal_id: str
    status: Literal["CREATED", "SUBMITTED", "CRYPTO_RECEIVED", "PAYOUT_PENDING", "COMPLETED", "RETURNING", "FAILED", "REVERSED"]
    """CREATED: recorded; SUBMITTED: the USDC sweep to the treasury is on its way; CRYPTO_RECEIVED: the treasury has it; PAYOUT_PENDING: the payout partner was asked (or is being asked); COMPLETED: paid to mobile money; RETURNING: the payout failed (or was reversed) and the USDC is on its way back; FAILED: nothing was paid (the USDC is back on the account, or never left it); REVERSED: a completed payout was reversed and the USDC is back"""
    amount_usdc: str
    """Decimal string with 6 places"""
    token: str
    network: str
    wallet_address: str
    """The user’s smart account"""
    payout_currency: str
    """ISO 4217 code of the local currency paid out"""
    payout_amount: str
    """Local currency paid out, decimal string, rounded down"""
    rate: str
    """Units of payout_currency per USDC, locked when the withdrawal was created"""
    payout_status: Literal["UNKNOWN", "PENDING", "SUCCESSFUL", "FAILED"] | None = None
    """What the payout partner last said; UNKNOWN until it answers"""
    payout_reference: str | None = None
    """The payout partner’s transaction id, once it paid"""
    tx_hash: str | None = None
    """The sweep’s transaction"""
    user_op_hash: str | None = None
    """The sweep’s user operation (live)"""
    return_tx_hash: str | None = None
    """The transaction that brought the USDC back"""
    return_held: str | None = None
    """Why the USDC could not be sent back yet: an operator resolves it"""
    reason: str | None = None
    created_at: str
    """RFC 3339 UTC"""
    updated_at: str
    """RFC 3339 UTC"""
    completed_at: str | None = None
    """RFC 3339 UTC"""


@dataclass(frozen=True, kw_only=True)
class CaasWithdrawalsCreateAliasRequest(Model):
    """CaasWithdrawalsCreateAliasRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
        ("amount", "amount", "str", True),
        ("currency", "currency", "str", True),
        ("payee_phone_number", "payee_phone_number", "str", False),
        ("idempotency_key", "idempotency_key", "str", False),
    )
    phone_number: str
    """International format, e.g. "+233241234567\""""
    amount: str
    """USDC to withdraw, decimal string, at most 6 places"""
    currency: str
    """Local currency paid out: one of CAAS_PAYOUT_RATES"""
    payee_phone_number: str | None = None
    """The mobile-money number paid; default: the user’s own"""
    idempotency_key: str | None = None
    """Or the Idempotency-Key header"""


@dataclass(frozen=True, kw_only=True)
class CaasWithdrawalsCreateRequest(Model):
    """CaasWithdrawalsCreateRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone_number", "phone_number", "str", True),
        ("amount", "amount", "str", True),
        ("currency", "currency", "str", True),
        ("payee_phone_number", "payee_phone_number", "str", False),
        ("idempotency_key", "idempotency_key", "str", False),
    )
    phone_number: str
    """International format, e.g. "+233241234567\""""
    amount: str
    """USDC to withdraw, decimal string, at most 6 places"""
    currency: str
    """Local currency paid out: one of CAAS_PAYOUT_RATES"""
    payee_phone_number: str | None = None
    """The mobile-money number paid; default: the user’s own"""
    idempotency_key: str | None = None
    """Or the Idempotency-Key header"""


@dataclass(frozen=True, kw_only=True)
class CheckoutAddressList(Model):
    """The CheckoutAddressList resource."""

    _spec: ClassVar[Spec] = (
        ("addresses", "addresses", ("list", ("model", "CheckoutAddressListAddressesItem")), True),
        ("total", "total", "int", True),
        ("page", "page", "int", True),
        ("limit", "limit", "int", True),
    )
    addresses: list[CheckoutAddressListAddressesItem]
    total: int
    page: int
    limit: int


@dataclass(frozen=True, kw_only=True)
class CheckoutAddressListAddressesItem(Model):
    """CheckoutAddressListAddressesItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("address", "address", "str", True),
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
        ("session_id", "session_id", "str", True),
        ("reference", "reference", "str", True),
        ("session_status", "session_status", "str", True),
        ("assigned_at", "assigned_at", "str", True),
    )
    address: str
    network: str
    currency: str
    session_id: str
    reference: str
    session_status: str
    assigned_at: str


@dataclass(frozen=True, kw_only=True)
class CheckoutChainVerification(Model):
    """The CheckoutChainVerification resource."""

    _spec: ClassVar[Spec] = (
        ("status", "status", "str", True),
        ("paid_at", "paid_at", ("nullable", "str"), True),
        ("paid_amount", "paid_amount", "str", True),
        ("amount_crypto", "amount_crypto", "str", False),
        ("exception", "exception", "str", True),
    )
    status: Literal["pending", "paid", "expired", "failed", "partial"]
    paid_at: str | None
    paid_amount: str
    amount_crypto: str | None = None
    exception: Literal["none", "partial", "overpaid", "paid_late"]


@dataclass(frozen=True, kw_only=True)
class CheckoutCreateRequest(Model):
    """CheckoutCreateRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("amount", "amount", "any", True),
        ("currency", "currency", "str", True),
        ("reference", "reference", "str", False),
        ("description", "description", "str", False),
        ("customer_email", "customer_email", "str", False),
        ("customer_name", "customer_name", "str", False),
        ("callback_url", "callback_url", "str", False),
        ("payment_method", "payment_method", "str", False),
        ("metadata", "metadata", ("map", "any"), False),
        ("expires_in_minutes", "expires_in_minutes", "int", False),
    )
    amount: Any
    """Must be a positive decimal number (e.g. 24.50), as a JSON number or a string"""
    currency: str
    reference: str | None = None
    description: str | None = None
    customer_email: str | None = None
    customer_name: str | None = None
    callback_url: str | None = None
    """Must be an http or https URL of at most 2048 characters"""
    payment_method: str | None = None
    metadata: dict[str, Any] | None = None
    expires_in_minutes: int | None = None
    """Overrides the merchant default (30 unless changed in settings)"""


@dataclass(frozen=True, kw_only=True)
class CheckoutNetworkSelection(Model):
    """The CheckoutNetworkSelection resource."""

    _spec: ClassVar[Spec] = (
        ("address", "address", "str", True),
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
        ("amount_crypto", "amount_crypto", "str", True),
        ("qr_code", "qr_code", "str", True),
        ("payment_uri", "payment_uri", "str", True),
        ("expires_at", "expires_at", "str", True),
        ("price_usd", "price_usd", "str", True),
    )
    address: str
    network: str
    currency: str
    amount_crypto: str
    qr_code: str
    """data-URI PNG"""
    payment_uri: str
    expires_at: str
    price_usd: str


@dataclass(frozen=True, kw_only=True)
class CheckoutPageResponse(Model):
    """CheckoutPageResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("session_id", "session_id", "str", True),
        ("view", "view", "str", True),
        ("final", "final", "bool", True),
        ("status", "status", "str", True),
        ("exception", "exception", "str", True),
        ("amount", "amount", "str", True),
        ("currency", "currency", "str", True),
        ("description", "description", "str", False),
        ("reference", "reference", "str", False),
        ("expires_at", "expires_at", "str", True),
        ("server_time", "server_time", "str", True),
        ("paid_at", "paid_at", "str", False),
        ("is_test_mode", "is_test_mode", "bool", True),
        ("return_url", "return_url", "str", False),
        ("payment_options", "payment_options", ("list", ("model", "CheckoutPageResponsePaymentOptionsItem")), True),
        ("selection", "selection", ("model", "CheckoutPageResponseSelection"), False),
        ("payments", "payments", ("list", ("model", "CheckoutPageResponsePaymentsItem")), True),
    )
    session_id: str
    view: Literal["choose", "waiting", "detected", "partial", "paid", "overpaid", "paid_late", "expired", "failed"]
    final: bool
    status: Literal["pending", "paid", "expired", "failed"]
    exception: Literal["none", "partial", "overpaid", "paid_late"]
    amount: str
    currency: str
    description: str | None = None
    reference: str | None = None
    expires_at: str
    server_time: str
    paid_at: str | None = None
    is_test_mode: bool
    return_url: str | None = None
    payment_options: list[CheckoutPageResponsePaymentOptionsItem]
    selection: CheckoutPageResponseSelection | None = None
    payments: list[CheckoutPageResponsePaymentsItem]


@dataclass(frozen=True, kw_only=True)
class CheckoutPageResponsePaymentOptionsItem(Model):
    """CheckoutPageResponsePaymentOptionsItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
    )
    network: str
    currency: str


@dataclass(frozen=True, kw_only=True)
class CheckoutPageResponsePaymentsItem(Model):
    """CheckoutPageResponsePaymentsItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("tx_hash", "tx_hash", "str", True),
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
        ("amount", "amount", "str", True),
        ("status", "status", "str", True),
        ("settlement", "settlement", "str", True),
        ("confirmations", "confirmations", "int", True),
        ("confirmations_required", "confirmations_required", "int", False),
        ("late", "late", "bool", True),
        ("explorer_url", "explorer_url", "str", False),
        ("detected_at", "detected_at", "str", True),
        ("settled_at", "settled_at", "str", False),
    )
    tx_hash: str
    network: str
    currency: str
    amount: str
    status: Literal["detected", "confirmed", "failed", "reversed"]
    settlement: Literal["depth", "time"]
    confirmations: int
    confirmations_required: int | None = None
    late: bool
    explorer_url: str | None = None
    detected_at: str
    settled_at: str | None = None


@dataclass(frozen=True, kw_only=True)
class CheckoutPageResponseSelection(Model):
    """CheckoutPageResponseSelection, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
        ("address", "address", "str", True),
        ("amount_crypto", "amount_crypto", "str", True),
        ("paid_amount", "paid_amount", "str", True),
        ("remaining_amount", "remaining_amount", "str", True),
        ("excess_amount", "excess_amount", "str", False),
        ("payment_uri", "payment_uri", "str", False),
        ("qr_code", "qr_code", "str", False),
        ("remaining_uri", "remaining_uri", "str", False),
        ("remaining_qr_code", "remaining_qr_code", "str", False),
    )
    network: str
    currency: str
    address: str
    amount_crypto: str
    paid_amount: str
    remaining_amount: str
    excess_amount: str | None = None
    payment_uri: str | None = None
    qr_code: str | None = None
    """data-URI PNG"""
    remaining_uri: str | None = None
    remaining_qr_code: str | None = None
    """data-URI PNG"""


@dataclass(frozen=True, kw_only=True)
class CheckoutSelectRequest(Model):
    """CheckoutSelectRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
    )
    network: str
    currency: str


@dataclass(frozen=True, kw_only=True)
class CheckoutSession(Model):
    """The CheckoutSession resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "int", True),
        ("session_id", "session_id", "str", True),
        ("reference", "reference", ("nullable", "str"), True),
        ("amount", "amount", "decimal", True),
        ("currency", "currency", "str", True),
        ("status", "status", "str", True),
        ("payment_method", "payment_method", "str", True),
        ("expires_at", "expires_at", "str", True),
        ("callback_url", "callback_url", ("nullable", "str"), True),
        ("paid_at", "paid_at", ("nullable", "str"), True),
        ("payment_url", "payment_url", "str", True),
        ("network", "network", "str", False),
        ("crypto_currency", "crypto_currency", "str", False),
        ("address", "address", "str", False),
        ("amount_crypto", "amount_crypto", "str", False),
        ("paid_amount", "paid_amount", "str", True),
        ("exception", "exception", "str", True),
        ("customer_email", "customer_email", "str", False),
        ("customer_name", "customer_name", "str", False),
        ("description", "description", "str", False),
        ("metadata", "metadata", ("map", "any"), False),
        ("created_at", "created_at", "str", True),
        ("is_test_mode", "is_test_mode", "bool", True),
        ("refundable_amount", "refundable_amount", "str", True),
    )
    id: int
    session_id: str
    reference: str | None
    amount: Decimal
    currency: str
    status: Literal["pending", "paid", "expired", "failed"]
    payment_method: str
    expires_at: str
    callback_url: str | None
    paid_at: str | None
    payment_url: str
    network: str | None = None
    crypto_currency: str | None = None
    address: str | None = None
    amount_crypto: str | None = None
    paid_amount: str
    exception: Literal["none", "partial", "overpaid", "paid_late"]
    customer_email: str | None = None
    customer_name: str | None = None
    description: str | None = None
    metadata: dict[str, Any] | None = None
    created_at: str
    is_test_mode: bool
    refundable_amount: str


@dataclass(frozen=True, kw_only=True)
class CheckoutSessionCreated(Model):
    """The CheckoutSessionCreated resource."""

    _spec: ClassVar[Spec] = (
        ("session_id", "session_id", "str", True),
        ("payment_url", "payment_url", "str", True),
        ("amount", "amount", "decimal", True),
        ("currency", "currency", "str", True),
        ("status", "status", "str", True),
        ("expires_at", "expires_at", "str", True),
    )
    session_id: str
    payment_url: str
    amount: Decimal
    """Fiat amount, from the exact minor units"""
    currency: str
    status: Literal["pending", "paid", "expired", "failed"]
    expires_at: str


@dataclass(frozen=True, kw_only=True)
class CheckoutSessionList(Model):
    """The CheckoutSessionList resource."""

    _spec: ClassVar[Spec] = (
        ("payments", "payments", ("list", ("model", "CheckoutSession")), True),
        ("total", "total", "int", True),
        ("page", "page", "int", True),
        ("limit", "limit", "int", True),
    )
    payments: list[CheckoutSession]
    total: int
    page: int
    limit: int


@dataclass(frozen=True, kw_only=True)
class CheckoutStats(Model):
    """The CheckoutStats resource."""

    _spec: ClassVar[Spec] = (
        ("total_sessions", "total_sessions", "int", True),
        ("paid_sessions", "paid_sessions", "int", True),
        ("pending_sessions", "pending_sessions", "int", True),
        ("expired_sessions", "expired_sessions", "int", True),
        ("failed_sessions", "failed_sessions", "int", True),
        ("success_rate", "success_rate", "str", True),
        ("total_volume", "total_volume", ("list", ("model", "CheckoutStatsTotalVolumeItem")), True),
        ("network_breakdown", "network_breakdown", ("list", ("model", "CheckoutStatsNetworkBreakdownItem")), True),
    )
    total_sessions: int
    paid_sessions: int
    pending_sessions: int
    expired_sessions: int
    failed_sessions: int
    success_rate: str
    """Percent of closed sessions that were paid, two places"""
    total_volume: list[CheckoutStatsTotalVolumeItem]
    network_breakdown: list[CheckoutStatsNetworkBreakdownItem]


@dataclass(frozen=True, kw_only=True)
class CheckoutStatsNetworkBreakdownItem(Model):
    """CheckoutStatsNetworkBreakdownItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("fiat_currency", "fiat_currency", "str", True),
        ("sessions", "sessions", "int", True),
        ("paid_sessions", "paid_sessions", "int", True),
        ("volume", "volume", "str", True),
    )
    network: str
    fiat_currency: str
    sessions: int
    paid_sessions: int
    volume: str


@dataclass(frozen=True, kw_only=True)
class CheckoutStatsTotalVolumeItem(Model):
    """CheckoutStatsTotalVolumeItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("currency", "currency", "str", True),
        ("amount", "amount", "str", True),
        ("payments", "payments", "int", True),
    )
    currency: str
    amount: str
    payments: int


@dataclass(frozen=True, kw_only=True)
class CheckoutVerification(Model):
    """The CheckoutVerification resource."""

    _spec: ClassVar[Spec] = (
        ("session_id", "session_id", "str", True),
        ("reference", "reference", ("nullable", "str"), True),
        ("amount", "amount", "decimal", True),
        ("currency", "currency", "str", True),
        ("status", "status", "str", True),
        ("payment_method", "payment_method", "str", True),
        ("expires_at", "expires_at", "str", True),
        ("callback_url", "callback_url", ("nullable", "str"), True),
        ("paid_at", "paid_at", ("nullable", "str"), True),
    )
    session_id: str
    reference: str | None
    amount: Decimal
    currency: str
    status: Literal["pending", "paid", "expired", "failed"]
    payment_method: str
    expires_at: str
    callback_url: str | None
    paid_at: str | None


@dataclass(frozen=True, kw_only=True)
class CurrencyBalance(Model):
    """The CurrencyBalance resource."""

    _spec: ClassVar[Spec] = (
        ("currency", "currency", "str", True),
        ("decimals", "decimals", "int", True),
        ("available", "available", "str", True),
        ("available_decimal", "available_decimal", "str", True),
        ("pending", "pending", "str", True),
        ("pending_decimal", "pending_decimal", "str", True),
        ("held", "held", "str", True),
        ("held_decimal", "held_decimal", "str", True),
    )
    currency: Literal["USDT", "USDC", "GBP", "EUR", "USD", "NGN"]
    decimals: int
    """Base-unit decimals of every amount here (USDT, USDC: 6; GBP, EUR, USD, NGN: 2)"""
    available: str
    """Integer in the currency’s balance base units (USDT, USDC: 6 decimals; GBP, EUR, USD, NGN: 2)"""
    available_decimal: str
    pending: str
    """Incoming: top-ups detected on chain, not yet confirmed"""
    pending_decimal: str
    held: str
    """Outgoing: reserved by orders in progress, not yet debited"""
    held_decimal: str


@dataclass(frozen=True, kw_only=True)
class DataBundles(Model):
    """The DataBundles resource."""

    _spec: ClassVar[Spec] = (
        ("operators", "operators", ("list", ("model", "DataBundlesOperatorsItem")), True),
    )
    operators: list[DataBundlesOperatorsItem]


@dataclass(frozen=True, kw_only=True)
class DataBundlesOperatorsItem(Model):
    """DataBundlesOperatorsItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("operator_id", "operator_id", "int", True),
        ("name", "name", "str", True),
        ("country_code", "country_code", "str", True),
        ("bundles", "bundles", ("list", ("model", "DataBundlesOperatorsItemBundlesItem")), True),
    )
    operator_id: int
    name: str
    country_code: str
    bundles: list[DataBundlesOperatorsItemBundlesItem]
    """amount in USD; pass it as `amount`"""


@dataclass(frozen=True, kw_only=True)
class DataBundlesOperatorsItemBundlesItem(Model):
    """DataBundlesOperatorsItemBundlesItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("amount", "amount", "str", True),
        ("description", "description", "str", True),
    )
    amount: str
    description: str


@dataclass(frozen=True, kw_only=True)
class DerivedAddress(Model):
    """The DerivedAddress resource."""

    _spec: ClassVar[Spec] = (
        ("customer_id", "customer_id", "str", True),
        ("network", "network", "str", True),
        ("address", "address", "str", True),
        ("index", "index", "int", True),
        ("derivation_path", "derivation_path", "str", True),
        ("is_testnet", "is_testnet", "bool", True),
        ("monitored", "monitored", "bool", True),
    )
    customer_id: str
    network: str
    address: str
    index: int
    derivation_path: str
    is_testnet: bool
    monitored: bool


@dataclass(frozen=True, kw_only=True)
class Error(Model):
    """The Error resource."""

    _spec: ClassVar[Spec] = (
        ("error", "error", "str", True),
        ("code", "code", "str", True),
        ("request_id", "request_id", "str", False),
    )
    error: str
    """What went wrong, for a human"""
    code: Literal["2FA_ALREADY_ENABLED", "2FA_NOT_ENABLED", "2FA_NOT_SET_UP", "2FA_REQUIRED", "ADDRESS_NOT_FOUND", "ALREADY_LINKED", "ALREADY_SUBSCRIBED_ALL", "ANALYTICS_PERIOD_INVALID", "BAD_REQUEST", "BALANCE_TOO_LOW", "BROADCAST_FAILED", "BUSINESS_ACCOUNT_REQUIRED", "BUSINESS_MISMATCH", "BUSINESS_NOT_FOUND", "BUSINESS_WALLET_NOT_FOUND", "BUSINESS_WALLET_REQUIRED", "CANNOT_CHANGE_SELF", "CANNOT_REMOVE_SELF", "CHAIN_SEND_NOT_FOUND", "CLAIM_LOST", "CURRENCY_NOT_AVAILABLE", "CURRENCY_UNAVAILABLE", "CUSTOMER_WALLET_NOT_FOUND", "DEADLINE_NOT_REACHED", "DELIVERY_NOT_REDELIVERABLE", "DEPOSIT_NOT_FOUND", "DEPOSIT_NOT_PENDING", "EMAIL_TAKEN", "ENDPOINT_DEACTIVATED", "ENDPOINT_NOT_FOUND", "ESTIMATE_FAILED", "FEE_NOT_DUE", "FORBIDDEN", "FRAUD_ALERT_NOT_FOUND", "FRAUD_ALERT_RESOLVED", "FRAUD_RULE_THRESHOLD", "FX_UNAVAILABLE", "HUB_UNAVAILABLE", "IDEMPOTENCY_KEY_REUSED", "INEXACT_NUMBER", "INSUFFICIENT_FUNDS", "INSUFFICIENT_USDC", "INTERNAL_ERROR", "INVALID_ADDRESS", "INVALID_AMOUNT", "INVALID_CODE", "INVALID_CREDENTIALS", "INVALID_CURRENCY", "INVALID_DENOMINATION", "INVALID_FEE_PERCENT", "INVALID_IDEMPOTENCY_KEY", "INVALID_JSON", "INVALID_LOGO", "INVALID_MARGIN", "INVALID_NETWORK", "INVALID_NOTIFICATION", "INVALID_OTP", "INVALID_PHONE", "INVALID_PHONE_NUMBER", "INVALID_REFRESH_TOKEN", "INVALID_REFUND_ADDRESS", "INVALID_REQUEST", "INVALID_SIGNATURE", "INVALID_STRING", "INVALID_WEBHOOK_URL", "INVALID_WORD_COUNT", "INVITE_EXISTS", "INVITE_INVALID", "INVITE_NOT_FOUND", "JSON_TOO_DEEP", "KEY_EXISTS", "KEY_NOT_FOUND", "KEY_REVOKED", "KYC_REQUIRED", "LEG_CONFLICT", "LEG_NOT_FOUND", "LINK_EXPIRED", "LINK_NOT_REQUESTED", "LINK_REQUEST_TOO_SOON", "LOGO_NOT_FOUND", "MAY_HAVE_BEEN_SENT", "MEMBER_NOT_FOUND", "METADATA_TOO_LARGE", "METHOD_NOT_ALLOWED", "METHOD_NOT_FOUND", "MNEMONIC_NOT_REPLAYED", "NETWORK_UNAVAILABLE", "NOT_KEY_CREATOR", "NOT_LEGACY_KEY", "NOT_REFUNDABLE", "OPERATOR_NOT_DETECTED", "OPERATOR_NOT_FOUND", "ORDER_NOT_FOUND", "ORDER_STEP_INVALID", "OTC_ACCESS_REQUIRED", "OTC_ACCOUNT_NOT_FOUND", "OTC_FORM_INCOMPLETE", "OTC_FORM_LOCKED", "OTC_FORM_NOT_APPROVED", "OTC_FORM_NOT_SUBMITTED", "OTC_ORDER_CLOSED", "OTC_ORDER_EXPIRED", "OTC_ORDER_NOT_EXPIRED", "OTC_ORDER_NOT_FOUND", "OTC_PAIR_UNAVAILABLE", "OTP_REQUIRED", "OTP_REUSED", "OWNER_IMMUTABLE", "OWNER_ONLY_PERMISSION", "PARTNER_REFUSED", "PARTNER_UNAVAILABLE", "PAYLOAD_TOO_LARGE", "PAYMENT_IN_PROGRESS", "PAYMENT_NOT_FOUND", "PAYMENT_NOT_IN_SUSPENSE", "PERMISSION_NOT_HELD", "PHONE_CHANGE_EXPIRED", "PHONE_CHANGE_IN_PROGRESS", "PHONE_CHANGE_NOT_REQUESTED", "PHONE_CHANGE_TOO_SOON", "PHONE_NUMBER_IN_USE", "PHONE_NUMBER_MOVED", "PLAN_FEATURE_UNAVAILABLE", "PLAN_NOT_PURCHASABLE", "PLAN_PAYMENT_REQUIRED", "PRICE_UNAVAILABLE", "PRODUCT_NOT_FOUND", "PROVIDER_FAILED", "PROVIDER_FLOAT_EXHAUSTED", "QUOTE_EXPIRED", "QUOTE_MISMATCH", "QUOTE_NOT_FOUND", "QUOTE_USED", "RATE_LIMITED", "REFUND_ADDRESS_NOT_PERMITTED", "REFUND_ADDRESS_REQUIRED", "REFUND_EXCEEDS_REMAINING", "REFUND_NOT_FOUND", "REMITTANCE_NOT_FOUND", "ROUTE_NOT_FOUND", "SAME_PHONE_NUMBER", "SAME_WALLET", "SANDBOX_ADDRESS_NOT_YOURS", "SANDBOX_ONLY", "SANDBOX_UNAVAILABLE", "SEND_EXISTS", "SEND_ID_CONFLICT", "SEND_NOT_FOUND", "SESSION_CLOSED", "SESSION_EXPIRED", "SESSION_NOT_FOUND", "SETTLEMENT_ACCOUNT_LIMIT", "SETTLEMENT_ACCOUNT_NOT_FOUND", "SHUTTING_DOWN", "SIGNATURE_EXPIRED", "SIGNATURE_KEY_UNKNOWN", "SIGNATURE_MALFORMED", "SIGNATURE_MISMATCH", "SIGNATURE_REPLAYED", "SIGNING_KEY_LIMIT", "SIGNING_KEY_NOT_FOUND", "SMS_NOT_CONFIGURED", "SMS_UNAVAILABLE", "SUBSCRIPTION_EXPIRED", "SWAP_APPROVE_FAILED", "SWAP_EXISTS", "SWAP_INVALID_REQUEST", "SWAP_IN_PROGRESS", "SWAP_NOT_FOUND", "SWAP_SETTLED", "SWAP_TRANSACTION_FAILED", "SWAP_UNAVAILABLE", "TEMPORARILY_UNAVAILABLE", "TOO_MANY_ATTEMPTS", "TOO_MANY_SYMBOLS", "TRANSACTIONS_FETCH_FAILED", "TRANSACTION_LIMIT_EXCEEDED", "TRANSFER_IN_PROGRESS", "TRANSFER_NOT_FOUND", "UNAUTHORIZED", "UNKNOWN_ADDRESS", "UNKNOWN_PERMISSION", "UNSUPPORTED_CORRIDOR", "UNSUPPORTED_MEDIA_TYPE", "UNSUPPORTED_NETWORK", "UNSUPPORTED_PAYMENT_METHOD", "UNSUPPORTED_PAYOUT_CURRENCY", "UNSUPPORTED_TOKEN", "USER_NOT_FOUND", "USER_REMOVED", "VALIDATION_FAILED", "VAS_UNAVAILABLE", "VIRTUAL_ACCOUNT_CLOSED", "VIRTUAL_ACCOUNT_NOT_FOUND", "VIRTUAL_ACCOUNT_OPENING", "WALLET_CREATION_FAILED", "WALLET_EXISTS", "WALLET_LIMIT_EXCEEDED", "WALLET_NOT_FOUND", "WALLET_SHARED", "WEBHOOK_TARGET_NOT_ALLOWED", "WEBHOOK_URL_CHANGED", "WITHDRAWAL_NOT_FOUND"]
    request_id: str | None = None
    """Finds the request in the platform’s logs"""


@dataclass(frozen=True, kw_only=True)
class FraudAlert(Model):
    """The FraudAlert resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("rule", "rule", "str", True),
        ("score", "score", "int", True),
        ("status", "status", "str", True),
        ("environment", "environment", "str", True),
        ("subject", "subject", "str", True),
        ("summary", "summary", "str", True),
        ("observed", "observed", "int", True),
        ("threshold", "threshold", "int", True),
        ("window_seconds", "window_seconds", "int", True),
        ("evidence", "evidence", ("list", "str"), True),
        ("opened_at", "opened_at", "str", True),
        ("resolved_at", "resolved_at", "str", False),
        ("resolution_reason", "resolution_reason", "str", False),
    )
    id: str
    rule: Literal["refund_to_unpaid_address", "settlement_change_then_withdrawal", "shared_payer_address", "refund_ratio", "repeated_underpayment", "unpaid_session_burst", "session_burst"]
    """Which rule fired (docs/analytics.md lists each with its threshold and window)"""
    score: int
    """Higher is more likely fraud: the rule’s base score, raised by how far past its threshold the activity went"""
    status: Literal["open", "dismissed", "confirmed"]
    environment: Literal["test", "live"]
    subject: str
    """What the rule watched: a customer e-mail, a crypto address, a currency, or the business"""
    summary: str
    """What happened, in one sentence"""
    observed: int
    """What the rule counted (sessions, refunds, merchants, percent, withdrawals)"""
    threshold: int
    """Your threshold when it fired"""
    window_seconds: int
    evidence: list[str]
    """Up to 20 ids of what it counted (sessions, refunds, transfers)"""
    opened_at: str
    resolved_at: str | None = None
    resolution_reason: str | None = None
    """Why it was dismissed, or the note it was confirmed with"""


@dataclass(frozen=True, kw_only=True)
class FraudAlertList(Model):
    """The FraudAlertList resource."""

    _spec: ClassVar[Spec] = (
        ("alerts", "alerts", ("list", ("model", "FraudAlert")), True),
        ("total", "total", "int", True),
        ("open", "open", "int", True),
        ("page", "page", "int", True),
        ("limit", "limit", "int", True),
    )
    alerts: list[FraudAlert]
    total: int
    open: int
    """Open alerts in this environment, whatever the filter"""
    page: int
    limit: int


@dataclass(frozen=True, kw_only=True)
class FraudRule(Model):
    """The FraudRule resource."""

    _spec: ClassVar[Spec] = (
        ("rule", "rule", "str", True),
        ("description", "description", "str", True),
        ("unit", "unit", "str", True),
        ("threshold", "threshold", "int", True),
        ("default_threshold", "default_threshold", "int", True),
        ("min", "min", "int", True),
        ("max", "max", "int", True),
        ("window_seconds", "window_seconds", "int", True),
        ("base_score", "base_score", "int", True),
        ("enabled", "enabled", "bool", True),
    )
    rule: Literal["refund_to_unpaid_address", "settlement_change_then_withdrawal", "shared_payer_address", "refund_ratio", "repeated_underpayment", "unpaid_session_burst", "session_burst"]
    """Which rule fired (docs/analytics.md lists each with its threshold and window)"""
    description: str
    unit: str
    """What the threshold counts"""
    threshold: int
    default_threshold: int
    min: int
    max: int
    window_seconds: int
    base_score: int
    enabled: bool


@dataclass(frozen=True, kw_only=True)
class FraudRuleList(Model):
    """The FraudRuleList resource."""

    _spec: ClassVar[Spec] = (
        ("rules", "rules", ("list", ("model", "FraudRule")), True),
    )
    rules: list[FraudRule]


@dataclass(frozen=True, kw_only=True)
class GasEstimate(Model):
    """The GasEstimate resource."""

    _spec: ClassVar[Spec] = (
        ("gas_limit", "gas_limit", "str", True),
        ("gas_price", "gas_price", "str", True),
        ("estimated_fee", "estimated_fee", "str", True),
        ("estimated_fee_decimal", "estimated_fee_decimal", "str", True),
        ("fee_currency", "fee_currency", "str", True),
        ("estimated_fee_usd", "estimated_fee_usd", ("nullable", "str"), True),
    )
    gas_limit: str
    """Integer in base units"""
    gas_price: str
    """Integer in base units"""
    estimated_fee: str
    """Integer in base units"""
    estimated_fee_decimal: str
    fee_currency: str
    estimated_fee_usd: str | None


@dataclass(frozen=True, kw_only=True)
class GiftCardCountries(Model):
    """The GiftCardCountries resource."""

    _spec: ClassVar[Spec] = (
        ("countries", "countries", ("list", ("model", "GiftCardCountriesCountriesItem")), True),
    )
    countries: list[GiftCardCountriesCountriesItem]


@dataclass(frozen=True, kw_only=True)
class GiftCardCountriesCountriesItem(Model):
    """GiftCardCountriesCountriesItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("iso_name", "iso_name", "str", True),
        ("name", "name", "str", True),
        ("currency_code", "currency_code", "str", True),
        ("currency_name", "currency_name", "str", True),
        ("flag_url", "flag_url", "str", True),
    )
    iso_name: str
    name: str
    currency_code: str
    currency_name: str
    flag_url: str


@dataclass(frozen=True, kw_only=True)
class GiftCardProduct(Model):
    """The GiftCardProduct resource."""

    _spec: ClassVar[Spec] = (
        ("product_id", "product_id", "int", True),
        ("product_name", "product_name", "str", True),
        ("brand_name", "brand_name", "str", True),
        ("country_code", "country_code", "str", True),
        ("denomination_type", "denomination_type", "str", True),
        ("sender_currency", "sender_currency", "str", True),
        ("fixed_denominations", "fixed_denominations", ("list", "str"), True),
        ("min_denomination", "min_denomination", "str", False),
        ("max_denomination", "max_denomination", "str", False),
        ("sender_fee", "sender_fee", "str", True),
    )
    product_id: int
    product_name: str
    brand_name: str
    country_code: str
    denomination_type: Literal["FIXED", "RANGE"]
    sender_currency: str
    fixed_denominations: list[str]
    min_denomination: str | None = None
    max_denomination: str | None = None
    sender_fee: str


@dataclass(frozen=True, kw_only=True)
class GiftCardProductList(Model):
    """The GiftCardProductList resource."""

    _spec: ClassVar[Spec] = (
        ("products", "products", ("list", ("model", "GiftCardProduct")), True),
    )
    products: list[GiftCardProduct]


@dataclass(frozen=True, kw_only=True)
class IssuedTransferSigningKey(Model):
    """The IssuedTransferSigningKey resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("status", "status", "str", True),
        ("is_test_mode", "is_test_mode", "bool", True),
        ("created_at", "created_at", "str", True),
        ("revoked_at", "revoked_at", "str", False),
        ("last_used_at", "last_used_at", "str", False),
        ("secret", "secret", "str", True),
    )
    id: str
    """The k= of X-Transfer-Signature"""
    status: Literal["active", "revoked"]
    is_test_mode: bool
    created_at: str
    revoked_at: str | None = None
    """Absent while active"""
    last_used_at: str | None = None
    """When a request it signed last passed; absent before"""
    secret: str
    """Shown once: the HMAC-SHA256 secret (tss_...). Store it; the platform never shows it again"""


@dataclass(frozen=True, kw_only=True)
class MarketHealth(Model):
    """The MarketHealth resource."""

    _spec: ClassVar[Spec] = (
        ("status", "status", "str", True),
        ("source", "source", "str", True),
        ("symbols", "symbols", "int", True),
        ("last_tick_at", "last_tick_at", "str", False),
        ("staleness_ms", "staleness_ms", "int", False),
        ("position", "position", ("model", "MarketHealthPosition"), True),
    )
    status: str
    """ok | stale | down"""
    source: str
    symbols: int
    last_tick_at: str | None = None
    """Absent before the first tick"""
    staleness_ms: int | None = None
    """Absent before the first tick"""
    position: MarketHealthPosition


@dataclass(frozen=True, kw_only=True)
class MarketHealthPosition(Model):
    """MarketHealthPosition, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("offset", "offset", "str", True),
        ("epoch", "epoch", "str", True),
    )
    offset: str
    epoch: str


@dataclass(frozen=True, kw_only=True)
class MarketPrices(Model):
    """The MarketPrices resource."""

    _spec: ClassVar[Spec] = (
        ("prices", "prices", ("map", ("model", "MarketQuote")), True),
        ("unknown", "unknown", ("list", "str"), True),
        ("position", "position", ("model", "MarketPricesPosition"), True),
    )
    prices: dict[str, MarketQuote]
    """By symbol"""
    unknown: list[str]
    """Requested symbols the hub does not quote, or not valid tickers"""
    position: MarketPricesPosition


@dataclass(frozen=True, kw_only=True)
class MarketPricesPosition(Model):
    """MarketPricesPosition, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("offset", "offset", "str", True),
        ("epoch", "epoch", "str", True),
    )
    offset: str
    epoch: str


@dataclass(frozen=True, kw_only=True)
class MarketQuote(Model):
    """The MarketQuote resource."""

    _spec: ClassVar[Spec] = (
        ("symbol", "symbol", "str", True),
        ("price", "price", "str", True),
        ("change_24h", "change_24h", "str", True),
        ("change_24h_percent", "change_24h_percent", "str", True),
        ("open_24h", "open_24h", "str", True),
        ("high_24h", "high_24h", "str", True),
        ("low_24h", "low_24h", "str", True),
        ("volume_24h", "volume_24h", "str", True),
        ("time", "time", "str", True),
        ("offset", "offset", "str", True),
    )
    symbol: str
    price: str
    change_24h: str
    change_24h_percent: str
    open_24h: str
    high_24h: str
    low_24h: str
    volume_24h: str
    time: str
    offset: str


@dataclass(frozen=True, kw_only=True)
class MarketSymbols(Model):
    """The MarketSymbols resource."""

    _spec: ClassVar[Spec] = (
        ("symbols", "symbols", ("list", "str"), True),
        ("total", "total", "int", True),
    )
    symbols: list[str]
    total: int


@dataclass(frozen=True, kw_only=True)
class OtcAccount(Model):
    """The OtcAccount resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("currency", "currency", "str", True),
        ("bank_name", "bank_name", "str", True),
        ("account_name", "account_name", "str", True),
        ("account_number", "account_number", "str", False),
        ("sort_code", "sort_code", "str", False),
        ("iban", "iban", "str", False),
        ("bic", "bic", "str", False),
    )
    id: str
    """account_id of an order paid in this currency"""
    currency: str
    bank_name: str
    account_name: str
    account_number: str | None = None
    """GBP: the 8-digit account number; EUR: the IBAN"""
    sort_code: str | None = None
    """GBP only"""
    iban: str | None = None
    """The IBAN"""
    bic: str | None = None
    """The BIC"""


@dataclass(frozen=True, kw_only=True)
class OtcAccountList(Model):
    """The OtcAccountList resource."""

    _spec: ClassVar[Spec] = (
        ("accounts", "accounts", ("list", ("model", "OtcAccount")), True),
    )
    accounts: list[OtcAccount]


@dataclass(frozen=True, kw_only=True)
class OtcAmlForm(Model):
    """The OtcAmlForm resource."""

    _spec: ClassVar[Spec] = (
        ("status", "status", "str", True),
        ("otc_access", "otc_access", "bool", True),
        ("rejection_reason", "rejection_reason", "str", False),
        ("submitted_at", "submitted_at", "str", False),
        ("reviewed_at", "reviewed_at", "str", False),
        ("form", "form", ("model", "OtcAmlFormForm"), True),
    )
    status: Literal["not_started", "draft", "submitted", "approved", "rejected"]
    otc_access: bool
    """Whether an operator approved the business for OTC (trading needs both)"""
    rejection_reason: str | None = None
    """The operator’s reason, when rejected"""
    submitted_at: str | None = None
    """When it was last submitted"""
    reviewed_at: str | None = None
    """When an operator last reviewed it"""
    form: OtcAmlFormForm


@dataclass(frozen=True, kw_only=True)
class OtcAmlFormForm(Model):
    """OtcAmlFormForm, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("legal_name", "legal_name", "str", False),
        ("registration_number", "registration_number", "str", False),
        ("country", "country", "str", False),
        ("business_activity", "business_activity", "str", False),
        ("source_of_funds", "source_of_funds", "str", False),
        ("expected_monthly_volume", "expected_monthly_volume", "str", False),
        ("currencies", "currencies", ("list", "str"), False),
        ("purpose", "purpose", "str", False),
        ("politically_exposed", "politically_exposed", "bool", False),
        ("beneficial_owners", "beneficial_owners", ("list", ("model", "OtcAmlFormFormBeneficialOwnersItem")), False),
        ("sanctions_declaration", "sanctions_declaration", "bool", False),
    )
    legal_name: str | None = None
    registration_number: str | None = None
    country: str | None = None
    """Of incorporation, ISO 3166-1 alpha-2"""
    business_activity: str | None = None
    source_of_funds: str | None = None
    """Where the money you trade comes from"""
    expected_monthly_volume: str | None = None
    """In GBP"""
    currencies: list[str] | None = None
    purpose: str | None = None
    """What the conversions are for"""
    politically_exposed: bool | None = None
    """A director, owner or their family holds a prominent public function"""
    beneficial_owners: list[OtcAmlFormFormBeneficialOwnersItem] | None = None
    """Everyone owning 25% or more"""
    sanctions_declaration: bool | None = None
    """True: you are not sanctioned and will not trade for anyone who is (required to submit)"""


@dataclass(frozen=True, kw_only=True)
class OtcAmlFormFormBeneficialOwnersItem(Model):
    """OtcAmlFormFormBeneficialOwnersItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("name", "name", "str", True),
        ("ownership_percent", "ownership_percent", "str", True),
        ("country", "country", "str", True),
    )
    name: str
    ownership_percent: str
    country: str


@dataclass(frozen=True, kw_only=True)
class OtcAmlFormQueue(Model):
    """The OtcAmlFormQueue resource."""

    _spec: ClassVar[Spec] = (
        ("forms", "forms", ("list", ("model", "OtcAmlFormQueueFormsItem")), True),
    )
    forms: list[OtcAmlFormQueueFormsItem]


@dataclass(frozen=True, kw_only=True)
class OtcAmlFormQueueFormsItem(Model):
    """OtcAmlFormQueueFormsItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("business_id", "business_id", "str", True),
        ("status", "status", "str", True),
        ("submitted_at", "submitted_at", "str", False),
    )
    business_id: str
    status: str
    submitted_at: str | None = None
    """When it was submitted"""


@dataclass(frozen=True, kw_only=True)
class OtcCreateOrderRequest(Model):
    """OtcCreateOrderRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("from_", "from", "str", True),
        ("to", "to", "str", True),
        ("amount", "amount", "str", True),
        ("account_id", "account_id", "str", True),
    )
    from_: str
    """What you pay: GBP or EUR"""
    to: str
    """What your balance is credited: NGN, USD, GBP or EUR"""
    amount: str
    """In `from`, at most 2 decimals"""
    account_id: str
    """A desk account (GET /accounts) in `from`"""


@dataclass(frozen=True, kw_only=True)
class OtcHistory(Model):
    """The OtcHistory resource."""

    _spec: ClassVar[Spec] = (
        ("orders", "orders", ("list", ("model", "OtcOrder")), True),
        ("total", "total", "int", True),
        ("limit", "limit", "int", True),
        ("offset", "offset", "int", True),
    )
    orders: list[OtcOrder]
    total: int
    limit: int
    offset: int


@dataclass(frozen=True, kw_only=True)
class OtcMarkPaidRequest(Model):
    """OtcMarkPaidRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("note", "note", "str", False),
    )
    note: str | None = None
    """e.g. your bank’s payment reference"""


@dataclass(frozen=True, kw_only=True)
class OtcOrder(Model):
    """The OtcOrder resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("status", "status", "str", True),
        ("rate", "rate", "str", True),
        ("from_", "from", "str", True),
        ("to", "to", "str", True),
        ("from_amount", "from_amount", "str", True),
        ("to_amount", "to_amount", "str", True),
        ("payment_details", "payment_details", ("model", "OtcPaymentDetails"), True),
        ("expires_at", "expires_at", "str", True),
        ("created_at", "created_at", "str", True),
        ("marked_paid_at", "marked_paid_at", "str", False),
        ("settled_at", "settled_at", "str", False),
        ("review_reason", "review_reason", "str", False),
        ("received_amount", "received_amount", "str", False),
        ("quotes", "quotes", ("list", ("model", "OtcOrderQuote")), True),
    )
    id: str
    status: Literal["pending_payment", "payment_marked", "payment_received", "settled", "expired", "review"]
    """docs/otc.md, "Order lifecycle\""""
    rate: str
    """`to` units per `from` unit"""
    from_: str
    to: str
    from_amount: str
    """What you pay, by bank transfer, with the reference"""
    to_amount: str
    """What your balance is credited once the payment arrives"""
    payment_details: OtcPaymentDetails
    expires_at: str
    created_at: str
    marked_paid_at: str | None = None
    """When you marked it paid"""
    settled_at: str | None = None
    """When your balance was credited"""
    review_reason: str | None = None
    """Why a payment went to review (under or over the amount, after expiry)"""
    received_amount: str | None = None
    """What arrived, when a payment did"""
    quotes: list[OtcOrderQuote]
    """Every quote the order had, oldest first (a refresh adds one)"""


@dataclass(frozen=True, kw_only=True)
class OtcOrderQuote(Model):
    """The OtcOrderQuote resource."""

    _spec: ClassVar[Spec] = (
        ("rate", "rate", "str", True),
        ("to_amount", "to_amount", "str", True),
        ("quoted_at", "quoted_at", "str", True),
        ("expires_at", "expires_at", "str", True),
    )
    rate: str
    """`to` units per `from` unit"""
    to_amount: str
    """amount × rate, rounded down"""
    quoted_at: str
    expires_at: str


@dataclass(frozen=True, kw_only=True)
class OtcPaymentDetails(Model):
    """The OtcPaymentDetails resource."""

    _spec: ClassVar[Spec] = (
        ("bank_name", "bank_name", "str", True),
        ("account_number", "account_number", ("nullable", "str"), True),
        ("sort_code", "sort_code", ("nullable", "str"), True),
        ("account_name", "account_name", "str", True),
        ("iban", "iban", "str", False),
        ("bic", "bic", "str", False),
        ("reference", "reference", "str", True),
    )
    bank_name: str
    account_number: str | None
    """GBP: the account number; EUR: the IBAN"""
    sort_code: str | None
    """GBP only"""
    account_name: str
    iban: str | None = None
    """The IBAN"""
    bic: str | None = None
    """The BIC"""
    reference: str
    """Put it in the payment’s reference: it matches the payment to the order"""


@dataclass(frozen=True, kw_only=True)
class OtcQuote(Model):
    """The OtcQuote resource."""

    _spec: ClassVar[Spec] = (
        ("rate", "rate", "str", True),
        ("from_", "from", "str", True),
        ("to", "to", "str", True),
        ("amount", "amount", "str", True),
        ("converted", "converted", "str", True),
        ("expires_at", "expires_at", "str", True),
    )
    rate: str
    """`to` units per `from` unit"""
    from_: str
    to: str
    amount: str
    """What you pay, in `from`"""
    converted: str
    """What your balance is credited, in `to`: amount × rate, rounded down"""
    expires_at: str


@dataclass(frozen=True, kw_only=True)
class OtcResolveRequest(Model):
    """OtcResolveRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("reason", "reason", "str", True),
    )
    reason: str
    """Why it is settled at what arrived (audited)"""


@dataclass(frozen=True, kw_only=True)
class OtcReviewFormRequest(Model):
    """OtcReviewFormRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("decision", "decision", "str", True),
        ("reason", "reason", "str", False),
    )
    decision: Literal["approve", "reject"]
    reason: str | None = None
    """Required to reject: the business sees it"""


@dataclass(frozen=True, kw_only=True)
class OtcReviewList(Model):
    """The OtcReviewList resource."""

    _spec: ClassVar[Spec] = (
        ("orders", "orders", ("list", ("model", "OtcOrder")), True),
    )
    orders: list[OtcOrder]


@dataclass(frozen=True, kw_only=True)
class OtcSandboxPayRequest(Model):
    """OtcSandboxPayRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("amount", "amount", "str", False),
    )
    amount: str | None = None
    """Default: the order’s from_amount (send another to test review)"""


@dataclass(frozen=True, kw_only=True)
class OtcSandboxPayment(Model):
    """The OtcSandboxPayment resource."""

    _spec: ClassVar[Spec] = (
        ("partner_payment_id", "partner_payment_id", "str", True),
    )
    partner_payment_id: str


@dataclass(frozen=True, kw_only=True)
class OtcSaveDraftRequest(Model):
    """OtcSaveDraftRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("legal_name", "legal_name", "str", False),
        ("registration_number", "registration_number", "str", False),
        ("country", "country", "str", False),
        ("business_activity", "business_activity", "str", False),
        ("source_of_funds", "source_of_funds", "str", False),
        ("expected_monthly_volume", "expected_monthly_volume", "str", False),
        ("currencies", "currencies", ("list", "str"), False),
        ("purpose", "purpose", "str", False),
        ("politically_exposed", "politically_exposed", "bool", False),
        ("beneficial_owners", "beneficial_owners", ("list", ("model", "OtcSaveDraftRequestBeneficialOwnersItem")), False),
        ("sanctions_declaration", "sanctions_declaration", "bool", False),
    )
    legal_name: str | None = None
    registration_number: str | None = None
    country: str | None = None
    """Of incorporation, ISO 3166-1 alpha-2"""
    business_activity: str | None = None
    source_of_funds: str | None = None
    """Where the money you trade comes from"""
    expected_monthly_volume: str | None = None
    """In GBP"""
    currencies: list[str] | None = None
    purpose: str | None = None
    """What the conversions are for"""
    politically_exposed: bool | None = None
    """A director, owner or their family holds a prominent public function"""
    beneficial_owners: list[OtcSaveDraftRequestBeneficialOwnersItem] | None = None
    """Everyone owning 25% or more"""
    sanctions_declaration: bool | None = None
    """True: you are not sanctioned and will not trade for anyone who is (required to submit)"""


@dataclass(frozen=True, kw_only=True)
class OtcSaveDraftRequestBeneficialOwnersItem(Model):
    """OtcSaveDraftRequestBeneficialOwnersItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("name", "name", "str", True),
        ("ownership_percent", "ownership_percent", "str", True),
        ("country", "country", "str", True),
    )
    name: str
    ownership_percent: str
    country: str


@dataclass(frozen=True, kw_only=True)
class PartnerCallbackReceipt(Model):
    """The PartnerCallbackReceipt resource."""

    _spec: ClassVar[Spec] = (
        ("received", "received", "bool", True),
    )
    received: bool
    """Whether the callback names something of ours; either way it is not sent again"""


@dataclass(frozen=True, kw_only=True)
class PartnerNotificationReceipt(Model):
    """The PartnerNotificationReceipt resource."""

    _spec: ClassVar[Spec] = (
        ("received", "received", "bool", True),
        ("payment_id", "payment_id", "str", True),
    )
    received: bool
    payment_id: str


@dataclass(frozen=True, kw_only=True)
class Plan(Model):
    """The Plan resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("name", "name", "str", True),
        ("price_monthly", "price_monthly", ("nullable", "decimal"), True),
        ("price_annual", "price_annual", ("nullable", "decimal"), True),
        ("description", "description", "str", True),
        ("limits", "limits", ("model", "PlanLimits"), True),
        ("features", "features", ("list", "str"), True),
    )
    id: Literal["starter", "professional", "business", "enterprise"]
    name: str
    price_monthly: Decimal | None
    price_annual: Decimal | None
    description: str
    limits: PlanLimits
    features: list[str]


@dataclass(frozen=True, kw_only=True)
class PlanInvoice(Model):
    """The PlanInvoice resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("plan", "plan", "str", True),
        ("duration", "duration", "str", True),
        ("amount", "amount", "str", True),
        ("currency", "currency", "str", True),
        ("status", "status", "str", True),
        ("issued_at", "issued_at", "str", True),
        ("due_at", "due_at", "str", True),
        ("pay_with", "pay_with", ("list", ("model", "PlanInvoicePayWithItem")), True),
    )
    id: str
    plan: Literal["starter", "professional", "business", "enterprise"]
    duration: Literal["monthly", "annual"]
    amount: str
    """USD, a decimal string with scale 2"""
    currency: Literal["USD"]
    status: Literal["open", "overdue"]
    issued_at: str
    due_at: str
    pay_with: list[PlanInvoicePayWithItem]


@dataclass(frozen=True, kw_only=True)
class PlanInvoicePayWithItem(Model):
    """PlanInvoicePayWithItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("method", "method", "str", True),
        ("endpoint", "endpoint", "str", True),
        ("body", "body", ("model", "PlanInvoicePayWithItemBody"), True),
    )
    method: Literal["crypto_checkout"]
    endpoint: str
    body: PlanInvoicePayWithItemBody


@dataclass(frozen=True, kw_only=True)
class PlanInvoicePayWithItemBody(Model):
    """PlanInvoicePayWithItemBody, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("plan", "plan", "str", True),
        ("duration", "duration", "str", True),
    )
    plan: Literal["starter", "professional", "business", "enterprise"]
    duration: Literal["monthly", "annual"]


@dataclass(frozen=True, kw_only=True)
class PlanLimits(Model):
    """PlanLimits, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("max_wallet_addresses", "max_wallet_addresses", "int", True),
        ("max_transactions_per_month", "max_transactions_per_month", "int", True),
    )
    max_wallet_addresses: int
    """-1 means unlimited"""
    max_transactions_per_month: int
    """-1 means unlimited"""


@dataclass(frozen=True, kw_only=True)
class PlanList(Model):
    """The PlanList resource."""

    _spec: ClassVar[Spec] = (
        ("plans", "plans", ("list", ("model", "Plan")), True),
    )
    plans: list[Plan]


@dataclass(frozen=True, kw_only=True)
class PlatformAsyncapiResponse(Model):
    """PlatformAsyncapiResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("asyncapi", "asyncapi", "str", True),
        ("info", "info", ("model", "PlatformAsyncapiResponseInfo"), True),
        ("default_content_type", "defaultContentType", "str", True),
        ("servers", "servers", ("map", "any"), True),
        ("channels", "channels", ("map", "any"), True),
        ("operations", "operations", ("map", "any"), True),
        ("components", "components", ("map", "any"), True),
    )
    asyncapi: Literal["3.0.0"]
    info: PlatformAsyncapiResponseInfo
    default_content_type: str
    servers: dict[str, Any]
    channels: dict[str, Any]
    operations: dict[str, Any]
    components: dict[str, Any]


@dataclass(frozen=True, kw_only=True)
class PlatformAsyncapiResponseInfo(Model):
    """PlatformAsyncapiResponseInfo, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("title", "title", "str", True),
        ("version", "version", "str", True),
        ("description", "description", "str", True),
    )
    title: str
    version: str
    description: str


@dataclass(frozen=True, kw_only=True)
class PlatformHealthResponse(Model):
    """PlatformHealthResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("status", "status", "str", True),
    )
    status: Literal["ok"]


@dataclass(frozen=True, kw_only=True)
class PlatformOpenapiResponse(Model):
    """PlatformOpenapiResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("openapi", "openapi", "str", True),
        ("info", "info", ("model", "PlatformOpenapiResponseInfo"), True),
        ("servers", "servers", ("list", ("model", "PlatformOpenapiResponseServersItem")), True),
        ("tags", "tags", ("list", ("model", "PlatformOpenapiResponseTagsItem")), True),
        ("x_tag_groups", "x-tagGroups", ("list", ("model", "PlatformOpenapiResponseXTagGroupsItem")), True),
        ("paths", "paths", ("map", ("map", "any")), True),
        ("webhooks", "webhooks", ("map", "any"), True),
        ("components", "components", ("model", "PlatformOpenapiResponseComponents"), True),
    )
    openapi: Literal["3.1.0"]
    info: PlatformOpenapiResponseInfo
    servers: list[PlatformOpenapiResponseServersItem]
    tags: list[PlatformOpenapiResponseTagsItem]
    x_tag_groups: list[PlatformOpenapiResponseXTagGroupsItem]
    """The products in the order the docs page shows them, each with its tags"""
    paths: dict[str, dict[str, Any]]
    """Path -> method -> operation"""
    webhooks: dict[str, Any]
    """Event -> what the platform POSTs to your endpoint"""
    components: PlatformOpenapiResponseComponents


@dataclass(frozen=True, kw_only=True)
class PlatformOpenapiResponseComponents(Model):
    """PlatformOpenapiResponseComponents, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("schemas", "schemas", ("map", "any"), True),
        ("responses", "responses", ("map", "any"), True),
        ("headers", "headers", ("map", "any"), True),
        ("security_schemes", "securitySchemes", ("map", "any"), True),
    )
    schemas: dict[str, Any]
    """Named schemas: the resources and the error body"""
    responses: dict[str, Any]
    """Error responses many operations share"""
    headers: dict[str, Any]
    """Answer headers many operations share (the rate-limit fields)"""
    security_schemes: dict[str, Any]


@dataclass(frozen=True, kw_only=True)
class PlatformOpenapiResponseInfo(Model):
    """PlatformOpenapiResponseInfo, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("title", "title", "str", True),
        ("version", "version", "str", True),
        ("description", "description", "str", True),
        ("license", "license", ("model", "PlatformOpenapiResponseInfoLicense"), True),
    )
    title: str
    version: str
    description: str
    license: PlatformOpenapiResponseInfoLicense


@dataclass(frozen=True, kw_only=True)
class PlatformOpenapiResponseInfoLicense(Model):
    """PlatformOpenapiResponseInfoLicense, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("name", "name", "str", True),
        ("identifier", "identifier", "str", True),
    )
    name: str
    identifier: str


@dataclass(frozen=True, kw_only=True)
class PlatformOpenapiResponseServersItem(Model):
    """PlatformOpenapiResponseServersItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("url", "url", "str", True),
        ("description", "description", "str", False),
        ("x_internal", "x-internal", "bool", False),
    )
    url: str
    description: str | None = None
    x_internal: bool | None = None


@dataclass(frozen=True, kw_only=True)
class PlatformOpenapiResponseTagsItem(Model):
    """PlatformOpenapiResponseTagsItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("name", "name", "str", True),
        ("x_display_name", "x-displayName", "str", False),
        ("description", "description", "str", True),
    )
    name: str
    x_display_name: str | None = None
    description: str


@dataclass(frozen=True, kw_only=True)
class PlatformOpenapiResponseXTagGroupsItem(Model):
    """PlatformOpenapiResponseXTagGroupsItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("name", "name", "str", True),
        ("tags", "tags", ("list", "str"), True),
    )
    name: str
    tags: list[str]


@dataclass(frozen=True, kw_only=True)
class PlatformReadinessResponse(Model):
    """PlatformReadinessResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("ready", "ready", "bool", True),
        ("checks", "checks", ("map", "str"), True),
        ("degraded", "degraded", ("list", "str"), True),
    )
    ready: bool
    checks: dict[str, str]
    """Each dependency: 'ok' or why not"""
    degraded: list[str]
    """Degradable checks that are not ok; the gateway still serves"""


@dataclass(frozen=True, kw_only=True)
class PublicCheckoutSession(Model):
    """The PublicCheckoutSession resource."""

    _spec: ClassVar[Spec] = (
        ("session_id", "session_id", "str", True),
        ("reference", "reference", ("nullable", "str"), True),
        ("amount", "amount", "decimal", True),
        ("currency", "currency", "str", True),
        ("status", "status", "str", True),
        ("payment_method", "payment_method", "str", True),
        ("expires_at", "expires_at", "str", True),
        ("callback_url", "callback_url", ("nullable", "str"), True),
        ("business_name", "business_name", "str", True),
        ("description", "description", "str", False),
        ("selection", "selection", ("model", "PublicCheckoutSessionSelection"), False),
        ("is_test_mode", "is_test_mode", "bool", True),
        ("payment_options", "payment_options", ("list", ("model", "PublicCheckoutSessionPaymentOptionsItem")), True),
    )
    session_id: str
    reference: str | None
    amount: Decimal
    currency: str
    status: Literal["pending", "paid", "expired", "failed"]
    payment_method: str
    expires_at: str
    callback_url: str | None
    business_name: str
    description: str | None = None
    selection: PublicCheckoutSessionSelection | None = None
    is_test_mode: bool
    payment_options: list[PublicCheckoutSessionPaymentOptionsItem]


@dataclass(frozen=True, kw_only=True)
class PublicCheckoutSessionPaymentOptionsItem(Model):
    """PublicCheckoutSessionPaymentOptionsItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
    )
    network: str
    currency: str


@dataclass(frozen=True, kw_only=True)
class PublicCheckoutSessionSelection(Model):
    """PublicCheckoutSessionSelection, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("crypto_currency", "crypto_currency", "str", True),
        ("address", "address", "str", True),
        ("amount_crypto", "amount_crypto", "str", True),
        ("paid_amount", "paid_amount", "str", True),
        ("payment_uri", "payment_uri", "str", False),
        ("qr_code", "qr_code", "str", False),
    )
    network: str
    crypto_currency: str
    address: str
    amount_crypto: str
    paid_amount: str
    payment_uri: str | None = None
    qr_code: str | None = None
    """data-URI PNG"""


@dataclass(frozen=True, kw_only=True)
class RedeemCode(Model):
    """The RedeemCode resource."""

    _spec: ClassVar[Spec] = (
        ("card_number", "card_number", "str", True),
        ("pin_code", "pin_code", "str", True),
    )
    card_number: str
    pin_code: str


@dataclass(frozen=True, kw_only=True)
class Refund(Model):
    """The Refund resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("session_id", "session_id", "str", True),
        ("reference", "reference", "str", False),
        ("amount", "amount", "str", True),
        ("currency", "currency", "str", True),
        ("reason", "reason", "str", True),
        ("status", "status", "str", True),
        ("network", "network", "str", True),
        ("crypto_currency", "crypto_currency", "str", True),
        ("amount_crypto", "amount_crypto", "str", True),
        ("refund_address", "refund_address", "str", True),
        ("tx_hash", "tx_hash", "str", False),
        ("amount_received", "amount_received", "str", False),
        ("network_fee", "network_fee", "str", False),
        ("network_fee_currency", "network_fee_currency", "str", False),
        ("failure_reason", "failure_reason", "str", False),
        ("is_test_mode", "is_test_mode", "bool", True),
        ("created_at", "created_at", "str", True),
        ("updated_at", "updated_at", "str", True),
    )
    id: str
    session_id: str
    reference: str | None = None
    amount: str
    currency: str
    reason: str
    status: Literal["processing", "submitted", "failed"]
    network: str
    crypto_currency: str
    amount_crypto: str
    refund_address: str
    tx_hash: str | None = None
    amount_received: str | None = None
    network_fee: str | None = None
    network_fee_currency: str | None = None
    failure_reason: str | None = None
    is_test_mode: bool
    created_at: str
    updated_at: str


@dataclass(frozen=True, kw_only=True)
class RefundList(Model):
    """The RefundList resource."""

    _spec: ClassVar[Spec] = (
        ("refunds", "refunds", ("list", ("model", "Refund")), True),
        ("total", "total", "int", True),
        ("page", "page", "int", True),
        ("limit", "limit", "int", True),
    )
    refunds: list[Refund]
    total: int
    page: int
    limit: int


@dataclass(frozen=True, kw_only=True)
class RefundsCreateRequest(Model):
    """RefundsCreateRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("session_id", "session_id", "str", True),
        ("reason", "reason", "str", True),
        ("amount", "amount", "any", False),
        ("refund_address", "refund_address", "str", False),
    )
    session_id: str
    reason: str
    amount: Any | None = None
    """Must be a positive decimal number (e.g. 24.50), as a JSON number or a string"""
    refund_address: str | None = None
    """Where to send; defaults to the payer on account-based chains"""


@dataclass(frozen=True, kw_only=True)
class RemittanceDashboardCreateRequest(Model):
    """RemittanceDashboardCreateRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("business_id", "business_id", "str", True),
        ("source_currency", "source_currency", "str", True),
        ("source_amount", "source_amount", "str", True),
        ("dest_currency", "dest_currency", "str", True),
        ("recipient_name", "recipient_name", "str", True),
        ("recipient_account", "recipient_account", "str", True),
        ("recipient_bank", "recipient_bank", "str", True),
        ("recipient_email", "recipient_email", "str", True),
        ("recipient_country", "recipient_country", "str", True),
        ("reference", "reference", "str", True),
        ("purpose", "purpose", "str", True),
        ("quote_id", "quote_id", "str", False),
        ("otp_code", "otp_code", "str", False),
    )
    business_id: str
    """Your business id: another business’s is refused 403"""
    source_currency: str
    """NGN or USD: a currency your balance holds"""
    source_amount: str
    """Decimal string in the source currency, at most 2 decimals"""
    dest_currency: str
    """CNY, USD or GBP (the pairs of GET /rates)"""
    recipient_name: str
    recipient_account: str
    """The recipient’s account number or IBAN"""
    recipient_bank: str
    recipient_email: str
    recipient_country: str
    """ISO 3166-1 alpha-2"""
    reference: str
    """Shown to the recipient (35 characters: the longest most schemes carry)"""
    purpose: str
    """Why the money is sent, e.g. "family_support", "invoice_payment\""""
    quote_id: str | None = None
    """Use this quote’s rate (once, before it expires); without it the transfer is quoted now"""
    otp_code: str | None = None
    """Required when you have 2FA enabled (401 OTP_REQUIRED; a wrong code 401 INVALID_OTP)"""


@dataclass(frozen=True, kw_only=True)
class RemittanceIssueKeyRequest(Model):
    """RemittanceIssueKeyRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("otp_code", "otp_code", "str", False),
    )
    otp_code: str | None = None
    """Required when you have 2FA or the team requires it: the key signs transfers of your money"""


@dataclass(frozen=True, kw_only=True)
class RemittancePartnerNotificationReceived(Model):
    """The RemittancePartnerNotificationReceived resource."""

    _spec: ClassVar[Spec] = (
        ("received", "received", "bool", True),
    )
    received: bool


@dataclass(frozen=True, kw_only=True)
class RemittanceQuote(Model):
    """The RemittanceQuote resource."""

    _spec: ClassVar[Spec] = (
        ("quote_id", "quote_id", "str", True),
        ("source_currency", "source_currency", "str", True),
        ("source_amount", "source_amount", "str", True),
        ("dest_currency", "dest_currency", "str", True),
        ("dest_amount", "dest_amount", "str", True),
        ("exchange_rate", "exchange_rate", "decimal", True),
        ("fee_amount", "fee_amount", "str", True),
        ("fee_percent", "fee_percent", "str", True),
        ("rpay_discount_applied", "rpay_discount_applied", "bool", True),
        ("rpay_discount_amount", "rpay_discount_amount", "str", True),
        ("total_cost", "total_cost", "str", True),
        ("estimated_time", "estimated_time", "str", True),
        ("expires_at", "expires_at", "str", True),
    )
    quote_id: str
    """Send it as quote_id with the transfer to use this rate (once, before expires_at)"""
    source_currency: str
    source_amount: str
    """What the recipient’s side is bought with, in the source currency"""
    dest_currency: str
    dest_amount: str
    """What the recipient receives, in the destination currency"""
    exchange_rate: Decimal
    """Destination units per source unit (the exact text: the transfer’s exchange_rate)"""
    fee_amount: str
    """The platform fee before the discount: source_amount × fee_percent / 100, rounded up"""
    fee_percent: str
    """The platform fee, percent of source_amount"""
    rpay_discount_applied: bool
    """True on the business and enterprise plans"""
    rpay_discount_amount: str
    """Taken off the fee: fee_amount × 25 / 100, rounded down; 0.00 when not applied"""
    total_cost: str
    """What the transfer holds on your balance: source_amount + fee_amount − rpay_discount_amount"""
    estimated_time: str
    """The partner’s delivery estimate, as words ("within 2 hours")"""
    expires_at: str


@dataclass(frozen=True, kw_only=True)
class RemittanceQuoteRequest(Model):
    """RemittanceQuoteRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("business_id", "business_id", "str", True),
        ("source_currency", "source_currency", "str", True),
        ("source_amount", "source_amount", "str", True),
        ("dest_currency", "dest_currency", "str", True),
    )
    business_id: str
    """Your business id: another business’s is refused 403"""
    source_currency: str
    """NGN or USD: a currency your balance holds"""
    source_amount: str
    """Decimal string in the source currency, at most 2 decimals"""
    dest_currency: str
    """CNY, USD or GBP (the pairs of GET /rates)"""


@dataclass(frozen=True, kw_only=True)
class RemittanceRate(Model):
    """The RemittanceRate resource."""

    _spec: ClassVar[Spec] = (
        ("pair", "pair", "str", True),
        ("source_currency", "source_currency", "str", True),
        ("dest_currency", "dest_currency", "str", True),
        ("rate", "rate", "str", True),
        ("time", "time", "str", True),
    )
    pair: str
    """NGNCNY, NGNUSD, NGNGBP, USDCNY"""
    source_currency: str
    dest_currency: str
    rate: str
    """Destination units per source unit, the partner’s mid-market rate (quote for the rate you get)"""
    time: str


@dataclass(frozen=True, kw_only=True)
class RemittanceRates(Model):
    """The RemittanceRates resource."""

    _spec: ClassVar[Spec] = (
        ("rates", "rates", ("list", ("model", "RemittanceRate")), True),
    )
    rates: list[RemittanceRate]


@dataclass(frozen=True, kw_only=True)
class RemittanceTransfer(Model):
    """The RemittanceTransfer resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("business_uuid", "business_uuid", "str", True),
        ("source_currency", "source_currency", "str", True),
        ("source_amount", "source_amount", "str", True),
        ("dest_currency", "dest_currency", "str", True),
        ("dest_amount", "dest_amount", "str", True),
        ("recipient_name", "recipient_name", "str", True),
        ("status", "status", "str", True),
        ("exchange_rate", "exchange_rate", "str", True),
        ("fee_amount", "fee_amount", "str", True),
        ("rpay_discount_used", "rpay_discount_used", "bool", True),
        ("created_at", "created_at", "str", True),
        ("quote_id", "quote_id", "str", True),
        ("fee_percent", "fee_percent", "str", True),
        ("rpay_discount_amount", "rpay_discount_amount", "str", True),
        ("total_cost", "total_cost", "str", True),
        ("recipient_country", "recipient_country", "str", True),
        ("reference", "reference", "str", True),
        ("purpose", "purpose", "str", True),
        ("partner_status", "partner_status", "str", False),
        ("failure_reason", "failure_reason", "str", False),
        ("reversed", "reversed", "bool", True),
        ("is_test_mode", "is_test_mode", "bool", True),
        ("updated_at", "updated_at", "str", True),
    )
    id: str
    business_uuid: str
    source_currency: str
    source_amount: str
    """Sent to the partner"""
    dest_currency: str
    dest_amount: str
    """What the recipient receives"""
    recipient_name: str
    status: Literal["pending", "processing", "completed", "failed"]
    exchange_rate: str
    fee_amount: str
    """The platform fee before the discount"""
    rpay_discount_used: bool
    created_at: str
    quote_id: str
    fee_percent: str
    """The platform fee, percent of source_amount"""
    rpay_discount_amount: str
    """Taken off the fee"""
    total_cost: str
    """Held on your balance while the payout is under way, debited when it is sent, returned if it fails or bounces"""
    recipient_country: str
    reference: str
    purpose: str
    partner_status: str | None = None
    """The payout partner’s latest state (incoming_payment_waiting, processing, funds_converted, outgoing_payment_sent, bounced_back, cancelled, funds_refunded); absent before it has one"""
    failure_reason: str | None = None
    """Why it failed; absent unless failed"""
    reversed: bool
    """A sent payout bounced back and its debit was returned to your balance"""
    is_test_mode: bool
    updated_at: str


@dataclass(frozen=True, kw_only=True)
class RemittanceTransferList(Model):
    """The RemittanceTransferList resource."""

    _spec: ClassVar[Spec] = (
        ("transfers", "transfers", ("list", ("model", "RemittanceTransfer")), True),
        ("total", "total", "int", True),
        ("limit", "limit", "int", True),
        ("offset", "offset", "int", True),
    )
    transfers: list[RemittanceTransfer]
    total: int
    limit: int
    offset: int


@dataclass(frozen=True, kw_only=True)
class RemittanceTransferRequest(Model):
    """RemittanceTransferRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("business_id", "business_id", "str", True),
        ("source_currency", "source_currency", "str", True),
        ("source_amount", "source_amount", "str", True),
        ("dest_currency", "dest_currency", "str", True),
        ("recipient_name", "recipient_name", "str", True),
        ("recipient_account", "recipient_account", "str", True),
        ("recipient_bank", "recipient_bank", "str", True),
        ("recipient_email", "recipient_email", "str", True),
        ("recipient_country", "recipient_country", "str", True),
        ("reference", "reference", "str", True),
        ("purpose", "purpose", "str", True),
        ("quote_id", "quote_id", "str", False),
    )
    business_id: str
    """Your business id: another business’s is refused 403"""
    source_currency: str
    """NGN or USD: a currency your balance holds"""
    source_amount: str
    """Decimal string in the source currency, at most 2 decimals"""
    dest_currency: str
    """CNY, USD or GBP (the pairs of GET /rates)"""
    recipient_name: str
    recipient_account: str
    """The recipient’s account number or IBAN"""
    recipient_bank: str
    recipient_email: str
    recipient_country: str
    """ISO 3166-1 alpha-2"""
    reference: str
    """Shown to the recipient (35 characters: the longest most schemes carry)"""
    purpose: str
    """Why the money is sent, e.g. "family_support", "invoice_payment\""""
    quote_id: str | None = None
    """Use this quote’s rate (once, before it expires); without it the transfer is quoted now"""


@dataclass(frozen=True, kw_only=True)
class SandboxBankCredit(Model):
    """The SandboxBankCredit resource."""

    _spec: ClassVar[Spec] = (
        ("partner_payment_id", "partner_payment_id", "str", True),
    )
    partner_payment_id: str
    """The banking partner’s id of the simulated transfer; its notification follows"""


@dataclass(frozen=True, kw_only=True)
class SandboxDepositRequest(Model):
    """SandboxDepositRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
        ("address", "address", "str", True),
        ("amount", "amount", "str", True),
        ("simulate", "simulate", "str", False),
    )
    network: str
    currency: str
    address: str
    amount: str
    """Human decimal, e.g. "25.5\""""
    simulate: Literal["confirm", "fail"] | None = None
    """fail: detected, then never confirmed"""


@dataclass(frozen=True, kw_only=True)
class SandboxDepositResponse(Model):
    """SandboxDepositResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("tx_hash", "tx_hash", "str", True),
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
        ("address", "address", "str", True),
        ("amount", "amount", "str", True),
        ("amount_base_units", "amount_base_units", "str", True),
        ("status", "status", "str", True),
        ("confirmations", "confirmations", "int", True),
        ("detected_at", "detected_at", "str", True),
        ("confirmed_at", "confirmed_at", "str", False),
    )
    tx_hash: str
    network: str
    currency: str
    address: str
    amount: str
    """Human decimal"""
    amount_base_units: str
    status: Literal["detected", "confirmed", "failed"]
    confirmations: int
    detected_at: str
    confirmed_at: str | None = None
    """Absent until the transfer is confirmed"""


@dataclass(frozen=True, kw_only=True)
class SettingsBrandingGetResponse(Model):
    """SettingsBrandingGetResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("custom_branding", "custom_branding", "bool", True),
        ("white_label", "white_label", "bool", True),
        ("display_name", "display_name", "str", False),
        ("accent_color", "accent_color", "str", False),
        ("logo_content_type", "logo_content_type", "str", False),
        ("logo_bytes", "logo_bytes", "int", False),
        ("updated_at", "updated_at", "str", False),
    )
    custom_branding: bool
    """The plan includes custom_branding: the page shows these settings"""
    white_label: bool
    """The plan includes white_label: the page does not name the platform"""
    display_name: str | None = None
    accent_color: str | None = None
    logo_content_type: str | None = None
    logo_bytes: int | None = None
    updated_at: str | None = None


@dataclass(frozen=True, kw_only=True)
class SettingsBrandingUpdateRequest(Model):
    """SettingsBrandingUpdateRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("display_name", "display_name", "str", False),
        ("accent_color", "accent_color", "str", False),
        ("logo", "logo", "str", False),
    )
    display_name: str | None = None
    """Shown instead of the business name; "" removes it"""
    accent_color: str | None = None
    """#rrggbb; "" removes it"""
    logo: str | None = None
    """PNG or JPEG, base64 or a data URI, at most 131072 bytes and 1024 px a side; "" removes it"""


@dataclass(frozen=True, kw_only=True)
class SettingsBrandingUpdateResponse(Model):
    """SettingsBrandingUpdateResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("custom_branding", "custom_branding", "bool", True),
        ("white_label", "white_label", "bool", True),
        ("display_name", "display_name", "str", False),
        ("accent_color", "accent_color", "str", False),
        ("logo_content_type", "logo_content_type", "str", False),
        ("logo_bytes", "logo_bytes", "int", False),
        ("updated_at", "updated_at", "str", False),
    )
    custom_branding: bool
    """The plan includes custom_branding: the page shows these settings"""
    white_label: bool
    """The plan includes white_label: the page does not name the platform"""
    display_name: str | None = None
    accent_color: str | None = None
    logo_content_type: str | None = None
    logo_bytes: int | None = None
    updated_at: str | None = None


@dataclass(frozen=True, kw_only=True)
class SettingsCheckoutGetResponse(Model):
    """SettingsCheckoutGetResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("session_ttl_minutes", "session_ttl_minutes", "int", True),
    )
    session_ttl_minutes: int


@dataclass(frozen=True, kw_only=True)
class SettingsCheckoutUpdateRequest(Model):
    """SettingsCheckoutUpdateRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("session_ttl_minutes", "session_ttl_minutes", "int", True),
    )
    session_ttl_minutes: int


@dataclass(frozen=True, kw_only=True)
class SettingsCheckoutUpdateResponse(Model):
    """SettingsCheckoutUpdateResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("session_ttl_minutes", "session_ttl_minutes", "int", True),
    )
    session_ttl_minutes: int


@dataclass(frozen=True, kw_only=True)
class SettingsWalletAddressResponse(Model):
    """SettingsWalletAddressResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("address", "address", "str", True),
        ("derivation_path", "derivation_path", "str", True),
        ("testnet_address", "testnet_address", "str", True),
        ("testnet_derivation_path", "testnet_derivation_path", "str", True),
    )
    network: str
    address: str
    derivation_path: str
    testnet_address: str
    testnet_derivation_path: str


@dataclass(frozen=True, kw_only=True)
class SettingsWalletGenerateResponse(Model):
    """SettingsWalletGenerateResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("message", "message", "str", True),
        ("wallet", "wallet", ("model", "SettingsWalletGenerateResponseWallet"), True),
    )
    message: str
    wallet: SettingsWalletGenerateResponseWallet


@dataclass(frozen=True, kw_only=True)
class SettingsWalletGenerateResponseWallet(Model):
    """SettingsWalletGenerateResponseWallet, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("created_at", "created_at", "str", True),
        ("addresses", "addresses", ("list", ("model", "SettingsWalletGenerateResponseWalletAddressesItem")), True),
        ("sessions_derived", "sessions_derived", "int", True),
        ("session_ttl_minutes", "session_ttl_minutes", "int", True),
    )
    created_at: str
    addresses: list[SettingsWalletGenerateResponseWalletAddressesItem]
    sessions_derived: int
    session_ttl_minutes: int


@dataclass(frozen=True, kw_only=True)
class SettingsWalletGenerateResponseWalletAddressesItem(Model):
    """SettingsWalletGenerateResponseWalletAddressesItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("address", "address", "str", True),
        ("derivation_path", "derivation_path", "str", True),
        ("testnet_address", "testnet_address", "str", True),
        ("testnet_derivation_path", "testnet_derivation_path", "str", True),
    )
    network: str
    address: str
    derivation_path: str
    testnet_address: str
    testnet_derivation_path: str


@dataclass(frozen=True, kw_only=True)
class SettingsWalletGetResponse(Model):
    """SettingsWalletGetResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("wallet", "wallet", ("model", "SettingsWalletGetResponseWallet"), True),
    )
    wallet: SettingsWalletGetResponseWallet


@dataclass(frozen=True, kw_only=True)
class SettingsWalletGetResponseWallet(Model):
    """SettingsWalletGetResponseWallet, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("created_at", "created_at", "str", True),
        ("addresses", "addresses", ("list", ("model", "SettingsWalletGetResponseWalletAddressesItem")), True),
        ("sessions_derived", "sessions_derived", "int", True),
        ("session_ttl_minutes", "session_ttl_minutes", "int", True),
    )
    created_at: str
    addresses: list[SettingsWalletGetResponseWalletAddressesItem]
    sessions_derived: int
    session_ttl_minutes: int


@dataclass(frozen=True, kw_only=True)
class SettingsWalletGetResponseWalletAddressesItem(Model):
    """SettingsWalletGetResponseWalletAddressesItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("address", "address", "str", True),
        ("derivation_path", "derivation_path", "str", True),
        ("testnet_address", "testnet_address", "str", True),
        ("testnet_derivation_path", "testnet_derivation_path", "str", True),
    )
    network: str
    address: str
    derivation_path: str
    testnet_address: str
    testnet_derivation_path: str


@dataclass(frozen=True, kw_only=True)
class SettingsWalletSeedRequest(Model):
    """SettingsWalletSeedRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("otp_code", "otp_code", "str", True),
    )
    otp_code: str


@dataclass(frozen=True, kw_only=True)
class SettingsWalletSeedResponse(Model):
    """SettingsWalletSeedResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("mnemonic", "mnemonic", ("list", "str"), True),
        ("word_count", "word_count", "int", True),
    )
    mnemonic: list[str]
    word_count: int


@dataclass(frozen=True, kw_only=True)
class SettlementAccount(Model):
    """The SettlementAccount resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("account_name", "account_name", "str", True),
        ("account_number", "account_number", "str", True),
        ("sort_code", "sort_code", "str", True),
        ("bank_name", "bank_name", "str", True),
        ("currency", "currency", "str", True),
        ("country", "country", "str", True),
        ("created_at", "created_at", "str", True),
        ("updated_at", "updated_at", "str", True),
    )
    id: str
    account_name: str
    account_number: str
    """****, then the last four characters"""
    sort_code: str
    bank_name: str
    currency: str
    country: str
    created_at: str
    updated_at: str


@dataclass(frozen=True, kw_only=True)
class SettlementCreateRequest(Model):
    """SettlementCreateRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("account_name", "account_name", "str", True),
        ("account_number", "account_number", "str", True),
        ("sort_code", "sort_code", "str", True),
        ("bank_name", "bank_name", "str", True),
        ("currency", "currency", "str", True),
        ("country", "country", "str", True),
        ("otp_code", "otp_code", "str", False),
    )
    account_name: str
    account_number: str
    sort_code: str
    bank_name: str
    currency: str
    country: str
    otp_code: str | None = None
    """Required when you have 2FA or the team requires it (401 OTP_REQUIRED)"""


@dataclass(frozen=True, kw_only=True)
class SettlementDeleteRequest(Model):
    """SettlementDeleteRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("otp_code", "otp_code", "str", False),
    )
    otp_code: str | None = None
    """Required when you have 2FA or the team requires it (401 OTP_REQUIRED)"""


@dataclass(frozen=True, kw_only=True)
class SettlementDeleteResponse(Model):
    """SettlementDeleteResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("message", "message", "str", True),
    )
    message: str


@dataclass(frozen=True, kw_only=True)
class SettlementListResponse(Model):
    """SettlementListResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("accounts", "accounts", ("list", ("model", "SettlementAccount")), True),
    )
    accounts: list[SettlementAccount]


@dataclass(frozen=True, kw_only=True)
class SettlementUpdateRequest(Model):
    """SettlementUpdateRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("account_name", "account_name", "str", False),
        ("account_number", "account_number", "str", False),
        ("sort_code", "sort_code", "str", False),
        ("bank_name", "bank_name", "str", False),
        ("currency", "currency", "str", False),
        ("country", "country", "str", False),
        ("otp_code", "otp_code", "str", False),
    )
    account_name: str | None = None
    account_number: str | None = None
    sort_code: str | None = None
    bank_name: str | None = None
    currency: str | None = None
    country: str | None = None
    otp_code: str | None = None
    """Required when you have 2FA or the team requires it (401 OTP_REQUIRED)"""


@dataclass(frozen=True, kw_only=True)
class Subscription(Model):
    """The Subscription resource."""

    _spec: ClassVar[Spec] = (
        ("plan", "plan", ("model", "SubscriptionPlan"), True),
        ("limits", "limits", ("model", "SubscriptionLimits"), True),
        ("features", "features", ("model", "SubscriptionFeatures"), True),
        ("usage", "usage", ("model", "SubscriptionUsage"), True),
        ("invoice", "invoice", ("model", "PlanInvoice"), False),
    )
    plan: SubscriptionPlan
    limits: SubscriptionLimits
    features: SubscriptionFeatures
    usage: SubscriptionUsage
    invoice: PlanInvoice | None = None


@dataclass(frozen=True, kw_only=True)
class SubscriptionCryptoCheckoutRequest(Model):
    """SubscriptionCryptoCheckoutRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("plan", "plan", "str", True),
        ("duration", "duration", "str", False),
        ("network", "network", "str", False),
        ("currency", "currency", "str", False),
    )
    plan: Literal["starter", "professional", "business", "enterprise"]
    duration: Literal["monthly", "annual"] | None = None
    network: str | None = None
    currency: str | None = None


@dataclass(frozen=True, kw_only=True)
class SubscriptionCryptoCheckoutResponse(Model):
    """SubscriptionCryptoCheckoutResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("address", "address", "str", False),
        ("network", "network", "str", False),
        ("amount_crypto", "amount_crypto", "str", False),
        ("qr_code", "qr_code", "str", False),
        ("payment_uri", "payment_uri", "str", False),
        ("expires_at", "expires_at", "str", True),
        ("price_usd", "price_usd", "str", False),
        ("session_id", "session_id", "str", True),
        ("payment_url", "payment_url", "str", True),
        ("amount", "amount", "decimal", True),
        ("currency", "currency", "str", True),
        ("status", "status", "str", True),
        ("crypto_currency", "crypto_currency", "str", False),
    )
    address: str | None = None
    network: str | None = None
    amount_crypto: str | None = None
    qr_code: str | None = None
    """data-URI PNG"""
    payment_uri: str | None = None
    expires_at: str
    price_usd: str | None = None
    session_id: str
    payment_url: str
    amount: Decimal
    """Fiat amount, from the exact minor units"""
    currency: str
    status: Literal["pending", "paid", "expired", "failed"]
    crypto_currency: str | None = None


@dataclass(frozen=True, kw_only=True)
class SubscriptionFeatures(Model):
    """SubscriptionFeatures, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("webhooks", "webhooks", "bool", True),
        ("sms", "sms", "bool", True),
        ("priority_processing", "priority_processing", "bool", True),
        ("custom_branding", "custom_branding", "bool", True),
        ("multi_user", "multi_user", "bool", True),
        ("white_label", "white_label", "bool", True),
    )
    webhooks: bool
    sms: bool
    priority_processing: bool
    custom_branding: bool
    multi_user: bool
    white_label: bool


@dataclass(frozen=True, kw_only=True)
class SubscriptionLimits(Model):
    """SubscriptionLimits, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("max_wallet_addresses", "max_wallet_addresses", "int", True),
        ("max_transactions_per_month", "max_transactions_per_month", "int", True),
        ("market_data", "market_data", "bool", True),
    )
    max_wallet_addresses: int
    """-1 means unlimited"""
    max_transactions_per_month: int
    """-1 means unlimited"""
    market_data: bool


@dataclass(frozen=True, kw_only=True)
class SubscriptionPlan(Model):
    """SubscriptionPlan, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("name", "name", "str", True),
        ("duration", "duration", "str", True),
        ("status", "status", "str", True),
        ("expiry", "expiry", "str", True),
    )
    name: Literal["starter", "professional", "business", "enterprise"]
    duration: Literal["monthly", "annual"]
    status: Literal["active", "cancelled", "expired"]
    expiry: str


@dataclass(frozen=True, kw_only=True)
class SubscriptionUpgradeRequest(Model):
    """SubscriptionUpgradeRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("plan", "plan", "str", True),
        ("duration", "duration", "str", True),
    )
    plan: Literal["starter", "professional", "business", "enterprise"]
    duration: Literal["monthly", "annual"]


@dataclass(frozen=True, kw_only=True)
class SubscriptionUpgradeResponse(Model):
    """SubscriptionUpgradeResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("message", "message", "str", True),
        ("plan", "plan", "str", True),
        ("status", "status", "str", True),
        ("expiry", "expiry", "str", True),
        ("invoice", "invoice", ("model", "PlanInvoice"), False),
    )
    message: str
    plan: Literal["starter", "professional", "business", "enterprise"]
    status: Literal["active", "cancelled", "expired"]
    expiry: str
    invoice: PlanInvoice | None = None


@dataclass(frozen=True, kw_only=True)
class SubscriptionUsage(Model):
    """SubscriptionUsage, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("wallet_addresses_used", "wallet_addresses_used", "int", True),
        ("transactions_this_month", "transactions_this_month", "int", True),
    )
    wallet_addresses_used: int
    transactions_this_month: int


@dataclass(frozen=True, kw_only=True)
class Swap(Model):
    """The Swap resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "int", True),
        ("business_id", "business_id", "str", True),
        ("customer_wallet_id", "customer_wallet_id", "int", True),
        ("customer_id", "customer_id", "str", True),
        ("type", "type", "str", True),
        ("from_chain", "from_chain", "str", True),
        ("to_chain", "to_chain", "str", True),
        ("dex", "dex", "str", True),
        ("router_address", "router_address", "str", True),
        ("token_in", "token_in", "str", True),
        ("token_out", "token_out", "str", True),
        ("amount_in", "amount_in", "str", True),
        ("amount_out", "amount_out", "str", True),
        ("platform_fee", "platform_fee", "str", True),
        ("approve_tx_hash", "approve_tx_hash", "str", False),
        ("swap_tx_hash", "swap_tx_hash", "str", True),
        ("status", "status", "str", True),
        ("failure_reason", "failure_reason", "str", False),
        ("bridge_status", "bridge_status", "str", False),
        ("bridge_substatus", "bridge_substatus", "str", False),
        ("bridge_receiving_tx_hash", "bridge_receiving_tx_hash", "str", False),
        ("confirmed_at", "confirmed_at", ("nullable", "str"), True),
        ("created_at", "created_at", "str", True),
        ("updated_at", "updated_at", "str", True),
    )
    id: int
    business_id: str
    customer_wallet_id: int
    customer_id: str
    type: Literal["dex", "bridge"]
    from_chain: str
    to_chain: str
    dex: str
    router_address: str
    token_in: str
    token_out: str
    amount_in: str
    """Base units (empty while not known)"""
    amount_out: str
    """Base units (empty while not known)"""
    platform_fee: str
    """Base units (empty while not known)"""
    approve_tx_hash: str | None = None
    swap_tx_hash: str
    status: Literal["pending", "confirmed", "failed"]
    failure_reason: str | None = None
    bridge_status: str | None = None
    """Cross-chain: the bridge’s last status (NOT_FOUND, PENDING, DONE, FAILED, INVALID)"""
    bridge_substatus: str | None = None
    """Cross-chain: the bridge’s sub-status (e.g. WAIT_DESTINATION_TRANSACTION, REFUND_IN_PROGRESS, COMPLETED, REFUNDED)"""
    bridge_receiving_tx_hash: str | None = None
    """Cross-chain: the payout on the destination chain, or the refund on the source chain"""
    confirmed_at: str | None
    created_at: str
    updated_at: str


@dataclass(frozen=True, kw_only=True)
class SwapExecuteAliasRequest(Model):
    """SwapExecuteAliasRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("from_chain", "from_chain", "str", False),
        ("to_chain", "to_chain", "str", False),
        ("from_token", "from_token", "str", False),
        ("to_token", "to_token", "str", False),
        ("amount_in", "amount_in", "str", False),
        ("amount_out_min", "amount_out_min", "str", False),
        ("expires_at", "expires_at", "int", False),
    )
    from_chain: str | None = None
    to_chain: str | None = None
    from_token: str | None = None
    to_token: str | None = None
    amount_in: str | None = None
    amount_out_min: str | None = None
    """Default 1; use the quote’s to_amount_min"""
    expires_at: int | None = None
    """The quote’s expires_at (the on-chain deadline, Unix seconds); default now + 30 s"""


@dataclass(frozen=True, kw_only=True)
class SwapExecuteRequest(Model):
    """SwapExecuteRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("from_chain", "from_chain", "str", False),
        ("to_chain", "to_chain", "str", False),
        ("from_token", "from_token", "str", False),
        ("to_token", "to_token", "str", False),
        ("amount_in", "amount_in", "str", False),
        ("amount_out_min", "amount_out_min", "str", False),
        ("expires_at", "expires_at", "int", False),
    )
    from_chain: str | None = None
    to_chain: str | None = None
    from_token: str | None = None
    to_token: str | None = None
    amount_in: str | None = None
    amount_out_min: str | None = None
    """Default 1; use the quote’s to_amount_min"""
    expires_at: int | None = None
    """The quote’s expires_at (the on-chain deadline, Unix seconds); default now + 30 s"""


@dataclass(frozen=True, kw_only=True)
class SwapList(Model):
    """The SwapList resource."""

    _spec: ClassVar[Spec] = (
        ("swaps", "swaps", ("list", ("model", "Swap")), True),
        ("total", "total", "int", True),
        ("page", "page", "int", True),
        ("limit", "limit", "int", True),
    )
    swaps: list[Swap]
    total: int
    page: int
    limit: int


@dataclass(frozen=True, kw_only=True)
class SwapOverview(Model):
    """The SwapOverview resource."""

    _spec: ClassVar[Spec] = (
        ("period", "period", "str", True),
        ("total_swaps", "total_swaps", "int", True),
        ("dex_swaps", "dex_swaps", "int", True),
        ("bridge_swaps", "bridge_swaps", "int", True),
        ("pending_swaps", "pending_swaps", "int", True),
        ("confirmed_swaps", "confirmed_swaps", "int", True),
        ("failed_swaps", "failed_swaps", "int", True),
        ("unique_customers", "unique_customers", "int", True),
        ("top_from_chains", "top_from_chains", ("list", ("model", "SwapOverviewTopFromChainsItem")), True),
    )
    period: str
    total_swaps: int
    dex_swaps: int
    bridge_swaps: int
    pending_swaps: int
    confirmed_swaps: int
    failed_swaps: int
    unique_customers: int
    top_from_chains: list[SwapOverviewTopFromChainsItem]


@dataclass(frozen=True, kw_only=True)
class SwapOverviewTopFromChainsItem(Model):
    """SwapOverviewTopFromChainsItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("chain", "chain", "str", True),
        ("count", "count", "int", True),
    )
    chain: str
    count: int


@dataclass(frozen=True, kw_only=True)
class SwapQuote(Model):
    """The SwapQuote resource."""

    _spec: ClassVar[Spec] = (
        ("from_chain", "from_chain", "str", True),
        ("to_chain", "to_chain", "str", True),
        ("from_token", "from_token", "str", True),
        ("to_token", "to_token", "str", True),
        ("from_amount", "from_amount", "str", True),
        ("to_amount_expected", "to_amount_expected", "str", True),
        ("to_amount_min", "to_amount_min", "str", True),
        ("platform_fee", "platform_fee", "str", True),
        ("estimated_seconds", "estimated_seconds", "decimal", True),
        ("expires_at", "expires_at", "int", True),
        ("source", "source", "str", True),
    )
    from_chain: str
    to_chain: str
    from_token: str
    to_token: str
    from_amount: str
    """Base units (empty while not known)"""
    to_amount_expected: str
    """Base units (empty while not known)"""
    to_amount_min: str
    """Base units (empty while not known)"""
    platform_fee: str
    """Base units (empty while not known)"""
    estimated_seconds: Decimal
    expires_at: int
    """Unix seconds; the on-chain deadline of a swap executed with it"""
    source: Literal["chain", "hub_prices", "bridge"]


@dataclass(frozen=True, kw_only=True)
class SwapSubmitted(Model):
    """The SwapSubmitted resource."""

    _spec: ClassVar[Spec] = (
        ("tx_hash", "tx_hash", "str", True),
        ("status", "status", "str", True),
        ("approve_tx_hash", "approve_tx_hash", "str", False),
    )
    tx_hash: str
    status: Literal["pending"]
    approve_tx_hash: str | None = None
    """The approve of a token input (absent for a native input)."""


@dataclass(frozen=True, kw_only=True)
class SwapVolume(Model):
    """The SwapVolume resource."""

    _spec: ClassVar[Spec] = (
        ("period_days", "period_days", "int", True),
        ("chart", "chart", ("list", ("model", "SwapVolumeChartItem")), True),
    )
    period_days: int
    chart: list[SwapVolumeChartItem]


@dataclass(frozen=True, kw_only=True)
class SwapVolumeChartItem(Model):
    """SwapVolumeChartItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("date", "date", "str", True),
        ("total_swaps", "total_swaps", "int", True),
        ("dex_swaps", "dex_swaps", "int", True),
        ("bridge_swaps", "bridge_swaps", "int", True),
    )
    date: str
    total_swaps: int
    dex_swaps: int
    bridge_swaps: int


@dataclass(frozen=True, kw_only=True)
class TeamInvitation(Model):
    """The TeamInvitation resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("email", "email", "str", True),
        ("role", "role", "str", True),
        ("permissions", "permissions", ("list", "str"), True),
        ("invited_by", "invited_by", "str", True),
        ("status", "status", "str", True),
        ("created_at", "created_at", "str", True),
        ("expires_at", "expires_at", "str", True),
    )
    id: str
    email: str
    role: Literal["admin", "member"]
    permissions: list[str]
    invited_by: str
    status: Literal["pending", "accepted", "revoked", "expired"]
    created_at: str
    expires_at: str


@dataclass(frozen=True, kw_only=True)
class TeamInvitationList(Model):
    """The TeamInvitationList resource."""

    _spec: ClassVar[Spec] = (
        ("invitations", "invitations", ("list", ("model", "TeamInvitation")), True),
        ("total", "total", "int", True),
        ("page", "page", "int", True),
        ("limit", "limit", "int", True),
    )
    invitations: list[TeamInvitation]
    total: int
    page: int
    limit: int


@dataclass(frozen=True, kw_only=True)
class TeamInviteRequest(Model):
    """TeamInviteRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("email", "email", "str", True),
        ("role", "role", "str", True),
        ("permissions", "permissions", ("list", "str"), False),
    )
    email: str
    role: Literal["admin", "member"]
    permissions: list[str] | None = None


@dataclass(frozen=True, kw_only=True)
class TeamInviteResponse(Model):
    """TeamInviteResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("email", "email", "str", True),
        ("role", "role", "str", True),
        ("permissions", "permissions", ("list", "str"), True),
        ("invited_by", "invited_by", "str", True),
        ("status", "status", "str", True),
        ("created_at", "created_at", "str", True),
        ("expires_at", "expires_at", "str", True),
        ("message", "message", "str", True),
    )
    id: str
    email: str
    role: Literal["admin", "member"]
    permissions: list[str]
    invited_by: str
    status: Literal["pending", "accepted", "revoked", "expired"]
    created_at: str
    expires_at: str
    message: str


@dataclass(frozen=True, kw_only=True)
class TeamMember(Model):
    """The TeamMember resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("email", "email", "str", True),
        ("first_name", "first_name", "str", True),
        ("last_name", "last_name", "str", True),
        ("role", "role", "str", True),
        ("permissions", "permissions", ("list", "str"), True),
        ("two_factor_enabled", "two_factor_enabled", "bool", True),
        ("created_at", "created_at", "str", True),
    )
    id: str
    email: str
    first_name: str
    last_name: str
    role: Literal["owner", "admin", "member"]
    permissions: list[str]
    two_factor_enabled: bool
    created_at: str


@dataclass(frozen=True, kw_only=True)
class TeamMemberList(Model):
    """The TeamMemberList resource."""

    _spec: ClassVar[Spec] = (
        ("members", "members", ("list", ("model", "TeamMember")), True),
        ("total", "total", "int", True),
    )
    members: list[TeamMember]
    total: int


@dataclass(frozen=True, kw_only=True)
class TeamRegisterRequest(Model):
    """TeamRegisterRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("token", "token", "str", True),
        ("first_name", "first_name", "str", True),
        ("last_name", "last_name", "str", True),
        ("password", "password", "str", True),
    )
    token: str
    first_name: str
    last_name: str
    password: str


@dataclass(frozen=True, kw_only=True)
class TeamRegisterResponse(Model):
    """TeamRegisterResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("user_id", "user_id", "str", True),
        ("business_id", "business_id", "str", True),
        ("role", "role", "str", True),
        ("access_token", "access_token", "str", True),
        ("refresh_token", "refresh_token", "str", True),
        ("expires_in", "expires_in", "int", True),
    )
    user_id: str
    business_id: str
    role: Literal["owner", "admin", "member"]
    access_token: str
    refresh_token: str
    expires_in: int
    """Seconds until the access token expires"""


@dataclass(frozen=True, kw_only=True)
class TeamRemoveResponse(Model):
    """TeamRemoveResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("removed", "removed", "bool", True),
        ("keys_revoked", "keys_revoked", "int", True),
        ("invitations_revoked", "invitations_revoked", "int", True),
    )
    id: str
    removed: bool
    keys_revoked: int
    """API keys the member created, revoked with its removal"""
    invitations_revoked: int
    """Pending invitations the member sent, revoked with its removal"""


@dataclass(frozen=True, kw_only=True)
class TeamRolesPermissionsResponse(Model):
    """TeamRolesPermissionsResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("roles", "roles", ("model", "TeamRolesPermissionsResponseRoles"), True),
        ("permissions", "permissions", ("list", "str"), True),
        ("catalogue", "catalogue", ("list", ("model", "TeamRolesPermissionsResponseCatalogueItem")), True),
    )
    roles: TeamRolesPermissionsResponseRoles
    permissions: list[str]
    catalogue: list[TeamRolesPermissionsResponseCatalogueItem]


@dataclass(frozen=True, kw_only=True)
class TeamRolesPermissionsResponseCatalogueItem(Model):
    """TeamRolesPermissionsResponseCatalogueItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("name", "name", "str", True),
        ("product", "product", "str", True),
        ("kind", "kind", "str", True),
        ("in_default_key", "in_default_key", "bool", True),
        ("owner_only", "owner_only", "bool", True),
        ("gates", "gates", "str", True),
    )
    name: str
    product: Literal["payments", "caas", "dashboard"]
    kind: Literal["read", "operate", "money"]
    in_default_key: bool
    """Held by a key of its product created without a permissions list"""
    owner_only: bool
    gates: str


@dataclass(frozen=True, kw_only=True)
class TeamRolesPermissionsResponseRoles(Model):
    """TeamRolesPermissionsResponseRoles, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("owner", "owner", ("list", "str"), True),
        ("admin", "admin", ("list", "str"), True),
        ("member", "member", ("list", "str"), True),
    )
    owner: list[str]
    admin: list[str]
    member: list[str]


@dataclass(frozen=True, kw_only=True)
class TeamSecurityPolicyResponse(Model):
    """TeamSecurityPolicyResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("require_2fa", "require_2fa", "bool", True),
        ("changed_by", "changed_by", "str", False),
        ("changed_at", "changed_at", "str", False),
    )
    require_2fa: bool
    """Every member needs 2FA and a current code (otp_code) to create or rotate keys that move money, change settlement accounts or the payments webhook"""
    changed_by: str | None = None
    """The user who last changed it; absent if never set"""
    changed_at: str | None = None


@dataclass(frozen=True, kw_only=True)
class TeamSetPermissionsRequest(Model):
    """TeamSetPermissionsRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("permissions", "permissions", ("list", "str"), True),
    )
    permissions: list[str]


@dataclass(frozen=True, kw_only=True)
class TeamSetSecurityPolicyRequest(Model):
    """TeamSetSecurityPolicyRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("require_2fa", "require_2fa", "bool", True),
        ("otp_code", "otp_code", "str", False),
    )
    require_2fa: bool
    otp_code: str | None = None


@dataclass(frozen=True, kw_only=True)
class TeamSetSecurityPolicyResponse(Model):
    """TeamSetSecurityPolicyResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("require_2fa", "require_2fa", "bool", True),
        ("changed_by", "changed_by", "str", False),
        ("changed_at", "changed_at", "str", False),
    )
    require_2fa: bool
    """Every member needs 2FA and a current code (otp_code) to create or rotate keys that move money, change settlement accounts or the payments webhook"""
    changed_by: str | None = None
    """The user who last changed it; absent if never set"""
    changed_at: str | None = None


@dataclass(frozen=True, kw_only=True)
class TeamVerifyInviteResponse(Model):
    """TeamVerifyInviteResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("valid", "valid", "bool", True),
        ("email", "email", "str", True),
        ("role", "role", "str", True),
        ("business_name", "business_name", "str", True),
        ("expires_at", "expires_at", "str", True),
    )
    valid: bool
    email: str
    role: Literal["admin", "member"]
    business_name: str
    expires_at: str


@dataclass(frozen=True, kw_only=True)
class TeamVerifyInviteTokenRequest(Model):
    """TeamVerifyInviteTokenRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("token", "token", "str", True),
    )
    token: str


@dataclass(frozen=True, kw_only=True)
class TeamVerifyInviteTokenResponse(Model):
    """TeamVerifyInviteTokenResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("valid", "valid", "bool", True),
        ("email", "email", "str", True),
        ("role", "role", "str", True),
        ("business_name", "business_name", "str", True),
        ("expires_at", "expires_at", "str", True),
    )
    valid: bool
    email: str
    role: Literal["admin", "member"]
    business_name: str
    expires_at: str


@dataclass(frozen=True, kw_only=True)
class TransferSigningKey(Model):
    """The TransferSigningKey resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("status", "status", "str", True),
        ("is_test_mode", "is_test_mode", "bool", True),
        ("created_at", "created_at", "str", True),
        ("revoked_at", "revoked_at", "str", False),
        ("last_used_at", "last_used_at", "str", False),
    )
    id: str
    """The k= of X-Transfer-Signature"""
    status: Literal["active", "revoked"]
    is_test_mode: bool
    created_at: str
    revoked_at: str | None = None
    """Absent while active"""
    last_used_at: str | None = None
    """When a request it signed last passed; absent before"""


@dataclass(frozen=True, kw_only=True)
class TransferSigningKeyList(Model):
    """The TransferSigningKeyList resource."""

    _spec: ClassVar[Spec] = (
        ("keys", "keys", ("list", ("model", "TransferSigningKey")), True),
    )
    keys: list[TransferSigningKey]


@dataclass(frozen=True, kw_only=True)
class TreasuryAddresses(Model):
    """The TreasuryAddresses resource."""

    _spec: ClassVar[Spec] = (
        ("is_test_mode", "is_test_mode", "bool", True),
        ("addresses", "addresses", ("list", ("model", "TreasuryAddressesAddressesItem")), True),
    )
    is_test_mode: bool
    addresses: list[TreasuryAddressesAddressesItem]


@dataclass(frozen=True, kw_only=True)
class TreasuryAddressesAddressesItem(Model):
    """TreasuryAddressesAddressesItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("address", "address", "str", True),
        ("native_currency", "native_currency", "str", True),
    )
    network: str
    address: str
    """Index 0 of the business wallet: sweeps arrive here, gas top-ups leave from here"""
    native_currency: str


@dataclass(frozen=True, kw_only=True)
class VaAssignRequest(Model):
    """VaAssignRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("virtual_account_id", "virtual_account_id", "str", True),
    )
    virtual_account_id: str


@dataclass(frozen=True, kw_only=True)
class VaCloseRequest(Model):
    """VaCloseRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("reason", "reason", "str", False),
        ("otp_code", "otp_code", "str", False),
    )
    reason: str | None = None
    otp_code: str | None = None
    """Required when you have 2FA or the team requires it (401 OTP_REQUIRED): closing sends later payments back"""


@dataclass(frozen=True, kw_only=True)
class VaCreateRequest(Model):
    """VaCreateRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("currency", "currency", "str", True),
        ("customer_reference", "customer_reference", "str", True),
        ("customer_name", "customer_name", "str", True),
    )
    currency: str
    """GBP or EUR"""
    customer_reference: str
    """Yours: one account per reference and currency (the same again answers the existing account)"""
    customer_name: str


@dataclass(frozen=True, kw_only=True)
class VaFreezeRequest(Model):
    """VaFreezeRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("reason", "reason", "str", True),
    )
    reason: str


@dataclass(frozen=True, kw_only=True)
class VaReturnRequest(Model):
    """VaReturnRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("reason", "reason", "str", True),
    )
    reason: str


@dataclass(frozen=True, kw_only=True)
class VaSandboxCreditRequest(Model):
    """VaSandboxCreditRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("amount", "amount", "str", True),
        ("payer_name", "payer_name", "str", False),
        ("reference", "reference", "str", False),
        ("scheme", "scheme", "str", False),
    )
    amount: str
    """In the account’s currency, at most 2 decimals"""
    payer_name: str | None = None
    reference: str | None = None
    scheme: Literal["PI_FAST", "PI_BACS", "PI_SEPA_INST"] | None = None


@dataclass(frozen=True, kw_only=True)
class VasAirtimeOrderRequest(Model):
    """VasAirtimeOrderRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone", "phone", "str", True),
        ("country_code", "country_code", "str", True),
        ("operator_id", "operator_id", "int", False),
        ("amount", "amount", "str", True),
        ("use_local_amount", "use_local_amount", "bool", False),
        ("reference", "reference", "str", True),
        ("customer_id", "customer_id", "str", False),
        ("currency", "currency", "str", False),
    )
    phone: str
    """International format, +countrycode…"""
    country_code: str
    operator_id: int | None = None
    """Detected from the phone when absent"""
    amount: str
    use_local_amount: bool | None = None
    """amount is in the recipient’s currency"""
    reference: str
    """Idempotency key"""
    customer_id: str | None = None
    currency: Literal["USDT", "USDC"] | None = None
    """Which balance pays (default USDT)"""


@dataclass(frozen=True, kw_only=True)
class VasAirtimeQuoteRequest(Model):
    """VasAirtimeQuoteRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("phone", "phone", "str", True),
        ("country_code", "country_code", "str", True),
        ("operator_id", "operator_id", "int", False),
        ("amount", "amount", "str", True),
        ("use_local_amount", "use_local_amount", "bool", False),
    )
    phone: str
    """International format, +countrycode…"""
    country_code: str
    operator_id: int | None = None
    """Detected from the phone when absent"""
    amount: str
    use_local_amount: bool | None = None
    """amount is in the recipient’s currency"""


@dataclass(frozen=True, kw_only=True)
class VasBillOrderRequest(Model):
    """VasBillOrderRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("reference", "reference", "str", True),
        ("biller_id", "biller_id", "int", True),
        ("account_number", "account_number", "str", True),
        ("amount", "amount", "str", True),
        ("customer_id", "customer_id", "str", False),
        ("currency", "currency", "str", False),
    )
    reference: str
    """Idempotency key"""
    biller_id: int
    """A biller (GET /api/v1/bills/billers)"""
    account_number: str
    """The subscriber’s account or meter number"""
    amount: str
    """In the biller’s international currency (USD)"""
    customer_id: str | None = None
    currency: Literal["USDT", "USDC"] | None = None


@dataclass(frozen=True, kw_only=True)
class VasDataOrderRequest(Model):
    """VasDataOrderRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("reference", "reference", "str", True),
        ("phone", "phone", "str", True),
        ("country_code", "country_code", "str", True),
        ("operator_id", "operator_id", "int", True),
        ("amount", "amount", "str", True),
        ("customer_id", "customer_id", "str", False),
        ("currency", "currency", "str", False),
    )
    reference: str
    """Idempotency key"""
    phone: str
    """International format, +countrycode…"""
    country_code: str
    operator_id: int
    """A data bundle operator (GET /api/v1/data/bundles)"""
    amount: str
    """One of the operator’s bundle amounts"""
    customer_id: str | None = None
    currency: Literal["USDT", "USDC"] | None = None


@dataclass(frozen=True, kw_only=True)
class VasGiftcardOrderRequest(Model):
    """VasGiftcardOrderRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("reference", "reference", "str", True),
        ("product_id", "product_id", "int", True),
        ("unit_price", "unit_price", "str", True),
        ("quantity", "quantity", "int", False),
        ("customer_id", "customer_id", "str", False),
        ("recipient_email", "recipient_email", "str", False),
        ("sender_name", "sender_name", "str", False),
        ("country_code", "country_code", "str", False),
        ("currency", "currency", "str", False),
    )
    reference: str
    """Idempotency key"""
    product_id: int
    """A gift card product (GET /api/v1/giftcards/products)"""
    unit_price: str
    """In the product’s sender currency"""
    quantity: int | None = None
    customer_id: str | None = None
    recipient_email: str | None = None
    sender_name: str | None = None
    country_code: str | None = None
    currency: Literal["USDT", "USDC"] | None = None
    """Which balance pays (default USDT)"""


@dataclass(frozen=True, kw_only=True)
class VasMargins(Model):
    """The VasMargins resource."""

    _spec: ClassVar[Spec] = (
        ("margins", "margins", ("list", ("model", "VasMarginsMarginsItem")), True),
    )
    margins: list[VasMarginsMarginsItem]
    """The merchant’s margin per category (fixed 0 when none is set); merchant_markup on quotes and orders"""


@dataclass(frozen=True, kw_only=True)
class VasMarginsMarginsItem(Model):
    """VasMarginsMarginsItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("category", "category", "str", True),
        ("type", "type", "str", True),
        ("value", "value", "str", True),
    )
    category: Literal["giftcard", "airtime", "data", "bill"]
    type: Literal["percent", "fixed"]
    value: str


@dataclass(frozen=True, kw_only=True)
class VasOrder(Model):
    """The VasOrder resource."""

    _spec: ClassVar[Spec] = (
        ("reference", "reference", "str", True),
        ("category", "category", "str", True),
        ("status", "status", "str", True),
        ("failure_code", "failure_code", "str", False),
        ("failure_message", "failure_message", "str", False),
        ("product_id", "product_id", "int", True),
        ("product_name", "product_name", "str", True),
        ("country_code", "country_code", "str", True),
        ("unit_price", "unit_price", "str", True),
        ("quantity", "quantity", "int", True),
        ("currency", "currency", "str", True),
        ("merchant_price", "merchant_price", "str", True),
        ("merchant_markup", "merchant_markup", "str", True),
        ("customer_price", "customer_price", "str", True),
        ("customer_id", "customer_id", "str", False),
        ("recipient_email", "recipient_email", "str", False),
        ("recipient_phone", "recipient_phone", "str", False),
        ("account_number", "account_number", "str", False),
        ("sender_name", "sender_name", "str", False),
        ("provider_transaction_id", "provider_transaction_id", "int", False),
        ("redeem_codes", "redeem_codes", ("list", ("model", "RedeemCode")), False),
        ("is_test_mode", "is_test_mode", "bool", True),
        ("created_at", "created_at", "str", True),
        ("updated_at", "updated_at", "str", True),
    )
    reference: str
    category: Literal["giftcard", "airtime", "data", "bill"]
    status: Literal["processing", "successful", "failed"]
    """processing until the provider’s outcome is known; then successful or failed (a failed order’s hold is released)"""
    failure_code: str | None = None
    """BALANCE_TOO_LOW, PROVIDER_FLOAT_EXHAUSTED or PROVIDER_FAILED"""
    failure_message: str | None = None
    product_id: int
    """Gift card product, or airtime operator"""
    product_name: str
    country_code: str
    unit_price: str
    quantity: int
    currency: Literal["USDT", "USDC"]
    """The balance currency debited"""
    merchant_price: str
    merchant_markup: str
    customer_price: str
    customer_id: str | None = None
    recipient_email: str | None = None
    recipient_phone: str | None = None
    account_number: str | None = None
    """The bill’s subscriber account"""
    sender_name: str | None = None
    provider_transaction_id: int | None = None
    redeem_codes: list[RedeemCode] | None = None
    """Only in the order answer and GET /vas/orders/{reference}; never in a webhook"""
    is_test_mode: bool
    created_at: str
    updated_at: str


@dataclass(frozen=True, kw_only=True)
class VasOrderList(Model):
    """The VasOrderList resource."""

    _spec: ClassVar[Spec] = (
        ("orders", "orders", ("list", ("model", "VasOrder")), True),
        ("page", "page", "int", True),
        ("limit", "limit", "int", True),
        ("total", "total", "int", True),
    )
    orders: list[VasOrder]
    page: int
    limit: int
    total: int


@dataclass(frozen=True, kw_only=True)
class VasSetMarginRequest(Model):
    """VasSetMarginRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("category", "category", "str", True),
        ("type", "type", "str", True),
        ("value", "value", "str", False),
    )
    category: Literal["giftcard", "airtime", "data", "bill"]
    type: Literal["percent", "fixed", "none"]
    """percent of merchant_price, fixed per order (balance currency), or none (clears it)"""
    value: str | None = None
    """percent: 0-100, 2 places; fixed: up to 6 places"""


@dataclass(frozen=True, kw_only=True)
class VirtualAccount(Model):
    """The VirtualAccount resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("account_number", "account_number", ("nullable", "str"), True),
        ("sort_code", "sort_code", ("nullable", "str"), True),
        ("iban", "iban", "str", False),
        ("bic", "bic", "str", False),
        ("bank_name", "bank_name", ("nullable", "str"), True),
        ("currency", "currency", "str", True),
        ("status", "status", "str", True),
        ("status_reason", "status_reason", "str", False),
        ("customer_reference", "customer_reference", "str", True),
        ("customer_name", "customer_name", "str", True),
        ("is_test_mode", "is_test_mode", "bool", True),
        ("created_at", "created_at", "str", True),
    )
    id: str
    account_number: str | None
    """GBP: the 8-digit account number; EUR: the IBAN; null while pending"""
    sort_code: str | None
    """GBP: the 6-digit sort code; null for EUR and while pending"""
    iban: str | None = None
    """The IBAN (GBP accounts have one too); absent while pending"""
    bic: str | None = None
    """The BIC of the account’s bank; absent while pending"""
    bank_name: str | None
    """null while pending"""
    currency: Literal["GBP", "EUR"]
    status: Literal["pending", "active", "frozen", "closed"]
    """active receives payments; pending: not yet confirmed by the bank; frozen: held by an operator; closed: final"""
    status_reason: str | None = None
    """Why it is frozen or closed"""
    customer_reference: str
    customer_name: str
    is_test_mode: bool
    """True outside production: the banking partner is the sandbox"""
    created_at: str


@dataclass(frozen=True, kw_only=True)
class VirtualAccountList(Model):
    """The VirtualAccountList resource."""

    _spec: ClassVar[Spec] = (
        ("accounts", "accounts", ("list", ("model", "VirtualAccount")), True),
        ("total", "total", "int", True),
        ("page", "page", "int", True),
        ("limit", "limit", "int", True),
    )
    accounts: list[VirtualAccount]
    total: int
    page: int
    limit: int


@dataclass(frozen=True, kw_only=True)
class Wallet(Model):
    """The Wallet resource."""

    _spec: ClassVar[Spec] = (
        ("customer_id", "customer_id", "str", True),
        ("wallet_id", "wallet_id", "int", True),
        ("created_at", "created_at", "str", True),
    )
    customer_id: str
    wallet_id: int
    created_at: str


@dataclass(frozen=True, kw_only=True)
class WalletAddress(Model):
    """The WalletAddress resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "int", True),
        ("address", "address", "str", True),
        ("network", "network", "str", True),
        ("address_index", "address_index", "int", True),
        ("derivation_path", "derivation_path", "str", True),
        ("is_testnet", "is_testnet", "bool", True),
        ("monitored", "monitored", "bool", True),
        ("total_received", "total_received", "str", True),
        ("total_received_decimal", "total_received_decimal", "str", True),
        ("balances", "balances", ("list", ("model", "WalletAddressBalancesItem")), True),
        ("balances_source", "balances_source", "str", False),
    )
    id: int
    address: str
    network: str
    address_index: int
    derivation_path: str
    is_testnet: bool
    monitored: bool
    total_received: str
    """Integer in base units"""
    total_received_decimal: str
    balances: list[WalletAddressBalancesItem]
    balances_source: str | None = None
    """chain or ledger (refresh=true)"""


@dataclass(frozen=True, kw_only=True)
class WalletAddressBalancesItem(Model):
    """WalletAddressBalancesItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("currency", "currency", "str", True),
        ("amount", "amount", "str", True),
        ("amount_decimal", "amount_decimal", "str", True),
    )
    currency: str
    amount: str
    """Integer in base units"""
    amount_decimal: str


@dataclass(frozen=True, kw_only=True)
class WalletAddressList(Model):
    """The WalletAddressList resource."""

    _spec: ClassVar[Spec] = (
        ("customer_id", "customer_id", "str", True),
        ("addresses", "addresses", ("list", ("model", "WalletAddress")), True),
        ("total", "total", "int", True),
    )
    customer_id: str
    addresses: list[WalletAddress]
    total: int


@dataclass(frozen=True, kw_only=True)
class WalletAddressSearch(Model):
    """The WalletAddressSearch resource."""

    _spec: ClassVar[Spec] = (
        ("addresses", "addresses", ("list", ("model", "WalletAddressSearchAddressesItem")), True),
        ("page", "page", "int", True),
        ("limit", "limit", "int", True),
        ("total", "total", "int", True),
    )
    addresses: list[WalletAddressSearchAddressesItem]
    page: int
    limit: int
    total: int


@dataclass(frozen=True, kw_only=True)
class WalletAddressSearchAddressesItem(Model):
    """WalletAddressSearchAddressesItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("customer_id", "customer_id", "str", True),
        ("wallet_id", "wallet_id", "int", True),
        ("id", "id", "int", True),
        ("address", "address", "str", True),
        ("network", "network", "str", True),
        ("address_index", "address_index", "int", True),
        ("derivation_path", "derivation_path", "str", True),
        ("is_testnet", "is_testnet", "bool", True),
        ("monitored", "monitored", "bool", True),
        ("total_received", "total_received", "str", True),
        ("total_received_decimal", "total_received_decimal", "str", True),
        ("balances", "balances", ("list", ("model", "WalletAddressSearchAddressesItemBalancesItem")), True),
    )
    customer_id: str
    wallet_id: int
    id: int
    address: str
    network: str
    address_index: int
    derivation_path: str
    is_testnet: bool
    monitored: bool
    total_received: str
    """Integer in base units"""
    total_received_decimal: str
    balances: list[WalletAddressSearchAddressesItemBalancesItem]


@dataclass(frozen=True, kw_only=True)
class WalletAddressSearchAddressesItemBalancesItem(Model):
    """WalletAddressSearchAddressesItemBalancesItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("currency", "currency", "str", True),
        ("amount", "amount", "str", True),
        ("amount_decimal", "amount_decimal", "str", True),
    )
    currency: str
    amount: str
    """Integer in base units"""
    amount_decimal: str


@dataclass(frozen=True, kw_only=True)
class WalletCreated(Model):
    """The WalletCreated resource."""

    _spec: ClassVar[Spec] = (
        ("customer_id", "customer_id", "str", True),
        ("wallet_id", "wallet_id", "int", True),
        ("created_at", "created_at", "str", True),
        ("mnemonic", "mnemonic", ("list", "str"), True),
    )
    customer_id: str
    wallet_id: int
    created_at: str
    mnemonic: list[str]
    """Shown once"""


@dataclass(frozen=True, kw_only=True)
class WalletFeeConfig(Model):
    """The WalletFeeConfig resource."""

    _spec: ClassVar[Spec] = (
        ("fee_percent", "fee_percent", "str", True),
        ("is_enabled", "is_enabled", "bool", True),
        ("fee_addresses", "fee_addresses", ("map", "str"), True),
    )
    fee_percent: str
    is_enabled: bool
    fee_addresses: dict[str, str]


@dataclass(frozen=True, kw_only=True)
class WalletFeeEarnings(Model):
    """The WalletFeeEarnings resource."""

    _spec: ClassVar[Spec] = (
        ("total_fees_by_currency", "total_fees_by_currency", ("list", ("model", "WalletFeeEarningsTotalFeesByCurrencyItem")), True),
        ("recent_fees", "recent_fees", ("list", ("model", "WalletFeeEarningsRecentFeesItem")), True),
        ("total_transfers", "total_transfers", "int", True),
    )
    total_fees_by_currency: list[WalletFeeEarningsTotalFeesByCurrencyItem]
    recent_fees: list[WalletFeeEarningsRecentFeesItem]
    total_transfers: int


@dataclass(frozen=True, kw_only=True)
class WalletFeeEarningsRecentFeesItem(Model):
    """WalletFeeEarningsRecentFeesItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("customer_id", "customer_id", "str", True),
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
        ("amount", "amount", "str", False),
        ("amount_decimal", "amount_decimal", "str", False),
        ("fee_percent", "fee_percent", "str", True),
        ("fee_address", "fee_address", "str", True),
        ("fee_tx_hash", "fee_tx_hash", "str", True),
        ("transfer_tx_hash", "transfer_tx_hash", "str", True),
        ("collected_at", "collected_at", "str", True),
    )
    customer_id: str
    network: str
    currency: str
    amount: str | None = None
    """Integer in base units"""
    amount_decimal: str | None = None
    fee_percent: str
    fee_address: str
    fee_tx_hash: str
    transfer_tx_hash: str
    collected_at: str


@dataclass(frozen=True, kw_only=True)
class WalletFeeEarningsTotalFeesByCurrencyItem(Model):
    """WalletFeeEarningsTotalFeesByCurrencyItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("currency", "currency", "str", True),
        ("network", "network", "str", True),
        ("total_amount", "total_amount", "str", True),
        ("total_amount_decimal", "total_amount_decimal", "str", True),
        ("count", "count", "int", True),
    )
    currency: str
    network: str
    total_amount: str
    """Integer in base units"""
    total_amount_decimal: str
    count: int


@dataclass(frozen=True, kw_only=True)
class WalletList(Model):
    """The WalletList resource."""

    _spec: ClassVar[Spec] = (
        ("customers", "customers", ("list", ("model", "Wallet")), True),
        ("page", "page", "int", True),
        ("limit", "limit", "int", True),
        ("total", "total", "int", True),
    )
    customers: list[Wallet]
    page: int
    limit: int
    total: int


@dataclass(frozen=True, kw_only=True)
class WalletPrivateKey(Model):
    """The WalletPrivateKey resource."""

    _spec: ClassVar[Spec] = (
        ("address", "address", "str", True),
        ("private_key", "private_key", "str", True),
        ("network", "network", "str", True),
        ("index", "index", "int", True),
        ("derivation_path", "derivation_path", "str", True),
    )
    address: str
    private_key: str
    network: str
    index: int
    derivation_path: str


@dataclass(frozen=True, kw_only=True)
class WalletSeed(Model):
    """The WalletSeed resource."""

    _spec: ClassVar[Spec] = (
        ("customer_id", "customer_id", "str", True),
        ("mnemonic", "mnemonic", ("list", "str"), True),
        ("word_count", "word_count", "int", True),
    )
    customer_id: str
    mnemonic: list[str]
    word_count: int


@dataclass(frozen=True, kw_only=True)
class WalletTransaction(Model):
    """The WalletTransaction resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "int", True),
        ("tx_hash", "tx_hash", "str", True),
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
        ("type", "type", "str", True),
        ("from_address", "from_address", "str", True),
        ("to_address", "to_address", "str", True),
        ("amount", "amount", "str", True),
        ("amount_decimal", "amount_decimal", "str", True),
        ("gas_fee", "gas_fee", "str", True),
        ("gas_fee_decimal", "gas_fee_decimal", "str", True),
        ("gas_currency", "gas_currency", "str", True),
        ("status", "status", "str", True),
        ("confirmations", "confirmations", "int", True),
        ("block_number", "block_number", "int", False),
        ("timestamp", "timestamp", "str", True),
        ("platform_fee", "platform_fee", ("model", "WalletTransactionPlatformFee"), False),
    )
    id: int
    tx_hash: str
    network: str
    currency: str
    type: Literal["send", "receive"]
    from_address: str
    to_address: str
    amount: str
    """Integer in base units"""
    amount_decimal: str
    gas_fee: str
    """Integer in base units"""
    gas_fee_decimal: str
    gas_currency: str
    status: str
    confirmations: int
    block_number: int | None = None
    timestamp: str
    platform_fee: WalletTransactionPlatformFee | None = None


@dataclass(frozen=True, kw_only=True)
class WalletTransactionList(Model):
    """The WalletTransactionList resource."""

    _spec: ClassVar[Spec] = (
        ("customer_id", "customer_id", "str", True),
        ("transactions", "transactions", ("list", ("model", "WalletTransaction")), True),
        ("page", "page", "int", True),
        ("limit", "limit", "int", True),
        ("total", "total", "int", True),
    )
    customer_id: str
    transactions: list[WalletTransaction]
    page: int
    limit: int
    total: int


@dataclass(frozen=True, kw_only=True)
class WalletTransactionPlatformFee(Model):
    """WalletTransactionPlatformFee, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("amount", "amount", "str", False),
        ("amount_decimal", "amount_decimal", "str", False),
        ("fee_percent", "fee_percent", "str", True),
        ("fee_address", "fee_address", "str", True),
        ("status", "status", "str", True),
        ("tx_hash", "tx_hash", "str", False),
    )
    amount: str | None = None
    """Integer in base units"""
    amount_decimal: str | None = None
    fee_percent: str
    fee_address: str
    status: str
    tx_hash: str | None = None


@dataclass(frozen=True, kw_only=True)
class WalletTransfer(Model):
    """The WalletTransfer resource."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "int", True),
        ("tx_hash", "tx_hash", "str", True),
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
        ("amount", "amount", "str", True),
        ("amount_decimal", "amount_decimal", "str", True),
        ("gas_fee", "gas_fee", "str", True),
        ("gas_fee_decimal", "gas_fee_decimal", "str", True),
        ("gas_currency", "gas_currency", "str", True),
        ("from_address", "from_address", "str", True),
        ("to_address", "to_address", "str", True),
        ("status", "status", "str", True),
        ("platform_fee", "platform_fee", ("model", "WalletTransferPlatformFee"), False),
    )
    id: int
    tx_hash: str
    network: str
    currency: str
    amount: str
    """Integer in base units"""
    amount_decimal: str
    gas_fee: str
    """Integer in base units"""
    gas_fee_decimal: str
    gas_currency: str
    from_address: str
    to_address: str
    status: str
    platform_fee: WalletTransferPlatformFee | None = None


@dataclass(frozen=True, kw_only=True)
class WalletTransferPlatformFee(Model):
    """WalletTransferPlatformFee, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("amount", "amount", "str", False),
        ("amount_decimal", "amount_decimal", "str", False),
        ("fee_percent", "fee_percent", "str", True),
        ("fee_address", "fee_address", "str", True),
        ("status", "status", "str", True),
    )
    amount: str | None = None
    """Integer in base units"""
    amount_decimal: str | None = None
    fee_percent: str
    fee_address: str
    status: str


@dataclass(frozen=True, kw_only=True)
class WalletsCreateCustomerAliasRequest(Model):
    """WalletsCreateCustomerAliasRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("customer_id", "customer_id", "str", True),
        ("word_count", "word_count", "any", False),
    )
    customer_id: str
    word_count: Any | None = None
    """12 (default) or 24"""


@dataclass(frozen=True, kw_only=True)
class WalletsCreateCustomerRequest(Model):
    """WalletsCreateCustomerRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("customer_id", "customer_id", "str", True),
        ("word_count", "word_count", "any", False),
    )
    customer_id: str
    word_count: Any | None = None
    """12 (default) or 24"""


@dataclass(frozen=True, kw_only=True)
class WalletsDeriveRequest(Model):
    """WalletsDeriveRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("index", "index", "int", False),
        ("is_testnet", "is_testnet", "bool", False),
        ("enable_monitoring", "enable_monitoring", "bool", False),
    )
    network: str
    """BTC, BCH, LTC, BSC, ETH, POL, TRX, SOL or XRP"""
    index: int | None = None
    is_testnet: bool | None = None
    enable_monitoring: bool | None = None


@dataclass(frozen=True, kw_only=True)
class WalletsEstimateGasRequest(Model):
    """WalletsEstimateGasRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
        ("from_address", "from_address", "str", True),
        ("to_address", "to_address", "str", True),
        ("amount", "amount", "str", True),
    )
    network: str
    """BTC, BCH, LTC, BSC, ETH, POL, TRX, SOL or XRP"""
    currency: str
    from_address: str
    to_address: str
    amount: str
    """A decimal such as "1.5" (converted with the currency's decimals) or an integer in base units"""


@dataclass(frozen=True, kw_only=True)
class WalletsExportKeyRequest(Model):
    """WalletsExportKeyRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("index", "index", "int", False),
        ("is_testnet", "is_testnet", "bool", False),
    )
    network: str
    """BTC, BCH, LTC, BSC, ETH, POL, TRX, SOL or XRP"""
    index: int | None = None
    is_testnet: bool | None = None


@dataclass(frozen=True, kw_only=True)
class WalletsSetFeeAddressesRequest(Model):
    """WalletsSetFeeAddressesRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("addresses", "addresses", ("map", "str"), True),
    )
    addresses: dict[str, str]


@dataclass(frozen=True, kw_only=True)
class WalletsSetFeeAddressesResponse(Model):
    """WalletsSetFeeAddressesResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("fee_percent", "fee_percent", "str", True),
        ("is_enabled", "is_enabled", "bool", True),
        ("fee_addresses", "fee_addresses", ("map", "str"), True),
        ("message", "message", "str", True),
    )
    fee_percent: str
    is_enabled: bool
    fee_addresses: dict[str, str]
    message: str


@dataclass(frozen=True, kw_only=True)
class WalletsSetFeesRequest(Model):
    """WalletsSetFeesRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("fee_percent", "fee_percent", "str", True),
        ("is_enabled", "is_enabled", "bool", True),
        ("fee_addresses", "fee_addresses", ("map", "str"), False),
    )
    fee_percent: str
    is_enabled: bool
    fee_addresses: dict[str, str] | None = None


@dataclass(frozen=True, kw_only=True)
class WalletsTransferRequest(Model):
    """WalletsTransferRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("network", "network", "str", True),
        ("currency", "currency", "str", True),
        ("to_address", "to_address", "str", True),
        ("amount", "amount", "str", True),
        ("index", "index", "int", False),
    )
    network: str
    """BTC, BCH, LTC, BSC, ETH, POL, TRX, SOL or XRP"""
    currency: str
    to_address: str
    amount: str
    """A decimal such as "1.5" (converted with the currency's decimals) or an integer in base units"""
    index: int | None = None


@dataclass(frozen=True, kw_only=True)
class WebhookConfig(Model):
    """The WebhookConfig resource."""

    _spec: ClassVar[Spec] = (
        ("url", "url", "str", False),
        ("webhook_url", "webhook_url", "str", False),
        ("events", "events", ("list", "str"), True),
        ("is_active", "is_active", "bool", True),
        ("wallet_webhook_enabled", "wallet_webhook_enabled", "bool", True),
        ("secret_version", "secret_version", "int", False),
        ("dispatching", "dispatching", "bool", True),
        ("dispatching_reason", "dispatching_reason", "str", False),
        ("created_at", "created_at", "str", False),
        ("updated_at", "updated_at", "str", False),
    )
    url: str | None = None
    webhook_url: str | None = None
    events: list[str]
    is_active: bool
    wallet_webhook_enabled: bool
    secret_version: int | None = None
    dispatching: bool
    dispatching_reason: str | None = None
    """plan or not_configured; absent while dispatching"""
    created_at: str | None = None
    updated_at: str | None = None


@dataclass(frozen=True, kw_only=True)
class WebhookDeliveryList(Model):
    """The WebhookDeliveryList resource."""

    _spec: ClassVar[Spec] = (
        ("deliveries", "deliveries", ("list", ("model", "WebhookDeliveryListDeliveriesItem")), True),
        ("total", "total", "int", True),
        ("page", "page", "int", True),
        ("limit", "limit", "int", True),
    )
    deliveries: list[WebhookDeliveryListDeliveriesItem]
    total: int
    page: int
    limit: int


@dataclass(frozen=True, kw_only=True)
class WebhookDeliveryListDeliveriesItem(Model):
    """WebhookDeliveryListDeliveriesItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("event_id", "event_id", "str", True),
        ("endpoint_id", "endpoint_id", "str", True),
        ("event", "event", "str", True),
        ("url", "url", "str", False),
        ("status", "status", "str", True),
        ("skip_reason", "skip_reason", "str", False),
        ("attempts", "attempts", "int", True),
        ("last_status_code", "last_status_code", "int", False),
        ("last_error", "last_error", "str", False),
        ("created_at", "created_at", "str", True),
        ("delivered_at", "delivered_at", "str", False),
        ("next_attempt_at", "next_attempt_at", "str", False),
        ("history", "history", ("list", ("model", "WebhookDeliveryListDeliveriesItemHistoryItem")), True),
    )
    id: str
    event_id: str
    endpoint_id: str
    event: str
    url: str | None = None
    """The URL this delivery is for: every attempt and redelivery goes there only"""
    status: str
    skip_reason: str | None = None
    attempts: int
    last_status_code: int | None = None
    last_error: str | None = None
    created_at: str
    delivered_at: str | None = None
    next_attempt_at: str | None = None
    history: list[WebhookDeliveryListDeliveriesItemHistoryItem]


@dataclass(frozen=True, kw_only=True)
class WebhookDeliveryListDeliveriesItemHistoryItem(Model):
    """WebhookDeliveryListDeliveriesItemHistoryItem, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("attempt", "attempt", "int", True),
        ("at", "at", "str", True),
        ("status_code", "status_code", "int", False),
        ("duration_ms", "duration_ms", "int", True),
        ("error", "error", "str", False),
    )
    attempt: int
    at: str
    status_code: int | None = None
    duration_ms: int
    error: str | None = None


@dataclass(frozen=True, kw_only=True)
class WebhooksCaasCreateRequest(Model):
    """WebhooksCaasCreateRequest, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("url", "url", "str", True),
        ("secret", "secret", "str", True),
        ("events", "events", ("list", "str"), False),
    )
    url: str
    """HTTPS URL (http and loopback allowed outside production)"""
    secret: str
    events: list[str] | None = None


@dataclass(frozen=True, kw_only=True)
class WebhooksCaasListResponse(Model):
    """WebhooksCaasListResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("webhooks", "webhooks", ("list", ("model", "CaasWebhook")), True),
        ("total", "total", "int", True),
    )
    webhooks: list[CaasWebhook]
    total: int


@dataclass(frozen=True, kw_only=True)
class WebhooksPaymentsConfigureResponse(Model):
    """WebhooksPaymentsConfigureResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("url", "url", "str", False),
        ("webhook_url", "webhook_url", "str", False),
        ("events", "events", ("list", "str"), True),
        ("is_active", "is_active", "bool", True),
        ("wallet_webhook_enabled", "wallet_webhook_enabled", "bool", True),
        ("secret_version", "secret_version", "int", False),
        ("dispatching", "dispatching", "bool", True),
        ("dispatching_reason", "dispatching_reason", "str", False),
        ("created_at", "created_at", "str", False),
        ("updated_at", "updated_at", "str", False),
        ("webhook_secret", "webhook_secret", "str", False),
        ("message", "message", "str", True),
    )
    url: str | None = None
    webhook_url: str | None = None
    events: list[str]
    is_active: bool
    wallet_webhook_enabled: bool
    secret_version: int | None = None
    dispatching: bool
    dispatching_reason: str | None = None
    """plan or not_configured; absent while dispatching"""
    created_at: str | None = None
    updated_at: str | None = None
    webhook_secret: str | None = None
    message: str


@dataclass(frozen=True, kw_only=True)
class WebhooksPaymentsRotateResponse(Model):
    """WebhooksPaymentsRotateResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("webhook_secret", "webhook_secret", "str", True),
        ("message", "message", "str", True),
    )
    webhook_secret: str
    message: str


@dataclass(frozen=True, kw_only=True)
class WebhooksPaymentsTestResponse(Model):
    """WebhooksPaymentsTestResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("message", "message", "str", True),
    )
    message: str


@dataclass(frozen=True, kw_only=True)
class WebhooksRedeliverResponse(Model):
    """WebhooksRedeliverResponse, declared inline by its operation."""

    _spec: ClassVar[Spec] = (
        ("id", "id", "str", True),
        ("status", "status", "str", True),
        ("message", "message", "str", True),
    )
    id: str
    status: str
    message: str


register(AdminGetSubscriptionResponse, AdminGetSubscriptionResponseFeatures, AdminGetSubscriptionResponseLimits, AdminGetSubscriptionResponsePlan, AdminGetSubscriptionResponseUsage, AdminSetKycRequest, AdminSetKycResponse, AdminSetOtcAccessRequest, AdminSetOtcAccessResponse, AdminSetSubscriptionRequest, AdminSetSubscriptionResponse, AdminSetSubscriptionResponseFeatures, AdminSetSubscriptionResponseLimits, AdminSetSubscriptionResponsePlan, AdminSetSubscriptionResponseUsage, AdminTreasuryMovesResponse, AdminTreasuryMovesResponseMovesItem, AdminTreasuryReconciliationResponse, AdminTreasuryReconciliationResponseAccountsItem, AdminTreasurySweepRequest, AdminTreasurySweepResponse, AdminTreasurySweepResponseMovesItem, AirtimeOperator, AirtimeQuote, AnalyticsAssetFigures, AnalyticsConfirmAlertRequest, AnalyticsCurrencyFigures, AnalyticsDashboard, AnalyticsDismissAlertRequest, AnalyticsOverview, AnalyticsPaymentMethod, AnalyticsPaymentMethods, AnalyticsRevenue, AnalyticsRevenuePoint, AnalyticsSessionCounts, AnalyticsSetFraudRuleRequest, AnalyticsTransaction, AnalyticsTransactionList, ApiKey, ApiKeyCreated, ApiKeyList, ApiKeysCreateRequest, ApiKeysRotateRequest, ApiKeysToggleSandboxRequest, AuditEntry, AuditEntryActor, AuditEntryTarget, AuditLogPage, AuthLoginRequest, AuthRefreshRequest, AuthRefreshResponse, AuthRegisterRequest, AuthRegisterResponse, AuthTokens, AuthTwoFactorDisableRequest, AuthTwoFactorDisableResponse, AuthTwoFactorEnableRequest, AuthTwoFactorEnableResponse, AuthTwoFactorSetupResponse, AuthTwoFactorStatusResponse, Balance, BalanceEntry, BalanceEntryList, BalanceTopUpAddresses, BalanceTopUpAddressesAddressesItem, BankPayment, BankPaymentList, Billers, BillersBillersItem, CaasDeposit, CaasDepositsCreateAliasRequest, CaasDepositsCreateRequest, CaasLinkRequest, CaasLinkedUser, CaasPhoneChangeRequest, CaasPhoneChanged, CaasProvisionedUser, CaasSandboxFundAliasRequest, CaasSandboxFundRequest, CaasSandboxFunding, CaasSwap, CaasSwapsCreateAliasRequest, CaasSwapsCreateRequest, CaasTransfer, CaasTransfersCreateAliasRequest, CaasTransfersCreateRequest, CaasTreasury, CaasTreasuryAccountsItem, CaasUserBalance, CaasUsersLinkConfirmAliasRequest, CaasUsersLinkConfirmRequest, CaasUsersLinkRequestAliasRequest, CaasUsersLinkRequestRequest, CaasUsersPhoneChangeAliasRequest, CaasUsersPhoneChangeConfirmAliasRequest, CaasUsersPhoneChangeConfirmRequest, CaasUsersPhoneChangeRequest, CaasUsersProvisionAliasRequest, CaasUsersProvisionRequest, CaasWebhook, CaasWithdrawal, CaasWithdrawalsCreateAliasRequest, CaasWithdrawalsCreateRequest, CheckoutAddressList, CheckoutAddressListAddressesItem, CheckoutChainVerification, CheckoutCreateRequest, CheckoutNetworkSelection, CheckoutPageResponse, CheckoutPageResponsePaymentOptionsItem, CheckoutPageResponsePaymentsItem, CheckoutPageResponseSelection, CheckoutSelectRequest, CheckoutSession, CheckoutSessionCreated, CheckoutSessionList, CheckoutStats, CheckoutStatsNetworkBreakdownItem, CheckoutStatsTotalVolumeItem, CheckoutVerification, CurrencyBalance, DataBundles, DataBundlesOperatorsItem, DataBundlesOperatorsItemBundlesItem, DerivedAddress, Error, FraudAlert, FraudAlertList, FraudRule, FraudRuleList, GasEstimate, GiftCardCountries, GiftCardCountriesCountriesItem, GiftCardProduct, GiftCardProductList, IssuedTransferSigningKey, MarketHealth, MarketHealthPosition, MarketPrices, MarketPricesPosition, MarketQuote, MarketSymbols, OtcAccount, OtcAccountList, OtcAmlForm, OtcAmlFormForm, OtcAmlFormFormBeneficialOwnersItem, OtcAmlFormQueue, OtcAmlFormQueueFormsItem, OtcCreateOrderRequest, OtcHistory, OtcMarkPaidRequest, OtcOrder, OtcOrderQuote, OtcPaymentDetails, OtcQuote, OtcResolveRequest, OtcReviewFormRequest, OtcReviewList, OtcSandboxPayRequest, OtcSandboxPayment, OtcSaveDraftRequest, OtcSaveDraftRequestBeneficialOwnersItem, PartnerCallbackReceipt, PartnerNotificationReceipt, Plan, PlanInvoice, PlanInvoicePayWithItem, PlanInvoicePayWithItemBody, PlanLimits, PlanList, PlatformAsyncapiResponse, PlatformAsyncapiResponseInfo, PlatformHealthResponse, PlatformOpenapiResponse, PlatformOpenapiResponseComponents, PlatformOpenapiResponseInfo, PlatformOpenapiResponseInfoLicense, PlatformOpenapiResponseServersItem, PlatformOpenapiResponseTagsItem, PlatformOpenapiResponseXTagGroupsItem, PlatformReadinessResponse, PublicCheckoutSession, PublicCheckoutSessionPaymentOptionsItem, PublicCheckoutSessionSelection, RedeemCode, Refund, RefundList, RefundsCreateRequest, RemittanceDashboardCreateRequest, RemittanceIssueKeyRequest, RemittancePartnerNotificationReceived, RemittanceQuote, RemittanceQuoteRequest, RemittanceRate, RemittanceRates, RemittanceTransfer, RemittanceTransferList, RemittanceTransferRequest, SandboxBankCredit, SandboxDepositRequest, SandboxDepositResponse, SettingsBrandingGetResponse, SettingsBrandingUpdateRequest, SettingsBrandingUpdateResponse, SettingsCheckoutGetResponse, SettingsCheckoutUpdateRequest, SettingsCheckoutUpdateResponse, SettingsWalletAddressResponse, SettingsWalletGenerateResponse, SettingsWalletGenerateResponseWallet, SettingsWalletGenerateResponseWalletAddressesItem, SettingsWalletGetResponse, SettingsWalletGetResponseWallet, SettingsWalletGetResponseWalletAddressesItem, SettingsWalletSeedRequest, SettingsWalletSeedResponse, SettlementAccount, SettlementCreateRequest, SettlementDeleteRequest, SettlementDeleteResponse, SettlementListResponse, SettlementUpdateRequest, Subscription, SubscriptionCryptoCheckoutRequest, SubscriptionCryptoCheckoutResponse, SubscriptionFeatures, SubscriptionLimits, SubscriptionPlan, SubscriptionUpgradeRequest, SubscriptionUpgradeResponse, SubscriptionUsage, Swap, SwapExecuteAliasRequest, SwapExecuteRequest, SwapList, SwapOverview, SwapOverviewTopFromChainsItem, SwapQuote, SwapSubmitted, SwapVolume, SwapVolumeChartItem, TeamInvitation, TeamInvitationList, TeamInviteRequest, TeamInviteResponse, TeamMember, TeamMemberList, TeamRegisterRequest, TeamRegisterResponse, TeamRemoveResponse, TeamRolesPermissionsResponse, TeamRolesPermissionsResponseCatalogueItem, TeamRolesPermissionsResponseRoles, TeamSecurityPolicyResponse, TeamSetPermissionsRequest, TeamSetSecurityPolicyRequest, TeamSetSecurityPolicyResponse, TeamVerifyInviteResponse, TeamVerifyInviteTokenRequest, TeamVerifyInviteTokenResponse, TransferSigningKey, TransferSigningKeyList, TreasuryAddresses, TreasuryAddressesAddressesItem, VaAssignRequest, VaCloseRequest, VaCreateRequest, VaFreezeRequest, VaReturnRequest, VaSandboxCreditRequest, VasAirtimeOrderRequest, VasAirtimeQuoteRequest, VasBillOrderRequest, VasDataOrderRequest, VasGiftcardOrderRequest, VasMargins, VasMarginsMarginsItem, VasOrder, VasOrderList, VasSetMarginRequest, VirtualAccount, VirtualAccountList, Wallet, WalletAddress, WalletAddressBalancesItem, WalletAddressList, WalletAddressSearch, WalletAddressSearchAddressesItem, WalletAddressSearchAddressesItemBalancesItem, WalletCreated, WalletFeeConfig, WalletFeeEarnings, WalletFeeEarningsRecentFeesItem, WalletFeeEarningsTotalFeesByCurrencyItem, WalletList, WalletPrivateKey, WalletSeed, WalletTransaction, WalletTransactionList, WalletTransactionPlatformFee, WalletTransfer, WalletTransferPlatformFee, WalletsCreateCustomerAliasRequest, WalletsCreateCustomerRequest, WalletsDeriveRequest, WalletsEstimateGasRequest, WalletsExportKeyRequest, WalletsSetFeeAddressesRequest, WalletsSetFeeAddressesResponse, WalletsSetFeesRequest, WalletsTransferRequest, WebhookConfig, WebhookDeliveryList, WebhookDeliveryListDeliveriesItem, WebhookDeliveryListDeliveriesItemHistoryItem, WebhooksCaasCreateRequest, WebhooksCaasListResponse, WebhooksPaymentsConfigureResponse, WebhooksPaymentsRotateResponse, WebhooksPaymentsTestResponse, WebhooksRedeliverResponse)

#: The platform's error catalogue: every `code` an error answer can carry (PlatformApiError.code).
ErrorCode = Literal[
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
]

#: The document's named schemas, each a class (ErrorCode: the type above).
SCHEMA_NAMES: tuple[str, ...] = (
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
)
