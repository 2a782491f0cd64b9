/** What the API key actor is asked to do. */
import type { ActingParty } from '../../../platform/audit'
import type { KeyEnvironment, KeyProduct } from './format'

export type ApiKeyCommand =
  | {
      readonly type: 'create'
      readonly businessId: string
      readonly name: string
      readonly product: KeyProduct
      readonly environment: KeyEnvironment | 'legacy'
      readonly permissions: readonly string[]
      /** Legacy keys: whether the key starts in the sandbox (the environment the creator asked for). */
      readonly legacySandbox: boolean
      readonly createdBy: string
      readonly hash: string
      readonly hint: string
      readonly by: ActingParty
    }
  | { readonly type: 'rotate'; readonly businessId: string; readonly hash: string; readonly hint: string; readonly by: ActingParty }
  | {
      readonly type: 'revoke'
      readonly businessId: string
      readonly by: ActingParty
      /** Why, when the caller did not ask for it: its creator left the team or lost what it holds. */
      readonly reason?: 'creator_removed' | 'creator_narrowed'
    }
  | { readonly type: 'toggle_sandbox'; readonly businessId: string }
  | { readonly type: 'get'; readonly businessId: string }
