/**
 * What an XRP account may spend: its balance in the current (open) ledger
 * minus the reserve it must keep, the base reserve plus one increment per
 * owned object, at the amounts the server's validated ledger sets
 * (`server_state` reports them in drops, integers; `server_info` would give
 * XRP as decimals).
 */
import { field, objectField } from '../../platform/json_object'
import { answerInteger, XrpRpcError, type XrpTransport } from './transport'

export interface Reserves {
  readonly baseDrops: bigint
  readonly incrementDrops: bigint
}

export type AccountFunds =
  { readonly exists: false } | { readonly exists: true; readonly balanceDrops: bigint; readonly reserveDrops: bigint }

export async function reserves(rpc: XrpTransport): Promise<Reserves> {
  const ledger = objectField(field(await rpc.request('server_state'), 'state'), 'validated_ledger')
  if (!ledger) throw new Error('server_state: the server has no validated ledger yet')
  return { baseDrops: answerInteger(ledger, 'reserve_base'), incrementDrops: answerInteger(ledger, 'reserve_inc') }
}

/** An account's balance and reserve; `exists: false` for an address never funded (it holds nothing and needs the base reserve to exist). */
export async function accountFunds(rpc: XrpTransport, address: string, r: Reserves): Promise<AccountFunds> {
  try {
    const info = await rpc.request('account_info', {
      account: address,
      ledger_index: 'current',
    })
    const owned = field(info, 'account_data', 'OwnerCount') === undefined ? 0n : answerInteger(info, 'account_data', 'OwnerCount')
    return {
      exists: true,
      balanceDrops: answerInteger(info, 'account_data', 'Balance'),
      reserveDrops: r.baseDrops + owned * r.incrementDrops,
    }
  } catch (error) {
    if (error instanceof XrpRpcError && error.code === 'actNotFound') return { exists: false }
    throw error
  }
}
