/**
 * The CaaS user state machine. Provisioning is safe to repeat: the status
 * tells the merchant what happened (PROVISIONED a new wallet, ADOPTED an
 * empty unaffiliated one, ALREADY_EXISTS its own, LINK_REQUIRED another
 * merchant's, or an unaffiliated one that holds or may receive funds:
 * adoption.ts). Linking needs the user's consent: a one-time code whose hash
 * is stored here. Per merchant, a new code may be requested once a minute,
 * and five wrong codes within an hour (across codes) stop both requests and
 * confirmations until the hour has passed (link_guard.ts). A phone change
 * needs a code sent to the new number and a wallet with one merchant
 * (phone_change.ts). Deposits to the wallet and announcements of CaaS
 * transfers to it are decided in deposits.ts.
 */
import { caasUserEvents, type CaasUserEvents } from './events'
import { auditEvent } from '../../../platform/audit'
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, type ActorKind, type Decision, type DomainEvent, refTo } from '../../runtime/types'
import { adoption, orderTransfer } from './adoption'
import { expectTransfer, observeDeposit } from './deposits'
import { confirmPhoneChange, linkRefusal, moveOutRefusal, requestPhoneChange } from './phone_change'
import type { CaasUserRejection } from './rejections'
import { cooldownLeftMs, failuresLeft, recentFailures, stillBinding } from './link_guard'
import { type ActiveUser, type CaasUserState, type CaasWallet, type Departed, type Identity, type PendingLink } from './state'
import type { CaasUserCommand, CaasUserReply } from './commands'
import { caasUserReadModel } from './read_model'

type D = Decision<CaasUserState, CaasUserReply, CaasUserRejection>

const no = (code: CaasUserRejection, message: string): D => rejected(reject(code, message))
const notFound = () => no('USER_NOT_FOUND', 'no CaaS user with this phone number for this merchant')
const tooManyAttempts = () => no('TOO_MANY_ATTEMPTS', 'too many wrong codes for this merchant in the last hour: try again later')

/**
 * `nextGeneration` counts this number's own wallets; a wallet moved in from another number does not use one up.
 * The wallets the number held before stay routable (`departed`): the watcher still hands their deposits to this actor.
 */
function fresh(
  state: CaasUserState,
  identity: Identity,
  wallet: CaasWallet,
  members: readonly string[],
  nextGeneration: number,
  nowMs: number,
): ActiveUser {
  const departed = state.status === 'moved' ? state.departed?.filter((d) => d.address !== wallet.address) : undefined
  return {
    status: 'active',
    id: state.id,
    mode: identity.mode,
    blindIndex: identity.blindIndex,
    wallet,
    sealedPhone: identity.sealedPhone,
    members,
    links: [],
    createdAtMs: nowMs,
    updatedAtMs: nowMs,
    nextGeneration,
    ...(departed?.length ? { departed } : {}),
  }
}

/** One route per address: a wallet that came back and left again goes where it went last. */
const depart = (user: ActiveUser, to: string): Departed[] => [
  ...(user.departed ?? []).filter((d) => d.address !== user.wallet.address),
  { address: user.wallet.address, to },
]

/** The generation a new wallet for this number must have; a candidate of another generation is recomputed by the caller. */
const generationFor = (state: CaasUserState) => (state.status === 'moved' ? state.nextGeneration : 0)

const notify = {
  linked: (members: readonly string[], notice: Omit<CaasUserEvents['caas.user.linked'], 'businessId'>): DomainEvent[] =>
    members.map((businessId) => caasUserEvents.event('caas.user.linked', { ...notice, businessId })),
  phoneChanged: (members: readonly string[], notice: Omit<CaasUserEvents['caas.user.phone_changed'], 'businessId'>): DomainEvent[] =>
    members.map((businessId) => caasUserEvents.event('caas.user.phone_changed', { ...notice, businessId })),
}

export function decideCaasUser(state: CaasUserState, command: CaasUserCommand, nowMs: number): D {
  switch (command.type) {
    case 'provision':
    case 'ensure': {
      // A payout follows the number, not its wallet: once the wallet moved away, paying the old number would
      // make a fresh wallet for whoever holds that number now. A merchant's provision starts it over instead.
      if (state.status === 'moved' && command.type === 'ensure')
        return no('PHONE_NUMBER_MOVED', "the recipient's wallet moved to another phone number: pay the new number")
      if (state.status !== 'active') {
        const generation = generationFor(state)
        if (command.wallet === null || command.wallet.generation !== generation) return unchanged({ kind: 'recompute', generation })
        const members = command.type === 'provision' ? [command.businessId] : []
        const created = fresh(state, command.identity, command.wallet, members, generation + 1, nowMs)
        const user = command.type === 'ensure' ? orderTransfer(created, command.transferId) : created
        return accepted(user, { kind: 'user', user, status: 'PROVISIONED' })
      }
      if (command.type === 'ensure') {
        const user = orderTransfer(state, command.transferId)
        return user === state ? unchanged({ kind: 'user', user }) : accepted(user, { kind: 'user', user })
      }
      if (state.members.includes(command.businessId)) return unchanged({ kind: 'user', user: state, status: 'ALREADY_EXISTS' })
      if (state.members.length > 0) return unchanged({ kind: 'user', user: state, status: 'LINK_REQUIRED' })
      const verdict = adoption(state, command.checked)
      if (verdict.kind === 'verify') return unchanged({ kind: 'verify', transfers: verdict.transfers, address: state.wallet.address })
      if (verdict.kind === 'consent') {
        const reply: CaasUserReply = { kind: 'user', user: verdict.user, status: 'LINK_REQUIRED' }
        return verdict.user === state ? unchanged(reply) : accepted({ ...verdict.user, updatedAtMs: nowMs }, reply)
      }
      const { ordered: _ordered, ...rest } = state
      const user: ActiveUser = { ...rest, members: [command.businessId], updatedAtMs: nowMs }
      return accepted(user, { kind: 'user', user, status: 'ADOPTED' }, [
        auditEvent({
          businessId: command.businessId,
          action: 'caas_user.adopted',
          by: command.by,
          target: { type: 'caas_user', id: state.id },
          changes: { wallet_address: state.wallet.address, mode: state.mode },
        }),
      ])
    }
    case 'get':
      if (state.status === 'moved') return unchanged({ kind: 'moved', movedTo: state.movedTo })
      return state.status === 'active' ? unchanged({ kind: 'user', user: state }) : notFound()
    case 'request_link': {
      if (state.status !== 'active') return notFound()
      if (state.members.includes(command.businessId)) return no('ALREADY_LINKED', 'this merchant is already linked to the wallet')
      // An unaffiliated wallet may be linked too: provisioning answers LINK_REQUIRED for one that holds or may receive funds.
      const previous = state.links.find((l) => l.businessId === command.businessId)
      if (failuresLeft(previous, nowMs) === 0) return tooManyAttempts()
      const waitMs = cooldownLeftMs(previous, nowMs)
      if (waitMs > 0)
        return no('LINK_REQUEST_TOO_SOON', `a code was sent less than a minute ago: request another in ${Math.ceil(waitMs / 1000)} s`)
      const link: PendingLink = {
        businessId: command.businessId,
        codeHash: command.codeHash,
        expiresAtMs: command.expiresAtMs,
        requestedAtMs: nowMs,
        failedAtMs: recentFailures(previous, nowMs),
      }
      const others = state.links.filter((l) => l.businessId !== command.businessId && stillBinding(l, nowMs))
      const user: ActiveUser = { ...state, links: [...others, link], updatedAtMs: nowMs }
      return accepted(user, { kind: 'user', user })
    }
    case 'confirm_link': {
      if (state.status !== 'active') return notFound()
      if (state.members.includes(command.businessId)) return unchanged({ kind: 'user', user: state, status: 'ALREADY_EXISTS' })
      const link = state.links.find((l) => l.businessId === command.businessId)
      if (!link) return no('LINK_NOT_REQUESTED', 'no link request is pending for this merchant: POST /v1/users/link/request first')
      const moving = linkRefusal(state)
      if (moving) return moving
      // The cap comes first: once reached, not even the right code links, or guessing would go on.
      const left = failuresLeft(link, nowMs)
      if (left === 0) return tooManyAttempts()
      if (link.expiresAtMs <= nowMs) return no('LINK_EXPIRED', 'the code has expired: request a new one')
      const others = state.links.filter((l) => l !== link)
      if (link.codeHash !== command.codeHash) {
        const failed: PendingLink = { ...link, failedAtMs: [...recentFailures(link, nowMs), nowMs] }
        const user: ActiveUser = { ...state, links: [...others, failed], updatedAtMs: nowMs }
        return accepted(user, { kind: 'code_mismatch', attemptsLeft: left - 1 })
      }
      // Linked: the wallet has a merchant now, so the payouts tracked for adoption no longer matter.
      const { ordered: _ordered, ...rest } = state
      const user: ActiveUser = { ...rest, members: [...state.members, command.businessId], links: others, updatedAtMs: nowMs }
      const events = notify.linked(user.members, {
        walletAddress: state.wallet.address,
        newMerchantId: command.businessId,
        atMs: nowMs,
        mode: state.mode,
      })
      return accepted(user, { kind: 'user', user }, [
        ...events,
        auditEvent({
          businessId: command.businessId,
          action: 'caas_user.linked',
          by: command.by,
          target: { type: 'caas_user', id: state.id },
          // Confirmed by the code texted to the user's phone; the code itself is never recorded.
          changes: { wallet_address: state.wallet.address, mode: state.mode, linked_merchants: user.members.length },
        }),
      ])
    }
    case 'move_in': {
      if (state.status === 'active') {
        return state.wallet.address === command.wallet.address
          ? unchanged({ kind: 'user', user: state })
          : no('PHONE_NUMBER_IN_USE', 'the new phone number already has a wallet')
      }
      const moved = fresh(state, command.identity, command.wallet, command.members, generationFor(state), nowMs)
      // The wallet's deposit history and announced transfers come along, so neither is reported twice after the move.
      const user: ActiveUser = {
        ...moved,
        ...(command.deposits ? { deposits: command.deposits } : {}),
        ...(command.incoming ? { incoming: command.incoming } : {}),
      }
      return accepted(user, { kind: 'user', user })
    }
    case 'request_phone_change':
      return requestPhoneChange(state, command, nowMs)
    case 'confirm_phone_change':
      return confirmPhoneChange(state, command, nowMs)
    case 'move_out': {
      if (state.status === 'moved' && state.movedTo === command.to) return unchanged({ kind: 'moved', movedTo: state.movedTo })
      if (state.status !== 'active' || !state.members.includes(command.businessId)) return notFound()
      const refusal = moveOutRefusal(state, command.businessId, command.to)
      if (refusal) return refusal
      const next: CaasUserState = {
        status: 'moved',
        id: state.id,
        mode: state.mode,
        blindIndex: state.blindIndex,
        movedTo: command.to,
        movedAtMs: nowMs,
        nextGeneration: state.nextGeneration,
        departed: depart(state, command.to),
      }
      const events = notify.phoneChanged(state.members, {
        walletAddress: state.wallet.address,
        changedBy: command.businessId,
        atMs: nowMs,
        mode: state.mode,
      })
      return accepted(next, { kind: 'moved', movedTo: command.to }, [
        ...events,
        auditEvent({
          businessId: command.businessId,
          action: 'caas_user.phone_changed',
          by: command.by,
          // Both numbers as their blind indexes: the log carries no phone number.
          target: { type: 'caas_user', id: state.id },
          changes: { moved_to: command.to, wallet_address: state.wallet.address, mode: state.mode },
        }),
      ])
    }
    case 'deposit_observed':
      return observeDeposit(state, command.deposit, command.hops ?? 0, nowMs)
    case 'expect_transfer':
      return expectTransfer(state, command.transfer, nowMs) ?? notFound()
  }
}

export const caasUserKind: ActorKind<CaasUserState, CaasUserCommand, CaasUserReply> = {
  kind: 'caas_user',
  initial: (id) => ({ status: 'new', id }),
  decide: decideCaasUser,
  readModel: caasUserReadModel,
}

/** An actor of this kind, for `host.ask` (actors/runtime/types.ts KindRef). */
export const caasUserRef = (id: string) => refTo(caasUserKind, id)
