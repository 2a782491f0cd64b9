/**
 * The OTC AML form of one business (docs/otc.md, "The AML form"): what the desk must know before it trades with
 * a business (FATF's customer due diligence for a money services business: who owns it, where its money comes
 * from, what it will trade, whether a politically exposed person is involved).
 *
 *   not_started → draft (PUT /draft, any number of times) → submitted (POST /submit, complete) →
 *   approved | rejected (an operator, with a reason) ; rejected → draft (corrected) → submitted again
 */
type FormStatus = 'not_started' | 'draft' | 'submitted' | 'approved' | 'rejected'

interface BeneficialOwner {
  readonly name: string
  /** Percent with up to 2 decimals, as a string ("25.00"). */
  readonly ownership_percent: string
  readonly country: string
}

/** The form's fields, each optional in a draft and required to submit (form/decide.ts: missingField). */
export interface FormFields {
  readonly legal_name?: string
  readonly registration_number?: string
  readonly country?: string
  readonly business_activity?: string
  readonly source_of_funds?: string
  /** Expected monthly volume in GBP, decimal string. */
  readonly expected_monthly_volume?: string
  readonly currencies?: readonly string[]
  readonly purpose?: string
  readonly politically_exposed?: boolean
  readonly beneficial_owners?: readonly BeneficialOwner[]
  /** The business declares it is not subject to sanctions and will not trade for those who are. */
  readonly sanctions_declaration?: boolean
}

export interface OtcForm {
  readonly status: FormStatus
  readonly businessId: string
  readonly fields: FormFields
  readonly rejectionReason: string | null
  readonly submittedAtMs: number | null
  readonly reviewedAtMs: number | null
  readonly updatedAtMs: number | null
}
