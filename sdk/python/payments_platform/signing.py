"""Signing remittance transfer requests: the ``X-Transfer-Signature`` header, version 1 (docs/remittance.md)::

    X-Transfer-Signature: t=<unix seconds>,n=<nonce>,k=<key id>,v1=<hex>[,v1=<hex>]
    v1 = hex(HMAC-SHA256(secret, "v1\\n" + t + "\\n" + n + "\\n" + METHOD + "\\n" + path?query + "\\n" + hex(SHA-256(body))))

Sign the exact bytes you send. A retry is signed anew (a new t and nonce) and keeps its Idempotency-Key.
While rotating, pass both secrets: one v1 each.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass


def sign_transfer_request(
    *,
    key_id: str,
    secrets: str | Sequence[str],
    method: str,
    path: str,
    body: bytes | str,
    now: float | None = None,
    nonce: str | None = None,
) -> str:
    """The header value for one request. ``path`` is the path with its query as sent."""
    t = int(time.time() if now is None else now)
    n = nonce if nonce is not None else base64.urlsafe_b64encode(os.urandom(16)).rstrip(b"=").decode("ascii")
    raw = body.encode("utf-8") if isinstance(body, str) else body
    text = f"v1\n{t}\n{n}\n{method.upper()}\n{path}\n{hashlib.sha256(raw).hexdigest()}".encode("utf-8")
    keys = [secrets] if isinstance(secrets, str) else list(secrets)
    v1 = [f"v1={hmac.new(s.encode('utf-8'), text, hashlib.sha256).hexdigest()}" for s in keys]
    return ",".join([f"t={t}", f"n={n}", f"k={key_id}", *v1])


@dataclass(frozen=True)
class TransferSigner:
    """A transfer-signing key (``tsk_test_…`` / ``tsk_live_…``) and its secret(s) (``tss_…``): give it to the
    Client and every operation that needs X-Transfer-Signature is signed over the bytes it sends."""

    key_id: str
    secrets: str | Sequence[str]

    def sign(self, method: str, path: str, body: bytes) -> str:
        return sign_transfer_request(key_id=self.key_id, secrets=self.secrets, method=method, path=path, body=body)
