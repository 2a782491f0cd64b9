/**
 * TronWeb, loaded on first use: importing it costs ~365 ms and ~85 MB, which
 * a process that never talks to TRON should not pay. The endpoint comes
 * from configuration (TRX_RPC_URL, one host serving /wallet and
 * /walletsolidity); TRX_API_KEY, when set, goes in TronGrid's header.
 */
export type TronWebModule = typeof import('tronweb', { with: { 'resolution-mode': 'import' } })
export type TronWebClient = InstanceType<TronWebModule['TronWeb']>

export function lazyTronWeb(rpcUrl: string, apiKey?: string): () => Promise<TronWebClient> {
  let client: Promise<TronWebClient> | undefined
  return () => {
    client ??= import('tronweb').then(
      ({ TronWeb }) => new TronWeb({ fullHost: rpcUrl, headers: apiKey ? { 'TRON-PRO-API-KEY': apiKey } : {} }),
    )
    return client
  }
}
