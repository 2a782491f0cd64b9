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
import { PINNING } from '../pinning'

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
 * A POST body, fixed, or with `[<n>]` replaced on each request by a counter
 * from `counterFrom`, zero-padded to `digits` (e.g. a phone number not used
 * before on every request).
 */
export interface PostBody {
  readonly body: string
  readonly counterFrom?: number
  readonly digits?: number
}

/**
 * A POST goes through a wrk Lua script (wrk has no flag for a method or a
 * body); so do a rotating header, a path template (`[<id>]` in the URL, as
 * autocannon writes it: a new id on each request, unique to this run) and a
 * counted body, set in `request()`.
 */
function luaScript(post: PostBody | undefined, rotate: RotatingHeader | undefined, template: string | undefined): string {
  const lines = post ? ['wrk.method = "POST"', `wrk.body = ${JSON.stringify(post.body)}`] : []
  const counted = post?.counterFrom !== undefined
  if (rotate || template || counted) {
    const [before, after] = (template ?? '').split('[<id>]')
    const pathExpr = template
      ? `${JSON.stringify(before)} .. ${JSON.stringify(`${process.pid}x${Date.now()}x`)} .. n .. ${JSON.stringify(after ?? '')}`
      : 'nil'
    const [head, tail] = (post?.body ?? '').split('[<n>]')
    const bodyExpr = counted
      ? `${JSON.stringify(head)} .. string.format("%0${post!.digits ?? 1}d", ${post!.counterFrom} + n) .. ${JSON.stringify(tail ?? '')}`
      : 'nil'
    lines.push(
      ...(rotate ? [`local values = { ${rotate.values.map((v) => JSON.stringify(v)).join(', ')} }`] : []),
      'local n = 0',
      'request = function()',
      '  n = n + 1',
      ...(rotate ? [`  wrk.headers[${JSON.stringify(rotate.name)}] = values[(n % #values) + 1]`] : []),
      `  return wrk.format(nil, ${pathExpr}, nil, ${bodyExpr})`,
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
  post?: PostBody,
  rotate?: RotatingHeader,
): Promise<LoadResult> {
  const templated = url.includes('[<id>]')
  const target = templated ? new URL(url.replace('[<id>]', '__WRK_ID__')) : undefined
  const template = target ? `${target.pathname.replace('__WRK_ID__', '[<id>]')}${target.search}` : undefined
  const script = post || rotate || template ? ['-s', luaScript(post, rotate, template)] : []
  if (target) url = `${target.protocol}//${target.host}/`
  return new Promise((resolve, reject) => {
    // wrk runs on the load generator's CPU (bench/pinning.ts) when the machine allows.
    const [command, ...pin] = PINNING.load === undefined ? ['wrk'] : ['taskset', '-c', PINNING.load, 'wrk']
    execFile(
      command!,
      [
        ...pin,
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
