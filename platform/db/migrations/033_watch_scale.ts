/**
 * Deposit detection whose cost follows the chain, not the number of addresses ever watched (issue #35):
 *
 * `monitored_addresses.address_key`: the form two spellings of one address share (EVM: lower case; BCH: the legacy
 * form; elsewhere the address itself). A round asks the index which of a block's recipients are watched, instead of
 * loading every watched address. BCH keys need bchaddr, so its rows start NULL and the BCH watcher fills them before
 * its first round (actors/chains/watch/watcher.ts).
 *
 * `sandbox_transfers (network, seq)`: the sandbox ledger's adapter reads the next transfers of a network whoever
 * they pay.
 */
export const name = 'watch_scale'

export const sql = `
ALTER TABLE monitored_addresses ADD COLUMN address_key text;
UPDATE monitored_addresses SET address_key = CASE
  WHEN network IN ('ETH', 'BSC', 'POL') THEN lower(address)
  WHEN network = 'BCH' THEN NULL
  ELSE address END;
CREATE INDEX monitored_addresses_key ON monitored_addresses (network, sandbox, address_key);
CREATE INDEX sandbox_transfers_network_seq ON sandbox_transfers (network, seq);
`
