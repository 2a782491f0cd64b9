"""Settings of the example programs, from the environment, and their output: one JSON line per step, so a
person and a test can both read the run."""

from __future__ import annotations

import json
import os
import sys
from decimal import Decimal
from typing import Any


def setting(name: str, fallback: str | None = None) -> str:
    value = os.environ.get(name) or fallback
    if not value:
        raise SystemExit(f"set {name} (see sdk/python/README.md)")
    return value


def step(name: str, **detail: Any) -> None:
    sys.stdout.write(json.dumps({"step": name, **detail}, default=lambda o: str(o) if isinstance(o, Decimal) else repr(o)) + "\n")
    sys.stdout.flush()
