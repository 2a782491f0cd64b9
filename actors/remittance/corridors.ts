/**
 * What remittance sends: from a merchant balance currency to a destination currency (docs/remittance.md). The
 * spec's rate pairs are the corridors; a source must be a currency the balance holds, as funding is a hold on it
 * (never a silent conversion: an NGN transfer needs NGN on the balance, credited by an OTC order or a bank
 * payment).
 */
import { isOneOf } from '../../platform/closed_sets'

/** The spec's pairs (GET /rates), source then destination. */
export const RATE_PAIRS = [
  ['NGN', 'CNY'],
  ['NGN', 'USD'],
  ['NGN', 'GBP'],
  ['USD', 'CNY'],
] as const

const SOURCES = ['NGN', 'USD'] as const
const DESTINATIONS = ['CNY', 'USD', 'GBP'] as const

export type Corridor = { readonly source: (typeof SOURCES)[number]; readonly dest: (typeof DESTINATIONS)[number] }

/** The corridor, or null when the platform does not send this pair. */
export function corridorOf(source: string, dest: string): Corridor | null {
  const s = source.toUpperCase()
  const d = dest.toUpperCase()
  if (!isOneOf(SOURCES, s) || !isOneOf(DESTINATIONS, d)) return null
  return RATE_PAIRS.some(([a, b]) => a === s && b === d) ? { source: s, dest: d } : null
}
