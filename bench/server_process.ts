/** Benches run every server in a process of its own; these start one (it sends {port} once listening) and stop it. */
import { fork, type ChildProcess } from 'node:child_process'
import { pinned } from './pinning'

/**
 * `cpus` (a taskset list) starts the server under taskset, so that every
 * thread of it (libuv, GC, uWS) is pinned from its first instruction.
 */
export async function serve(
  script: string,
  args: string[] = [],
  cpus?: string,
): Promise<{ port: number; adminToken?: string; child: ChildProcess }> {
  const pin = pinned(cpus)
  const child = fork(script, args, {
    stdio: 'ignore',
    ...(pin.length > 0 ? { execPath: pin[0], execArgv: [...pin.slice(1), process.execPath, ...process.execArgv] } : {}),
  })
  const ready = await new Promise<{ port: number; adminToken?: string }>((resolve, reject) => {
    child.once('message', (m: { port: number; adminToken?: string }) => resolve(m))
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
  })
  return { ...ready, child }
}

/** Asks the server to close (it exits on disconnect), and kills it if it has not within 5 s. */
export async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.disconnect()
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
  child.kill('SIGKILL')
}
