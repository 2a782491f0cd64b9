/**
 * A Solana RPC stand-in for tests (no cluster is reachable from here):
 * JSON-RPC 2.0 with the node's reply shapes ({context, value} wrappers,
 * u64 lamports as bare JSON integers, jsonParsed instructions, signatures
 * newest first with `until`/`before`, confirmationStatus), and a
 * sendTransaction that verifies the ed25519 signature over the message and
 * answers the node's error codes (-32003 signature failure, -32002
 * preflight with BlockhashNotFound / AlreadyProcessed). Wallets with
 * lamports and token accounts exist (getAccountInfo, owned by the System and
 * Token programs); rent is the cluster's formula; the fee is 5000 lamports
 * per required signature; accepted transactions are kept in `sent` and
 * executed (solana_runtime.ts) into a slot of their own, which
 * `getTransaction` and `getSignatureStatuses` then report (`confirmed` until
 * `finalizeAll`; `getTransaction` at `finalized` commitment answers null
 * before, as a node does).
 */
import { createPublicKey, verify } from 'node:crypto'
import { encodeBase58 } from 'ethers'
import { exact, jsonText, startRpcServer, type RpcServer } from './rpc_server'
import { execute, LAMPORTS_PER_SIGNATURE, rentExempt } from './solana_runtime'

type Tx = {
  signature: string
  slot: number
  err: unknown
  status: 'confirmed' | 'finalized'
  accounts: string[]
  instructions: unknown[]
  meta?: Record<string, unknown>
}

export interface SolanaRpc {
  readonly url: string
  readonly server: RpcServer
  readonly lamports: Map<string, string>
  readonly tokens: Map<string, string>
  /** Mint and owner of token accounts, where known (created or spent from here). */
  readonly tokenAccounts: Map<string, { mint?: string; owner?: string }>
  /** Adds a confirmed transaction touching `accounts`; returns its signature. */
  add(accounts: string[], instructions: unknown[], err?: unknown): string
  finalizeAll(): void
  /** Blockhashes the node no longer accepts. */
  readonly expired: Set<string>
  /** Wire transactions (base64) the node accepted, in order. */
  readonly sent: string[]
  close(): Promise<void>
}

const ctx = (slot: number) => ({ apiVersion: '2.2.0', slot })
const SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex')
const SYSTEM_PROGRAM = '11111111111111111111111111111111'

export async function startSolanaRpc(): Promise<SolanaRpc> {
  const txs: Tx[] = []
  const processed = new Set<string>()
  let slot = 300_000_000
  const node = {
    lamports: new Map<string, string>(),
    tokens: new Map<string, string>(),
    tokenAccounts: new Map<string, { mint?: string; owner?: string }>(),
    expired: new Set<string>(),
    sent: [] as string[],
    add(accounts: string[], instructions: unknown[], err: unknown = null) {
      const signature = encodeBase58(Buffer.alloc(64, txs.length + 1))
      txs.push({ signature, slot: ++slot, err, status: 'confirmed', accounts, instructions })
      return signature
    },
    finalizeAll: () => txs.forEach((t) => (t.status = 'finalized')),
  }
  const rpcError = (code: number, message: string, data?: unknown) => ({ error: { code, message, ...(data ? { data } : {}) } })
  const methods: Record<string, (params: any[]) => unknown> = {
    getBalance: ([address]) => ({ result: { context: ctx(slot), value: exact(node.lamports.get(address) ?? '0') } }),
    getAccountInfo: ([address]) => ({
      result: {
        context: ctx(slot),
        value: node.tokens.has(address)
          ? {
              data: ['', 'base64'],
              executable: false,
              lamports: 2039280,
              owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
              rentEpoch: exact('18446744073709551615'),
              space: 165,
            }
          : node.lamports.has(address)
            ? {
                data: ['', 'base64'],
                executable: false,
                lamports: exact(node.lamports.get(address)!),
                owner: SYSTEM_PROGRAM,
                rentEpoch: exact('18446744073709551615'),
                space: 0,
              }
            : null,
      },
    }),
    getMinimumBalanceForRentExemption: ([bytes]) => ({ result: exact(rentExempt(Number(bytes))) }),
    getTokenAccountBalance: ([address]) =>
      node.tokens.has(address)
        ? {
            result: {
              context: ctx(slot),
              value: {
                amount: node.tokens.get(address),
                decimals: 6,
                uiAmount: Number(node.tokens.get(address)) / 1e6,
                uiAmountString: '',
              },
            },
          }
        : rpcError(-32602, 'Invalid param: could not find account'),
    getSignaturesForAddress: ([address, options = {}]) => {
      let list = txs.filter((t) => t.accounts.includes(address)).reverse()
      if (options.before) list = list.slice(list.findIndex((t) => t.signature === options.before) + 1)
      if (options.until)
        list = list.slice(
          0,
          Math.max(
            0,
            list.findIndex((t) => t.signature === options.until),
          ),
        )
      return {
        result: list.slice(0, options.limit ?? 1000).map((t) => ({
          signature: t.signature,
          slot: t.slot,
          err: t.err,
          memo: null,
          blockTime: 1_750_000_000,
          confirmationStatus: t.status,
        })),
      }
    },
    getTransaction: ([signature, options = {}]) => {
      const t = txs.find((x) => x.signature === signature)
      // The node's default commitment is `finalized` (kit leaves it out of the request).
      if (!t || ((options.commitment ?? 'finalized') === 'finalized' && t.status !== 'finalized')) return { result: null }
      // Transactions added by a test carry no balances; executed ones carry what the runtime did.
      const meta = t.meta ?? {
        fee: exact(LAMPORTS_PER_SIGNATURE),
        innerInstructions: [],
        preBalances: [],
        postBalances: [],
        preTokenBalances: [],
        postTokenBalances: [],
      }
      return {
        result: {
          slot: t.slot,
          blockTime: 1_750_000_000,
          version: 'legacy',
          meta: { err: t.err, logMessages: [], status: t.err ? { Err: t.err } : { Ok: null }, computeUnitsConsumed: 150, ...meta },
          transaction: {
            signatures: [t.signature],
            message: {
              accountKeys: t.accounts.map((pubkey, i) => ({ pubkey, signer: i === 0, writable: true, source: 'transaction' })),
              instructions: t.instructions,
              recentBlockhash: '11111111111111111111111111111111',
            },
          },
        },
      }
    },
    getSignatureStatuses: ([signatures]) => ({
      result: {
        context: ctx(slot),
        value: signatures.map((s: string) => {
          const t = txs.find((x) => x.signature === s)
          return t
            ? {
                slot: t.slot,
                confirmations: t.status === 'finalized' ? null : 1,
                err: t.err,
                confirmationStatus: t.status,
                status: t.err ? { Err: t.err } : { Ok: null },
              }
            : null
        }),
      },
    }),
    getFeeForMessage: ([message]) => {
      const bytes = Buffer.from(message, 'base64')
      return { result: { context: ctx(slot), value: Number(LAMPORTS_PER_SIGNATURE) * bytes[bytes[0]! & 0x80 ? 1 : 0]! } }
    },
    getLatestBlockhash: () => ({
      result: {
        context: ctx(slot),
        value: { blockhash: 'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi', lastValidBlockHeight: exact('280000150') },
      },
    }),
    sendTransaction: ([wire]) => {
      const bin = Buffer.from(wire, 'base64')
      const signature = bin.subarray(1, 65)
      const message = bin.subarray(65)
      const at = message[0]! & 0x80 ? 1 : 0
      const keysAt = at + 4
      const payer = message.subarray(keysAt, keysAt + 32)
      const count = message[at + 3]!
      const blockhash = encodeBase58(message.subarray(keysAt + 32 * count, keysAt + 32 * count + 32))
      if (!verify(null, message, createPublicKey({ key: Buffer.concat([SPKI_ED25519, payer]), format: 'der', type: 'spki' }), signature)) {
        return rpcError(-32003, 'Transaction signature verification failure')
      }
      const preflight = (err: unknown) =>
        rpcError(-32002, `Transaction simulation failed: ${typeof err === 'string' ? err : JSON.stringify(err)}`, {
          accounts: null,
          err,
          innerInstructions: null,
          logs: [],
          returnData: null,
          unitsConsumed: 0,
        })
      if (node.expired.has(blockhash)) return preflight('BlockhashNotFound')
      if (processed.has(signature.toString('hex'))) return preflight('AlreadyProcessed')
      const run = execute(node, bin)
      if (!run.ok) return preflight(run.err)
      processed.add(signature.toString('hex'))
      node.sent.push(wire)
      txs.push({
        signature: encodeBase58(signature),
        slot: ++slot,
        err: null,
        status: 'confirmed',
        accounts: run.accounts,
        instructions: run.instructions,
        meta: run.meta,
      })
      return { result: encodeBase58(signature) }
    },
  }
  const server = await startRpcServer(({ body }) => {
    const method = methods[body.method]
    const out = method ? method(body.params ?? []) : rpcError(-32601, 'Method not found')
    return { text: jsonText({ jsonrpc: '2.0', id: body.id, ...(out as object) }) }
  })
  return Object.assign(node, { url: server.url, server, close: () => server.close() })
}
