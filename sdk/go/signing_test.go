package platform

import (
	"testing"
	"time"
)

// The expected header was computed by the TypeScript SDK's signTransferRequest with the same input.
func TestSignTransferRequestMatchesTheTypeScriptSDK(t *testing.T) {
	got := SignTransferRequest(SignInput{
		KeyID:   "tsk_test_000000000000000000000001",
		Secrets: []string{"tss_old", "tss_new"},
		Method:  "post",
		Path:    "/api/v1/remittance/transfer?x=1",
		Body:    []byte(`{"source_amount":"15000.00"}`),
		Now:     time.UnixMilli(1700000000000),
		Nonce:   "AAAAAAAAAAAAAAAAAAAAAA",
	})
	want := "t=1700000000,n=AAAAAAAAAAAAAAAAAAAAAA,k=tsk_test_000000000000000000000001," +
		"v1=5ce65b160124dc2ce14933b769c636fc656ebe47ac7a03c00fb6a8c67a861a5c," +
		"v1=b75d853e8d36f1dbaa3479c97f3a0bf8d94135d604ee64247bf1918e1b9e2924"
	if got != want {
		t.Fatalf("got  %s\nwant %s", got, want)
	}
}

func TestSignTransferRequestDrawsAFreshNonce(t *testing.T) {
	in := SignInput{KeyID: "tsk_test_1", Secrets: []string{"tss_1"}, Method: "POST", Path: "/", Body: nil}
	if a, b := SignTransferRequest(in), SignTransferRequest(in); a == b {
		t.Fatal("two signatures with the same nonce")
	}
}
