/**
 * The ledger's vocabulary: accounts, transfers, their flags and the closed
 * unions of result codes (TigerBeetle's, in UPPER_SNAKE_CASE). Amounts are
 * bigint base units of the ledger's currency at the account's scale.
 */

/** What an account is for. Domain-free roles; the owner says whose it is. */
export const ACCOUNT_CODES = ['merchant_balance', 'platform_fees', 'revenue', 'provider_float', 'clearing', 'gas', 'suspense'] as const
export type AccountCode = (typeof ACCOUNT_CODES)[number]

export interface AccountFlags {
  /** This account and the next item of the batch succeed or fail together. */
  readonly linked?: boolean
  /** debits_pending + debits_posted may never exceed credits_posted (a balance that cannot go negative). */
  readonly debitsMustNotExceedCredits?: boolean
  /** credits_pending + credits_posted may never exceed debits_posted. */
  readonly creditsMustNotExceedDebits?: boolean
}

export interface AccountInput {
  /** 1-128 printable characters; chosen by the caller, so a retry names the same account. */
  readonly id: string
  /** The currency (e.g. "USDT", "USD"); transfers move value only within one ledger. */
  readonly ledger: string
  /** Decimal places of the base unit (USDT 6, USD 2); every account of a ledger has the same. */
  readonly scale: number
  readonly code: AccountCode
  /** Whose account it is (a business id); empty for the platform's own accounts. */
  readonly owner?: string
  readonly flags?: AccountFlags
  readonly userData?: string
}

export interface Account extends Required<Omit<AccountInput, 'userData' | 'flags'>> {
  readonly flags: Required<AccountFlags>
  readonly userData: string | null
  readonly debitsPending: bigint
  readonly debitsPosted: bigint
  readonly creditsPending: bigint
  readonly creditsPosted: bigint
  readonly createdAtMs: number
}

export interface TransferFlags {
  /** This transfer and the next item of the batch succeed or fail together. */
  readonly linked?: boolean
  /** Reserves the amount (debits_pending, credits_pending) until posted, voided or expired. */
  readonly pending?: boolean
  /** Posts the pending transfer `pendingId` in full (amount absent) or in part; the rest is released. */
  readonly postPendingTransfer?: boolean
  /** Releases the pending transfer `pendingId`. */
  readonly voidPendingTransfer?: boolean
}

/**
 * A transfer to create. A post or void names `pendingId` and may leave out
 * the accounts, ledger and code (they are the pending transfer's); any given
 * must match it.
 */
export interface TransferInput {
  /** 1-128 printable characters, deterministic in the caller (e.g. `refund:<id>:fee`): the idempotency key. */
  readonly id: string
  readonly debitAccountId?: string
  readonly creditAccountId?: string
  /** Positive base units; for a post, absent means the whole pending amount. */
  readonly amount?: bigint
  readonly pendingId?: string
  readonly ledger?: string
  /** Why the money moves (e.g. "deposit", "refund"): 1-64 characters, for reports and filters. */
  readonly code?: string
  readonly flags?: TransferFlags
  /** For a pending transfer: seconds until it expires (0: never). */
  readonly timeoutS?: number
  readonly userData?: string
}

export type PendingState = 'pending' | 'posted' | 'voided' | 'expired'

export interface Transfer {
  readonly id: string
  readonly debitAccountId: string
  readonly creditAccountId: string
  readonly amount: bigint
  readonly pendingId: string | null
  readonly ledger: string
  readonly code: string
  readonly flags: Required<TransferFlags>
  readonly timeoutS: number
  readonly userData: string | null
  readonly timestampMs: number
  /** Set for a pending transfer only. */
  readonly state: PendingState | null
  readonly expiresAtMs: number | null
  /** Commit-order cursor for paging an account's transfers. */
  readonly seq: bigint
}

/** Results shared by accounts and transfers. */
type CommonResult =
  | 'OK'
  | 'EXISTS'
  | 'EXISTS_WITH_DIFFERENT_FIELDS'
  | 'LINKED_EVENT_FAILED'
  | 'LINKED_EVENT_CHAIN_OPEN'
  | 'ID_INVALID'
  | 'FLAGS_ARE_MUTUALLY_EXCLUSIVE'
  | 'USER_DATA_INVALID'

export type CreateAccountResult =
  CommonResult | 'LEDGER_INVALID' | 'SCALE_INVALID' | 'CODE_INVALID' | 'OWNER_INVALID' | 'LEDGER_HAS_DIFFERENT_SCALE'

export type CreateTransferResult =
  | CommonResult
  | 'DEBIT_ACCOUNT_ID_INVALID'
  | 'CREDIT_ACCOUNT_ID_INVALID'
  | 'ACCOUNTS_MUST_BE_DIFFERENT'
  | 'PENDING_ID_MUST_BE_ABSENT'
  | 'PENDING_ID_INVALID'
  | 'PENDING_ID_MUST_BE_DIFFERENT'
  | 'TIMEOUT_RESERVED_FOR_PENDING_TRANSFER'
  | 'TIMEOUT_INVALID'
  | 'AMOUNT_MUST_BE_POSITIVE'
  | 'AMOUNT_INVALID'
  | 'LEDGER_INVALID'
  | 'CODE_INVALID'
  | 'DEBIT_ACCOUNT_NOT_FOUND'
  | 'CREDIT_ACCOUNT_NOT_FOUND'
  | 'ACCOUNTS_MUST_HAVE_THE_SAME_LEDGER'
  | 'TRANSFER_MUST_HAVE_THE_SAME_LEDGER_AS_ACCOUNTS'
  | 'PENDING_TRANSFER_NOT_FOUND'
  | 'PENDING_TRANSFER_NOT_PENDING'
  | 'PENDING_TRANSFER_HAS_DIFFERENT_DEBIT_ACCOUNT_ID'
  | 'PENDING_TRANSFER_HAS_DIFFERENT_CREDIT_ACCOUNT_ID'
  | 'PENDING_TRANSFER_HAS_DIFFERENT_LEDGER'
  | 'PENDING_TRANSFER_HAS_DIFFERENT_CODE'
  | 'PENDING_TRANSFER_HAS_DIFFERENT_AMOUNT'
  | 'EXCEEDS_PENDING_TRANSFER_AMOUNT'
  | 'PENDING_TRANSFER_ALREADY_POSTED'
  | 'PENDING_TRANSFER_ALREADY_VOIDED'
  | 'PENDING_TRANSFER_EXPIRED'
  | 'OVERFLOWS_DEBITS'
  | 'OVERFLOWS_CREDITS'
  | 'EXCEEDS_CREDITS'
  | 'EXCEEDS_DEBITS'

/** The largest amount and the largest balance: TigerBeetle's unsigned 128 bits. */
export const AMOUNT_MAX = 2n ** 128n - 1n
