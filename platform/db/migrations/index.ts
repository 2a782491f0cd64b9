/**
 * Forward-only migrations, applied in order at start. A migration is never
 * edited after it ships; a change is a new file with the next number.
 */
import * as m001 from './001_actor_runtime'
import * as m002 from './002_accounts'
import * as m003 from './003_webhooks'
import * as m004 from './004_sandbox'
import * as m005 from './005_deposit_watch'
import * as m006 from './006_sandbox_send'
import * as m007 from './007_checkout'
import * as m008 from './008_waas'
import * as m009 from './009_caas'
import * as m010 from './010_outbox_text'
import * as m011 from './011_checkout_rows_without_state'
import * as m012 from './012_ms_ts'
import * as m013 from './013_webhook_skipped'
import * as m014 from './014_wallet_keys'
import * as m015 from './015_ledger'
import * as m016 from './016_ledger_transfers'
import * as m017 from './017_treasury'
import * as m018 from './018_swaps'
import * as m019 from './019_pay_page_branding'
import * as m022 from './022_webhook_delivery_url'
import * as m023 from './023_audit_log'
import * as m024 from './024_idempotency_keys'
import * as m025 from './025_read_models'
import * as m026 from './026_swap_sends'
import * as m027 from './027_virtual_accounts'
import * as m028 from './028_audit_log_order'
import * as m029 from './029_caas_flows'
import * as m030 from './030_remittance'
import * as m031 from './031_otc'
import * as m032 from './032_analytics'
import * as m033 from './033_watch_scale'
import * as m034 from './034_ledger_fast_batches'
import * as m035 from './035_sandbox_mining'
import * as m036 from './036_treasury_moves_to_key'

export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: m001.name, sql: m001.sql },
  { version: 2, name: m002.name, sql: m002.sql },
  { version: 3, name: m003.name, sql: m003.sql },
  { version: 4, name: m004.name, sql: m004.sql },
  { version: 5, name: m005.name, sql: m005.sql },
  { version: 6, name: m006.name, sql: m006.sql },
  { version: 7, name: m007.name, sql: m007.sql },
  { version: 8, name: m008.name, sql: m008.sql },
  { version: 9, name: m009.name, sql: m009.sql },
  { version: 10, name: m010.name, sql: m010.sql },
  { version: 11, name: m011.name, sql: m011.sql },
  { version: 12, name: m012.name, sql: m012.sql },
  { version: 13, name: m013.name, sql: m013.sql },
  { version: 14, name: m014.name, sql: m014.sql },
  { version: 15, name: m015.name, sql: m015.sql },
  { version: 16, name: m016.name, sql: m016.sql },
  { version: 17, name: m017.name, sql: m017.sql },
  { version: 18, name: m018.name, sql: m018.sql },
  { version: 19, name: m019.name, sql: m019.sql },
  { version: 22, name: m022.name, sql: m022.sql },
  { version: 23, name: m023.name, sql: m023.sql },
  { version: 24, name: m024.name, sql: m024.sql },
  { version: 25, name: m025.name, sql: m025.sql },
  { version: 26, name: m026.name, sql: m026.sql },
  { version: 27, name: m027.name, sql: m027.sql },
  { version: 28, name: m028.name, sql: m028.sql },
  { version: 29, name: m029.name, sql: m029.sql },
  { version: 30, name: m030.name, sql: m030.sql },
  { version: 31, name: m031.name, sql: m031.sql },
  { version: 32, name: m032.name, sql: m032.sql },
  { version: 33, name: m033.name, sql: m033.sql },
  { version: 34, name: m034.name, sql: m034.sql },
  { version: 35, name: m035.name, sql: m035.sql },
  { version: 36, name: m036.name, sql: m036.sql },
]
