"""Verifies real webhook deliveries captured as received (WEBHOOK_DELIVERIES: a JSON file of
``{product, secret, raw_body, headers}``), and shows that an altered body and a replay are refused."""

from __future__ import annotations

import json
import time

from _env import setting, step
from payments_platform import WebhookVerificationError, verify_caas_webhook, verify_payments_webhook


def main() -> None:
    with open(setting("WEBHOOK_DELIVERIES"), encoding="utf-8") as file:
        deliveries = json.load(file)
    for delivery in deliveries:
        product = delivery["product"]
        verify = verify_payments_webhook if product == "payments" else verify_caas_webhook
        raw = delivery["raw_body"].encode("utf-8")
        hook = verify(secret=delivery["secret"], raw_body=raw, headers=delivery["headers"])
        step("verified", product=product, event=hook.event, id=hook.id)
        try:
            verify(secret=delivery["secret"], raw_body=raw.replace(b"}", b',"amount":"1000000"}', 1), headers=delivery["headers"])
            step("tampered accepted", product=product)
        except WebhookVerificationError as error:
            step("tampered refused", product=product, error=str(error))
        try:
            verify(secret=delivery["secret"], raw_body=raw, headers=delivery["headers"], now=time.time() + 600)
            step("replay accepted", product=product)
        except WebhookVerificationError as error:
            step("replay refused", product=product, error=str(error))


if __name__ == "__main__":
    main()
