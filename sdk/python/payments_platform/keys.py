"""API keys tell their product and environment by prefix (spec, API keys rules 1 and 4): ``test_sk_`` and
``svc_sk_test_`` reach the sandbox, ``live_sk_`` and ``svc_sk_live_`` production. Swapping keys, not code,
moves an integration from test to live; ``expect_environment`` makes a wrong key fail before any request."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .errors import CredentialError

Product = Literal["payments", "caas"]
Environment = Literal["test", "live"]


@dataclass(frozen=True)
class KeyInfo:
    product: Product
    #: ``legacy`` for a payments key without prefix: its environment follows the dashboard's sandbox toggle.
    environment: Literal["test", "live", "legacy"]


_PREFIXES: tuple[tuple[str, KeyInfo], ...] = (
    ("svc_sk_test_", KeyInfo("caas", "test")),
    ("svc_sk_live_", KeyInfo("caas", "live")),
    ("test_sk_", KeyInfo("payments", "test")),
    ("live_sk_", KeyInfo("payments", "live")),
)


def key_info(api_key: str) -> KeyInfo:
    for prefix, info in _PREFIXES:
        if api_key.startswith(prefix):
            return info
    return KeyInfo("payments", "legacy")


def assert_environment(api_key: str, expected: Environment) -> None:
    """Raises CredentialError when the key is not of the expected environment (a live key in a test run)."""
    environment = key_info(api_key).environment
    if environment != expected:
        raise CredentialError(f"expected a {expected} key, got a {environment} one")
