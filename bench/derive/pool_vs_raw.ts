/**
 * chains.derive: addresses derived per second through the Piscina pool (each
 * from an encrypted mnemonic: open the envelope, PBKDF2 seed, BIP-32 path,
 * address) against a raw single-thread loop doing the same work, times the
 * number of cores, measured in the same run.
 */
import { execFile } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { Worker } from 'node:worker_threads'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'
import { LocalKeyWrapper, openMnemonic, sealMnemonic } from '../../chains/secrets/envelope'
import { createDerivationPool } from '../../workers/pool'
import type { BenchResult } from '../result'

const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const DURATION_MS = 4_000

export async function deriveBench(): Promise<BenchResult[]> {
  const masterKey = randomBytes(32)
  const wrapper = new LocalKeyWrapper(masterKey)
  const envelope = sealMnemonic(Buffer.from(MNEMONIC), 'bench', wrapper)
  const cores = os.availableParallelism()

  let raw = 0
  const rawStart = Date.now()
  while (Date.now() - rawStart < DURATION_MS) {
    const mnemonic = openMnemonic(envelope, 'bench', wrapper)
    const keys = new SeedKeys(seedFromMnemonic(mnemonic.toString('utf8')))
    mnemonic.fill(0)
    keys.derive('ETH', raw % 1000, false)
    keys.destroy()
    raw++
  }
  const rawPerSec = raw / ((Date.now() - rawStart) / 1000)

  // What this machine really delivers with every core busy: the raw loop in one process per core.
  const parallel = await Promise.all(
    Array.from(
      { length: cores },
      () =>
        new Promise<number>((resolve, reject) => {
          execFile(process.execPath, [path.join(__dirname, 'raw_process.js'), String(DURATION_MS)], (error, stdout) =>
            error ? reject(error) : resolve(Number(stdout)),
          )
        }),
    ),
  )
  const parallelPerSec = parallel.reduce((a, b) => a + b, 0)
  // The same raw loop in plain worker threads of this one process: what threads can deliver before any pool overhead.
  const threaded = await Promise.all(
    Array.from(
      { length: cores },
      () =>
        new Promise<number>((resolve, reject) => {
          new Worker(path.join(__dirname, 'raw_process.js'), { workerData: DURATION_MS }).once('message', resolve).once('error', reject)
        }),
    ),
  )
  const threadedPerSec = threaded.reduce((a, b) => a + b, 0)

  const pool = createDerivationPool({ masterKey, threads: cores })
  // Warm every thread (module load, WASM init) before measuring.
  await Promise.all(
    Array.from({ length: cores * 4 }, () => pool.deriveAddresses('bench', envelope, [{ network: 'ETH', index: 0, isTestnet: false }])),
  )
  let done = 0
  const start = Date.now()
  await Promise.all(
    Array.from({ length: cores * 4 }, async (_, lane) => {
      for (let i = lane; Date.now() - start < DURATION_MS; i += cores * 4) {
        await pool.deriveAddresses('bench', envelope, [{ network: 'ETH', index: i % 1000, isTestnet: false }])
        done++
      }
    }),
  )
  const poolPerSec = done / ((Date.now() - start) / 1000)
  await pool.close()
  return [
    {
      scenario: 'chains.derive',
      metric: `addresses/s through the pool (${cores} threads, one seed each)`,
      value: poolPerSec,
      unit: 'addr/s',
      baseline: { name: `raw single-thread loop x ${cores} cores`, value: rawPerSec * cores },
      goal: 0.85,
    },
    {
      scenario: 'chains.derive',
      metric: 'addresses/s through the pool',
      value: poolPerSec,
      unit: 'addr/s',
      baseline: { name: `raw loop in ${cores} processes at once`, value: parallelPerSec },
      goal: 0.85,
    },
    {
      scenario: 'chains.derive',
      metric: 'addresses/s through the pool',
      value: poolPerSec,
      unit: 'addr/s',
      baseline: { name: `raw loop in ${cores} plain threads of one process`, value: threadedPerSec },
    },
  ]
}
