/**
 * What every step-up act (step_up.ts) adds to its operation: the optional
 * `otp_code` field and the refusals a second factor can answer. One place, so
 * keys, settlement accounts, webhooks and the team policy describe it alike.
 */
import { Type } from '@sinclair/typebox'
import * as input from '../../platform/input_fields'

export const STEP_UP = ['2FA_REQUIRED', 'OTP_REQUIRED', 'INVALID_OTP', 'OTP_REUSED', 'TOO_MANY_ATTEMPTS'] as const

/** The optional `otp_code` field of a step-up act, described for that act. */
export const otpCode = (description: string) => Type.Optional(input.otpCode({ description }))
