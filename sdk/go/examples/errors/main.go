// The platform's errors as a Go program sees them: an error answer as *platform.APIError (status, catalogue
// code, request id) through errors.As, and the mistakes refused before any request: a live key where a test
// key was expected, and a payments key calling a CaaS operation.
//
//	PLATFORM_URL=http://localhost:8080 PLATFORM_TEST_KEY=test_sk_… PLATFORM_LIVE_KEY=live_sk_… go run ./examples/errors
package main

import (
	"context"
	"errors"

	"github.com/payments-platform/platform-go"
	"github.com/payments-platform/platform-go/examples/internal/steps"
)

func main() {
	ctx := context.Background()
	baseURL := steps.Setting("PLATFORM_URL", "http://localhost:8080")
	api, err := platform.NewClient(platform.Options{BaseURL: baseURL, APIKey: steps.Setting("PLATFORM_TEST_KEY", ""), ExpectEnvironment: platform.EnvironmentTest})
	steps.Check(err)

	_, err = api.Checkout.Create(ctx, platform.CheckoutCreateRequest{Amount: platform.JSON("-1"), Currency: "USD"})
	var apiErr *platform.APIError
	if !errors.As(err, &apiErr) {
		steps.Fail(errors.New("a negative amount was not refused by the platform"))
	}
	steps.Step("api error", map[string]any{"status": apiErr.Status, "code": apiErr.Code, "request_id": apiErr.RequestID, "message": apiErr.Message})

	_, err = platform.NewClient(platform.Options{BaseURL: baseURL, APIKey: steps.Setting("PLATFORM_LIVE_KEY", ""), ExpectEnvironment: platform.EnvironmentTest})
	if !errors.Is(err, platform.ErrWrongEnvironment) {
		steps.Fail(errors.New("a live key was accepted where a test key was expected"))
	}
	steps.Step("environment refused", map[string]any{"message": err.Error()})

	_, err = api.Caas.UsersBalance(ctx, &platform.CaasUsersBalanceParams{PhoneNumber: platform.Ptr("+44 7911 123456")})
	if !errors.Is(err, platform.ErrCredentials) {
		steps.Fail(errors.New("a payments key was sent to a CaaS operation"))
	}
	steps.Step("credential refused", map[string]any{"message": err.Error()})
}
