/**
 * A ChainService over live endpoints from a test's env (local fake nodes),
 * for driving `sendTransfer` as the products do: one sealed wallet opened
 * only in the service's own worker pool, and a request builder. The service
 * gets no database or actor host: the send path never touches them.
 */
import { randomBytes } from 'node:crypto'
import type { Test } from 'tap'
import type { Network } from '../../chains/networks'
import type { TransferRequest } from '../../chains/send/transfer'
import { ChainService } from '../../actors/chains/service'
import { systemClock } from '../../platform/clock'
import type { PaymentsContext } from '../../actors/runtime/service/module'
import { quietLogger } from './host'

const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

export interface LiveChains {
  readonly chains: ChainService
  readonly walletId: string
  readonly envelope: string
  /** The wallet's addresses at `indexes` on `network`. */
  addresses(network: Network, indexes: number[], isTestnet?: boolean): Promise<string[]>
  /** A live send from the wallet's key at `index` (`fromAddress` must be that key's address). */
  request(input: {
    network: Network
    currency: string
    index: number
    fromAddress: string
    toAddress: string
    amount: bigint
    isTestnet?: boolean
  }): TransferRequest
}

export async function liveChains(t: Test, env: NodeJS.ProcessEnv): Promise<LiveChains> {
  const ctx = { clock: systemClock, logger: quietLogger, masterKey: randomBytes(32) } as unknown as PaymentsContext
  const chains = new ChainService(ctx, env)
  t.teardown(() => chains.close())
  const walletId = `w-send-${randomBytes(4).toString('hex')}`
  const { envelope } = await chains.pool.importMnemonic(walletId, MNEMONIC)
  return {
    chains,
    walletId,
    envelope,
    async addresses(network, indexes, isTestnet = false) {
      return (
        await chains.pool.deriveAddresses(
          walletId,
          envelope,
          indexes.map((index) => ({ network, index, isTestnet })),
        )
      ).map((a) => a.address)
    },
    request: ({ isTestnet = false, ...input }) => ({ walletId, envelope, sandbox: false, isTestnet, ...input }),
  }
}
