/**
 * The audit trail's vocabulary: who acted (the acting party, taken from the
 * Caller), what they did (a closed list of actions) and on what. A decision
 * that performs an audited act emits `auditEvent(...)` beside its own events,
 * so the entry is committed with the act or not at all; the projector
 * (actors/accounts/audit/projector.ts) copies it into the append-only audit_log table.
 * Acts that change nothing (revealing a seed, exporting a key) write their
 * entry directly, before the secret leaves (actors/accounts/audit/store.ts).
 *
 * `changes` says what changed and never carries a secret: no mnemonic, key,
 * code, signing secret or account number (the last four digits at most).
 */
import type { Caller } from './caller'
import { decodeJson } from './json'

export type AuditAction =
  | 'api_key.created'
  | 'api_key.rotated'
  | 'api_key.revoked'
  | 'member.invited'
  | 'member.permissions_changed'
  | 'member.removed'
  | 'invitation.accepted'
  | 'invitation.revoked'
  | 'refund.created'
  | 'wallet.seed_revealed'
  | 'wallet.key_exported'
  | 'webhook.configured'
  | 'webhook.deleted'
  | 'settlement_account.added'
  | 'settlement_account.updated'
  | 'settlement_account.removed'
  | 'wallet_fees.changed'
  | 'plan.changed'
  | 'team_security.changed'
  | 'caas_user.adopted'
  | 'caas_user.linked'
  | 'caas_user.phone_changed'
  | 'virtual_account.created'
  | 'virtual_account.frozen'
  | 'virtual_account.unfrozen'
  | 'virtual_account.closed'
  | 'bank_payment.assigned'
  | 'bank_payment.returned'
  | 'signing_key.issued'
  | 'signing_key.revoked'
  | 'remittance.created'
  | 'otc.order_created'
  | 'otc.order_resolved'
  | 'otc_form.reviewed'
  | 'fraud_alert.resolved'
  | 'fraud_rule.changed'

export const AUDIT_ACTIONS: readonly AuditAction[] = [
  'api_key.created',
  'api_key.rotated',
  'api_key.revoked',
  'member.invited',
  'member.permissions_changed',
  'member.removed',
  'invitation.accepted',
  'invitation.revoked',
  'refund.created',
  'wallet.seed_revealed',
  'wallet.key_exported',
  'webhook.configured',
  'webhook.deleted',
  'settlement_account.added',
  'settlement_account.updated',
  'settlement_account.removed',
  'wallet_fees.changed',
  'plan.changed',
  'team_security.changed',
  'caas_user.adopted',
  'caas_user.linked',
  'caas_user.phone_changed',
  'virtual_account.created',
  'virtual_account.frozen',
  'virtual_account.unfrozen',
  'virtual_account.closed',
  'bank_payment.assigned',
  'bank_payment.returned',
  'signing_key.issued',
  'signing_key.revoked',
  'remittance.created',
  'otc.order_created',
  'otc.order_resolved',
  'otc_form.reviewed',
  'fraud_alert.resolved',
  'fraud_rule.changed',
]

/** Who performed an act and through which credential. */
export interface ActingParty {
  /** user: a dashboard session; api_key: a merchant's key; admin: the platform's admin token; system: the platform itself (a timer, a payment). */
  readonly kind: 'user' | 'api_key' | 'admin' | 'system'
  /** The user id or key id; '' for admin and system. */
  readonly id: string
  readonly requestId: string
  /** The peer address the gateway saw; '' when there was none. */
  readonly clientAddress: string
}

/** The business id of audit entries that concern no merchant (an operator's act on money nobody has claimed). */
export const PLATFORM_AUDIT_SCOPE = 'platform'

export const SYSTEM_PARTY: ActingParty = { kind: 'system', id: '', requestId: '', clientAddress: '' }

export function actingParty(caller: Caller): ActingParty {
  switch (caller.kind) {
    case 'user':
      return { kind: 'user', id: caller.userId, requestId: caller.requestId, clientAddress: caller.clientAddress }
    case 'apiKey':
      return { kind: 'api_key', id: caller.keyId, requestId: caller.requestId, clientAddress: caller.clientAddress }
    case 'admin':
      // Never told apart by the request id: a client chooses its X-Request-Id. The platform's own acts pass SYSTEM_PARTY.
      return {
        kind: 'admin',
        id: '',
        requestId: caller.requestId,
        clientAddress: caller.clientAddress,
      }
    case 'anonymous':
      return { kind: 'system', id: '', requestId: caller.requestId, clientAddress: caller.clientAddress }
  }
}

/** A JSON value as the entry stores it: strings for money and ids, never a bigint. */
export type AuditValue = string | number | boolean | null | readonly AuditValue[] | { readonly [key: string]: AuditValue }

export interface AuditRecord {
  readonly businessId: string
  readonly action: AuditAction
  readonly by: ActingParty
  readonly target: { readonly type: string; readonly id: string }
  readonly changes: Readonly<Record<string, AuditValue>>
}

export const AUDIT_EVENT_TYPE = 'audit.recorded'

/** The event a decision emits for an audited act; its outbox event id becomes the entry's id. */
export function auditEvent(record: AuditRecord): { readonly type: typeof AUDIT_EVENT_TYPE; readonly payload: AuditRecord } {
  return { type: AUDIT_EVENT_TYPE, payload: record }
}

/**
 * The record of a committed audit event (any kind emits them, through auditEvent above), or null for another event:
 * the one place its payload is decoded, against the one declaration.
 */
export function auditRecordOf(event: { readonly type: string; readonly payloadJson: string }): AuditRecord | null {
  return event.type === AUDIT_EVENT_TYPE ? decodeJson<AuditRecord>(event.payloadJson) : null
}
