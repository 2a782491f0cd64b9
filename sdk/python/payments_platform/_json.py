"""JSON without floats: money is exact on the way in and on the way out."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any


def loads(text: str | bytes) -> Any:
    """Parses JSON with every non-integer number as a Decimal (``24.50`` stays ``Decimal("24.50")``)."""
    return json.loads(text, parse_float=Decimal)


def dumps(value: Any) -> bytes:
    """Compact UTF-8 JSON. A Decimal is written as its exact digits (``Decimal("24.50")`` → ``24.50``);
    a float is refused, because it cannot say which decimal it means."""
    return _write(value).encode("utf-8")


def _write(value: Any) -> str:
    if isinstance(value, bool) or value is None or isinstance(value, (int, str)):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, float):
        raise TypeError("a float is not an exact amount: pass a Decimal or a decimal string")
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise TypeError(f"{value} is not a JSON number")
        return format(value, "f")
    if isinstance(value, dict):
        return "{" + ",".join(f"{json.dumps(str(k), ensure_ascii=False)}:{_write(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_write(v) for v in value) + "]"
    raise TypeError(f"cannot encode {type(value).__name__} as JSON")
