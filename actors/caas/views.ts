/** Wire shapes of CaaS resources: amounts as decimal strings with exactly 6 places, times in RFC 3339 UTC. */
import type { Static } from '@sinclair/typebox'
import { rfc3339 } from '../webhooks'
import type { ActiveUser } from './user/state'
import type { CaasConfig } from './config'
import type { CaasUserFields } from './api/wire'

/** Base units to a decimal string with a fixed number of places ("12.500000"): the CaaS wire format. */
export function fixedUnits(units: bigint, decimals: number, places = 6): string {
  const negative = units < 0n
  const abs = negative ? -units : units
  const scaled = decimals >= places ? abs / 10n ** BigInt(decimals - places) : abs * 10n ** BigInt(places - decimals)
  const digits = scaled.toString().padStart(places + 1, '0')
  return `${negative ? '-' : ''}${digits.slice(0, -places)}.${digits.slice(-places)}`
}

/**
 * The spec's provisioned-user resource, plus what anyone needs to check the
 * address on chain: `factory.getAddress(owner_address, salt)` (the salt
 * differs between test and live keys: wallet_salt.ts).
 */
export function userView(user: ActiveUser, config: CaasConfig): Static<typeof CaasUserFields> {
  return {
    blind_index: user.blindIndex,
    wallet_address: user.wallet.address,
    created_at: rfc3339(user.createdAtMs),
    owner_address: user.wallet.owner,
    salt: `0x${user.wallet.salt}`,
    network: config.network,
    token: config.token,
    factory_address: config.factory,
    entry_point: config.entryPoint,
  }
}
