"""The verifiers against deliveries signed here exactly as the platform signs them (actors/webhooks/signing.ts)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import unittest

from payments_platform import WebhookVerificationError, verify_caas_webhook, verify_payments_webhook

NOW = 1_795_000_000
BODY = b'{"event":"payment.confirmed","session_id":"s-1","status":"paid","amount":24.50}'
SECRET = "whsec_" + base64.b64encode(bytes(range(32))).decode()


def signed(secret: str, body: bytes, key: bytes, product_header: tuple[str, str] | None) -> dict[str, str]:
    mac = hmac.new(key, f"dlv_1.{NOW}.".encode() + body, hashlib.sha256).digest()
    headers = {"Webhook-Id": "dlv_1", "Webhook-Timestamp": str(NOW), "Webhook-Signature": "v1," + base64.b64encode(mac).decode()}
    if product_header:
        headers[product_header[0]] = product_header[1] + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return headers


class PaymentsTest(unittest.TestCase):
    headers = signed(SECRET, BODY, bytes(range(32)), ("X-Webhook-Signature", ""))

    def test_verifies_and_reads_amounts_exactly(self) -> None:
        hook = verify_payments_webhook(secret=SECRET, raw_body=BODY, headers=self.headers, now=NOW)
        self.assertEqual((hook.id, hook.event, hook.timestamp), ("dlv_1", "payment.confirmed", NOW))
        self.assertEqual(str(hook.payload["amount"]), "24.50")

    def test_refuses_tampering_another_secret_replays_and_missing_headers(self) -> None:
        cases = {
            "body": dict(raw_body=BODY.replace(b"24.50", b"2450.00")),
            "secret": dict(secret="whsec_" + base64.b64encode(bytes(32)).decode()),
            "late": dict(now=NOW + 301),
            "early": dict(now=NOW - 301),
            "hex": dict(headers={**self.headers, "X-Webhook-Signature": "ab" * 32}),
            "no timestamp": dict(headers={k: v for k, v in self.headers.items() if k != "Webhook-Timestamp"}),
        }
        for name, change in cases.items():
            with self.subTest(name), self.assertRaises(WebhookVerificationError):
                verify_payments_webhook(**{"secret": SECRET, "raw_body": BODY, "headers": self.headers, "now": NOW, **change})
        self.assertTrue(verify_payments_webhook(secret=SECRET, raw_body=BODY, headers=self.headers, now=NOW + 299))


class CaasTest(unittest.TestCase):
    def test_a_partner_text_secret_and_the_service_signature(self) -> None:
        secret = "a partner chosen shared secret"
        body = b'{"event":"transfer.settled","transfer_id":"t-1"}'
        headers = signed(secret, body, secret.encode(), ("X-Service-Signature", "sha256="))
        self.assertEqual(verify_caas_webhook(secret=secret, raw_body=body, headers=headers, now=NOW).event, "transfer.settled")
        with self.assertRaises(WebhookVerificationError):
            verify_caas_webhook(secret=secret, raw_body=body, headers={**headers, "X-Service-Signature": "sha256=" + "0" * 64}, now=NOW)


if __name__ == "__main__":
    unittest.main()
