/**
 * CaaS flows made of legs (actors/caas/withdrawal, actors/caas/deposit): `caas_flows`, one row per withdrawal or
 * on-ramp deposit with its status, written in the flow's own commit, and a partial index of the open ones for
 * their workflows' scans. The legs themselves are rows of `caas_ladder` (kind `caas_leg`).
 */
export const name = 'caas_flows'

export const sql = `
CREATE TABLE caas_flows (
  kind    text    NOT NULL,
  id      text    NOT NULL,
  shard   integer NOT NULL,
  version bigint  NOT NULL,
  status  text    NOT NULL,
  open    boolean NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX caas_flows_open ON caas_flows (kind, shard, id) WHERE open;
`
