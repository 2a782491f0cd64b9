/**
 * The deposit router asks, for every batch of deposit events, which came from the treasury's own moves
 * (actors/treasury/moves.ts ownMoves). It matches addresses case-blind (an EVM address has two spellings), which the
 * plain `(network, to_address)` index cannot answer: each question read the whole table, a cost growing with every
 * sweep and gas top-up ever made (issue #35).
 */
export const name = 'treasury_moves_to_key'

export const sql = `
CREATE INDEX treasury_moves_to_key ON treasury_moves (network, lower(to_address));
`
