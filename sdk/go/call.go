package platform

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
)

// request is one operation call as the generated methods describe it.
type request struct {
	operation   string
	method      string
	path        string
	query       url.Values
	credentials []credential
	body        any
	hasBody     bool
	// idempotent: the operation honours Idempotency-Key.
	idempotent bool
	// signed: the operation requires X-Transfer-Signature.
	signed bool
}

// send performs the call and returns the 2xx answer's body. Everything that can be refused without the
// platform (a missing credential, a bad idempotency key, a missing signer) is refused before any request.
func (c *Client) send(ctx context.Context, r request, opts []CallOption) ([]byte, error) {
	var cfg callConfig
	for _, opt := range opts {
		opt(&cfg)
	}
	if cfg.idempotencyKeySet {
		if !r.idempotent {
			return nil, fmt.Errorf("platform: %s does not honour an Idempotency-Key", r.operation)
		}
		if err := checkIdempotencyKey(cfg.idempotencyKey); err != nil {
			return nil, err
		}
	}
	if r.signed && c.opts.TransferSigner == nil {
		return nil, fmt.Errorf("platform: %s must be signed: set Options.TransferSigner", r.operation)
	}
	header := http.Header{}
	if err := c.authorize(header, &r); err != nil {
		return nil, err
	}
	header.Set("User-Agent", c.userAgent)
	header.Set("Accept", "application/json")
	// The body is serialised once: every attempt sends, and signs, these exact bytes.
	var payload []byte
	if r.hasBody {
		var err error
		if payload, err = json.Marshal(r.body); err != nil {
			return nil, fmt.Errorf("platform: %s: encoding the body: %w", r.operation, err)
		}
		header.Set("Content-Type", "application/json")
	}
	if cfg.idempotencyKey != "" {
		header.Set("Idempotency-Key", cfg.idempotencyKey)
	}
	target, err := url.Parse(c.baseURL + r.path)
	if err != nil {
		return nil, fmt.Errorf("platform: %s: %w", r.operation, err)
	}
	target.RawQuery = r.query.Encode()
	// Retrying is safe only when a repeat cannot do the work twice: a read, or a write with an idempotency key.
	safe := r.method == http.MethodGet || cfg.idempotencyKey != ""
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, r.method, target.String(), bodyReader(r.hasBody, payload))
		if err != nil {
			return nil, fmt.Errorf("platform: %s: %w", r.operation, err)
		}
		req.Header = header.Clone()
		if r.signed {
			req.Header.Set("X-Transfer-Signature", c.opts.TransferSigner.sign(r.method, target.RequestURI(), payload))
		}
		res, err := c.http.Do(req)
		var answer []byte
		if err == nil {
			answer, err = io.ReadAll(res.Body)
			res.Body.Close()
		}
		if err != nil {
			if safe && attempt < c.maxRetries && sleep(ctx, backoff(attempt, nil)) == nil {
				continue
			}
			return nil, &ConnectionError{Operation: r.operation, OutcomeUnknown: !safe, Err: err}
		}
		if res.StatusCode >= 200 && res.StatusCode < 300 {
			return answer, nil
		}
		if safe && attempt < c.maxRetries && retryableStatus(res) && sleep(ctx, backoff(attempt, res)) == nil {
			continue
		}
		return nil, newAPIError(res, answer)
	}
}

func bodyReader(hasBody bool, payload []byte) io.Reader {
	if !hasBody {
		return nil
	}
	return bytes.NewReader(payload)
}

// callJSON sends the call and decodes its JSON answer; numbers stay exact (json.Number, never float64).
func callJSON[T any](ctx context.Context, c *Client, r request, opts []CallOption) (*T, error) {
	answer, err := c.send(ctx, r, opts)
	if err != nil {
		return nil, err
	}
	out := new(T)
	dec := json.NewDecoder(bytes.NewReader(answer))
	dec.UseNumber()
	if err := dec.Decode(out); err != nil {
		return nil, fmt.Errorf("platform: %s: decoding the answer: %w", r.operation, err)
	}
	return out, nil
}
