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
      /**
       * True for keys created since grants are exact (issue #27): `permissions` is all the key holds. Absent on
       * keys stored before, whose list was widened with their product's implicit set (see keyPermissions).
       */
      readonly exact?: true
      /** The dashboard user who created the key; absent on keys stored before creators were recorded. */
      readonly createdBy?: string
      readonly hash: string
      readonly hint: string
      readonly createdAtMs: number
      readonly rotatedAtMs: number | null
      readonly revokedAtMs: number | null
    }

export type ActiveKey = Extract<ApiKeyState, { status: 'active' | 'revoked' }>
