/** The team's security policy: one per business, absent (`new`) until the owner first sets it. */
export type TeamPolicyState =
  | { readonly status: 'new'; readonly id: string }
  | {
      readonly status: 'set'
      readonly id: string
      /** Every money-redirecting act of every member needs a current TOTP code (step_up.ts). */
      readonly require2fa: boolean
      readonly changedBy: string
      readonly changedAtMs: number
    }

/** What the policy answers: `new` reads as nothing required. */
export interface TeamPolicy {
  readonly require2fa: boolean
  readonly changedBy: string | null
  readonly changedAtMs: number | null
}
