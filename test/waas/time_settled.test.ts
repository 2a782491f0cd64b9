import t from 'tap'
import { associatedTokenAddress } from '../../chains/solana/ata'
import { kit } from '../../chains/solana/kit'
import { startBchNode } from '../support/bch_node'
import { startRippled } from '../support/rippled'
import { startSolanaRpc } from '../support/solana_rpc'
import { startTronNode } from '../support/tron_node'
import { ALL_WALLET_PERMISSIONS, eventually, startWaas, walletEvents } from '../support/waas'

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
// What each send recorded at broadcast: TRX's bandwidth bound (270 bytes at 1000 sun), SOL's fee plus the payee's new USDC account.
const TRX_FEE_BOUND = 270_000n
const SOL_FEE_WITH_ACCOUNT = 5000n + 2_039_280n

t.test(
  'time-settled networks (XRP, TRX, SOL, BCH): a confirmed wallet send gets its block and the fee actually paid from the adapter, and shows 1 confirmation',
  async (t) => {
    const [rippled, tron, solana, bch] = await Promise.all([startRippled(), startTronNode(USDT), startSolanaRpc(), startBchNode()])
    const rig = await startWaas('waasts', {
      XRP_RPC_URL: rippled.httpUrl,
      TRX_RPC_URL: tron.url,
      TRX_USDT: USDT,
      SOL_RPC_URL: solana.url,
      SOL_USDC: USDC,
      BCH_RPC_URL: bch.url,
      BCH_RPC_AUTH: 'user:pass',
      BCH_CONFIRMATIONS: '1',
      DEPOSIT_POLL_MS: '100',
      WALLET_TRACK_MS: '100',
    })
    t.teardown(async () => {
      await rig.close()
      await Promise.all([rippled.stop(), tron.close(), solana.close(), bch.close()])
    })
    await rig.plan('professional')
    const key = rig.as(await rig.key('live', ALL_WALLET_PERMISSIONS))
    const hooks = await rig.webhooks(false)
    for (const customer of ['erin', 'frank'])
      t.equal((await key('POST', '/api/v1/wallet/customers', { customer_id: customer })).status, 200)
    const derive = async (customer: string, network: string, isTestnet = false) =>
      (await key('POST', `/api/v1/wallet/${customer}/derive`, { network, index: 0, is_testnet: isTestnet })).body.address as string
    const erin = {
      XRP: await derive('erin', 'XRP'),
      TRX: await derive('erin', 'TRX'),
      SOL: await derive('erin', 'SOL'),
      BCH: await derive('erin', 'BCH', true),
    }
    const frank = {
      XRP: await derive('frank', 'XRP'),
      TRX: await derive('frank', 'TRX'),
      SOL: await derive('frank', 'SOL'),
      BCH: await derive('frank', 'BCH', true),
    }

    rippled.accounts.set(erin.XRP, { Balance: '50000000', Sequence: 1 })
    tron.balances.set(erin.TRX, '20000000')
    solana.lamports.set(erin.SOL, '1000000000')
    solana.tokens.set(await associatedTokenAddress(erin.SOL, USDC), '30000000')
    bch.fund(erin.BCH, 100_000_000n)
    bch.mine()

    const send = (network: string, currency: string, amount: string) =>
      key('POST', '/api/v1/wallet/erin/transfer', { network, currency, to_address: frank[network as keyof typeof frank], amount })
    const sent = {
      XRP: await send('XRP', 'XRP', '2.5'),
      TRX: await send('TRX', 'TRX', '1.5'),
      SOL: await send('SOL', 'USDC', '25.5'),
      BCH: await send('BCH', 'BCH', '0.4'),
    }
    for (const [network, reply] of Object.entries(sent))
      t.match(reply, { status: 200, body: { status: 'submitted', network } }, `${network} submitted`)
    t.equal(sent.TRX.body.gas_fee, TRX_FEE_BOUND.toString(), 'TRX records the bandwidth bound at broadcast')
    t.equal(sent.SOL.body.gas_fee, SOL_FEE_WITH_ACCOUNT.toString(), "SOL records fee plus the rent of the payee's token account")
    const trxBlock = tron.tip()

    // Each network settles its own way: a validated ledger, a solidified block, finalized, a block deep enough.
    rippled.close()
    tron.solidified = tron.tip()
    solana.finalizeAll()
    bch.mine()
    const stored = async () => (await key('GET', '/api/v1/wallet/erin/transactions')).body.transactions as Array<Record<string, any>>
    const done = await eventually(
      async () => {
        const list = await stored()
        return list.length === 4 && list.every((x) => x.status === 'confirmed') && list
      },
      20_000,
      'four sends confirmed',
    )
    const byNetwork = Object.fromEntries(done.map((x) => [x.network, x]))

    const trxPaid = 20_000_000n - 1_500_000n - BigInt(tron.balances.get(erin.TRX)!)
    const solSlot = Number((await kit.createSolanaRpc(solana.url).getSignatureStatuses([sent.SOL.body.tx_hash]).send()).value[0]!.slot)
    t.match(
      byNetwork.XRP,
      { tx_hash: sent.XRP.body.tx_hash, confirmations: 1, block_number: rippled.validated, gas_fee: '12' },
      'XRP: the validated ledger index and the Fee',
    )
    t.match(
      byNetwork.TRX,
      { tx_hash: sent.TRX.body.tx_hash, confirmations: 1, block_number: trxBlock, gas_fee: trxPaid.toString() },
      'TRX: the block and the sun burnt',
    )
    t.ok(trxPaid > 0n && trxPaid < TRX_FEE_BOUND, `TRX: ${trxPaid} burnt replaces the ${TRX_FEE_BOUND} bound`)
    t.match(
      byNetwork.SOL,
      { tx_hash: sent.SOL.body.tx_hash, confirmations: 1, block_number: solSlot, gas_fee: SOL_FEE_WITH_ACCOUNT.toString() },
      "SOL: the slot, meta.fee and the created account's rent",
    )
    t.equal(BigInt(solana.lamports.get(erin.SOL)!), 1_000_000_000n - SOL_FEE_WITH_ACCOUNT, 'SOL: exactly that left the sender')
    t.match(
      byNetwork.BCH,
      { tx_hash: sent.BCH.body.tx_hash, confirmations: 1, block_number: 2, gas_fee: sent.BCH.body.gas_fee },
      'BCH: the block height; the fee summed from the spent output is the one built',
    )

    await eventually(
      async () => walletEvents(hooks).filter((e) => e.event === 'wallet.transfer.confirmed').length === 4,
      20_000,
      'confirmed webhooks',
    )
    const confirmed = Object.fromEntries(
      walletEvents(hooks)
        .filter((e) => e.event === 'wallet.transfer.confirmed')
        .map((e) => [e.data.network, e.data]),
    )
    for (const network of ['XRP', 'TRX', 'SOL', 'BCH'])
      t.equal(confirmed[network]!.block_number, byNetwork[network].block_number, `${network}: the webhook carries the block`)
  },
)
