/**
 * ETH, BSC and POL through viem over the node RPC from configuration (no
 * public provider is built in). Native deposits are found by scanning blocks
 * for transactions to monitored addresses; ERC-20 deposits (USDT, USDC at
 * the configured contract addresses) by Transfer logs. Confirmation is by
 * depth: `requiredDepth` blocks including the transaction's own. The cursor
 * is the last fully scanned block.
 */
import { viem, type ViemPublicClient as PublicClient } from '../esm_deps'
import type { ChainAdapter, IncomingTransfer } from '../adapter'
import type { Network } from '../networks'
import { numberTransfers } from '../transfer_index'
import { present } from '../../platform/present'
import { hexOf } from './hex'

const { createPublicClient, http, parseAbiItem, getAddress, TransactionReceiptNotFoundError, TransactionNotFoundError } = viem
const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')
const MAX_BLOCKS_PER_SCAN = 500n

export interface EvmAdapterOptions {
  readonly network: Extract<Network, 'ETH' | 'BSC' | 'POL'>
  readonly rpcUrl: string
  readonly nativeCurrency: string
  /** Token symbol -> contract address. */
  readonly tokens: Readonly<Record<string, `0x${string}`>>
  readonly requiredDepth: number
  /** Per request, before viem's own retries (default 10 s). */
  readonly rpcTimeoutMs?: number
}

export interface EvmAdapter extends ChainAdapter {
  readonly client: PublicClient
  readonly nativeCurrency: string
  /** Token symbol -> contract address, as configured. */
  readonly tokens: Readonly<Record<string, `0x${string}`>>
  /** Sends a signed raw transaction; returns its hash. */
  broadcast(raw: `0x${string}`): Promise<string>
  /** Nonce and EIP-1559 fees for a plain transfer from `from`. */
  prepare(from: string): Promise<{ chainId: number; nonce: number; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }>
}

export function evmAdapter(options: EvmAdapterOptions): EvmAdapter {
  // cacheTime 0: viem caches the block number for its polling interval otherwise, hiding new blocks.
  const client: PublicClient = createPublicClient({
    transport: http(options.rpcUrl, { timeout: options.rpcTimeoutMs ?? 10_000 }),
    cacheTime: 0,
  })
  // Sends go out once per call: viem's retries would repeat a broadcast whose first answer was lost and turn its
  // "already known" into the only answer seen. The send path (chains/send) retries by checking the hash instead.
  const sender: PublicClient = createPublicClient({
    transport: http(options.rpcUrl, { timeout: options.rpcTimeoutMs ?? 10_000, retryCount: 0 }),
    cacheTime: 0,
  })
  const tokenByAddress = new Map(Object.entries(options.tokens).map(([symbol, address]) => [address.toLowerCase(), symbol]))
  // The same contracts, in the same letter case, for the node's log filter.
  const tokenAddresses = Object.values(options.tokens).map((address) => hexOf(address.toLowerCase(), 'a token contract'))

  const view = (input: {
    txHash: string
    from: string
    to: string
    amount: bigint
    currency: string
    blockNumber: bigint | null
    latest: bigint
    timeMs: number
  }): Omit<IncomingTransfer, 'index'> => {
    const confirmations = input.blockNumber === null ? 0 : Number(input.latest - input.blockNumber + 1n)
    const confirmed = confirmations >= options.requiredDepth
    return {
      txHash: input.txHash,
      network: options.network,
      currency: input.currency,
      fromAddress: input.from,
      toAddress: input.to,
      amount: input.amount,
      status: confirmed ? 'confirmed' : 'detected',
      confirmations,
      detectedAtMs: input.timeMs,
      confirmedAtMs: confirmed ? input.timeMs : null,
    }
  }

  return {
    network: options.network,
    client,
    nativeCurrency: options.nativeCurrency,
    tokens: options.tokens,
    async balance(address, currency) {
      if (currency === options.nativeCurrency) return client.getBalance({ address: getAddress(address) })
      const token = options.tokens[currency]
      if (!token) throw new Error(`${currency} is not configured on ${options.network}`)
      return client.readContract({
        address: token,
        abi: [parseAbiItem('function balanceOf(address) view returns (uint256)')],
        functionName: 'balanceOf',
        args: [getAddress(address)],
      })
    },
    addressKey: (address) => address.toLowerCase(),
    head: async () => (await client.getBlockNumber()).toString(),
    async depositsSince(watched, cursor) {
      const latest = await client.getBlockNumber()
      const from = cursor === null ? latest : BigInt(cursor) + 1n
      const to = from + MAX_BLOCKS_PER_SCAN - 1n < latest ? from + MAX_BLOCKS_PER_SCAN - 1n : latest
      const now = Date.now()
      // Every value transfer of the blocks first, then one question about their recipients: the round costs what
      // the blocks hold, whatever the number of watched addresses.
      const native: Array<{ hash: string; from: string; to: string; value: bigint; block: bigint }> = []
      for (let n = from; n <= to; n++) {
        const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
        for (const tx of block.transactions)
          if (tx.to && tx.value > 0n) native.push({ hash: tx.hash, from: tx.from, to: tx.to, value: tx.value, block: n })
      }
      // Whole blocks, in log order: every Transfer of a transaction to a watched address is here, so numberTransfers sees them all.
      const logs =
        tokenByAddress.size > 0 && from <= to
          ? await client.getLogs({ address: tokenAddresses, event: TRANSFER, fromBlock: from, toBlock: to })
          : []
      const found = await watched.match([...native.map((t) => t.to), ...logs.flatMap((l) => (l.args.to ? [l.args.to] : []))])
      const transfers: IncomingTransfer[] = []
      for (const t of native) {
        const registered = found.get(t.to)
        // A transaction carries one native value: index 0.
        if (registered !== undefined)
          transfers.push({
            ...view({
              txHash: t.hash,
              from: t.from,
              to: registered,
              amount: t.value,
              currency: options.nativeCurrency,
              blockNumber: t.block,
              latest,
              timeMs: now,
            }),
            index: 0,
          })
      }
      const tokenTransfers: Array<Omit<IncomingTransfer, 'index'>> = []
      for (const log of logs) {
        const registered = log.args.to === undefined ? undefined : found.get(log.args.to)
        if (registered === undefined || !log.transactionHash) continue
        tokenTransfers.push(
          view({
            txHash: log.transactionHash,
            from: log.args.from ?? '',
            to: registered,
            amount: log.args.value ?? 0n,
            currency: present(tokenByAddress.get(log.address.toLowerCase()), `the token at ${log.address}`),
            blockNumber: log.blockNumber,
            latest,
            timeMs: now,
          }),
        )
      }
      transfers.push(...numberTransfers(tokenTransfers))
      return { transfers, cursor: (from <= to ? to : from - 1n).toString() }
    },
    broadcast: (raw) => sender.sendRawTransaction({ serializedTransaction: raw }),
    async prepare(from) {
      const [chainId, nonce, fees] = await Promise.all([
        client.getChainId(),
        client.getTransactionCount({ address: getAddress(from), blockTag: 'pending' }),
        client.estimateFeesPerGas(),
      ])
      return { chainId, nonce, maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas }
    },
    async transaction(txHash) {
      try {
        const hash = hexOf(txHash, 'a transaction hash')
        const receipt = await client.getTransactionReceipt({ hash })
        const [latest, tx] = await Promise.all([client.getBlockNumber(), client.getTransaction({ hash })])
        const failed = receipt.status !== 'success'
        // The transaction's status and depth; the index is not the deposit's (the watcher only reads status and confirmations here).
        const transfer = {
          ...view({
            txHash,
            from: tx.from,
            to: tx.to ? getAddress(tx.to) : '',
            amount: tx.value,
            currency: options.nativeCurrency,
            blockNumber: receipt.blockNumber,
            latest,
            timeMs: Date.now(),
          }),
          index: 0,
        }
        return failed ? { ...transfer, status: 'failed', confirmedAtMs: null } : transfer
      } catch (error) {
        // Only the node saying it has no such transaction means it left the chain; a timeout or 5xx says nothing about it.
        if (error instanceof TransactionReceiptNotFoundError || error instanceof TransactionNotFoundError) return null
        throw error
      }
    },
    async settlement(txHash) {
      try {
        const receipt = await client.getTransactionReceipt({ hash: hexOf(txHash, 'a transaction hash') })
        // What was paid, not the maxFeePerGas bound recorded at broadcast; a reverted transaction paid for its gas too.
        return { blockNumber: Number(receipt.blockNumber), fee: receipt.gasUsed * receipt.effectiveGasPrice }
      } catch (error) {
        if (error instanceof TransactionReceiptNotFoundError) return null
        throw error
      }
    },
  }
}
