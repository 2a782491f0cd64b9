/** Runs the load process against a URL and returns its figures. */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { runWrk, wrkAvailable, type RotatingHeader } from './wrk'

export interface LoadResult {
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly non2xx: number
  readonly errors: number
  readonly total: number
}

/**
 * Requests go through wrk when installed (a faster load generator; templated
 * ones, `[<id>]`, through its Lua script), through autocannon otherwise, whose
 * figures bench/run.ts then prints without a ratio. A rotating header needs wrk.
 */
export function runLoad(input: Parameters<typeof runAutocannon>[0] & { rotate?: RotatingHeader }): Promise<LoadResult> {
  if (wrkAvailable()) {
    const post = (input.method ?? 'GET') === 'POST' ? { body: input.body ?? '' } : undefined
    return runWrk(input.url, input.connections ?? 50, input.durationSec ?? 5, input.headers, post, input.rotate)
  }
  if (input.rotate) return Promise.reject(new Error('a rotating header needs wrk (apt-get install wrk)'))
  return runAutocannon(input)
}

function runAutocannon(input: {
  url: string
  method?: 'GET' | 'POST'
  body?: string
  connections?: number
  durationSec?: number
  pipelining?: number
  headers?: Record<string, string>
}): Promise<LoadResult> {
  const args = [
    path.join(__dirname, 'load_process.js'),
    input.url,
    input.method ?? 'GET',
    input.body ?? '-',
    String(input.connections ?? 50),
    String(input.durationSec ?? 5),
    String(input.pipelining ?? 1),
    JSON.stringify(input.headers ?? {}),
  ]
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`load process failed: ${stderr || error.message}`))
      resolve(JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult)
    })
  })
}
