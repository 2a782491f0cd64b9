"""Money stays exact: numbers in as Decimals, Decimals out as their digits, floats refused."""

from __future__ import annotations

import unittest
from decimal import Decimal

from payments_platform import _json
from payments_platform.models import CheckoutCreateRequest, CheckoutSessionCreated


class JsonTest(unittest.TestCase):
    def test_numbers_are_read_exactly(self) -> None:
        session = CheckoutSessionCreated.from_json(
            _json.loads(b'{"session_id":"s","payment_url":"u","amount":0.1,"currency":"USD","status":"pending","expires_at":"t","new_field":1}')
        )
        self.assertEqual(session.amount, Decimal("0.1"))
        self.assertEqual(session.status, "pending")

    def test_bodies_are_written_exactly_and_omit_what_is_unset(self) -> None:
        body = CheckoutCreateRequest(amount=Decimal("24.50"), currency="USD", metadata={"order": 7})
        self.assertEqual(_json.dumps(body.to_json()), b'{"amount":24.50,"currency":"USD","metadata":{"order":7}}')

    def test_floats_are_refused(self) -> None:
        with self.assertRaises(TypeError):
            _json.dumps({"amount": 0.1})


if __name__ == "__main__":
    unittest.main()
