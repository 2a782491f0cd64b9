package platform

import (
	"errors"
	"fmt"
	"strings"
)

// Product is the platform product an API key belongs to.
type Product string

// Environment is where an API key's requests land: the sandbox (test) or production (live).
type Environment string

const (
	ProductPayments Product = "payments"
	ProductCaas     Product = "caas"

	EnvironmentTest Environment = "test"
	EnvironmentLive Environment = "live"
	// EnvironmentLegacy is a payments key without prefix: its environment follows the account's sandbox toggle
	// (api-keys/toggle-sandbox), so it cannot be told from the key.
	EnvironmentLegacy Environment = "legacy"
)

// KeyInfo is what an API key's prefix says about it.
type KeyInfo struct {
	Product     Product
	Environment Environment
}

// The prefix alone decides the environment: swapping keys, not code, moves an integration from test to live.
var keyPrefixes = []struct {
	prefix string
	info   KeyInfo
}{
	{"svc_sk_test_", KeyInfo{ProductCaas, EnvironmentTest}},
	{"svc_sk_live_", KeyInfo{ProductCaas, EnvironmentLive}},
	{"test_sk_", KeyInfo{ProductPayments, EnvironmentTest}},
	{"live_sk_", KeyInfo{ProductPayments, EnvironmentLive}},
}

// InspectKey tells an API key's product and environment by its prefix.
func InspectKey(apiKey string) KeyInfo {
	for _, p := range keyPrefixes {
		if strings.HasPrefix(apiKey, p.prefix) {
			return p.info
		}
	}
	return KeyInfo{ProductPayments, EnvironmentLegacy}
}

// ErrWrongEnvironment is wrapped by NewClient's error when the key is not of Options.ExpectEnvironment.
var ErrWrongEnvironment = errors.New("platform: API key of the wrong environment")

func checkEnvironment(apiKey string, expected Environment) error {
	if got := InspectKey(apiKey).Environment; got != expected {
		return fmt.Errorf("%w: expected a %s key, got a %s one", ErrWrongEnvironment, expected, got)
	}
	return nil
}
