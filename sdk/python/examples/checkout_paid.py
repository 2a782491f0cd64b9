"""Checkout in the sandbox, end to end: a webhook receiver, a checkout session, the customer's payment (a
sandbox deposit) and the verified ``payment.confirmed`` webhook. Run against a started platform::

    PLATFORM_URL=http://localhost:8080 PLATFORM_TEST_KEY=test_sk_… PLATFORM_ACCESS_TOKEN=<owner JWT> \\
      python3 examples/checkout_paid.py

The merchant needs approved KYC and a plan with webhooks (professional up); the key needs ``checkout:manage``
and ``checkout:view``.
"""

from __future__ import annotations

import queue
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from _env import setting, step
from payments_platform import (
    Client,
    PlatformApiError,
    VerifiedWebhook,
    WebhookVerificationError,
    new_idempotency_key,
    verify_payments_webhook,
)
from payments_platform.models import CheckoutCreateRequest, CheckoutSelectRequest, SandboxDepositRequest


def main() -> None:
    base_url = setting("PLATFORM_URL", "http://localhost:8080")
    api = Client(base_url, api_key=setting("PLATFORM_TEST_KEY"), expect_environment="test")
    dashboard = Client(base_url, access_token=setting("PLATFORM_ACCESS_TOKEN"))

    # 1. Receive webhooks: verify the raw body first, answer 2xx fast, act on the event after.
    confirmed: queue.Queue[VerifiedWebhook] = queue.Queue()
    secret = {"value": ""}

    class Receiver(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 (the standard library's name)
            raw = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            try:
                hook = verify_payments_webhook(secret=secret["value"], raw_body=raw, headers=self.headers)
            except WebhookVerificationError as error:
                self.send_response(400)
                self.end_headers()
                self.wfile.write(str(error).encode())
                return
            self.send_response(200)
            self.end_headers()
            if hook.event == "payment.confirmed":
                confirmed.put(hook)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    hook_url = f"http://127.0.0.1:{server.server_address[1]}/webhooks"

    # 2. Dashboard set-up, once: the webhook endpoint (its secret is shown once) and the business wallet.
    endpoint = dashboard.webhooks.payments_configure({"webhook_url": hook_url})
    secret["value"] = endpoint.webhook_secret or ""
    try:
        dashboard.settings.wallet_generate()
        wallet = "created"
    except PlatformApiError as error:
        if error.code != "WALLET_EXISTS":
            raise
        wallet = "exists"
    step("setup", webhook_url=hook_url, wallet=wallet)

    # 3. Your server creates the session; the idempotency key makes a retried create return the same session.
    session = api.checkout.create(
        CheckoutCreateRequest(amount="25.00", currency="USD", reference=f"order-{int(time.time() * 1000)}"),
        idempotency_key=new_idempotency_key(),
    )
    step("checkout created", session_id=session.session_id, payment_url=session.payment_url, status=session.status)

    # 4. The customer picks a network on the pay page, then pays: in the sandbox, a simulated deposit.
    quote = api.checkout.select(session.session_id, CheckoutSelectRequest(network="ETH", currency="USDC"))
    deposit = api.sandbox.deposit(
        SandboxDepositRequest(network="ETH", currency="USDC", address=quote.address, amount=quote.amount_crypto)
    )
    step("paid in sandbox", address=quote.address, amount=quote.amount_crypto, tx_hash=deposit.tx_hash)

    # 5. The verified webhook, then the session as the API reports it.
    hook = confirmed.get(timeout=60)
    step("webhook verified", id=hook.id, event=hook.event, session_id=hook.payload.get("session_id"), status=hook.payload.get("status"))
    verified = api.checkout.verify(session.session_id)
    step("session", session_id=verified.session_id, status=verified.status)
    server.shutdown()


if __name__ == "__main__":
    main()
