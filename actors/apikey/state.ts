/** The API key actor's state. */
import type { KeyEnvironment, KeyProduct } from './format'

export type ApiKeyState =
  | { readonly status: 'new'; readonly id: string }
  | {
      readonly status: 'active' | 'revoked'
      readonly id: string
      readonly businessId: string
      readonly name: string
      readonly product: KeyProduct
      readonly environment: KeyEnvironment | 'legacy'
      /** Legacy keys only: the sandbox switch of spec rule 3. */
      readonly legacySandbox: boolean
      readonly permissions: readonly string[]
      readonly hash: string
      readonly hint: string
      readonly createdAtMs: number
      readonly rotatedAtMs: number | null
      readonly revokedAtMs: number | null
    }

export type ActiveKey = Extract<ApiKeyState, { status: 'active' | 'revoked' }>
