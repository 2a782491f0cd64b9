/**
 * SOL and USDC (SPL) through @solana/kit over SOL_RPC_URL. Deposits are
 * found per watched account with getSignaturesForAddress: the wallet for
 * SOL and its USDC associated token account, since a token transfer need
 * not mention the owner's wallet at all. The cursor is a JSON map from
 * account to the newest signature seen. Solana settles by time: a transfer
 * is confirmed at `finalized` commitment, and `confirmations` stays 0.
 * kit parses integers as bigint, so lamports never pass through a float.
 */
import type { ChainAdapter, IncomingTransfer } from '../adapter'
import type { BroadcastResult } from '../broadcast'
import { associatedTokenAddress } from './ata'
import { broadcastRefusal } from './refusal'
import { kit } from './kit'
import { transfersIn, type ParsedTransaction, type SolTransfer } from './parse'
import { solanaSettlement } from './settlement'
import { numberTransfers } from '../transfer_index'
import { present } from '../../platform/present'

const PAGE = 1000

export interface SolanaAdapter extends ChainAdapter {
  /** The configured USDC mint, or null when only SOL is configured. */
  readonly usdcMint: string | null
  /** The program owning an account (the System Program for a wallet), or null when the account does not exist. */
  accountOwner(address: string): Promise<string | null>
  /** Lamports an account of `bytes` bytes must hold to exist (rent exemption). */
  rentExemptMinimum(bytes: number): Promise<bigint>
  /** The fee in lamports the cluster charges for a compiled message (base64); null when its blockhash has expired. */
  fee(messageBase64: string): Promise<bigint | null>
  latestBlockhash(): Promise<{ blockhash: string; lastValidBlockHeight: bigint }>
  /** Sends a wire transaction (base64) signed by the worker's `sign_sol`. */
  broadcast(wireBase64: string): Promise<BroadcastResult>
}

type Status = { err: unknown; confirmationStatus?: string | null }

export function solanaAdapter(options: { rpcUrl: string; usdcMint?: string; rpcTimeoutMs?: number }): SolanaAdapter {
  // Every call has a deadline (CHAIN_RPC_TIMEOUT_MS), so a hung node fails its watcher's round instead of holding it.
  const transport = kit.createDefaultRpcTransport({ url: options.rpcUrl })
  const timeoutMs = options.rpcTimeoutMs ?? 10_000
  const rpc = kit.createSolanaRpcFromTransport((config: { payload: unknown; signal?: AbortSignal }) =>
    transport({
      ...config,
      signal: config.signal ? AbortSignal.any([config.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
    }),
  )
  const mint = options.usdcMint ?? null
  const atas = new Map<string, string>()
  const ataOf = async (owner: string) => {
    let ata = atas.get(owner)
    if (!ata && mint) atas.set(owner, (ata = await associatedTokenAddress(owner, mint)))
    return ata
  }
  const getTx = async (signature: string, commitment: 'confirmed' | 'finalized' = 'confirmed'): Promise<ParsedTransaction | null> =>
    await rpc.getTransaction(kit.signature(signature), { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, commitment }).send()
  const view = (t: SolTransfer, owner: string, status: Status, nowMs: number): Omit<IncomingTransfer, 'index'> => {
    const final = status.confirmationStatus === 'finalized'
    return {
      txHash: t.signature,
      network: 'SOL',
      currency: t.currency,
      fromAddress: t.from,
      toAddress: owner,
      amount: t.amount,
      status: !final ? 'detected' : t.succeeded && status.err == null ? 'confirmed' : 'failed',
      confirmations: 0,
      detectedAtMs: nowMs,
      confirmedAtMs: final ? nowMs : null,
    }
  }

  /** Signatures touching `account` newer than `until`, oldest first, following `before` pages. */
  const newSignatures = async (account: string, until: string | undefined) => {
    const found: Array<{ signature: string } & Status> = []
    let before: string | undefined
    for (;;) {
      const page = await rpc
        .getSignaturesForAddress(kit.address(account), {
          limit: PAGE,
          commitment: 'confirmed',
          ...(until ? { until: kit.signature(until) } : {}),
          ...(before ? { before: kit.signature(before) } : {}),
        })
        .send()
      found.push(...page)
      // Without a cursor (first sight of an address) one page of history is enough: older deposits predate its use.
      if (page.length < PAGE || !until) break
      const last = page.at(-1)
      if (!last) break
      before = last.signature
    }
    return found.reverse()
  }

  return {
    network: 'SOL',
    usdcMint: mint,
    async balance(address, currency) {
      if (currency === 'SOL') return (await rpc.getBalance(kit.address(address), { commitment: 'finalized' }).send()).value
      const ata = currency === 'USDC' ? await ataOf(address) : undefined
      if (!ata) throw new Error(`${currency} is not configured on SOL`)
      // The token account exists only once it has received tokens; until then the balance is zero.
      if ((await rpc.getAccountInfo(kit.address(ata), { encoding: 'base64', commitment: 'finalized' }).send()).value === null) return 0n
      return BigInt((await rpc.getTokenAccountBalance(kit.address(ata), { commitment: 'finalized' }).send()).value.amount)
    },
    async depositsSince(watched, cursor) {
      // The node answers per account (getSignaturesForAddress): this round grows with the watched list.
      const addresses = await watched.list()
      const positions: Record<string, string> = cursor ? JSON.parse(cursor) : {}
      const ownerOf = new Map<string, { owner: string; currency: 'SOL' | 'USDC' }>()
      for (const owner of addresses) {
        ownerOf.set(owner, { owner, currency: 'SOL' })
        const ata = await ataOf(owner)
        if (ata) ownerOf.set(ata, { owner, currency: 'USDC' })
      }
      const isWatched = (account: string, currency: 'SOL' | 'USDC') => ownerOf.get(account)?.currency === currency
      const transfers: IncomingTransfer[] = []
      const seen = new Set<string>()
      const now = Date.now()
      for (const account of ownerOf.keys()) {
        const signatures = await newSignatures(account, positions[account])
        for (const s of signatures) {
          if (seen.has(s.signature)) continue
          seen.add(s.signature)
          const tx = await getTx(s.signature)
          if (!tx) continue
          // Several instructions may pay one account in one transaction: each is its own deposit.
          transfers.push(
            ...numberTransfers(
              transfersIn(tx, isWatched, mint).map((t) =>
                view(t, present(ownerOf.get(t.account), `the owner of ${t.account}`).owner, s, now),
              ),
            ),
          )
        }
        const last = signatures.at(-1)
        if (last) positions[account] = last.signature
      }
      return { transfers, cursor: JSON.stringify(positions) }
    },
    async transaction(signature) {
      const [status] = (await rpc.getSignatureStatuses([kit.signature(signature)], { searchTransactionHistory: true }).send()).value
      if (!status) return null
      const tx = await getTx(signature)
      if (!tx) return null
      const atasToOwner = new Map([...atas].map(([owner, ata]) => [ata, owner]))
      // Any credited account counts here: the watcher asks only about transfers it already matched to an address, and the
      // wallet tracker about its own sends, whose recipient's token account this process has never derived.
      const [transfer] = transfersIn(tx, () => true, mint)
      if (!transfer) throw new Error(`${signature} carries no SOL or USDC transfer`)
      return { ...view(transfer, atasToOwner.get(transfer.account) ?? transfer.account, status, Date.now()), index: 0 }
    },
    async settlement(signature) {
      // At `finalized` the node answers only once the slot can no longer be rolled back: null before.
      const tx = await getTx(signature, 'finalized')
      return tx ? solanaSettlement(tx) : null
    },
    async accountOwner(address) {
      const { value } = await rpc.getAccountInfo(kit.address(address), { encoding: 'base64', commitment: 'confirmed' }).send()
      return value === null ? null : value.owner
    },
    async rentExemptMinimum(bytes) {
      return rpc.getMinimumBalanceForRentExemption(BigInt(bytes), { commitment: 'confirmed' }).send()
    },
    async fee(messageBase64) {
      return (await rpc.getFeeForMessage(messageBase64 as never, { commitment: 'confirmed' }).send()).value
    },
    async latestBlockhash() {
      const { value } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
      return { blockhash: value.blockhash, lastValidBlockHeight: value.lastValidBlockHeight }
    },
    async broadcast(wireBase64) {
      // Decoded and encoded again by kit, which types the result as the wire transaction sendTransaction takes; bytes that
      // are no transaction, or that kit would not send exactly as signed, fail here, before the node.
      const wire = kit.getBase64EncodedWireTransaction(kit.getTransactionDecoder().decode(Buffer.from(wireBase64, 'base64')))
      if (wire !== wireBase64) throw new Error('the signed Solana transaction does not encode back to the same bytes')
      try {
        return {
          ok: true,
          txHash: await rpc.sendTransaction(wire, { encoding: 'base64', preflightCommitment: 'confirmed' }).send(),
        }
      } catch (error) {
        return broadcastRefusal(error)
      }
    },
  }
}
