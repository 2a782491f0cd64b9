"""Walking page-numbered lists: ``page=1, 2, …`` until ``total`` items were seen or a page comes back empty."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any


def paginate(fetch: Callable[[int], Any], items_field: str) -> Iterator[Any]:
    """Yields every item of the list ``fetch(page)`` answers, one page at a time, as you iterate."""
    seen = 0
    page = 1
    while True:
        answer = fetch(page)
        items = getattr(answer, items_field, None) if not isinstance(answer, dict) else answer.get(items_field)
        total = getattr(answer, "total", None) if not isinstance(answer, dict) else answer.get("total")
        if not items:
            return
        yield from items
        seen += len(items)
        if total is not None and seen >= int(total):
            return
        page += 1
