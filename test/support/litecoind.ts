/** Starts a real litecoind in regtest (Debian package `litecoind`) with a throwaway data directory. */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { NodeRpc } from '../../chains/utxo/rpc'
import { freePort } from './processes'

export function litecoindAvailable(): boolean {
  try {
    execFileSync('litecoind', ['-version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

export interface Litecoind {
  readonly url: string
  readonly auth: string
  readonly rpc: NodeRpc
  stop(): Promise<void>
}

export async function startLitecoind(): Promise<Litecoind> {
  const [rpcPort, p2pPort] = [await freePort(), await freePort()]
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ltc-regtest-'))
  const child: ChildProcess = spawn('litecoind', [
    '-regtest', '-server', '-txindex', '-listen=0', `-port=${p2pPort}`, `-rpcport=${rpcPort}`, '-rpcuser=test', '-rpcpassword=test',
    `-datadir=${dir}`, '-fallbackfee=0.0001', '-disablewallet', '-printtoconsole=0',
  ], { stdio: 'ignore' })
  const url = `http://127.0.0.1:${rpcPort}`
  const rpc = new NodeRpc(url, 'test:test')
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      await rpc.call('getblockcount')
      break
    } catch {
      if (Date.now() > deadline) throw new Error('litecoind did not start')
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  return {
    url, auth: 'test:test', rpc,
    stop: async () => {
      await rpc.call('stop').catch(() => undefined)
      await Promise.race([new Promise((r) => child.once('exit', r)), new Promise((r) => setTimeout(r, 5_000))])
      child.kill('SIGKILL')
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
