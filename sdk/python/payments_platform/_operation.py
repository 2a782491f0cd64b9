"""What a generated operation is (its constant in operations.py) and the group base class its methods call through."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from ._model import TypeSpec

Credential = Literal["apiKey", "caasKey", "accessToken", "adminToken"]


@dataclass(frozen=True)
class Operation:
    id: str
    method: str
    #: The path template: ``/api/v1/checkout/verify/{sessionId}``.
    path: str
    #: Any one of these is accepted; empty: public.
    credentials: tuple[Credential, ...]
    path_params: tuple[str, ...]
    query_params: tuple[str, ...]
    #: Honours an Idempotency-Key header (a retry with the same key is safe).
    idempotent: bool
    #: Needs X-Transfer-Signature over the exact body.
    signed: bool
    result: Literal["json", "text", "bytes", "empty"]
    result_type: TypeSpec | None


class Transport(Protocol):
    def call(
        self,
        operation: Operation,
        path_args: tuple[Any, ...],
        query: Mapping[str, Any],
        body: Any,
        idempotency_key: str | None,
    ) -> Any: ...


class Group:
    """A group of operations (``client.checkout``): every method is one HTTP call through the client's transport."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def _call(
        self,
        operation: Operation,
        path_args: tuple[Any, ...],
        query: Mapping[str, Any],
        body: Any,
        idempotency_key: str | None,
    ) -> Any:
        return self._transport.call(operation, path_args, query, body, idempotency_key)
