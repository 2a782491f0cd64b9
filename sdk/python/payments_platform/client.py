"""The client: credentials, the environment check, and every operation group (``client.checkout.create(...)``)."""

from __future__ import annotations

from .keys import Environment, KeyInfo, assert_environment, key_info
from .errors import CredentialError
from ._transport import Credentials, HttpTransport
from .operations import Groups
from .signing import TransferSigner

VERSION = "1.0.0"


class Client(Groups):
    """One client per credential set.

    - ``api_key``: a payments key (``test_sk_…``/``live_sk_…``) or a CaaS key (``svc_sk_test_…``/``svc_sk_live_…``).
    - ``access_token``: a dashboard token (settings, team, analytics); ``admin_token``: the operator's.
    - ``expect_environment``: ``"test"`` or ``"live"``; a key of the other environment raises CredentialError here,
      before any request.
    - ``transfer_signer``: a TransferSigner; remittance transfers are signed with it.
    - Retries (``max_retries``, default 2) only for GETs and calls with an idempotency key.
    """

    def __init__(
        self,
        base_url: str,
        *,
        api_key: str | None = None,
        access_token: str | None = None,
        admin_token: str | None = None,
        expect_environment: Environment | None = None,
        transfer_signer: TransferSigner | None = None,
        timeout: float = 30.0,
        max_retries: int = 2,
        user_agent: str | None = None,
    ) -> None:
        if expect_environment is not None:
            if api_key is None:
                raise CredentialError("expect_environment checks an api_key: give one")
            assert_environment(api_key, expect_environment)
        #: The key's product and environment, by its prefix (None without a key).
        self.key: KeyInfo | None = key_info(api_key) if api_key else None
        transport = HttpTransport(
            base_url,
            Credentials(api_key=api_key, access_token=access_token, admin_token=admin_token),
            transfer_signer=transfer_signer,
            timeout=timeout,
            max_retries=max_retries,
            user_agent=user_agent or f"payments-platform-python/{VERSION}",
        )
        self._transport = transport
        super().__init__(transport)
