/**
 * The AML form state machine (state.ts).
 *
 *   command   not_started / draft / rejected      submitted                  approved
 *   save      draft (fields merged)               OTC_FORM_LOCKED            OTC_FORM_LOCKED
 *   submit    submitted, if complete              unchanged                  OTC_FORM_LOCKED
 *             (else OTC_FORM_INCOMPLETE)
 *   review    OTC_FORM_NOT_SUBMITTED              approved | rejected        OTC_FORM_NOT_SUBMITTED
 */
import { PLATFORM_AUDIT_SCOPE, auditEvent, type ActingParty } from '../../../platform/audit'
import { reject } from '../../../platform/errors'
import { accepted, rejected, refTo, unchanged, type ActorKind, type Decision } from '../../runtime/types'
import type { OtcRejection } from '../rejections'
import { otcFormReadModel } from './read_model'
import type { FormFields, OtcForm } from './state'

export type OtcFormCommand =
  | { readonly type: 'save'; readonly fields: FormFields }
  | { readonly type: 'submit' }
  | { readonly type: 'review'; readonly approve: boolean; readonly reason: string | null; readonly by: ActingParty }
  | { readonly type: 'get' }

type FormRejection = Extract<OtcRejection, 'OTC_FORM_INCOMPLETE' | 'OTC_FORM_LOCKED' | 'OTC_FORM_NOT_SUBMITTED'>
type D = Decision<OtcForm, OtcForm, FormRejection>

const REQUIRED: readonly (keyof FormFields)[] = [
  'legal_name',
  'registration_number',
  'country',
  'business_activity',
  'source_of_funds',
  'expected_monthly_volume',
  'currencies',
  'purpose',
  'politically_exposed',
  'beneficial_owners',
  'sanctions_declaration',
]

/** The first field a submission lacks, or null when the form is complete. */
function missingField(f: FormFields): keyof FormFields | null {
  for (const name of REQUIRED) {
    const v = f[name]
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) return name
  }
  // A declaration is made, not merely answered: false does not submit.
  return f.sanctions_declaration === true ? null : 'sanctions_declaration'
}

function decideForm(state: OtcForm, command: OtcFormCommand, nowMs: number): D {
  const locked = () => rejected(reject('OTC_FORM_LOCKED', `the form is ${state.status}: it is not edited now`))
  switch (command.type) {
    case 'get':
      return unchanged(state)
    case 'save': {
      if (state.status === 'submitted' || state.status === 'approved') return locked()
      const next: OtcForm = { ...state, status: 'draft', fields: { ...state.fields, ...command.fields }, updatedAtMs: nowMs }
      return accepted(next, next)
    }
    case 'submit': {
      if (state.status === 'submitted') return unchanged(state)
      if (state.status === 'approved') return locked()
      const missing = missingField(state.fields)
      if (missing) return rejected(reject('OTC_FORM_INCOMPLETE', `the form needs ${missing} before it is submitted`, missing))
      const next: OtcForm = { ...state, status: 'submitted', rejectionReason: null, submittedAtMs: nowMs, updatedAtMs: nowMs }
      return accepted(next, next)
    }
    case 'review': {
      if (state.status !== 'submitted')
        return rejected(reject('OTC_FORM_NOT_SUBMITTED', `the form is ${state.status}: only a submitted form is reviewed`))
      const next: OtcForm = {
        ...state,
        status: command.approve ? 'approved' : 'rejected',
        rejectionReason: command.approve ? null : command.reason,
        reviewedAtMs: nowMs,
        updatedAtMs: nowMs,
      }
      return accepted(next, next, [
        auditEvent({
          businessId: state.businessId || PLATFORM_AUDIT_SCOPE,
          action: 'otc_form.reviewed',
          by: command.by,
          target: { type: 'otc_form', id: state.businessId },
          changes: { decision: command.approve ? 'approved' : 'rejected', ...(command.reason ? { reason: command.reason } : {}) },
        }),
      ])
    }
  }
}

export const otcFormKind: ActorKind<OtcForm, OtcFormCommand, OtcForm, FormRejection> = {
  kind: 'otc_form',
  initial: (id) => ({
    status: 'not_started',
    businessId: id,
    fields: {},
    rejectionReason: null,
    submittedAtMs: null,
    reviewedAtMs: null,
    updatedAtMs: null,
  }),
  decide: decideForm,
  readModel: otcFormReadModel,
}

export const otcFormRef = (businessId: string) => refTo(otcFormKind, businessId)
