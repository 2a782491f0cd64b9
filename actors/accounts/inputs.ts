/** The input fields the access operations share (operations_*.ts), and the typed list of an operation's rejection codes. */
import { Type } from '@sinclair/typebox'
import { object } from '../../platform/schema_object'
import type { RejectionCode } from '../../platform/errors'
import { otpCode } from '../../platform/input_fields'

export const Email = Type.String({ format: 'email', maxLength: 254 })
export const Password = Type.String({ minLength: 8, maxLength: 256 })
export const Otp = otpCode()
export const Plan = Type.Union([
  Type.Literal('starter'),
  Type.Literal('professional'),
  Type.Literal('business'),
  Type.Literal('enterprise'),
])
export const Duration = Type.Union([Type.Literal('monthly'), Type.Literal('annual')])
/** The `:id` of a key, member or business in the path (or a key's id in the toggle body). */
export const idField = { id: Type.String({ minLength: 1, maxLength: 100 }) }
export const Id = object(idField)
// Any name is let through to the method, which answers 400 UNKNOWN_PERMISSION naming it.
export const PermissionNames = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50 })
export const Nothing = object({})
export const closed = { additionalProperties: false } as const

/** An operation's rejection codes, checked against the catalogue of codes so a misspelt one does not compile. */
export const codes = <C extends RejectionCode>(...list: C[]): readonly C[] => list
