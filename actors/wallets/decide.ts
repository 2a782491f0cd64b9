/**
 * The customer wallet state machine. Creation, derived addresses, deposits
 * and sends each have one guard ladder; deposit and send details live in
 * deposits.ts and sends.ts. Pure: the sealed mnemonic is only stored here,
 * never opened.
 */
import { withActivity } from '../runtime/activity'
import { walletActivity } from './activity'
import { accepted, rejected, unchanged, type ActorKind, type Decision, refTo } from '../runtime/types'
import { observeDeposit } from './deposits'
import { walletReadModel } from './read_model'
import { walletExists, walletRejection } from './rejections'
import { beginSend, decideSend } from './sends'
import type { ActiveWallet, WalletState } from './state'
import type { WalletCommand } from './commands'
import type { WalletRejection } from './rejections'

export function decideWallet(
  state: WalletState,
  command: WalletCommand,
  nowMs: number,
): Decision<WalletState, ActiveWallet, WalletRejection> {
  if (command.type === 'create') {
    if (state.status === 'active') return rejected(walletExists(state.customerId))
    const next: ActiveWallet = {
      status: 'active',
      id: state.id,
      businessId: command.businessId,
      customerId: command.customerId,
      mode: command.mode,
      walletId: command.walletId,
      envelope: command.envelope,
      wordCount: command.wordCount,
      createdAtMs: nowMs,
      addresses: [],
      transactions: [],
      nextSeq: 1,
      tracking: false,
      ...(command.createdWith ? { createdWith: command.createdWith } : {}),
    }
    return accepted(next, next, [
      {
        type: 'wallet.created',
        payload: { businessId: command.businessId, customerId: command.customerId, walletId: command.walletId, mode: command.mode },
      },
    ])
  }
  if (state.status !== 'active') return rejected(walletRejection('WALLET_NOT_FOUND'))
  const w = state
  switch (command.type) {
    case 'get':
      return unchanged(w)
    case 'add_address': {
      const a = command.address
      // On account chains (EVM, TRX, SOL, XRP) the testnet address is the mainnet one: one entry, so balances are not listed twice.
      const existing = w.addresses.find(
        (e) => e.network === a.network && (e.address === a.address || (e.index === a.index && e.isTestnet === a.isTestnet)),
      )
      // Derivation is deterministic: the same path gives the same address, so a repeat only ever turns monitoring on.
      if (existing && (existing.monitored || !a.monitored)) return unchanged(w)
      const entry = existing ? { ...existing, monitored: true } : { ...a, seq: w.nextSeq, createdAtMs: nowMs }
      const addresses = existing ? w.addresses.map((e) => (e === existing ? entry : e)) : [...w.addresses, entry]
      const next = { ...w, addresses, nextSeq: existing ? w.nextSeq : w.nextSeq + 1 }
      return accepted(next, next)
    }
    case 'deposit_observed':
      return observeDeposit(w, command.deposit, nowMs)
    case 'begin_send':
      return beginSend(w, command.intent, nowMs)
    default:
      return decideSend(w, command, nowMs)
  }
}

export const walletKind: ActorKind<WalletState, WalletCommand, ActiveWallet> = {
  kind: 'wallet',
  initial: (id) => ({ status: 'new', id }),
  decide: decideWallet,
  readModel: withActivity('wallet', walletReadModel, walletActivity),
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const walletRef = (id: string) => refTo(walletKind, id)
