/**
 * waas.createCustomer. The merchant's slot count and the new wallet are one
 * commit (ActorHost.askSpawning): a crash leaves both or neither, and a retry
 * finds the wallet, so it can never count twice. The mnemonic is generated
 * and sealed in a worker and shown once; with an Idempotency-Key a repeat
 * within 24 h gets the same answer, the mnemonic opened again from the
 * sealed envelope the wallet keeps (nothing is stored in clear), but only
 * for the API key that created the wallet or one holding wallet:reveal_seed
 * (replay.ts): the Idempotency-Key is shared by all of the merchant's keys.
 */
import { walletRef } from './decide'
import { actingParty } from '../../platform/audit'
import { recordAuditNow } from '../accounts'
import type { Caller } from '../../platform/caller'
import { RejectionError, reject } from '../../platform/errors'
import { firstOf, present } from '../../platform/present'
import { fingerprint, keyId, keyScope } from '../../platform/idempotency'
import { WALLET_KEY, WALLET_KEY_RETENTION_MS } from './key_rules'
import type { MethodHandler } from '../../platform/module'
import { implement, type Implementation } from '../../platform/operation'
import { createCustomer } from './api/operations'
import { unwrap } from '../runtime/unwrap'
import type { ActiveMerchant } from '../accounts'
import { merchantRef, reconciledOnRefusal } from '../accounts'
import { serialized } from '../../platform/serialized'
import { businessOf, modeOf, walletActorId, type WaasContext } from './context'
import { storedWallet, walletByKey } from './queries'
import { walletExists } from './rejections'
import { decideReplay } from './replay'
import type { ActiveWallet, CreatedWith } from './state'
import type { WalletCommand } from './commands'
import { walletView } from './views'

export function createCustomerMethod(waas: WaasContext): Implementation {
  // One create per wallet id at a time in this process: a concurrent twin waits and then finds the wallet (or its key).
  const oneAtATime = serialized()
  return implement(createCustomer, async (b, caller) => {
    const wordCount = b.word_count ?? 12
    if (wordCount !== 12 && wordCount !== 24) {
      throw new RejectionError(reject('INVALID_WORD_COUNT', 'invalid word count: must be 12 or 24', 'word_count'))
    }
    const key = keyOf(caller, b.idempotency_key, { customer_id: b.customer_id, word_count: wordCount })
    const id = walletActorId(caller, b.customer_id)
    return oneAtATime(id, async () => (key && (await replay(waas, key, caller))) || create(waas, caller, id, b.customer_id, wordCount, key))
  })
}

/**
 * The key's id, scoped to merchant and environment (a test key never replays a live wallet), the request's hash, and
 * the API key making the create (the one a replay will show the mnemonic to).
 */
function keyOf(caller: Caller, key: string | undefined, body: { customer_id: string; word_count: 12 | 24 }): CreatedWith | undefined {
  if (key === undefined) return undefined
  const scope = keyScope(WALLET_KEY, businessOf(caller), caller.isTestMode)
  return { keyId: keyId(scope, key), requestHash: fingerprint(body), apiKeyId: caller.keyId }
}

/**
 * The answer of the create this key made in the last 24 h, or null. Refused (replay.ts) for another body under the
 * same key, and for a caller who may not see the mnemonic: before it is opened, and with nothing created or counted.
 */
async function replay(waas: WaasContext, key: CreatedWith, caller: Caller) {
  const wallet = await walletByKey(waas.payments.sql, key.keyId, waas.payments.clock.nowMs() - WALLET_KEY_RETENTION_MS)
  if (!wallet) return null
  const decision = decideReplay(wallet, key, caller, waas.payments.clock.nowMs())
  if (decision.kind === 'refuse') throw new RejectionError(decision.rejection)
  if (decision.kind === 'first') return null
  // A replay hands the words out again: on record first, as any reveal (actors/accounts/audit/store.ts).
  await recordAuditNow(
    waas.payments.sql,
    {
      businessId: businessOf(caller),
      action: 'wallet.seed_revealed',
      by: actingParty(caller),
      target: { type: 'customer_wallet', id: wallet.id },
      changes: { customer_id: wallet.customerId, mode: modeOf(caller), via: 'create_replay' },
    },
    waas.payments.clock.nowMs(),
  )
  return { ...walletView(wallet), mnemonic: await waas.chains.pool.revealMnemonic(wallet.id, wallet.envelope) }
}

async function create(waas: WaasContext, caller: Caller, id: string, customerId: string, wordCount: 12 | 24, key: CreatedWith | undefined) {
  const { sql, host } = waas.payments
  const businessId = businessOf(caller)
  // Read from the store, not asked: a copy in memory would push the create off the one-commit path.
  if (await storedWallet(sql, id)) throw new RejectionError(walletExists(customerId))
  // The plan's refusal (402, 403) before a mnemonic is generated; the count itself comes with the wallet.
  const clock = () => waas.payments.clock.nowMs()
  const check = () => waas.merchant(businessId, { type: 'check_wallet' })
  await reconciledOnRefusal(waas.merchant, sql, businessId, clock, 'WALLET_LIMIT_EXCEEDED', check)
  const row = firstOf(await sql<{ id: string }[]>`SELECT nextval('waas_wallet_ids')::text AS id`, 'a wallet id')
  let sealed: { envelope: string; words: string[] }
  try {
    sealed = await waas.chains.pool.generateWallet(id, wordCount)
  } catch {
    throw new RejectionError(reject('WALLET_CREATION_FAILED', 'failed to create the wallet'))
  }
  const command: WalletCommand = {
    type: 'create',
    businessId,
    customerId,
    mode: modeOf(caller),
    walletId: Number(row.id),
    envelope: sealed.envelope,
    wordCount,
    ...(key ? { createdWith: key } : {}),
  }
  const spawn = { ref: walletRef(id), command: () => command }
  const { parent, child } = await host.askSpawning(merchantRef(businessId), { type: 'reserve_wallet' }, spawn)
  unwrap(parent)
  const created = present(child, `the wallet of ${customerId}`)
  if (!created.ok) {
    // Only when the wallet was created by a second ask (its shard served elsewhere) and refused, a concurrent twin
    // having won: the slot that ask's parent counted is given back. A twin with the same key gets the twin's answer.
    await waas.merchant(businessId, { type: 'release_wallet' }).catch(() => undefined)
    if (key) {
      const answer = await replay(waas, key, caller)
      if (answer) return answer
    }
  }
  return { ...walletView(unwrap(created)), mnemonic: sealed.words }
}
