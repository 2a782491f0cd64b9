/**
 * Who may take an unaffiliated wallet (one a payout created for a number no
 * merchant had onboarded). Adopting it makes the caller its merchant, able to
 * move its funds; so a wallet holding funds, or one funds may be on their way
 * to, is the phone holder's, and only the holder's consent (the code the link
 * flow texts to the number) brings a merchant in. Provisioning answers
 * LINK_REQUIRED for it. An empty wallet nothing was ever delivered to (its
 * payout failed) is still ADOPTED, as the spec describes.
 *
 *   consent only       seen holding funds before, a deposit seen (detected or confirmed), too many payouts tracked
 *   verify             otherwise, first: the caller reads whether each payout ordered or announced to it failed,
 *                      and the wallet's balance (facts the actor cannot know), and asks again with them
 *   consent            a payout not known to have failed (queued, in flight, settled, or not found: a crash
 *                      between ordering and creating it), or funds held, or a balance that could not be read
 *   adopt              nothing else
 *
 * Pure. A payout ordered after the caller's read is not among the facts, so
 * it keeps the wallet guarded: the facts can only release what they name.
 */
import type { ActiveUser } from './state'

/** Transfers tracked per unaffiliated wallet; past this the wallet becomes consent-only rather than forgetting one. */
export const MAX_ORDERED_TRANSFERS = 100

/** What the caller read for a `verify` reply. */
export interface AdoptionFacts {
  /** Among the transfers asked about: those that will never deliver to this wallet (failed, or addressed elsewhere). */
  readonly undelivered: readonly string[]
  /** The wallet's token balance is above zero; null when it could not be read (then it counts as held). */
  readonly holdsFunds: boolean | null
}

export type Adoption =
  | { readonly kind: 'verify'; readonly transfers: readonly string[] }
  /** `user`: the state with what the facts taught (transfers dropped, consentOnly); unchanged when they taught nothing. */
  | { readonly kind: 'consent'; readonly user: ActiveUser }
  | { readonly kind: 'adopt' }

/** Transfers that may still deliver here: the payouts ordered while unaffiliated and any announced by the executor. */
const pendingTransfers = (user: ActiveUser): string[] => [
  ...new Set([...(user.ordered ?? []), ...(user.incoming ?? []).map((e) => e.transferId)]),
]

export function adoption(user: ActiveUser, facts: AdoptionFacts | undefined): Adoption {
  const deposited = (user.deposits ?? []).some((d) => d.status === 'detected' || d.status === 'confirmed')
  if (user.consentOnly || deposited) return { kind: 'consent', user }
  const pending = pendingTransfers(user)
  if (!facts) return { kind: 'verify', transfers: pending }
  const open = pending.filter((id) => !facts.undelivered.includes(id))
  if (open.length === 0 && facts.holdsFunds === false) return { kind: 'adopt' }
  const ordered = (user.ordered ?? []).filter((id) => !facts.undelivered.includes(id))
  const learned = ordered.length !== (user.ordered ?? []).length || facts.holdsFunds === true
  if (!learned) return { kind: 'consent', user }
  return { kind: 'consent', user: { ...user, ordered, ...(facts.holdsFunds === true ? { consentOnly: true as const } : {}) } }
}

/** `ensure` on an unaffiliated wallet: remember the payout being ordered (state unchanged when nothing is new). */
export function orderTransfer(user: ActiveUser, transferId: string): ActiveUser {
  if (user.members.length > 0 || user.consentOnly || user.ordered?.includes(transferId)) return user
  const ordered = [...(user.ordered ?? []), transferId]
  return ordered.length > MAX_ORDERED_TRANSFERS ? { ...user, ordered: [], consentOnly: true } : { ...user, ordered }
}
