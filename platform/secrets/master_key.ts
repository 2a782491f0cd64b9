/** The master key from MASTER_KEY, or (outside production) a generated one kept under DATA_DIR. */
import type { Config } from '../config'
import { PlatformError } from '../errors'
import { devSecret } from './dev_secret'

export function loadMasterKey(config: Config): Buffer {
  const encoded = config.masterKey ?? devSecret(config.dataDir, 'master.key', 32).value
  const key = Buffer.from(encoded, encoded.length === 44 && encoded.endsWith('=') ? 'base64' : 'base64url')
  if (key.length !== 32) throw new PlatformError('master_key_invalid', 'MASTER_KEY must be 32 bytes, base64-encoded')
  return key
}
