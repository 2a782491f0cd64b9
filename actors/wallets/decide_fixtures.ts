/** Commands and runners shared by the wallet actor's decide tests. */
import type { DepositView } from '../chains'
import { decideWallet } from './decide'
import type { ActiveWallet, SendIntent, WalletState } from './state'
import type { WalletCommand } from './commands'

export const NOW = Date.UTC(2026, 10, 22, 12)
export const ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const TO = '0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0'

export function run(commands: WalletCommand[], state: WalletState = { status: 'new', id: 'b1:test:c1' }) {
  let s = state
  const outcomes: string[] = []
  const events: string[] = []
  for (const c of commands) {
    const d = decideWallet(s, c, NOW)
    outcomes.push(d.kind === 'rejected' ? d.rejection.code : d.kind)
    if (d.kind === 'accepted') {
      s = d.state
      events.push(...d.events.map((e) => e.type))
    }
  }
  return { state: s, outcomes, events }
}

/** `run` for commands that create the wallet: a test that expected one fails here when they did not. */
export function runActive(commands: WalletCommand[], state?: WalletState) {
  const r = run(commands, state)
  return { ...r, state: activeOf(r.state) }
}

/** The wallet the commands created; a test that expected one fails here when they did not. */
export function activeOf(state: WalletState): ActiveWallet {
  if (state.status === 'new') throw new Error('the commands created no wallet')
  return state
}

export const create: WalletCommand = {
  type: 'create',
  businessId: 'b1',
  customerId: 'c1',
  mode: 'test',
  walletId: 7,
  envelope: 'sealed',
  wordCount: 12,
}
export const derive = (monitored: boolean): WalletCommand => ({
  type: 'add_address',
  address: { network: 'ETH', index: 0, isTestnet: false, address: ADDRESS, derivationPath: "m/44'/60'/0'/0/0", monitored },
})
export const deposit = (status: DepositView['status'], confirmations = 0): Extract<WalletCommand, { type: 'deposit_observed' }> => ({
  type: 'deposit_observed',
  deposit: {
    status,
    id: `ETH:0xabc:${ADDRESS}`,
    network: 'ETH',
    txHash: '0xabc',
    address: ADDRESS,
    currency: 'ETH',
    amount: 10n ** 18n,
    owner: { kind: 'wallet', id: 'b1:test:c1' },
    sandbox: true,
    confirmations,
    detectedAtMs: NOW,
    settledAtMs: status === 'detected' ? null : NOW,
  },
})
export const again = (status: DepositView['status'], confirmations = 0): WalletCommand => {
  const d = deposit(status, confirmations)
  return { ...d, deposit: { ...d.deposit, sighting: 2 } }
}
export const intent = (fee: SendIntent['fee'] = null): WalletCommand => ({
  type: 'begin_send',
  intent: {
    sendId: 's1',
    network: 'ETH',
    currency: 'ETH',
    fromAddress: ADDRESS,
    toAddress: TO,
    amount: 5n,
    index: 0,
    isTestnet: false,
    fee,
  },
})
export const FEE = { amount: 1n, percent: '0.2', address: TO }
