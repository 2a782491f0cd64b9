"""Official Python client of the payments platform: generated from its OpenAPI document (models.py,
operations.py) over a small hand-written core. Standard library only; Python 3.11+."""

from .client import VERSION, Client
from .errors import CredentialError, PlatformApiError, PlatformError
from ._transport import PlatformConnectionError
from .idempotency import new_idempotency_key
from .keys import KeyInfo, assert_environment, key_info
from .pagination import paginate
from .signing import TransferSigner, sign_transfer_request
from .webhooks import VerifiedWebhook, WebhookVerificationError, verify_caas_webhook, verify_payments_webhook
from . import models

__all__ = [
    "VERSION",
    "Client",
    "CredentialError",
    "KeyInfo",
    "PlatformApiError",
    "PlatformConnectionError",
    "PlatformError",
    "TransferSigner",
    "VerifiedWebhook",
    "WebhookVerificationError",
    "assert_environment",
    "key_info",
    "models",
    "new_idempotency_key",
    "paginate",
    "sign_transfer_request",
    "verify_caas_webhook",
    "verify_payments_webhook",
]
