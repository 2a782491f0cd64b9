package platform

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

// APIError is the platform's error answer (any status outside 2xx). Its Code comes from the platform's error
// catalogue (README: Error codes); RequestID identifies the request in the platform's logs: quote it to support.
//
//	var apiErr *platform.APIError
//	if errors.As(err, &apiErr) && apiErr.Code == "BALANCE_TOO_LOW" { … }
type APIError struct {
	Status    int
	Code      string
	Message   string
	RequestID string
	// Body is the answer as received.
	Body []byte
}

func (e *APIError) Error() string {
	text := fmt.Sprintf("platform: %d", e.Status)
	if e.Code != "" {
		text += " " + e.Code
	}
	if e.Message != "" {
		text += ": " + e.Message
	}
	if e.RequestID != "" {
		text += " (request " + e.RequestID + ")"
	}
	return text
}

// ErrCredentials is wrapped when the client holds no credential the operation accepts (for example a CaaS
// operation called with a payments key): refused before any request.
var ErrCredentials = errors.New("platform: no credential this operation accepts")

// newAPIError reads the `{error, code, request_id}` body; the X-Request-Id header stands in for a body without one.
func newAPIError(res *http.Response, body []byte) *APIError {
	var parsed struct {
		Error     string `json:"error"`
		Code      string `json:"code"`
		RequestID string `json:"request_id"`
	}
	_ = json.Unmarshal(body, &parsed) // not JSON (a proxy's page): the status still says what happened
	e := &APIError{Status: res.StatusCode, Code: parsed.Code, Message: parsed.Error, RequestID: parsed.RequestID, Body: body}
	if e.Message == "" {
		e.Message = http.StatusText(res.StatusCode)
	}
	if e.RequestID == "" {
		e.RequestID = res.Header.Get("X-Request-Id")
	}
	return e
}

// ConnectionError is a call that got no answer (refused, reset, timed out). When the call was not safe to retry
// (a write without an idempotency key), the platform may or may not have acted: its outcome is unknown, so look
// the result up (by your reference) before sending it again.
//
//	var lost *platform.ConnectionError
//	if errors.As(err, &lost) && lost.OutcomeUnknown { … look it up … }
type ConnectionError struct {
	Operation string
	// OutcomeUnknown is true for a write sent without an idempotency key: it may have taken effect.
	OutcomeUnknown bool
	Err            error
}

func (e *ConnectionError) Error() string {
	if e.OutcomeUnknown {
		return fmt.Sprintf("platform: %s: no answer, the outcome is unknown (look it up before sending again): %v", e.Operation, e.Err)
	}
	return fmt.Sprintf("platform: %s: no answer: %v", e.Operation, e.Err)
}

func (e *ConnectionError) Unwrap() error { return e.Err }
