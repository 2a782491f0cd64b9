package platform

import "encoding/json"

// Ptr returns a pointer to v, for the optional fields of requests: platform.Ptr("order-42").
func Ptr[T any](v T) *T { return &v }

// JSON encodes v for the fields the document leaves untyped (json.RawMessage), such as a checkout's amount,
// which accepts a decimal string or a number: platform.JSON("25.00"). It panics on values JSON cannot encode
// (channels, functions), as a programming error.
func JSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic("platform.JSON: " + err.Error())
	}
	return b
}
