/** A tiny JSON client for end-to-end tests. */
export interface Reply {
  readonly status: number
  readonly body: any
  readonly headers: Headers
}

export function client(baseUrl: string) {
  return async (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    })
    const text = await res.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body, headers: res.headers }
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
