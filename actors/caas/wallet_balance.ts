/**
 * A CaaS wallet's token balance, from the sandbox ledger for test keys and
 * from the live chain otherwise. Everything that keeps a live balance from
 * being read (no RPC endpoint, no token contract configured, a node that
 * times out or refuses) becomes 503 `NETWORK_UNAVAILABLE` here, once: the
 * chain adapters throw plain errors for these, which would surface as 500.
 */
import { RejectionError, reject } from '../../platform/errors'
import type { CaasContext } from './context'

const unavailable = (message: string) => new RejectionError(reject('NETWORK_UNAVAILABLE', message))

export async function walletBalance(caas: CaasContext, address: string, isTestMode: boolean): Promise<bigint> {
  const { network, token } = caas.config
  const adapter = caas.chains.adapter(network, isTestMode)
  if (!adapter) throw unavailable(`no live ${network} endpoint is configured (${network}_RPC_URL)`)
  // The sandbox ledger is our own database: its faults are ours (500), not a network's.
  if (isTestMode) return adapter.balance(address, token)
  if (!caas.chains.evm(network)?.tokens[token]) throw unavailable(`${token} has no contract configured on ${network} (${network}_${token})`)
  try {
    return await adapter.balance(address, token)
  } catch (error) {
    // The node's own message may carry the endpoint URL (and a key in it): logged, not answered.
    caas.payments.logger.warn({ err: error, network }, 'CaaS balance: live node did not answer')
    throw unavailable(`the ${network} node did not answer; try again later`)
  }
}
