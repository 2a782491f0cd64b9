/**
 * The live swaps with a send left (actors/swap/send_workflow.ts scans them every few seconds on every host):
 * a partial index keeps that scan to the few swaps in flight, however many the table holds.
 */
export const name = 'swap_sends'

export const sql = `
CREATE INDEX swaps_unsent ON swaps (shard, id) WHERE status = 'pending' AND NOT is_test AND record->>'swap_tx_hash' = '';
`
