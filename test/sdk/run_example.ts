/** Runs one compiled SDK example as its own process (as a merchant would) and returns its JSON step lines. */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export async function runExample(name: string, env: Record<string, string>): Promise<Array<Record<string, any>>> {
  const script = path.resolve(__dirname, '../../sdk/examples', `${name}.js`)
  const { stdout } = await run(process.execPath, [script], { env: { ...process.env, ...env }, timeout: 60_000 })
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, any>)
}
