/**
 * Broadcast and check of a recorded send, dispatched to the network's
 * branch (evm_settle, utxo_settle, account_settle) or to the sandbox
 * ledger. Neither ever throws for a node fault: a broadcast without an
 * answer is `unknown`; a check that cannot reach the node throws, and the
 * caller simply checks again later.
 */
import type { NetworkAccess } from '../network_access'
import { broadcastAnswer, checkByHash, clockProgress, solanaProgress, xrpProgress } from './account_settle'
import { broadcastEvm, checkEvm } from './evm_settle'
import type { BroadcastAnswer, CheckAnswer, SendPayload, SignedTransaction } from './signed'
import { errorText } from './signed'
import { broadcastUtxo, checkUtxo } from './utxo_settle'
import { parseTronSigned } from '../sign/trx'

/** `reference`: the send id; the sandbox ledger sends once per reference. */
export async function broadcastSend(chains: NetworkAccess, payload: SendPayload, reference: string | undefined): Promise<BroadcastAnswer> {
  if (payload.mode === 'sandbox') {
    try {
      const sent = await chains.ledger.send({
        network: payload.network,
        currency: payload.currency,
        fromAddress: payload.from,
        toAddress: payload.to,
        amount: payload.amount,
        ...(payload.feeFromAmount ? { feeFromAmount: true } : {}),
        ...(reference ? { reference } : {}),
      })
      if (!sent.ok) return { kind: 'rejected', code: sent.code, message: sent.message }
      return { kind: 'accepted', txHash: sent.transfer.txHash, fee: sent.fee, sent: sent.transfer.amount }
    } catch (error) {
      return { kind: 'unknown', detail: errorText(error) }
    }
  }
  return broadcastLive(chains, payload)
}

function broadcastLive(chains: NetworkAccess, signed: SignedTransaction): Promise<BroadcastAnswer> {
  const n = signed.network
  const evm = chains.evm(n)
  if (evm) return broadcastEvm(evm, signed)
  const bch = chains.bch(n)
  if (bch) return broadcastAnswer(() => bch.send(signed.raw), signed)
  const utxo = chains.utxo(n)
  if (utxo) return broadcastUtxo(utxo, signed)
  const tron = chains.tron(n)
  if (tron) return broadcastAnswer(() => tron.broadcast(parseTronSigned(signed.raw)), signed)
  const solana = chains.solana(n)
  if (solana) return broadcastAnswer(() => solana.broadcast(signed.raw), signed)
  const xrp = chains.xrp(n)
  if (xrp) return broadcastAnswer(() => xrp.broadcast(signed.raw), signed)
  return Promise.resolve({ kind: 'unknown', detail: `no live ${n} endpoint is configured now; the send waits for one` })
}

/** Where a recorded send stands on its chain. `txHash`: the sandbox ledger's hash (live sends carry their own). */
export async function checkSend(chains: NetworkAccess, payload: SendPayload, txHash: string | null): Promise<CheckAnswer> {
  if (payload.mode === 'sandbox') {
    if (!txHash) return { kind: 'missing' }
    const seen = await chains.ledger.adapter(payload.network).transaction(txHash)
    if (!seen) return { kind: 'missing' }
    if (seen.status === 'detected') return { kind: 'pending' }
    return { kind: 'included', outcome: seen.status === 'confirmed' ? 'confirmed' : 'reverted', block: null }
  }
  const n = payload.network
  const evm = chains.evm(n)
  if (evm) return checkEvm(evm, payload)
  const bch = chains.bch(n)
  if (bch) return checkUtxo(bch, payload)
  const utxo = chains.utxo(n)
  if (utxo) return checkUtxo(utxo, payload)
  const tron = chains.tron(n)
  if (tron) return checkByHash(tron, payload, clockProgress())
  const solana = chains.solana(n)
  if (solana) return checkByHash(solana, payload, solanaProgress(solana))
  const xrp = chains.xrp(n)
  if (xrp) return checkByHash(xrp, payload, xrpProgress(xrp))
  throw new Error(`no live ${n} endpoint is configured (${n}_RPC_URL): ${payload.txHash} cannot be checked`)
}
