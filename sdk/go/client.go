// Package platform is the Go client library of the payments platform: checkout, wallets as a service, CaaS,
// remittance and the dashboard's operations, generated from the platform's OpenAPI document, with webhook
// verification and transfer signing.
package platform

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// Version is this library's version, sent in the User-Agent.
const Version = "0.1.0"

// Options configure a Client. Set the credentials the operations you call need: APIKey for the API (payments
// test_sk_/live_sk_ or CaaS svc_sk_ keys), AccessToken for the dashboard's operations, AdminToken for the
// platform operator's.
type Options struct {
	// BaseURL is the platform's address, such as https://api.example.com.
	BaseURL     string
	APIKey      string
	AccessToken string
	AdminToken  string
	// ExpectEnvironment, when set, makes NewClient refuse an API key of another environment (a live key in a
	// test run), before any request.
	ExpectEnvironment Environment
	// HTTPClient defaults to a client with a 60 second timeout.
	HTTPClient *http.Client
	// MaxRetries is how often a safe request is retried (GET, or a call with an idempotency key) after a network
	// error, a 429 with Retry-After, or a 502/503/504. 0 means 2; negative means never.
	MaxRetries int
	// UserAgent defaults to platform-go/<Version>.
	UserAgent string
	// TransferSigner signs the operations that require X-Transfer-Signature (remittance.transfer).
	TransferSigner *TransferSigner
}

// Client calls the platform. Its fields group the operations: client.Checkout.Create, client.Wallets.Transfer, …
// It is safe for concurrent use.
type Client struct {
	services
	baseURL    string
	opts       Options
	key        KeyInfo
	http       *http.Client
	maxRetries int
	userAgent  string
}

// NewClient checks the options (the key's environment among them) and returns a client.
func NewClient(opts Options) (*Client, error) {
	base, err := url.Parse(opts.BaseURL)
	if err != nil || base.Scheme == "" || base.Host == "" {
		return nil, fmt.Errorf("platform: BaseURL %q is not an absolute URL", opts.BaseURL)
	}
	if opts.ExpectEnvironment != "" {
		if opts.APIKey == "" {
			return nil, errors.New("platform: ExpectEnvironment is set but APIKey is empty")
		}
		if err := checkEnvironment(opts.APIKey, opts.ExpectEnvironment); err != nil {
			return nil, err
		}
	}
	if s := opts.TransferSigner; s != nil && (s.KeyID == "" || len(s.Secrets) == 0) {
		return nil, errors.New("platform: TransferSigner needs a KeyID and at least one secret")
	}
	c := &Client{
		baseURL:    strings.TrimRight(opts.BaseURL, "/"),
		opts:       opts,
		key:        InspectKey(opts.APIKey),
		http:       opts.HTTPClient,
		maxRetries: opts.MaxRetries,
		userAgent:  opts.UserAgent,
	}
	if c.http == nil {
		c.http = &http.Client{Timeout: 60 * time.Second}
	}
	if c.maxRetries == 0 {
		c.maxRetries = 2
	}
	if c.userAgent == "" {
		c.userAgent = "platform-go/" + Version
	}
	c.bindServices()
	return c, nil
}

// Key is what the client's API key's prefix says: its product and environment.
func (c *Client) Key() KeyInfo { return c.key }
