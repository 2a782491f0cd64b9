/**
 * The virtual account state machine (state.ts):
 *
 *   command   new        opening      active              frozen              closed
 *   open      opening    unchanged    unchanged           unchanged           unchanged
 *   opened    -          active       unchanged           unchanged           unchanged
 *   freeze    not found  OPENING      frozen              unchanged           CLOSED
 *   unfreeze  not found  OPENING      unchanged           active              CLOSED
 *   closed    not found  OPENING      closed              closed              unchanged
 *   get       not found  the account  the account         the account         the account
 *
 * Another merchant's account answers not found, as a missing one does.
 */
import { SYSTEM_PARTY, auditEvent, type ActingParty, type AuditAction } from '../../../platform/audit'
import { reject } from '../../../platform/errors'
import { accepted, rejected, unchanged, refTo, type ActorKind, type Decision } from '../../runtime/types'
import type { VirtualAccountCommand } from './commands'
import { virtualAccountEvents } from './events'
import { virtualAccountReadModel } from './read_model'
import type { VirtualAccountRejection } from './rejections'
import type { OpenAccount, VirtualAccount, VirtualAccountState } from './state'

type D = Decision<VirtualAccountState, VirtualAccount, VirtualAccountRejection>

const NOT_FOUND = reject('VIRTUAL_ACCOUNT_NOT_FOUND', 'virtual account not found')
const OPENING = reject('VIRTUAL_ACCOUNT_OPENING', 'the banking partner has not confirmed this account yet')
const CLOSED = reject('VIRTUAL_ACCOUNT_CLOSED', 'the virtual account is closed')

function audited(a: OpenAccount, action: AuditAction, by: ActingParty, changes: Record<string, string | null>) {
  return auditEvent({ businessId: a.businessId, action, by, target: { type: 'virtual_account', id: a.id }, changes })
}

function decideVirtualAccount(state: VirtualAccountState, command: VirtualAccountCommand, nowMs: number): D {
  if (command.type === 'open') {
    if (state.status !== 'new') return unchanged(state)
    const next: VirtualAccount = {
      status: 'opening',
      id: state.id,
      businessId: command.businessId,
      isTest: command.isTest,
      currency: command.currency,
      customerReference: command.customerReference,
      customerName: command.customerName,
      openedBy: command.by,
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
    }
    return accepted(next, next)
  }
  if (state.status === 'new') return rejected(NOT_FOUND)
  if (command.type === 'get' || command.type === 'closed') {
    if (command.businessId !== null && command.businessId !== state.businessId) return rejected(NOT_FOUND)
    if (command.type === 'get') return unchanged(state)
  }
  if (command.type === 'opened') {
    if (state.status !== 'opening') return unchanged(state)
    const next: OpenAccount = {
      ...state,
      status: 'active',
      partnerAccountId: command.partnerAccountId,
      identifiers: command.identifiers,
      statusReason: null,
      updatedAtMs: nowMs,
    }
    return accepted(next, next, [
      virtualAccountEvents.event('virtual_account.opened', next),
      auditEvent({
        businessId: next.businessId,
        action: 'virtual_account.created',
        // The merchant's user who asked; the partner's answer only completes their act.
        by: state.openedBy ?? SYSTEM_PARTY,
        target: { type: 'virtual_account', id: next.id },
        changes: { currency: next.currency, customer_reference: next.customerReference },
      }),
    ])
  }
  if (state.status === 'opening') return rejected(OPENING)
  switch (command.type) {
    case 'freeze': {
      if (state.status === 'closed') return rejected(CLOSED)
      if (state.status === 'frozen') return unchanged(state)
      const next: OpenAccount = { ...state, status: 'frozen', statusReason: command.reason, updatedAtMs: nowMs }
      return accepted(next, next, [
        virtualAccountEvents.event('virtual_account.frozen', next),
        audited(next, 'virtual_account.frozen', command.by, { reason: command.reason }),
      ])
    }
    case 'unfreeze': {
      if (state.status === 'closed') return rejected(CLOSED)
      if (state.status === 'active') return unchanged(state)
      const next: OpenAccount = { ...state, status: 'active', statusReason: null, updatedAtMs: nowMs }
      return accepted(next, next, [
        virtualAccountEvents.event('virtual_account.unfrozen', next),
        audited(next, 'virtual_account.unfrozen', command.by, {}),
      ])
    }
    case 'closed': {
      if (state.status === 'closed') return unchanged(state)
      const next: OpenAccount = { ...state, status: 'closed', statusReason: command.reason, updatedAtMs: nowMs }
      return accepted(next, next, [
        virtualAccountEvents.event('virtual_account.closed', next),
        audited(next, 'virtual_account.closed', command.by, { reason: command.reason }),
      ])
    }
    default:
      return unchanged(state)
  }
}

export const virtualAccountKind: ActorKind<VirtualAccountState, VirtualAccountCommand, VirtualAccount, VirtualAccountRejection> = {
  kind: 'virtual_account',
  initial: (id) => ({ status: 'new', id }),
  decide: decideVirtualAccount,
  readModel: virtualAccountReadModel,
}

export const virtualAccountRef = (id: string) => refTo(virtualAccountKind, id)
