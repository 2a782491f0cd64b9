/**
 * Sends one webhook attempt: a POST with the stored body and signed headers,
 * a hard 5 s deadline for the whole exchange, no redirects followed, and
 * keep-alive connections per origin so a busy endpoint is cheap to feed.
 */
import http from 'node:http'
import https from 'node:https'
import { RECEIVER_TIMEOUT_MS } from './schedule'
import { checkTargetUrl, guardedLookup, systemResolve, targetPort, type AddressPolicy, type Resolve } from './address_policy'

export interface AttemptOutcome {
  readonly ok: boolean
  readonly statusCode: number | null
  readonly error: string | null
  readonly durationMs: number
}

export class WebhookSender {
  private readonly httpAgent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  private readonly httpsAgent = new https.Agent({ keepAlive: true, maxSockets: 64 })

  constructor(
    private readonly policy: AddressPolicy,
    private readonly timeoutMs = RECEIVER_TIMEOUT_MS,
    private readonly resolve: Resolve = systemResolve,
  ) {}

  send(url: string, headers: Readonly<Record<string, string>>, body: string): Promise<AttemptOutcome> {
    const started = performance.now()
    const done = (ok: boolean, statusCode: number | null, error: string | null): AttemptOutcome => ({
      ok,
      statusCode,
      error,
      durationMs: Math.round(performance.now() - started),
    })
    const checked = checkTargetUrl(url, this.policy)
    if (!checked.ok) return Promise.resolve(done(false, null, checked.reason))
    const target = checked.url
    const client = target.protocol === 'https:' ? https : http
    return new Promise((resolve) => {
      let settled = false
      const finish = (outcome: AttemptOutcome) => {
        if (settled) return
        settled = true
        clearTimeout(deadline)
        resolve(outcome)
      }
      const request = client.request(target, {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        agent: target.protocol === 'https:' ? this.httpsAgent : this.httpAgent,
        lookup: guardedLookup(this.policy, targetPort(target), this.resolve),
      })
      const deadline = setTimeout(() => {
        request.destroy(new Error(`receiver did not answer within ${this.timeoutMs} ms`))
      }, this.timeoutMs)
      request.on('response', (response) => {
        // Drain the body so the connection can be reused; its content is not ours to keep.
        response.resume()
        response.on('end', () => {
          const code = response.statusCode ?? 0
          finish(done(code >= 200 && code < 300, code, code >= 200 && code < 300 ? null : `receiver answered ${code}`))
        })
        response.on('error', (error) => finish(done(false, response.statusCode ?? null, error.message)))
      })
      request.on('error', (error) => finish(done(false, null, error.message)))
      request.end(body)
    })
  }

  close(): void {
    this.httpAgent.destroy()
    this.httpsAgent.destroy()
  }
}
