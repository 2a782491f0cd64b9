// Checkout in the sandbox, end to end: a webhook receiver, a checkout session, the customer's payment (sandbox
// deposit), and the verified payment.confirmed webhook. Run against a started platform:
//
//	PLATFORM_URL=http://localhost:8080 PLATFORM_TEST_KEY=test_sk_… PLATFORM_ACCESS_TOKEN=<owner JWT> \
//	  go run ./examples/checkout_paid
//
// The merchant needs approved KYC and a professional plan (webhooks are dispatched from professional up); the key
// needs checkout:manage and checkout:view.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/payments-platform/platform-go"
	"github.com/payments-platform/platform-go/examples/internal/steps"
)

// receiver verifies each delivery's raw body before anything else, answers 2xx fast, and acts on the event after.
type receiver struct {
	mu        sync.Mutex
	secret    string
	confirmed chan *platform.VerifiedWebhook
}

func (rc *receiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	rc.mu.Lock()
	secret := rc.secret
	rc.mu.Unlock()
	hook, err := platform.VerifyPaymentsWebhook(secret, body, r.Header, nil)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusOK)
	if hook.Event == "payment.confirmed" {
		select {
		case rc.confirmed <- hook:
		default: // a duplicate delivery: the first one is being handled
		}
	}
}

func main() {
	ctx := context.Background()
	baseURL := steps.Setting("PLATFORM_URL", "http://localhost:8080")
	api, err := platform.NewClient(platform.Options{BaseURL: baseURL, APIKey: steps.Setting("PLATFORM_TEST_KEY", ""), ExpectEnvironment: platform.EnvironmentTest})
	steps.Check(err)
	dashboard, err := platform.NewClient(platform.Options{BaseURL: baseURL, AccessToken: steps.Setting("PLATFORM_ACCESS_TOKEN", "")})
	steps.Check(err)

	// 1. Receive webhooks.
	hooks := &receiver{confirmed: make(chan *platform.VerifiedWebhook, 1)}
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	steps.Check(err)
	server := &http.Server{Handler: hooks, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = server.Serve(listener) }()
	defer server.Close()
	hookURL := fmt.Sprintf("http://%s/webhooks", listener.Addr())

	// 2. Dashboard set-up, once: the webhook endpoint (its secret is shown once) and the business wallet.
	endpoint, err := dashboard.Webhooks.PaymentsConfigure(ctx, map[string]string{"webhook_url": hookURL})
	steps.Check(err)
	if endpoint.WebhookSecret == nil {
		steps.Fail(errors.New("the endpoint's secret was not returned"))
	}
	hooks.mu.Lock()
	hooks.secret = *endpoint.WebhookSecret
	hooks.mu.Unlock()
	wallet := "created"
	var apiErr *platform.APIError
	if _, err := dashboard.Settings.WalletGenerate(ctx); errors.As(err, &apiErr) && apiErr.Code == "WALLET_EXISTS" {
		wallet = "exists"
	} else {
		steps.Check(err)
	}
	steps.Step("setup", map[string]any{"webhook_url": hookURL, "wallet": wallet})

	// 3. Your server creates the session; the idempotency key makes a retried create return the same session.
	session, err := api.Checkout.Create(ctx, platform.CheckoutCreateRequest{
		Amount:    platform.JSON("25.00"),
		Currency:  "USD",
		Reference: platform.Ptr(fmt.Sprintf("order-%d", time.Now().UnixMilli())),
	}, platform.WithIdempotencyKey(platform.NewIdempotencyKey()))
	steps.Check(err)
	steps.Step("checkout created", map[string]any{"session_id": session.SessionID, "payment_url": session.PaymentURL, "status": session.Status})

	// 4. The customer picks a network on the pay page, then pays: in the sandbox, a simulated deposit.
	quote, err := api.Checkout.Select(ctx, session.SessionID, platform.CheckoutSelectRequest{Network: "ETH", Currency: "USDC"})
	steps.Check(err)
	deposit, err := api.Sandbox.Deposit(ctx, platform.SandboxDepositRequest{Network: "ETH", Currency: "USDC", Address: quote.Address, Amount: quote.AmountCrypto})
	steps.Check(err)
	steps.Step("paid in sandbox", map[string]any{"address": quote.Address, "amount": quote.AmountCrypto, "tx_hash": deposit.TxHash})

	// 5. The verified webhook, then the session as the API reports it.
	select {
	case hook := <-hooks.confirmed:
		steps.Step("webhook verified", map[string]any{"id": hook.ID, "event": hook.Event, "session_id": hook.Payload["session_id"], "status": hook.Payload["status"]})
	case <-time.After(45 * time.Second):
		steps.Fail(errors.New("no verified payment.confirmed webhook within 45 s"))
	}
	verified, err := api.Checkout.Verify(ctx, session.SessionID)
	steps.Check(err)
	steps.Step("session", map[string]any{"session_id": verified.SessionID, "status": verified.Status})
}
