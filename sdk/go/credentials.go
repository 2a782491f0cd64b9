package platform

import (
	"fmt"
	"net/http"
	"strings"
)

// credential is one of the document's security schemes, as the contract names them.
type credential string

const (
	credentialAPIKey      credential = "apiKey"
	credentialCaasKey     credential = "caasKey"
	credentialAccessToken credential = "accessToken"
	credentialAdminToken  credential = "adminToken"
)

var credentialNames = map[credential]string{
	credentialAPIKey:      "a payments API key (test_sk_… or live_sk_…)",
	credentialCaasKey:     "a CaaS API key (svc_sk_test_… or svc_sk_live_…)",
	credentialAccessToken: "a dashboard access token (Options.AccessToken)",
	credentialAdminToken:  "an admin token (Options.AdminToken)",
}

// authorize sets the first credential the operation accepts that the client holds. Refusing here, rather than
// letting the platform answer 401, says which credential is missing: a payments key sent to a CaaS operation
// (or the reverse) is a configuration mistake, not an authentication failure.
func (c *Client) authorize(h http.Header, r *request) error {
	if len(r.credentials) == 0 {
		return nil
	}
	for _, cred := range r.credentials {
		switch {
		case cred == credentialAPIKey && c.opts.APIKey != "" && c.key.Product == ProductPayments,
			cred == credentialCaasKey && c.opts.APIKey != "" && c.key.Product == ProductCaas:
			h.Set("X-API-Key", c.opts.APIKey)
			return nil
		case cred == credentialAccessToken && c.opts.AccessToken != "":
			h.Set("Authorization", "Bearer "+c.opts.AccessToken)
			return nil
		case cred == credentialAdminToken && c.opts.AdminToken != "":
			h.Set("X-Admin-Token", c.opts.AdminToken)
			return nil
		}
	}
	needs := make([]string, len(r.credentials))
	for i, cred := range r.credentials {
		needs[i] = credentialNames[cred]
	}
	held := ""
	if c.opts.APIKey != "" {
		held = fmt.Sprintf("; the client holds a %s key", c.key.Product)
	}
	return fmt.Errorf("%w: %s needs %s%s", ErrCredentials, r.operation, strings.Join(needs, " or "), held)
}
