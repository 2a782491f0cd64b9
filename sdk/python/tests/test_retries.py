"""Retries only where they cannot move money twice, against a local HTTP server that fails on purpose."""

from __future__ import annotations

import json
import threading
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from payments_platform import Client, PlatformApiError, PlatformConnectionError
from payments_platform.models import CheckoutCreateRequest


class Flaky(BaseHTTPRequestHandler):
    """Answers 503 (or drops the connection) to the first ``failures`` requests, then 201/200."""

    failures = 1
    drop = False
    seen: list[tuple[str, str | None]] = []

    def _answer(self) -> None:
        length = int(self.headers.get("Content-Length", "0"))
        self.rfile.read(length)
        Flaky.seen.append((self.command, self.headers.get("Idempotency-Key")))
        if len(Flaky.seen) <= Flaky.failures:
            if Flaky.drop:
                self.close_connection = True
                self.connection.close()
                return
            self._json(503, {"error": "busy", "code": "SERVICE_UNAVAILABLE", "request_id": "req-1"})
            return
        self._json(201 if self.command == "POST" else 200, {"session_id": "s", "payment_url": "u", "amount": 1, "currency": "USD", "status": "pending", "expires_at": "t", "total": 0, "payments": [], "page": 1, "limit": 20})

    def _json(self, status: int, body: object) -> None:
        raw = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    do_GET = _answer
    do_POST = _answer

    def log_message(self, *args: object) -> None:
        pass


class RetryTest(unittest.TestCase):
    def setUp(self) -> None:
        Flaky.seen = []
        Flaky.failures = 1
        Flaky.drop = False
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Flaky)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.client = Client(url, api_key="test_sk_x", max_retries=2)
        self.client._transport._sleep = lambda seconds: None  # type: ignore[attr-defined]

    def tearDown(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def test_a_get_is_retried(self) -> None:
        self.assertEqual(self.client.checkout.list().total, 0)
        self.assertEqual(len(Flaky.seen), 2)

    def test_a_post_with_an_idempotency_key_is_retried_with_the_same_key(self) -> None:
        self.client.checkout.create(CheckoutCreateRequest(amount="1", currency="USD"), idempotency_key="k-1")
        self.assertEqual(Flaky.seen, [("POST", "k-1"), ("POST", "k-1")])

    def test_a_post_without_a_key_is_sent_once(self) -> None:
        with self.assertRaises(PlatformApiError) as caught:
            self.client.checkout.create(CheckoutCreateRequest(amount="1", currency="USD"))
        self.assertEqual((caught.exception.status, caught.exception.code, caught.exception.request_id), (503, "SERVICE_UNAVAILABLE", "req-1"))
        self.assertEqual(len(Flaky.seen), 1)

    def test_a_lost_answer_to_an_unsafe_post_is_unknown_not_a_refusal(self) -> None:
        Flaky.drop = True
        with self.assertRaises(PlatformConnectionError):
            self.client.checkout.create(CheckoutCreateRequest(amount="1", currency="USD"))
        self.assertEqual(len(Flaky.seen), 1)


if __name__ == "__main__":
    unittest.main()
