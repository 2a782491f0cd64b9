/**
 * Load with wrk (C, one thread) when it is installed: autocannon is
 * JavaScript and saturates near the bare uWS route's rate on two cores,
 * which would understate the baseline and take CPU from the server under
 * test. GETs and fixed-body POSTs; `apt-get install wrk` to use it.
 */
import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LoadResult } from './load'

export function wrkAvailable(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
    return true
  } catch (error) {
    // wrk --version exits 1 after printing its banner.
    return (error as { status?: number }).status === 1
  }
}

const toMs = (value: string, unit: string) => Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1)

/** One header that takes each of `values` in turn, request after request (e.g. API keys of several merchants). */
export interface RotatingHeader {
  readonly name: string
  readonly values: readonly string[]
}

/**
 * A POST with a fixed body goes through a wrk Lua script (wrk has no flag for
 * a method or a body); so does a rotating header, set in `request()`.
 */
function luaScript(post: { body: string } | undefined, rotate: RotatingHeader | undefined): string {
  const lines = post ? ['wrk.method = "POST"', `wrk.body = ${JSON.stringify(post.body)}`] : []
  if (rotate) {
    lines.push(
      `local values = { ${rotate.values.map((v) => JSON.stringify(v)).join(', ')} }`,
      'local n = 0',
      'request = function()',
      '  n = n + 1',
      `  wrk.headers[${JSON.stringify(rotate.name)}] = values[(n % #values) + 1]`,
      '  return wrk.format()',
      'end',
    )
  }
  const file = path.join(os.tmpdir(), `wrk-${process.pid}-${Date.now()}.lua`)
  fs.writeFileSync(file, `${lines.join('\n')}\n`)
  return file
}

export function runWrk(
  url: string,
  connections: number,
  durationSec: number,
  headers: Record<string, string> = {},
  post?: { body: string },
  rotate?: RotatingHeader,
): Promise<LoadResult> {
  const script = post || rotate ? ['-s', luaScript(post, rotate)] : []
  return new Promise((resolve, reject) => {
    execFile(
      'wrk',
      [
        '-t1',
        `-c${connections}`,
        `-d${durationSec}s`,
        '--latency',
        ...script,
        ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
        url,
      ],
      (error, stdout) => {
        if (error) return reject(error)
        const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 'NaN')
        const p50 = /\s50%\s+([\d.]+)(us|ms|s)/.exec(stdout)
        const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(stdout)
        const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? '0')
        const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout)
        const total = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? '0')
        resolve({
          rps,
          p50: p50 ? toMs(p50[1]!, p50[2]!) : NaN,
          p99: p99 ? toMs(p99[1]!, p99[2]!) : NaN,
          non2xx,
          errors: errors ? errors.slice(1).reduce((n, x) => n + Number(x), 0) : 0,
          total,
        })
      },
    )
  })
}
