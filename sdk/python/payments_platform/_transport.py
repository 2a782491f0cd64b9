"""One HTTP call of an operation with urllib: credentials, idempotency key, transfer signature, safe retries,
exact JSON, and errors as PlatformApiError.

Retries are made only where they cannot move money twice: a GET, or a call carrying an Idempotency-Key. A POST
without a key whose answer is lost raises PlatformConnectionError: its outcome is unknown, so look it up (by your
reference) before sending it again.
"""

from __future__ import annotations

import http.client
import random
import socket
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any
from urllib.parse import quote, urlencode

from . import _json
from ._model import decode, encode
from ._operation import Operation
from .errors import CredentialError, PlatformApiError, PlatformError
from .keys import key_info
from .signing import TransferSigner

_RETRY_STATUSES = frozenset({429, 502, 503, 504})
_DESCRIBE = {
    "apiKey": "a payments API key (test_sk_/live_sk_)",
    "caasKey": "a CaaS API key (svc_sk_test_/svc_sk_live_)",
    "accessToken": "a dashboard access token",
    "adminToken": "the platform's admin token",
}


class PlatformConnectionError(PlatformError):
    """No answer came (connection refused, reset, timed out). For a call that was not safe to retry, the
    platform may or may not have acted: look the result up before sending it again."""


@dataclass(frozen=True)
class Credentials:
    api_key: str | None = None
    access_token: str | None = None
    admin_token: str | None = None

    def headers_for(self, operation: Operation) -> dict[str, str]:
        if not operation.credentials:
            return {}
        product = key_info(self.api_key).product if self.api_key else None
        for credential in operation.credentials:
            if credential == "apiKey" and self.api_key and product == "payments":
                return {"X-API-Key": self.api_key}
            if credential == "caasKey" and self.api_key and product == "caas":
                return {"X-API-Key": self.api_key}
            if credential == "accessToken" and self.access_token:
                return {"Authorization": f"Bearer {self.access_token}"}
            if credential == "adminToken" and self.admin_token:
                return {"X-Admin-Token": self.admin_token}
        needs = " or ".join(_DESCRIBE[c] for c in operation.credentials)
        raise CredentialError(f"{operation.id} needs {needs}; this client holds none")


def _query_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Decimal):
        return format(value, "f")
    return str(value)


class HttpTransport:
    def __init__(
        self,
        base_url: str,
        credentials: Credentials,
        *,
        transfer_signer: TransferSigner | None,
        timeout: float,
        max_retries: int,
        user_agent: str,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self._base = base_url.rstrip("/")
        self._credentials = credentials
        self._signer = transfer_signer
        self._timeout = timeout
        self._max_retries = max_retries
        self._user_agent = user_agent
        self._sleep = sleep

    def call(
        self,
        operation: Operation,
        path_args: tuple[Any, ...],
        query: Mapping[str, Any],
        body: Any,
        idempotency_key: str | None,
    ) -> Any:
        target = self._target(operation, path_args, query)
        headers = {"Accept": "application/json", "User-Agent": self._user_agent, **self._credentials.headers_for(operation)}
        data = None if body is None else _json.dumps(encode(body))
        if data is not None:
            headers["Content-Type"] = "application/json"
        if idempotency_key is not None:
            headers["Idempotency-Key"] = idempotency_key
        if operation.signed and self._signer is None:
            raise CredentialError(f"{operation.id} is signed with X-Transfer-Signature: give the Client a transfer_signer")
        safe = operation.method == "GET" or idempotency_key is not None
        attempt = 0
        while True:
            if operation.signed and self._signer is not None:
                # Signed anew on every attempt (a fresh t and nonce), over the same bytes.
                headers["X-Transfer-Signature"] = self._signer.sign(operation.method, target, data or b"")
            try:
                status, answer_headers, raw = self._send(operation.method, self._base + target, headers, data)
            except (urllib.error.URLError, http.client.HTTPException, socket.timeout, ConnectionError, TimeoutError) as error:
                if safe and attempt < self._max_retries:
                    self._sleep(self._backoff(attempt, None))
                    attempt += 1
                    continue
                raise PlatformConnectionError(f"{operation.id}: no answer ({error}); the outcome is unknown") from error
            if status in _RETRY_STATUSES and safe and attempt < self._max_retries:
                self._sleep(self._backoff(attempt, answer_headers.get("retry-after")))
                attempt += 1
                continue
            if status >= 400:
                raise PlatformApiError(status, self._decode_error(raw), answer_headers.get("x-request-id"))
            return self._result(operation, raw)

    @staticmethod
    def _target(operation: Operation, path_args: tuple[Any, ...], query: Mapping[str, Any]) -> str:
        path = operation.path
        for name, value in zip(operation.path_params, path_args):
            path = path.replace("{" + name + "}", quote(str(value), safe=""))
        pairs = [(name, _query_value(value)) for name, value in query.items() if value is not None]
        return path + ("?" + urlencode(pairs) if pairs else "")

    def _send(self, method: str, url: str, headers: Mapping[str, str], data: bytes | None) -> tuple[int, dict[str, str], bytes]:
        request = urllib.request.Request(url, data=data, headers=dict(headers), method=method)
        try:
            with urllib.request.urlopen(request, timeout=self._timeout) as answer:
                return answer.status, {k.lower(): v for k, v in answer.headers.items()}, answer.read()
        except urllib.error.HTTPError as error:
            with error:
                return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()

    @staticmethod
    def _backoff(attempt: int, retry_after: str | None) -> float:
        if retry_after is not None and retry_after.isdigit():
            return min(float(retry_after), 30.0)
        return min(0.2 * (2**attempt), 5.0) * (0.5 + random.random() / 2)

    @staticmethod
    def _decode_error(raw: bytes) -> Any:
        try:
            return _json.loads(raw)
        except ValueError:
            return raw.decode("utf-8", "replace")

    @staticmethod
    def _result(operation: Operation, raw: bytes) -> Any:
        if operation.result == "text":
            return raw.decode("utf-8")
        if operation.result == "bytes":
            return raw
        if operation.result == "empty" or not raw:
            return None
        value = _json.loads(raw)
        return value if operation.result_type is None else decode(operation.result_type, value)
