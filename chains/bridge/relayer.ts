/**
 * The relayer of the local bridge: reads BridgeEscrow deposits on each
 * source chain, pays the recipient out of its own liquidity on the
 * destination once the deposit has its confirmations (then releases the
 * deposit to itself, naming the payout), or sends the deposit back to its
 * sender once its deadline has passed. Payouts can be stopped (a relayer
 * that is down); refunds never stop, so a deposit is never kept. Each round
 * takes at most one step per transfer and never waits for a receipt, so
 * what `/status` reports (simulator.ts) is always the step in flight.
 */
import { accounts, viem } from '../esm_deps'
import { present } from '../../platform/present'
import { BRIDGE_ESCROW_ABI } from './escrow_artifact'

type Hex = `0x${string}`
type Phase = 'deposited' | 'paying' | 'releasing' | 'paid' | 'refunding' | 'refunded'

export interface LocalChain {
  readonly chainId: number
  readonly rpcUrl: string
  /** The escrow on a chain the bridge leaves from. */
  readonly escrow?: Hex
}

export interface Transfer {
  readonly id: Hex
  readonly fromChainId: number
  readonly sourceTxHash: Hex
  readonly block: bigint
  readonly sender: Hex
  readonly token: Hex
  readonly amount: bigint
  readonly toChainId: number
  readonly toToken: Hex
  readonly recipient: Hex
  readonly minAmountOut: bigint
  readonly deadline: bigint
  phase: Phase
  /** The payout (destination) or the refund (source) in flight or done. */
  legTx?: Hex
  releaseTx?: Hex
}

const ERC20_TRANSFER = viem.parseAbiItem('function transfer(address to, uint256 value) returns (bool)')

/** A reader and a signer on one local chain. */
function clientsOf(c: LocalChain, relayerKey: Hex) {
  const chain = viem.defineChain({
    id: c.chainId,
    name: `local-${c.chainId}`,
    nativeCurrency: { name: 'Coin', symbol: 'COIN', decimals: 18 },
    rpcUrls: { default: { http: [c.rpcUrl] } },
  })
  const transport = viem.http(c.rpcUrl)
  return {
    reader: viem.createPublicClient({ chain, transport, cacheTime: 0 }),
    writer: viem.createWalletClient({ account: accounts.privateKeyToAccount(relayerKey), chain, transport }),
  }
}

export const payoutOf = (amount: bigint, feeBps: number): bigint => (amount * BigInt(10_000 - feeBps)) / 10_000n

export class Relayer {
  readonly transfers = new Map<string, Transfer>()
  payouts = true
  confirmedBlock = new Map<number, bigint>()
  private readonly scanned = new Map<number, bigint>()
  private readonly clients = new Map<number, ReturnType<typeof clientsOf>>()
  private timer: NodeJS.Timeout | null = null
  private running = false

  constructor(
    readonly chains: readonly LocalChain[],
    relayerKey: Hex,
    readonly confirmations: number,
    readonly feeBps: number,
  ) {
    for (const c of chains) this.clients.set(c.chainId, clientsOf(c, relayerKey))
  }

  client(chainId: number) {
    const c = this.clients.get(chainId)
    if (!c) throw new Error(`no chain ${chainId}`)
    return c
  }

  start(pollMs: number): void {
    const tick = async () => {
      if (this.running) return
      this.running = true
      try {
        await this.round()
      } catch (error) {
        process.stderr.write(`bridge relayer: ${error instanceof Error ? error.message : String(error)}\n`)
      } finally {
        this.running = false
      }
    }
    this.timer = setInterval(() => void tick(), pollMs)
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
  }

  byTxHash(hash: string): Transfer | undefined {
    for (const t of this.transfers.values()) if (t.sourceTxHash.toLowerCase() === hash.toLowerCase()) return t
    return undefined
  }

  async round(): Promise<void> {
    for (const c of this.chains) if (c.escrow) await this.scan(c)
    for (const t of this.transfers.values()) await this.advance(t)
  }

  /** New deposits, and releases and refunds already on chain (a restarted relayer reads its history again). */
  private async scan(c: LocalChain): Promise<void> {
    const { reader } = this.client(c.chainId)
    const latest: bigint = await reader.getBlockNumber()
    this.confirmedBlock.set(c.chainId, latest)
    const from = (this.scanned.get(c.chainId) ?? -1n) + 1n
    if (from > latest) return
    const logs = await reader.getLogs({ address: c.escrow, fromBlock: from, toBlock: latest })
    for (const log of viem.parseEventLogs({ abi: BRIDGE_ESCROW_ABI, logs })) {
      const id = log.args.id
      if (log.eventName === 'Deposited') {
        const a = log.args
        if (!this.transfers.has(id))
          this.transfers.set(id, {
            id,
            fromChainId: c.chainId,
            sourceTxHash: log.transactionHash,
            block: log.blockNumber,
            sender: a.sender,
            token: a.token,
            amount: a.amount,
            toChainId: Number(a.toChainId),
            toToken: a.toToken,
            recipient: a.recipient,
            minAmountOut: a.minAmountOut,
            deadline: a.deadline,
            phase: 'deposited',
          })
      } else {
        const t = this.transfers.get(id)
        if (!t) continue
        if (log.eventName === 'Released') Object.assign(t, { phase: 'paid', legTx: log.args.payoutTxHash, releaseTx: log.transactionHash })
        if (log.eventName === 'Refunded') Object.assign(t, { phase: 'refunded', legTx: log.transactionHash })
      }
    }
    this.scanned.set(c.chainId, latest)
  }

  /** Confirmations of the deposit on its source chain. */
  depth(t: Transfer): bigint {
    return (this.confirmedBlock.get(t.fromChainId) ?? 0n) - t.block + 1n
  }

  /** One step of a transfer; a step whose transaction reverted goes back to where it came from. */
  private async advance(t: Transfer): Promise<void> {
    if (t.phase === 'paying' || t.phase === 'releasing' || t.phase === 'refunding') {
      const chainId = t.phase === 'paying' ? t.toChainId : t.fromChainId
      const hash = present(t.phase === 'releasing' ? t.releaseTx : t.legTx, `the ${t.phase} transaction of ${t.id}`)
      const receipt = await this.client(chainId)
        .reader.getTransactionReceipt({ hash })
        .catch(() => null)
      if (!receipt) return
      if (receipt.status !== 'success') {
        t.phase = t.phase === 'releasing' ? 'paying' : 'deposited'
        return
      }
      if (t.phase === 'paying') await this.release(t)
      else t.phase = t.phase === 'releasing' ? 'paid' : 'refunded'
      return
    }
    if (t.phase !== 'deposited') return
    if (await this.refundable(t)) {
      t.legTx = await this.write(t.fromChainId, this.escrowOf(t), 'refund', [t.id])
      t.phase = 'refunding'
      return
    }
    const now = BigInt(Math.floor(Date.now() / 1000))
    const out = payoutOf(t.amount, this.feeBps)
    // A payout close to the deadline could race the refund: the relayer then lets the deposit go back.
    if (!this.payouts || this.depth(t) < BigInt(this.confirmations) || now + 10n >= t.deadline || out < t.minAmountOut) return
    t.legTx = await this.pay(t, out)
    t.phase = 'paying'
  }

  private escrowOf(t: Transfer): Hex {
    const chain = present(
      this.chains.find((c) => c.chainId === t.fromChainId),
      `chain ${t.fromChainId}`,
    )
    return present(chain.escrow, `the escrow on chain ${t.fromChainId}`)
  }

  /** Whether refund() would succeed now (the deadline passed on the source chain's own clock). */
  private async refundable(t: Transfer): Promise<boolean> {
    const { reader, writer } = this.client(t.fromChainId)
    try {
      await reader.simulateContract({
        account: writer.account,
        address: this.escrowOf(t),
        abi: BRIDGE_ESCROW_ABI,
        functionName: 'refund',
        args: [t.id],
      })
      return true
    } catch {
      return false
    }
  }

  private async pay(t: Transfer, out: bigint): Promise<Hex> {
    const { writer } = this.client(t.toChainId)
    if (t.toToken === viem.zeroAddress) return writer.sendTransaction({ to: t.recipient, value: out })
    return this.write(t.toChainId, t.toToken, 'transfer', [t.recipient, out], [ERC20_TRANSFER])
  }

  private async release(t: Transfer): Promise<void> {
    t.releaseTx = await this.write(t.fromChainId, this.escrowOf(t), 'release', [
      t.id,
      present(t.legTx, `the payout transaction of ${t.id}`),
      payoutOf(t.amount, this.feeBps),
    ])
    t.phase = 'releasing'
  }

  private write(
    chainId: number,
    address: Hex,
    functionName: string,
    args: unknown[],
    abi: readonly unknown[] = BRIDGE_ESCROW_ABI,
  ): Promise<Hex> {
    return this.client(chainId).writer.writeContract({ address, abi, functionName, args })
  }
}
