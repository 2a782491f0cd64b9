"""Verifying webhook deliveries of both products, from the raw body exactly as received (parse after).

Every delivery carries the Standard Webhooks headers (``webhook-id``, ``webhook-timestamp``,
``webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">``): they are required here, because
their signed timestamp is what refuses a replayed delivery. The product's own hex header is checked too when
present: payments ``X-Webhook-Signature: <hex>``, CaaS ``X-Service-Signature: sha256=<hex>`` (HMAC-SHA256 of
the body keyed with the secret's text). Deduplicate on ``id``: an event may arrive twice.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from . import _json
from .errors import PlatformError

_PREFIX = "whsec_"
_CANONICAL_BASE64 = re.compile(r"^[A-Za-z0-9+/]+={0,2}$")


class WebhookVerificationError(PlatformError):
    """The delivery is not the platform's, was altered, or is a replay: answer 400 and do not act on it."""


@dataclass(frozen=True)
class VerifiedWebhook:
    #: The delivery id (``webhook-id``): the deduplication key.
    id: str
    timestamp: int
    #: ``payment.confirmed``, ``wallet.deposit.detected``, ``transfer.settled``, …
    event: str
    payload: dict[str, Any]


def standard_webhooks_key(secret: str) -> bytes:
    """The bytes after ``whsec_`` when they are base64 (every payments secret), else the secret's UTF-8 text."""
    encoded = secret[len(_PREFIX) :] if secret.startswith(_PREFIX) else ""
    if encoded and len(encoded) % 4 == 0 and _CANONICAL_BASE64.match(encoded):
        try:
            return base64.b64decode(encoded, validate=True)
        except binascii.Error:
            pass
    return secret.encode("utf-8")


def _header(headers: Any, name: str) -> str | None:
    """A header from a dict (any case), ``http.client.HTTPMessage``, ``email.message.Message`` or a WSGI-style mapping."""
    if isinstance(headers, Mapping):
        for key, value in headers.items():
            if str(key).lower() == name:
                if isinstance(value, (list, tuple)):
                    return str(value[0]) if value else None
                return None if value is None else str(value)
        return None
    value = headers.get(name)
    return None if value is None else str(value)


def _verify(
    secret: str,
    raw_body: bytes | str,
    headers: Any,
    tolerance: int,
    now: float | None,
    product_header: Callable[[Any], str | None],
) -> VerifiedWebhook:
    body = raw_body.encode("utf-8") if isinstance(raw_body, str) else bytes(raw_body)
    delivery_id = _header(headers, "webhook-id")
    timestamp = _header(headers, "webhook-timestamp")
    signatures = _header(headers, "webhook-signature")
    if not delivery_id or not timestamp or not signatures:
        raise WebhookVerificationError("missing webhook-id, webhook-timestamp or webhook-signature")
    current = int(time.time() if now is None else now)
    if not timestamp.isdigit() or abs(current - int(timestamp)) > tolerance:
        raise WebhookVerificationError("webhook-timestamp outside the tolerance (a replay, or a wrong clock)")
    mac = hmac.new(standard_webhooks_key(secret), f"{delivery_id}.{timestamp}.".encode("utf-8") + body, hashlib.sha256)
    expected = "v1," + base64.b64encode(mac.digest()).decode("ascii")
    if not any(hmac.compare_digest(s, expected) for s in signatures.split(" ")):
        raise WebhookVerificationError("webhook-signature does not match")
    hex_signature = product_header(headers)
    if hex_signature is not None:
        own = hmac.new(secret.encode("utf-8"), body, hashlib.sha256).hexdigest()
        if not hmac.compare_digest(hex_signature, own):
            raise WebhookVerificationError("hex signature header does not match")
    try:
        payload = _json.loads(body)
    except ValueError as error:
        raise WebhookVerificationError("body is not JSON") from error
    if not isinstance(payload, dict):
        raise WebhookVerificationError("body is not a JSON object")
    event = payload.get("event") if isinstance(payload.get("event"), str) else _header(headers, "x-webhook-event") or ""
    return VerifiedWebhook(id=delivery_id, timestamp=int(timestamp), event=str(event), payload=payload)


def verify_payments_webhook(
    *, secret: str, raw_body: bytes | str, headers: Any, tolerance: int = 300, now: float | None = None
) -> VerifiedWebhook:
    """Checkout and WaaS deliveries (``payment.*``, ``wallet.*``, ``webhook.test``). ``secret`` is the endpoint's
    ``whsec_…``. Raises WebhookVerificationError."""
    return _verify(secret, raw_body, headers, tolerance, now, lambda h: _header(h, "x-webhook-signature"))


def verify_caas_webhook(
    *, secret: str, raw_body: bytes | str, headers: Any, tolerance: int = 300, now: float | None = None
) -> VerifiedWebhook:
    """Card-as-a-Service deliveries (``transfer.*``, ``deposit.*``, ``user.*``). ``secret`` is the one the partner
    set on the endpoint. Raises WebhookVerificationError."""

    def service_signature(h: Any) -> str | None:
        value = _header(h, "x-service-signature")
        return value[len("sha256=") :] if value is not None and value.startswith("sha256=") else value

    return _verify(secret, raw_body, headers, tolerance, now, service_signature)
