// Package steps is what the example programs share: their settings from the environment (a merchant's server
// reads its own configuration) and one JSON line per step, so a person and a test can both read a run.
package steps

import (
	"encoding/json"
	"fmt"
	"os"
)

// Setting is the environment variable name, or fallback when unset; the program stops when both are empty.
func Setting(name, fallback string) string {
	value := os.Getenv(name)
	if value == "" {
		value = fallback
	}
	if value == "" {
		Fail(fmt.Errorf("set %s (see sdk/go/README.md)", name))
	}
	return value
}

// Step prints {"step": name, ...detail} on one line.
func Step(name string, detail map[string]any) {
	line := map[string]any{"step": name}
	for k, v := range detail {
		line[k] = v
	}
	out, err := json.Marshal(line)
	if err != nil {
		Fail(err)
	}
	fmt.Println(string(out))
}

// Check stops the program on an error it cannot go on from.
func Check(err error) {
	if err != nil {
		Fail(err)
	}
}

// Fail prints the error and exits 1.
func Fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}
