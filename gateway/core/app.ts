/**
 * The gateway's HTTP server on uWebSockets.js. One pipeline for every route:
 * route match -> body (size-limited, JSON only) -> authentication -> input
 * checks (request_input.ts) -> schema validation -> handler -> response,
 * each failure a 4xx JSON body, and unexpected errors a 500 JSON body that
 * names only the request id.
 */
import type { TSchema } from '@sinclair/typebox'
import type { HttpResponse, TemplatedApp, us_listen_socket } from 'uWebSockets.js'
import type { Logger } from '../../platform/log'
import type { Authenticator, Principal, RouteReply, RouteSpec } from '../http/route'
import { HttpError, statusLine, toHttpError } from './failures'
import { GatewayMetrics } from './metrics'
import { readRequest, type IncomingRequest } from './request_context'
import { RouteTable } from './route_table'
import { loadNativeUws } from './uws'
import { RawJson } from '../../platform/json'
import { compileValidator, type Validator } from './validation'
import { parseJsonBody, refuseUndecodableQuery, refuseUnstorableText, unmatchedPath } from './request_input'
import { answersChecked, contractViolationsFile } from './answer_check'
import type { ContractCheck } from './contract_check'
import { withRateHeaders, type RequestLimits } from './request_limits'

export interface GatewayServerOptions {
  readonly routes: readonly RouteSpec[]
  readonly authenticator: Authenticator
  readonly logger: Logger
  readonly host: string
  readonly port: number
  readonly bodyLimitBytes: number
  readonly metrics?: GatewayMetrics
  /** Per-credential and per-address request limits (request_limits.ts); none when absent. */
  readonly limits?: RequestLimits
}

/** One request's progress: whether an answer went out, and the limit headers every answer after the count carries. */
interface RequestState {
  aborted: boolean
  rateHeaders?: Readonly<Record<string, string>> | undefined
}

type Compiled = { route: RouteSpec; body?: Validator; query?: Validator; params?: Validator }
const ANONYMOUS: Principal = { kind: 'anonymous' }
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The contract check's ajv is a devDependency: loaded only when tests turn checks on, as production installs lack it. */
function contractCheck(routes: () => readonly RouteSpec[]): ContractCheck {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded: typeof import('./contract_check') = require('./contract_check')
  return new loaded.ContractCheck(routes, contractViolationsFile())
}

export class GatewayServer {
  readonly app: TemplatedApp
  readonly table = new RouteTable()
  readonly metrics: GatewayMetrics
  /** In tests: every answer checked against the OpenAPI document (contract_check.ts). */
  readonly contract: ContractCheck | undefined
  private readonly compiled = new Map<RouteSpec, Compiled>()
  private listenSocket: us_listen_socket | undefined
  private inFlight = 0
  private draining = false
  private drained: (() => void) | undefined

  constructor(private readonly options: GatewayServerOptions) {
    const uws = loadNativeUws()
    this.app = uws.App()
    this.metrics = options.metrics ?? new GatewayMetrics()
    this.contract = answersChecked() ? contractCheck(() => this.table.routes) : undefined
    for (const route of options.routes) this.addRoute(route)
    this.app.any('/*', (res, req) => this.onRequest(res, readRequest(res, req)))
  }

  addRoute(route: RouteSpec): void {
    this.table.add(route)
    const compile = (schema: TSchema | undefined, mode: 'body' | 'query' | 'params') =>
      schema ? compileValidator(schema, mode) : undefined
    this.compiled.set(route, {
      route,
      body: compile(route.body, 'body'),
      query: compile(route.query, 'query'),
      params: compile(route.params, 'params'),
    })
  }

  listen(): Promise<number> {
    const uws = loadNativeUws()
    return new Promise((resolve, reject) => {
      this.app.listen(this.options.host, this.options.port, (socket) => {
        if (!socket) return reject(new Error(`gateway could not listen on ${this.options.host}:${this.options.port}`))
        this.listenSocket = socket
        resolve(uws.us_socket_local_port(socket))
      })
    })
  }

  private onRequest(res: HttpResponse, request: IncomingRequest): void {
    const state: RequestState = { aborted: false }
    res.onAborted(() => {
      state.aborted = true
    })
    this.inFlight++
    const finish = (status: number, routeLabel: string) => {
      this.metrics.observe(routeLabel, request.method, status, Number(process.hrtime.bigint() - request.startedAt) / 1e9)
      if (--this.inFlight === 0 && this.draining) this.drained?.()
    }
    let route: RouteSpec | undefined
    const fail = (error: HttpError, routeLabel: string) => {
      this.send(
        res,
        state,
        request,
        { status: error.status, body: { error: error.message, code: error.code, request_id: request.requestId }, headers: error.headers },
        route,
      )
      finish(error.status, routeLabel)
    }
    if (this.draining) return fail(new HttpError(503, 'SHUTTING_DOWN', 'the gateway is shutting down', { connection: 'close' }), 'draining')
    const match = this.table.match(request.method, request.path)
    if (match.kind === 'not_found') return fail(unmatchedPath(request.method, request.path), 'unmatched')
    if (match.kind === 'wrong_method') {
      return fail(
        new HttpError(405, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${request.path}`, { allow: match.allow.join(', ') }),
        'unmatched',
      )
    }
    route = match.route
    const compiled = this.compiled.get(match.route)
    if (!compiled) return fail(unmatchedPath(request.method, request.path), 'unmatched')
    const routeLabel = match.route.path
    const declared = Number(request.headers['content-length'] ?? '0')
    if (declared > this.options.bodyLimitBytes) {
      return fail(
        new HttpError(413, 'PAYLOAD_TOO_LARGE', `body exceeds ${this.options.bodyLimitBytes} bytes`, { connection: 'close' }),
        routeLabel,
      )
    }
    if (!BODY_METHODS.has(request.method)) {
      this.run(res, state, request, compiled, match.params, Buffer.alloc(0)).then(
        (s) => finish(s, routeLabel),
        (e: unknown) => fail(toHttpError(e, this.options.logger), routeLabel),
      )
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    let rejected = false
    res.onData((chunk, isLast) => {
      if (rejected) return
      size += chunk.byteLength
      if (size > this.options.bodyLimitBytes) {
        rejected = true
        fail(
          new HttpError(413, 'PAYLOAD_TOO_LARGE', `body exceeds ${this.options.bodyLimitBytes} bytes`, { connection: 'close' }),
          routeLabel,
        )
        return
      }
      // uWS reuses the chunk's memory after this callback: copy it.
      chunks.push(Buffer.from(new Uint8Array(chunk).slice()))
      if (isLast) {
        this.run(res, state, request, compiled, match.params, Buffer.concat(chunks, size)).then(
          (s) => finish(s, routeLabel),
          (e: unknown) => fail(toHttpError(e, this.options.logger), routeLabel),
        )
      }
    })
  }

  /** Everything after the body has arrived. Resolves with the status sent; throws for the caller to map. */
  private async run(
    res: HttpResponse,
    state: RequestState,
    request: IncomingRequest,
    compiled: Compiled,
    rawParams: Record<string, string>,
    rawBody: Buffer,
  ): Promise<number> {
    const { route } = compiled
    // Who is calling is settled before anything about the input: a request
    // without valid credentials gets 401 whatever its body looks like.
    let principal = ANONYMOUS
    if (route.auth.kind !== 'public') {
      const auth = await this.options.authenticator.authenticate(route.auth, request.headers, request.query)
      if (!auth.ok) throw new HttpError(auth.status, auth.code, auth.message)
      principal = auth.principal
    }
    // Counted once the caller is known, so a merchant's bucket is its own; a refusal is 429 with Retry-After.
    state.rateHeaders = this.options.limits?.admit(route.auth, principal, () => request.remoteAddress)
    let body: unknown
    if (route.body) {
      const type = request.headers['content-type'] ?? ''
      if (rawBody.length > 0 && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'request bodies must be application/json')
      }
      body = parseJsonBody(rawBody)
    }
    refuseUnstorableText(rawParams, 'path')
    refuseUndecodableQuery(request.rawQuery)
    refuseUnstorableText(request.query, 'query')
    const params = this.validate(compiled.params, rawParams)
    const query = this.validate(compiled.query, request.query)
    if (route.body) body = this.validate(compiled.body, body)
    const reply = await route.handler({
      requestId: request.requestId,
      method: route.method,
      path: request.path,
      params,
      query,
      body,
      rawBody,
      headers: request.headers,
      principal,
      // Forwarded, not copied: reading the peer address is costly and rarely wanted (request_context.ts).
      get remoteAddress() {
        return request.remoteAddress
      },
    })
    this.send(res, state, request, reply, route)
    return reply.status
  }

  private validate(validator: Validator | undefined, value: unknown): unknown {
    if (!validator) return value
    const result = validator(value)
    if (!result.ok) throw new HttpError(400, 'VALIDATION_FAILED', result.message)
    return result.value
  }

  private send(res: HttpResponse, state: RequestState, request: IncomingRequest, reply: RouteReply, route?: RouteSpec): void {
    if (state.aborted) return
    state.aborted = true
    if (route) this.contract?.check(route, reply)
    const body = reply.body
    const payload = reply.raw ? reply.raw.payload : body === undefined ? '' : body instanceof RawJson ? body.text : JSON.stringify(body)
    const contentType = reply.raw ? reply.raw.contentType : 'application/json'
    res.cork(() => {
      res.writeStatus(statusLine(reply.status))
      res.writeHeader('content-type', contentType)
      res.writeHeader('x-request-id', request.requestId)
      // API answers may carry secrets shown once (mnemonics, keys, webhook secrets): no cache may keep them.
      if (!reply.raw && !reply.headers?.['cache-control']) res.writeHeader('cache-control', 'no-store')
      for (const [name, value] of Object.entries(withRateHeaders(reply.headers, state.rateHeaders) ?? {})) res.writeHeader(name, value)
      res.end(payload)
    })
  }

  /** Stops accepting connections, lets in-flight requests finish (up to drainMs), then closes. */
  async close(drainMs = 10_000): Promise<void> {
    this.draining = true
    if (this.listenSocket) loadNativeUws().us_listen_socket_close(this.listenSocket)
    this.listenSocket = undefined
    if (this.inFlight > 0) {
      await Promise.race([
        new Promise<void>((resolve) => (this.drained = resolve)),
        new Promise((resolve) => setTimeout(resolve, drainMs).unref()),
      ])
    }
    closeApp(this.app)
  }
}

/** uWS apps gained close() in later releases; call it where this build has it. */
function closeApp(app: object): void {
  if ('close' in app && typeof app.close === 'function') app.close()
}
