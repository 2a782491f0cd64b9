/** What the team policy actor is asked to do; its id is the business id. */
import type { ActingParty } from '../../../platform/audit'

export type TeamPolicyCommand = { readonly type: 'get' } | { readonly type: 'set'; readonly require2fa: boolean; readonly by: ActingParty }
