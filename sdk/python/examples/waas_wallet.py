"""Wallets as a service in the sandbox: a customer wallet, a derived monitored address, a simulated deposit seen
confirmed, and a transfer out, sent once however often it is retried (the idempotency key)::

    PLATFORM_URL=http://localhost:8080 PLATFORM_TEST_KEY=test_sk_… python3 examples/waas_wallet.py

The key needs ``wallet:manage``, ``wallet:view`` and ``wallet:transfer``.
"""

from __future__ import annotations

import time

from _env import setting, step
from payments_platform import Client, new_idempotency_key
from payments_platform.models import (
    SandboxDepositRequest,
    WalletsCreateCustomerRequest,
    WalletsDeriveRequest,
    WalletsTransferRequest,
)


def main() -> None:
    api = Client(setting("PLATFORM_URL", "http://localhost:8080"), api_key=setting("PLATFORM_TEST_KEY"), expect_environment="test")
    customer = f"customer-{int(time.time() * 1000)}"
    payee = f"{customer}-payee"

    # 1. A wallet per customer (its words are returned once: store them, or do not ask for them again).
    wallet = api.wallets.create_customer(WalletsCreateCustomerRequest(customer_id=customer))
    api.wallets.create_customer(WalletsCreateCustomerRequest(customer_id=payee))
    step("wallet", customer_id=wallet.customer_id, words=len(wallet.mnemonic))

    # 2. Derive a monitored ETH address (deposits to it are watched and reported).
    address = api.wallets.derive(customer, WalletsDeriveRequest(network="ETH", index=0, is_testnet=False, enable_monitoring=True))
    to = api.wallets.derive(payee, WalletsDeriveRequest(network="ETH", index=0, is_testnet=False, enable_monitoring=False))
    step("derived", address=address.address, path=address.derivation_path, monitored=address.monitored)

    # 3. A sandbox deposit, then wait until the wallet lists it confirmed (every page, through the pager).
    deposit = api.sandbox.deposit(SandboxDepositRequest(network="ETH", currency="ETH", address=address.address, amount="0.5"))
    deadline = time.monotonic() + 60
    while not any(
        tx.tx_hash == deposit.tx_hash and tx.type == "receive"
        for tx in api.wallets.transactions_all(customer, limit=20, network="ETH", status="confirmed")
    ):
        if time.monotonic() > deadline:
            raise SystemExit("the deposit was not confirmed in time")
        time.sleep(0.2)
    step("deposit confirmed", tx_hash=deposit.tx_hash, amount=deposit.amount)

    # 4. Transfer out. Keep the idempotency key with your own record: a retry with it never sends twice.
    key = new_idempotency_key()
    body = WalletsTransferRequest(network="ETH", currency="ETH", to_address=to.address, amount="0.1", index=0)
    sent = api.wallets.transfer(customer, body, idempotency_key=key)
    retried = api.wallets.transfer(customer, body, idempotency_key=key)
    step("transfer", tx_hash=sent.tx_hash, status=sent.status, amount=sent.amount_decimal, retry_same_tx=retried.tx_hash == sent.tx_hash)


if __name__ == "__main__":
    main()
