/**
 * One litecoind regtest block paying many addresses in one transaction. The node runs without a wallet
 * (test/support/litecoind.ts), so the bench holds its own key: coinbases are mined to it, and each payment is a
 * transaction it builds and signs from one of them.
 */
import { bitcoin } from '../../chains/bitcoinjs'
import { utxoNetwork } from '../../chains/derive/addresses'
import { ecc, ecpair } from '../../chains/esm_deps'
import { coinsToUnits } from '../../chains/utxo/rpc'
import type { Litecoind } from '../../test/support/litecoind'

const NET = utxoNetwork('LTC', true)
const ECPair = ecpair.ECPairFactory(ecc)
/** Coinbases mined to the bench's key; one pays each block, so this bounds the blocks a run can pay. */
const COINBASES = 20
/** 0.01 LTC: far above the relay minimum for a transaction of a thousand outputs (about 34 kB). */
const FEE = 1_000_000n

type Coin = { txid: string; value: bigint; hex: string }

export interface LtcPayer {
  /** Pays each payee in one transaction, mines it in one block, and answers the moment the block exists. */
  pay(payees: ReadonlyArray<{ address: string; units: bigint }>): Promise<number>
}

export async function ltcPayer(node: Litecoind): Promise<LtcPayer> {
  const key = ECPair.makeRandom({ network: NET })
  const own = bitcoin.payments.p2pkh({ pubkey: Buffer.from(key.publicKey), network: NET }).address!
  const miner = bitcoin.payments.p2pkh({ pubkey: Buffer.from(ECPair.makeRandom({ network: NET }).publicKey), network: NET }).address!
  const first = (await node.rpc.call<number>('getblockcount')) + 1
  await node.rpc.call('generatetoaddress', [COINBASES, own])
  await node.rpc.call('generatetoaddress', [100, miner]) // coinbases spend after 100 blocks
  const coins: Coin[] = []
  for (let height = first; height < first + COINBASES; height++) {
    const hash = await node.rpc.call<string>('getblockhash', [height])
    const block = await node.rpc.call<{ tx: Array<{ txid: string; hex: string; vout: Array<{ value: number | string }> }> }>('getblock', [
      hash,
      2,
    ])
    const coinbase = block.tx[0]!
    coins.push({ txid: coinbase.txid, hex: coinbase.hex, value: coinsToUnits(String(coinbase.vout[0]!.value)) })
  }
  return {
    async pay(payees) {
      const coin = coins.shift()
      if (!coin) throw new Error(`the LTC payer has paid its ${COINBASES} blocks`)
      const psbt = new bitcoin.Psbt({ network: NET })
      psbt.addInput({ hash: coin.txid, index: 0, nonWitnessUtxo: Buffer.from(coin.hex, 'hex') })
      let total = 0n
      for (const p of payees) {
        psbt.addOutput({ address: p.address, value: p.units })
        total += p.units
      }
      psbt.addOutput({ address: own, value: coin.value - total - FEE })
      psbt.signAllInputs(key)
      psbt.finalizeAllInputs()
      await node.rpc.call('sendrawtransaction', [psbt.extractTransaction().toHex()])
      await node.rpc.call('generatetoaddress', [1, miner])
      return Date.now()
    },
  }
}
