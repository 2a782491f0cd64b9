/**
 * JSON-RPC to a Bitcoin-family node (litecoind, bitcoind). Amounts in node
 * replies are JSON numbers in whole coins; they are kept as the exact digit
 * text (never parsed as floats) and converted to base units with bigint.
 * Every call has a deadline, so a hung node fails its watcher's round
 * instead of holding it forever.
 */

/** The node's error code for a transaction it does not know (RPC_INVALID_ADDRESS_OR_KEY). */
const RPC_NOT_FOUND = -5

/**
 * A decoded transaction, or null only when the node says it knows no such
 * transaction (mempool or chain): anything else (timeout, node error) is
 * thrown, so a passing fault is retried and never read as "it vanished".
 */
export async function decodedTransaction<T>(rpc: NodeRpc, txHash: string): Promise<T | null> {
  try {
    return await rpc.call<T>('getrawtransaction', [txHash, true])
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === RPC_NOT_FOUND) return null
    throw error
  }
}

export class NodeRpc {
  private id = 0

  constructor(
    private readonly url: string,
    private readonly auth: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async call<T>(method: string, params: unknown[] = []): Promise<T> {
    return this.request<T>(method, params, false)
  }

  /** A method whose whole result is an amount in coins (estimatefee, getbalance): its exact digit text. */
  async amount(method: string, params: unknown[] = []): Promise<string> {
    return String(await this.request<string>(method, params, true))
  }

  private async request<T>(method: string, params: unknown[], resultIsAmount: boolean): Promise<T> {
    let res: Response
    let raw: string
    try {
      // The signal covers the body too: a node that sends headers and then stalls is as hung as one that never answers.
      res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(this.auth).toString('base64')}` },
        body: JSON.stringify({ jsonrpc: '1.0', id: ++this.id, method, params }),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      raw = await res.text()
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      const message = error instanceof Error ? error.message : String(error)
      throw new Error(`${method}: ${timedOut ? `no answer from the node within ${this.timeoutMs} ms` : `node unreachable: ${message}`}`, {
        cause: error,
      })
    }
    // Quote every monetary number before parsing, so no amount ever becomes a float.
    if (!raw.trimStart().startsWith('{')) throw new Error(`${method}: node answered HTTP ${res.status}: ${raw.slice(0, 120)}`)
    const keys = resultIsAmount ? 'value|amount|total_amount|fee|feerate|result' : 'value|amount|total_amount|fee|feerate'
    const text = raw.replace(new RegExp(`"(${keys})":\\s*(-?\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?)`, 'g'), '"$1":"$2"')
    const body = JSON.parse(text) as { result: T; error: { code: number; message: string } | null }
    if (body.error) throw Object.assign(new Error(`${method}: ${body.error.message}`), { code: body.error.code })
    return body.result
  }
}

/** "1.5" (coins) -> 150000000n; also accepts exponent forms nodes may print for tiny values. */
export function coinsToUnits(text: string, decimals = 8): bigint {
  if (/[eE]/.test(text)) {
    const [mantissa = '', exponent = ''] = text.toLowerCase().split('e')
    const [whole, fraction = ''] = mantissa.replace('-', '').split('.')
    const digits = BigInt(`${whole}${fraction}`)
    const shift = Number(exponent) - fraction.length + decimals
    return shift >= 0 ? digits * 10n ** BigInt(shift) : digits / 10n ** BigInt(-shift)
  }
  const [whole = '', fraction = ''] = text.split('.')
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0').slice(0, decimals) || '0')
}
