/**
 * The local bridge's front, speaking LI.FI's HTTP API (lifi.ts talks to it
 * as to LI.FI): `GET /v1/quote` answers a Step whose transactionRequest is
 * a BridgeEscrow deposit on the source chain (id, destination, minimum and
 * a deadline `deadlineSeconds` after the source chain's latest block), and
 * `GET /v1/status` reports the relayer's progress (relayer.ts) in LI.FI's
 * words. Routes: the native coin to the native coin between any two chains
 * (the source having an escrow), and the token pairs configured; 1:1 in
 * base units less `feeBps`. Simulator-only: `POST /__simulator/relayer
 * {payouts}` stops or resumes payouts (refunds go on), `POST
 * /__simulator/status {down}` makes `/v1/status` answer 503 (an API outage), `GET
 * /__simulator/state` lists transfers and how often each hash was asked.
 *
 * Runs as its own process (simulator_process.ts forks this file and sends
 * its configuration over IPC: RPC URLs and the relayer's key never appear
 * in the environment or the command line; alone it reads a config file).
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { field, isJsonObject, isList } from '../../platform/json_object'
import { present } from '../../platform/present'
import { viem } from '../esm_deps'
import { addressOf, hexOf } from '../evm/hex'
import { BRIDGE_ESCROW_ABI } from './escrow_artifact'
import { payoutOf, Relayer, type LocalChain, type Transfer } from './relayer'

type Hex = `0x${string}`

export interface TokenPair {
  readonly fromChainId: number
  readonly fromToken: Hex
  readonly toChainId: number
  readonly toToken: Hex
}

export interface BridgeSimulatorConfig {
  readonly port?: number
  readonly chains: readonly LocalChain[]
  readonly relayerKey: Hex
  readonly confirmations?: number
  readonly deadlineSeconds?: number
  readonly feeBps?: number
  readonly pollMs?: number
  readonly pairs?: readonly TokenPair[]
}

export const SIMULATOR_TOOL = 'local-escrow'

/** A configuration from a file or the parent process, field by field; a wrong field is refused by name. */
function parseSimulatorConfig(value: unknown): BridgeSimulatorConfig {
  const wrong = (name: string, what: string) => new Error(`bridge simulator config: ${name} must be ${what}`)
  const number = (at: unknown, name: string): number => {
    const v = field(at, name)
    if (typeof v !== 'number') throw wrong(name, 'a number')
    return v
  }
  const string = (at: unknown, name: string): string => {
    const v = field(at, name)
    if (typeof v !== 'string') throw wrong(name, 'a string')
    return v
  }
  const chains = field(value, 'chains')
  if (!isList(chains)) throw wrong('chains', 'a list')
  const pairs = field(value, 'pairs')
  if (pairs !== undefined && !isList(pairs)) throw wrong('pairs', 'a list')
  const optionalNumber = (name: string): number | undefined => (field(value, name) === undefined ? undefined : number(value, name))
  const [port, confirmations, deadlineSeconds, feeBps, pollMs] = ['port', 'confirmations', 'deadlineSeconds', 'feeBps', 'pollMs'].map(
    optionalNumber,
  )
  return {
    ...(port === undefined ? {} : { port }),
    ...(confirmations === undefined ? {} : { confirmations }),
    ...(deadlineSeconds === undefined ? {} : { deadlineSeconds }),
    ...(feeBps === undefined ? {} : { feeBps }),
    ...(pollMs === undefined ? {} : { pollMs }),
    chains: chains.map((c): LocalChain => {
      const escrow = field(c, 'escrow')
      const chain = { chainId: number(c, 'chainId'), rpcUrl: string(c, 'rpcUrl') }
      return escrow === undefined ? chain : { ...chain, escrow: addressOf(escrow, 'escrow') }
    }),
    relayerKey: hexOf(field(value, 'relayerKey'), 'relayerKey'),
    ...(pairs === undefined
      ? {}
      : {
          pairs: pairs.map((p) => ({
            fromChainId: number(p, 'fromChainId'),
            fromToken: addressOf(field(p, 'fromToken'), 'fromToken'),
            toChainId: number(p, 'toChainId'),
            toToken: addressOf(field(p, 'toToken'), 'toToken'),
          })),
        }),
  }
}

export interface BridgeSimulator {
  readonly baseUrl: string
  readonly relayer: Relayer
  close(): Promise<void>
}

type Reply = { status: number; body: unknown }
const lifiError = (status: number, code: number, message: string): Reply => ({ status, body: { message, code } })
const NO_ROUTE = lifiError(404, 1002, 'No available quotes for the requested transfer')
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export async function startBridgeSimulator(config: BridgeSimulatorConfig): Promise<BridgeSimulator> {
  const feeBps = config.feeBps ?? 10
  const relayer = new Relayer(config.chains, config.relayerKey, config.confirmations ?? 1, feeBps)
  relayer.start(config.pollMs ?? 200)

  function routable(from: number, fromToken: string, to: number, toToken: string): boolean {
    const source = config.chains.find((c) => c.chainId === from)
    if (!source?.escrow || !config.chains.some((c) => c.chainId === to) || from === to) return false
    if (same(fromToken, viem.zeroAddress) && same(toToken, viem.zeroAddress)) return true
    return (config.pairs ?? []).some(
      (p) => p.fromChainId === from && p.toChainId === to && same(p.fromToken, fromToken) && same(p.toToken, toToken),
    )
  }

  async function quote(q: URLSearchParams): Promise<Reply> {
    const [from, to] = [Number(q.get('fromChain')), Number(q.get('toChain'))]
    const fromToken = q.get('fromToken') ?? ''
    const toToken = q.get('toToken') ?? ''
    const amount = q.get('fromAmount') ?? ''
    const toAddress = q.get('toAddress') ?? q.get('fromAddress') ?? ''
    const slippage = Number(q.get('slippage') ?? '0.005')
    if (!/^[0-9]+$/.test(amount) || BigInt(amount) <= 0n || !viem.isAddress(toAddress) || !(slippage >= 0 && slippage < 1))
      return lifiError(400, 1000, 'fromAmount, fromAddress/toAddress or slippage is invalid')
    if (!viem.isAddress(fromToken) || !viem.isAddress(toToken) || !routable(from, fromToken, to, toToken)) return NO_ROUTE
    const escrow = present(
      present(
        config.chains.find((c) => c.chainId === from),
        `chain ${from}`,
      ).escrow,
      `the escrow on chain ${from}`,
    )
    const latest = await relayer.client(from).reader.getBlock()
    const fromAmount = BigInt(amount)
    const toAmount = payoutOf(fromAmount, feeBps)
    const toAmountMin = (toAmount * BigInt(Math.round((1 - slippage) * 1_000_000))) / 1_000_000n
    const id: Hex = `0x${randomBytes(32).toString('hex')}`
    const deadline = latest.timestamp + BigInt(config.deadlineSeconds ?? 600)
    const data = viem.encodeFunctionData({
      abi: BRIDGE_ESCROW_ABI,
      functionName: 'deposit',
      args: [id, fromToken, fromAmount, BigInt(to), toToken, toAddress, toAmountMin, deadline],
    })
    const native = same(fromToken, viem.zeroAddress)
    return {
      status: 200,
      body: {
        id,
        type: 'lifi',
        tool: SIMULATOR_TOOL,
        action: {
          fromChainId: from,
          toChainId: to,
          fromAmount: amount,
          fromToken: { address: fromToken, chainId: from },
          toToken: { address: toToken, chainId: to },
          slippage,
          fromAddress: q.get('fromAddress'),
          toAddress,
        },
        estimate: {
          tool: SIMULATOR_TOOL,
          fromAmount: amount,
          toAmount: toAmount.toString(),
          toAmountMin: toAmountMin.toString(),
          approvalAddress: native ? viem.zeroAddress : escrow,
          executionDuration: 30,
          feeCosts: [
            { name: 'Relayer fee', percentage: String(feeBps / 10_000), amount: (fromAmount - toAmount).toString(), included: true },
          ],
          gasCosts: [],
        },
        transactionRequest: { from: q.get('fromAddress'), to: escrow, chainId: from, data, value: viem.toHex(native ? fromAmount : 0n) },
      },
    }
  }

  const leg = (t: Transfer, refund: boolean) => ({
    txHash: t.legTx,
    chainId: refund ? t.fromChainId : t.toChainId,
    amount: (refund ? t.amount : payoutOf(t.amount, feeBps)).toString(),
    token: { address: refund ? t.token : t.toToken, chainId: refund ? t.fromChainId : t.toChainId },
  })

  /** How often each hash was asked about: tests see polling go on. */
  const asked = new Map<string, number>()

  let statusDown = false

  async function status(q: URLSearchParams): Promise<Reply> {
    const hash = q.get('txHash') ?? ''
    asked.set(hash.toLowerCase(), (asked.get(hash.toLowerCase()) ?? 0) + 1)
    if (statusDown) return lifiError(503, 1000, 'Service unavailable')
    const t = relayer.byTxHash(hash)
    const base = (t?: Transfer) => ({
      transactionId: t?.id,
      tool: SIMULATOR_TOOL,
      sending: { txHash: hash, chainId: Number(q.get('fromChain')) },
    })
    const pending = (t: Transfer, substatus: string, substatusMessage: string): Reply => ({
      status: 200,
      body: { ...base(t), status: 'PENDING', substatus, substatusMessage },
    })
    if (!t) {
      const chainId = Number(q.get('fromChain'))
      const reader = config.chains.some((c) => c.chainId === chainId) ? relayer.client(chainId).reader : null
      const receipt = reader && isTxHash(hash) ? await reader.getTransactionReceipt({ hash }).catch(() => null) : null
      if (receipt?.status === 'reverted')
        return {
          status: 200,
          body: { ...base(), status: 'FAILED', substatus: 'UNKNOWN_FAILED_ERROR', substatusMessage: 'the source transaction reverted' },
        }
      return { status: 404, body: { status: 'NOT_FOUND', message: 'the transaction is not known yet' } }
    }
    switch (t.phase) {
      case 'deposited':
        return relayer.depth(t) < BigInt(relayer.confirmations)
          ? pending(t, 'WAIT_SOURCE_CONFIRMATIONS', 'waiting for the source transaction to confirm')
          : pending(t, 'WAIT_DESTINATION_TRANSACTION', 'waiting for the relayer to pay out on the destination chain')
      case 'paying':
        return pending(t, 'WAIT_DESTINATION_TRANSACTION', 'the payout is sent and not yet mined')
      case 'refunding':
        return pending(t, 'REFUND_IN_PROGRESS', 'the deadline passed; the refund is sent and not yet mined')
      case 'refunded':
        return {
          status: 200,
          body: {
            ...base(t),
            status: 'DONE',
            substatus: 'REFUNDED',
            substatusMessage: 'the deposit went back to its sender',
            receiving: leg(t, true),
          },
        }
      default:
        return {
          status: 200,
          body: { ...base(t), status: 'DONE', substatus: 'COMPLETED', substatusMessage: 'paid out', receiving: leg(t, false) },
        }
    }
  }

  async function route(req: http.IncomingMessage, body: string): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://sim')
    if (req.method === 'GET' && url.pathname === '/v1/quote') return quote(url.searchParams)
    if (req.method === 'GET' && url.pathname === '/v1/status') return status(url.searchParams)
    if (req.method === 'POST' && url.pathname === '/__simulator/status') {
      statusDown = Boolean(fieldOf(body, 'down'))
      return { status: 200, body: { down: statusDown } }
    }
    if (req.method === 'POST' && url.pathname === '/__simulator/relayer') {
      relayer.payouts = Boolean(fieldOf(body, 'payouts'))
      return { status: 200, body: { payouts: relayer.payouts } }
    }
    if (req.method === 'GET' && url.pathname === '/__simulator/state')
      return {
        status: 200,
        body: { payouts: relayer.payouts, transfers: [...relayer.transfers.values()], asked: Object.fromEntries(asked) },
      }
    return lifiError(404, 1000, `no route ${req.method} ${url.pathname}`)
  }

  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      route(req, body)
        .catch((error: unknown): Reply => lifiError(500, 1000, error instanceof Error ? error.message : String(error)))
        .then((r) => {
          res.writeHead(r.status, { 'content-type': 'application/json' })
          res.end(JSON.stringify(r.body, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
        })
    })
  })
  await new Promise<void>((resolve) => server.listen(config.port ?? 0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    relayer,
    async close() {
      relayer.stop()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

// Forked by simulator_process.ts: the configuration arrives as the first IPC message. Alone
// (`node dist/chains/bridge/simulator.js config.json`) it reads a BridgeSimulatorConfig file.
/** A transaction hash as the chain reads it. */
function isTxHash(hash: string): hash is Hex {
  return /^0x[0-9a-fA-F]{64}$/.test(hash)
}

const sendToParent = process.send?.bind(process)
if (require.main === module && sendToParent)
  process.once('message', (config: unknown) => {
    void startBridgeSimulator(parseSimulatorConfig(config)).then((sim) => sendToParent({ baseUrl: sim.baseUrl }))
    process.once('disconnect', () => process.exit(0))
  })
else if (require.main === module && process.argv[2])
  void startBridgeSimulator(parseSimulatorConfig(JSON.parse(readFileSync(process.argv[2], 'utf8')))).then((sim) =>
    process.stdout.write(`bridge simulator (LI.FI API) at ${sim.baseUrl}\n`),
  )

/** A field of a control request's JSON body (`{}` when empty). */
function fieldOf(body: string, name: string): unknown {
  const parsed: unknown = JSON.parse(body || '{}')
  return isJsonObject(parsed) ? parsed[name] : undefined
}
