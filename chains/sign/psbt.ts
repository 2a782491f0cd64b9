/** Signs every input of a P2PKH PSBT with one derived key (inside the worker) and returns the final transaction. */
import { bitcoin } from '../bitcoinjs'
import { utxoNetwork } from '../derive/addresses'
import { ecc, ecpair } from '../esm_deps'

const ECPair = ecpair.ECPairFactory(ecc)

export function signPsbt(
  privateKey: Buffer,
  network: 'BTC' | 'LTC',
  isTestnet: boolean,
  psbtBase64: string,
): { hex: string; txid: string } {
  const net = utxoNetwork(network, isTestnet)
  const psbt = bitcoin.Psbt.fromBase64(psbtBase64, { network: net })
  const signer = ECPair.fromPrivateKey(privateKey, { network: net })
  psbt.signAllInputs(signer)
  psbt.finalizeAllInputs()
  const tx = psbt.extractTransaction()
  return { hex: tx.toHex(), txid: tx.getId() }
}
