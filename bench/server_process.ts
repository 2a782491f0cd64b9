/** Benches run every server in a process of its own; these start one (it sends {port} once listening) and stop it. */
import { fork, type ChildProcess } from 'node:child_process'

export async function serve(script: string, args: string[] = []): Promise<{ port: number; adminToken?: string; child: ChildProcess }> {
  const child = fork(script, args, { stdio: 'ignore' })
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
