package platform

import (
	"errors"
	"net/http"
	"testing"
	"time"
)

// Signatures computed by the TypeScript SDK (sdk/src/webhooks.ts) for the same deliveries.
const (
	paymentsSecret = "whsec_MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY="
	paymentsBody   = `{"event":"payment.confirmed","session_id":"cs_1","amount":25.50}`
	paymentsSig    = "v1,Apxsp/8yc+xe7vDsvvj+K0oszb36krBf/qlOpThQTNQ="
	paymentsHex    = "fbde481503051e6512387085c37aaf08af46f59382a4f132045d18cbb59ed170"
	caasSecret     = "partner-secret"
	caasBody       = `{"event":"transfer.settled","id":"tr_1"}`
	caasSig        = "v1,8XC5y+WDK6zk/j0fCiryOcc+ws1rGE5SjYPBWoiPNWs="
	caasHex        = "6835dc4aeed7eae9f55c4796ff4f062c2f187f2670f57c919aa46f0a6df86a62"
)

var sentAt = time.Unix(1700000000, 0)

func headers(signature, hexName, hexValue string) http.Header {
	h := http.Header{}
	h.Set("webhook-id", "msg_1")
	h.Set("webhook-timestamp", "1700000000")
	h.Set("webhook-signature", signature)
	if hexName != "" {
		h.Set(hexName, hexValue)
	}
	return h
}

func TestVerifyPaymentsWebhook(t *testing.T) {
	h := headers("v1,bad "+paymentsSig, "X-Webhook-Signature", paymentsHex)
	hook, err := VerifyPaymentsWebhook(paymentsSecret, []byte(paymentsBody), h, &VerifyOptions{Now: sentAt.Add(100 * time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	if hook.ID != "msg_1" || hook.Event != "payment.confirmed" || hook.Payload["amount"].(interface{ String() string }).String() != "25.50" {
		t.Fatalf("unexpected %+v", hook)
	}
}

func TestVerifyCaasWebhookKeysWithTheSecretText(t *testing.T) {
	h := headers(caasSig, "X-Service-Signature", "sha256="+caasHex)
	if _, err := VerifyCaasWebhook(caasSecret, []byte(caasBody), h, &VerifyOptions{Now: sentAt}); err != nil {
		t.Fatal(err)
	}
}

func TestVerifyWebhookRefusals(t *testing.T) {
	cases := map[string]struct {
		body string
		h    http.Header
		now  time.Time
	}{
		"tampered body":       {paymentsBody + " ", headers(paymentsSig, "", ""), sentAt},
		"replayed later":      {paymentsBody, headers(paymentsSig, "", ""), sentAt.Add(301 * time.Second)},
		"from the future":     {paymentsBody, headers(paymentsSig, "", ""), sentAt.Add(-301 * time.Second)},
		"wrong hex header":    {paymentsBody, headers(paymentsSig, "X-Webhook-Signature", caasHex), sentAt},
		"no standard headers": {paymentsBody, http.Header{"X-Webhook-Signature": {paymentsHex}}, sentAt},
	}
	for name, c := range cases {
		_, err := VerifyPaymentsWebhook(paymentsSecret, []byte(c.body), c.h, &VerifyOptions{Now: c.now})
		if !errors.Is(err, ErrWebhookVerification) {
			t.Errorf("%s: got %v", name, err)
		}
	}
}
