/**
 * The swap product as other products see it: the one file they import it through
 * (test/architecture/imports.test.ts fails on any other cross-product import).
 */
export { swapContext } from './context'
export { hubAmountOut } from './hub_quote'
export { QUOTE_VALIDITY_S, parseSwapFields, platformFeeOf, tokenName } from './inputs'
export type { Token } from './inputs'
export { knownSymbol, unknownToken, unknownTokenMessage } from './known_tokens'
