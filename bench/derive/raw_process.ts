/** One raw derivation loop in its own process; prints derivations per second. argv: durationMs */
import { SeedKeys, seedFromMnemonic } from '../../chains/derive/derive'

const durationMs = Number(process.argv[2] ?? 4000)
let n = 0
const start = Date.now()
while (Date.now() - start < durationMs) {
  const keys = new SeedKeys(seedFromMnemonic('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'))
  keys.derive('ETH', n % 1000, false)
  keys.destroy()
  n++
}
process.stdout.write(String(n / ((Date.now() - start) / 1000)))
