/**
 * Where webhooks may go. Production: https only, and never to a private,
 * loopback, link-local or otherwise internal address. Development (any
 * NODE_ENV but production): http too, and loopback (a receiver on the
 * developer's own machine) except on the ports of local services such as
 * Postgres; every other internal range stays refused, so a webhook cannot
 * probe the cloud metadata service or the private network.
 * The check runs on the address the socket actually connects to (a custom
 * DNS lookup for each request, every resolved address checked), so a name
 * that resolves to a public address when configured and to 10.0.0.1 when
 * sent (DNS rebinding) is still refused.
 */
import dns from 'node:dns'
import net from 'node:net'
import type { LookupFunction } from 'node:net'
import type { TargetRefusal } from '../runtime/service/webhooks'

export interface AddressPolicy {
  readonly requireHttps: boolean
  /** Loopback targets allowed (development), except on LOCAL_SERVICE_PORTS. */
  readonly allowLoopback: boolean
}

export const PRODUCTION_POLICY: AddressPolicy = { requireHttps: true, allowLoopback: false }
export const DEVELOPMENT_POLICY: AddressPolicy = { requireHttps: false, allowLoopback: true }

/** Resolves a host name to every address it has (dns.lookup with all: true; tests inject their own). */
export type Resolve = (hostname: string) => Promise<dns.LookupAddress[]>
export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true })

/** A refused target: `url` for a malformed one, `address` for one that points where webhooks may not go. */

const BLOCKED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
]
// ::/96 (IPv4-compatible, deprecated) covers :: and ::1 too; IPv4-mapped ::ffff:a.b.c.d is checked against the IPv4 list by BlockList.
const BLOCKED_V6 = ['::/96', 'fc00::/7', 'fe80::/10', 'ff00::/8', '64:ff9b::/96', '2001:db8::/32']

/**
 * Loopback ports refused even in development: the usual system, database,
 * cache, queue and orchestration services (Docker's API on 2375 takes a POST).
 * A developer's receiver listens on an ordinary port such as 3000 or 8080.
 */
const LOCAL_SERVICE_PORTS: ReadonlySet<number> = new Set([
  22, 23, 25, 53, 110, 111, 135, 139, 143, 389, 445, 636, 873, 993, 995, 2375, 2376, 2379, 2380, 3306, 3389, 5432, 5672, 5984, 6379, 6443,
  8500, 9092, 9200, 9300, 10250, 11211, 15672, 27017,
])

function subnets(v4: Array<[string, number]>, v6: readonly string[]): net.BlockList {
  const list = new net.BlockList()
  for (const [address, prefix] of v4) list.addSubnet(address, prefix, 'ipv4')
  for (const cidr of v6) {
    const [address = '', prefix] = cidr.split('/')
    list.addSubnet(address, Number(prefix), 'ipv6')
  }
  return list
}

const internal = subnets(BLOCKED_V4, BLOCKED_V6)
const loopback = subnets([['127.0.0.0', 8]], ['::1/128'])

const inList = (list: net.BlockList, address: string) => {
  const family = net.isIP(address)
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4')
}

/** True for addresses a webhook must never reach in production. */
export function isInternalAddress(address: string): boolean {
  return net.isIP(address) === 0 || inList(internal, address)
}

/** Why a webhook may not connect to `address`:`port` under `policy` (a phrase naming the address), or null when it may. */
function addressRefusal(address: string, port: number, policy: AddressPolicy): string | null {
  if (policy.allowLoopback && inList(loopback, address)) {
    return LOCAL_SERVICE_PORTS.has(port) ? `${address} port ${port}, a local service port` : null
  }
  if (!isInternalAddress(address)) return null
  return policy.allowLoopback
    ? `${address}, a private, link-local or otherwise internal address (outside production only loopback is allowed)`
    : `${address}, a private, loopback, link-local or otherwise internal address`
}

/** The port a URL connects to (its scheme's default when none is written). */
export const targetPort = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80))
const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '')

/** Checks a URL's form (scheme, credentials) and, for an IP literal, its address; runs before anything is stored or sent. */
export function checkTargetUrl(raw: string, policy: AddressPolicy): { ok: true; url: URL } | ({ ok: false } & TargetRefusal) {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { ok: false, kind: 'url', reason: 'url is not a valid absolute URL' }
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !policy.requireHttps)) {
    return { ok: false, kind: 'url', reason: policy.requireHttps ? 'url must use https' : 'url must use http or https' }
  }
  if (url.username || url.password) return { ok: false, kind: 'url', reason: 'url must not contain credentials' }
  // An IP literal is connected to without a lookup, so its address is checked here, on every attempt.
  const host = bare(url.hostname)
  const refusal = net.isIP(host) ? addressRefusal(host, targetPort(url), policy) : null
  return refusal ? { ok: false, kind: 'address', reason: `target not allowed: ${refusal}` } : { ok: true, url }
}

/** A configuration request does not wait on slow DNS longer than this; the name is then checked on each attempt only. */
const CONFIGURE_RESOLVE_MS = 2_000

function withinMs(lookup: Promise<dns.LookupAddress[]>, ms: number): Promise<dns.LookupAddress[]> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<dns.LookupAddress[]>((resolve) => (timer = setTimeout(() => resolve([]), ms)))
  return Promise.race([lookup, late]).finally(() => clearTimeout(timer))
}

/**
 * The configuration-time check: the URL's form, then every address its host
 * name resolves to now. A name that does not resolve yet (or not within 2 s)
 * is accepted (the receiver may not exist yet); the connect-time lookup checks
 * it on each attempt.
 */
export async function checkTarget(raw: string, policy: AddressPolicy, resolve: Resolve = systemResolve): Promise<TargetRefusal | null> {
  const checked = checkTargetUrl(raw, policy)
  if (!checked.ok) return checked
  const host = bare(checked.url.hostname)
  if (net.isIP(host)) return null
  const addresses = await withinMs(
    resolve(host).catch(() => []),
    CONFIGURE_RESOLVE_MS,
  )
  for (const a of addresses) {
    const refusal = addressRefusal(a.address, targetPort(checked.url), policy)
    if (refusal) return { kind: 'address', reason: `target not allowed: ${host} resolves to ${refusal}` }
  }
  return null
}

/** A DNS lookup for http.request that refuses the connection when any address of the name is refused. */
export function guardedLookup(policy: AddressPolicy, port: number, resolve: Resolve = systemResolve): LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    resolve(hostname).then(
      (all) => {
        // Every address is checked, whichever family the socket asks for: one refused address refuses the name.
        const refusal = all.map((a) => addressRefusal(a.address, port, policy)).find((r) => r !== null)
        const list = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all
        const [first] = list
        if (refusal || !first) {
          const reason = refusal ? `target not allowed: ${hostname} resolves to ${refusal}` : `${hostname} has no usable address`
          return callback(Object.assign(new Error(reason), { code: 'EADDRBLOCKED' }))
        }
        if (options.all) return callback(null, list)
        return callback(null, first.address, first.family)
      },
      (error: unknown) => callback(error),
    )
  }) as unknown as LookupFunction
}
