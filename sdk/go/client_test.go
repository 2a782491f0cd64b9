package platform

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
)

func TestNewClientRefusesAKeyOfAnotherEnvironment(t *testing.T) {
	_, err := NewClient(Options{BaseURL: "http://localhost", APIKey: "live_sk_x", ExpectEnvironment: EnvironmentTest})
	if !errors.Is(err, ErrWrongEnvironment) {
		t.Fatalf("got %v", err)
	}
}

// A POST without an idempotency key is sent once, whatever the answer; with a key it is retried (and re-signed).
func TestRetriesOnlyWhenSafe(t *testing.T) {
	var calls, signatures atomic.Int32
	seen := map[string]bool{}
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		if sig := r.Header.Get("X-Transfer-Signature"); sig != "" && !seen[sig] {
			seen[sig] = true
			signatures.Add(1)
		}
		w.Header().Set("X-Request-Id", "req_1")
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer server.Close()
	c, err := NewClient(Options{BaseURL: server.URL, APIKey: "test_sk_x", MaxRetries: 2, TransferSigner: &TransferSigner{KeyID: "tsk_test_1", Secrets: []string{"tss_1"}}})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Checkout.Create(context.Background(), CheckoutCreateRequest{Amount: JSON("1.00"), Currency: "USD"})
	var apiErr *APIError
	if !errors.As(err, &apiErr) || apiErr.Status != 503 || apiErr.RequestID != "req_1" || calls.Load() != 1 {
		t.Fatalf("without a key: %v after %d calls", err, calls.Load())
	}
	calls.Store(0)
	_, err = c.Remittance.Transfer(context.Background(), RemittanceTransferRequest{}, WithIdempotencyKey(NewIdempotencyKey()))
	if !errors.As(err, &apiErr) || calls.Load() != 3 || signatures.Load() != 3 {
		t.Fatalf("with a key: %v after %d calls, %d signatures", err, calls.Load(), signatures.Load())
	}
}

func TestRefusesAPaymentsKeyForACaasOperation(t *testing.T) {
	c, err := NewClient(Options{BaseURL: "http://localhost", APIKey: "test_sk_x"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Caas.TransfersGet(context.Background(), "tr_1"); !errors.Is(err, ErrCredentials) {
		t.Fatalf("got %v", err)
	}
}

// A write without an idempotency key whose answer is lost is not sent again, and says its outcome is unknown.
func TestALostAnswerToAnUnsafeWriteIsUnknown(t *testing.T) {
	var calls atomic.Int32
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		conn, _, err := w.(http.Hijacker).Hijack()
		if err == nil {
			conn.Close() // the platform may have acted; the client never hears
		}
	}))
	defer server.Close()
	c, err := NewClient(Options{BaseURL: server.URL, APIKey: "test_sk_x"})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Checkout.Create(context.Background(), CheckoutCreateRequest{Amount: JSON("1.00"), Currency: "USD"})
	var lost *ConnectionError
	if !errors.As(err, &lost) || !lost.OutcomeUnknown || calls.Load() != 1 {
		t.Fatalf("got %v after %d calls", err, calls.Load())
	}
}
