// Verifying webhook deliveries of both products from their raw bodies: each delivery verified, the same delivery
// with its body changed refused, and the same delivery checked 10 minutes later (a replay) refused.
//
//	WEBHOOK_DELIVERIES=deliveries.json go run ./examples/verify_deliveries
//
// deliveries.json: [{"product": "payments" | "caas", "secret": "…", "raw_body": "…", "headers": {"name": "value"}}]
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/payments-platform/platform-go"
	"github.com/payments-platform/platform-go/examples/internal/steps"
)

type delivery struct {
	Product string            `json:"product"`
	Secret  string            `json:"secret"`
	RawBody string            `json:"raw_body"`
	Headers map[string]string `json:"headers"`
}

type verifier func(secret string, body []byte, h http.Header, opts *platform.VerifyOptions) (*platform.VerifiedWebhook, error)

var verifiers = map[string]verifier{"payments": platform.VerifyPaymentsWebhook, "caas": platform.VerifyCaasWebhook}

// refused fails the program unless err is a verification refusal.
func refused(err error, what string) error {
	if !errors.Is(err, platform.ErrWebhookVerification) {
		steps.Fail(fmt.Errorf("%s: expected a refusal, got %v", what, err))
	}
	return err
}

func main() {
	data, err := os.ReadFile(steps.Setting("WEBHOOK_DELIVERIES", ""))
	steps.Check(err)
	var deliveries []delivery
	steps.Check(json.Unmarshal(data, &deliveries))
	for _, d := range deliveries {
		verify, known := verifiers[d.Product]
		if !known {
			steps.Fail(fmt.Errorf("unknown product %q", d.Product))
		}
		// Your HTTP server hands you these as r.Header; http.Header finds them whatever their case.
		h := http.Header{}
		for name, value := range d.Headers {
			h.Set(name, value)
		}
		body := []byte(d.RawBody)
		hook, err := verify(d.Secret, body, h, nil)
		steps.Check(err)
		steps.Step("verified", map[string]any{"product": d.Product, "event": hook.Event, "id": hook.ID})

		tampered := append(append([]byte{}, body...), ' ')
		_, err = verify(d.Secret, tampered, h, nil)
		steps.Step("tampered refused", map[string]any{"product": d.Product, "error": refused(err, "tampered").Error()})

		later := time.Unix(hook.Timestamp, 0).Add(10 * time.Minute)
		_, err = verify(d.Secret, body, h, &platform.VerifyOptions{Now: later})
		steps.Step("replay refused", map[string]any{"product": d.Product, "error": refused(err, "replay").Error()})
	}
}
