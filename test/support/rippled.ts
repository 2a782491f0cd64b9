/**
 * A rippled stand-in for tests (the XRP Ledger cannot be reached from
 * here), over JSON-RPC and WebSocket, with rippled's API v2 shapes: drops as
 * strings, `tx_json` + `hash` + `meta` entries, `validated` flags, error
 * names (actNotFound, txnNotFound, invalidTransaction) and engine results.
 * `submit` decodes the blob and checks its signature and sequence with
 * xrpl.js, as rippled's local checks do, then applies it to the open ledger
 * (amount and Fee leave the sender, the amount reaches the destination);
 * `close()` validates it, and `tx` reports its ledger_index and Fee. `server_state` reports the
 * reserves in drops (1 XRP base, 0.2 XRP per owned object, mainnet's since
 * December 2024).
 */
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { jsonText, startRpcServer, type RpcServer } from './rpc_server'

type Entry = { hash: string; ledger_index: number; tx_json: Record<string, unknown>; meta: Record<string, unknown> }

export interface Rippled {
  readonly httpUrl: string
  readonly wsUrl: string
  readonly http: RpcServer
  readonly accounts: Map<string, { Balance: string; Sequence: number; OwnerCount?: number }>
  validated: number
  /** A payment in the open ledger (validated + 1); `close()` validates it. */
  pay(tx: { from: string; to: string; amount: unknown; delivered?: unknown; result?: string }): string
  close(): void
  stop(): Promise<void>
}

class RpcError {
  constructor(
    readonly error: string,
    readonly error_message: string,
  ) {}
}

export async function startRippled(): Promise<Rippled> {
  const xrpl = await import('xrpl')
  const entries: Entry[] = []
  let counter = 0
  const node = {
    accounts: new Map<string, { Balance: string; Sequence: number; OwnerCount?: number }>(),
    validated: 1000,
    pay({
      from,
      to,
      amount,
      delivered,
      result = 'tesSUCCESS',
    }: {
      from: string
      to: string
      amount: unknown
      delivered?: unknown
      result?: string
    }) {
      const hash = (++counter).toString(16).toUpperCase().padStart(64, 'A')
      const meta = {
        TransactionIndex: counter,
        TransactionResult: result,
        AffectedNodes: [],
        ...(result === 'tesSUCCESS' ? { delivered_amount: delivered ?? amount } : {}),
      }
      entries.push({
        hash,
        ledger_index: node.validated + 1,
        meta,
        tx_json: {
          TransactionType: 'Payment',
          Account: from,
          Destination: to,
          DeliverMax: amount,
          Fee: '12',
          Sequence: counter,
          Flags: delivered ? 131072 : 0,
        },
      })
      return hash
    },
    close() {
      node.validated += 1
    },
  }
  const entryJson = (e: Entry) => ({
    ...e,
    validated: e.ledger_index <= node.validated,
    close_time_iso: '2025-01-01T00:00:00Z',
    ledger_hash: 'F'.repeat(64),
  })
  const commands: Record<string, (p: any) => unknown> = {
    ledger: () => ({
      ledger_hash: 'E'.repeat(64),
      ledger_index: node.validated,
      validated: true,
      ledger: { ledger_index: String(node.validated), closed: true },
    }),
    account_info: (p) => {
      const account = node.accounts.get(p.account)
      if (!account) throw new RpcError('actNotFound', 'Account not found.')
      return {
        account_data: { Account: p.account, Flags: 0, OwnerCount: 0, LedgerEntryType: 'AccountRoot', ...account },
        ledger_index: node.validated,
        validated: true,
      }
    },
    account_tx: (p) => {
      const all = entries.filter(
        (e) =>
          (e.tx_json.Account === p.account || e.tx_json.Destination === p.account) &&
          e.ledger_index >= p.ledger_index_min &&
          e.ledger_index <= p.ledger_index_max &&
          e.ledger_index <= node.validated,
      )
      const start = p.marker ? Number(p.marker.seq) : 0
      const page = all.slice(start, start + p.limit)
      const marker = start + p.limit < all.length ? { ledger: page.at(-1)!.ledger_index, seq: start + p.limit } : undefined
      return {
        account: p.account,
        ledger_index_min: p.ledger_index_min,
        ledger_index_max: p.ledger_index_max,
        limit: p.limit,
        transactions: page.map(entryJson),
        validated: true,
        ...(marker ? { marker } : {}),
      }
    },
    tx: (p) => {
      const entry = entries.find((e) => e.hash === p.transaction)
      if (!entry) throw new RpcError('txnNotFound', 'Transaction not found.')
      return entryJson(entry)
    },
    // xrpl.js's Client asks on connect (for the network id); server_info prints reserves in XRP, server_state in drops.
    server_info: () => ({
      info: {
        build_version: '2.3.0',
        server_state: 'full',
        validated_ledger: { seq: node.validated, base_fee_xrp: 0.00001, reserve_base_xrp: 1, reserve_inc_xrp: 0.2 },
      },
    }),
    server_state: () => ({
      state: {
        server_state: 'full',
        validated_ledger: {
          seq: node.validated,
          base_fee: 10,
          reserve_base: 1_000_000,
          reserve_inc: 200_000,
          close_time: 0,
          hash: 'E'.repeat(64),
        },
      },
    }),
    fee: () => ({
      current_ledger_size: '56',
      expected_ledger_size: '420',
      ledger_current_index: node.validated + 1,
      drops: { base_fee: '10', median_fee: '5000', minimum_fee: '10', open_ledger_fee: '12' },
    }),
    submit: (p) => {
      if (!xrpl.verifySignature(p.tx_blob)) throw new RpcError('invalidTransaction', 'fails local checks: Invalid signature.')
      const tx = xrpl.decode(p.tx_blob) as Record<string, any>
      const hash = xrpl.hashes.hashSignedTx(p.tx_blob)
      const account = node.accounts.get(tx.Account)!
      const reply = (engine_result: string, message: string) => ({
        accepted: engine_result === 'tesSUCCESS',
        engine_result,
        engine_result_message: message,
        tx_blob: p.tx_blob,
        tx_json: { ...tx, hash },
      })
      if (tx.Sequence < account.Sequence) return reply('tefPAST_SEQ', 'This sequence number has already passed.')
      account.Sequence += 1
      account.Balance = (BigInt(account.Balance) - BigInt(tx.Amount) - BigInt(tx.Fee)).toString()
      // A payment to a new address creates its account, whose first sequence is the ledger it appears in.
      const destination = node.accounts.get(tx.Destination) ?? { Balance: '0', Sequence: node.validated + 1 }
      node.accounts.set(tx.Destination, { ...destination, Balance: (BigInt(destination.Balance) + BigInt(tx.Amount)).toString() })
      entries.push({
        hash,
        ledger_index: node.validated + 1,
        tx_json: tx,
        meta: { TransactionResult: 'tesSUCCESS', delivered_amount: tx.Amount },
      })
      return reply('tesSUCCESS', 'The transaction was applied. Only final in a validated ledger.')
    },
  }
  const run = (command: string, params: any): { result: unknown } | { error: RpcError } => {
    try {
      const handler = commands[command]
      if (!handler) throw new RpcError('unknownCmd', 'Unknown method.')
      return { result: handler(params) }
    } catch (error) {
      if (error instanceof RpcError) return { error }
      throw error
    }
  }
  const http = await startRpcServer(({ body }) => {
    const out = run(body.method, body.params?.[0] ?? {})
    return {
      text: jsonText({
        result:
          'result' in out ? { ...(out.result as object), status: 'success' } : { ...out.error, status: 'error', request: body.params?.[0] },
      }),
    }
  })
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' })
  await new Promise((resolve) => wss.once('listening', resolve))
  wss.on('connection', (socket) =>
    socket.on('message', (data) => {
      const { id, command, ...params } = JSON.parse(String(data))
      const out = run(command, params)
      socket.send(
        jsonText(
          'result' in out
            ? { id, result: out.result, status: 'success', type: 'response', api_version: 2 }
            : { id, ...out.error, error_code: 29, status: 'error', type: 'response', request: { command, ...params } },
        ),
      )
    }),
  )
  return Object.assign(node, {
    httpUrl: http.url,
    http,
    wsUrl: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    stop: async () => {
      for (const c of wss.clients) c.terminate()
      await new Promise((resolve) => wss.close(resolve))
      await http.close()
    },
  })
}
