/**
 * TronWeb, loaded on first use: importing it costs ~365 ms and ~85 MB, which
 * a process that never talks to TRON should not pay. The endpoint comes
 * from configuration (TRX_RPC_URL, one host serving /wallet and
 * /walletsolidity); TRX_API_KEY, when set, goes in TronGrid's header.
 * Every call has `timeoutMs` as its deadline (CHAIN_RPC_TIMEOUT_MS), so a
 * hung node fails the call (a send's outcome is then unknown) instead of
 * holding it; TronWeb's own `headers` option would reset it to 30 s.
 */
type TronWebModule = typeof import('tronweb', { with: { 'resolution-mode': 'import' } })
export type TronWebClient = InstanceType<TronWebModule['TronWeb']>

export function lazyTronWeb(rpcUrl: string, apiKey?: string, timeoutMs = 10_000): () => Promise<TronWebClient> {
  let client: Promise<TronWebClient> | undefined
  return () => {
    client ??= import('tronweb').then(({ TronWeb, providers }) => {
      const node = () => new providers.HttpProvider(rpcUrl, timeoutMs, '', '', apiKey ? { 'TRON-PRO-API-KEY': apiKey } : {})
      return new TronWeb({ fullNode: node(), solidityNode: node(), eventServer: node() })
    })
    return client
  }
}
