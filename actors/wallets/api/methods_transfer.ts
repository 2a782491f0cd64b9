/**
 * Sends out of a customer wallet and the wallet's transaction list. A send
 * records its intent in the wallet actor, goes through the exactly-once
 * send path (actors/chain_send: signed and recorded before the first
 * broadcast; sandbox ledger for test keys), then records the broadcast; the
 * response says `submitted` (also when the node's answer was lost: the
 * transaction is on its way or will be re-broadcast unchanged) and the
 * stored transaction is `pending` until the tracker sees it confirmed or
 * failed. A retry with the same Idempotency-Key answers the same transfer.
 */
import { randomUUID } from 'node:crypto'
import type { Network } from '../../../chains/networks'
import { RejectionError, reject } from '../../../platform/errors'
import type { MethodHandler } from '../../../platform/module'
import { implement, methodTable } from '../../../platform/operation'
import * as ops from './operations'
import { feeOn } from '../fees/decide'
import { serialized } from '../../../platform/serialized'
import { businessOf, feesActorId, walletActorId, type WaasContext } from '../context'
import { addressOf, amountOf, currencyOf, networkOf } from '../inputs'
import { scopedId, type ActiveWallet, type SendIntent, type WalletTx } from '../state'
import { keyOutcome, fingerprint, uuidFromKey } from '../../../platform/idempotency'
import { TRANSFER_KEY } from '../key_rules'
import { sendWalletTransfer, transferRequest } from '../chain_sends'
import { human, platformFeeAmount, transactionView, txAmounts } from '../views'

/** The answer to a transfer request, the same for its first call and any replay with the same Idempotency-Key. */
function submittedView(w: ActiveWallet, tx: WalletTx) {
  return {
    id: scopedId(w.walletId, tx.seq),
    tx_hash: tx.txHash,
    network: tx.network,
    currency: tx.currency,
    ...txAmounts(tx),
    from_address: tx.fromAddress,
    to_address: tx.toAddress,
    status: 'submitted',
    ...(tx.fee
      ? { platform_fee: { ...platformFeeAmount(tx), fee_percent: tx.fee.percent, fee_address: tx.fee.address, status: 'due' } }
      : {}),
  }
}

/** What makes two transfers the same request: where from, where to, what and how much. */
const transferPrint = (t: Pick<SendIntent, 'network' | 'currency' | 'fromAddress' | 'toAddress' | 'amount'>) =>
  fingerprint({ network: t.network, currency: t.currency, from: t.fromAddress, to: t.toAddress, amount: t.amount })

/**
 * A transfer whose Idempotency-Key was used before: a different request under
 * the same key is 409 IDEMPOTENCY_KEY_REUSED; the same request gets the first
 * transfer (nothing is signed again), or null while it is still being sent,
 * in which case the caller asks the send path again with the same send id.
 */
function replay(w: ActiveWallet, intent: SendIntent, nowMs: number): WalletTx | null {
  const tx = w.transactions.find((t) => t.type === 'send' && t.key === intent.sendId)!
  const key = keyOutcome({ fingerprint: transferPrint(tx) }, { fingerprint: transferPrint(intent) }, TRANSFER_KEY, nowMs)
  if (key.kind === 'reused') throw new RejectionError(key.rejection)
  return tx.status === 'submitting' ? null : tx
}

/**
 * The fee is collected after the send confirms; the customer must hold it now, so it is not spent in between by accident.
 * An unreadable balance (a token with no contract configured, a node hiccup) skips the check: the send path
 * answers for itself (CURRENCY_UNAVAILABLE, INSUFFICIENT_FUNDS) and an unpaid fee is retried later.
 */
async function checkFeeFunds(
  waas: WaasContext,
  sandbox: boolean,
  address: string,
  network: Network,
  currency: string,
  amount: bigint,
  fee: NonNullable<SendIntent['fee']>,
): Promise<void> {
  const balance = await waas.chains
    .adapter(network, sandbox)
    ?.balance(address, currency)
    .catch(() => undefined)
  if (balance !== undefined && balance < amount + fee.amount) {
    throw new RejectionError(
      reject(
        'INSUFFICIENT_FUNDS',
        `insufficient funds: ${address} holds ${human(network, currency, balance)} ${currency}, the transfer needs ${human(network, currency, amount + fee.amount)} including the ${fee.percent} fee`,
      ),
    )
  }
}

export function transferMethods(waas: WaasContext): Record<string, MethodHandler> {
  const oneAtATime = serialized()
  return methodTable(
    implement(ops.transfer, async (b, caller) => {
      const network = networkOf(b.network)
      const { currency, decimals } = currencyOf(network, b.currency)
      const toAddress = addressOf(network, b.to_address, 'to_address')
      const amount = amountOf(b.amount, decimals)
      await waas.merchant(businessOf(caller), { type: 'check_active' })
      const w = await waas.wallet(walletActorId(caller, b.customerID), { type: 'get' })
      const candidates = w.addresses.filter((a) => a.network === network && a.index === b.index)
      const from = candidates.find((a) => a.isTestnet === caller.isTestMode) ?? candidates[0]
      if (!from)
        throw new RejectionError(reject('ADDRESS_NOT_FOUND', `no ${network} address at index ${b.index}: derive it first`, 'index'))
      const config = await waas.fees(feesActorId(caller), { type: 'get' })
      const feeAddress = config.feeAddresses[network]
      const feeAmount = config.isEnabled && feeAddress ? feeOn(amount, config.feePercent) : 0n
      const fee = feeAmount > 0n ? { amount: feeAmount, percent: config.feePercent, address: feeAddress! } : null
      const sandbox = caller.isTestMode
      return oneAtATime(w.id, async () => {
        // The send's id is named after the key within the wallet (merchant, environment and customer): this layout
        // predates the shared keyId, and a retry of a send made before must find that send, never start another.
        const sendId = b.idempotency_key ? uuidFromKey(TRANSFER_KEY.operation, w.id, b.idempotency_key) : randomUUID()
        const intent: SendIntent = {
          sendId,
          network,
          currency,
          fromAddress: from.address,
          toAddress,
          amount,
          index: from.index,
          isTestnet: from.isTestnet,
          fee,
        }
        // A retry is answered before any check of funds: the first attempt spent them.
        const current = await waas.wallet(w.id, { type: 'get' })
        const begun = current.transactions.some((t) => t.type === 'send' && t.key === sendId)
        const done = begun ? replay(current, intent, waas.payments.clock.nowMs()) : null
        if (done) return submittedView(current, done)
        if (!begun) {
          if (fee) await checkFeeFunds(waas, sandbox, from.address, network, currency, amount, fee)
          try {
            await waas.wallet(w.id, { type: 'begin_send', intent })
          } catch (error) {
            // Another host began the same key in between: the send path answers its send.
            if (!(error instanceof RejectionError) || error.rejection.code !== 'SEND_EXISTS') throw error
            const again = await waas.wallet(w.id, { type: 'get' })
            const settled = replay(again, intent, waas.payments.clock.nowMs())
            if (settled) return submittedView(again, settled)
          }
        }
        const sent = await sendWalletTransfer(waas, w, sendId, transferRequest(w, intent, sandbox))
        return submittedView(sent.wallet, sent.tx)
      })
    }),
    implement(ops.transactions, async (q, caller) => {
      // A fault reading the wallet (store unreachable) answers with the spec's own 500 text; a rejection (404) stays as it is.
      const w = await waas.wallet(walletActorId(caller, q.customerID), { type: 'get' }).catch((error: unknown) => {
        throw error instanceof RejectionError
          ? error
          : new RejectionError(reject('TRANSACTIONS_FETCH_FAILED', 'Failed to fetch transactions'))
      })
      const network = q.network ? networkOf(q.network) : undefined
      const currency = q.currency?.toUpperCase()
      const matching = w.transactions
        .filter(
          (t) =>
            t.status !== 'submitting' &&
            (!network || t.network === network) &&
            (!currency || t.currency === currency) &&
            (!q.status || t.status === q.status),
        )
        .reverse()
      const page = matching.slice((q.page - 1) * q.limit, q.page * q.limit).map((t) => transactionView(w, t))
      return { customer_id: w.customerId, transactions: page, page: q.page, limit: q.limit, total: matching.length }
    }),
  )
}
