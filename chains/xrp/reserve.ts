/**
 * What an XRP account may spend: its balance in the current (open) ledger
 * minus the reserve it must keep, the base reserve plus one increment per
 * owned object, at the amounts the server's validated ledger sets
 * (`server_state` reports them in drops, integers; `server_info` would give
 * XRP as decimals).
 */
import { XrpRpcError, type XrpTransport } from './transport'

export interface Reserves {
  readonly baseDrops: bigint
  readonly incrementDrops: bigint
}

export type AccountFunds =
  { readonly exists: false } | { readonly exists: true; readonly balanceDrops: bigint; readonly reserveDrops: bigint }

export async function reserves(rpc: XrpTransport): Promise<Reserves> {
  const { state } = await rpc.request<{ state: { validated_ledger?: { reserve_base: number | string; reserve_inc: number | string } } }>(
    'server_state',
  )
  const ledger = state.validated_ledger
  if (!ledger) throw new Error('server_state: the server has no validated ledger yet')
  return { baseDrops: BigInt(ledger.reserve_base), incrementDrops: BigInt(ledger.reserve_inc) }
}

/** An account's balance and reserve; `exists: false` for an address never funded (it holds nothing and needs the base reserve to exist). */
export async function accountFunds(rpc: XrpTransport, address: string, r: Reserves): Promise<AccountFunds> {
  try {
    const info = await rpc.request<{ account_data: { Balance: string; OwnerCount?: number } }>('account_info', {
      account: address,
      ledger_index: 'current',
    })
    return {
      exists: true,
      balanceDrops: BigInt(info.account_data.Balance),
      reserveDrops: r.baseDrops + BigInt(info.account_data.OwnerCount ?? 0) * r.incrementDrops,
    }
  } catch (error) {
    if (error instanceof XrpRpcError && error.code === 'actNotFound') return { exists: false }
    throw error
  }
}
