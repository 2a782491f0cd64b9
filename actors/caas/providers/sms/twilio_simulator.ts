/**
 * A local stand-in for Twilio's Messages API, speaking the same HTTP shape
 * as the real one (twilio.ts talks to both): Basic auth, form-encoded
 * To/From/MessagingServiceSid/Body, 201 with a message resource, Twilio's
 * error bodies and codes. It keeps messages in memory and lists them with
 * GET …/Messages.json (optionally ?To=), which is how developers and tests
 * read a consent code. Sandbox keys always text here, never a real phone.
 *
 * Run alone: `node dist/actors/caas/providers/sms/twilio_simulator.js` (SMS_SIMULATOR_PORT,
 * default 8083); `npm start` starts one beside the platform outside production;
 * tests start one in process with startTwilioSimulator().
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { maskPhone } from './sender'
import { platformNumber } from '../../../../platform/config_variables'

export const SIMULATOR_ACCOUNT_SID = 'AC00000000000000000000000000000000'
export const SIMULATOR_AUTH_TOKEN = 'sandbox-auth-token'

export interface SimulatedMessage {
  readonly sid: string
  readonly account_sid: string
  readonly to: string
  readonly from: string | null
  readonly messaging_service_sid: string | null
  readonly body: string
  readonly status: 'queued'
  readonly direction: 'outbound-api'
  readonly date_created: string
  readonly api_version: '2010-04-01'
  readonly uri: string
}

/** What the next POST does instead of queuing: a 429 (a definite no), a 500 (outcome unknown to the sender), or no answer (a timeout). */
export type SimulatedTrouble = 'http429' | 'http500' | 'hang'

export interface TwilioSimulator {
  /** http://127.0.0.1:port */
  readonly baseUrl: string
  /** The SMS_SANDBOX_URL that points the adapter here (credentials as user info). */
  readonly sandboxUrl: string
  readonly messages: readonly SimulatedMessage[]
  failNext(trouble: SimulatedTrouble): void
  close(): Promise<void>
}

const PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/
const E164 = /^\+[1-9][0-9]{6,14}$/

type Reply = { status: number; body: unknown }
const error = (status: number, code: number, message: string): Reply => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
})

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(Buffer.from(chunk))
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

export async function startTwilioSimulator(
  options: { port?: number; host?: string; accountSid?: string; authToken?: string; log?: (line: string) => void } = {},
): Promise<TwilioSimulator> {
  const accountSid = options.accountSid ?? SIMULATOR_ACCOUNT_SID
  const authToken = options.authToken ?? SIMULATOR_AUTH_TOKEN
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`
  const messages: SimulatedMessage[] = []
  const troubles: SimulatedTrouble[] = []

  const create = (form: URLSearchParams): Reply => {
    const to = form.get('To')
    const from = form.get('From')
    const service = form.get('MessagingServiceSid')
    const body = form.get('Body')
    if (!to) return error(400, 21604, "A 'To' phone number is required.")
    if (!E164.test(to)) return error(400, 21211, `The 'To' number ${maskPhone(to)} is not a valid phone number.`)
    if (!from && !service) return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message.")
    if (!body) return error(400, 21602, 'Message body is required.')
    if (body.length > 1600) return error(400, 21617, 'The concatenated message body exceeds the 1600 character limit.')
    const sid = `SM${randomBytes(16).toString('hex')}`
    const message: SimulatedMessage = {
      sid,
      account_sid: accountSid,
      to,
      from: from || null,
      messaging_service_sid: service || null,
      body,
      status: 'queued',
      direction: 'outbound-api',
      date_created: new Date().toUTCString().replace('GMT', '+0000'),
      api_version: '2010-04-01',
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    }
    messages.push(message)
    // The number is masked even here: a developer reads the message itself through the list endpoint.
    options.log?.(`SMS ${sid} queued to ${maskPhone(to)}`)
    return { status: 201, body: message }
  }

  const list = (query: URLSearchParams): Reply => {
    const to = query.get('To')
    const found = messages.filter((m) => !to || m.to === to).reverse()
    const uri = `/2010-04-01/Accounts/${accountSid}/Messages.json`
    const page = {
      page: 0,
      page_size: found.length,
      start: 0,
      end: Math.max(0, found.length - 1),
      uri,
      first_page_uri: uri,
      next_page_uri: null,
      previous_page_uri: null,
    }
    return { status: 200, body: { messages: found, ...page } }
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulator')
    const answer = (reply: Reply) => {
      res.writeHead(reply.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(reply.body))
    }
    const match = PATH.exec(url.pathname)
    if (!match) return answer(error(404, 20404, 'The requested resource was not found'))
    if (req.headers.authorization !== expectedAuth || decodeURIComponent(match[1] ?? '') !== accountSid)
      return answer(error(401, 20003, 'Authenticate'))
    if (req.method === 'GET') return answer(list(url.searchParams))
    if (req.method !== 'POST') return answer(error(405, 20004, 'Method not allowed'))
    readForm(req).then(
      (form) => {
        const trouble = troubles.shift()
        if (trouble === 'hang') return // never answers: the sender times out
        if (trouble === 'http429') return answer(error(429, 20429, 'Too Many Requests'))
        if (trouble === 'http500') return answer(error(500, 20500, 'An internal server error has occurred'))
        answer(create(form))
      },
      () => answer(error(400, 20001, 'Unreadable request body')),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the Twilio simulator is not listening on a port')
  const { port } = address
  const baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`
  return {
    baseUrl,
    sandboxUrl: `http://${encodeURIComponent(accountSid)}:${encodeURIComponent(authToken)}@${options.host ?? '127.0.0.1'}:${port}`,
    messages,
    failNext: (trouble) => void troubles.push(trouble),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

if (require.main === module) {
  const port = platformNumber('SMS_SIMULATOR_PORT')
  startTwilioSimulator({ port, log: (line) => process.stdout.write(`${line}\n`) }).then(
    (sim) => process.stdout.write(`Twilio simulator on ${sim.baseUrl}; point the platform at it with SMS_SANDBOX_URL=${sim.sandboxUrl}\n`),
    (error: unknown) => {
      process.stderr.write(`Twilio simulator failed to start: ${error instanceof Error ? error.message : String(error)}\n`)
      process.exit(1)
    },
  )
}
