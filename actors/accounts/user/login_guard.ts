/**
 * Login throttling per (account, client address). One actor per client
 * address (IPv6 cut to its /64, since one host owns a whole /64) keeps a
 * small table of failures per account, keyed by a digest of the e-mail:
 * after 5 consecutive failures the pair locks for 30 s, doubling per further
 * failure up to 15 minutes. Keyed this way, someone guessing from their own
 * address locks only themselves out, never the real user on theirs; and
 * because unknown e-mails are counted the same way, the answers do not
 * reveal which accounts exist. Kept in an actor, so it holds across nodes.
 */
import { createHash } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'
import { accepted, unchanged, type ActorKind, type Decision, refTo } from '../../runtime/types'
import type { UserRejection } from './rejections'
import type { GuardReply, LoginGuardCommand } from './commands'
import type { LoginGuardState } from './state'
import type { Streak } from './state'

const FREE_FAILURES = 5
const BASE_LOCK_MS = 30_000
const MAX_LOCK_MS = 15 * 60_000
/** A failure streak older than this is forgotten. */
const FORGET_AFTER_MS = 24 * 3600_000
/** Accounts remembered per client: bounds the state of an address that sprays many e-mails. */
const ACCOUNTS_KEPT = 200

function lockFor(failures: number): number {
  if (failures < FREE_FAILURES) return 0
  return Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** (failures - FREE_FAILURES))
}

export function decideLoginGuard(
  state: LoginGuardState,
  command: LoginGuardCommand,
  nowMs: number,
): Decision<LoginGuardState, GuardReply, UserRejection> {
  const streak = state.accounts[command.account]
  const live = streak && nowMs - streak.lastFailureMs < FORGET_AFTER_MS ? streak : undefined
  switch (command.type) {
    case 'check':
      return unchanged({ lockedUntilMs: live && live.lockedUntilMs > nowMs ? live.lockedUntilMs : 0 })
    case 'succeeded': {
      if (!streak) return unchanged({ lockedUntilMs: 0 })
      const { [command.account]: _cleared, ...rest } = state.accounts
      return accepted({ ...state, accounts: rest }, { lockedUntilMs: 0 })
    }
    case 'failed': {
      const failures = (live?.failures ?? 0) + 1
      const lockedUntilMs = lockFor(failures) > 0 ? nowMs + lockFor(failures) : 0
      const accounts = kept({ ...state.accounts, [command.account]: { failures, lockedUntilMs, lastFailureMs: nowMs } }, nowMs)
      return accepted({ ...state, accounts }, { lockedUntilMs })
    }
  }
}

/** Drops forgotten streaks, then the oldest ones beyond ACCOUNTS_KEPT. */
function kept(accounts: Record<string, Streak>, nowMs: number): Record<string, Streak> {
  const fresh = Object.entries(accounts).filter(([, s]) => nowMs - s.lastFailureMs < FORGET_AFTER_MS)
  fresh.sort(([, a], [, b]) => b.lastFailureMs - a.lastFailureMs)
  return Object.fromEntries(fresh.slice(0, ACCOUNTS_KEPT))
}

/** The guard's id for a peer address: IPv4 as is (also when IPv4-mapped), IPv6 cut to its /64. */
export function clientKey(address: string): string {
  const a = address.trim().toLowerCase()
  const mapped = /^(?:0{1,4}:){5}ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(a) ?? /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(a)
  if (mapped) {
    const [, hiText = '', loText = ''] = mapped
    const hi = parseInt(hiText, 16)
    const lo = parseInt(loText, 16)
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
  }
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a)
  if (dotted?.[1]) return dotted[1]
  if (isIPv4(a)) return a
  if (isIPv6(a)) return `${expandIPv6(a).slice(0, 4).join(':')}::/64`
  return 'unknown'
}

function expandIPv6(a: string): string[] {
  const [head, tail] = a.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const zeros = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16))
}

/** The account's key in the guard: a digest, so the table holds no e-mail addresses. */
export function accountKey(normalisedEmail: string): string {
  return createHash('sha256').update(normalisedEmail).digest('base64url').slice(0, 22)
}

export const loginGuardKind: ActorKind<LoginGuardState, LoginGuardCommand, GuardReply> = {
  kind: 'login_guard',
  initial: (id) => ({ id, accounts: {} }),
  decide: decideLoginGuard,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const loginGuardRef = (id: string) => refTo(loginGuardKind, id)
