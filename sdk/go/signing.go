package platform

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"strings"
	"time"
)

// SignInput is one remittance transfer request to sign (docs/remittance.md, "Signing transfer requests").
type SignInput struct {
	// KeyID is the signing key id (tsk_test_… or tsk_live_…) from the dashboard's settings.
	KeyID string
	// Secrets is the key's secret (tss_…), or the old and the new one during a rotation: one v1 each.
	Secrets []string
	Method  string
	// Path is the path with its query as sent: /api/v1/remittance/transfer.
	Path string
	// Body is the exact bytes sent.
	Body []byte
	// Now defaults to the current time.
	Now time.Time
	// Nonce defaults to 16 random bytes, base64url (22 characters).
	Nonce string
}

// SignTransferRequest returns the X-Transfer-Signature header, version 1:
//
//	t=<unix seconds>,n=<nonce>,k=<key id>,v1=<hex>[,v1=<hex>]
//	v1 = hex(HMAC-SHA256(secret, "v1\n" + t + "\n" + n + "\n" + METHOD + "\n" + path?query + "\n" + hex(SHA-256(body))))
func SignTransferRequest(in SignInput) string {
	now := in.Now
	if now.IsZero() {
		now = time.Now()
	}
	nonce := in.Nonce
	if nonce == "" {
		var b [16]byte
		if _, err := rand.Read(b[:]); err != nil {
			panic("platform: no randomness for a signature nonce: " + err.Error())
		}
		nonce = base64.RawURLEncoding.EncodeToString(b[:])
	}
	digest := sha256.Sum256(in.Body)
	t := now.Unix()
	text := fmt.Sprintf("v1\n%d\n%s\n%s\n%s\n%s", t, nonce, strings.ToUpper(in.Method), in.Path, hex.EncodeToString(digest[:]))
	parts := []string{fmt.Sprintf("t=%d", t), "n=" + nonce, "k=" + in.KeyID}
	for _, secret := range in.Secrets {
		mac := hmac.New(sha256.New, []byte(secret))
		mac.Write([]byte(text))
		parts = append(parts, "v1="+hex.EncodeToString(mac.Sum(nil)))
	}
	return strings.Join(parts, ",")
}

// TransferSigner signs the operations that require X-Transfer-Signature (remittance.transfer) when set in
// Options: over the exact body bytes the client sends, with a new timestamp and nonce on every attempt.
type TransferSigner struct {
	KeyID   string
	Secrets []string
}

func (s *TransferSigner) sign(method, pathAndQuery string, body []byte) string {
	return SignTransferRequest(SignInput{KeyID: s.KeyID, Secrets: s.Secrets, Method: method, Path: pathAndQuery, Body: body})
}
