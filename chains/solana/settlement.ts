/**
 * Where a Solana transaction landed and what it cost its fee payer, from a
 * `getTransaction` reply (jsonParsed): the slot, the fee the runtime
 * charged (`meta.fee`, charged even when the transaction failed), and the
 * rent of every associated token account the payer created in it. A
 * created account is told apart from an existing one by its balances: it
 * held no lamports before and holds its rent after (CreateIdempotent on an
 * existing account moves nothing, and a failed transaction creates
 * nothing). This is the cost the send recorded at broadcast, now as paid.
 */
import { isJsonObject } from '../../platform/json_object'
import type { Settlement } from '../adapter'
import { u64, type ParsedTransaction } from './parse'

const CREATES = new Set(['create', 'createIdempotent'])

export function solanaSettlement(tx: ParsedTransaction): Settlement {
  const blockNumber = Number(u64(tx.slot))
  const meta = tx.meta
  if (!meta || meta.fee === undefined) return { blockNumber }
  const keys = tx.transaction.message.accountKeys.map((k) => (typeof k === 'string' ? k : k.pubkey))
  const payer = keys[0]
  const all = [...tx.transaction.message.instructions, ...(meta.innerInstructions ?? []).flatMap((i) => i.instructions)]
  const created = new Set<string>()
  for (const ix of all) {
    const info = ix.parsed?.info
    if (ix.program === 'spl-associated-token-account' && CREATES.has(ix.parsed?.type ?? '') && isJsonObject(info) && info.source === payer)
      created.add(String(info.account))
  }
  let rent = 0n
  for (const account of created) {
    const at = keys.indexOf(account)
    const before = meta.preBalances?.[at]
    const after = meta.postBalances?.[at]
    if (at < 0 || before === undefined || after === undefined) continue
    if (u64(before) === 0n) rent += u64(after)
  }
  return { blockNumber, fee: u64(meta.fee) + rent }
}
