/**
 * Where webhooks may go. In production a target must be https and must not
 * resolve to a private, loopback, link-local or otherwise internal address.
 * The check runs on the address the socket actually connects to (a custom
 * DNS lookup for each request), so a name that resolves to a public address
 * when configured and to 127.0.0.1 when sent (DNS rebinding) is still refused.
 */
import dns from 'node:dns'
import net from 'node:net'
import type { LookupFunction } from 'node:net'

export interface AddressPolicy {
  readonly requireHttps: boolean
  readonly allowPrivate: boolean
}

export const PRODUCTION_POLICY: AddressPolicy = { requireHttps: true, allowPrivate: false }
export const DEVELOPMENT_POLICY: AddressPolicy = { requireHttps: false, allowPrivate: true }

const BLOCKED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
]
const BLOCKED_V6 = ['::/128', '::1/128', 'fc00::/7', 'fe80::/10', 'ff00::/8', '64:ff9b::/96', '2001:db8::/32']

const blockList = (() => {
  const list = new net.BlockList()
  for (const [address, prefix] of BLOCKED_V4) list.addSubnet(address, prefix, 'ipv4')
  for (const cidr of BLOCKED_V6) {
    const [address, prefix] = cidr.split('/') as [string, string]
    list.addSubnet(address, Number(prefix), 'ipv6')
  }
  return list
})()

/** True for addresses a webhook must never reach in production. */
export function isInternalAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 0) return true
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
    if (mapped) return blockList.check(mapped[1]!, 'ipv4')
    return blockList.check(address, 'ipv6')
  }
  return blockList.check(address, 'ipv4')
}

/** Checks a URL's form (scheme, credentials) before anything is stored or sent. */
export function checkTargetUrl(raw: string, policy: AddressPolicy): { ok: true; url: URL } | { ok: false; reason: string } {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { ok: false, reason: 'url is not a valid absolute URL' }
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !policy.requireHttps)) {
    return { ok: false, reason: policy.requireHttps ? 'url must use https' : 'url must use http or https' }
  }
  if (url.username || url.password) return { ok: false, reason: 'url must not contain credentials' }
  if (!policy.allowPrivate && net.isIP(url.hostname.replace(/^\[|\]$/g, '')) && isInternalAddress(url.hostname.replace(/^\[|\]$/g, ''))) {
    return { ok: false, reason: 'url must not point to a private or loopback address' }
  }
  return { ok: true, url }
}

/** A DNS lookup for http.request that refuses internal addresses at connect time. */
export function guardedLookup(policy: AddressPolicy): LookupFunction | undefined {
  if (policy.allowPrivate) return undefined
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error)
      const list = addresses as dns.LookupAddress[]
      const allowed = list.filter((a) => !isInternalAddress(a.address))
      if (allowed.length === 0 || allowed.length !== list.length) {
        return callback(Object.assign(new Error(`${hostname} resolves to a private or loopback address`), { code: 'EADDRBLOCKED' }))
      }
      if (options.all) return callback(null, allowed)
      return callback(null, allowed[0]!.address, allowed[0]!.family)
    })
  }) as unknown as LookupFunction
}
