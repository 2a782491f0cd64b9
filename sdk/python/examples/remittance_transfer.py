"""A remittance transfer abroad, paid from the merchant's NGN balance: a quote, the transfer signed with the
merchant's transfer-signing key (X-Transfer-Signature, done by the client), a retry with the same idempotency
key answering the same transfer, and the transfer followed to ``completed``::

    PLATFORM_URL=… PLATFORM_TEST_KEY=test_sk_… PLATFORM_BUSINESS_ID=… REMIT_KEY_ID=tsk_test_… REMIT_KEY_SECRET=tss_… \\
      python3 examples/remittance_transfer.py

The key needs ``remittance:send`` and ``remittance:view``; the balance must hold the quote's total cost.
"""

from __future__ import annotations

import time

from _env import setting, step
from payments_platform import Client, TransferSigner, new_idempotency_key
from payments_platform.models import RemittanceQuoteRequest, RemittanceTransferRequest


def main() -> None:
    api = Client(
        setting("PLATFORM_URL", "http://localhost:8080"),
        api_key=setting("PLATFORM_TEST_KEY"),
        expect_environment="test",
        transfer_signer=TransferSigner(key_id=setting("REMIT_KEY_ID"), secrets=setting("REMIT_KEY_SECRET")),
    )
    business = setting("PLATFORM_BUSINESS_ID")

    # 1. A quote: the rate, the fee and the total the balance is charged.
    quote = api.remittance.quote(
        RemittanceQuoteRequest(business_id=business, source_currency="NGN", source_amount="15000.00", dest_currency="CNY")
    )
    step("quote", quote_id=quote.quote_id, dest_amount=quote.dest_amount, total_cost=quote.total_cost)

    # 2. The transfer, on that quote. The client signs the exact bytes it sends, anew on every attempt.
    body = RemittanceTransferRequest(
        business_id=business,
        source_currency="NGN",
        source_amount="15000.00",
        dest_currency="CNY",
        quote_id=quote.quote_id,
        recipient_name="Li Wei",
        recipient_account="6222020200112233445",
        recipient_bank="ICBC",
        recipient_email="li.wei@example.com",
        recipient_country="CN",
        reference=f"Invoice {int(time.time() * 1000)}",
        purpose="invoice_payment",
    )
    key = new_idempotency_key()
    transfer = api.remittance.transfer(body, idempotency_key=key)
    step("transfer", id=transfer.id, status=transfer.status, total_cost=transfer.total_cost)
    retried = api.remittance.transfer(body, idempotency_key=key)
    step("retried", same_id=retried.id == transfer.id)

    # 3. Followed to its end (webhooks say the same; polling keeps the example self-contained).
    deadline = time.monotonic() + 60
    current = api.remittance.get(transfer.id)
    while current.status not in ("completed", "failed"):
        if time.monotonic() > deadline:
            raise SystemExit(f"transfer still {current.status}")
        time.sleep(0.2)
        current = api.remittance.get(transfer.id)
    step("completed", id=current.id, status=current.status, partner_status=current.partner_status)


if __name__ == "__main__":
    main()
