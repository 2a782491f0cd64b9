/** Starts a real litecoind in regtest (Debian package `litecoind`) with a throwaway data directory. */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { Test } from 'tap'
import { NodeRpc } from '../../chains/utxo/rpc'
import { createDerivationPool } from '../../workers/pool'
import { createTestDb } from './db'
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
  const child: ChildProcess = spawn(
    'litecoind',
    [
      '-regtest',
      '-server',
      '-txindex',
      '-listen=0',
      `-port=${p2pPort}`,
      `-rpcport=${rpcPort}`,
      '-rpcuser=test',
      '-rpcpassword=test',
      `-datadir=${dir}`,
      '-fallbackfee=0.0001',
      '-disablewallet',
      '-printtoconsole=0',
    ],
    { stdio: 'ignore' },
  )
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
    url,
    auth: 'test:test',
    rpc,
    stop: async () => {
      await rpc.call('stop').catch(() => undefined)
      await Promise.race([new Promise((r) => child.once('exit', r)), new Promise((r) => setTimeout(r, 5_000))])
      child.kill('SIGKILL')
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

const MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow'

/**
 * A regtest node with a test database and a derivation pool holding one wallet: its LTC testnet addresses at
 * index 0 (the customer) and 1 (the faucet, which has mined 101 blocks, so one coinbase is spendable).
 * Everything is torn down with the test.
 */
export async function litecoindRig(t: Test, name: string) {
  const node = await startLitecoind()
  const db = await createTestDb(name)
  const pool = createDerivationPool({ masterKey: randomBytes(32), threads: 1 })
  t.teardown(async () => {
    await pool.close()
    await node.stop()
    await db.drop()
  })
  const walletId = `w-${name}`
  const { envelope } = await pool.importMnemonic(walletId, MNEMONIC)
  const [customer, faucet] = await pool.deriveAddresses(walletId, envelope, [
    { network: 'LTC', index: 0, isTestnet: true },
    { network: 'LTC', index: 1, isTestnet: true },
  ])
  await node.rpc.call('generatetoaddress', [101, faucet!.address])
  return { node, db, pool, walletId, envelope, customer: customer!, faucet: faucet! }
}
