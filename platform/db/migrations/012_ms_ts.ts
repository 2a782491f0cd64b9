/**
 * ms_ts(epoch milliseconds) -> timestamptz, exact to the microsecond. Read
 * models written in the commit statement pass their times as numbers: no
 * ISO text to format in Node or to parse in Postgres, row after row.
 */
export const name = 'ms_ts'

export const sql = `
CREATE FUNCTION ms_ts(ms bigint) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT 'epoch'::timestamptz + ms * interval '1 millisecond' $$;
`
