/**
 * The LI.FI adapter against a local server answering LI.FI's documented
 * bodies, and the mapping of every status to the swap's: PENDING and
 * NOT_FOUND are pending, DONE COMPLETED and PARTIAL confirmed, DONE
 * REFUNDED failed, FAILED failed, and any status with REFUND_IN_PROGRESS
 * pending (polling goes on until the refund lands). "No route" is a null
 * quote; errors and silence are BridgeUnavailable.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import t from 'tap'
import { BridgeUnavailable, specStatus, type BridgeStatus } from '../../chains/bridge/adapter'
import { lifiAdapter } from '../../chains/bridge/lifi'

type Answer = { status: number; body: unknown } | 'hang'

async function lifiServer(answer: (url: URL, headers: http.IncomingHttpHeaders) => Answer) {
  const server = http.createServer((req, res) => {
    const a = answer(new URL(req.url ?? '/', 'http://x'), req.headers)
    if (a === 'hang') return
    res.writeHead(a.status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(a.body))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((r) => server.closeAllConnections() ?? server.close(() => r())),
  }
}

const query = { txHash: '0xabc', fromChainId: 137, toChainId: 56, tool: 'across' }

t.test('specStatus: LI.FI statuses -> pending, confirmed, failed', async (t) => {
  const cases: [BridgeStatus, string][] = [
    [{ state: 'NOT_FOUND' }, 'pending'],
    [{ state: 'PENDING', substatus: 'WAIT_SOURCE_CONFIRMATIONS' }, 'pending'],
    [{ state: 'PENDING', substatus: 'WAIT_DESTINATION_TRANSACTION' }, 'pending'],
    [{ state: 'PENDING', substatus: 'BRIDGE_NOT_AVAILABLE' }, 'pending'],
    [{ state: 'PENDING', substatus: 'REFUND_IN_PROGRESS' }, 'pending'],
    [{ state: 'DONE', substatus: 'COMPLETED' }, 'confirmed'],
    [{ state: 'DONE', substatus: 'PARTIAL' }, 'confirmed'],
    [{ state: 'DONE', substatus: 'REFUNDED' }, 'failed'],
    [{ state: 'DONE', substatus: 'SOMETHING_NEW' }, 'pending'],
    [{ state: 'FAILED', substatus: 'SLIPPAGE_EXCEEDED' }, 'failed'],
    [{ state: 'FAILED', substatus: 'REFUND_IN_PROGRESS' }, 'pending'],
    [{ state: 'INVALID' }, 'failed'],
  ]
  for (const [s, want] of cases) t.equal(specStatus(s), want, `${s.state} ${'substatus' in s ? s.substatus : ''}`)
})

t.test('quote: the Step becomes bigint amounts and the transaction to sign; the API key travels as x-lifi-api-key', async (t) => {
  let seen: { url?: URL; key?: unknown } = {}
  const s = await lifiServer((url, headers) => {
    seen = { url, key: headers['x-lifi-api-key'] }
    return {
      status: 200,
      body: {
        id: 'step-1',
        type: 'lifi',
        tool: 'across',
        estimate: {
          fromAmount: '1000',
          toAmount: '990',
          toAmountMin: '985',
          approvalAddress: '0x1111111111111111111111111111111111111111',
          executionDuration: 42,
        },
        transactionRequest: { to: '0x2222222222222222222222222222222222222222', data: '0xdead', value: '0x3e8', gasLimit: '0x5208' },
      },
    }
  })
  t.teardown(s.close)
  const q = await lifiAdapter({ baseUrl: s.url, apiKey: 'k1', timeoutMs: 2000 }).quote({
    fromChainId: 137,
    toChainId: 56,
    fromToken: '0x0000000000000000000000000000000000000000',
    toToken: '0x0000000000000000000000000000000000000000',
    fromAmount: 1000n,
    fromAddress: '0x3333333333333333333333333333333333333333',
    toAddress: '0x4444444444444444444444444444444444444444',
    slippage: 0.005,
  })
  t.same(q, {
    id: 'step-1',
    tool: 'across',
    fromAmount: 1000n,
    toAmount: 990n,
    toAmountMin: 985n,
    approvalAddress: '0x1111111111111111111111111111111111111111',
    executionSeconds: 42,
    transaction: { to: '0x2222222222222222222222222222222222222222', data: '0xdead', value: 1000n, gasLimit: 21000n },
  })
  t.equal(seen.url?.pathname, '/v1/quote')
  t.match(Object.fromEntries(seen.url!.searchParams), { fromChain: '137', toChain: '56', fromAmount: '1000', slippage: '0.005' })
  t.equal(seen.key, 'k1')
})

t.test('quote: no route is null; an error or silence is BridgeUnavailable', async (t) => {
  let answer: Answer = { status: 404, body: { message: 'No available quotes for the requested transfer', code: 1002 } }
  const s = await lifiServer(() => answer)
  t.teardown(s.close)
  const a = lifiAdapter({ baseUrl: s.url, timeoutMs: 300 })
  const req = {
    fromChainId: 1,
    toChainId: 10,
    fromToken: '0x0000000000000000000000000000000000000000',
    toToken: '0x0000000000000000000000000000000000000000',
    fromAmount: 1n,
    fromAddress: '0x3333333333333333333333333333333333333333',
    toAddress: '0x3333333333333333333333333333333333333333',
    slippage: 0.005,
  } as const
  t.equal(await a.quote(req), null)
  answer = { status: 500, body: { message: 'internal', code: 1000 } }
  await t.rejects(a.quote(req), BridgeUnavailable)
  answer = 'hang'
  await t.rejects(a.quote(req), BridgeUnavailable)
})

t.test('status: LI.FI bodies keep their sub-status and receiving side', async (t) => {
  let answer: Answer = { status: 404, body: { status: 'NOT_FOUND' } }
  const s = await lifiServer(() => answer)
  t.teardown(s.close)
  const a = lifiAdapter({ baseUrl: s.url, timeoutMs: 300 })
  t.same(await a.status(query), { state: 'NOT_FOUND' })
  answer = { status: 200, body: { status: 'PENDING', substatus: 'WAIT_DESTINATION_TRANSACTION', substatusMessage: 'waiting' } }
  t.same(await a.status(query), { state: 'PENDING', substatus: 'WAIT_DESTINATION_TRANSACTION', message: 'waiting' })
  answer = {
    status: 200,
    body: {
      status: 'DONE',
      substatus: 'PARTIAL',
      receiving: { txHash: '0xdef', chainId: 56, amount: '13000000', token: { address: '0x5555555555555555555555555555555555555555' } },
    },
  }
  t.same(await a.status(query), {
    state: 'DONE',
    substatus: 'PARTIAL',
    receiving: { txHash: '0xdef', chainId: 56, amount: 13000000n, token: '0x5555555555555555555555555555555555555555' },
  })
  answer = { status: 200, body: { status: 'FAILED', substatus: 'REFUND_IN_PROGRESS' } }
  const refunding = await a.status(query)
  t.equal(specStatus(refunding), 'pending', 'a failure whose refund is in progress is still polled')
  answer = { status: 200, body: { status: 'SOMETHING' } }
  await t.rejects(a.status(query), BridgeUnavailable)
})
