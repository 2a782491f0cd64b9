/**
 * Secrets the platform may invent outside production (master key, admin
 * token): generated once, kept under DATA_DIR with owner-only permissions,
 * and reused on the next start so encrypted data and sessions survive.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export function devSecret(dataDir: string, name: string, bytes: number): { value: string; created: boolean } {
  const file = path.resolve(dataDir, 'secrets', name)
  if (fs.existsSync(file)) return { value: fs.readFileSync(file, 'utf8').trim(), created: false }
  // Only the secrets folder is owner-only: DATA_DIR also holds the embedded cluster, which the postgres user must reach.
  fs.mkdirSync(dataDir, { recursive: true })
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  const value = randomBytes(bytes).toString('base64url')
  fs.writeFileSync(file, value, { mode: 0o600, flag: 'wx' })
  return { value, created: true }
}
