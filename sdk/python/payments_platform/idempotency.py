"""Idempotency keys: keep the key with your own record and send the same one on every retry of that
operation, so a retried create or transfer returns the first result and moves nothing twice."""

from __future__ import annotations

import uuid


def new_idempotency_key() -> str:
    return str(uuid.uuid4())
