/**
 * Load generator in its own process (autocannon), so the server under test
 * keeps its CPU. Prints one JSON line with req/s and latency percentiles.
 * argv: url method body connections durationSec pipelining
 */
import autocannon from 'autocannon'

const [url, method, body, connections, duration, pipelining, headersJson] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
]
const extraHeaders = JSON.parse(headersJson || '{}') as Record<string, string>

autocannon(
  {
    url,
    idReplacement: true,
    method: method as 'GET' | 'POST',
    connections: Number(connections),
    duration: Number(duration),
    pipelining: Number(pipelining),
    headers: { ...extraHeaders, ...(body && body !== '-' ? { 'content-type': 'application/json' } : {}) },
    ...(body && body !== '-' ? { body } : {}),
  },
  (error, result) => {
    if (error) {
      process.stderr.write(String(error))
      process.exit(1)
    }
    process.stdout.write(
      `${JSON.stringify({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        total: result.requests.total,
      })}\n`,
    )
  },
)
