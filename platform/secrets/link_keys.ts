/**
 * The keys that authenticate the internal gRPC links (proto/mux/link_auth.ts),
 * one per audience: `gateway` for the gateway's calls to the payments role,
 * `peer` for one payments host forwarding an ask to another, `market` for
 * reads of the hub's market data (gateways and payments hosts). All come from
 * LINK_SECRET by HKDF, or outside production from the master key, so
 * `npm start` and tests need nothing new while roles that share DATA_DIR (or
 * MASTER_KEY) still agree. A separate key per audience means a token minted
 * for one service can never verify for the other.
 */
import { hkdfSync } from 'node:crypto'
import type { Config } from '../config'
import { loadMasterKey } from './master_key'

export type LinkAudience = 'gateway' | 'peer' | 'market'
export const LINK_AUDIENCES: readonly LinkAudience[] = ['gateway', 'peer', 'market']
export type LinkKeys = Readonly<Record<LinkAudience, Buffer>>

function derive(secret: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32))
}

/** The link keys from a secret of at least 32 bytes. */
export function linkKeysFrom(secret: Buffer): LinkKeys {
  return {
    gateway: derive(secret, 'platform link v1: gateway'),
    peer: derive(secret, 'platform link v1: peer'),
    market: derive(secret, 'platform link v1: market'),
  }
}

/** The link keys for this process: LINK_SECRET, or (outside production, where config requires it) the master key's. */
export function loadLinkKeys(config: Config): LinkKeys {
  const secret = config.linkSecret ? Buffer.from(config.linkSecret, 'base64') : derive(loadMasterKey(config), 'platform link secret v1')
  return linkKeysFrom(secret)
}
