/**
 * The sandbox ledger mines its transfers (issue #35): a transfer is written with `mined` NULL, like a transaction
 * in a mempool, and the network's watcher gives every committed one its place in the ledger's order when it reads
 * (chains/sandbox/ledger.ts). The read used to lock the whole table in SHARE mode to wait for writes in flight, which
 * held every top-up of every network back for each network's poll.
 *
 * Places come from the transfers' own sequence, so every place given from now on is above any cursor a watcher has
 * stored (cursors were `seq` values); transfers already written keep their `seq` as their place.
 */
export const name = 'sandbox_mining'

export const sql = `
ALTER TABLE sandbox_transfers ADD COLUMN mined bigint;
UPDATE sandbox_transfers SET mined = seq;
CREATE INDEX sandbox_transfers_network_mined ON sandbox_transfers (network, mined);
CREATE INDEX sandbox_transfers_unmined ON sandbox_transfers (network, seq) WHERE mined IS NULL;
DROP INDEX sandbox_transfers_network_seq;
`
