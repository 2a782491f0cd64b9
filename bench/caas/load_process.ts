/**
 * Provision load in its own process (autocannon): every request carries a
 * phone number not used before (a counter from `start`), or, with start -1,
 * the same number each time (the repeat path). Prints one JSON line.
 * argv: url apiKey connections durationSec start
 */
import autocannon from 'autocannon'

const [url, apiKey, connections, duration, start] = process.argv.slice(2) as [string, string, string, string, string]
let next = Number(start)
const phone = () => (next < 0 ? '+447700900000' : `+4478${String(next++).padStart(8, '0')}`)

autocannon(
  {
    url,
    method: 'POST',
    connections: Number(connections),
    duration: Number(duration),
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ phone_number: phone() }) }) }],
  },
  (error, result) => {
    if (error) {
      process.stderr.write(String(error))
      process.exit(1)
    }
    process.stdout.write(
      `${JSON.stringify({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, total: result.requests.total })}\n`,
    )
  },
)
