package platform

import (
	"crypto/rand"
	"fmt"
)

// CallOption adjusts one call.
type CallOption func(*callConfig)

type callConfig struct {
	idempotencyKey    string
	idempotencyKeySet bool
}

// WithIdempotencyKey sends an Idempotency-Key: a create sent again with the same key returns the first answer
// instead of doing the work twice, so the client may retry it. Make one key per intended operation, keep it with
// your own record, and reuse it on every retry, including after a timeout whose outcome you do not know.
// Only operations that honour the header accept it (their doc comment says so).
func WithIdempotencyKey(key string) CallOption {
	return func(c *callConfig) { c.idempotencyKey, c.idempotencyKeySet = key, true }
}

// NewIdempotencyKey returns a fresh random key (a version 4 UUID).
func NewIdempotencyKey() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("platform: no randomness for an idempotency key: " + err.Error())
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

func checkIdempotencyKey(key string) error {
	if len(key) == 0 || len(key) > 255 {
		return fmt.Errorf("platform: an Idempotency-Key is 1 to 255 characters, got %d", len(key))
	}
	return nil
}
