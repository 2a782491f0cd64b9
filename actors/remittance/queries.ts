/** Reads of the transfer read model (migration 030). */
import type { Sql } from 'postgres'

/** A page of the merchant's transfers in one environment, newest first (a transfer the balance refused is none). */
export async function listTransfers(sql: Sql, businessId: string, isTest: boolean, limit: number, offset: number) {
  const rows = await sql<{ id: string; total: string }[]>`
    SELECT id, count(*) OVER () AS total FROM remit_transfers
    WHERE business_id = ${businessId} AND is_test = ${isTest} AND status <> 'refused'
    ORDER BY created_at_ms DESC, id DESC LIMIT ${limit} OFFSET ${offset}`
  const total = rows[0] ? Number(rows[0].total) : offset === 0 ? 0 : await countTransfers(sql, businessId, isTest)
  return { ids: rows.map((r) => r.id), total }
}

async function countTransfers(sql: Sql, businessId: string, isTest: boolean): Promise<number> {
  const [row] = await sql<{ n: string }[]>`
    SELECT count(*) AS n FROM remit_transfers WHERE business_id = ${businessId} AND is_test = ${isTest} AND status <> 'refused'`
  return Number(row?.n ?? 0)
}

/** Our transfer id for the partner's transfer id in one environment (each has its own partner), or null when none is recorded (yet). */
export async function transferOfPartner(sql: Sql, isTest: boolean, partnerTransferId: string): Promise<string | null> {
  const [row] = await sql<{ id: string }[]>`
    SELECT id FROM remit_transfers WHERE is_test = ${isTest} AND partner_transfer_id = ${partnerTransferId}`
  return row?.id ?? null
}
