package platform

import (
	"context"
	"math/rand"
	"net/http"
	"strconv"
	"time"
)

// retryable answers: the request did not reach the application (502/503/504), or it was asked to come back later
// with a time to wait (429 with Retry-After).
func retryableStatus(res *http.Response) bool {
	switch res.StatusCode {
	case http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout:
		return true
	case http.StatusTooManyRequests:
		return res.Header.Get("Retry-After") != ""
	}
	return false
}

// backoff doubles from 250 ms (250, 500, 1000 ms, … at most 8 s), with up to 25% jitter so that clients failed
// together do not come back together. A Retry-After the platform sent wins.
func backoff(attempt int, res *http.Response) time.Duration {
	if res != nil {
		if after := res.Header.Get("Retry-After"); after != "" {
			if seconds, err := strconv.Atoi(after); err == nil && seconds >= 0 {
				return time.Duration(seconds) * time.Second
			}
			if at, err := http.ParseTime(after); err == nil {
				return time.Until(at)
			}
		}
	}
	wait := 250 * time.Millisecond << attempt
	if wait > 8*time.Second || wait <= 0 {
		wait = 8 * time.Second
	}
	return wait + time.Duration(rand.Int63n(int64(wait/4)+1))
}

func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-timer.C:
		return nil
	}
}
