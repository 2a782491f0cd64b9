/** The execute body of a same-chain POL swap, as the tests of this folder send it. */
export const polSwap = (from: string, to: string, amountIn: bigint, extra: Record<string, unknown> = {}) => ({
  from_chain: 'POL',
  to_chain: 'POL',
  from_token: from,
  to_token: to,
  amount_in: amountIn.toString(),
  ...extra,
})
