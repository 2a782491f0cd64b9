/**
 * One raw derivation loop; prints derivations per second. Run as its own
 * process (argv: durationMs) or as a plain worker thread (workerData:
 * durationMs, result posted back), so the bench can tell what threads of
 * one process deliver apart from what Piscina adds.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'

const durationMs = Number(isMainThread ? (process.argv[2] ?? 4000) : workerData)
let n = 0
const start = Date.now()
while (Date.now() - start < durationMs) {
  const keys = new SeedKeys(
    seedFromMnemonic('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'),
  )
  keys.derive('ETH', n % 1000, false)
  keys.destroy()
  n++
}
const rate = n / ((Date.now() - start) / 1000)
if (isMainThread) process.stdout.write(String(rate))
else parentPort!.postMessage(rate)
