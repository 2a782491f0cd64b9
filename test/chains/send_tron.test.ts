import t, { type Test } from 'tap'
import { sendTransfer } from '../../chains/send/transfer'
import { tronAdapter } from '../../chains/tron/adapter'
import { tronHex20 } from '../../chains/tron/parse'
import { liveChains } from '../support/live_chains'
import { startTronNode } from '../support/tron_node'

// Mainnet USDT's address, used here only as a configuration value for the local node.
const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const TRX = 1_000_000n
// The node's prices: 1000 sun per bandwidth byte, 210 sun per energy, 64285 energy for a USDT transfer.
const TRX_FEE = 270n * 1000n
const USDT_FEE = 64_285n * 210n + 345n * 1000n

type Broadcast = {
  txID: string
  signature: string[]
  raw_data: { fee_limit?: number; contract: Array<{ type: string; parameter: { value: Record<string, unknown> } }> }
}

async function setup(t: Test) {
  const node = await startTronNode(USDT)
  t.teardown(() => node.close())
  const live = await liveChains(t, { TRX_RPC_URL: node.url, TRX_USDT: USDT })
  const [customer, payee] = await live.addresses('TRX', [0, 1])
  const broadcasts = () =>
    node.server.requests.filter((r) => r.path.startsWith('/wallet/broadcasttransaction')).map((r) => r.body as Broadcast)
  const send = (currency: string, amount: bigint, extra: { index?: number; to?: string } = {}) =>
    sendTransfer(
      live.chains,
      live.request({ network: 'TRX', currency, index: extra.index ?? 0, fromAddress: customer!, toAddress: extra.to ?? payee!, amount }),
    )
  return { node, customer: customer!, payee: payee!, broadcasts, send }
}

t.test(
  "sendTransfer TRX and USDT: built here, signed in the pool, the node checks raw_data against its hex, the txID and the owner's signature",
  async (t) => {
    const { TronWeb, Trx } = await import('tronweb')
    const { node, customer, payee, broadcasts, send } = await setup(t)
    node.balances.set(customer, String(20n * TRX))
    node.usdt.set(tronHex20(customer), 30_000_000n)

    const trx = await send('TRX', 1_500_000n)
    t.match(trx, { ok: true, fee: TRX_FEE, feeCurrency: 'TRX' }, 'fee: the bandwidth bound at the chain price')
    const [first] = broadcasts()
    t.equal(trx.ok && trx.txHash, first!.txID, 'the hash is the txID the node accepted')
    t.equal(Trx.ecRecover(first as never), customer, "signed by the sender's derived key")
    t.match(first!.raw_data.contract[0], {
      type: 'TransferContract',
      parameter: {
        value: {
          amount: 1_500_000,
          owner_address: TronWeb.address.toHex(customer).toLowerCase(),
          to_address: TronWeb.address.toHex(payee).toLowerCase(),
        },
      },
    })

    const usdt = await send('USDT', 25_000_000n)
    t.match(usdt, { ok: true, fee: USDT_FEE, feeCurrency: 'TRX' }, 'fee: bandwidth plus the energy the node simulated, in TRX')
    const second = broadcasts()[1]!
    t.equal(Trx.ecRecover(second as never), customer)
    t.match(
      second.raw_data.contract[0],
      {
        type: 'TriggerSmartContract',
        parameter: {
          value: {
            contract_address: TronWeb.address.toHex(USDT).toLowerCase(),
            data: `a9059cbb${tronHex20(payee).padStart(64, '0')}${(25_000_000).toString(16).padStart(64, '0')}`,
          },
        },
      },
      'transfer(payee, 25 USDT) on the configured contract',
    )
    t.equal(second.raw_data.fee_limit, Number((USDT_FEE * 3n) / 2n), 'fee_limit: the estimate with half again as margin')
    t.equal(broadcasts().length, 2)
  },
)

t.test(
  'sendTransfer TRX and USDT: error: insufficient_funds checked before signing; a foreign signature and a bad address refused',
  async (t) => {
    const { node, customer, broadcasts, send } = await setup(t)
    node.balances.set(customer, String(5n * TRX))
    node.usdt.set(tronHex20(customer), 10_000_000n)

    t.match(await send('TRX', 5n * TRX), {
      ok: false,
      code: 'insufficient_funds',
      message: /holds 5 TRX, the transfer needs 5\.27 TRX including up to 0\.27 TRX/,
    })
    t.match(
      await send('USDT', 10_000_001n),
      { ok: false, code: 'insufficient_funds', message: /holds 10 USDT/ },
      'more USDT than held: the chain would revert it and burn energy',
    )
    t.match(
      await send('USDT', 10_000_000n),
      { ok: false, code: 'insufficient_funds', message: /holds 5 TRX, the transfer needs 13\.84485 TRX/ },
      'USDT held, but not the TRX its energy burns',
    )
    t.match(await send('USDC', 1n), { ok: false, code: 'currency_unavailable' })
    t.match(
      await send('TRX', 1n, { to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' }),
      { ok: false, code: 'broadcast_failed', message: /not a TRON address/ },
      'a checksum typo is refused',
    )
    t.equal(broadcasts().length, 0, 'nothing was broadcast')

    t.match(
      await send('TRX', TRX, { index: 1 }),
      { ok: false, code: 'broadcast_failed', message: /^invalid_signature: SIGERROR: Validate signature error/ },
      'the node refuses a transfer signed by another key',
    )
    t.match(await send('TRX', 4n * TRX), { ok: true }, 'what the balance covers goes out')
  },
)

t.test(
  'settlement TRX and USDT: the block and the sun actually burnt, read from the solidity node once the block is irreversible',
  async (t) => {
    const { node, customer, payee, send } = await setup(t)
    node.balances.set(customer, String(40n * TRX))
    node.usdt.set(tronHex20(customer), 30_000_000n)
    const adapter = tronAdapter({ rpcUrl: node.url, usdtContract: USDT })
    const sun = () => BigInt(node.balances.get(customer) ?? '0')

    let before = sun()
    const trx = await send('TRX', 1_500_000n)
    if (!trx.ok) throw new Error(trx.message)
    const trxBlock = node.tip()
    t.equal(await adapter.settlement!(trx.txHash), null, 'in a block that is not solidified yet: not settled')
    node.solidified = node.tip()
    const trxSettled = await adapter.settlement!(trx.txHash)
    t.match(trxSettled, { blockNumber: trxBlock }, 'the block it was executed in')
    t.equal(trxSettled!.fee, before - sun() - 1_500_000n, 'the fee is the sun that left the sender beyond the amount')
    t.ok(
      trxSettled!.fee! > 0n && trxSettled!.fee! < TRX_FEE,
      `bandwidth burnt (${trxSettled!.fee}) is below the ${TRX_FEE} bound recorded at broadcast`,
    )
    t.equal(BigInt(node.balances.get(payee)!), 1_500_000n, 'the payee got the amount')

    before = sun()
    const usdt = await send('USDT', 25_000_000n)
    if (!usdt.ok) throw new Error(usdt.message)
    node.solidified = node.tip()
    const usdtSettled = await adapter.settlement!(usdt.txHash)
    t.match(usdtSettled, { blockNumber: node.tip() })
    t.equal(usdtSettled!.fee, before - sun(), 'energy and bandwidth burnt, all of it TRX that left the sender')
    t.ok(
      usdtSettled!.fee! > 64_285n * 210n && usdtSettled!.fee! <= USDT_FEE,
      'energy at the chain price plus bandwidth, within the estimate',
    )
    t.equal(node.usdt.get(tronHex20(payee)), 25_000_000n)
    t.match(await adapter.transaction(usdt.txHash), { status: 'confirmed', currency: 'USDT', amount: 25_000_000n })

    // With free bandwidth left, a TRX transfer burns nothing: java-tron omits `fee`, which is a fee of 0.
    node.freeBandwidth.set(customer, 5_000)
    before = sun()
    const free = await send('TRX', TRX)
    if (!free.ok) throw new Error(free.message)
    node.solidified = node.tip()
    t.same(await adapter.settlement!(free.txHash), { blockNumber: node.tip(), fee: 0n })
    t.equal(before - sun(), TRX, 'only the amount left')
    t.equal(await adapter.settlement!('ab'.repeat(32)), null, 'unknown: {}')
  },
)
