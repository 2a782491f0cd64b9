/** The platform's error answer `{error, code, request_id}` as a thrown value, for callers that prefer exceptions. */
/**
 * Every error answer has this shape; each operation's document narrows `code` to the codes it can answer (see the
 * operation's error responses in schema.d.ts).
 */
export interface ErrorBody {
  readonly error: string
  readonly code?: string
  readonly request_id?: string
}

export class PlatformApiError extends Error {
  readonly status: number
  /** UPPER_SNAKE_CASE code from the platform's error catalogue (README: Error codes), when the answer has one. */
  readonly code: string | undefined
  readonly requestId: string | undefined
  readonly body: unknown

  constructor(status: number, body: unknown) {
    const typed = isErrorBody(body) ? body : undefined
    super(typed ? `${status} ${typed.code ?? ''} ${typed.error}`.replace('  ', ' ') : `HTTP ${status}`)
    this.name = 'PlatformApiError'
    this.status = status
    this.code = typed?.code
    this.requestId = typed?.request_id
    this.body = body
  }
}

export function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
}

/**
 * Returns `data` of an openapi-fetch result, or throws PlatformApiError with the typed error body.
 * `const session = unwrap(await client.POST('/api/v1/checkout/create', { body }))`
 */
export function unwrap<D>(result: { data?: D; error?: unknown; response: Response }): D {
  if (result.error !== undefined || !result.response.ok) throw new PlatformApiError(result.response.status, result.error)
  return result.data as D
}
