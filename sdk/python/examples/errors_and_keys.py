"""What failures look like: a refused request raises PlatformApiError with the status, the catalogue code and
the request id; a live key given to a client that expects the sandbox is refused before any request."""

from __future__ import annotations

from _env import setting, step
from payments_platform import Client, CredentialError, PlatformApiError
from payments_platform.models import CheckoutCreateRequest


def main() -> None:
    base_url = setting("PLATFORM_URL", "http://localhost:8080")
    api = Client(base_url, api_key=setting("PLATFORM_TEST_KEY"), expect_environment="test")
    try:
        api.checkout.create(CheckoutCreateRequest(amount="-1", currency="USD"))
    except PlatformApiError as error:
        step("api error", status=error.status, code=error.code, request_id=error.request_id, message=error.message)
    try:
        Client(base_url, api_key=setting("PLATFORM_LIVE_KEY"), expect_environment="test")
    except CredentialError as error:
        step("environment refused", message=str(error))
    try:
        api.caas.users_balance(phone_number="+447911123456")
    except CredentialError as error:
        step("product refused", message=str(error))


if __name__ == "__main__":
    main()
