"""The platform's error answer ``{error, code, request_id}`` as one exception type."""

from __future__ import annotations

from typing import Any


class PlatformError(Exception):
    """Base of every error this library raises."""


class PlatformApiError(PlatformError):
    """A 4xx or 5xx answer. ``code`` is from the platform's catalogue (README: Error codes), e.g.
    ``INVALID_AMOUNT``; ``request_id`` is what support asks for; ``body`` is the decoded answer."""

    def __init__(self, status: int, body: Any, request_id: str | None = None) -> None:
        typed = body if isinstance(body, dict) and isinstance(body.get("error"), str) else {}
        self.status = status
        self.code: str | None = typed.get("code") if isinstance(typed.get("code"), str) else None
        self.message: str = typed.get("error", f"HTTP {status}")
        self.request_id: str | None = typed.get("request_id") or request_id
        self.body = body
        super().__init__(" ".join(p for p in (str(status), self.code, self.message) if p))


class CredentialError(PlatformError):
    """Raised before any request: the client holds no credential the operation accepts, or an API key of
    the other environment or product."""
