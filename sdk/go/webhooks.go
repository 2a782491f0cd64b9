package platform

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Every delivery carries the Standard Webhooks headers (webhook-id, webhook-timestamp,
// webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">): they are required here, because their
// signed timestamp is what refuses a replayed delivery. The product's own hex header is checked too when present:
// payments X-Webhook-Signature: <hex>, CaaS X-Service-Signature: sha256=<hex> (HMAC-SHA256 of the body keyed
// with the secret's text). Deduplicate on ID: an event may arrive twice.

// ErrWebhookVerification is wrapped by every refusal of VerifyPaymentsWebhook and VerifyCaasWebhook.
var ErrWebhookVerification = errors.New("platform: webhook not verified")

// VerifyOptions are optional; nil means a 5 minute tolerance around the current time.
type VerifyOptions struct {
	// Tolerance is the largest accepted distance between webhook-timestamp and Now (default 300 s).
	Tolerance time.Duration
	// Now defaults to the current time.
	Now time.Time
}

// VerifiedWebhook is a delivery whose signature and timestamp were checked.
type VerifiedWebhook struct {
	// ID is the delivery id (webhook-id, also X-Webhook-ID on payments): the deduplication key.
	ID        string
	Timestamp int64
	// Event is the event name: payment.confirmed, wallet.deposit.detected, transfer.settled, …
	Event string
	// Payload is the body decoded as an object (numbers as json.Number); nil when the body is other JSON.
	Payload map[string]any
	// Raw is the body as received: unmarshal it into your own type.
	Raw []byte
}

// VerifyPaymentsWebhook verifies a checkout or WaaS delivery (payment.*, wallet.*, webhook.test) from the raw
// body exactly as received. secret is the endpoint's whsec_… secret.
func VerifyPaymentsWebhook(secret string, body []byte, h http.Header, opts *VerifyOptions) (*VerifiedWebhook, error) {
	return verifyWebhook(secret, body, h, opts, "X-Webhook-Signature", "")
}

// VerifyCaasWebhook verifies a Card-as-a-Service delivery (transfer.*, deposit.settled, user.*, …) from the raw
// body exactly as received. secret is the one the partner set on the endpoint.
func VerifyCaasWebhook(secret string, body []byte, h http.Header, opts *VerifyOptions) (*VerifiedWebhook, error) {
	return verifyWebhook(secret, body, h, opts, "X-Service-Signature", "sha256=")
}

var canonicalBase64 = regexp.MustCompile(`^[A-Za-z0-9+/]+={0,2}$`)

// webhookKey is the Standard Webhooks key: the bytes after whsec_ when they are base64 (every payments secret),
// else the secret's UTF-8 text.
func webhookKey(secret string) []byte {
	encoded := strings.TrimPrefix(secret, "whsec_")
	if encoded != secret && len(encoded) > 0 && len(encoded)%4 == 0 && canonicalBase64.MatchString(encoded) {
		if key, err := base64.StdEncoding.DecodeString(encoded); err == nil {
			return key
		}
	}
	return []byte(secret)
}

func refuse(reason string) error {
	return fmt.Errorf("%w: %s", ErrWebhookVerification, reason)
}

func hmacSHA256(key, data []byte) []byte {
	mac := hmac.New(sha256.New, key)
	mac.Write(data)
	return mac.Sum(nil)
}

var digits = regexp.MustCompile(`^[0-9]+$`)

func verifyWebhook(secret string, body []byte, h http.Header, opts *VerifyOptions, hexHeader, hexPrefix string) (*VerifiedWebhook, error) {
	if opts == nil {
		opts = &VerifyOptions{}
	}
	id, timestamp, signatures := h.Get("Webhook-Id"), h.Get("Webhook-Timestamp"), h.Get("Webhook-Signature")
	if id == "" || timestamp == "" || signatures == "" {
		return nil, refuse("missing webhook-id, webhook-timestamp or webhook-signature")
	}
	now, tolerance := opts.Now, opts.Tolerance
	if now.IsZero() {
		now = time.Now()
	}
	if tolerance == 0 {
		tolerance = 300 * time.Second
	}
	ts, err := strconv.ParseInt(timestamp, 10, 64)
	distance := now.Unix() - ts
	if distance < 0 {
		distance = -distance
	}
	if !digits.MatchString(timestamp) || err != nil || distance > int64(tolerance/time.Second) {
		return nil, refuse("webhook-timestamp outside the tolerance (a replay, or a wrong clock)")
	}
	signed := append([]byte(id+"."+timestamp+"."), body...)
	expected := "v1," + base64.StdEncoding.EncodeToString(hmacSHA256(webhookKey(secret), signed))
	matched := false
	for _, s := range strings.Split(signatures, " ") {
		matched = matched || hmac.Equal([]byte(s), []byte(expected))
	}
	if !matched {
		return nil, refuse("webhook-signature does not match")
	}
	if values := h.Values(hexHeader); len(values) > 0 {
		got := strings.TrimPrefix(values[0], hexPrefix)
		if !hmac.Equal([]byte(got), []byte(hex.EncodeToString(hmacSHA256([]byte(secret), body)))) {
			return nil, refuse("hex signature header does not match")
		}
	}
	var decoded any
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(&decoded); err != nil {
		return nil, refuse("body is not JSON")
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, refuse("body is not JSON: more after the value")
	}
	payload, _ := decoded.(map[string]any)
	event, named := payload["event"].(string)
	if !named {
		event = h.Get("X-Webhook-Event")
	}
	return &VerifiedWebhook{ID: id, Timestamp: ts, Event: event, Payload: payload, Raw: body}, nil
}
